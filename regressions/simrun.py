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
    error_count: int = 0   # every UVM_ERROR/UVM_FATAL line (errors keeps the first KEEP_ERRORS)
    log_cut_bytes: int = 0  # bytes of output left out of sim.log (MAX_LOG_BYTES)

    def to_json(self) -> dict:
        d = dataclasses.asdict(self)
        d["errors"] = [dataclasses.asdict(e) for e in self.errors[:20]]
        return d


_SIG_MASKS = [
    # a path starts at a '/' (absolute) or '~/' or './' not glued to a word: 'order/loss' is
    # text, '/tmp/a/b.txt' is a path
    (re.compile(r"(?<![\w.~/-])(?:~|\.{1,2})?(?:/[\w.+-]+)+/?"), "<path>"),
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


#: Errors (UVM_ERROR/UVM_FATAL reports) kept per run; the rest are only counted.
KEEP_ERRORS = 50


class LogJudge:
    """Judges a log line by line (a run's log is never held in memory): the first KEEP_ERRORS
    error reports, how many there were, the latest report time and the last non-empty line."""

    def __init__(self):
        self.errors: list[Report] = []
        self.error_count = 0
        self.sim_time: float | None = None
        self.last_line = ""

    def feed(self, raw: str) -> None:
        line = raw.rstrip()
        if not line.strip():
            return
        self.last_line = line.strip()
        if not line.startswith("UVM_"):
            return
        m = REPORT_RE.match(line)
        if not m:
            return
        t = time_to_ns(m.group("time"))
        if t is not None:
            self.sim_time = t if self.sim_time is None else max(self.sim_time, t)
        if m.group("sev") in ("UVM_ERROR", "UVM_FATAL"):
            self.error_count += 1
            if len(self.errors) < KEEP_ERRORS:
                self.errors.append(Report(m.group("sev"), m.group("file") or "",
                                          int(m.group("line") or 0), t, m.group("hier"),
                                          m.group("id"), m.group("msg")[:2000], line[:2000]))

    def verdict(self, exit_code: int | None, sig: str | None, timed_out: bool,
                interrupted: bool = False) -> tuple:
        """(passed, status, errors, last_line, sim_time_ns)."""
        if interrupted:
            status = "interrupted"
        elif timed_out:
            status = "timeout"
        elif sig:
            status = "crash"
        elif exit_code == 0 and self.last_line.startswith("TEST PASSED") and not self.error_count:
            status = "pass"
        else:
            status = "fail"
        return status == "pass", status, self.errors, self.last_line, self.sim_time


def judge(log_text: str, exit_code: int | None, sig: str | None, timed_out: bool,
          interrupted: bool = False) -> tuple:
    """(passed, status, errors, last_line, sim_time_ns) from a finished run's log text."""
    j = LogJudge()
    for raw in log_text.splitlines():
        j.feed(raw)
    return j.verdict(exit_code, sig, timed_out, interrupted)


#: The report the harness prints when the runner kills a sim (timeout, Ctrl-C): not a DUT error.
KILL_REPORT_ID = "SIGNAL"
CYCLE_IN_MSG_RE = re.compile(r"\bcycle (\d+)\b")


def fmt_time(ns: float) -> str:
    """A simulation time for people: '60 ns', '15 400 ns', '266.157 ms'."""
    if ns < 1e6:
        return f"{ns:,.0f} ns".replace(",", " ") if ns == int(ns) else f"{ns:g} ns"
    return f"{ns / 1e6:.6g} ms"


def first_error_text(errors: list[Report]) -> str | None:
    """'60 ns (cycle 7, as its message says)' / '60 ns (after rising edge 6)' for the first
    error report with a time, None when there is none. Rising edge k of the harness clock is at
    k * CLOCK_PERIOD_NS; a report from a sample callback concerns the edge after its time, so the
    cycle a message names wins over the one computed from the time."""
    e = next((e for e in errors if e.time_ns is not None), None)
    if e is None:
        return None
    m = CYCLE_IN_MSG_RE.search(e.msg)
    if m:
        return f"{fmt_time(e.time_ns)} (cycle {m.group(1)}, as its message says) [{e.id}]"
    return (f"{fmt_time(e.time_ns)} (after rising edge {int(e.time_ns // CLOCK_PERIOD_NS)} of the "
            f"{CLOCK_PERIOD_NS:g} ns clock) [{e.id}]")


#: A run stops after this many UVM_ERROR/UVM_FATAL reports (UVM's quit count): a broken DUT
#: must not write gigabytes of the same error. A plusarg +UVM_MAX_QUIT_COUNT=N (the test
#: list's plusargs, or `./dv run ... +UVM_MAX_QUIT_COUNT=0` for no limit) overrides it.
MAX_QUIT_COUNT = 20


def sim_command(exe, uvm_test: str, seed: int, out_dir, plusargs=(), waves=False,
                trace_start: int | None = None) -> list[str]:
    cmd = [str(exe), f"+UVM_TESTNAME={uvm_test}", f"+seed={seed}", f"+out_dir={out_dir}"]
    if not any(str(a).startswith("+UVM_MAX_QUIT_COUNT=") for a in plusargs):
        cmd.append(f"+UVM_MAX_QUIT_COUNT={MAX_QUIT_COUNT}")
    cmd += list(plusargs)
    if waves:
        cmd.append("+waves")
        if trace_start is not None:
            cmd.append(f"+trace_start={trace_start}")
    return cmd


#: What one run may write to its sim.log: the first HEAD and the last TAIL bytes are kept, the
#: middle is cut (and said so in the log). A regression default; COLLNET_MAX_LOG_MB overrides.
def _max_log_bytes() -> int:
    text = os.environ.get("COLLNET_MAX_LOG_MB", "32")
    try:
        mb = float(text)
        if not mb > 0:
            raise ValueError
    except ValueError:
        raise SystemExit(f"dv: error: COLLNET_MAX_LOG_MB must be a positive number of MB, "
                         f"got '{text}'") from None
    return int(mb * 2**20)


MAX_LOG_BYTES = _max_log_bytes()
#: The longest line kept whole; a longer one is split (a sim printing without newlines).
MAX_LINE_BYTES = 64 * 1024
#: How long a sim that died of SIGINT/SIGTERM waits for the runner's stop before it counts as a crash.
INTERRUPT_GRACE_S = 5.0


class CappedLog:
    """sim.log writer keeping the head and the tail of the output and cutting the middle."""

    def __init__(self, f, max_bytes: int, stream=None):
        self.f, self.stream, self.max_bytes = f, stream, max_bytes
        self.head_left = max(0, max_bytes - max_bytes // 4)
        self.tail_max = max_bytes // 4
        self.tail: list[bytes] = []
        self.tail_bytes = 0
        self.cut_bytes = self.cut_lines = 0

    def _out(self, data: bytes) -> None:
        self.f.write(data)
        if self.stream is not None:
            self.stream.write(data.decode(errors="replace"))

    def write_line(self, line: bytes) -> None:
        if len(line) <= self.head_left:
            self.head_left -= len(line)
            self._out(line)
            return
        if self.head_left or not (self.tail or self.cut_bytes):
            if self.stream is not None:  # say it now: the rest comes only at the end
                self.stream.write(f"dv: the log is over its cap ({self.max_bytes / 2**20:g} MB "
                                  f"head and tail): the middle is cut, its last part follows "
                                  f"when the run ends\n")
        self.head_left = 0
        self.tail.append(line)
        self.tail_bytes += len(line)
        while self.tail and self.tail_bytes > self.tail_max:
            old = self.tail.pop(0)
            self.tail_bytes -= len(old)
            self.cut_bytes += len(old)
            self.cut_lines += 1

    def flush(self) -> None:
        self.f.flush()
        if self.stream is not None:
            self.stream.flush()

    def close(self) -> None:
        if self.cut_bytes:
            self._out(f"\ndv: {self.cut_lines} lines ({self.cut_bytes} bytes) of output cut here: "
                      f"a run keeps the first and the last part of its log "
                      f"({self.max_bytes / 2**20:g} MB; COLLNET_MAX_LOG_MB sets it)\n\n".encode())
        for line in self.tail:
            self._out(line)
        self.tail.clear()
        self.flush()


def run(cmd: list[str], out_dir, timeout_s: float, stream=None,
        stop_event: threading.Event | None = None, max_log_bytes: int | None = None) -> Result:
    """Run cmd in its own process group with cwd=out_dir, log to out_dir/sim.log.

    stream: file object to copy the output to as it comes (e.g. sys.stdout), or None.
    On timeout (or stop_event set) the whole process group is killed. The output is judged line
    by line as it comes and never held whole; sim.log keeps its first and last part
    (max_log_bytes, default MAX_LOG_BYTES).
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    log_path = out / "sim.log"
    (out / "cmd.txt").write_text(" ".join(cmd) + "\n")
    t0 = time.monotonic()
    timed_out = interrupted = False
    judge_ = LogJudge()
    with open(log_path, "wb") as log_f:
        log = CappedLog(log_f, MAX_LOG_BYTES if max_log_bytes is None else max_log_bytes, stream)
        try:
            # COLLNET_RUNNER=1: the sim prints collnet's TEST PASSED/FAILED and [REPRO] lines.
            p = subprocess.Popen(cmd, cwd=out, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL, start_new_session=True,
                                 env={**os.environ, "COLLNET_RUNNER": "1"})
        except OSError as e:
            log_f.write(f"dv: cannot start {cmd[0]}: {e}\n".encode())
            return Result(False, "error", None, None, 0.0, None, [], str(e),
                          f"cannot start sim: {e.strerror}", None, str(log_path))

        def take(line: bytes) -> None:
            log.write_line(line)
            judge_.feed(line.decode(errors="replace"))

        def pump():
            part = b""
            for chunk in iter(lambda: p.stdout.read1(65536), b""):
                part += chunk
                *lines, part = part.split(b"\n")
                for line in lines:
                    take(line + b"\n")
                while len(part) > MAX_LINE_BYTES:
                    take(part[:MAX_LINE_BYTES] + b"\n")
                    part = part[MAX_LINE_BYTES:]
                log.flush()
            if part:
                take(part)

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
        if (p.returncode in (-signal.SIGINT, -signal.SIGTERM) and stop_event is not None
                and not (timed_out or interrupted) and stop_event.wait(INTERRUPT_GRACE_S)):
            # A Ctrl-C of the runner's process group can reach a sim started in that instant:
            # the child takes its own session only after the fork, and a signal sent in between
            # stays pending until its exec. The runner stopping within seconds says so.
            interrupted = True
        th.join(timeout=5)
        if not th.is_alive():
            p.stdout.close()
        log.close()
        wall = time.monotonic() - t0
        rc = p.returncode
        if timed_out:
            log_f.write(f"\ndv: timeout after {timeout_s:g} s: process group killed\n".encode())
        elif interrupted:
            log_f.write(b"\ndv: interrupted: process group killed\n")
    sig = None
    if rc is not None and rc < 0 and not (timed_out or interrupted):
        try:
            sig = signal.Signals(-rc).name
        except ValueError:
            sig = f"signal {-rc}"
    passed, status, errors, last, sim_time = judge_.verdict(rc, sig, timed_out, interrupted)
    # the report the harness prints when the runner kills it is no error of the DUT
    dut_errors = [e for e in errors if not ((timed_out or interrupted) and e.id == KILL_REPORT_ID)]
    first_err = next((e.time_ns for e in dut_errors if e.time_ns is not None), None)
    return Result(passed, status, rc if (rc is not None and rc >= 0) else None, sig, wall,
                  sim_time, errors, last, signature_of(status, errors, sig, rc, last),
                  first_err, str(log_path), judge_.error_count, log.cut_bytes)


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


if __name__ == "__main__":  # tiny self-check: python3 simrun.py <log> (read line by line)
    j = LogJudge()
    with open(sys.argv[1], errors="replace") as f:
        for raw in f:
            j.feed(raw)
    print(j.verdict(0, None, False), f"{j.error_count} errors")
