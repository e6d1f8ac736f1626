"""Tests of `./dv grade` (regressions/grade.py) on small fixed inputs: a hand-made nightly
folder (summary.json, per-run fcov.json and coverage.dat) and a mutation summary."""
import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from _common import FAKE_BIN, FAKE_TESTS, REGRESSIONS

import grade
import testlist


def fcov(bins_hit: list[str]) -> dict:
    names = ["b0", "b1", "b2", "b3"]
    return {"format": "collnet-fcov", "version": 1, "covergroups": [
        {"type": "fake_cg", "instance": "top", "items": [
            {"name": "cp", "kind": "coverpoint",
             "bins": [{"name": n, "kind": "normal", "hits": int(n in bins_hit)} for n in names]
             + [{"name": "bad", "kind": "illegal", "hits": 1}]}]}]}


def covdat(lines_hit: list[int]) -> str:
    out = ["# SystemC::Coverage-3"]
    for ln in (10, 11, 12):
        out.append(f"C '\x01f\x02a.sv\x01l\x02{ln}\x01page\x02v_line/top' {int(ln in lines_hit) * 3}")
    return "\n".join(out) + "\n"


# run -> (functional bins, code lines, wall s). Everything together: b0..b3, lines 10..12.
RUNS = {
    ("fake_pass", 1): (["b0", "b1"], [10], 1.0),
    ("fake_pass", 2): (["b0"], [10], 0.5),          # nothing new: never chosen
    ("fake_seeded", 4): (["b2", "b3"], [11], 2.0),
    ("fake_seeded", 5): (["b1", "b2"], [12], 1.5),  # the only run reaching line 12
    ("fake_fail_bad", 1): (["b0", "b1", "b2", "b3"], [10, 11, 12], 1.0),  # _bad: not counted
}


class Grade(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        base = Path(cls.tmp.name)
        cls.nd = base / "nightly"
        runs = []
        for (test, seed), (bins, lines, wall) in RUNS.items():
            d = cls.nd / "runs" / f"{test}.{seed}"
            d.mkdir(parents=True)
            (d / "fcov.json").write_text(json.dumps(fcov(bins)))
            (d / "coverage.dat").write_text(covdat(lines))
            bad = test.endswith("_bad")
            runs.append({"id": f"{test}.{seed}", "test": test, "seed": seed, "ok": True,
                         "expect": "fail" if bad else "pass", "wall_s": wall,
                         "log": str(d / "sim.log")})
        (cls.nd / "summary.json").write_text(json.dumps({"summary": {"wall_s": 3.0}, "runs": runs}))
        # mutant k1 killed by fake_pass seed 2 only: that run becomes necessary
        cls.ms = base / "mutate.json"
        cls.ms.write_text(json.dumps({"mutants": [
            {"key": "k1", "status": "KILLED", "killed_by": {"test": "fake_pass", "seed": 2},
             "tests_run": [{"test": "fake_pass", "seed": 2, "wall_s": 0.5}]},
            {"key": "k2", "status": "SURVIVED", "killed_by": None, "tests_run": []}]}))
        cls.tests = testlist.load(FAKE_TESTS)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_items_ignore_illegal_bins_and_zero_counts(self):
        d = self.nd / "runs" / "fake_pass.1"
        self.assertEqual({i.split("/", 1)[1] for i in grade.fcov_items(d / "fcov.json")},
                         {"cp/b0", "cp/b1"})
        self.assertEqual(len(grade.code_items(d / "coverage.dat")), 1)

    def test_cover_without_mutants(self):
        g = grade.grade(self.nd, None, self.tests)
        chosen = [(c["test"], c["seed"]) for c in g["chosen"]]
        # seeded.5 is the only run with line 12; then seeded.4 adds b3 and line 11; pass.1 adds
        # b0 and line 10; pass.2 adds nothing
        self.assertEqual(sorted(chosen), [("fake_pass", 1), ("fake_seeded", 4), ("fake_seeded", 5)])
        self.assertTrue(g["same"])
        self.assertEqual(g["items"], {"f": 4, "c": 3, "m": 0})
        self.assertEqual(g["pairs"], 4)  # the _bad run is not a candidate
        self.assertAlmostEqual(g["full_run_s"], 5.0)
        self.assertAlmostEqual(g["graded_run_s"], 4.5)
        top, second = g["ranking"][0], g["ranking"][1]
        self.assertEqual((top["test"], top["seed"]), ("fake_seeded", 4))  # b3 and line 11
        self.assertEqual(top["unique"], {"f": 1, "c": 1, "m": 0})
        self.assertEqual((second["test"], second["seed"]), ("fake_seeded", 5))  # line 12
        self.assertEqual(second["unique"], {"f": 0, "c": 1, "m": 0})

    def test_cover_with_mutants(self):
        g = grade.grade(self.nd, self.ms, self.tests)
        chosen = sorted((c["test"], c["seed"]) for c in g["chosen"])
        self.assertIn(("fake_pass", 2), chosen)  # the only killer of k1
        self.assertEqual(g["items"]["m"], 1)
        self.assertTrue(g["same"])
        # pass.2 (b0, line 10, k1) makes pass.1 unnecessary: seeded.5 has b1
        self.assertEqual(chosen, [("fake_pass", 2), ("fake_seeded", 4), ("fake_seeded", 5)])

    def test_graded_yaml_loads_and_runs(self):
        out = Path(self.tmp.name) / "graded.yaml"
        r = subprocess.run([sys.executable, str(REGRESSIONS / "dv.py"), "grade", "--no-build",
                            "--tests-dir", str(FAKE_TESTS), "--nightly", str(self.nd),
                            "--mutate", str(self.ms), "--out", str(out)],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr + r.stdout)
        self.assertIn("3 of 4 (test, seed) pairs", r.stdout)
        self.assertIn("run time 4.0 s instead of 5.0 s", r.stdout)
        tests = testlist.load(files=sorted(FAKE_TESTS.glob("*.yaml")) + [out])
        graded = testlist.select(tests, "graded")
        self.assertEqual(sorted((t.uvm_test, t.seed) for t in graded),
                         [("fake_pass", 2), ("fake_seeded", 4), ("fake_seeded", 5)])


class GradedRegressionReachesWhatGradeSays(unittest.TestCase):
    """`./dv grade`'s claim checked by running it: the graded regression's merged functional
    coverage must be the graded nightly's. Two definitions of one covergroup type (a parameter
    sweep: +cg_bins=4 and +cg_bins=6, merged by cov_merge as fake_cg and fake_cg~2) share bin
    names; keyed by type alone, the 6-bin runs seemed to cover the 4-bin variant too and the
    graded list left it out altogether (as fifo_cg~3/~4 were)."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.base = Path(self.tmp.name)
        lst = self.base / "lists"
        lst.mkdir()
        entries = [f"  - {{name: a{i}, sim: sim_fake, uvm_test: fake_pass, regressions: [nightly],"
                   f" seed: {i}}}" for i in range(4)]
        entries += [f"  - {{name: b{i}, sim: sim_fake, uvm_test: fake_pass, regressions: [nightly],"
                    f" seed: {i}, plusargs: [+cg_bins=6]}}" for i in range(6)]
        (lst / "sweep.yaml").write_text("tests:\n" + "\n".join(entries) + "\n")
        self.opts = ["--no-build", "--bin-dir", str(FAKE_BIN), "--tests-dir", str(lst)]

    def tearDown(self):
        self.tmp.cleanup()

    def dv(self, *args):
        return subprocess.run([sys.executable, str(REGRESSIONS / "dv.py"), *args], capture_output=True,
                              text=True)

    def coverage(self, out):
        s = json.loads((out / "summary.json").read_text())
        return s["summary"]["func_cov"], s["coverage"]["functional"].get("groups")

    @unittest.skipUnless(os.environ.get("COLLNET_COV_MERGE"), "needs cov_merge (CTest sets it)")
    def test_graded_list_gives_the_coverage_grade_claims(self):
        full, graded = self.base / "full", self.base / "graded"
        db = str(self.base / "trends.sqlite")
        p = self.dv("nightly", *self.opts, "--out", str(full), "--trends-db", db, "-q")
        self.assertEqual(p.returncode, 0, p.stderr)
        gl = self.base / "graded.yaml"
        p = self.dv("grade", *self.opts, "--nightly", str(full), "--no-mutate", "--out", str(gl))
        self.assertEqual(p.returncode, 0, p.stderr + p.stdout)
        self.assertIn("10/10 functional bins", p.stdout)
        p = self.dv("nightly", *self.opts, "--test-list", str(gl), "--regression", "graded",
                    "--out", str(graded), "--trends-db", db, "-q")
        self.assertEqual(p.returncode, 0, p.stderr)
        pct, groups = self.coverage(full)
        self.assertEqual(pct, 100.0)
        self.assertEqual(set(groups), {"fake_cg", "fake_cg~2"})
        self.assertEqual(self.coverage(graded), (pct, groups))

    def test_variants_are_separate_goals(self):
        d = self.base / "runs"
        d.mkdir()
        a = fcov(["b0", "b1", "b2", "b3"])
        b = fcov(["b0", "b1", "b2", "b3"])
        b["covergroups"][0]["items"][0]["bins"].append({"name": "b4", "kind": "normal", "hits": 1})
        (d / "a.json").write_text(json.dumps(a))
        (d / "b.json").write_text(json.dumps(b))
        ia, ib = grade.fcov_items(d / "a.json"), grade.fcov_items(d / "b.json")
        self.assertEqual((len(ia), len(ib)), (4, 5))
        self.assertFalse(ia & ib)  # the same bin names, but other goals
        # default bins and hits below at_least do not count (cov_merge does not count them)
        c = fcov(["b0", "b1"])
        c["covergroups"][0]["items"][0]["at_least"] = 2
        c["covergroups"][0]["items"][0]["bins"].append({"name": "d", "kind": "default", "hits": 5})
        (d / "c.json").write_text(json.dumps(c))
        self.assertEqual(grade.fcov_items(d / "c.json"), set())

    def test_help_is_whole(self):
        p = self.dv("grade", "--help")
        self.assertEqual(p.returncode, 0)
        self.assertIn("scaled by the same ratio).", p.stdout)
        self.assertNotRegex(p.stdout, r"mutant\), and\n\noptions")


if __name__ == "__main__":
    unittest.main()
