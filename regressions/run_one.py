#!/usr/bin/python3
"""CTest wrapper: run one test of the test lists with its CTest seed and judge it.

    run_one.py --bin-dir DIR --out-root DIR [--tests-dir DIR] [--seed N] TEST

Seed: --seed, else the test's fixed `seed:`, else 1. Pass/fail:
  expect: pass  -> exit 0 AND last line TEST PASSED (and no UVM_ERROR/UVM_FATAL)
  expect: fail  -> the run failed AND expect_error appeared as the id of a UVM_ERROR/UVM_FATAL
                   line; otherwise this wrapper FAILS, saying the checker did not fire.
Exit status 0 when the run did what the test list expects, 1 otherwise (2: bad usage/list).
"""
import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import simrun  # noqa: E402
import testlist  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("test")
    ap.add_argument("--bin-dir", required=True)
    ap.add_argument("--out-root", required=True)
    ap.add_argument("--tests-dir")
    ap.add_argument("--seed", type=int)
    ap.add_argument("--quiet", action="store_true", help="do not echo the sim log")
    a = ap.parse_args(argv)
    try:
        tests = testlist.load(a.tests_dir)
        if a.test not in tests:
            raise testlist.TestListError([f"no test '{a.test}' in the test lists"])
        t = tests[a.test]
        exe = testlist.find_sim(t, Path(a.bin_dir))
    except testlist.TestListError as e:
        print("\n".join(e.problems), file=sys.stderr)
        return 2
    seed = a.seed if a.seed is not None else (t.seed if t.seed is not None else 1)
    out = Path(a.out_root).resolve() / f"{t.name}.{seed}"
    shutil.rmtree(out, ignore_errors=True)
    cmd = simrun.sim_command(exe, t.uvm_test, seed, out, t.plusargs)
    print(f"run_one: {simrun.shell_quote(cmd)}", flush=True)
    res = simrun.run(cmd, out, t.timeout_s, stream=None if a.quiet else sys.stdout)
    ok, why = simrun.expect_ok(t.expect, t.expect_error, res)
    print(f"run_one: {t.name} seed {seed}: {'OK' if ok else 'FAILED'}: {why} "
          f"({res.wall_s:.1f} s, log {res.log})")
    if not ok:
        print(f"repro: {simrun.repro_command(t.name, seed)}")
    return 0 if ok else 1


if __name__ == "__main__":
    simrun.exit_on_signals()
    sys.exit(main())
