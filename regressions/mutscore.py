"""The score of a `./dv mutate` run: counts per file and block, and whether the run can vouch
for its score (the doubts, the exit status and the loud NOT SURE block).

Python 3.11 stdlib only.
"""

from __future__ import annotations

import sys

import report

STATUSES = report.MUTATION_STATUSES


def block_of(rel_file: str) -> str:
    parts = rel_file.split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else parts[0]


def score_of(counts: dict) -> float | None:
    det = counts.get("KILLED", 0) + counts.get("TIMEOUT", 0)
    den = det + counts.get("SURVIVED", 0)
    return 100.0 * det / den if den else None


#: Exit status of a run that cannot be sure of its score (the first that applies).
EXIT_SCHEMA_BROKEN = 3  # a schema model fails the unmutated design (+mutant=0)
EXIT_BASELINE = 4       # planned runs fail on the unmutated RTL (left out of the score)
EXIT_UNSURE = 1         # mutants ended in ERROR, or nothing was tested


def doubts_of(counts: dict, baseline_failed: list[str], broken: str | None) -> list[str]:
    """Why a run cannot be sure of its score (empty: it can). `counts`: summarise()["counts"]."""
    out = []
    if broken:
        out.append(f"a schema model fails the unmutated design (+mutant=0), the run stopped: {broken}")
    if baseline_failed:
        out.append(f"{len(baseline_failed)} planned test run(s) fail on the unmutated RTL and were "
                   f"left out of every mutant's tests: " + "; ".join(baseline_failed[:5])
                   + (" ..." if len(baseline_failed) > 5 else ""))
    judged = counts.get("total", 0) - counts.get("EQUIVALENT", 0)
    err = counts.get("ERROR", 0)
    if err and err == judged:
        out.append(f"every mutant ({err}) ended in ERROR: none was judged (see each mutant's "
                   "result.json and build.log)")
    elif err:
        out.append(f"{err} of {judged} mutants ended in ERROR (not judged, not in the score)")
    no_tests = counts.get("NO_TESTS", 0)
    if judged and no_tests == judged:
        out.append(f"every mutant ({no_tests}) is NO_TESTS: no planned test runs a model of the files")
    return out


def exit_status(doubts_broken: bool, baseline_failed: list[str], doubts: list[str]) -> int:
    if doubts_broken:
        return EXIT_SCHEMA_BROKEN
    if baseline_failed:
        return EXIT_BASELINE
    return EXIT_UNSURE if doubts else 0


def shout(doubts: list[str]) -> None:
    """The loud end of a run that cannot be sure (stderr, impossible to miss in a log)."""
    bar = "mutate: " + "!" * 78
    lines = [bar, "mutate: NOT SURE: this mutation run cannot vouch for its score:"]
    lines += [f"mutate:   - {d}" for d in doubts]
    lines += ["mutate: the exit status is non-zero; do not record this score as a result.", bar]
    sys.stderr.write("\n".join(lines) + "\n")
    sys.stderr.flush()


def summarise(results: list[dict]) -> dict:
    def count(rs):
        c = {s: 0 for s in STATUSES}
        for r in rs:
            c[r["status"]] += 1
        c["total"] = len(rs)
        c["score"] = score_of(c)
        return c
    by_file, by_block = {}, {}
    for r in results:
        by_file.setdefault(r["file"], []).append(r)
        by_block.setdefault(block_of(r["file"]), []).append(r)
    built = [r for r in results if r["status"] in ("KILLED", "TIMEOUT", "SURVIVED")]
    return {"counts": count(results), "by_file": {f: count(rs) for f, rs in sorted(by_file.items())},
            "by_block": {b: count(rs) for b, rs in sorted(by_block.items())},
            "mean_s_per_mutant": (sum(r["wall_s"] for r in results if r["status"] != "EQUIVALENT")
                                  / max(1, sum(r["status"] != "EQUIVALENT" for r in results))),
            "mean_build_s": sum(r.get("build_s", 0) for r in built) / max(1, len(built)),
            "mean_test_s": sum(r.get("test_s", 0) for r in built) / max(1, len(built)),
            # how each mutant was judged: schema (a run-time select in a shared model), build
            # (its own build), lint (INVALID on its own before any build)
            "by_path": {p: sum(r.get("path") == p for r in results)
                        for p in ("schema", "build", "lint")},
            "mean_s_per_mutant_by_path": {
                p: (sum(r["wall_s"] for r in results if r.get("path") == p)
                    / max(1, sum(r.get("path") == p for r in results)))
                for p in ("schema", "build")}}
