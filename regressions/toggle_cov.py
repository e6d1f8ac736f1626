"""Toggle coverage of the RTL: read from Verilator's coverage.dat, per file and per signal, with
the reviewed waivers of coverage/toggle_waivers.yaml.

verilator_coverage 5.006 writes only line points to its lcov .info; the toggle points
(--coverage-toggle, the _cov model flavour) are in the coverage.dat files. One point per signal
bit, on the signal's declaration line, counts the bit's changes. A bit is covered when it
changed at least once in some run of some instance of the module (the same rule as
verilator_coverage's line points: a count > 0). Points are merged over instances and model
configurations by (file, signal bit).

A waiver removes the points of one signal (all its bits, `name[bit]` for one bit, or
`name[hi:lo]` / `name[i][hi:lo]` for a range of its last index) from a file's figure.
coverage/toggle_waivers.yaml is a reviewed data file:

    waivers:
      - file: rtl/common/cc_rr_arb.sv
        signal: some_q[3]
        reason: one line saying why this bit cannot toggle (e.g. tied by a parameter)

A waiver of a file that does not exist, of a signal the file does not declare, or (when the
merged data holds the file) of a signal with no toggle point is an error [TOGGLE_WAIVER]: a
waiver must name something real. So is a waiver of a bit that toggled in the merged data (a
waiver is for a constant, never for a testing hole; the harness counts toggles from the first
edge in reset, so a constant counts 0), a waiver without a reason, or a duplicate.

    python3 regressions/toggle_cov.py --check-waivers [--waivers FILE]
    python3 regressions/toggle_cov.py MERGED.dat [--waivers FILE]     per-file table, holes

Python 3.11 stdlib + PyYAML only.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WAIVERS_FILE = ROOT / "coverage" / "toggle_waivers.yaml"
GOAL_PERCENT = 95.0
ERROR_ID = "TOGGLE_WAIVER"


class WaiverError(Exception):
    """A waiver file that is malformed or names a signal that is not there."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


def _fields(key: str) -> dict[str, str]:
    """The \\x01name\\x02value fields of one Verilator coverage key."""
    out = {}
    for part in key.split("\x01"):
        name, sep, value = part.partition("\x02")
        if sep:
            out[name] = value
    return out


def _rel(path: str, root: Path = ROOT) -> str | None:
    """A coverage file name as a path relative to the source root (None: outside it)."""
    try:
        return Path(path).resolve().relative_to(root).as_posix()
    except ValueError:
        return None


def read_points(dats, root: Path = ROOT) -> dict[tuple[str, str], list[int]]:
    """(file relative to root, signal bit) -> [declaration line, max count] over every toggle
    point of the coverage.dat files (a merged one, or several runs)."""
    points: dict[tuple[str, str], list[int]] = {}
    line_re = re.compile(r"^C '(.*)' (\d+)\s*$")
    for dat in dats:
        with open(dat, errors="replace") as fh:
            for raw in fh:
                m = line_re.match(raw)
                if not m or "\x02v_toggle/" not in m.group(1):
                    continue
                f = _fields(m.group(1))
                rel = _rel(f.get("f", ""), root)
                if rel is None or not f.get("o"):
                    continue
                key = (rel, f["o"])
                count = int(m.group(2))
                p = points.setdefault(key, [int(f.get("l", 0) or 0), 0])
                p[1] = max(p[1], count)
    return points


def non_toggle_lines(dats, root: Path = ROOT) -> set[tuple[str, int]]:
    """(absolute source path, line) of every point that is not a toggle point (line, branch,
    user). verilator_coverage's lcov .info has a DA record for every line with any point, the
    toggle points' declaration lines included: the line rate keeps only these lines."""
    out: set[tuple[str, int]] = set()
    line_re = re.compile(r"^C '(.*)' (\d+)\s*$")
    for dat in dats:
        with open(dat, errors="replace") as fh:
            for raw in fh:
                m = line_re.match(raw)
                if not m or "\x02v_toggle/" in m.group(1):
                    continue
                f = _fields(m.group(1))
                if f.get("f") and f.get("l"):
                    out.add((str(Path(f["f"]).resolve()), int(f["l"])))
    return out


def signal_of(bit: str) -> str:
    """The signal of a point name: `data_q[3]` -> `data_q`, `st.field[1][2]` -> `st.field`."""
    return bit.split("[", 1)[0]


def load_waivers(path: Path = WAIVERS_FILE, points=None, root: Path = ROOT) -> list[dict]:
    """The waivers of `path`, checked (WaiverError lists every problem). With `points`
    (read_points of a merge), a waiver of a file that has data must match a toggle point."""
    import yaml
    problems: list[str] = []
    where = _display(path)
    try:
        data = yaml.safe_load(Path(path).read_text()) or {}
    except (OSError, yaml.YAMLError) as e:
        raise WaiverError([f"{where}: [{ERROR_ID}] cannot read: {e}"])
    if not isinstance(data, dict) or not isinstance(data.get("waivers", []), list):
        raise WaiverError([f"{where}: [{ERROR_ID}] expected a mapping with a list `waivers`"])
    files_with_data = {f for f, _ in points} if points is not None else set()
    out, seen = [], set()
    for i, w in enumerate(data.get("waivers") or []):
        at = f"{where}: waiver {i + 1}"
        if not isinstance(w, dict) or set(w) - {"file", "signal", "reason"}:
            problems.append(f"{at}: [{ERROR_ID}] needs exactly `file`, `signal`, `reason`: {w}")
            continue
        file, sig, reason = (str(w.get(k, "")).strip() for k in ("file", "signal", "reason"))
        if not file or not sig or not reason or "\n" in reason:
            problems.append(f"{at}: [{ERROR_ID}] `file`, `signal` and a one-line `reason` are "
                            f"required: {w}")
            continue
        if (file, sig) in seen:
            problems.append(f"{at}: [{ERROR_ID}] duplicate waiver of {file} {sig}")
            continue
        seen.add((file, sig))
        src = root / file
        if not src.is_file():
            problems.append(f"{at}: [{ERROR_ID}] unknown file {file}")
            continue
        base = signal_of(sig)
        if not re.search(r"\b" + re.escape(base.split(".")[0]) + r"\b", src.read_text(errors="replace")):
            problems.append(f"{at}: [{ERROR_ID}] unknown signal {sig}: {file} declares no {base}")
            continue
        if file in files_with_data and not any(
                f == file and waiver_matches(sig, b) for f, b in points):
            problems.append(f"{at}: [{ERROR_ID}] unknown signal {sig}: no toggle point of {file} "
                            f"is named so")
            continue
        toggled = sorted(b for (f, b), (_l, n) in (points or {}).items()
                         if f == file and n > 0 and waiver_matches(sig, b))
        if toggled:
            problems.append(f"{at}: [{ERROR_ID}] waived {sig} toggled ({', '.join(toggled[:4])}"
                            f"{', ...' if len(toggled) > 4 else ''}): not a constant, the waiver "
                            f"would hide what the tests do")
            continue
        out.append({"file": file, "signal": sig, "reason": reason})
    if problems:
        raise WaiverError(problems)
    return out


def _display(path) -> str:
    try:
        return Path(path).resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


_RANGE_RE = re.compile(r"^(.*)\[(\d+):(\d+)\]$")


def waiver_matches(sig: str, bit: str) -> bool:
    """Does the waived `sig` (a signal, `name[i]...` one bit, or `name[...][hi:lo]` a range of
    its last index) cover the point `bit`?"""
    if sig == bit or sig == signal_of(bit):
        return True
    m = _RANGE_RE.match(sig)
    if m:
        head, hi, lo = m.group(1), int(m.group(2)), int(m.group(3))
        b = re.match(r"^(.*)\[(\d+)\]$", bit)
        return bool(b) and b.group(1) == head and min(hi, lo) <= int(b.group(2)) <= max(hi, lo)
    return False


def _waived(file: str, bit: str, waivers: list[dict]) -> dict | None:
    for w in waivers:
        if w["file"] == file and waiver_matches(w["signal"], bit):
            return w
    return None


def summarize(points: dict, waivers: list[dict]) -> dict[str, dict]:
    """file -> {hit, points, waived, percent, signals: [{signal, hit, bits, waived, reason,
    missing: [bits never toggled, not waived]}]}; percent over the points not waived."""
    per: dict[str, dict] = {}
    sigs: dict[tuple[str, str], dict] = {}
    for (file, bit), (_line, count) in sorted(points.items()):
        w = _waived(file, bit, waivers)
        f = per.setdefault(file, {"hit": 0, "points": 0, "waived": 0, "signals": []})
        s = sigs.get((file, signal_of(bit)))
        if s is None:
            s = sigs[(file, signal_of(bit))] = {"signal": signal_of(bit), "hit": 0, "bits": 0,
                                                 "waived": 0, "missing": [], "reason": None}
            f["signals"].append(s)
        if w is not None:
            f["waived"] += 1
            s["waived"] += 1
            s["reason"] = w["reason"]
            continue
        f["points"] += 1
        s["bits"] += 1
        if count > 0:
            f["hit"] += 1
            s["hit"] += 1
        else:
            s["missing"].append(bit)
    for f in per.values():
        f["percent"] = 100.0 * f["hit"] / f["points"] if f["points"] else None
    return per


def lcov_branches(points: dict, root: Path = ROOT) -> dict[str, list[str]]:
    """Absolute source path -> lcov BRDA records of its toggle points (one `branch` per signal
    bit on its declaration line, taken = the bit's change count), for genhtml
    --branch-coverage: the HTML's branch column is the toggle coverage."""
    per: dict[str, list[tuple[int, str, int]]] = {}
    for (file, bit), (line, count) in points.items():
        per.setdefault(str(root / file), []).append((line, bit, count))
    out = {}
    for src, pts in per.items():
        recs, idx = [], {}
        for line, bit, count in sorted(pts):
            n = idx[line] = idx.get(line, -1) + 1
            recs.append(f"BRDA:{line},0,{n},{count if count > 0 else '-'}")
        recs.append(f"BRF:{len(pts)}")
        recs.append(f"BRH:{sum(1 for p in pts if p[2] > 0)}")
        out[src] = recs
    return out


def add_to_info(info_in: Path, info_out: Path, points: dict, root: Path = ROOT,
                keep_lines: set | None = None) -> None:
    """Copy an lcov .info (verilator_coverage's line data) adding the toggle points as branch
    records; a file with toggle points but no line point gets a record of its own. With
    `keep_lines` (non_toggle_lines), a DA record of a line with no other point than toggle
    points is dropped: the toggle points are the branch column, not lines."""
    brs = lcov_branches(points, root)
    out, sf = [], None
    for line in Path(info_in).read_text(errors="replace").splitlines():
        if line.startswith("SF:"):
            sf = line[3:]
            key = str(Path(sf).resolve()) if Path(sf).is_absolute() else str((root / sf).resolve())
            sf = key
        if keep_lines is not None and line.startswith("DA:") and sf is not None:
            try:
                if (sf, int(line[3:].split(",")[0])) not in keep_lines:
                    continue
            except ValueError:
                pass
        if line == "end_of_record" and sf in brs:
            out.extend(brs.pop(sf))
        out.append(line)
    for src, recs in sorted(brs.items()):
        out += ["TN:", f"SF:{src}", *recs, "end_of_record"]
    Path(info_out).write_text("\n".join(out) + "\n")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="toggle_cov.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("dat", nargs="*", help="coverage.dat files (a nightly's coverage/code_merged.dat)")
    ap.add_argument("--waivers", default=str(WAIVERS_FILE), help="waiver file (default: %(default)s)")
    ap.add_argument("--check-waivers", action="store_true",
                    help="check the waiver file against the RTL sources (and the .dat files given)")
    a = ap.parse_args(argv)
    points = read_points(a.dat) if a.dat else None
    try:
        waivers = load_waivers(Path(a.waivers), points)
    except WaiverError as e:
        for p in e.problems:
            print(f"toggle_cov: error: {p}", file=sys.stderr)
        return 1
    if a.check_waivers:
        print(f"toggle_cov: {len(waivers)} waivers OK ({_display(a.waivers)})")
        if not a.dat:
            return 0
    per = summarize(points or {}, waivers)
    for file, f in sorted(per.items()):
        pct = f"{f['percent']:.1f}%" if f["percent"] is not None else "-"
        print(f"{file:44} toggle {pct:>7} ({f['hit']}/{f['points']}, {f['waived']} waived)")
        for s in f["signals"]:
            if s["missing"]:
                print(f"    {s['signal']}: {len(s['missing'])} of {s['bits']} bits never toggled")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
