#!/usr/bin/env python3
"""run_example.py: run a UVM-SystemC example and compare its report lines with expected.log.

usage: run_example.py --expected FILE -- command args...
Report lines are the lines that start with UVM_INFO/UVM_WARNING/UVM_ERROR/UVM_FATAL and have
" @ " (the summary's count lines do not); the "<file>(<line>) " part is removed (it depends on
where the sources are) and trailing blanks are stripped. The two lists must be equal. Prints a
unified diff and exits 1 otherwise.
"""
import argparse
import difflib
import re
import subprocess
import sys

_REPORT = re.compile(r"^(UVM_(?:INFO|WARNING|ERROR|FATAL)) (?:\S+\(\d+\) )?(@ .*)$")


def report_lines(text: str) -> list:
    out = []
    for line in text.splitlines():
        m = _REPORT.match(line.rstrip())
        if m:
            out.append(f"{m.group(1)} {m.group(2)}")
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--expected", required=True)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       timeout=60)
    sys.stdout.write(p.stdout)
    got = report_lines(p.stdout)
    with open(a.expected, encoding="utf-8") as f:
        exp = report_lines(f.read())
    if not exp:
        print(f"run_example: FAIL: no report lines in {a.expected}")
        return 1
    if got != exp:
        print("run_example: FAIL: report lines differ from expected.log")
        sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(exp, got, "expected", "got",
                                                                     lineterm=""))
        return 1
    print(f"run_example: PASS ({len(got)} report lines as expected)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
