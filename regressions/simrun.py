"""Run one simulation (a sim_<config> executable) and judge its log.

Shared by `./dv run`, the CTest wrapper run_one.py and the nightly runner. The contract is
docs/architecture.md: report lines ``UVM_ERROR <file>(<line>) @ <time>: <hier> [<ID>] <msg>``,
last line ``TEST PASSED`` / ``TEST FAILED ...``, exit status 0 iff passed.

Python 3.11 stdlib only.
"""

from __future__ import annotations

import dataclasses
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

#: Clock period of every collnet testbench, in ns (cycles = time / period).
CLOCK_PERIOD_NS = 10.0

REPORT_RE = re.compile(
    r"^(?P<sev>UVM_INFO|UVM_WARNING|UVM_ERROR|UVM_FATAL)\s+(?:(?P<file>\S+?)\((?P<line>\d+)\)\s+)?"
    r"@\s+(?P<time>[^:]*?)\s*:\s+(?P<hier>\S*)\s+\[(?P<id>[^\]]+)\]\s?(?P<msg>.*)$")
TIME_RE = re.compile(r"^\s*(?P<num>[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)\s*(?P<unit>[fpnum]?s)?\s*$")
UNIT_NS = {"fs": 1e-6, "ps": 1e-3, "ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def time_to_ns(text: str) -> float | None:
    """'1230 ns', '1.23us', '1230' (ns assumed) -> 1230.0; None if unparsable."""
    m = TIME_RE.match(text)
    if not m:
        return None
    return float(m.group("num")) * UNIT_NS[m.group("unit") or "ns"]


@dataclasses.dataclass
class Report:
    """One UVM_ERROR/UVM_FATAL line."""

    severity: str
    file: str
    line: int
    time_ns: float | None
    hier: str
    id: str
    msg: str
    text: str


@dataclasses.dataclass
class Result:
    """Outcome of one run."""

    passed: bool
    status: str            # pass | fail | timeout | crash | interrupted | error
    exit_code: int | None  # None when killed by a signal
    signal: str | None     # e.g. SIGSEGV
    wall_s: float
    sim_time_ns: float | None
    errors: list[Report]
    last_line: str
    signature: str         # normalised failure signature ('' when passed)
    first_error_ns: float | None
    log: str

    def to_json(self) -> dict:
        d = dataclasses.asdict(self)
        d["errors"] = [dataclasses.asdict(e) for e in self.errors[:20]]
        return d


_SIG_MASKS = [
    (re.compile(r"(?:/[\w.+-]+)+/?"), "<path>"),
    (re.compile(r"\b0x[0-9a-fA-F]+\b"), "<hex>"),
    (re.compile(r"\b[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?\s*(?:fs|ps|ns|us|ms|s)\b"), "<time>"),
    (re.compile(r"\b\d+'[bdhoBDHO][0-9a-fA-FxXzZ_]+"), "<val>"),
    (re.compile(r"[-+]?\b[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?\b"), "<n>"),
    (re.compile(r"\s+"), " "),
]


def normalise(text: str) -> str:
    """Mask numbers, times, hex values and paths so equal bugs bucket together."""
    for rx, rep in _SIG_MASKS:
        text = rx.sub(rep, text)
    return text.strip()


def signature_of(status: str, errors: list[Report], sig: str | None, exit_code, last_line) -> str:
    if status == "pass":
        return ""
    if status == "timeout":
        return "timeout"
    if status == "crash":
        return f"crash {sig}"
    if status == "interrupted":
        return "interrupted"
    if errors:
        e = errors[0]
        return normalise(f"{e.severity} [{e.id}] {e.msg}")
    if exit_code not in (0, None):
        return f"exit {exit_code} without UVM_ERROR/UVM_FATAL"
    return normalise(f"no TEST PASSED line (last line: {last_line[:80]})")


def judge(log_text: str, exit_code: int | None, sig: str | None, timed_out: bool,
          interrupted: bool = False) -> tuple:
    """(passed, status, errors, last_line, sim_time_ns) from a finished run's log."""
    errors: list[Report] = []
    sim_time = None
    last_line = ""
    for raw in log_text.splitlines():
        line = raw.rstrip()
        if line.strip():
            last_line = line.strip()
        m = REPORT_RE.match(line)
        if not m:
            continue
        t = time_to_ns(m.group("time"))
        if t is not None:
            sim_time = t if sim_time is None else max(sim_time, t)
        if m.group("sev") in ("UVM_ERROR", "UVM_FATAL"):
            errors.append(Report(m.group("sev"), m.group("file") or "", int(m.group("line") or 0), t,
                                 m.group("hier"), m.group("id"), m.group("msg"), line))
    if interrupted:
        status = "interrupted"
    elif timed_out:
        status = "timeout"
    elif sig:
        status = "crash"
    elif exit_code == 0 and last_line.startswith("TEST PASSED") and not errors:
        status = "pass"
    else:
        status = "fail"
    return status == "pass", status, errors, last_line, sim_time


def sim_command(exe, uvm_test: str, seed: int, out_dir, plusargs=(), waves=False,
                trace_start: int | None = None) -> list[str]:
    cmd = [str(exe), f"+UVM_TESTNAME={uvm_test}", f"+seed={seed}", f"+out_dir={out_dir}"]
    cmd += list(plusargs)
    if waves:
        cmd.append("+waves")
        if trace_start is not None:
            cmd.append(f"+trace_start={trace_start}")
    return cmd


def run(cmd: list[str], out_dir, timeout_s: float, stream=None,
        stop_event: threading.Event | None = None) -> Result:
    """Run cmd in its own process group with cwd=out_dir, log to out_dir/sim.log.

    stream: file object to copy the output to as it comes (e.g. sys.stdout), or None.
    On timeout (or stop_event set) the whole process group is killed.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    log_path = out / "sim.log"
    (out / "cmd.txt").write_text(" ".join(cmd) + "\n")
    t0 = time.monotonic()
    timed_out = interrupted = False
    with open(log_path, "wb") as log:
        try:
            # COLLNET_RUNNER=1: the sim prints collnet's TEST PASSED/FAILED and [REPRO] lines.
            p = subprocess.Popen(cmd, cwd=out, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL, start_new_session=True,
                                 env={**os.environ, "COLLNET_RUNNER": "1"})
        except OSError as e:
            log.write(f"dv: cannot start {cmd[0]}: {e}\n".encode())
            return Result(False, "error", None, None, 0.0, None, [], str(e),
                          f"cannot start sim: {e.strerror}", None, str(log_path))

        def pump():
            for chunk in iter(lambda: p.stdout.read1(65536), b""):
                log.write(chunk)
                log.flush()
                if stream is not None:
                    stream.write(chunk.decode(errors="replace"))
                    stream.flush()

        th = threading.Thread(target=pump, daemon=True)
        th.start()
        deadline = t0 + timeout_s
        try:
            while True:
                try:
                    p.wait(timeout=0.1)
                    break
                except subprocess.TimeoutExpired:
                    pass
                if stop_event is not None and stop_event.is_set():
                    interrupted = True
                elif time.monotonic() > deadline:
                    timed_out = True
                else:
                    continue
                kill_group(p)
                break
        except BaseException:
            # Ctrl-C / SIGTERM of the runner: the sim is in its own session, so it would
            # survive us; take its whole process group down first
            kill_group(p)
            raise
        th.join(timeout=5)
        if not th.is_alive():
            p.stdout.close()
        wall = time.monotonic() - t0
        rc = p.returncode
        if timed_out:
            log.write(f"\ndv: timeout after {timeout_s:g} s: process group killed\n".encode())
        elif interrupted:
            log.write(b"\ndv: interrupted: process group killed\n")
    sig = None
    if rc is not None and rc < 0 and not (timed_out or interrupted):
        try:
            sig = signal.Signals(-rc).name
        except ValueError:
            sig = f"signal {-rc}"
    text = log_path.read_text(errors="replace")
    passed, status, errors, last, sim_time = judge(text, rc, sig, timed_out, interrupted)
    first_err = next((e.time_ns for e in errors if e.time_ns is not None), None)
    return Result(passed, status, rc if (rc is not None and rc >= 0) else None, sig, wall,
                  sim_time, errors, last, signature_of(status, errors, sig, rc, last),
                  first_err, str(log_path))


def kill_group(p: subprocess.Popen) -> None:
    """SIGTERM the process group, then SIGKILL it if it is still there after 2 s."""
    for s, wait in ((signal.SIGTERM, 2.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(p.pid, s)
        except ProcessLookupError:
            return
        try:
            p.wait(timeout=wait)
            # the leader is gone; make sure no child of the group survives
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            return
        except subprocess.TimeoutExpired:
            continue


def exit_on_signals() -> None:
    """Turn SIGTERM and SIGHUP into KeyboardInterrupt, so runners clean up their sims."""
    def handler(signum, frame):
        raise KeyboardInterrupt
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, handler)


def shell_quote(args: list[str]) -> str:
    import shlex
    return " ".join(shlex.quote(a) for a in args)


def repro_command(test: str, seed: int, plusargs=(), raw_sim: str | None = None,
                  extra_opts=()) -> str:
    """The one line that reproduces a run: ./dv run TEST --seed N [+plusargs]."""
    args = ["./dv", "run", test, "--seed", str(seed), *extra_opts]
    if raw_sim:
        args += ["--sim", raw_sim]
    args += list(plusargs)
    return shell_quote(args)


def expect_ok(entry_expect: str, expect_error: str | None, res: Result) -> tuple[bool, str]:
    """Did the run do what the test list expects? (ok, reason)."""
    if entry_expect == "pass":
        if res.passed:
            return True, "passed"
        return False, f"{res.status}: {res.signature}"
    # a _bad test: the run must fail, and because the named checker fired
    if res.passed:
        return False, (f"expected failure with [{expect_error}] but the test PASSED: "
                       f"the checker did not fire")
    if res.status in ("timeout", "crash", "error", "interrupted"):
        return False, f"expected failure with [{expect_error}] but the run ended in {res.status} ({res.signature})"
    if any(e.id == expect_error for e in res.errors):
        return True, f"failed as expected with [{expect_error}]"
    ids = sorted({e.id for e in res.errors}) or ["none"]
    return False, (f"expected [{expect_error}] in a UVM_ERROR/UVM_FATAL line, got ids "
                   f"{', '.join(ids)}: the checker did not fire")


if __name__ == "__main__":  # tiny self-check: python3 simrun.py <log>
    txt = Path(sys.argv[1]).read_text()
    print(judge(txt, 0, None, False))
