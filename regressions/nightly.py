"""`./dv nightly`: the regression runner.

Runs every test of a regression over its seeds (a fresh random seed per run, recorded), in
parallel locally or as a Slurm job array, then writes into the output folder:

    results.xml      JUnit XML (one testsuite per test, one testcase per seed)
    summary.json     everything below, machine-readable
    report.html      self-contained HTML: pass/fail per test and seed, wall and simulated time,
                     repro of every failure, failures bucketed by normalised signature,
                     coverage closure, testplan status, trends (inline SVG)
    runs/<test>.<seed>/   each run's sim.log, cmd.txt, result.json, fcov.json, coverage.dat
    waves/<test>.<seed>/  reruns of failing seeds with +waves in a window ending at the failure,
                          waves.fst + waves.gtkw (GTKWave save file on the top-level ports)
    coverage/        merged functional coverage (cov_merge) and code coverage (lcov/genhtml)

and appends the nightly to out/nightly/trends.sqlite. Ctrl-C stops cleanly: running sims are
killed, the report covers what finished. Exit status 0 iff every run did what its test list
expects.

Python 3.11 stdlib + PyYAML only.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import math
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import nightly_task  # noqa: E402
import report  # noqa: E402
import simrun  # noqa: E402
import testlist  # noqa: E402
import testplan  # noqa: E402
import waves  # noqa: E402


def nproc() -> int:
    return len(os.sched_getaffinity(0))


def log(msg: str) -> None:
    print(f"nightly: {msg}", file=sys.stderr, flush=True)


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="./dv nightly", description="\n\n".join(__doc__.split("\n\n")[1:-1]),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
               "  ./dv nightly                               all nightly tests, all cores\n"
               "  ./dv nightly --regression smoke --jobs 2\n"
               "  ./dv nightly --tests 'fifo_*,arb_*' --reseed-multiplier 10\n"
               "  ./dv nightly --fixed-seed 7                every test once with seed 7\n"
               "  ./dv nightly --launcher slurm              as an sbatch job array\n"
               "common ./dv options (--preset, --no-build) may be given too.\n")
    ap.add_argument("--regression", default="nightly",
                    help="regression to run: " + ", ".join(testlist.KNOWN_REGRESSIONS)
                         + " (default: %(default)s)")
    ap.add_argument("--tests", help="comma-separated globs on test names, e.g. 'fifo_*,arb_rr'")
    ap.add_argument("--fixed-seed", type=int, metavar="N",
                    help="run every selected test once with seed N (no reseeding)")
    ap.add_argument("--reseed-multiplier", type=float, default=1.0, metavar="X",
                    help="runs per test = ceil(seeds * X) (default: %(default)s)")
    ap.add_argument("--master-seed", type=int, metavar="N",
                    help="seed of the seed generator, to replay a nightly's seed choice "
                         "(default: random; recorded in summary.json)")
    ap.add_argument("--jobs", "-j", type=int, default=nproc(), metavar="N",
                    help="parallel runs (default: nproc = %(default)s)")
    ap.add_argument("--launcher", choices=("local", "slurm"), default="local",
                    help="local processes or a Slurm job array (sbatch) (default: %(default)s)")
    ap.add_argument("--slurm-opt", action="append", default=[], metavar="OPT",
                    help="extra sbatch option, e.g. --slurm-opt=--partition=debug (repeatable)")
    ap.add_argument("--max-waves", type=int, default=5, metavar="N",
                    help="rerun up to N failing seeds with waves (default: %(default)s)")
    ap.add_argument("--wave-window", type=int, default=waves.DEFAULT_WINDOW_CYCLES, metavar="CYCLES",
                    help="cycles of waves before the failure (default: %(default)s)")
    ap.add_argument("--out", metavar="DIR",
                    help="output folder (default: out/nightly/<timestamp>/, out/nightly/latest -> it)")
    ap.add_argument("--timeout-scale", type=float, default=1.0, metavar="X",
                    help="multiply every test's timeout_s (slow machines) (default: %(default)s)")
    ap.add_argument("--no-coverage", action="store_true", help="skip the coverage merge")
    ap.add_argument("--no-trends", action="store_true", help="do not record in trends.sqlite")
    ap.add_argument("--trends-db", metavar="FILE",
                    help="trend database (default: out/nightly/trends.sqlite)")
    ap.add_argument("--quiet", "-q", action="store_true", help="no progress output")
    return ap


# ---- planning ----------------------------------------------------------------------------------

def plan_runs(tests: list[testlist.TestEntry], args, bin_dir: Path, out: Path,
              dir_opts: list[str]) -> list[dict]:
    """One dict per run: id, test, seed, cmd, out_dir, timeout, expectation, repro."""
    rng = random.Random(args.master_seed)
    used: set[int] = set()
    runs = []
    for t in tests:
        try:
            exe = testlist.find_sim(t, bin_dir)
        except testlist.TestListError as e:
            # A sim that is not built is one broken test, not a broken regression: its runs
            # fail ("cannot start sim") and are reported; every other test still runs.
            for problem in e.problems:
                log(f"warning: {problem}")
            exe = bin_dir / t.sim
        if args.fixed_seed is not None:
            seeds = [args.fixed_seed]
        elif t.seed is not None:
            seeds = [t.seed]
        else:
            n = max(1, math.ceil(t.seeds * args.reseed_multiplier))
            seeds = []
            while len(seeds) < n:
                s = rng.randrange(1, 2**31)
                if s not in used:
                    used.add(s)
                    seeds.append(s)
        for s in seeds:
            rid = f"{t.name}.{s}"
            rdir = out / "runs" / rid
            runs.append({
                "id": rid, "test": t.name, "seed": s, "sim": t.sim, "uvm_test": t.uvm_test,
                "cmd": simrun.sim_command(exe, t.uvm_test, s, rdir, t.plusargs),
                "plusargs": t.plusargs, "out_dir": str(rdir),
                "timeout_s": t.timeout_s * args.timeout_scale, "expect": t.expect,
                "expect_error": t.expect_error,
                "repro": simrun.repro_command(t.name, s, extra_opts=dir_opts),
            })
    return runs


# ---- progress ----------------------------------------------------------------------------------

class Progress:
    def __init__(self, total: int, jobs: int, quiet: bool):
        self.total, self.jobs, self.quiet = total, jobs, quiet
        self.done = self.failed = 0
        self.t0 = time.monotonic()
        self.tty = sys.stderr.isatty()
        self.last_line = 0.0
        self.lock = threading.Lock()

    def eta(self) -> str:
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
                print(f"nightly: FAIL {result['id']}: {result['why']}\n  repro: {result['repro']}",
                      file=sys.stderr, flush=True)
            now = time.monotonic()
            if self.tty:
                width = 30
                fill = int(width * self.done / max(1, self.total))
                sys.stderr.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {self.line()}\x1b[K")
                sys.stderr.flush()
            elif now - self.last_line >= 10 or self.done == self.total:
                self.last_line = now
                print(f"nightly: {self.line()}", file=sys.stderr, flush=True)

    def _clear(self):
        if self.tty:
            sys.stderr.write("\r\x1b[K")

    def finish(self):
        if self.tty and not self.quiet:
            sys.stderr.write("\n")


# ---- launchers ---------------------------------------------------------------------------------

def run_local(runs: list[dict], jobs: int, stop: threading.Event, prog: Progress) -> list[dict]:
    results = []
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {ex.submit(_local_one, r, stop): r for r in runs}
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


def _local_one(run: dict, stop: threading.Event) -> dict | None:
    if stop.is_set():
        return None
    return nightly_task.run_entry(run, stop_event=stop)


def run_slurm(runs: list[dict], jobs: int, stop: threading.Event, prog: Progress, out: Path,
              extra_opts: list[str]) -> list[dict]:
    """Submit one job array (one task per run, at most `jobs` at once) and collect result.json."""
    if not shutil.which("sbatch"):
        raise SystemExit("nightly: --launcher slurm: sbatch not found (Debian package slurm-client)")
    manifest = out / "manifest.json"
    manifest.write_text(json.dumps({"runs": runs}, indent=1))
    (out / "slurm").mkdir(exist_ok=True)
    minutes = math.ceil(max(r["timeout_s"] for r in runs) / 60) + 2
    cmd = ["sbatch", "--parsable", f"--array=0-{len(runs) - 1}%{jobs}",
           "--job-name=collnet-nightly", f"--output={out}/slurm/%A_%a.out",
           f"--time={minutes}", "--ntasks=1", "--cpus-per-task=1", f"--chdir={ROOT}",
           *extra_opts,
           f"--wrap=exec {sys.executable} {HERE / 'nightly_task.py'} {manifest} --array"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"nightly: sbatch failed: {p.stderr.strip()}")
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


# ---- waves -------------------------------------------------------------------------------------

def rerun_with_waves(results: list[dict], runs_by_id: dict, out: Path, args, jobs: int,
                     stop: threading.Event) -> None:
    """Rerun failing seeds (distinct signatures first, hangs excluded) with +waves."""
    failing = [r for r in results if not r["ok"] and r["status"] in ("fail", "crash")
               and r["expect"] == "pass"]
    chosen, seen = [], set()
    for r in failing:  # one per signature first
        if r["signature"] not in seen and len(chosen) < args.max_waves:
            seen.add(r["signature"])
            chosen.append(r)
    for r in failing:
        if r not in chosen and len(chosen) < args.max_waves:
            chosen.append(r)
    if not chosen:
        return
    log(f"rerunning {len(chosen)} failing seed(s) with waves")

    def one(r):
        run = runs_by_id[r["id"]]
        fail_ns = r.get("first_error_ns") if r.get("first_error_ns") is not None else r.get("sim_time_ns")
        wdir = out / "waves" / r["id"]
        extra = waves.wave_plusargs(fail_ns, args.wave_window)
        cmd = [c if not c.startswith("+out_dir=") else f"+out_dir={wdir}" for c in run["cmd"]] + extra
        res = simrun.run(cmd, wdir, run["timeout_s"] * 2, stop_event=stop)
        fst = wdir / "waves.fst"
        info = {"cmd": simrun.shell_quote(cmd), "log": res.log, "window": extra[1:],
                "reproduced": not res.passed, "signature": res.signature}
        if fst.exists():
            gtkw = wdir / "waves.gtkw"
            info.update(fst=str(fst), gtkw=str(gtkw), signals=waves.write_gtkw(fst, gtkw, fail_ns))
        r["waves"] = info if fst.exists() else None
        r["waves_attempt"] = info

    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        list(ex.map(one, chosen))


# ---- coverage ----------------------------------------------------------------------------------

def merge_coverage(out: Path, bin_dir: Path, results: list[dict]) -> dict:
    """Merge all runs' coverage with cov_merge (coverage/): functional (fcov.json -> merged JSON,
    text with HOLES, HTML) and code (coverage.dat -> merged .dat + lcov .info), then genhtml.
    Without cov_merge, code coverage is merged with verilator_coverage directly. Each part
    reports an error string instead of failing the nightly.

    Only passing runs of `expect: pass` tests count: a failing run's coverage is not evidence,
    and a _bad test runs a deliberately broken configuration."""
    cov_dir = out / "coverage"
    cov_dir.mkdir(exist_ok=True)
    good = [Path(r["log"]).parent for r in results if r["ok"] and r["expect"] == "pass"]
    fcov = sorted(p for d in good if (p := d / "fcov.json").exists())
    dats = sorted(p for d in good if (p := d / "coverage.dat").exists())
    res: dict = {"functional": {"files": len(fcov)}, "code": {"files": len(dats)},
                 "runs_counted": len(good), "runs_excluded": len(results) - len(good)}
    f, c = res["functional"], res["code"]
    if os.environ.get("COLLNET_COV_MERGE"):  # explicit (CTest sets it): no fallback
        tool = Path(os.environ["COLLNET_COV_MERGE"])
    else:
        tool = bin_dir / "cov_merge"
        if not tool.exists():
            tool = ROOT / "build" / "default" / "bin" / "cov_merge"
    merged, text, html_out = cov_dir / "fcov_merged.json", cov_dir / "fcov.txt", cov_dir / "fcov.html"
    code_dat, info = cov_dir / "code_merged.dat", cov_dir / "code.info"
    if not fcov:
        f["error"] = "no fcov.json files in the runs"
    if not dats:
        c["error"] = "no coverage.dat files in the runs"
    if not tool.exists():
        if fcov:
            f["error"] = f"cov_merge not built ({tool}); functional coverage not merged"
        if dats:
            p = subprocess.run(["verilator_coverage", "--write", str(code_dat), "--write-info",
                                str(info), *map(str, dats)], capture_output=True, text=True)
            if p.returncode != 0:
                c["error"] = f"verilator_coverage failed: {(p.stderr or p.stdout).strip()[:300]}"
    elif fcov or dats:
        # --variants: a parameter sweep (NumPorts 2 vs 8, ...) gives one covergroup type
        # different bins; keep each definition as its own variant instead of dropping it.
        cmd = [str(tool), "--keep-going", "--variants", "--quiet", *map(str, fcov)]
        if fcov:
            cmd += ["--json", str(merged), "--text", str(text), "--html", str(html_out)]
        if dats:
            cmd += ["--code", *map(str, dats), "--code-out", str(code_dat), "--info", str(info)]
        p = subprocess.run(cmd, capture_output=True, text=True)
        (cov_dir / "cov_merge.log").write_text(simrun.shell_quote(cmd) + "\n" + p.stdout + p.stderr)
        if p.returncode != 0:
            msg = f"cov_merge exited {p.returncode}: {(p.stderr or p.stdout).strip()[:400]}"
            f.setdefault("warning", msg)
        if fcov:
            f.update(_parse_fcov_text(text))
            if html_out.exists():
                f["html"] = str(html_out)
            if f.get("percent") is None:
                f["error"] = f.get("warning", "cov_merge wrote no report")
    if dats and info.exists():
        c.update(_code_coverage(info, cov_dir))
    elif dats and "error" not in c:
        c["error"] = "no lcov .info was produced"
    return res


def _parse_fcov_text(text_file: Path) -> dict:
    """TOTAL percentage, per-covergroup percentages and the HOLES list of cov_merge's text report."""
    if not text_file.exists():
        return {}
    t = text_file.read_text(errors="replace")
    d: dict = {"text": str(text_file)}
    m = re.search(r"^TOTAL\s+([0-9.]+)\s*%", t, re.M)
    d["percent"] = float(m.group(1)) if m else None
    d["groups"] = {g: float(v) for g, v in re.findall(r"^covergroup\s+(\S+)\s+([0-9.]+)\s*%", t, re.M)}
    m = re.search(r"^HOLES \((\d+)\)\s*$", t, re.M)
    if m:
        d["holes_count"] = int(m.group(1))
        d["holes_text"] = t[m.end():].strip()[:20000]
    return d


def _code_coverage(info: Path, cov_dir: Path) -> dict:
    """genhtml of the merged lcov .info; the line rate from its LH/LF records."""
    html_dir = cov_dir / "code_html"
    d: dict = {"info": str(info)}
    g = subprocess.run(["genhtml", "-q", "--ignore-errors", "source", "-o", str(html_dir), str(info)],
                       capture_output=True, text=True, cwd=ROOT)
    if g.returncode == 0 and (html_dir / "index.html").exists():
        d["html"] = str(html_dir / "index.html")
    else:
        d["genhtml_error"] = (g.stderr or g.stdout).strip()[:300]
    # line rate from the DA records (verilator_coverage writes no LF/LH summaries)
    lines: dict[tuple[str, int], int] = {}
    sf = ""
    for line in info.read_text(errors="replace").splitlines():
        if line.startswith("SF:"):
            sf = line[3:]
        elif line.startswith("DA:"):
            parts = line[3:].split(",")
            try:
                key, hits = (sf, int(parts[0])), int(float(parts[1]))
            except (IndexError, ValueError):
                continue
            lines[key] = max(lines.get(key, 0), hits)
    lf, lh = len(lines), sum(1 for h in lines.values() if h > 0)
    d["percent"] = 100.0 * lh / lf if lf else None
    d["lines"] = [lh, lf]
    return d


# ---- main --------------------------------------------------------------------------------------

def _sigterm(signum, frame):
    raise KeyboardInterrupt


def git_rev() -> str | None:
    p = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                       text=True)
    return p.stdout.strip() or None


def main(argv: list[str], dv_args=None) -> int:
    args = parser().parse_args(argv)
    if args.jobs < 1:
        parser().error("--jobs must be >= 1")
    preset = getattr(dv_args, "preset", "default")
    bin_dir = (Path(dv_args.bin_dir).resolve() if dv_args and dv_args.bin_dir
               else ROOT / "build" / preset / "bin")
    tests_dir = dv_args.tests_dir if dv_args else None
    dir_opts = []
    if dv_args is not None:
        import dv
        dir_opts = dv._dir_opts(dv_args)
        if not dv_args.no_build:
            dv.build(preset)
    try:
        tests = testlist.load(tests_dir)
        sel = testlist.select(tests, args.regression,
                              [g.strip() for g in args.tests.split(",")] if args.tests else None)
        if not sel:
            raise testlist.TestListError([f"no test of regression '{args.regression}'"
                                          + (f" matches --tests {args.tests}" if args.tests else "")])
        started = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime())
        base = ROOT / "out" / "nightly"
        out = Path(args.out).resolve() if args.out else base / started.replace(":", "")
        if out.exists() and any(out.iterdir()):
            raise testlist.TestListError([f"output folder {out} exists and is not empty"])
        if args.master_seed is None:
            args.master_seed = random.SystemRandom().randrange(2**32)
        runs = plan_runs(sel, args, bin_dir, out, dir_opts)  # checks every sim exists
        out.mkdir(parents=True, exist_ok=True)
    except testlist.TestListError as e:
        print("nightly: error:\n" + "\n".join("  " + p for p in e.problems), file=sys.stderr)
        return 2
    if not args.out:
        latest = base / "latest"
        if latest.is_symlink() or latest.exists():
            latest.unlink()
        latest.symlink_to(out.name)
    command = "./dv nightly " + simrun.shell_quote(argv) if argv else "./dv nightly"
    log(f"{len(runs)} runs of {len(sel)} tests ({args.regression}), {args.jobs} jobs, "
        f"{args.launcher} launcher, master seed {args.master_seed} -> {out}")
    (out / "plan.json").write_text(json.dumps({"master_seed": args.master_seed, "runs": runs}, indent=1))

    stop = threading.Event()
    prog = Progress(len(runs), args.jobs, args.quiet)
    t0 = time.monotonic()
    old = signal.getsignal(signal.SIGTERM)
    signal.signal(signal.SIGTERM, _sigterm)
    try:
        if args.launcher == "local":
            results = run_local(runs, args.jobs, stop, prog)
        else:
            results = run_slurm(runs, args.jobs, stop, prog, out, args.slurm_opt)
    finally:
        signal.signal(signal.SIGTERM, old)
    prog.finish()
    interrupted = stop.is_set()
    runs_by_id = {r["id"]: r for r in runs}
    for r in results:
        r["repro"] = runs_by_id[r["id"]]["repro"]
    order = {r["id"]: i for i, r in enumerate(runs)}
    results.sort(key=lambda r: order[r["id"]])
    wall = time.monotonic() - t0

    try:
        if not interrupted and args.max_waves > 0:
            rerun_with_waves(results, runs_by_id, out, args, args.jobs, stop)
        coverage = {} if args.no_coverage else merge_coverage(out, bin_dir, results)
    except KeyboardInterrupt:
        interrupted = True
        coverage = {}
    plan, plan_error = None, None
    try:
        plan = testplan.status(testplan.load(), set(tests), results)
        groups = coverage.get("functional", {}).get("groups", {})
        for p in plan:
            p["covergroup_percent"] = {g: groups.get(g) for g in p["covergroups"]}
    except testplan.TestplanError as e:
        plan_error = str(e)

    passed = sum(r["ok"] for r in results)
    summary = {
        "regression": args.regression, "started": started, "out_dir": str(out),
        "command": command, "launcher": args.launcher, "jobs": args.jobs,
        "master_seed": args.master_seed, "planned": len(runs), "runs": len(results),
        "passed": passed, "failed": len(results) - passed, "not_run": len(runs) - len(results),
        "pass_rate": 100.0 * passed / len(results) if results else 0.0,
        "wall_s": wall, "sum_run_s": sum(r["wall_s"] for r in results),
        "interrupted": interrupted, "git_rev": git_rev(),
        "func_cov": coverage.get("functional", {}).get("percent"),
        "code_cov": coverage.get("code", {}).get("percent"),
    }
    bks = report.buckets(results)
    history = []
    if not args.no_trends:
        db = Path(args.trends_db) if args.trends_db else ROOT / "out" / "nightly" / "trends.sqlite"
        db.parent.mkdir(parents=True, exist_ok=True)
        history = report.record_trend(db, summary)
    report.write_junit(out / "results.xml", summary, results)
    report.write_json(out / "summary.json", summary, results, bks,
                      {"coverage": coverage, "testplan": plan, "testplan_error": plan_error})
    report.write_html(out / "report.html", summary, results, bks, coverage, plan, plan_error, history)
    print(f"nightly: {summary['passed']}/{summary['runs']} runs ok"
          + (f", {summary['not_run']} not run (interrupted)" if interrupted else "")
          + f", {len(bks)} failure signature(s), {wall:.1f} s; report: {out / 'report.html'}",
          file=sys.stderr)
    for b in bks:
        print(f"  {b['count']:4d} x {b['signature']}\n       repro: {b['first_repro']}", file=sys.stderr)
    if interrupted:
        return 130
    return 0 if summary["failed"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
