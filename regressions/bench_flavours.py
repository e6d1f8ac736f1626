#!/usr/bin/env python3
"""bench_flavours.py: run speed of every sim per model flavour, side by side in one run.

    python3 regressions/bench_flavours.py [--build build/default] [--ref build/bench_ref]
        [--sims sim_cu_unit,sim_bar_switch] [--pairs 3] [--min-cpu 1] [--seed 1] [--make]
        [--out FILE.md]

For each sim of the nightly test lists (tests/*.yaml, `nightly` regression) the script picks its
longest first-pass test (`expect: pass`, not tagged `long`: a test the nightly runs on all three
flavours, cmake/collnet_rtl.cmake and flavours.py) by running each candidate once on the plain
sim with --seed, then times that test, as the nightly runs it (simrun.sim_command: same plusargs,
functional coverage on), on:

    ref    <ref>/bin/<sim>: no instrumentation, models at -O2 (an uninstrumented -O2 model)
    plain  <build>/bin/<sim>: what every run without code coverage uses
    _cov   line + user coverage (a night's first pass)
    _tog   toggle coverage (a night's toggle pass)

The four run in turn, --pairs rounds (more for a short test: until the reference's runs add up
to --min-cpu seconds) after one warm-up round; each run's CPU time is the user + system seconds
of the finished process (os.wait4). A flavour's ratio is the median over the
rounds of its time / the reference's time of the same round (pairing keeps the ratio meaningful
on a machine whose load drifts). cycles/s = the run's simulated time / 10 ns / its median time.

The reference build is configured when <ref> has no CMakeCache.txt:
    cmake -S . -B <ref> -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOLLNET_TRACE=OFF
          -DCOLLNET_COVERAGE=OFF -DCOLLNET_MODEL_OPT_FAST=-O2   (+ ccache launchers if installed)
With --make the script builds, one sim at a time just before it measures it, the sim in <ref>
and the sim and its two coverage flavours in <build> (the machine may be shared: one sim's
models at a time). Without it a missing executable skips that flavour ("not built").
A sim without coverage flavours (sim_barrier_net) gets ref and plain only.

Prints a Markdown table (and writes it to --out). Python 3.11 stdlib only.
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import flavours  # noqa: E402
import simrun  # noqa: E402
import testlist  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
REF_OPTIONS = ["-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DCOLLNET_TRACE=OFF", "-DCOLLNET_COVERAGE=OFF",
               "-DCOLLNET_MODEL_OPT_FAST=-O2"]
MAX_ROUNDS = 200


def run_once(cmd: list[str], out_dir: Path) -> tuple[float, float | None, bool]:
    """(CPU seconds, simulated ns, passed) of one run of cmd, its output judged by simrun."""
    out_dir.mkdir(parents=True, exist_ok=True)
    log = out_dir / "bench.log"
    with open(log, "w") as f:
        # as simrun.run starts a sim: in its out dir, COLLNET_RUNNER=1 (TEST PASSED/FAILED line)
        p = subprocess.Popen(cmd, cwd=out_dir, stdout=f, stderr=subprocess.STDOUT,
                             stdin=subprocess.DEVNULL, env={**os.environ, "COLLNET_RUNNER": "1"})
        _, status, ru = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
    passed, _, _, _, sim_ns = simrun.judge(log.read_text(errors="replace"), p.returncode, None,
                                           False)
    return ru.ru_utime + ru.ru_stime, sim_ns, passed


def configure_ref(ref: Path) -> None:
    if (ref / "CMakeCache.txt").is_file():
        return
    cmd = ["cmake", "-S", str(ROOT), "-B", str(ref), "-G", "Ninja"] + REF_OPTIONS
    if shutil.which("ccache"):
        cmd += ["-DCMAKE_CXX_COMPILER_LAUNCHER=ccache", "-DCMAKE_C_COMPILER_LAUNCHER=ccache"]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)


def make(build: Path, targets: list[str]) -> None:
    subprocess.run(["cmake", "--build", str(build), "-j2", "--target"] + targets, check=True,
                   stdout=subprocess.DEVNULL)


def longest_test(tests: list, exe: Path, seed: int, tmp: Path):
    """(test, simulated ns) of the candidate with the most simulated time on exe."""
    best = None
    for t in tests:
        s = t.seed if t.seed is not None else seed
        cmd = simrun.sim_command(exe, t.uvm_test, s, tmp / "pick", t.plusargs)
        _, ns, passed = run_once(cmd, tmp / "pick")
        if passed and ns and (best is None or ns > best[1]):
            best = (t, ns)
    return best


def bench_sim(sim: str, tests: list, a, tmp: Path) -> dict:
    bins = {"ref": a.ref / "bin" / sim, "plain": a.build / "bin" / sim}
    cov = flavours.cov_sims(a.build / "bin").get(sim)
    tog = flavours.tog_sims(a.build / "bin").get(sim)
    if a.make:
        make(a.ref, [sim])
        make(a.build, [s for s in (sim, cov, tog) if s])
    if cov:
        bins["_cov"] = a.build / "bin" / cov
    if tog:
        bins["_tog"] = a.build / "bin" / tog
    bins = {k: v for k, v in bins.items() if v.is_file()}
    row = {"sim": sim, "bins": bins}
    if "plain" not in bins:
        row["why"] = "plain sim not built"
        return row
    best = longest_test(tests, bins["plain"], a.seed, tmp)
    if best is None:
        row["why"] = "no candidate test passed"
        return row
    t, ns = best
    seed = t.seed if t.seed is not None else a.seed
    row.update(test=t, seed=seed, cycles=ns / simrun.CLOCK_PERIOD_NS)
    times = {k: [] for k in bins}
    rounds = a.pairs
    rnd = 0
    while rnd <= rounds:
        for k, exe in bins.items():
            cmd = simrun.sim_command(exe, t.uvm_test, seed, tmp / k, t.plusargs)
            cpu, _, passed = run_once(cmd, tmp / k)
            if not passed:
                raise SystemExit(f"bench_flavours: {sim} {k}: test {t.name} seed {seed} failed "
                                 f"(log {tmp / k / 'bench.log'})")
            if rnd:  # round 0 warms the caches
                times[k].append(cpu)
            elif k == "ref":  # a short run gets more rounds: CPU time is counted in ticks
                rounds = max(a.pairs, min(MAX_ROUNDS, math.ceil(a.min_cpu / max(cpu, 1e-3))))
        rnd += 1
    row["rounds"] = rounds
    row["cpu"] = {k: statistics.median(v) for k, v in times.items()}
    if "ref" in times:
        row["ratio"] = {k: statistics.median(x / r for x, r in zip(v, times["ref"]))
                        for k, v in times.items()}
    return row


def cell(row: dict, k: str, goal: float) -> str:
    if k not in row.get("cpu", {}):
        return "not built" if k not in row["bins"] else "-"
    cps = row["cycles"] / row["cpu"][k]
    text = f"{row['cpu'][k]:.3f} s, {cps / 1e3:.0f} k cycles/s"
    if k != "ref" and "ratio" in row:
        r = row["ratio"][k]
        text += f", **{r:.2f}x**" + ("" if r <= goal else " (over)")
    return text


def table(rows: list[dict]) -> str:
    out = ["| sim | test (seed, cycles; rounds) | uninstrumented -O2 | plain (goal 1.2x) | "
           "`_cov` line + user (goal 1.6x) | `_tog` toggle (goal 1.6x) |",
           "|---|---|---|---|---|---|"]
    for r in rows:
        if "why" in r:
            out.append(f"| {r['sim']} | {r['why']} | | | | |")
            continue
        t = r["test"]
        out.append(f"| {r['sim']} | {t.name} ({r['seed']}, {r['cycles']:.0f}; {r['rounds']}) | "
                   f"{cell(r, 'ref', 0)} | {cell(r, 'plain', 1.2)} | {cell(r, '_cov', 1.6)} | "
                   f"{cell(r, '_tog', 1.6)} |")
    return "\n".join(out) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", type=Path, default=ROOT / "build" / "default")
    ap.add_argument("--ref", type=Path, default=ROOT / "build" / "bench_ref")
    ap.add_argument("--sims", help="comma-separated sims (default: every sim of the nightly)")
    ap.add_argument("--pairs", type=int, default=3,
                    help="timed rounds after the warm-up (at least)")
    ap.add_argument("--min-cpu", type=float, default=1.0,
                    help="more rounds (up to %d) until the reference's runs add up to this many "
                         "CPU seconds" % MAX_ROUNDS)
    ap.add_argument("--seed", type=int, default=1, help="seed of a test without a fixed seed")
    ap.add_argument("--make", action="store_true", help="build each sim's flavours before it")
    ap.add_argument("--out", type=Path, help="also write the table to this file")
    a = ap.parse_args()
    if a.pairs < 1:
        ap.error("--pairs must be at least 1")
    a.build, a.ref = a.build.resolve(), a.ref.resolve()  # the sims run in their out dirs
    tests = testlist.load()
    by_sim: dict[str, list] = {}
    for t in tests.values():
        if "nightly" in t.regressions and t.expect == "pass" and "long" not in t.tags:
            by_sim.setdefault(t.sim, []).append(t)
    sims = sorted(by_sim)
    if a.sims:
        want = [s.strip() for s in a.sims.split(",") if s.strip()]
        unknown = [s for s in want if s not in by_sim]
        if unknown:
            ap.error(f"--sims: no nightly test runs on {', '.join(unknown)} "
                     f"(known: {', '.join(sims)})")
        sims = want
    configure_ref(a.ref)
    rows = []
    start = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    with tempfile.TemporaryDirectory(prefix="bench_flavours_") as tmp:
        for sim in sims:
            row = bench_sim(sim, by_sim[sim], a, Path(tmp) / sim)
            rows.append(row)
            print(table([row]).splitlines()[-1], flush=True)
    text = (f"{start}, load {os.getloadavg()[0]:.1f} at the end, rounds after a warm-up (at least "
            f"{a.pairs}, until {a.min_cpu:g} CPU s of the reference), CPU seconds (median), "
            f"ratio = median of the per-round ratios to the uninstrumented -O2 model\n\n"
            + table(rows))
    print(text)
    if a.out:
        a.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
