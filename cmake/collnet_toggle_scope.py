"""collnet_toggle_scope.py: toggle coverage of ports and state only (the _tog model flavour).

    python3 collnet_toggle_scope.py <model.xml> <out.vlt>

Reads Verilator's elaborated design (`verilator --xml-only -fno-dfg` with the model's own
parameters and sources; without -fno-dfg the XML lacks the wires that DFG folds away, which
still get toggle points in the real build) and writes a Verilator configuration file that turns toggle coverage off on the
declaration lines of the combinational intermediates, so that the toggle flavour covers:

  - every port of every module (a variable with a direction), and
  - every variable that holds state: written by a nonblocking assignment (`<=`) anywhere, or by
    any assignment inside an edge-triggered process (always_ff, always @(posedge ...)).

Everything else (wires, `_d` next-state values, always_comb temporaries) is a function of
state and inputs in the same cycle: its toggles say little that the ports and flops do not, and
checking each of them after every evaluation was most of the toggle flavour's cost (sim_cu_unit
1.81x of the uninstrumented model; docs/benchmarks.md).

Verilator 5.006 switches coverage off by file and line (`coverage_off -file F -lines N`), not
by variable, so a line is switched off only if every variable declared on it is an
intermediate in every module instance that uses the file: a line that declares a port or a
flop anywhere keeps its toggle points (the rule errs towards covering more). The line numbers
come from the elaboration of exactly the sources and parameters the model is built from, so
they cannot go stale. Only the toggle flavour reads the file (it has no line coverage).
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def _loc(node: ET.Element) -> tuple[str, int] | None:
    loc = node.get("loc")
    if not loc:
        return None
    parts = loc.split(",")
    return parts[0], int(parts[1])


def _lhs_names(assign: ET.Element) -> set[str]:
    """Names of the variables an assignment writes (Verilator's XML puts the target last)."""
    kids = list(assign)
    if len(kids) < 2:
        return set()
    return {v.get("name") for v in kids[-1].iter("varref") if v.get("name")}


def _edge_triggered(always: ET.Element) -> bool:
    return any(s.get("edgeType") in ("POS", "NEG", "BOTH") for s in always.iter("senitem"))


def scope(xml_path: Path) -> tuple[dict[str, set[int]], dict[str, set[int]], dict[str, int]]:
    """(lines to switch off per file, lines kept per file, counts) of one elaborated design."""
    root = ET.parse(xml_path).getroot()
    files = {f.get("id"): f.get("filename") for f in root.iter("file")}
    off: dict[str, set[int]] = {}
    keep: dict[str, set[int]] = {}
    counts = {"kept": 0, "off": 0}
    for mod in root.iter("module"):
        state: set[str] = set()
        for a in mod.iter("assigndly"):
            state |= _lhs_names(a)
        for alw in mod.iter("always"):
            if _edge_triggered(alw):
                for tag in ("assign", "assigndly"):
                    for a in alw.iter(tag):
                        state |= _lhs_names(a)
        for var in mod.iter("var"):
            if var.get("param") == "true" or var.get("localparam") == "true":
                continue
            if var.get("name", "").startswith("__V"):  # Verilator's own temporaries
                continue
            where = _loc(var)
            if where is None or where[0] not in files:
                continue
            fname = files[where[0]]
            if fname.startswith("<"):
                continue
            if var.get("dir") or var.get("name") in state:
                keep.setdefault(fname, set()).add(where[1])
                counts["kept"] += 1
            else:
                off.setdefault(fname, set()).add(where[1])
                counts["off"] += 1
    for fname, lines in off.items():
        lines -= keep.get(fname, set())
    return off, keep, counts


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("xml", type=Path, help="verilator --xml-only output of the model")
    ap.add_argument("out", type=Path, help="Verilator configuration file to write (.vlt)")
    args = ap.parse_args()
    try:
        off, _, counts = scope(args.xml)
    except (OSError, ET.ParseError) as e:
        print(f"collnet_toggle_scope: cannot read {args.xml}: {e}", file=sys.stderr)
        return 1
    body = ["`verilator_config",
            "// Written by cmake/collnet_toggle_scope.py: toggle coverage of ports and state only;",
            "// the declaration lines of combinational intermediates."]
    nlines = 0
    for fname in sorted(off):
        for line in sorted(off[fname]):
            body.append(f'coverage_off -file "{fname}" -lines {line}')
            nlines += 1
    text = "\n".join(body) + "\n"
    if not args.out.exists() or args.out.read_text() != text:
        args.out.write_text(text)
    print(f"collnet_toggle_scope: {args.out.name}: {counts['kept']} port and state variables "
          f"kept, {counts['off']} intermediates off ({nlines} declaration lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
