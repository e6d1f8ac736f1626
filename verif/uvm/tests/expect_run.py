#!/usr/bin/env python3
"""expect_run.py: run a command and check its exit status and output (for CTest).

usage: expect_run.py [--exit pass|fail] [--regex RE]... [--not-regex RE]... [--last RE]
                     [--count RE=N]... -- command args...
--exit pass: status must be 0; fail: status must be non-zero.
--regex: must match somewhere in stdout+stderr (multiline). --not-regex: must not match.
--last: must match the last non-empty line of stdout. --count RE=N: RE matches exactly N lines.
Prints the output and the first failed expectation; exits 0 iff all expectations hold.
"""
import argparse
import os
import re
import subprocess
import sys


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--exit", choices=["pass", "fail"])
    ap.add_argument("--regex", action="append", default=[])
    ap.add_argument("--not-regex", action="append", default=[])
    ap.add_argument("--last")
    ap.add_argument("--count", action="append", default=[])
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    # COLLNET_RUNNER=1: the sim prints collnet's TEST PASSED/FAILED and [REPRO] lines.
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                       timeout=120, env={**os.environ, "COLLNET_RUNNER": "1"})
    out = p.stdout + p.stderr
    sys.stdout.write(p.stdout)
    errors = []
    if a.exit == "pass" and p.returncode != 0:
        errors.append(f"exit status {p.returncode}, expected 0")
    if a.exit == "fail" and p.returncode == 0:
        errors.append("exit status 0, expected non-zero")
    for r in a.regex:
        if not re.search(r, out, re.M):
            errors.append(f"missing: /{r}/")
    for r in a.not_regex:
        if re.search(r, out, re.M):
            errors.append(f"unexpected: /{r}/")
    if a.last is not None:
        lines = [l for l in p.stdout.splitlines() if l.strip()]
        last = lines[-1] if lines else ""
        if not re.search(a.last, last):
            errors.append(f"last line {last!r} does not match /{a.last}/")
    for c in a.count:
        r, n = c.rsplit("=", 1)
        got = len(re.findall(r, out, re.M))
        if got != int(n):
            errors.append(f"/{r}/ matched {got} lines, expected {n}")
    for e in errors:
        print(f"expect_run: FAIL: {e}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
