"""Which runs collect code coverage, and on which flavour of the model.

Every Verilated model is built in two flavours (cmake/collnet_rtl.cmake):

    sim_<config>       plain: FST tracing (+waves), no code coverage; built by `./dv build`
    sim_<config>_cov   cov: line, toggle and user code coverage (and tracing); built only when
                       a run asks for code coverage (this module builds it first)

Code coverage costs every cycle of a run that carries it (docs/benchmarks.md), so only the runs
that feed the merged code coverage pay for it. A night collects code coverage on its first pass:
each seed the test list gives an `expect: pass` test (`seeds:`, or its fixed `seed:`) that is
not tagged `long`. Every other run buys throughput on the plain flavour: the extra seeds of
--reseed-multiplier, the reseeds of a --budget night, the `long` stress variants, `expect: fail`
tests (a failing configuration's coverage is never merged), `./dv run` without --coverage, the
CTest runs, `./dv barrier` and `./dv vectors`. `./dv nightly --no-coverage` runs every run plain.
A run on the _cov flavour gets COV_TIMEOUT_SCALE times its test's timeout_s.

The build writes the sim -> cov sim map to <build>/collnet_flavours.json; a bin folder without
it (another build, the runner's fake sims) has no cov flavour, and every run uses the sim named
in the test list.

Python 3.11 stdlib only.
"""

from __future__ import annotations

import json
from pathlib import Path

FLAVOURS_FILE = "collnet_flavours.json"
# A run on a _cov model takes up to about 2.8x the plain one's time (line + user + toggle up to
# 32 bits, with the ico skip of verif/harness/vl_ico_skip.h; docs/benchmarks.md): its
# timeout_s is scaled by this.
COV_TIMEOUT_SCALE = 4.0


def cov_sims(bin_dir: Path) -> dict[str, str]:
    """sim -> its code-coverage flavour, from <build>/collnet_flavours.json ({} if none)."""
    f = Path(bin_dir).parent / FLAVOURS_FILE
    try:
        return dict(json.loads(f.read_text())["cov_sims"])
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def collects_code_coverage(test, seed_index: int) -> bool:
    """Does the seed_index-th planned run of `test` (a testlist.TestEntry) of a night's first
    pass collect code coverage? (Reseeds of a budget night never do.)"""
    own_seeds = 1 if test.seed is not None else max(1, test.seeds)
    return test.expect == "pass" and "long" not in test.tags and seed_index < own_seeds


def build_cov_sims(build, bin_dir: Path, sims: set[str]) -> None:
    """Build the cov flavour of each sim that has one (the plain build is done already);
    build(targets) is the build step the caller was given (./dv's incremental build)."""
    m = cov_sims(bin_dir)
    targets = sorted(m[s] for s in sims if s in m)
    if targets:
        build(targets)
