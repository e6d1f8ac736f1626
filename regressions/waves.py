"""Waves for failing seeds: the trace window ending at the failure, and GTKWave save files.

Python 3.11 stdlib only; uses `fst2vcd` (Debian gtkwave) to read the FST's signal list.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import simrun

#: cycles of waves before the failure (the window ends shortly after it)
DEFAULT_WINDOW_CYCLES = 5000
AFTER_CYCLES = 100


def window(fail_ns: float | None, window_cycles: int = DEFAULT_WINDOW_CYCLES) -> tuple[int, int | None]:
    """(+trace_start, +trace_stop) cycles for a failure at fail_ns (None: whole run)."""
    if fail_ns is None:
        return 0, None
    cycle = int(fail_ns // simrun.CLOCK_PERIOD_NS)
    return max(0, cycle - window_cycles), cycle + AFTER_CYCLES


def wave_plusargs(fail_ns: float | None, window_cycles: int = DEFAULT_WINDOW_CYCLES) -> list[str]:
    start, stop = window(fail_ns, window_cycles)
    args = ["+waves", f"+trace_start={start}"]
    if stop is not None:
        args.append(f"+trace_stop={stop}")
    return args


def read_signals(fst: Path, max_header_lines: int = 200000) -> tuple[str | None, list[tuple[str, int]]]:
    """(timescale, [(full signal name, width)]) from the FST header, via fst2vcd."""
    try:
        p = subprocess.Popen(["fst2vcd", "-f", str(fst)], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, errors="replace")
    except OSError:
        return None, []
    scopes: list[str] = []
    sigs: list[tuple[str, int]] = []
    timescale = None
    in_ts = False
    try:
        for n, line in enumerate(p.stdout):
            if n > max_header_lines:
                break
            tok = line.split()
            if not tok:
                continue
            if tok[0] == "$timescale":
                rest = " ".join(tok[1:]).replace("$end", "").strip()
                if rest:
                    timescale = rest
                else:
                    in_ts = True
                continue
            if in_ts:
                if tok[0] != "$end":
                    timescale = " ".join(t for t in tok if t != "$end")
                in_ts = "$end" not in tok
                continue
            if tok[0] == "$scope" and len(tok) >= 3:
                scopes.append(tok[2])
            elif tok[0] == "$upscope":
                if scopes:
                    scopes.pop()
            elif tok[0] == "$var" and len(tok) >= 5:
                width = int(tok[2]) if tok[2].isdigit() else 1
                name = tok[4]
                if len(tok) >= 7 and tok[5].startswith("["):
                    name += tok[5]
                sigs.append((".".join(scopes + [name]), width))
            elif tok[0] == "$enddefinitions":
                break
    finally:
        p.kill()
        p.stdout.close()
        p.wait()
    return timescale, sigs


def interesting(sigs: list[tuple[str, int]], limit: int = 64) -> list[tuple[str, int]]:
    """Top-level ports first (the shallowest scope that has signals), clocks and resets first."""
    if not sigs:
        return []
    depth = min(s[0].count(".") for s in sigs)
    top = [s for s in sigs if s[0].count(".") == depth]
    rank = lambda s: (0 if re.search(r"clk", s[0], re.I) else 1 if re.search(r"rst", s[0], re.I) else 2)
    return sorted(top, key=rank)[:limit]


_TS_FS = {"s": 10**15, "ms": 10**12, "us": 10**9, "ns": 10**6, "ps": 10**3, "fs": 1}


def _units_per_ns(timescale: str | None) -> float:
    m = re.match(r"\s*(\d+)\s*([munpf]?s)", timescale or "")
    if not m:
        return 1000.0  # Verilator's default precision: 1 ps
    unit_fs = int(m.group(1)) * _TS_FS[m.group(2)]
    return 10**6 / unit_fs


def write_gtkw(fst: Path, gtkw: Path, fail_ns: float | None = None) -> int:
    """Write a GTKWave save file opening fst on its top-level ports, with a marker at the
    failure. Returns the number of signals listed (0 if the FST could not be read)."""
    timescale, sigs = read_signals(fst)
    chosen = interesting(sigs)
    lines = [f'[dumpfile] "{fst.resolve()}"', f'[savefile] "{gtkw.resolve()}"',
             "[timestart] 0", "[size] 1600 900", "[sst_width] 250", "[signals_width] 300"]
    if fail_ns is not None:
        marker = int(fail_ns * _units_per_ns(timescale))
        lines.append(f"*-20.000000 {marker} -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1")
    if chosen:
        top_scope = chosen[0][0].rsplit(".", 1)[0]
        lines.append(f"[treeopen] {top_scope}.")
    for name, width in chosen:
        lines.append("@28" if width == 1 else "@22")
        lines.append(name if width == 1 or name.endswith("]") else f"{name}[{width - 1}:0]")
    gtkw.write_text("\n".join(lines) + "\n")
    return len(chosen)
