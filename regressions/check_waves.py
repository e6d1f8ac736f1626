#!/usr/bin/python3
"""Every sim executable of the test lists writes waves: one short test per sim with +waves.

    check_waves.py --bin-dir DIR --out-root DIR [--tests-dir DIR] [--sim SIM ...]

For each sim named in regressions/tests/*.yaml (or only the --sim ones), the shortest smoke test
that expects to pass (else the shortest test of that sim) runs with seed 1 and
`+waves +trace_stop=2000`, exactly as `./dv run <test> --waves` runs it. The check passes for a
sim when the run does what its test list expects AND <out>/waves.fst exists and starts with an
FST header block. Exit status 0 iff every sim passed (2: bad usage or test list).
"""
import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import simrun  # noqa: E402
import testlist  # noqa: E402

TRACE_STOP_CYCLES = 2000  # keeps the wave files (and the runs) short

# Sims whose +waves run is known not to work, with the reason; reported as KNOWN, not passed.
# The check fails if one of them starts to work (so the entry is removed) or is not in the lists.
KNOWN_NO_WAVES: dict = {}


def pick_tests(tests: dict) -> dict:
    """sim -> the test that represents it (smoke + expect pass first, then shortest timeout)."""
    chosen = {}
    for t in tests.values():
        key = (not ("smoke" in t.regressions and t.expect == "pass"), t.timeout_s)
        if t.sim not in chosen or key < chosen[t.sim][0]:
            chosen[t.sim] = (key, t)
    return {sim: kt[1] for sim, kt in sorted(chosen.items())}


def fst_ok(path: Path) -> str | None:
    """None if path looks like an FST file, else why not."""
    if not path.is_file():
        return "no waves.fst written"
    data = path.read_bytes()[:1]
    if not data:
        return "waves.fst is empty"
    if data[0] != 0:  # the first block of an FST file is its header (block type FST_BL_HDR = 0)
        return "waves.fst does not start with an FST header block"
    return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin-dir", required=True)
    ap.add_argument("--out-root", required=True)
    ap.add_argument("--tests-dir")
    ap.add_argument("--sim", action="append", help="check only this sim (repeatable)")
    a = ap.parse_args(argv)
    try:
        tests = testlist.load(a.tests_dir)
    except testlist.TestListError as e:
        print("\n".join(e.problems), file=sys.stderr)
        return 2
    picks = pick_tests(tests)
    if a.sim:
        unknown = [s for s in a.sim if s not in picks]
        if unknown:
            print(f"check_waves: no test runs {', '.join(unknown)}", file=sys.stderr)
            return 2
        picks = {s: picks[s] for s in a.sim}
    failed = []
    for sim, t in picks.items():
        try:
            exe = testlist.find_sim(t, Path(a.bin_dir).resolve())
        except testlist.TestListError as e:
            failed.append(sim)
            print(f"check_waves: {sim}: FAILED: {' '.join(e.problems)}")
            continue
        out = Path(a.out_root).resolve() / f"{t.name}.waves"
        shutil.rmtree(out, ignore_errors=True)
        cmd = simrun.sim_command(exe, t.uvm_test, 1, out,
                                 t.plusargs + [f"+trace_stop={TRACE_STOP_CYCLES}"], waves=True)
        res = simrun.run(cmd, out, t.timeout_s)
        ok, why = simrun.expect_ok(t.expect, t.expect_error, res)
        bad_fst = fst_ok(out / "waves.fst")
        if sim in KNOWN_NO_WAVES:
            if ok and bad_fst is None:
                failed.append(sim)
                print(f"check_waves: {sim}: FAILED: writes waves now; remove it from "
                      "KNOWN_NO_WAVES")
            else:
                print(f"check_waves: {sim}: KNOWN ({t.name}: run {why}; {bad_fst or 'waves ok'}): "
                      f"{KNOWN_NO_WAVES[sim]}")
        elif ok and bad_fst is None:
            size = (out / "waves.fst").stat().st_size
            print(f"check_waves: {sim}: OK ({t.name}: {why}; waves.fst {size} bytes)")
        else:
            failed.append(sim)
            print(f"check_waves: {sim}: FAILED ({t.name}: run {why}; {bad_fst or 'waves ok'}); "
                  f"log {res.log}")
    known = [s for s in picks if s in KNOWN_NO_WAVES and s not in failed]
    print(f"check_waves: {len(picks) - len(failed) - len(known)} of {len(picks)} sims wrote waves"
          + (f"; known not to: {' '.join(known)}" if known else "")
          + (f"; FAILED: {' '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    simrun.exit_on_signals()
    sys.exit(main())
