"""Executors of a list of runs: a thread pool on this machine or a Slurm job array, with the
progress line. Shared by `./dv nightly` (nightly.py) and `./dv mutate` (mutate.py): each passes
the function that does one run, so this module imports neither.

Python 3.11 stdlib only.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import math
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import nightly_task  # noqa: E402

#: prefix of the executors' own messages (the calling command's name)
WHO = {"name": "nightly"}


def log(msg: str) -> None:
    sys.stderr.write(f"{WHO['name']}: {msg}\n")
    sys.stderr.flush()


# ---- progress ----------------------------------------------------------------------------------

class Progress:
    def __init__(self, total: int, jobs: int, quiet: bool):
        self.total, self.jobs, self.quiet = total, jobs, quiet
        self.done = self.failed = 0
        self.t0 = time.monotonic()
        self.tty = sys.stderr.isatty()
        self.last_line = 0.0
        self.lock = threading.Lock()

    #: monotonic end of a time budget (--budget): the runs fill it, so the ETA is the time left
    deadline: float | None = None

    def eta(self) -> str:
        if self.deadline is not None:
            rem = max(0.0, self.deadline - time.monotonic())
            return f"{int(rem // 60)}m{int(rem % 60):02d}s (budget left)"
        if not self.done:
            return "?"
        el = time.monotonic() - self.t0
        rem = el / self.done * (self.total - self.done)
        return f"{int(rem // 60)}m{int(rem % 60):02d}s"

    def line(self) -> str:
        el = time.monotonic() - self.t0
        return (f"{self.done}/{self.total} done, {self.done - self.failed} ok, {self.failed} failed, "
                f"{int(el)}s elapsed, ETA {self.eta()}")

    def update(self, result: dict | None = None) -> None:
        with self.lock:
            if result is not None:
                self.done += 1
                self.failed += not result["ok"]
            if self.quiet:
                return
            if result is not None and not result["ok"]:
                self._clear()
                print(f"{WHO['name']}: FAIL {result['id']}: {result['why']}\n  repro: {result['repro']}",
                      file=sys.stderr, flush=True)
            now = time.monotonic()
            if self.tty:
                width = 30
                fill = int(width * self.done / max(1, self.total))
                sys.stderr.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {self.line()}\x1b[K")
                sys.stderr.flush()
            elif now - self.last_line >= 10 or self.done == self.total:
                self.last_line = now
                print(f"{WHO['name']}: {self.line()}", file=sys.stderr, flush=True)

    def _clear(self):
        if self.tty:
            sys.stderr.write("\r\x1b[K")

    def finish(self):
        if self.tty and not self.quiet:
            sys.stderr.write("\n")


# ---- launchers ---------------------------------------------------------------------------------

def run_local(runs: list[dict], jobs: int, stop: threading.Event, prog: Progress,
              fn=None) -> list[dict]:
    """Run every entry with fn(entry, stop) (default: one sim run) on `jobs` threads."""
    results = []
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {ex.submit(_local_one, r, stop, fn): r for r in runs}
        try:
            for f in cf.as_completed(futs):
                d = f.result()
                if d is None or d["status"] == "interrupted":
                    continue
                results.append(d)
                prog.update(d)
        except KeyboardInterrupt:
            stop.set()
            log("interrupted: killing running sims, writing the report of what finished")
            for f in futs:
                f.cancel()
            for f in futs:
                if not f.cancelled():
                    try:
                        d = f.result()
                    except Exception:
                        continue
                    if d is not None and d["status"] != "interrupted" and d not in results:
                        results.append(d)
    return results


def _local_one(run: dict, stop: threading.Event, fn=None) -> dict | None:
    if stop.is_set():
        return None
    if fn is not None:
        return fn(run, stop)
    return nightly_task.run_entry(run, stop_event=stop)


def run_slurm(runs: list[dict], jobs: int, stop: threading.Event, prog: Progress, out: Path,
              extra_opts: list[str], script: Path | None = None, job_name: str = "collnet-nightly",
              manifest_name: str = "manifest.json") -> list[dict]:
    """Submit one job array (one task per run, at most `jobs` at once) and collect result.json.
    Each task runs `script MANIFEST --array` (default: nightly_task.py), which writes
    <out_dir>/result.json of its entry."""
    if not shutil.which("sbatch"):
        raise SystemExit(f"{WHO['name']}: --launcher slurm: sbatch not found (Debian package slurm-client)")
    script = script or HERE / "nightly_task.py"
    manifest = out / manifest_name
    manifest.write_text(json.dumps({"runs": runs}, indent=1))
    (out / "slurm").mkdir(exist_ok=True)
    minutes = math.ceil(max(r["timeout_s"] for r in runs) / 60) + 2
    cmd = ["sbatch", "--parsable", f"--array=0-{len(runs) - 1}%{jobs}",
           f"--job-name={job_name}", f"--output={out}/slurm/%A_%a.out",
           f"--time={minutes}", "--ntasks=1", "--cpus-per-task=1", f"--chdir={ROOT}",
           *extra_opts,
           f"--wrap=exec {sys.executable} {script} {manifest} --array"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"{WHO['name']}: sbatch failed: {p.stderr.strip()}")
    job = p.stdout.strip().split(";")[0]
    log(f"submitted Slurm job array {job} ({len(runs)} tasks, at most {jobs} at once)")
    pending = {i: r for i, r in enumerate(runs)}
    results = []
    gone_since = None
    try:
        while pending:
            if stop.is_set():
                raise KeyboardInterrupt
            for i, r in list(pending.items()):
                f = Path(r["out_dir"]) / "result.json"
                if f.exists():
                    d = json.loads(f.read_text())
                    d["repro"] = r["repro"]
                    results.append(d)
                    del pending[i]
                    prog.update(d)
            if not pending:
                break
            q = subprocess.run(["squeue", "-h", "-r", "-j", job, "-o", "%i"], capture_output=True,
                               text=True)
            alive = q.returncode == 0 and q.stdout.strip() != ""
            if alive:
                gone_since = None
            else:
                gone_since = gone_since or time.monotonic()
                if time.monotonic() - gone_since > 5:
                    # the array is finished but some tasks left no result: they broke
                    for i, r in list(pending.items()):
                        d = _lost(r, job, i, out)
                        results.append(d)
                        prog.update(d)
                    pending.clear()
                    break
            time.sleep(0.3)
    except KeyboardInterrupt:
        log(f"interrupted: scancel {job}; writing the report of what finished")
        subprocess.run(["scancel", job], capture_output=True)
        stop.set()
    return results


def _lost(r: dict, job: str, idx: int, out: Path) -> dict:
    state = ""
    q = subprocess.run(["scontrol", "-o", "show", "job", f"{job}_{idx}"], capture_output=True, text=True)
    m = re.search(r"JobState=(\S+).*?ExitCode=(\S+)", q.stdout)
    if m:
        state = f" (JobState={m.group(1)} ExitCode={m.group(2)})"
    why = f"Slurm task {job}_{idx} ended without a result{state}"
    return {"id": r["id"], "test": r["test"], "seed": r["seed"], "ok": False, "why": why,
            "expect": r["expect"], "passed": False, "status": "error", "exit_code": None,
            "signal": None, "wall_s": 0.0, "sim_time_ns": None, "errors": [], "last_line": "",
            "signature": "slurm task lost", "first_error_ns": None,
            "log": str(out / "slurm" / f"{job}_{idx}.out"), "repro": r["repro"]}
