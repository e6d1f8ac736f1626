#!/usr/bin/python3
"""CTest tool.mutate_smoke: `./dv mutate` on five real mutants of rtl/common/cc_fifo.sv, run
against sim_fifo_d4 only (seconds, not the full mutate run), twice: with mutant schemata (the
default: one build holds every mutant behind +mutant=N) and with --no-schema (each mutant built
on its own). Both must give every mutant the same outcome. A third run (confirm_survivors, on
sim_fifo_d1) checks that a schema survivor is judged again by its own build.

    mutate_smoke.py BUILD_DIR OUT_DIR

The mutants are picked by their mutated line (not by line number), and each has a known fate:
  cnt_d = cnt_q - 1'b1;    the level counts down on a push: KILLED by the FIFO tests
  cnt_d = cnt_q + 1'b1;    the level counts up on a pop: KILLED
  assign valid_o = ~empty; the fall-through term dropped: sim_fifo_d4 has FallThrough = 0, so
                           Verilator's output for it is unchanged: UNCHANGED (not built, not run)
  cnt_d = cnt_q + 1'b0;    a width mismatch Verilator's -Wall rejects: INVALID
  assign bypass  = FallThrough && empty && ready_i;
                           listed in regressions/mutants/equivalent.yaml: EQUIVALENT (not run)
Checks the outcomes, that the killing run is recorded with its test, seed and error id, that
the summary counts add up, and that the user's build was not written. A fourth run
(baseline_fails) gives mutate a test that fails on the unmutated RTL: it must end with the loud
NOT SURE block and exit status 4, and keep its scratch inside its --out folder.
"""
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REGRESSIONS = HERE.parent
ROOT = REGRESSIONS.parent
sys.path.insert(0, str(REGRESSIONS))

import mutgen  # noqa: E402

WANT = {"cnt_d = cnt_q - 1'b1;": "KILLED", "cnt_d = cnt_q + 1'b1;": "KILLED",
        "assign valid_o = ~empty;": "UNCHANGED",
        "cnt_d = cnt_q + 1'b0;": "INVALID",
        "assign bypass  = FallThrough && empty && ready_i;": "EQUIVALENT"}


def fail(msg: str) -> None:
    print(f"mutate_smoke: FAIL: {msg}", file=sys.stderr)
    sys.exit(1)


def main() -> int:
    build_dir, out_root = Path(sys.argv[1]), Path(sys.argv[2])
    schema = run(build_dir, out_root / "schema", [])
    build = run(build_dir, out_root / "build", ["--no-schema"])
    for key, m in schema.items():
        if build[key]["status"] != m["status"]:
            fail(f"{m['new_line'].strip()}: {m['status']} with schemata, {build[key]['status']} "
                 "built on its own")
    killed = [m for m in schema.values() if m["status"] == "KILLED"]
    if not all(m["path"] == "schema" for m in killed):
        fail(f"a KILLED mutant was not judged in the schema model: {[m['path'] for m in killed]}")
    if not all(m.get("path") in ("build", None) for m in build.values()
               if m["status"] != "EQUIVALENT"):
        fail("--no-schema judged a mutant without building it")
    inv = next(m for m in schema.values() if m["status"] == "INVALID")
    if inv["path"] != "lint":
        fail(f"the INVALID mutant was not found by its own lint: {inv['path']}")
    confirm_survivors(build_dir, out_root / "confirm")
    baseline_fails(build_dir, out_root / "baseline_bad")
    print("mutate_smoke: OK", flush=True)
    return 0


def confirm_survivors(build_dir: Path, out: Path) -> None:
    """Every mutant of `assign valid_o = full_q | (FallThrough & valid_i);` (the Depth-1 branch)
    in one schema of sim_fifo_d1: the stuck and inverted ones are KILLED; the two that drop a
    fall-through term keep their selects in the chain of the generated code, yet with
    FallThrough = 0 they change nothing: each survives in the schema, and its own build must
    then find it UNCHANGED."""
    muts = [m for m in mutgen.mutants_of_file(ROOT / "rtl/common/cc_fifo.sv", ROOT)
            if m.orig_line.strip() == "assign valid_o = full_q | (FallThrough & valid_i);"]
    unchanged = {"assign valid_o = full_q;", "assign valid_o = full_q | (FallThrough);"}
    if len(muts) < 4 or not unchanged <= {m.new_line.strip() for m in muts}:
        fail(f"generator no longer produces the valid_o mutants: {[m.new_line for m in muts]}")
    if out.exists():
        import shutil
        shutil.rmtree(out)
    cmd = [sys.executable, str(REGRESSIONS / "dv.py"), "mutate", "--no-build",
           "--preset", build_dir.name, "--files", "rtl/common/cc_fifo.sv",
           "--ids", ",".join(m.key for m in muts), "--sims", "sim_fifo_d1", "--max-seeds", "1",
           "--out", str(out), "--no-trends"]
    print(" ".join(cmd), flush=True)
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    sys.stderr.write(r.stderr)
    if r.returncode != 0:
        fail(f"./dv mutate exited {r.returncode}")
    by_key = {m["key"]: m for m in json.loads((out / "summary.json").read_text())["mutants"]}
    for m in muts:
        got = by_key[m.key]
        want = "UNCHANGED" if m.new_line.strip() in unchanged else "KILLED"
        if got["status"] != want:
            fail(f"{m.new_line.strip()}: {got['status']} (expected {want})")
        if want == "UNCHANGED" and got.get("schema_verdict") != "SURVIVED":
            fail(f"{m.new_line.strip()}: not a schema survivor judged by its own build")


def baseline_fails(build_dir: Path, out: Path) -> None:
    """A run whose only test fails on the unmutated RTL cannot judge any mutant: it must say so
    loudly (the NOT SURE block, `doubts` in summary.json) and exit with mutscore.EXIT_BASELINE,
    not report a quiet score."""
    import shutil
    if out.exists():
        shutil.rmtree(out)
    lists = out / "tests"
    lists.mkdir(parents=True)
    (lists / "doomed.yaml").write_text(
        "tests:\n  - name: fifo_doomed\n    sim: sim_fifo_d4\n    uvm_test: no_such_uvm_test\n"
        "    regressions: [nightly]\n    timeout_s: 60\n")
    key = next(m.key for m in mutgen.mutants_of_file(ROOT / "rtl/common/cc_fifo.sv", ROOT)
               if m.new_line.strip() == "cnt_d = cnt_q - 1'b1;")
    cmd = [sys.executable, str(REGRESSIONS / "dv.py"), "mutate", "--no-build",
           "--preset", build_dir.name, "--tests-dir", str(lists), "--files", "rtl/common/cc_fifo.sv",
           "--ids", key, "--sims", "sim_fifo_d4", "--max-seeds", "1", "--out", str(out / "run"),
           "--no-trends"]
    print(" ".join(cmd), flush=True)
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    sys.stderr.write(r.stderr)
    if r.returncode != 4:
        fail(f"a run whose baseline fails exited {r.returncode} (expected 4)")
    if "NOT SURE" not in r.stderr or "fifo_doomed.1" not in r.stderr:
        fail("a run whose baseline fails did not say so loudly (NOT SURE, naming the run)")
    doubts = json.loads((out / "run" / "summary.json").read_text())["summary"].get("doubts")
    if not doubts:
        fail("summary.json of a run whose baseline fails has no doubts")
    if (out / "scratch").exists():
        fail("--out DIR put scratch builds beside DIR (they belong in DIR/scratch)")


def run(build_dir: Path, out: Path, extra: list[str]) -> dict:
    muts = mutgen.mutants_of_file(ROOT / "rtl/common/cc_fifo.sv", ROOT)
    keys = {}
    for m in muts:
        line = m.new_line.strip()
        if line in WANT and line not in keys:
            keys[line] = m.key
    if set(keys) != set(WANT):
        fail(f"generator no longer produces {sorted(set(WANT) - set(keys))}")
    sim = build_dir / "bin" / "sim_fifo_d4"
    before = sim.stat().st_mtime_ns
    cmd = [sys.executable, str(REGRESSIONS / "dv.py"), "mutate", "--no-build",
           "--preset", build_dir.name, "--files", "rtl/common/cc_fifo.sv",
           "--ids", ",".join(keys.values()), "--sims", "sim_fifo_d4",
           "--tests", "fifo_smoke,fifo_random,fifo_full_empty", "--max-seeds", "1",
           "--out", str(out), "--no-trends", *extra]
    print(" ".join(cmd), flush=True)
    if out.exists():
        import shutil
        shutil.rmtree(out)
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    sys.stdout.write(r.stdout)
    sys.stderr.write(r.stderr)
    if r.returncode != 0:
        fail(f"./dv mutate exited {r.returncode}")
    data = json.loads((out / "summary.json").read_text())
    by_key = {m["key"]: m for m in data["mutants"]}
    for line, key in keys.items():
        m = by_key.get(key)
        if m is None:
            fail(f"mutant {key} ({line}) not in the summary")
        if m["status"] != WANT[line]:
            fail(f"{line}: {m['status']} (expected {WANT[line]}); error: {m.get('error')}")
    k = by_key[keys["cnt_d = cnt_q - 1'b1;"]]["killed_by"]
    if not k or not k.get("test") or k.get("seed") is None or not k.get("error_id"):
        fail(f"the KILLED mutant has no test/seed/error id: {k}")
    for line in ("assign valid_o = ~empty;", "assign bypass  = FallThrough && empty && ready_i;"):
        if by_key[keys[line]]["tests_run"]:
            fail(f"{line}: {WANT[line]} but tests ran: {by_key[keys[line]]['tests_run']}")
    c = data["summary"]["stats"]["counts"]
    if sum(c[x] for x in ("KILLED", "TIMEOUT", "SURVIVED", "INVALID", "UNCHANGED", "EQUIVALENT", "NO_TESTS",
                          "ERROR")) != c["total"] or c["total"] != len(WANT):
        fail(f"counts do not add up: {c}")
    if abs(c["score"] - 100.0) > 1e-9:
        fail(f"score {c['score']} (expected 2 killed of 2 scored = 100 %)")
    for f in ("results.xml", "report.html"):
        if not (out / f).exists():
            fail(f"no {f}")
    page = (out / "report.html").read_text()
    if "Mutation score: 100.0 %" not in page or "UNCHANGED" not in page:
        fail("report.html does not show the score and the outcomes")
    if sim.stat().st_mtime_ns != before:
        fail("the user's sim_fifo_d4 was rewritten")
    # progress: what it is on (baseline, model builds, mutant), counts and an ETA per mutant
    want = ["mutate: baseline: every planned test run on the unmutated sims first",
            "[1/", ", ETA "]
    want.append("building model Vsim_fifo_d4 (1 of 1)" if extra else
                "schema: building the schema model Vsim_fifo_d4 (1 of 1")
    missing = [w for w in want if w not in r.stderr]
    if missing:
        fail(f"no progress line with {missing}")
    if not extra:
        sch = data["summary"]["schema"].get("rtl/common/cc_fifo.sv", {})
        if sch.get("placed", 0) < 2 or sch.get("models") != ["Vsim_fifo_d4"]:
            fail(f"no schema model of cc_fifo.sv with the valid mutants: {sch}")
    return by_key


if __name__ == "__main__":
    sys.exit(main())
