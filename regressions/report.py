"""Nightly reports: JUnit XML, JSON summary, self-contained HTML, and the SQLite trend DB.

Python 3.11 stdlib only.
"""

from __future__ import annotations

import html
import json
import os
import sqlite3
import time
import xml.etree.ElementTree as ET
from pathlib import Path


def buckets(results: list[dict]) -> list[dict]:
    """Failures grouped by normalised signature, biggest first; each with its first repro."""
    b: dict[str, dict] = {}
    for r in results:
        if r["ok"]:
            continue
        e = b.setdefault(r["signature"], {"signature": r["signature"], "count": 0, "runs": [],
                                          "first_repro": r["repro"], "tests": set()})
        e["count"] += 1
        e["runs"].append(r["id"])
        e["tests"].add(r["test"])
    out = sorted(b.values(), key=lambda e: (-e["count"], e["signature"]))
    for e in out:
        e["tests"] = sorted(e["tests"])
    return out


def write_junit(path: Path, summary: dict, results: list[dict]) -> None:
    suites = ET.Element("testsuites", name=f"collnet {summary['regression']}",
                        tests=str(len(results)), failures=str(sum(not r["ok"] for r in results)),
                        time=f"{summary['wall_s']:.3f}")
    by_test: dict[str, list[dict]] = {}
    for r in results:
        by_test.setdefault(r["test"], []).append(r)
    for test, runs in by_test.items():
        s = ET.SubElement(suites, "testsuite", name=test, tests=str(len(runs)),
                          failures=str(sum(not r["ok"] for r in runs)),
                          time=f"{sum(r['wall_s'] for r in runs):.3f}")
        for r in runs:
            c = ET.SubElement(s, "testcase", classname=f"collnet.{test}", name=f"seed_{r['seed']}",
                              time=f"{r['wall_s']:.3f}")
            if not r["ok"]:
                f = ET.SubElement(c, "failure", message=r["why"][:500], type=r["status"])
                f.text = f"{r['why']}\nrepro: {r['repro']}\nlog: {r['log']}\n"
            out = ET.SubElement(c, "system-out")
            out.text = f"log: {r['log']}\nrepro: {r['repro']}\n"
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def write_json(path: Path, summary: dict, results: list[dict], bks: list[dict], extra: dict) -> None:
    path.write_text(json.dumps({"summary": summary, "buckets": bks, "runs": results, **extra},
                               indent=1, default=str))


# ---- trends ----------------------------------------------------------------------------------

SCHEMA = """
CREATE TABLE IF NOT EXISTS nightly (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started TEXT NOT NULL, out_dir TEXT NOT NULL, regression TEXT NOT NULL,
  runs INTEGER NOT NULL, passed INTEGER NOT NULL, failed INTEGER NOT NULL,
  pass_rate REAL NOT NULL, func_cov REAL, code_cov REAL, wall_s REAL NOT NULL,
  git_rev TEXT, interrupted INTEGER NOT NULL DEFAULT 0, partial TEXT)
"""


def record_trend(db: Path, summary: dict) -> list[dict]:
    """Append this nightly to the trend DB; return the history (oldest first) of its regression."""
    con = sqlite3.connect(db)
    try:
        con.execute(SCHEMA)
        if "partial" not in {r[1] for r in con.execute("PRAGMA table_info(nightly)")}:
            con.execute("ALTER TABLE nightly ADD COLUMN partial TEXT")  # a DB of older nightlies
        con.execute("INSERT INTO nightly (started, out_dir, regression, runs, passed, failed, "
                    "pass_rate, func_cov, code_cov, wall_s, git_rev, interrupted, partial) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (summary["started"], summary["out_dir"], summary["regression"],
                     summary["runs"], summary["passed"], summary["failed"], summary["pass_rate"],
                     summary.get("func_cov"), summary.get("code_cov"), summary["wall_s"],
                     summary.get("git_rev"), int(summary["interrupted"]), summary.get("partial")))
        con.commit()
        # the trend is of whole nightlies: a subset or an interrupted one is recorded (marked
        # partial) but not plotted
        rows = con.execute("SELECT started, runs, pass_rate, func_cov, code_cov, out_dir FROM "
                           "nightly WHERE regression = ? AND partial IS NULL AND interrupted = 0 "
                           "ORDER BY id DESC LIMIT 60", (summary["regression"],)).fetchall()
    finally:
        con.close()
    return [dict(zip(("started", "runs", "pass_rate", "func_cov", "code_cov", "out_dir"), r))
            for r in reversed(rows)]


def svg_plot(title: str, series: list[tuple[str, str, list[float | None]]], labels: list[str],
             w: int = 560, h: int = 200) -> str:
    """A small inline SVG line plot, y in 0..100 %. series: (name, colour, values)."""
    pad_l, pad_r, pad_t, pad_b = 40, 10, 24, 28
    pw, ph = w - pad_l - pad_r, h - pad_t - pad_b
    n = len(labels)
    x = lambda i: pad_l + (pw * i / (n - 1) if n > 1 else pw / 2)
    y = lambda v: pad_t + ph * (1 - v / 100.0)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'class="plot" role="img" aria-label="{html.escape(title)}">',
             f'<text x="{pad_l}" y="15" font-size="13" font-weight="bold">{html.escape(title)}</text>']
    for v in (0, 25, 50, 75, 100):
        parts.append(f'<line x1="{pad_l}" x2="{w - pad_r}" y1="{y(v):.1f}" y2="{y(v):.1f}" '
                     f'stroke="#ddd"/><text x="{pad_l - 4}" y="{y(v) + 4:.1f}" font-size="10" '
                     f'text-anchor="end">{v}%</text>')
    if n:
        for i in sorted({0, n - 1}):
            parts.append(f'<text x="{x(i):.1f}" y="{h - 8}" font-size="10" text-anchor="middle">'
                         f'{html.escape(labels[i])}</text>')
    for k, (name, colour, vals) in enumerate(series):
        pts = [(x(i), y(v)) for i, v in enumerate(vals) if v is not None]
        if len(pts) > 1:
            parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="'
                         + " ".join(f"{a:.1f},{b:.1f}" for a, b in pts) + '"/>')
        for a, b in pts:
            parts.append(f'<circle cx="{a:.1f}" cy="{b:.1f}" r="3" fill="{colour}"/>')
        parts.append(f'<text x="{w - pad_r - 150 + 0}" y="{15 + 0}" dx="{k * 75}" font-size="11" '
                     f'fill="{colour}">&#9632; {html.escape(name)}</text>')
    parts.append("</svg>")
    return "".join(parts)


# ---- HTML ------------------------------------------------------------------------------------

CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.6em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;font-size:.9em}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}
th{background:#f0f0f0}.ok{background:#dfd}.bad{background:#fdd}.warn{background:#ffd}.none{background:#eee}
code{font-size:.95em}.num{text-align:right}.small{font-size:.85em;color:#555}
"""


def _rel(path: str | None, base: Path) -> str:
    if not path:
        return ""
    try:
        return os.path.relpath(path, base)
    except ValueError:
        return path


def write_html(path: Path, summary: dict, results: list[dict], bks: list[dict],
               coverage: dict, plan: list[dict] | None, plan_error: str | None,
               history: list[dict], mutation: dict | None = None,
               grading: dict | None = None, rules: list[dict] | None = None) -> None:
    base = path.parent
    e = html.escape
    s = summary
    cls = "ok" if s["failed"] == 0 and not s["interrupted"] else "bad"
    o = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>collnet {e(s['regression'])} "
         f"{e(s['started'])}</title><style>{CSS}</style></head><body>",
         f"<h1>collnet regression <code>{e(s['regression'])}</code> — {e(s['started'])}</h1>",
         f"<table><tr><th>runs</th><th>passed</th><th>failed</th><th>pass rate</th>"
         f"<th>wall time</th><th>jobs</th><th>launcher</th><th>git</th></tr>"
         f"<tr class='{cls}'><td class=num>{s['runs']}</td><td class=num>{s['passed']}</td>"
         f"<td class=num>{s['failed']}</td><td class=num>{s['pass_rate']:.1f}%</td>"
         f"<td class=num>{s['wall_s']:.1f} s</td><td class=num>{s['jobs']}</td>"
         f"<td>{e(s['launcher'])}</td><td><code>{e(s.get('git_rev') or '?')}</code></td></tr></table>"]
    if s["interrupted"]:
        o.append(f"<p class=bad><b>Interrupted</b>: {s['not_run']} planned runs did not run; "
                 f"this report covers the runs that finished.</p>")
    if s.get("partial"):
        o.append(f"<p class=warn><b>Partial</b> ({e(s['partial'])}): coverage is over the runs "
                 f"that ran; this nightly is not plotted in the trends and its failures do not "
                 f"weight a budget night's reseeds.</p>")
    o.append(f"<p class=small>command: <code>{e(s['command'])}</code><br>"
             f"output: <code>{e(s['out_dir'])}</code></p>")
    if s.get("budget"):
        b = s["budget"]
        per = ", ".join(f"{e(t)} {n}" for t, n in list(b.get("reseeds_per_test", {}).items())[:12])
        o.append(f"<p><b>Budget {b['budget_s'] / 60:.1f} min</b>: first pass {b['first_pass']} runs"
                 f" ({b['not_started_first']} not started), then {b['reseeds']} reseeds "
                 f"(weights 1 + failed {b['weights']['failed']:g}, covergroup holes "
                 f"{b['weights']['holes']:g}, long {b['weights']['long']:g}); runs ended at "
                 f"{b['runs_end_s']:.0f} s, {b['stopped_in_flight']} stopped at the deadline.<br>"
                 f"<span class=small>most reseeded: {per or 'none'}; tests on holes after the first "
                 f"pass: {e(', '.join(b.get('tests_on_holes', [])) or 'none')}; failed recently: "
                 f"{e(', '.join(b.get('failed_recently', [])) or 'none')}</span></p>")

    o.append("<h2>Failures by signature</h2>")
    if not bks:
        o.append("<p>No failures.</p>")
    else:
        o.append("<table><tr><th>count</th><th>signature (numbers, times, paths masked)</th>"
                 "<th>tests</th><th>first repro</th></tr>")
        for b in bks:
            o.append(f"<tr class=bad><td class=num>{b['count']}</td><td><code>{e(b['signature'])}"
                     f"</code></td><td>{e(', '.join(b['tests']))}</td><td><code>{e(b['first_repro'])}"
                     f"</code></td></tr>")
        o.append("</table>")

    o.append("<h2>Coverage</h2>")
    o.append(_coverage_html(coverage, base, s.get("partial")))

    o.append("<h2>Testplan</h2>")
    if plan_error:
        o.append(f"<pre class=bad>{e(plan_error)}</pre>")
    elif not plan:
        o.append("<p>No testplan properties.</p>")
    else:
        counts: dict[str, int] = {}
        for p in plan:
            counts[p["status"]] = counts.get(p["status"], 0) + 1
        o.append("<p>" + ", ".join(f"{v} {e(k)}" for k, v in sorted(counts.items())) + "</p>")
        o.append("<table><tr><th>property</th><th>status</th><th>statement</th><th>tests</th>"
                 "<th>covergroups</th></tr>")
        for p in plan:
            c = {"covered": "ok", "failing": "bad", "unknown test": "bad",
                 "not run": "warn"}.get(p["status"], "none")
            extra = ""
            if p["failing_tests"]:
                extra = f" ({e(', '.join(p['failing_tests']))})"
            elif p["unknown_tests"]:
                extra = f" ({e(', '.join(p['unknown_tests']))})"
            o.append(f"<tr><td><code>{e(p['id'])}</code><br><span class=small>{e(p['plan'])}: "
                     f"{e(p['section'])}</span></td><td class={c}>{e(p['status'])}{extra}</td>"
                     f"<td>{e(p['text'])}</td><td>{e(', '.join(p['tests']))}</td>"
                     f"<td>{_cg_cell(p)}</td></tr>")
        o.append("</table>")
    if not plan_error:
        o.append("<h3>Rule bins</h3>")
        o.append(rules_html(rules))

    o.append("<h2>Trends</h2>")
    if len(history) < 2:
        o.append(f"<p>{len(history)} nightly recorded in <code>trends.sqlite</code> so far; plots "
                 f"appear from the second one.</p>")
    labels = [h["started"][:16] for h in history]
    if history:
        o.append(svg_plot("pass rate", [("pass rate", "#2a7", [h["pass_rate"] for h in history])], labels))
        o.append(svg_plot("coverage", [("functional", "#27c", [h["func_cov"] for h in history]),
                                       ("code (lines)", "#c72", [h["code_cov"] for h in history])], labels))

    o.append("<h2>Mutation score</h2>")
    o.append(_mutation_html(mutation, base))
    o.append("<h2>Test grading</h2>")
    o.append(_grading_html(grading))

    o.append("<h2>Runs</h2><table><tr><th>test</th><th>seed</th><th>result</th><th>wall</th>"
             "<th>sim time</th><th>log</th><th>waves</th><th>repro / reason</th></tr>")
    for r in sorted(results, key=lambda r: (r["ok"], r["test"], r["seed"])):
        c = "ok" if r["ok"] else "bad"
        sim_t = f"{r['sim_time_ns']:.0f} ns" if r.get("sim_time_ns") is not None else ""
        wv = ""
        if r.get("waves"):
            wv = (f"<a href='{e(_rel(r['waves']['fst'], base))}'>fst</a> "
                  f"<a href='{e(_rel(r['waves']['gtkw'], base))}'>gtkw</a>")
        reason = "" if r["ok"] else f"<code>{e(r['repro'])}</code><br><span class=small>{e(r['why'])}</span>"
        o.append(f"<tr><td>{e(r['test'])}{' (bad)' if r['expect'] == 'fail' else ''}</td>"
                 f"<td class=num>{r['seed']}</td><td class={c}>{'PASS' if r['ok'] else e(r['status'].upper())}</td>"
                 f"<td class=num>{r['wall_s']:.2f} s</td><td class=num>{sim_t}</td>"
                 f"<td><a href='{e(_rel(r['log'], base))}'>log</a></td><td>{wv}</td><td>{reason}</td></tr>")
    o.append("</table>")
    o.append(f"<p class=small>Written {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())} by "
             f"regressions/nightly.py. Also: <a href='results.xml'>JUnit XML</a>, "
             f"<a href='summary.json'>JSON summary</a>.</p></body></html>")
    path.write_text("\n".join(o))


def _mutation_html(m: dict | None, base: Path) -> str:
    """The latest `./dv mutate` score (out/mutate/latest) and its trend."""
    e = html.escape
    if not m or not m.get("summary"):
        return ("<p>No mutation run yet: <code>./dv mutate --max 40</code> measures whether the "
                "tests notice small edits of the RTL.</p>")
    sm = m["summary"]
    st = sm["stats"]
    c = st["counts"]
    sc = c.get("score")
    o = [f"<p>Latest <code>{e(sm['command'])}</code> ({e(sm['started'])}, git "
         f"{e(str(sm.get('git_rev')))}): <b>{'-' if sc is None else f'{sc:.1f} %'}</b> of the "
         f"non-equivalent mutants killed ({c['KILLED']} killed, {c['TIMEOUT']} timeout, "
         f"{c['SURVIVED']} survived; {c['INVALID']} invalid, {c['EQUIVALENT']} equivalent not "
         f"counted), {st['mean_s_per_mutant']:.1f} s per mutant. "
         f"<a href='{e(_rel(str(Path(sm['out_dir']) / 'report.html'), base))}'>mutation report</a></p>",
         "<table><tr><th>block</th><th>score</th><th>killed</th><th>survived</th><th>total</th></tr>"]
    for b, cc in st["by_block"].items():
        v = cc.get("score")
        o.append(f"<tr><td>{e(b)}</td><td class=num>{'-' if v is None else f'{v:.1f}%'}</td>"
                 f"<td class=num>{cc['KILLED'] + cc['TIMEOUT']}</td><td class=num>{cc['SURVIVED']}</td>"
                 f"<td class=num>{cc['total']}</td></tr>")
    o.append("</table>")
    hist = [h for h in m.get("history", []) if h.get("score") is not None]
    if len(hist) >= 2:
        o.append(svg_plot("mutation score", [("score", "#a3c", [h["score"] for h in hist])],
                          [h["started"][:16] for h in hist]))
    return "\n".join(o)


def _grading_html(g: dict | None) -> str:
    e = html.escape
    if not g:
        return "<p>No grading (no passing run with coverage).</p>"
    if g.get("error"):
        return f"<p>Grading failed: {e(g['error'])}</p>"
    it, re_ = g["items"], g["reached"]
    o = [f"<p>{len(g['chosen'])} of {g['pairs']} (test, seed) pairs reach the same "
         f"{re_['f']}/{it['f']} functional bins, {re_['c']}/{it['c']} code points and "
         f"{re_['m']}/{it['m']} killed mutants; their run time is {g['graded_run_s']:.1f} s instead "
         f"of {g['full_run_s']:.1f} s"
         + (f" ({g['speedup']:.1f}x faster)" if g.get("speedup") else "")
         + ". <code>./dv grade</code> writes them as regression <code>graded</code>.</p>",
         "<table><tr><th>test</th><th>seed</th><th>unique bins</th><th>unique code points</th>"
         "<th>unique kills</th><th>wall</th></tr>"]
    for r in g["ranking"][:15]:
        u = r["unique"]
        o.append(f"<tr><td>{e(r['test'])}</td><td class=num>{r['seed']}</td><td class=num>{u['f']}</td>"
                 f"<td class=num>{u['c']}</td><td class=num>{u['m']}</td>"
                 f"<td class=num>{r['wall_s']:.2f} s</td></tr>")
    o.append("</table>")
    return "\n".join(o)


def rules_html(rules: list[dict] | None) -> str:
    """The rule rows of the testplans (testplan.rule_status): per block, every row of a contract
    table with its bins and whether some passing run hit them; a rule with no bin is a hole."""
    e = html.escape
    if not rules:
        return "<p>No rule rows in the testplans.</p>"
    counts: dict[str, int] = {}
    for r in rules:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    holes = [r for r in rules if r["status"] == "hole"]
    o = ["<p>" + ", ".join(f"{v} {e(k)}" for k, v in sorted(counts.items())) + f" of {len(rules)} "
         "rules of the contract tables."
         + (f" <span class=bad>Testplan holes (a rule with no bin): "
            f"{e(', '.join(r['id'] for r in holes))}</span>" if holes else "") + "</p>",
         "<table><tr><th>block</th><th>rule</th><th>status</th><th>table: row</th><th>bins (hits)</th>"
         "<th>tests, directed</th></tr>"]
    for r in sorted(rules, key=lambda r: (r["block"], r["id"])):
        c = {"reached": "ok", "hole": "bad", "not reached": "bad"}.get(r["status"], "warn")
        bins = ", ".join(f"{e(b)} ({r['bin_hits'][b]})" if b in r.get("bin_hits", {}) else e(b)
                         for b in r["bins"]) or "<b>no bin</b>"
        unk = f" <span class=bad>(unknown: {e(', '.join(r['unknown_tests']))})</span>" \
            if r.get("unknown_tests") else ""
        o.append(f"<tr><td>{e(r['block'])}</td><td><code>{e(r['id'])}</code></td>"
                 f"<td class={c}>{e(r['status'])}</td><td>{e(r['table'])}: {e(r['row'])}</td>"
                 f"<td>{bins}</td><td>{e(', '.join(r['tests'] + r['directed']))}{unk}</td></tr>")
    o.append("</table>")
    return "\n".join(o)


def _cg_cell(p: dict) -> str:
    cells = []
    for g in p["covergroups"]:
        v = p.get("covergroup_percent", {}).get(g)
        cells.append(f"{html.escape(g)} ({v:.1f}%)" if v is not None else f"{html.escape(g)} (no data)")
    return ", ".join(cells)


def _toggle_cell(t: dict | None, package: bool = False) -> str:
    """The toggle column of one RTL file (toggle_cov.summarize's figures, or None: no point)."""
    if t is None and package:
        return "<td class=small>package: no signal</td>"
    if t is None:
        return "<td class='small warn'>no toggle point: no run of a model with this file</td>"
    waived = f", {t['waived']} waived" if t["waived"] else ""
    if t["percent"] is None:
        return f"<td class=small>every toggle point waived{waived}</td>"
    cls = "ok" if t["percent"] >= 95.0 else "warn"
    return f"<td class='num {cls}'>{t['percent']:.1f}% ({t['hit']}/{t['points']}{waived})</td>"


def _toggle_signal_rows(file: str, t: dict | None) -> list[str]:
    """Per signal of a file: the ones with a bit never toggled, and the waived ones."""
    e = html.escape
    out = []
    for s in (t or {}).get("signals", []):
        if s["missing"]:
            miss = ", ".join(s["missing"][:16]) + (" ..." if len(s["missing"]) > 16 else "")
            out.append(f"<tr><td><code>{e(file)}</code></td><td><code>{e(s['signal'])}</code></td>"
                       f"<td class='num warn'>{s['hit']}/{s['bits']}</td><td><code>{e(miss)}</code>"
                       "</td></tr>")
        if s["waived"]:
            out.append(f"<tr><td><code>{e(file)}</code></td><td><code>{e(s['signal'])}</code></td>"
                       f"<td class=num>{s['waived']} waived</td><td class=small>{e(s['reason'])}"
                       "</td></tr>")
    return out


def _coverage_html(cov: dict, base: Path, partial: str | None = None) -> str:
    e = html.escape
    o = []
    f = cov.get("functional", {})
    if f.get("percent") is not None:
        missing = f.get("missing_groups") or []
        o.append(f"<p>Functional coverage: <b>{f['percent']:.1f}%</b> over the "
                 f"{len(f.get('groups') or {})} covergroups sampled by {f.get('files', 0)} "
                 f"fcov.json files" + (f" (<b>partial</b>: {e(partial)})" if partial else "") + ".")
        if missing:
            o.append(f" <span class=bad>{len(missing)} of the {len(f.get('expected_groups', []))} "
                     f"covergroups the testplans name for this regression were not sampled: "
                     f"{e(', '.join(missing))}</span>.")
        if f.get("html"):
            o.append(f" <a href='{e(_rel(f['html'], base))}'>full report</a>")
        if f.get("text"):
            o.append(f" <a href='{e(_rel(f['text'], base))}'>text</a>")
        o.append("</p>")
    elif f.get("error"):
        o.append(f"<p class=warn>Functional coverage: {e(f['error'])}</p>")
    if f.get("groups"):
        o.append("<table><tr><th>covergroup</th><th>coverage</th></tr>" + "".join(
            f"<tr><td>{e(g)}</td><td class='num {'ok' if v >= 100 else 'warn'}'>{v:.1f}%</td></tr>"
            for g, v in sorted(f["groups"].items())) + "</table>")
    if f.get("holes_text"):
        o.append(f"<details><summary>holes ({f.get('holes_count', '?')})</summary><pre>"
                 f"{e(f['holes_text'][:20000])}</pre></details>")
    c = cov.get("code", {})
    if c.get("percent") is not None:
        tog = (f", toggle <b>{c['toggle_percent']:.1f}%</b> ({c['toggles'][0]}/{c['toggles'][1]} "
               f"signal bits not waived)" if c.get("toggle_percent") is not None else "")
        o.append(f"<p>Code coverage (Verilator, lcov): line <b>{c['percent']:.1f}%</b>{tog} "
                 f"over {c.get('files', 0)} coverage.dat files."
                 + (f" <a href='{e(_rel(c['html'], base))}'>genhtml report</a>" if c.get("html") else "")
                 + (f" <a href='{e(_rel(c['info'], base))}'>lcov .info</a>" if c.get("info") else "")
                 + "</p>")
    elif c.get("error"):
        o.append(f"<p class=warn>Code coverage: {e(c['error'])}</p>")
    if c.get("all_runs"):
        o.append(f"<p class=small>{c.get('cov_runs', 0)} of {c['all_runs']} runs collected line "
                 "and user coverage on the <code>_cov</code> flavour of their sim (the first pass "
                 "of every <code>expect: pass</code> test not tagged <code>long</code>), "
                 f"{c.get('tog_runs', 0)} collected toggle coverage on the <code>_tog</code> "
                 "flavour (the toggle pass: one run per first-pass run, id "
                 "<code>&lt;test&gt;.&lt;seed&gt;.tog</code>); reseeds, <code>long</code> and "
                 "<code>_bad</code> runs ran on the plain models for throughput "
                 "(README, \"Reading coverage\").</p>")
    if c.get("toggle_error"):
        o.append(f"<p class=warn>Toggle waivers (coverage/toggle_waivers.yaml): "
                 f"{e(c['toggle_error'])}; toggle figures are shown without waivers.</p>")
    if c.get("rtl_files"):
        rows, signals = [], []
        for r in c["rtl_files"]:
            if r["points"]:
                cls = "ok" if r["hit"] == r["points"] else "warn"
                cell = f"<td class='num {cls}'>{r['percent']:.1f}% ({r['hit']}/{r['points']})</td>"
            else:
                cell = ("<td class=small>no line point: no procedural code (package, instances, "
                        "generate and continuous assignments)</td>")
            if "toggle" in r:
                cell += _toggle_cell(r["toggle"], r.get("package", False))
                signals += _toggle_signal_rows(r["file"], r["toggle"])
            rows.append(f"<tr><td><code>{e(r['file'])}</code></td>{cell}</tr>")
        has_t = any("toggle" in r for r in c["rtl_files"])
        o.append("<details open><summary>every RTL file of rtl/ (" + str(len(rows)) + ")</summary>"
                 "<table><tr><th>file</th><th>lines</th>" + ("<th>toggle (goal 95%)</th>" if has_t
                                                            else "") + "</tr>"
                 + "".join(rows) + "</table>"
                 + ("<p class=small>Toggle: one point per bit of every signal up to 32 bits wide "
                    "(--coverage-max-width 32), counted from the first edge in reset. Wider "
                    "signals (datapath buses, multi-word register arrays, reg2hw/hw2reg) have no "
                    "toggle point: no figure here covers them.</p>" if has_t else "")
                 + "</details>")
        if signals:
            o.append("<details><summary>toggle: signals with a bit never toggled, and waived "
                     "signals (" + str(len(signals)) + ")</summary><table><tr><th>file</th>"
                     "<th>signal</th><th>toggled bits</th><th>never toggled / waiver</th></tr>"
                     + "".join(signals) + "</table></details>")
    if "runs_counted" in cov:
        o.append(f"<p class=small>Merged from the {cov['runs_counted']} passing runs of expect: pass "
                 f"tests; {cov['runs_excluded']} failing or _bad runs are not counted.</p>")
    return "\n".join(o) or "<p>No coverage data.</p>"


# ---- mutation runs (./dv mutate) ---------------------------------------------------------------

MUTATION_STATUSES = ("KILLED", "TIMEOUT", "SURVIVED", "INVALID", "UNCHANGED", "EQUIVALENT",
                     "NO_TESTS", "ERROR")


def write_mutation_junit(path: Path, results: list[dict], wall: float) -> None:
    """JUnit XML of a mutation run: one testsuite per RTL file, one testcase per mutant."""
    fails = sum(r["status"] in ("SURVIVED", "ERROR") for r in results)
    suites = ET.Element("testsuites", name="collnet mutate", tests=str(len(results)),
                        failures=str(fails), time=f"{wall:.3f}")
    by_file: dict[str, list[dict]] = {}
    for r in results:
        by_file.setdefault(r["file"], []).append(r)
    for f, rs in by_file.items():
        s = ET.SubElement(suites, "testsuite", name=f, tests=str(len(rs)),
                          failures=str(sum(r["status"] in ("SURVIVED", "ERROR") for r in rs)),
                          skipped=str(sum(r["status"] in ("INVALID", "UNCHANGED", "EQUIVALENT", "NO_TESTS")
                                          for r in rs)))
        for r in rs:
            c = ET.SubElement(s, "testcase", classname=f"mutate.{f}", name=r["id"],
                              time=f"{r.get('wall_s', 0):.3f}")
            if r["status"] in ("SURVIVED", "ERROR"):
                x = ET.SubElement(c, "failure", message=f"{r['status']}: {r['new_line'].strip()[:200]}",
                                  type=r["status"])
                x.text = r["diff"] + "\ntests run: " + ", ".join(
                    f"{t['test']}.{t['seed']}" for t in r["tests_run"]) + (f"\n{r['error']}" if r["error"] else "")
            elif r["status"] in ("INVALID", "UNCHANGED", "EQUIVALENT", "NO_TESTS"):
                ET.SubElement(c, "skipped", message=f"{r['status']}: {r.get('error') or r.get('reason') or ''}"[:300])
            else:
                o = ET.SubElement(c, "system-out")
                o.text = json.dumps(r["killed_by"])
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


MUTATION_CSS = """body{font-family:sans-serif;margin:1.5em;max-width:1200px}table{border-collapse:collapse;margin:.5em 0}
td,th{border:1px solid #ccc;padding:2px 8px;text-align:left;font-size:13px}th{background:#eee}
.ok{color:#070}.bad{color:#b00;font-weight:bold}pre{background:#f6f6f6;padding:6px;overflow-x:auto;font-size:12px}
.dim{color:#777}"""


def pct(v):
    return "-" if v is None else f"{v:.1f} %"


def write_mutation_html(path: Path, summary: dict, results: list[dict]) -> None:
    """report.html of a mutation run: score per block and file, survivors, every mutant."""
    s = summary["stats"]
    c = s["counts"]
    o = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>collnet mutation score</title>"
         f"<style>{MUTATION_CSS}</style></head><body><h1>Mutation score: {pct(c['score'])}</h1>",
         f"<p>{html.escape(summary['started'])} &middot; <code>{html.escape(summary['command'])}</code>"
         f" &middot; git {html.escape(str(summary.get('git_rev')))} &middot; {summary['wall_s']:.0f} s, "
         f"{s['mean_s_per_mutant']:.1f} s per mutant (build {s['mean_build_s']:.1f} s, tests "
         f"{s['mean_test_s']:.1f} s)"
         + (f"; judged in a schema model: {s['by_path']['schema']}, built on their own: "
            f"{s['by_path']['build']}, INVALID by lint: {s['by_path']['lint']}"
            if s.get("by_path") else "") + "</p>",
         "<p>Score = (KILLED + TIMEOUT) / (KILLED + TIMEOUT + SURVIVED). INVALID (does not lint or "
         "compile), UNCHANGED (Verilator's output is the same for every simulated configuration: "
         "code that only other parameter values reach), EQUIVALENT "
         "(regressions/mutants/equivalent.yaml) and NO_TESTS (no nightly test runs a model that "
         "includes the file) are not in the score.</p>"]
    if summary.get("doubts"):  # mutscore.doubts_of: why this run cannot vouch for its score
        o.append("<p class='bad'><b>NOT SURE: this run cannot vouch for its score:</b></p><ul>"
                 + "".join(f"<li>{html.escape(d)}</li>" for d in summary["doubts"]) + "</ul>")

    def table(title, rows):
        o.append(f"<h2>{title}</h2><table><tr><th></th><th>score</th>"
                 + "".join(f"<th>{x}</th>" for x in MUTATION_STATUSES) + "<th>total</th></tr>")
        for name, cc in rows.items():
            cls = "ok" if (cc["score"] or 0) >= 95 else "bad"
            o.append(f"<tr><td>{html.escape(name)}</td><td class='{cls}'>{pct(cc['score'])}</td>"
                     + "".join(f"<td>{cc[x]}</td>" for x in MUTATION_STATUSES) + f"<td>{cc['total']}</td></tr>")
        o.append("</table>")
    table("Per block", s["by_block"])
    table("Per RTL file", s["by_file"])
    surv = [r for r in results if r["status"] in ("SURVIVED", "ERROR")]
    o.append(f"<h2>Survivors ({len(surv)})</h2><p>Each is a change of the RTL that no test noticed: "
             "a blind checker, missing stimulus, or an equivalent mutant (then list it with its reason "
             "in <code>regressions/mutants/equivalent.yaml</code>).</p>")
    for r in surv:
        ran = ", ".join(f"{t['test']}.{t['seed']}" for t in r["tests_run"]) or "none"
        o.append(f"<h3>{html.escape(r['id'])} <span class='dim'>({r['status']}, key {r['key']})</span></h3>"
                 f"<pre>{html.escape(r['diff'])}</pre><p>tests that ran: {html.escape(ran)}"
                 + (f"<br>error: {html.escape(str(r['error']))}" if r["error"] else "") + "</p>")
    o.append("<h2>All mutants</h2><table><tr><th>mutant</th><th>result</th><th>by / reason</th>"
             "<th>change</th><th>tests</th><th>s</th></tr>")
    for r in results:
        kb = r.get("killed_by")
        by = (f"{kb['test']} seed {kb['seed']} [{kb['error_id'] or kb['status']}]" if kb
              else (r.get("reason") or r.get("error") or ""))
        cls = "bad" if r["status"] in ("SURVIVED", "ERROR") else ""
        o.append(f"<tr><td>{html.escape(r['id'])}</td><td class='{cls}'>{r['status']}</td>"
                 f"<td>{html.escape(str(by))[:200]}</td><td><code>{html.escape(r['new_line'].strip()[:120])}"
                 f"</code></td><td>{len(r['tests_run'])}</td><td>{r.get('wall_s', 0):.1f}</td></tr>")
    o.append("</table></body></html>")
    path.write_text("\n".join(o))


MUTATION_SCHEMA = """
CREATE TABLE IF NOT EXISTS mutation (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started TEXT NOT NULL, out_dir TEXT NOT NULL, files TEXT NOT NULL,
  total INTEGER NOT NULL, killed INTEGER NOT NULL, timeout INTEGER NOT NULL,
  survived INTEGER NOT NULL, invalid INTEGER NOT NULL, equivalent INTEGER NOT NULL,
  score REAL, s_per_mutant REAL, git_rev TEXT)
"""


def record_mutation_trend(db: Path, summary: dict) -> None:
    """Append a mutation run to the trend DB (table mutation, beside the nightlies)."""
    c = summary["stats"]["counts"]
    con = sqlite3.connect(db)
    try:
        con.execute(MUTATION_SCHEMA)
        con.execute("INSERT INTO mutation (started, out_dir, files, total, killed, timeout, survived, "
                    "invalid, equivalent, score, s_per_mutant, git_rev) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    (summary["started"], summary["out_dir"], ",".join(summary["files"]), c["total"],
                     c["KILLED"], c["TIMEOUT"], c["SURVIVED"], c["INVALID"], c["EQUIVALENT"],
                     c["score"], summary["stats"]["mean_s_per_mutant"], summary.get("git_rev")))
        con.commit()
    finally:
        con.close()


def mutation_history(db: Path, limit: int = 60) -> list[dict]:
    """Past mutation runs (oldest first) from the trend DB; [] when there are none."""
    if not db.exists():
        return []
    con = sqlite3.connect(db)
    try:
        con.execute(MUTATION_SCHEMA)
        rows = con.execute("SELECT started, score, total, killed, timeout, survived, out_dir FROM "
                           "mutation ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
    finally:
        con.close()
    keys = ("started", "score", "total", "killed", "timeout", "survived", "out_dir")
    return [dict(zip(keys, r)) for r in reversed(rows)]
