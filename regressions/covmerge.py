"""The nightly's coverage merge: every passing run's functional coverage (`fcov.json`, merged
by `cov_merge`: JSON, text with the holes, HTML) and code coverage (`coverage.dat`: line points
through lcov/genhtml, toggle points through toggle_cov.py and its waivers), and the per-file
table of every RTL file of `rtl/`. Each part reports an error string instead of failing the
night. Python 3.11 stdlib + PyYAML only."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import simrun
import testplan
import toggle_cov

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def merge_coverage(out: Path, bin_dir: Path, results: list[dict], cov_dir: Path | None = None,
                   code: bool = True) -> dict:
    """Merge all runs' coverage with cov_merge (coverage/): functional (fcov.json -> merged JSON,
    text with HOLES, HTML) and code (coverage.dat -> merged .dat + lcov .info), then genhtml.
    Without cov_merge, code coverage is merged with verilator_coverage directly. Each part
    reports an error string instead of failing the nightly.

    Only passing runs of `expect: pass` tests count: a failing run's coverage is not evidence,
    and a _bad test runs a deliberately broken configuration."""
    cov_dir = cov_dir or out / "coverage"
    cov_dir.mkdir(exist_ok=True)
    good = [Path(r["log"]).parent for r in results if r["ok"] and r["expect"] == "pass"]
    fcov = sorted(p for d in good if (p := d / "fcov.json").exists())
    dats = sorted(p for d in good if (p := d / "coverage.dat").exists()) if code else []
    res: dict = {"functional": {"files": len(fcov)}, "code": {"files": len(dats)},
                 "runs_counted": len(good), "runs_excluded": len(results) - len(good)}
    f, c = res["functional"], res["code"]
    if os.environ.get("COLLNET_COV_MERGE"):  # explicit (CTest sets it): no fallback
        tool = Path(os.environ["COLLNET_COV_MERGE"])
    else:
        tool = bin_dir / "cov_merge"
        if not tool.exists():
            tool = ROOT / "build" / "default" / "bin" / "cov_merge"
    merged, text, html_out = cov_dir / "fcov_merged.json", cov_dir / "fcov.txt", cov_dir / "fcov.html"
    code_dat, info = cov_dir / "code_merged.dat", cov_dir / "code.info"
    if not fcov:
        f["error"] = "no fcov.json files in the runs"
    if not dats:
        c["error"] = "no coverage.dat files in the runs"
    if not tool.exists():
        if fcov:
            f["error"] = f"cov_merge not built ({tool}); functional coverage not merged"
        if dats:
            p = subprocess.run(["verilator_coverage", "--write", str(code_dat), "--write-info",
                                str(info), *map(str, dats)], capture_output=True, text=True)
            if p.returncode != 0:
                c["error"] = f"verilator_coverage failed: {(p.stderr or p.stdout).strip()[:300]}"
    elif fcov or dats:
        # --variants: a parameter sweep (NumPorts 2 vs 8, ...) gives one covergroup type
        # different bins; keep each definition as its own variant instead of dropping it.
        cmd = [str(tool), "--keep-going", "--variants", "--quiet", *map(str, fcov)]
        if fcov:
            cmd += ["--json", str(merged), "--text", str(text), "--html", str(html_out)]
        if dats:
            cmd += ["--code", *map(str, dats), "--code-out", str(code_dat), "--info", str(info)]
        p = subprocess.run(cmd, capture_output=True, text=True)
        (cov_dir / "cov_merge.log").write_text(simrun.shell_quote(cmd) + "\n" + p.stdout + p.stderr)
        if p.returncode != 0:
            msg = f"cov_merge exited {p.returncode}: {(p.stderr or p.stdout).strip()[:400]}"
            f.setdefault("warning", msg)
        if fcov:
            f.update(_parse_fcov_text(text))
            if merged.exists():
                f["json"] = str(merged)
            if html_out.exists():
                f["html"] = str(html_out)
            if f.get("percent") is None:
                f["error"] = f.get("warning", "cov_merge wrote no report")
    if dats and info.exists():
        c.update(_code_coverage(info, cov_dir))
    elif dats and "error" not in c:
        c["error"] = "no lcov .info was produced"
    return res


def merged_bin_hits(coverage: dict) -> dict[str, int] | None:
    """Hits per covergroup.coverpoint.bin of the merged functional coverage (None: none)."""
    merged = coverage.get("functional", {}).get("json")
    if not merged or not Path(merged).exists():
        return None
    try:
        return testplan.bin_hits(json.loads(Path(merged).read_text()))
    except (OSError, ValueError):
        return None


def _parse_fcov_text(text_file: Path) -> dict:
    """TOTAL percentage, per-covergroup percentages and the HOLES list of cov_merge's text report."""
    if not text_file.exists():
        return {}
    t = text_file.read_text(errors="replace")
    d: dict = {"text": str(text_file)}
    m = re.search(r"^TOTAL\s+([0-9.]+)\s*%", t, re.M)
    d["percent"] = float(m.group(1)) if m else None
    d["groups"] = {g: float(v) for g, v in re.findall(r"^covergroup\s+(\S+)\s+([0-9.]+)\s*%", t, re.M)}
    m = re.search(r"^HOLES \((\d+)\)\s*$", t, re.M)
    if m:
        d["holes_count"] = int(m.group(1))
        d["holes_text"] = t[m.end():].strip()[:20000]
    return d


def _code_coverage(info: Path, cov_dir: Path) -> dict:
    """genhtml of the merged lcov .info; the line rate from its LH/LF records."""
    html_dir = cov_dir / "code_html"
    d: dict = {"info": str(info)}
    # Toggle points (regressions/toggle_cov.py): read from the merged coverage.dat, checked
    # against coverage/toggle_waivers.yaml, added to the .info as lcov branch records.
    toggle, html_info, gen_opts, keep_lines = None, info, [], None
    if (cov_dir / "code_merged.dat").exists():
        points = toggle_cov.read_points([cov_dir / "code_merged.dat"], ROOT)
        keep_lines = toggle_cov.non_toggle_lines([cov_dir / "code_merged.dat"], ROOT)
        try:
            waivers = toggle_cov.load_waivers(toggle_cov.WAIVERS_FILE, points, ROOT)
        except toggle_cov.WaiverError as e:
            d["toggle_error"], waivers = "; ".join(e.problems), []
        toggle = toggle_cov.summarize(points, waivers)
        if points:
            html_info, gen_opts = cov_dir / "code_toggle.info", ["--branch-coverage"]
            toggle_cov.add_to_info(info, html_info, points, ROOT, keep_lines)
            d["info_toggle"] = str(html_info)
            hit = sum(f["hit"] for f in toggle.values())
            pts = sum(f["points"] for f in toggle.values())
            d["toggle_percent"] = 100.0 * hit / pts if pts else None
            d["toggles"] = [hit, pts]
    g = subprocess.run(["genhtml", "-q", "--ignore-errors", "source", *gen_opts, "-o", str(html_dir),
                        str(html_info)], capture_output=True, text=True, cwd=ROOT)
    if g.returncode == 0 and (html_dir / "index.html").exists():
        d["html"] = str(html_dir / "index.html")
    else:
        d["genhtml_error"] = (g.stderr or g.stdout).strip()[:300]
    # line rate from the DA records (verilator_coverage writes no LF/LH summaries), without the
    # lines that hold only toggle points (declarations: their DA record is "some bit toggled")
    lines: dict[tuple[str, int], int] = {}
    sf = ""
    for line in info.read_text(errors="replace").splitlines():
        if line.startswith("SF:"):
            sf = line[3:]
        elif line.startswith("DA:"):
            parts = line[3:].split(",")
            try:
                key, hits = (sf, int(parts[0])), int(float(parts[1]))
            except (IndexError, ValueError):
                continue
            if keep_lines is not None and (str(Path(sf).resolve()), key[1]) not in keep_lines:
                continue
            lines[key] = max(lines.get(key, 0), hits)
    lf, lh = len(lines), sum(1 for h in lines.values() if h > 0)
    d["percent"] = 100.0 * lh / lf if lf else None
    d["lines"] = [lh, lf]
    d["rtl_files"] = _rtl_file_coverage(lines, toggle)
    return d


def _rtl_file_coverage(lines: dict, toggle: dict | None = None) -> list[dict]:
    """One row per RTL file of rtl/ (every one, covered or not): lines hit / lines with a
    coverage point. A file with no point at all in the merged data holds no procedural code
    (packages; instances, generate blocks and continuous assignments only), where Verilator's
    line coverage puts none; it is listed so with `points: 0`. With `toggle`
    (toggle_cov.summarize), each row also has `toggle`: its toggle figures and signals."""
    per: dict[str, list[int]] = {}
    for (sf, _), hits in lines.items():
        try:
            rel = Path(sf).resolve().relative_to(ROOT).as_posix()
        except ValueError:
            continue
        c = per.setdefault(rel, [0, 0])
        c[1] += 1
        c[0] += hits > 0
    rows = []
    for f in sorted(ROOT.glob("rtl/**/*.sv")):
        rel = f.relative_to(ROOT).as_posix()
        hit, pts = per.get(rel, [0, 0])
        rows.append({"file": rel, "hit": hit, "points": pts,
                     "percent": 100.0 * hit / pts if pts else None})
        if toggle is not None:
            rows[-1]["toggle"] = toggle.get(rel)
            # a package declares no signal: it has neither line nor toggle points
            rows[-1]["package"] = not re.search(r"^\s*module\b", f.read_text(errors="replace"), re.M)
    return rows
