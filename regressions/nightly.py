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
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import budget  # noqa: E402
import covmerge  # noqa: E402
import executors  # noqa: E402
import flavours  # noqa: E402
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
               "  ./dv nightly --tests 'fifo_*,rr_arb_*' --reseed-multiplier 10\n"
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
    ap.add_argument("--no-coverage", action="store_true",
                    help="every run on the plain models (no code coverage; regressions/flavours.py) "
                         "and no coverage merge")
    ap.add_argument("--no-trends", action="store_true", help="do not record in trends.sqlite")
    ap.add_argument("--trends-db", metavar="FILE",
                    help="trend database (default: out/nightly/trends.sqlite)")
    ap.add_argument("--quiet", "-q", action="store_true", help="no progress output")
    ap.add_argument("--budget", metavar="DURATION",
                    help="a night that fills its time: one pass of every test (long variants "
                         "included), then reseeds weighted toward recently failed tests, tests "
                         "whose covergroups have holes and long stress variants, until DURATION "
                         "(e.g. 30m, 8h, 600s) is spent; stops starting runs in time to merge "
                         "coverage and write the report by then (local launcher)")
    ap.add_argument("--test-list", action="append", default=[], metavar="FILE",
                    help="an extra test list loaded with regressions/tests/*.yaml, e.g. the "
                         "`graded` regression of ./dv grade (out/grade/graded.yaml)")
    ap.add_argument("--long", action="store_true",
                    help="include the tests tagged `long` without a budget")
    return ap


def parse_duration(text: str) -> float:
    """'30m' / '8h' / '600s' / '600' / '1h30m' -> seconds."""
    t = text.strip().lower()
    if re.fullmatch(r"\d+(\.\d+)?", t):
        return float(t)
    parts = re.findall(r"(\d+(?:\.\d+)?)([hms])", t)
    if not parts or "".join(a + b for a, b in parts) != t:
        raise ValueError(f"bad duration '{text}' (e.g. 30m, 8h, 1h30m, 600s)")
    return sum(float(a) * {"h": 3600, "m": 60, "s": 1}[b] for a, b in parts)


# ---- planning ----------------------------------------------------------------------------------

def plan_runs(tests: list[testlist.TestEntry], args, bin_dir: Path, out: Path,
              dir_opts: list[str]) -> list[dict]:
    """One dict per run: id, test, seed, cmd, out_dir, timeout, expectation, repro."""
    rng = random.Random(args.master_seed)
    used: set[int] = set()
    runs = []
    cov = {} if args.no_coverage else flavours.cov_sims(bin_dir)  # sim -> line + user flavour
    tog = {} if args.no_coverage else flavours.tog_sims(bin_dir)  # sim -> toggle flavour
    # The toggle pass's seeds (regressions/flavours.py): their own generator, so the first
    # pass draws the same seeds for a master seed as without it.
    tog_rng = random.Random(f"{args.master_seed}/toggle")
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
        def add(s: int, rid: str, kind: str | None) -> None:
            rdir = out / "runs" / rid
            run_exe = bin_dir / {"cov": cov, "tog": tog}[kind][t.sim] if kind else exe
            runs.append({
                "id": rid, "test": t.name, "seed": s, "sim": t.sim, "uvm_test": t.uvm_test,
                "code_cov": kind == "cov", "toggle_cov": kind == "tog",
                "cmd": simrun.sim_command(run_exe, t.uvm_test, s, rdir, t.plusargs),
                "plusargs": t.plusargs, "out_dir": str(rdir),
                "timeout_s": t.timeout_s * args.timeout_scale
                             * (flavours.COV_TIMEOUT_SCALE if kind else 1.0), "expect": t.expect,
                "expect_error": t.expect_error,
                "repro": simrun.repro_command(t.name, s, extra_opts=dir_opts),
            })

        for i, s in enumerate(seeds):
            first = flavours.collects_code_coverage(t, i)
            # --no-build: a coverage flavour only if it is built
            code_cov = first and t.sim in cov and (bin_dir / cov[t.sim]).exists()
            add(s, f"{t.name}.{s}", "cov" if code_cov else None)
            if first and t.sim in tog and (bin_dir / tog[t.sim]).exists():
                ts = s
                if args.fixed_seed is None and t.seed is None:
                    ts = tog_rng.randrange(1, 2**31)
                    while ts in used:
                        ts = tog_rng.randrange(1, 2**31)
                    used.add(ts)
                add(ts, f"{t.name}.{ts}{flavours.TOGGLE_SUFFIX}", "tog")
    return runs


# ---- progress and launchers: executors.py ------------------------------------------------------

Progress, run_local, run_slurm = executors.Progress, executors.run_local, executors.run_slurm


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

def _mutation_and_grading(out: Path, tests: dict, summary: dict, args) -> tuple:
    """The latest mutation score with its trend, and this nightly's grading (report sections)."""
    import grade
    mutation = None
    ms = ROOT / "out" / "mutate" / "latest" / "summary.json"
    if ms.exists():
        try:
            mutation = {"summary": json.loads(ms.read_text())["summary"]}
            db = Path(args.trends_db) if args.trends_db else ROOT / "out" / "nightly" / "trends.sqlite"
            mutation["history"] = report.mutation_history(db)
        except (OSError, ValueError, KeyError):
            mutation = None
    grading = None
    try:
        grading = grade.grade(out, ms if ms.exists() else None, tests)
        if grading["pairs"] == 0:
            grading = None
    except Exception as e:  # the report must still be written
        grading = {"error": f"{type(e).__name__}: {e}"}
    return mutation, grading


# ---- main --------------------------------------------------------------------------------------

def _sigterm(signum, frame):
    raise KeyboardInterrupt


def git_rev() -> str | None:
    p = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                       text=True)
    return p.stdout.strip() or None


def main(argv: list[str], dv_args=None, build=None, dir_opts: list[str] | None = None) -> int:
    """`./dv nightly ARGV`. dv_args: ./dv's common options (preset, bin and tests folders);
    build: the build step, build(targets=None) (./dv passes its incremental build; None: none);
    dir_opts: the ./dv options every repro line must carry (--bin-dir, --tests-dir, --preset)."""
    t_start = time.monotonic()  # the budget counts from here (the build is part of the night)
    args = parser().parse_args(argv)
    if args.jobs < 1:
        parser().error("--jobs must be >= 1")
    preset = getattr(dv_args, "preset", "default")
    bin_dir = (Path(dv_args.bin_dir).resolve() if dv_args and dv_args.bin_dir
               else ROOT / "build" / preset / "bin")
    tests_dir = dv_args.tests_dir if dv_args else None
    dir_opts = list(dir_opts or [])
    if build is not None:
        build()
    if args.test_list:  # the repro line of a test of an extra list must load it too
        dir_opts = dir_opts + testlist.list_opts(args.test_list)
    budget_s = None
    if args.budget:
        try:
            budget_s = parse_duration(args.budget)
        except ValueError as e:
            parser().error(str(e))
        if args.launcher != "local":
            parser().error("--budget runs with the local launcher only")
        if args.fixed_seed is not None:
            parser().error("--budget reseeds: it does not go with --fixed-seed")
    try:
        tests = testlist.load_with_lists(tests_dir, args.test_list)
        sel = testlist.select(tests, args.regression,
                              [g.strip() for g in args.tests.split(",")] if args.tests else None)
        if not (budget_s or args.long):
            sel = [t for t in sel if "long" not in t.tags]
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
        if build is not None and not args.no_coverage:
            flavours.build_cov_sims(build, bin_dir,
                                    {t.sim for t in sel if flavours.collects_code_coverage(t, 0)})
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
        if budget_s is not None:
            prog.total = len(runs)
            prog.deadline = t_start + budget_s
            planner = budget.BudgetPlanner(sel, args, bin_dir, out, dir_opts,
                                           {r["seed"] for r in runs},
                                           budget.recent_failures(base, out) if not args.out else
                                           budget.recent_failures(ROOT / "out" / "nightly", out))
            budget_info: dict = {"budget_s": budget_s,
                                 "weights": {"failed": budget.W_FAILED, "holes": budget.W_HOLES,
                                             "long": budget.W_LONG}}
            results = budget.run_budget(runs, planner, args.jobs, stop, prog, t_start, budget_s,
                                        bin_dir, out, budget_info, covmerge.merge_coverage)
            runs += [r for r in budget.planner_runs(results, runs)]
        elif args.launcher == "local":
            results = run_local(runs, args.jobs, stop, prog)
        else:
            results = run_slurm(runs, args.jobs, stop, prog, out, args.slurm_opt)
    finally:
        signal.signal(signal.SIGTERM, old)
    prog.finish()
    interrupted = stop.is_set() and budget_s is None
    if budget_s is not None and stop.is_set():
        # stopped by the budget (not by Ctrl-C) unless the time was not up
        interrupted = time.monotonic() - t_start < budget_s - 60
    runs_by_id = {r["id"]: r for r in runs}
    for r in results:
        r["repro"] = runs_by_id[r["id"]]["repro"]
    order = {r["id"]: i for i, r in enumerate(runs)}
    results.sort(key=lambda r: order[r["id"]])
    wall = time.monotonic() - t0

    try:
        if not interrupted and args.max_waves > 0 and budget_s is None:
            rerun_with_waves(results, runs_by_id, out, args, args.jobs, stop)
        coverage = {} if args.no_coverage else covmerge.merge_coverage(out, bin_dir, results)
        if coverage:  # which runs collected code coverage (regressions/flavours.py)
            coverage["code"]["cov_runs"] = sum(bool(runs_by_id[r["id"]].get("code_cov"))
                                               for r in results)
            coverage["code"]["tog_runs"] = sum(bool(runs_by_id[r["id"]].get("toggle_cov"))
                                               for r in results)
            coverage["code"]["all_runs"] = len(results)
    except KeyboardInterrupt:
        interrupted = True
        coverage = {}
    plan, plan_error, rules = None, None, None
    try:
        props, rule_rows = testplan.load_all()
        plan = testplan.status(props, set(tests), results)
        groups = coverage.get("functional", {}).get("groups", {})
        for p in plan:
            p["covergroup_percent"] = {g: groups.get(g) for g in p["covergroups"]}
        rules = testplan.rule_status(rule_rows, set(tests), covmerge.merged_bin_hits(coverage))
    except testplan.TestplanError as e:
        plan_error = str(e)

    # A partial nightly (a --tests subset, interrupted, runs not run) says so: its coverage is
    # over what it sampled, and its failures are not a night's (trends, budget weights).
    full_sel = [t for t in testlist.select(tests, args.regression)
                if budget_s or args.long or "long" not in t.tags]
    partial = []
    if len(sel) < len(full_sel):
        partial.append(f"--tests {args.tests}: {len(sel)} of the {len(full_sel)} tests of "
                       f"regression {args.regression}")
    if interrupted:
        partial.append("interrupted")
    elif len(results) < len(runs) and budget_s is None:
        partial.append(f"{len(runs) - len(results)} planned runs did not run")
    elif budget_s is not None and budget_info.get("not_started_first"):
        partial.append(f"{budget_info['not_started_first']} runs of the first pass not started")
    fcov_info = coverage.get("functional", {})
    if plan is not None and fcov_info.get("groups") is not None:
        # the covergroups the testplans name for the tests of the whole regression
        names = {t.name for t in full_sel}
        expected = {g for p in plan if set(p["tests"]) & names for g in p["covergroups"]}
        sampled = {g.split("~", 1)[0] for g in fcov_info["groups"]}
        fcov_info["expected_groups"] = sorted(expected)
        fcov_info["missing_groups"] = sorted(expected - sampled)

    passed = sum(r["ok"] for r in results)
    summary = {
        "regression": args.regression, "started": started, "out_dir": str(out),
        "command": command, "launcher": args.launcher, "jobs": args.jobs,
        "master_seed": args.master_seed, "planned": len(runs), "runs": len(results),
        "passed": passed, "failed": len(results) - passed, "not_run": len(runs) - len(results),
        "pass_rate": 100.0 * passed / len(results) if results else 0.0,
        "wall_s": wall, "sum_run_s": sum(r["wall_s"] for r in results),
        "interrupted": interrupted, "partial": "; ".join(partial) or None, "git_rev": git_rev(),
        "func_cov": coverage.get("functional", {}).get("percent"),
        "code_cov": coverage.get("code", {}).get("percent"),
    }
    if budget_s is not None:
        summary["budget"] = {**budget_info, "runs_end_s": time.monotonic() - t_start}
        summary["not_run"] = budget_info["not_started_first"]
    bks = report.buckets(results)
    history = []
    if not args.no_trends:
        db = Path(args.trends_db) if args.trends_db else ROOT / "out" / "nightly" / "trends.sqlite"
        db.parent.mkdir(parents=True, exist_ok=True)
        history = report.record_trend(db, summary)
    report.write_junit(out / "results.xml", summary, results)
    report.write_json(out / "summary.json", summary, results, bks,
                      {"coverage": coverage, "testplan": plan, "testplan_error": plan_error,
                       "rules": rules})
    mutation, grading = _mutation_and_grading(out, tests, summary, args)
    report.write_html(out / "report.html", summary, results, bks, coverage, plan, plan_error, history,
                      mutation=mutation, grading=grading, rules=rules)
    print(f"nightly: {summary['passed']}/{summary['runs']} runs ok"
          + (f", {summary['not_run']} not run (interrupted)" if interrupted else "")
          + (f", PARTIAL ({summary['partial']}): not a night in the trends" if summary["partial"]
             else "")
          + f", {len(bks)} failure signature(s), {wall:.1f} s; report: {out / 'report.html'}",
          file=sys.stderr)
    for b in bks:
        print(f"  {b['count']:4d} x {b['signature']}\n       repro: {b['first_repro']}", file=sys.stderr)
    if interrupted:
        return 130
    return 0 if summary["failed"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
