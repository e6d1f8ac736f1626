"""Tests of `./dv nightly` (regressions/nightly.py and its report, waves, testplan and trend
parts), run end to end on the fake sim of regressions/tests_fake/."""
import json
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import unittest
import xml.etree.ElementTree as ET
from pathlib import Path

from _common import FAKE_BIN, FAKE_TESTS, REGRESSIONS

import budget
import report
import testplan
import waves

DV = [sys.executable, str(REGRESSIONS / "dv.py")]
FAKE_OPTS = ["--no-build", "--bin-dir", str(FAKE_BIN), "--tests-dir", str(FAKE_TESTS)]


def nightly(out, *args, tests_dir=None, **kw):
    """./dv nightly on the fake sim into out (trend DB next to it)."""
    opts = list(FAKE_OPTS)
    if tests_dir:
        opts[-1] = str(tests_dir)
    return subprocess.run([*DV, "nightly", *opts, "--out", str(out), "--trends-db",
                           str(Path(out).parent / "trends.sqlite"), *args],
                          capture_output=True, text=True, **kw)


class NightlyEndToEnd(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.base = Path(cls.tmp.name)
        cls.out = cls.base / "n1"
        cls.p = nightly(cls.out, "--master-seed", "12345", "--jobs", "2")
        cls.s = json.loads((cls.out / "summary.json").read_text())

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_exit_status_and_counts(self):
        self.assertEqual(self.p.returncode, 1, self.p.stderr)  # fake list has failing tests
        s = self.s["summary"]
        # fake.yaml nightly: pass x3, seeded x6, fail_bad x1, hang x1, crash x1 (fixed seed)
        self.assertEqual((s["planned"], s["runs"]), (12, 12))
        runs = self.s["runs"]
        seeded_fails = sum(1 for r in runs if r["test"] == "fake_seeded" and r["seed"] % 3 == 0)
        self.assertEqual(s["failed"], 2 + seeded_fails)  # hang + crash + seeded failures
        self.assertEqual(s["master_seed"], 12345)

    def test_seeds_unique_and_recorded(self):
        seeds = [r["seed"] for r in self.s["runs"] if r["test"] != "fake_crash"]
        self.assertEqual(len(seeds), len(set(seeds)))
        self.assertEqual([r["seed"] for r in self.s["runs"] if r["test"] == "fake_crash"], [5])
        for r in self.s["runs"]:
            self.assertIn(f"+seed={r['seed']}", (Path(r["log"]).parent / "cmd.txt").read_text())

    def test_hang_crash_and_bad_judged(self):
        by = {r["test"]: r for r in self.s["runs"]}
        self.assertEqual((by["fake_hang"]["status"], by["fake_hang"]["signature"]), ("timeout", "timeout"))
        self.assertEqual(by["fake_crash"]["signature"], "crash SIGSEGV")
        self.assertTrue(by["fake_fail_bad"]["ok"])  # expected failure with FAKE_SB

    def test_buckets_and_repro(self):
        sigs = {b["signature"]: b for b in self.s["buckets"]}
        self.assertIn("timeout", sigs)
        self.assertIn("crash SIGSEGV", sigs)
        self.assertEqual(sigs["crash SIGSEGV"]["first_repro"].split(" --bin-dir")[0],
                         "./dv run fake_crash --seed 5")
        fails = [r for r in self.s["runs"] if not r["ok"]]
        self.assertEqual(sum(b["count"] for b in self.s["buckets"]), len(fails))
        for r in fails:
            self.assertIn(f"./dv run {r['test']} --seed {r['seed']}", self.p.stderr)

    def test_junit(self):
        root = ET.parse(self.out / "results.xml").getroot()
        cases = root.findall(".//testcase")
        self.assertEqual(len(cases), 12)
        failed = [c for c in cases if c.find("failure") is not None]
        self.assertEqual(len(failed), self.s["summary"]["failed"])
        self.assertIn("repro: ./dv run", failed[0].find("failure").text)

    def test_html_self_contained(self):
        h = (self.out / "report.html").read_text()
        self.assertIn("./dv run fake_crash --seed 5", h)
        self.assertIn("crash SIGSEGV", h)
        self.assertNotRegex(h, r"<(script|link)[^>]+(src|href)=['\"]?https?:")
        self.assertIn("Testplan", h)

    def test_waves_rerun_for_crash_with_gtkw(self):
        r = next(r for r in self.s["runs"] if r["test"] == "fake_crash")
        self.assertTrue(r["waves"], r.get("waves_attempt"))
        self.assertTrue(Path(r["waves"]["fst"]).exists())
        self.assertTrue(Path(r["waves"]["gtkw"]).read_text().startswith("[dumpfile]"))
        cmd = (Path(r["waves"]["fst"]).parent / "cmd.txt").read_text()
        self.assertIn("+waves", cmd)
        self.assertIn("+trace_start=", cmd)
        hang = next(r for r in self.s["runs"] if r["test"] == "fake_hang")
        self.assertFalse(hang.get("waves"))  # hangs are not rerun

    def test_coverage_counts_only_passing_runs(self):
        good = [r for r in self.s["runs"] if r["ok"] and r["expect"] == "pass"]
        self.assertEqual(self.s["coverage"]["runs_counted"], len(good))
        self.assertEqual(self.s["coverage"]["code"]["files"], len(good))

    def test_trends_recorded(self):
        con = sqlite3.connect(self.base / "trends.sqlite")
        rows = con.execute("SELECT runs, passed FROM nightly").fetchall()
        con.close()
        self.assertIn((12, 12 - self.s["summary"]["failed"]), rows)


class NightlyOptions(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.base = Path(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def test_regression_tests_fixed_seed_multiplier(self):
        p = nightly(self.base / "a", "--regression", "smoke", "--fixed-seed", "3")
        self.assertEqual(p.returncode, 0, p.stderr)
        s = json.loads((self.base / "a" / "summary.json").read_text())
        self.assertEqual(sorted((r["test"], r["seed"]) for r in s["runs"]),
                         [("fake_fail_bad", 3), ("fake_pass", 3)])
        p = nightly(self.base / "b", "--tests", "fake_pass,fake_see*", "--reseed-multiplier",
                    "2", "--max-waves", "0")
        s = json.loads((self.base / "b" / "summary.json").read_text())
        tests = [r["test"] for r in s["runs"]]
        self.assertEqual((tests.count("fake_pass"), tests.count("fake_seeded")), (6, 12))

    def test_same_master_seed_same_seeds(self):
        for d in ("x", "y"):
            nightly(self.base / d, "--tests", "fake_pass", "--master-seed", "99")
        sx, sy = (json.loads((self.base / d / "summary.json").read_text()) for d in ("x", "y"))
        self.assertEqual([r["seed"] for r in sx["runs"]], [r["seed"] for r in sy["runs"]])

    def test_subset_is_partial_not_a_night(self):
        # a --tests subset: said partial; recorded in the trend DB but not plotted; its failures
        # do not weight the next budget night's reseeds
        sub, full = self.base / "2026-01-02T000000", self.base / "2026-01-01T000000"
        p = nightly(sub, "--tests", "fake_seeded", "--fixed-seed", "3", "--max-waves", "0")
        self.assertEqual(p.returncode, 1, p.stderr)
        self.assertIn("PARTIAL (--tests fake_seeded: 1 of the 5 tests", p.stderr)
        s = json.loads((sub / "summary.json").read_text())["summary"]
        self.assertIn("--tests fake_seeded", s["partial"])
        html = (sub / "report.html").read_text()
        self.assertIn("<b>Partial</b>", html)
        # the coverage line says over what it is, and which expected covergroups are missing
        cov = report._coverage_html({"functional": {
            "percent": 100.0, "files": 3, "groups": {"fifo_cg": 100.0},
            "expected_groups": ["arb_cg", "fifo_cg"], "missing_groups": ["arb_cg"]}},
            sub, s["partial"])
        self.assertIn("<b>100.0%</b> over the 1 covergroups sampled by 3 fcov.json files "
                      "(<b>partial</b>: --tests fake_seeded", cov)
        self.assertIn("1 of the 2 covergroups the testplans name for this regression were not "
                      "sampled: arb_cg", cov)
        con = sqlite3.connect(self.base / "trends.sqlite")
        rows = con.execute("SELECT partial FROM nightly").fetchall()
        con.close()
        self.assertEqual(len(rows), 1)
        self.assertIn("--tests", rows[0][0])
        self.assertEqual(report.record_trend(self.base / "trends.sqlite", {**s, "partial": None,
                                                                             "started": "x"})[0]["started"], "x")
        self.assertEqual(budget.recent_failures(self.base, None), set())
        p = nightly(full, "--fixed-seed", "3", "--max-waves", "0")
        s = json.loads((full / "summary.json").read_text())["summary"]
        self.assertIsNone(s["partial"])
        self.assertIn("fake_seeded", budget.recent_failures(self.base, None))

    def test_dv_passes_its_build_step(self):
        # nightly imports no dv: ./dv passes the build step in; without --no-build it runs
        import dv
        calls = []
        real = dv.build
        dv.build = lambda preset, targets=None, **kw: calls.append((preset, targets))
        try:
            rc = dv.main(["nightly", "--bin-dir", str(FAKE_BIN), "--tests-dir", str(FAKE_TESTS),
                          "--out", str(self.base / "b"), "--tests", "fake_pass", "--no-trends",
                          "--no-coverage", "-q", "--max-waves", "0"])
            self.assertEqual((rc, calls), (0, [("default", None)]))
            rc = dv.main(["nightly", "--no-build", "--bin-dir", str(FAKE_BIN), "--tests-dir",
                          str(FAKE_TESTS), "--out", str(self.base / "c"), "--tests", "fake_pass",
                          "--no-trends", "--no-coverage", "-q", "--max-waves", "0"])
            self.assertEqual((rc, len(calls)), (0, 1))
        finally:
            dv.build = real

    def test_errors_before_anything_runs(self):
        p = nightly(self.base / "c", "--regression", "weekly")
        self.assertEqual(p.returncode, 2)
        self.assertIn("unknown regression 'weekly'", p.stderr)
        # one glob of a list that matches nothing is an error, as a lone one is
        p = nightly(self.base / "g", "--tests", "fake_pass,fake_nothing_*")
        self.assertEqual(p.returncode, 2)
        self.assertIn("--tests: 'fake_nothing_*' matches no test of regression 'nightly'", p.stderr)
        self.assertFalse((self.base / "g").exists())
        d = self.base / "lists"
        d.mkdir()
        (d / "l.yaml").write_text("tests:\n  - {name: a, sim: sim_fake, uvm_test: fake_pass, "
                                  "regressions: [nightly]}\n  - {name: b, sim: sim_gone, "
                                  "uvm_test: fake_pass, regressions: [nightly]}\n")
        # A sim that is not built is one broken test, not a broken regression: a warning naming
        # the YAML line, its runs fail ("cannot start sim"), the other tests still run.
        p = nightly(self.base / "e", tests_dir=d)
        self.assertEqual(p.returncode, 1)
        self.assertRegex(p.stderr, r"l\.yaml:3: test 'b': sim executable 'sim_gone' not found")
        s = json.loads((self.base / "e" / "summary.json").read_text())
        by_test = {}
        for r in s["runs"]:
            by_test.setdefault(r["test"], []).append(r)
        self.assertTrue(by_test["a"] and all(r["passed"] for r in by_test["a"]))
        self.assertTrue(by_test["b"] and not any(r["passed"] for r in by_test["b"]))
        self.assertTrue(all("cannot start sim" in r["signature"] for r in by_test["b"]))

    def test_ctrl_c_writes_partial_report(self):
        d = self.base / "lists"
        d.mkdir()
        (d / "l.yaml").write_text("tests:\n  - {name: s, sim: sim_fake, uvm_test: fake_slow, "
                                  "plusargs: [+sleep_ms=1500], seeds: 8, regressions: [nightly]}\n"
                                  "  - {name: q, sim: sim_fake, uvm_test: fake_pass, "
                                  "regressions: [nightly]}\n")
        out = self.base / "int"
        p = subprocess.Popen([*DV, "nightly", "--no-build", "--bin-dir", str(FAKE_BIN),
                              "--tests-dir", str(d), "--out", str(out), "--jobs", "2",
                              "--no-trends"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, start_new_session=True)
        for _ in range(600):  # until the first run has finished (slow under load)
            if list(out.glob("runs/*/result.json")):
                break
            time.sleep(0.1)
        os.killpg(p.pid, signal.SIGINT)  # like Ctrl-C on a terminal: the whole group
        _, err = p.communicate(timeout=30)
        self.assertEqual(p.returncode, 130, err)
        s = json.loads((out / "summary.json").read_text())
        self.assertTrue(s["summary"]["interrupted"])
        self.assertGreater(s["summary"]["not_run"], 0)
        self.assertGreaterEqual(s["summary"]["runs"], 1)
        # killed runs are not counted as fails (the message names any that was, for a flake)
        bad = [(r["test"], r["seed"], r.get("status"), r.get("signature")) for r in s["runs"]
               if not r["ok"]]
        self.assertEqual(bad, [], err)
        self.assertIn("Interrupted", (out / "report.html").read_text())
        ps = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
        self.assertNotIn(str(out / "runs"), ps)  # no sim left behind


class NightlyCoverage(unittest.TestCase):
    """The fake sim hits functional bin seed%4 of 4 and code line 10+seed%4 of 4, so the merged
    coverage of a nightly is known from its seeds."""

    def run_cov(self, env_extra):
        with tempfile.TemporaryDirectory() as d:
            out = Path(d) / "c"
            env = dict(os.environ)
            env.pop("COLLNET_COV_MERGE", None)
            env.update(env_extra)
            p = nightly(out, "--tests", "fake_pass", "--reseed-multiplier", "2", "--max-waves", "0",
                        env=env)
            self.assertEqual(p.returncode, 0, p.stderr)
            s = json.loads((out / "summary.json").read_text())
            expect = 100.0 * len({r["seed"] % 4 for r in s["runs"]}) / 4
            html = (out / "report.html").read_text()
            return s, expect, html, out

    def test_code_coverage_without_cov_merge(self):
        s, expect, html, out = self.run_cov({"COLLNET_COV_MERGE": "/nonexistent/cov_merge"})
        c = s["coverage"]["code"]
        self.assertEqual((c["files"], c["percent"]), (6, expect))
        self.assertIn("cov_merge not built", s["coverage"]["functional"]["error"])
        self.assertIn("Code coverage", html)

    @unittest.skipUnless(os.environ.get("COLLNET_COV_MERGE"),
                         "COLLNET_COV_MERGE (path of cov_merge) not set; CTest sets it")
    def test_functional_and_code_coverage_with_cov_merge(self):
        s, expect, html, out = self.run_cov({"COLLNET_COV_MERGE": os.environ["COLLNET_COV_MERGE"]})
        f, c = s["coverage"]["functional"], s["coverage"]["code"]
        self.assertEqual((f["files"], f["percent"], f["groups"]), (6, expect, {"fake_cg": expect}))
        self.assertEqual(c["percent"], expect)
        self.assertEqual(f["holes_count"], 4 - round(expect / 25))
        self.assertIn(f"{expect:.1f}%", html)
        self.assertEqual(s["summary"]["func_cov"], expect)


class CoveragePasses(unittest.TestCase):
    """Which runs collect which code coverage (regressions/flavours.py): the first pass on the
    line + user flavour, a toggle pass of as many runs on the toggle flavour, the rest plain."""

    def plan(self, bin_dir, **over):
        import argparse
        import nightly
        import testlist
        tests = testlist.load_with_lists(str(FAKE_TESTS), [])
        sel = testlist.select(tests, "nightly", None)
        args = argparse.Namespace(**{"master_seed": 7, "fixed_seed": None, "reseed_multiplier": 2.0,
                                     "no_coverage": False, "timeout_scale": 1.0, **over})
        return nightly.plan_runs(sel, args, bin_dir, Path("/nonexistent/out"), [])

    def test_toggle_pass_beside_the_first_pass(self):
        with tempfile.TemporaryDirectory() as tmp:
            bin_dir = Path(tmp) / "bin"
            bin_dir.mkdir()
            for name in ("sim_fake", "sim_fake_cov", "sim_fake_tog"):
                (bin_dir / name).write_text("")
            (Path(tmp) / "collnet_flavours.json").write_text(json.dumps(
                {"cov_sims": {"sim_fake": "sim_fake_cov"}, "tog_sims": {"sim_fake": "sim_fake_tog"}}))
            runs = self.plan(bin_dir)
            plain = self.plan(FAKE_BIN)  # no flavours: the seeds a night drew before
            kind = {r["id"]: ("cov" if r["code_cov"] else "tog" if r["toggle_cov"] else "plain")
                    for r in runs}
            for r in runs:
                exe = Path(r["cmd"][0]).name
                self.assertEqual(exe, {"cov": "sim_fake_cov", "tog": "sim_fake_tog",
                                       "plain": "sim_fake"}[kind[r["id"]]], r["id"])
            by_test = {}
            for r in runs:
                by_test.setdefault(r["test"], []).append(r)
            # fake_pass: 3 own seeds x 2 = 6 runs, the first 3 on _cov, each with a toggle twin
            fp = by_test["fake_pass"]
            self.assertEqual([kind[r["id"]] for r in fp],
                             ["cov", "tog", "cov", "tog", "cov", "tog", "plain", "plain", "plain"])
            cov_seeds = {r["seed"] for r in fp if kind[r["id"]] == "cov"}
            tog = [r for r in fp if kind[r["id"]] == "tog"]
            self.assertTrue(all(r["id"] == f"fake_pass.{r['seed']}.tog" for r in tog))
            self.assertFalse(cov_seeds & {r["seed"] for r in tog})  # seeds of their own
            # a fixed-seed test keeps its seed; a _bad test collects nothing
            self.assertEqual([(kind[r["id"]], r["seed"]) for r in by_test["fake_crash"]],
                             [("cov", 5), ("tog", 5)])
            self.assertEqual({kind[r["id"]] for r in by_test["fake_fail_bad"]}, {"plain"})
            # the first pass and the reseeds draw the same seeds as a night without flavours
            self.assertEqual([r["seed"] for r in runs if kind[r["id"]] != "tog"],
                             [r["seed"] for r in plain])
            self.assertEqual([r["seed"] for r in runs], [r["seed"] for r in self.plan(bin_dir)])
            # --no-coverage: every run plain, no toggle pass
            def key(rs):
                return [(r["id"], r["code_cov"], r["toggle_cov"], Path(r["cmd"][0]).name) for r in rs]
            self.assertEqual(key(self.plan(bin_dir, no_coverage=True)), key(plain))


class Parts(unittest.TestCase):
    def test_every_rtl_file_listed_in_code_coverage(self):
        import covmerge
        root = covmerge.ROOT
        fifo = str(root / "rtl" / "common" / "cc_fifo.sv")
        rows = covmerge._rtl_file_coverage({(fifo, 10): 3, (fifo, 11): 0})
        listed = [r["file"] for r in rows]
        self.assertEqual(listed, sorted(p.relative_to(root).as_posix()
                                        for p in root.glob("rtl/**/*.sv")))
        by = {r["file"]: r for r in rows}
        self.assertEqual((by["rtl/common/cc_fifo.sv"]["hit"], by["rtl/common/cc_fifo.sv"]["points"]),
                         (1, 2))
        self.assertEqual(by["rtl/common/cc_rr_arb.sv"]["points"], 0)
        self.assertIsNone(by["rtl/common/cc_rr_arb.sv"]["percent"])

    def test_wave_window_ends_at_failure(self):
        self.assertEqual(waves.window(123450.0, 1000), (11345, 12345 + waves.AFTER_CYCLES))
        self.assertEqual(waves.window(500.0, 1000), (0, 50 + waves.AFTER_CYCLES))
        self.assertEqual(waves.window(None), (0, None))

    def test_gtkw_lists_top_level_ports(self):
        with tempfile.TemporaryDirectory() as d:
            vcd, fst, gtkw = Path(d, "t.vcd"), Path(d, "t.fst"), Path(d, "t.gtkw")
            vcd.write_text("$timescale 1ps $end\n$scope module TOP $end\n"
                           "$var wire 1 ! clk_i $end\n$var wire 8 # data_i [7:0] $end\n"
                           "$var wire 1 \" rst_ni $end\n$scope module dut $end\n"
                           "$var wire 8 $ q [7:0] $end\n$upscope $end\n$upscope $end\n"
                           "$enddefinitions $end\n#0\n0!\nb0 #\n0\"\nb0 $\n#10000\n1!\n")
            subprocess.run(["vcd2fst", str(vcd), str(fst)], check=True, capture_output=True)
            n = waves.write_gtkw(fst, gtkw, fail_ns=10.0)
            text = gtkw.read_text()
            self.assertEqual(n, 3)
            self.assertIn("TOP.clk_i", text)
            self.assertIn("TOP.data_i[7:0]", text)
            self.assertNotIn("TOP.dut.q", text)
            self.assertIn("*-20.000000 10000 ", text)  # marker at 10 ns in ps units

    def test_testplan_status(self):
        P = testplan.Property
        props = [P("a", "", "", ["t1"], [], "p", "f", 1), P("b", "", "", ["t2"], [], "p", "f", 2),
                 P("c", "", "", [], [], "p", "f", 3), P("d", "", "", ["t3"], [], "p", "f", 4),
                 P("e", "", "", ["nope"], [], "p", "f", 5)]
        res = [{"test": "t1", "ok": True}, {"test": "t2", "ok": True}, {"test": "t2", "ok": False}]
        st = {s["id"]: s["status"] for s in testplan.status(props, {"t1", "t2", "t3"}, res)}
        self.assertEqual(st, {"a": "covered", "b": "failing", "c": "no test yet", "d": "not run",
                              "e": "unknown test"})

    def test_repository_testplans_load(self):
        props = testplan.load()
        self.assertGreater(len(props), 20)

    def test_testplan_rejects_unknown_field(self):
        with tempfile.TemporaryDirectory() as d:
            Path(d, "x.yaml").write_text("testplan: x\nproperties:\n  - id: a\n    text: t\n"
                                         "    tset: [q]\n")
            with self.assertRaises(testplan.TestplanError) as cm:
                testplan.load(d)
            self.assertIn("x.yaml:3: unknown field(s) tset", str(cm.exception))

    def test_svg_plot(self):
        svg = report.svg_plot("t", [("a", "#000", [10.0, None, 90.0])], ["x", "y", "z"])
        self.assertTrue(svg.startswith("<svg"))
        self.assertIn("<polyline", svg)


if __name__ == "__main__":
    unittest.main()
