#!/usr/bin/env python3
"""uvmsc_compare.py: run a UVM-SystemC example and compare its log with expected.log (CTest).

usage: uvmsc_compare.py EXPECTED_LOG [--status N] -- command args...

The run's stdout is reduced the way UVM-SystemC's own regression compares logs with its golden
files (cmake/run-test.py, after verify-uvm.pl): the file and line of a report are replaced by
"<removed by verify-uvm.pl>" ("UVM_INFO <removed by verify-uvm.pl> @ 10 ns: ..."), the first
object id "@<digits>" of a line by "@<removed by verify-uvm.pl>", the file of SystemC's "In file:
<file>:<line>" line by "<removed by verify-uvm.pl>", trailing blanks and empty lines are dropped. Lines before the first report line (banners) are not compared. The program
runs as by hand (COLLNET_RUNNER unset), so collnet's own lines (TEST PASSED/FAILED, [REPRO])
must not appear. expected.log is compared after dropping its empty lines. Exits 0 iff the two
are equal (and, with --status N, the program's exit status is N); prints a unified diff
otherwise. Standard error (UVM-SystemC's banner, SystemC's report of an uncaught exception) is
not compared.
"""
import difflib
import os
import re
import subprocess
import sys

REPORT = re.compile(r"(UVM_(?:INFO|WARNING|ERROR|FATAL))\s+.*\s+@\s+")
OBJECT_ID = re.compile(r"@[0-9]+")
FIRST = re.compile(r"^UVM_(INFO|WARNING|ERROR|FATAL)\b")
IN_FILE = re.compile(r"^(In file: ).*:.*$")


def normalise(text: str) -> list:
    out = []
    started = False
    for line in text.splitlines():
        if not started:
            if not FIRST.match(line):
                continue
            started = True
        line = OBJECT_ID.sub("@<removed by verify-uvm.pl>", line, count=1)
        line = REPORT.sub(r"\1 <removed by verify-uvm.pl> @ ", line, count=1)
        line = IN_FILE.sub(r"\1<removed by verify-uvm.pl>", line)
        line = line.rstrip()
        if line:
            out.append(line)
    return out


def main() -> int:
    args = sys.argv[1:]
    if "--" not in args or args.index("--") < 1:
        print(__doc__, file=sys.stderr)
        return 2
    sep = args.index("--")
    expected_path, cmd = args[0], args[sep + 1:]
    status = None
    if "--status" in args[:sep]:
        status = int(args[args.index("--status") + 1])
    with open(expected_path, encoding="utf-8") as f:
        expected = [l.rstrip() for l in f.read().splitlines() if l.strip()]
    env = {k: v for k, v in os.environ.items() if k != "COLLNET_RUNNER"}
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=60,
                       env=env)
    got = normalise(p.stdout)
    if p.returncode < 0:
        print(f"uvmsc_compare: killed by signal {-p.returncode}", file=sys.stderr)
        sys.stdout.write(p.stdout + p.stderr)
        return 1
    if got != expected:
        sys.stdout.write(p.stdout)
        sys.stdout.writelines(
            l + "\n" for l in difflib.unified_diff(expected, got, "expected.log", "run", lineterm=""))
        print("uvmsc_compare: FAIL: report lines differ from expected.log", file=sys.stderr)
        return 1
    if status is not None and p.returncode != status:
        sys.stdout.write(p.stdout + p.stderr)
        print(f"uvmsc_compare: FAIL: exit status {p.returncode}, expected {status}", file=sys.stderr)
        return 1
    print(f"uvmsc_compare: {len(got)} lines as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
