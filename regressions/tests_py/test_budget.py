"""Tests of `./dv nightly --budget` (a night that fills its time) on the fake sim."""
import json
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

from _common import FAKE_BIN, FAKE_TESTS, REGRESSIONS

import nightly

DV = [sys.executable, str(REGRESSIONS / "dv.py"), "nightly", "--no-build", "--bin-dir",
      str(FAKE_BIN), "--tests-dir", str(FAKE_TESTS)]


class Budget(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        base = Path(cls.tmp.name)
        cls.out = base / "b"
        t0 = time.monotonic()
        cls.proc = subprocess.run([*DV, "--budget", "30s", "--jobs", "2", "--master-seed", "5",
                                   "--out", str(cls.out), "--trends-db", str(base / "t.sqlite")],
                                  capture_output=True, text=True)
        cls.elapsed = time.monotonic() - t0
        cls.data = json.loads((cls.out / "summary.json").read_text())
        cls.plain = subprocess.run([*DV, "--out", str(base / "p"), "--no-trends", "--max-waves", "0"],
                                   capture_output=True, text=True)
        cls.plain_data = json.loads((base / "p" / "summary.json").read_text())

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_durations(self):
        self.assertEqual(nightly.parse_duration("30m"), 1800)
        self.assertEqual(nightly.parse_duration("1h30m"), 5400)
        self.assertEqual(nightly.parse_duration("600"), 600)
        self.assertEqual(nightly.parse_duration("45s"), 45)
        with self.assertRaises(ValueError):
            nightly.parse_duration("ten minutes")

    def test_eta_is_the_budget_left(self):
        # the ETA of a budget night was always 0 (the runs fill the time: done == total)
        prog = nightly.Progress(4, 1, True)
        prog.done = prog.total = 4
        prog.deadline = nightly.time.monotonic() + 125
        self.assertRegex(prog.eta(), r"^2m0[45]s \(budget left\)$")
        eta = [l for l in self.proc.stderr.splitlines() if "ETA" in l]
        self.assertTrue(eta and all(l.endswith("(budget left)") for l in eta), eta[:3])
        self.assertNotIn("ETA 0m00s (budget left)", eta[0])

    def test_stays_within_the_budget(self):
        self.assertLessEqual(self.elapsed, 30 + 60, self.proc.stderr[-2000:])
        self.assertLessEqual(self.data["summary"]["budget"]["runs_end_s"], 30)

    def test_first_pass_then_reseeds(self):
        b = self.data["summary"]["budget"]
        self.assertEqual(b["not_started_first"], 0)
        first = [r for r in self.data["runs"] if r.get("phase") == "first"]
        reseeds = [r for r in self.data["runs"] if r.get("phase") == "reseed"]
        self.assertEqual(len(first), b["first_pass"])
        self.assertGreater(len(reseeds), 10)
        self.assertEqual(len(reseeds), b["reseeds"])
        # only reseedable tests: expect pass and no fixed seed
        self.assertFalse({r["test"] for r in reseeds} & {"fake_fail_bad", "fake_crash"})
        # fake_seeded fails on every third seed: after the first pass it is weighted up
        self.assertIn("fake_seeded", b["failed_recently"])
        for r in reseeds:
            if r["test"] == "fake_seeded":
                self.assertIn("failed", r["reasons"])

    def test_long_tests_only_with_a_budget(self):
        self.assertIn("fake_long", {r["test"] for r in self.data["runs"]})
        self.assertNotIn("fake_long", {r["test"] for r in self.plain_data["runs"]})
        self.assertNotIn("budget", self.plain_data["summary"])

    def test_report_has_budget_and_grading(self):
        html = (self.out / "report.html").read_text()
        self.assertIn("<b>Budget 0.5 min</b>", html)
        self.assertIn("<h2>Test grading</h2>", html)
        self.assertIn("<h2>Mutation score</h2>", html)


if __name__ == "__main__":
    unittest.main()
