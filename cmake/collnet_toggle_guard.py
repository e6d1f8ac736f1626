"""collnet_toggle_guard.py: one comparison per signal for Verilator's toggle coverage.

    python3 collnet_toggle_guard.py <Verilator output folder> [--dry-run]

Verilator 5.006 (--coverage-toggle) checks every bit of a covered signal on its own, at every
evaluation of the process that holds the check:

    if ((1U & ((IData)(x) ^ (IData)(__Vtogcov__x)))) { ++cov[7]; __Vtogcov__x = ... bit 0 ...; }
    if ((2U & ((IData)(x) ^ (IData)(__Vtogcov__x)))) { ++cov[8]; __Vtogcov__x = ... bit 1 ...; }
    ...

so a 32-bit counter costs 32 tests and branches per evaluation, also when it did not change (most
signals, most cycles). This rewrite makes each run of consecutive bit checks of one signal one
test of the whole signal against its shadow copy and, if some bit changed, a loop over the
changed bits only:

    if (QData collnet_d = static_cast<QData>(((IData)(x) ^ (IData)(__Vtogcov__x))) & 0xffULL) {
        __Vtogcov__x ^= collnet_d;                                 // the changed bits
        do { ++cov[7 + __builtin_ctzll(collnet_d)]; collnet_d &= collnet_d - 1; } while (collnet_d);
    }

where the counters of the bits are consecutive (counter = first + bit - first bit), as Verilator
numbers them; otherwise the checks stay as they are under one test of the whole signal
(`if (x ^ __Vtogcov__x) { <the bit checks> }`).

Exact: a bit check's body writes only its own counter and its own bit of the shadow copy, so
the checks of one signal do not change each other's condition: the set of bits that differ
before the first check is the set of checks that fire, each counts once, and the shadow copy
takes those bits. Same coverage points, same counts. A block is grouped only if it has exactly
that shape (a condition naming a __Vtogcov__ shadow, a body of one counter increment and one
assignment to that shadow); anything else ends the run. Applied to the code-
coverage flavours with toggle coverage (cmake/collnet_rtl.cmake); a file is rewritten only if it
changes, and a file already rewritten is left alone. Figures: docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

MARK = "// collnet_toggle_guard"
IF_START = re.compile(r"^( +)if \(")
MASK = re.compile(r"^\((?:0x[0-9a-fA-F]+|\d+)U(?:LL)? & (.*)\)$")
SHADOW_SET = re.compile(r"^(vlSelf->[\w.]*__Vtogcov__\w*(?:\[\d+U\])*) =")
COUNTER = re.compile(r"^vlSymsp->__Vcoverage\[\d+\]")
COUNTER_IDX = re.compile(r"__Vcoverage\[(\d+)\]")


def _toggle_block(lines: list[str], i: int):
    """(key, end index, indent, mask, counter statement, shadow) of the toggle bit check
    starting at lines[i], or None."""
    m = IF_START.match(lines[i])
    if not m:
        return None
    ind = m.group(1)
    j = i
    while j < len(lines) and not lines[j].rstrip().endswith("{"):
        if lines[j].rstrip().endswith(";") or lines[j].rstrip().endswith("}"):
            return None
        j += 1
    if j >= len(lines):
        return None
    cond = " ".join(x.strip() for x in lines[i:j + 1])
    if "__Vtogcov__" not in cond or not cond.startswith("if (") or not cond.endswith(") {"):
        return None
    cond = cond[len("if ("):-len(") {")]
    k = j + 1
    while k < len(lines) and lines[k] != ind + "}":
        if "{" in lines[k] or lines[k].startswith(ind + "}"):
            return None
        k += 1
    if k >= len(lines):
        return None
    stmts = [s.strip() for s in " ".join(x.strip() for x in lines[j + 1:k]).split(";") if s.strip()]
    if len(stmts) != 2 or not COUNTER.match(stmts[0]):
        return None
    shadow = SHADOW_SET.match(stmts[1])
    if not shadow or shadow.group(1) not in cond:
        return None
    mm = MASK.match(cond)
    key = mm.group(1) if mm else cond
    mask = int(mm.group(0)[1:].split("U")[0], 0) if mm else None
    return key, k, ind, mask, stmts[0], shadow.group(1)


def _bit_loop(key: str, ind: str, group: list[tuple]) -> list[str] | None:
    """The checks of one signal as a loop over its changed bits, or None if the group is not
    one counter per bit at consecutive indices (counter = first + bit - first bit)."""
    masks = [g[0] for g in group]
    if any(m is None or m & (m - 1) for m in masks) or len(set(masks)) != len(masks):
        return None
    bits = [m.bit_length() - 1 for m in masks]
    idx = [COUNTER_IDX.search(g[1]) for g in group]
    if any(x is None for x in idx) or len({g[2] for g in group}) != 1:
        return None
    idx = [int(x.group(1)) for x in idx]
    if any(c - b != idx[0] - bits[0] for c, b in zip(idx, bits)):
        return None
    full = 0
    for m in masks:
        full |= m
    first = group[0][1]
    inc = first.replace(f"__Vcoverage[{idx[0]}]",
                        f"__Vcoverage[{idx[0] - bits[0]} + __builtin_ctzll(collnet_d)]")
    shadow = group[0][2]
    return [f"{ind}if (QData collnet_d = static_cast<QData>({key}) & {full:#x}ULL) {{  {MARK}",
            f"{ind}    {shadow} ^= collnet_d;",
            f"{ind}    do {{",
            f"{ind}        {inc};",
            f"{ind}        collnet_d &= collnet_d - 1;",
            f"{ind}    }} while (collnet_d);",
            f"{ind}}}"]


def rewrite(text: str) -> tuple[str, int, int, int]:
    """(new text, signal comparisons added, bit checks under them, of which loops)."""
    if MARK in text:
        return text, 0, 0, 0
    lines = text.split("\n")
    out: list[str] = []
    guards = checks = loops = 0
    i = 0
    while i < len(lines):
        first = _toggle_block(lines, i)
        if first is None:
            out.append(lines[i])
            i += 1
            continue
        key, end, ind = first[:3]
        group = [first[3:]]
        while True:
            nxt = _toggle_block(lines, end + 1)
            if nxt is None or nxt[2] != ind or nxt[0].replace(" ", "") != key.replace(" ", ""):
                break
            group.append(nxt[3:])
            end = nxt[1]
        loop = _bit_loop(key, ind, group) if len(group) > 1 else None
        if len(group) == 1:
            out.extend(lines[i:end + 1])
        elif loop:
            out.extend(loop)
            guards += 1
            checks += len(group)
            loops += 1
        else:
            out.append(f"{ind}if ({key}) {{  {MARK}")
            out.extend("    " + x for x in lines[i:end + 1])
            out.append(f"{ind}}}")
            guards += 1
            checks += len(group)
        i = end + 1
    return "\n".join(out), guards, checks, loops


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", type=Path)
    ap.add_argument("--dry-run", action="store_true", help="say what would change, write nothing")
    args = ap.parse_args()
    files = sorted(f for f in args.dir.glob("*.cpp") if "__Trace" not in f.name)
    if not files:
        print(f"collnet_toggle_guard: no generated C++ in {args.dir}", file=sys.stderr)
        return 1
    guards = checks = loops = 0
    for f in files:
        text = f.read_text()
        new, g, c, n = rewrite(text)
        guards += g
        checks += c
        loops += n
        if new != text and not args.dry_run:
            f.write_text(new)
    verb = "would put" if args.dry_run else "put"
    print(f"collnet_toggle_guard: {args.dir.name}: {verb} {checks} toggle bit checks "
          f"under {guards} signal comparisons ({loops} as loops over the changed bits)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
