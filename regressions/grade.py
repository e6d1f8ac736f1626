"""`./dv grade`: which tests and seeds matter.

Reads a nightly's output (default out/nightly/latest: every passing run's fcov.json and
coverage.dat) and a mutation run's summary (default out/mutate/latest/summary.json, if any:
which (test, seed) killed which mutant), and

* ranks every (test, seed) by its unique contribution: functional coverage bins, code coverage
  points and mutants killed that no other run reaches;
* picks the smallest set of (test, seed) pairs it can find (greedy set cover: repeatedly the
  run that adds the most items not yet reached; ties go to the shorter run) reaching exactly the
  same functional bins, code points and kill set as everything together;
* writes that set as the test list of regression `graded` (default out/grade/graded.yaml: each
  entry a copy of its test with the fixed seed), which the nightly runs with
  `./dv nightly --test-list out/grade/graded.yaml --regression graded`;
* prints how much less time it takes than the full nightly (sum of run times, and the
  nightly's wall time scaled by the same ratio).

Python 3.11 stdlib + PyYAML only.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import testlist  # noqa: E402


def log(msg: str) -> None:
    print(f"grade: {msg}", file=sys.stderr, flush=True)


def _definition_key(cg: dict) -> str:
    """A short hash of a covergroup's definition: what cov_merge compares before it merges two
    groups of one type (weight; per item its name, kind, crossed items, weight, at_least; per bin
    its name, kind and definition). A parameter sweep gives one type several definitions, which
    cov_merge keeps apart as <type>~2, <type>~3, ...: their bins are different goals."""
    import hashlib
    d = [cg.get("weight", 1)]
    for it in cg.get("items", []):
        d.append([it.get("name"), it.get("kind"), it.get("crossed"), it.get("weight", 1),
                  it.get("at_least", 1),
                  [[b.get("name"), b.get("kind", "normal"), b.get("def")] for b in it.get("bins", [])]])
    return hashlib.sha1(json.dumps(d).encode()).hexdigest()[:8]


def fcov_items(path: Path) -> set[str]:
    """Functional bins covered by one fcov.json, as cov_merge counts them: normal bins (not
    illegal, ignore or default) with hits >= the item's at_least, keyed by covergroup type AND
    definition (each variant of a type is its own set of goals)."""
    try:
        db = json.loads(path.read_text())
    except (OSError, ValueError):
        return set()
    out = set()
    for cg in db.get("covergroups", []):
        key = f"{cg.get('type')}#{_definition_key(cg)}"
        for it in cg.get("items", []):
            need = max(1, int(it.get("at_least", 1) or 1))
            for b in it.get("bins", []):
                if b.get("kind", "normal") == "normal" and b.get("hits", 0) >= need:
                    out.add(f"f:{key}/{it.get('name')}/{b.get('name')}")
    return out


def code_items(path: Path) -> set[str]:
    """Verilator coverage points with a count > 0 of one coverage.dat (`C '<key>' <count>`)."""
    out = set()
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return out
    for line in text.splitlines():
        if not line.startswith("C '"):
            continue
        key, _, count = line[3:].rpartition("' ")
        try:
            if int(count) > 0:
                out.add("c:" + key)
        except ValueError:
            continue
    return out


def load_runs(nightly_dir: Path) -> tuple[dict, list[dict]]:
    data = json.loads((nightly_dir / "summary.json").read_text())
    return data["summary"], data["runs"]


def collect(nightly_dir: Path, mutate_summary: Path | None) -> tuple[dict, dict[tuple, dict]]:
    """(nightly summary, (test, seed) -> {items: set, wall_s: float, kinds: counts})."""
    summary, runs = load_runs(nightly_dir)
    pairs: dict[tuple, dict] = {}
    for r in runs:
        if not r.get("ok") or r.get("expect", "pass") != "pass":
            continue  # a failing run's coverage is not evidence; _bad tests are not regressions
        d = Path(r["log"]).parent
        if not d.is_absolute():
            d = nightly_dir / d
        if not d.exists():
            d = nightly_dir / "runs" / r["id"]
        items = fcov_items(d / "fcov.json") | code_items(d / "coverage.dat")
        e = pairs.setdefault((r["test"], r["seed"]), {"items": set(), "wall_s": r.get("wall_s", 0.0)})
        e["items"] |= items
    if mutate_summary and mutate_summary.exists():
        m = json.loads(mutate_summary.read_text())
        for mu in m.get("mutants", []):
            kb = mu.get("killed_by")
            if mu.get("status") in ("KILLED", "TIMEOUT") and kb:
                e = pairs.setdefault((kb["test"], kb["seed"]),
                                     {"items": set(), "wall_s": _wall_of(mu, kb)})
                e["items"].add(f"m:{mu['key']}")
    return summary, pairs


def _wall_of(mu: dict, kb: dict) -> float:
    for t in mu.get("tests_run", []):
        if t["test"] == kb["test"] and t["seed"] == kb["seed"]:
            return t.get("wall_s", 0.0)
    return 0.0


def greedy_cover(pairs: dict[tuple, dict]) -> list[tuple]:
    """Smallest set (greedy) of pairs whose items together equal the union of all items."""
    left = set().union(*(e["items"] for e in pairs.values())) if pairs else set()
    chosen = []
    cand = dict(pairs)
    while left:
        best = max(cand, key=lambda k: (len(cand[k]["items"] & left), -cand[k]["wall_s"],
                                        _neg_key(k)))
        gain = cand[best]["items"] & left
        if not gain:
            break
        chosen.append(best)
        left -= gain
        del cand[best]
    return chosen


def _neg_key(k):
    # deterministic tie-break: alphabetically first test, then smallest seed
    return tuple(-ord(c) for c in k[0]), -k[1]


def unique_contribution(pairs: dict[tuple, dict]) -> dict[tuple, dict]:
    """Per pair: items no other pair reaches, by kind (f functional, c code, m mutants)."""
    count: dict[str, int] = {}
    for e in pairs.values():
        for i in e["items"]:
            count[i] = count.get(i, 0) + 1
    out = {}
    for k, e in pairs.items():
        u = {"f": 0, "c": 0, "m": 0}
        tot = {"f": 0, "c": 0, "m": 0}
        for i in e["items"]:
            tot[i[0]] += 1
            if count[i] == 1:
                u[i[0]] += 1
        out[k] = {"unique": u, "total": tot}
    return out


def write_graded(path: Path, chosen: list[tuple], tests: dict[str, testlist.TestEntry],
                 missing: list[str] | None = None) -> int:
    import yaml
    entries = []
    missing = [] if missing is None else missing
    for test, seed in chosen:
        t = tests.get(test)
        if t is None:  # a test of a list not loaded now: said by the caller, never dropped silently
            missing.append(test)
            continue
        e = {"name": f"{test}__s{seed}", "sim": t.sim, "uvm_test": t.uvm_test,
             "regressions": ["graded"], "seed": int(seed), "timeout_s": t.timeout_s}
        if t.plusargs:
            e["plusargs"] = list(t.plusargs)
        e["description"] = f"graded: {test} with seed {seed}"
        entries.append(e)
    path.parent.mkdir(parents=True, exist_ok=True)
    head = ("# Regression `graded`, written by `./dv grade`: the smallest set of (test, seed) pairs\n"
            "# found that reaches the same functional bins, code points and killed mutants as the\n"
            "# graded nightly. Run: ./dv nightly --test-list <this file> --regression graded\n")
    path.write_text(head + yaml.safe_dump({"tests": entries}, sort_keys=False, width=100))
    return len(entries)


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="./dv grade",
                                 description="\n\n".join(__doc__.split("\n\n")[1:-1]),
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nightly", metavar="DIR", default=str(ROOT / "out" / "nightly" / "latest"),
                    help="nightly output folder to grade (default: out/nightly/latest)")
    ap.add_argument("--mutate", metavar="SUMMARY",
                    help="mutation summary.json (default: out/mutate/latest/summary.json if any)")
    ap.add_argument("--no-mutate", action="store_true", help="ignore mutants killed")
    ap.add_argument("--out", metavar="FILE", default=str(ROOT / "out" / "grade" / "graded.yaml"),
                    help="the graded regression (default: out/grade/graded.yaml)")
    ap.add_argument("--json", metavar="FILE", help="also write the ranking as JSON")
    ap.add_argument("--top", type=int, default=20, help="ranking lines printed (default: %(default)s)")
    return ap


def grade(nightly_dir: Path, mutate_summary: Path | None, tests: dict) -> dict:
    summary, pairs = collect(nightly_dir, mutate_summary)
    chosen = greedy_cover(pairs)
    uniq = unique_contribution(pairs)
    universe = set().union(*(e["items"] for e in pairs.values())) if pairs else set()
    reached = set().union(*(pairs[k]["items"] for k in chosen)) if chosen else set()
    full_s = sum(e["wall_s"] for e in pairs.values())
    graded_s = sum(pairs[k]["wall_s"] for k in chosen)
    ranking = sorted(pairs, key=lambda k: (-sum(uniq[k]["unique"].values()), -len(pairs[k]["items"]),
                                           k[0], k[1]))
    kinds = lambda s: {c: sum(1 for i in s if i[0] == c) for c in "fcm"}  # noqa: E731
    return {"nightly": str(nightly_dir), "nightly_wall_s": summary.get("wall_s"),
            "pairs": len(pairs), "chosen": [{"test": t, "seed": s, "wall_s": pairs[(t, s)]["wall_s"],
                                             **uniq[(t, s)]} for t, s in chosen],
            "items": kinds(universe), "reached": kinds(reached), "same": reached == universe,
            "full_run_s": full_s, "graded_run_s": graded_s,
            "speedup": (full_s / graded_s) if graded_s else None,
            "ranking": [{"test": t, "seed": s, "wall_s": pairs[(t, s)]["wall_s"], **uniq[(t, s)]}
                        for t, s in ranking]}


def main(argv: list[str], dv_args=None) -> int:
    args = parser().parse_args(argv)
    nd = Path(args.nightly)
    if not (nd / "summary.json").exists():
        log(f"no nightly in {nd} (run ./dv nightly first, or give --nightly DIR)")
        return 2
    ms = None
    if not args.no_mutate:
        ms = Path(args.mutate) if args.mutate else ROOT / "out" / "mutate" / "latest" / "summary.json"
        if not ms.exists():
            if args.mutate:
                log(f"no mutation summary {ms}")
                return 2
            ms = None
    tests_dir = getattr(dv_args, "tests_dir", None) if dv_args else None
    tests = testlist.load(tests_dir)
    g = grade(nd.resolve(), ms, tests)
    missing: list[str] = []
    n = write_graded(Path(args.out), [(c["test"], c["seed"]) for c in g["chosen"]], tests, missing)
    if missing:
        log(f"error: {len(missing)} chosen test(s) are in no test list loaded now, so the graded "
            f"list leaves them out and does NOT reach what is claimed below: "
            f"{', '.join(sorted(set(missing)))}")
        g["same"] = False
    if args.json:
        Path(args.json).write_text(json.dumps(g, indent=1))
    print(f"{'test':36} {'seed':>11} {'unique f/c/m':>14} {'total f/c/m':>18} {'s':>6}")
    for r in g["ranking"][:args.top]:
        u, t = r["unique"], r["total"]
        print(f"{r['test']:36} {r['seed']:>11} {u['f']:>4}/{u['c']}/{u['m']:<4} "
              f"{t['f']:>6}/{t['c']}/{t['m']:<5} {r['wall_s']:6.2f}")
    it, re_ = g["items"], g["reached"]
    print(f"grade: {len(g['chosen'])} of {g['pairs']} (test, seed) pairs reach "
          f"{re_['f']}/{it['f']} functional bins, {re_['c']}/{it['c']} code points, "
          f"{re_['m']}/{it['m']} killed mutants"
          + ("" if g["same"] else " (NOT the same set: see above)"))
    if g["speedup"]:
        wall = g["nightly_wall_s"]
        print(f"grade: run time {g['graded_run_s']:.1f} s instead of {g['full_run_s']:.1f} s: "
              f"{g['speedup']:.1f}x faster"
              + (f" (nightly wall {wall:.1f} s -> about {wall / g['speedup']:.1f} s)" if wall else ""))
    print(f"grade: wrote {n} tests of regression `graded` to {args.out}; run it with "
          f"./dv nightly --test-list {args.out} --regression graded")
    return 0 if g["same"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
