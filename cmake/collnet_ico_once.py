"""collnet_ico_once.py: one input-combinational pass per clock cycle in a Verilated model.

    python3 collnet_ico_once.py <Verilator output folder> [--clock clk_i] [--dry-run]

Verilator 5.006 runs a model's whole input-combinational region ("ico": every combinational
process that reads a top-level input) at every eval(), also when only the clock changed. The
harness (verif/harness/vl_harness.h) evaluates twice a cycle: at the falling edge, after the
drivers changed the inputs, and at the rising edge, where only the clock changes. The ico pass of
the rising edge then recomputes the values of the falling edge's pass (same inputs, same flops:
they update after it), and in a code-coverage model it also executes every covered line of
that logic again: it is most of the cost of line coverage (docs/benchmarks.md).

This rewrite makes the model's ico trigger consult the flag collnet_vl_ico_skip
(verif/harness/vl_ico_skip.h): while it is set, eval() skips the ico pass. The harness sets it
only for a rising-edge eval that directly follows its own falling-edge eval in a batch, so the
values and the set of coverage points hit are the same; the counts of points in that logic
are lower (a point counts once a cycle instead of twice).

It is exact only if no ico process reads the clock: the rewrite checks every ico function of the
model and leaves the model unchanged (with a note) if one names the clock outside toggle
coverage (the toggle point of the clock input itself, counted in the batches' first cycles,
where the rising edge runs the full pass). Applied to every flavour of every model
(cmake/collnet_rtl.cmake); a file is rewritten only if it changes (a rewritten file is left
as it is).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

TRIGGER = "vlSelf->__VicoTriggered.at(0U) = (0U == vlSelf->__VicoIterCount);"
PATCHED = ("vlSelf->__VicoTriggered.at(0U) = ((0U == vlSelf->__VicoIterCount) "
           "&& !collnet_vl_ico_skip);")
DECL = "extern bool collnet_vl_ico_skip;  // verif/harness/vl_ico_skip.h (collnet_ico_once.py)\n"
ICO_FN = re.compile(r"^(?:VL_INLINE_OPT )?void \w+___ico_sequent__\w*\(.*\) \{$")


def clock_reads(text: str, clock: str) -> list[str]:
    """Statements of the ico functions in `text` that name the clock, toggle coverage aside."""
    body, inside = [], False
    for line in text.splitlines():
        if not inside:
            inside = bool(ICO_FN.match(line))
        elif line == "}":
            inside = False
        elif not line.lstrip().startswith("//"):
            body.append(line)
    # A statement may span lines: split the bodies at statement and block ends.
    stmts = re.split(r"[;{}]", "\n".join(body))
    return [" ".join(s.split()) for s in stmts if clock in s and "__Vtogcov__" not in s]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", type=Path)
    ap.add_argument("--clock", default="clk_i")
    ap.add_argument("--dry-run", action="store_true", help="say what would change, write nothing")
    args = ap.parse_args()
    files = sorted(f for f in args.dir.glob("*.cpp") if "__Trace" not in f.name)
    if not files:
        print(f"collnet_ico_once: no generated C++ in {args.dir}", file=sys.stderr)
        return 1
    texts = {f: f.read_text() for f in files}
    reads = [r for t in texts.values() for r in clock_reads(t, args.clock)]
    if reads:
        print(f"collnet_ico_once: {args.dir.name}: an ico process reads {args.clock} "
              f"({reads[0]}): the ico pass stays at every eval")
        return 0
    for f, text in texts.items():
        if TRIGGER not in text:
            continue
        if args.dry_run:
            print(f"collnet_ico_once: {args.dir.name}: would make the ico pass skippable ({f.name})")
            continue
        new = text.replace(TRIGGER, PATCHED)
        at = new.index("\n#include")  # declaration after the includes of the file
        at = new.index("\n\n", at) + 1
        new = new[:at] + DECL + new[at:]
        f.write_text(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
