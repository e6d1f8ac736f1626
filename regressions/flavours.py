"""Which runs collect code coverage, and on which flavour of the model.

Every Verilated model is built in three flavours (cmake/collnet_rtl.cmake):

    sim_<config>       plain: FST tracing (+waves), no code coverage; built by `./dv build`
    sim_<config>_cov   line and user code coverage (and tracing)
    sim_<config>_tog   toggle coverage of the signals up to 32 bits (and tracing)

The two coverage flavours are built only when a run asks for them (this module builds them
first). Code coverage costs every cycle of a run that carries it (docs/benchmarks.md): line,
user and toggle in one model cost 1.75-2.25x the uninstrumented model's time, one coverage
flavour alone 1.26-1.81x (regressions/bench_flavours.py measures it per sim). So only the runs
that feed the merged code coverage pay, and each pays for one kind:

- a night's first pass (each seed the test list gives an `expect: pass` test, `seeds:` or its
  fixed `seed:`, not tagged `long`) runs on _cov: line and user coverage;
- the toggle pass: for each of those runs one more run of the same test on _tog, with a seed of
  its own (a fresh random seed, drawn from the master seed apart from the first pass's seeds, so
  a replay draws the same; a test with a fixed `seed:`, or --fixed-seed, keeps it), id
  `<test>.<seed>.tog`. One seed per test instead would lose toggle coverage (measured:
  bar_ctrl.sv 98.1 % -> 87.3 %), so the toggle pass has as many runs as the first pass.

Every other run buys throughput on the plain flavour: the extra seeds of --reseed-multiplier,
the reseeds of a --budget night, the `long` stress variants, `expect: fail` tests (a failing
configuration's coverage is never merged), `./dv run` without --coverage/--toggle, the CTest runs,
`./dv barrier` and `./dv vectors`. `./dv nightly --no-coverage` runs every run plain (and no
toggle pass). A run on a coverage flavour gets COV_TIMEOUT_SCALE times its test's timeout_s.

The build writes the sim -> flavour maps to <build>/collnet_flavours.json; a bin folder without
it (another build, the runner's fake sims) has no coverage flavour, and every run uses the sim
named in the test list.

Python 3.11 stdlib only.
"""

from __future__ import annotations

import json
from pathlib import Path

FLAVOURS_FILE = "collnet_flavours.json"
# A run on a coverage flavour takes up to about 1.8x the uninstrumented model's time on the
# measured sims (docs/benchmarks.md); its timeout_s is scaled by this, with room for a loaded
# machine.
COV_TIMEOUT_SCALE = 4.0
TOGGLE_SUFFIX = ".tog"  # run id of a toggle-pass run: <test>.<seed>.tog


def _sims(bin_dir: Path, key: str) -> dict[str, str]:
    f = Path(bin_dir).parent / FLAVOURS_FILE
    try:
        return dict(json.loads(f.read_text())[key])
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def cov_sims(bin_dir: Path) -> dict[str, str]:
    """sim -> its line + user coverage flavour, from <build>/collnet_flavours.json ({} if none)."""
    return _sims(bin_dir, "cov_sims")


def tog_sims(bin_dir: Path) -> dict[str, str]:
    """sim -> its toggle coverage flavour, from <build>/collnet_flavours.json ({} if none)."""
    return _sims(bin_dir, "tog_sims")


def collects_code_coverage(test, seed_index: int) -> bool:
    """Does the seed_index-th planned run of `test` (a testlist.TestEntry) of a night's first
    pass collect code coverage (line + user on _cov; and it gets a toggle-pass twin on _tog)?
    (Reseeds of a budget night never do.)"""
    own_seeds = 1 if test.seed is not None else max(1, test.seeds)
    return test.expect == "pass" and "long" not in test.tags and seed_index < own_seeds


def build_cov_sims(build, bin_dir: Path, sims: set[str]) -> None:
    """Build both coverage flavours of each sim that has them (the plain build is done
    already); build(targets) is the build step the caller was given (./dv's incremental build)."""
    targets = sorted(m[s] for m in (cov_sims(bin_dir), tog_sims(bin_dir)) for s in sims if s in m)
    if targets:
        build(targets)
