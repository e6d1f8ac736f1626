"""`./dv nightly --budget`: a night that fills its time. After one pass of every test, reseeds
of the `expect: pass` tests chosen at random, weighted toward tests that failed recently, tests
whose covergroups have holes and long stress variants, until the budget (less the time the
coverage merge and the report need) is spent. nightly.py plans the first pass and passes its
coverage merge in.

Python 3.11 stdlib only.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import random
import shutil
import threading
import time
from pathlib import Path

import executors
import nightly_task
import simrun
import testlist


def log(msg: str) -> None:
    executors.log(msg)


# ---- budget: a night that fills its time -------------------------------------------------------

#: Weights of the reseed choice (each test: 1 plus these when they apply).
W_FAILED, W_HOLES, W_LONG = 4.0, 3.0, 2.0


def recent_failures(base: Path, exclude: Path, last: int = 5) -> set[str]:
    """Tests that failed in the last `last` nightlies recorded under out/nightly/."""
    dirs = sorted((d for d in base.glob("20*") if d.is_dir() and d != exclude), reverse=True)[:last]
    failed = set()
    for d in dirs:
        try:
            data = json.loads((d / "summary.json").read_text())
        except (OSError, ValueError):
            continue
        s = data.get("summary", {})
        if s.get("partial") or s.get("interrupted"):
            continue  # a subset or an interrupted night is not a night's evidence
        failed |= {r["test"] for r in data.get("runs", []) if not r.get("ok", True)}
    return failed


def test_groups(results: list[dict]) -> dict[str, set[str]]:
    """Covergroup types each test samples (from its runs' fcov.json)."""
    out: dict[str, set[str]] = {}
    for r in results:
        if r["test"] in out or not r["ok"]:
            continue
        f = Path(r["log"]).parent / "fcov.json"
        try:
            db = json.loads(f.read_text())
            types = {t["type"] for t in db.get("types") or db.get("covergroups", [])}
        except (OSError, ValueError, KeyError):
            continue
        out[r["test"]] = types
    return out


class BudgetPlanner:
    """Chooses the reseed runs after the first pass: a weighted random test, a fresh seed."""

    def __init__(self, tests: list[testlist.TestEntry], args, bin_dir: Path, out: Path,
                 dir_opts: list[str], used_seeds: set[int], failed_before: set[str]):
        self.tests = [t for t in tests if t.expect == "pass" and t.seed is None]
        self.args, self.bin_dir, self.out, self.dir_opts = args, bin_dir, out, dir_opts
        self.rng = random.Random(args.master_seed ^ 0x5EED)
        self.used = used_seeds
        self.failed = set(failed_before)
        self.holes: set[str] = set()
        self.count: dict[str, int] = {}

    def weight(self, t: testlist.TestEntry) -> float:
        return (1.0 + W_FAILED * (t.name in self.failed) + W_HOLES * (t.name in self.holes)
                + W_LONG * ("long" in t.tags))

    def reasons(self, t) -> list[str]:
        return [w for w, c in (("failed", t.name in self.failed), ("holes", t.name in self.holes),
                               ("long", "long" in t.tags)) if c]

    def next_run(self, exclude: set[str] | None = None) -> dict | None:
        pool = [t for t in self.tests if not exclude or t.name not in exclude]
        if not pool:
            return None
        t = self.rng.choices(pool, weights=[self.weight(x) for x in pool])[0]
        while True:
            s = self.rng.randrange(1, 2**31)
            if s not in self.used:
                self.used.add(s)
                break
        self.count[t.name] = self.count.get(t.name, 0) + 1
        r = _one_run(t, s, self.bin_dir, self.out, self.args, self.dir_opts)
        r["phase"] = "reseed"
        r["reasons"] = self.reasons(t)
        return r


def _one_run(t: testlist.TestEntry, s: int, bin_dir: Path, out: Path, args, dir_opts) -> dict:
    exe = bin_dir / t.sim
    rid = f"{t.name}.{s}"
    rdir = out / "runs" / rid
    return {"id": rid, "test": t.name, "seed": s, "sim": t.sim, "uvm_test": t.uvm_test,
            "cmd": simrun.sim_command(exe, t.uvm_test, s, rdir, t.plusargs),
            "plusargs": t.plusargs, "out_dir": str(rdir),
            "timeout_s": t.timeout_s * args.timeout_scale, "expect": t.expect,
            "expect_error": t.expect_error,
            "repro": simrun.repro_command(t.name, s, extra_opts=dir_opts)}


def run_budget(first: list[dict], planner: BudgetPlanner, jobs: int, stop: threading.Event,
               prog: executors.Progress, t0: float, budget_s: float, bin_dir: Path, out: Path,
               info: dict, merge_coverage) -> list[dict]:
    """First pass, then reseeds until the budget is spent.

    A run starts only if its expected duration (the slowest run of that test so far, or its
    timeout before any run) ends before `deadline - reserve`, where reserve is the time the
    coverage merge and the report are expected to take (measured after the first pass, scaled
    with the number of runs). Runs still going at `deadline - reserve + 30 s` are stopped, so
    the whole nightly ends within a minute of the budget."""
    deadline = t0 + budget_s
    results: list[dict] = []
    dur: dict[str, float] = {}
    queue = list(first)
    pending: dict[cf.Future, dict] = {}
    merge = {"s": 5.0, "runs": None}  # before the measurement: a guess of 5 s

    def reserve() -> float:
        if merge["runs"] is None:
            return 20.0
        n = max(1, len(results) + len(pending))
        # fixed part (code coverage HTML, reports) + the functional merge, linear in the runs
        return 20.0 + 1.5 * merge["s"] * n / merge["runs"]

    def expected(r: dict) -> float:
        return dur.get(r["test"], min(r["timeout_s"], 120.0)) * 1.2 + 1.0

    phase1_left = len(first)
    holes_done = False
    info.update(first_pass=len(first), reseeds=0, not_started_first=0, stopped_in_flight=0)
    ex = cf.ThreadPoolExecutor(max_workers=jobs)
    try:
        while True:
            now = time.monotonic()
            start_by = deadline - reserve()
            while len(pending) < jobs and not stop.is_set():
                if queue:
                    r = queue[0]
                elif phase1_left == 0:
                    if not holes_done:
                        holes_done = True
                        _update_holes(planner, results, out, bin_dir, merge, info, merge_coverage)
                        start_by = deadline - reserve()
                    r = planner.next_run(exclude={t for t, d in dur.items()
                                                  if time.monotonic() + d * 1.2 + 1 > start_by})
                    if r is None:
                        break
                    queue.append(r)
                    prog.total += 1
                else:
                    break  # reseeds wait for the first pass (they need its coverage)
                # first-pass runs start while there is time; a reseed only if it should end in time
                if time.monotonic() + (expected(r) if r.get("phase") == "reseed" else 0) > start_by:
                    if r.get("phase") == "reseed":
                        planner.count[r["test"]] -= 1
                        queue.pop(0)
                        prog.total -= 1
                    break
                queue.pop(0)
                pending[ex.submit(nightly_task.run_entry, r, stop)] = r
            if not pending:
                break
            done, _ = cf.wait(list(pending), timeout=0.5, return_when=cf.FIRST_COMPLETED)
            for f in done:
                r = pending.pop(f)
                d = f.result()
                if r.get("phase") != "reseed":
                    phase1_left -= 1
                if d["status"] == "interrupted":
                    info["stopped_in_flight"] += 1
                    continue
                d["phase"] = r.get("phase", "first")
                if r.get("reasons"):
                    d["reasons"] = r["reasons"]
                dur[d["test"]] = max(dur.get(d["test"], 0.0), d["wall_s"])
                if not d["ok"] and d["expect"] == "pass":
                    planner.failed.add(d["test"])
                results.append(d)
                prog.update(d)
            if time.monotonic() > deadline - reserve() + 30 and pending and not stop.is_set():
                log(f"budget: stopping {len(pending)} run(s) still going at the deadline")
                stop.set()
    except KeyboardInterrupt:
        stop.set()
        log("interrupted: killing running sims, writing the report of what finished")
    finally:
        ex.shutdown(wait=True)
    info["not_started_first"] = len([r for r in queue if r.get("phase") != "reseed"])
    info["reseeds"] = sum(1 for r in results if r.get("phase") == "reseed")
    info["reseeds_per_test"] = dict(sorted(planner.count.items(), key=lambda kv: -kv[1]))
    info["failed_recently"] = sorted(planner.failed)
    info["start_deadline_s"] = budget_s - reserve()
    return results


def _update_holes(planner: BudgetPlanner, results: list[dict], out: Path, bin_dir: Path,
                  merge: dict, info: dict, merge_coverage) -> None:
    """Merge the first pass's coverage with merge_coverage (the nightly's; timed: it sizes the
    reserve) and mark the tests that sample a covergroup with holes."""
    t = time.monotonic()
    tmp = out / "coverage_first_pass"
    cov = merge_coverage(out, bin_dir, results, cov_dir=tmp, code=False)
    merge["s"], merge["runs"] = time.monotonic() - t, max(1, len(results))
    groups = cov.get("functional", {}).get("groups", {})
    holed = {g for g, v in groups.items() if v < 100.0}
    tg = test_groups(results)
    planner.holes = {name for name, types in tg.items() if types & holed}
    info["groups_with_holes_after_first_pass"] = sorted(holed)
    info["tests_on_holes"] = sorted(planner.holes)
    info["first_pass_merge_s"] = merge["s"]
    shutil.rmtree(tmp, ignore_errors=True)


def planner_runs(results: list[dict], runs: list[dict]) -> list[dict]:
    """The reseed runs that ran (for the runs_by_id table): rebuilt from their results."""
    known = {r["id"] for r in runs}
    out = []
    for d in results:
        if d["id"] not in known:
            out.append({"id": d["id"], "test": d["test"], "seed": d["seed"],
                        "repro": d.get("repro", ""), "cmd": [], "timeout_s": 0})
    return out
