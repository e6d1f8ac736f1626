"""Toggle coverage in the nightly's code coverage (regressions/toggle_cov.py) and the choice of
model flavour per run (regressions/flavours.py)."""
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path
from types import SimpleNamespace
from unittest import mock

from _common import REGRESSIONS, ROOT

import covmerge
import flavours
import nightly
import report
import toggle_cov

FIFO = ROOT / "rtl" / "common" / "cc_fifo.sv"


def _point(kind: str, file: Path, line: int, name: str, count: int, hier="TOP.cc_fifo") -> str:
    return (f"C '\x01t\x02{kind}\x01page\x02v_{kind}/cc_fifo\x01f\x02{file}\x01l\x02{line}"
            f"\x01n\x020\x01o\x02{name}\x01h\x02{hier}' {count}\n")


def write_cov(d: Path) -> Path:
    """A merged coverage.dat and its lcov .info: cc_fifo.sv with two line points (one hit) and
    toggle points push (hit), pop (never), data_i[0] (hit), data_i[1] (hit in the second
    instance only)."""
    dat = d / "code_merged.dat"
    dat.write_text("# SystemC::Coverage-3\n"
                   + _point("line", FIFO, 170, "block", 4) + _point("line", FIFO, 174, "if", 0)
                   + _point("toggle", FIFO, 60, "push", 7) + _point("toggle", FIFO, 61, "pop", 0)
                   + _point("toggle", FIFO, 54, "data_i[0]", 3)
                   + _point("toggle", FIFO, 54, "data_i[1]", 0)
                   + _point("toggle", FIFO, 54, "data_i[1]", 2, hier="TOP.u.cc_fifo"))
    info = d / "code.info"
    info.write_text(f"TN:\nSF:{FIFO}\nDA:170,4\nDA:174,0\nend_of_record\n")
    return info


def waivers_file(d: Path, entries: str) -> Path:
    f = d / "waivers.yaml"
    f.write_text("waivers:\n" + entries)
    return f


class Toggle(unittest.TestCase):
    def code_coverage(self, waivers: str):
        with tempfile.TemporaryDirectory() as t:
            d = Path(t)
            info = write_cov(d)
            with mock.patch.object(toggle_cov, "WAIVERS_FILE", waivers_file(d, waivers)):
                c = covmerge._code_coverage(info, d)
            html = report._coverage_html({"code": {**c, "files": 1}}, d)
            brda = Path(c["info_toggle"]).read_text() if "info_toggle" in c else ""
            return c, {r["file"]: r for r in c["rtl_files"]}, html, brda

    def test_report_shows_line_and_toggle_per_file_and_signal(self):
        c, rows, html, brda = self.code_coverage("  []\n")
        t = rows["rtl/common/cc_fifo.sv"]["toggle"]
        self.assertEqual((t["hit"], t["points"], t["waived"]), (3, 4, 0))
        self.assertEqual(c["toggles"], [3, 4])
        self.assertIn("<th>toggle (goal 95%)</th>", html)
        self.assertIn("Wider signals (datapath buses", html)  # what the figure does not cover
        self.assertIn("75.0% (3/4)", html)        # cc_fifo's toggle cell
        self.assertIn("50.0% (1/2)", html)        # its line cell
        self.assertIn("<code>pop</code>", html)   # the signal never toggled
        # every RTL file has a toggle cell, a file without data says so
        self.assertIsNone(rows["rtl/common/cc_rr_arb.sv"]["toggle"])
        self.assertIn("no toggle point: no run of a model with this file", html)
        self.assertTrue(rows["rtl/common/cc_reg_pkg.sv"]["package"])
        self.assertIn("package: no signal", html)
        # the lcov file for genhtml carries the toggle points as branch records
        self.assertIn("BRDA:61,0,0,-", brda)
        self.assertIn("BRDA:54,0,1,2", brda)
        self.assertIn("BRF:4\nBRH:3", brda)

    def test_waiver_removes_the_signal_with_its_reason(self):
        c, rows, html, _ = self.code_coverage(
            "  - {file: rtl/common/cc_fifo.sv, signal: pop, reason: tied low in this test}\n")
        t = rows["rtl/common/cc_fifo.sv"]["toggle"]
        self.assertEqual((t["hit"], t["points"], t["waived"]), (3, 3, 1))
        self.assertIn("100.0% (3/3, 1 waived)", html)
        self.assertIn("tied low in this test", html)
        self.assertNotIn("toggle_error", c)

    def test_range_waiver_removes_those_bits_only(self):
        f = "rtl/common/cc_fifo.sv"
        points = {(f, "data_i[0]"): [54, 3], (f, "data_i[1]"): [54, 0], (f, "data_i[2]"): [54, 0]}
        w = [{"file": f, "signal": "data_i[2:1]", "reason": "tied"}]
        t = toggle_cov.summarize(points, w)[f]
        self.assertEqual((t["hit"], t["points"], t["waived"]), (1, 1, 2))
        self.assertTrue(toggle_cov.waiver_matches("q[0][31:4]", "q[0][4]"))
        self.assertFalse(toggle_cov.waiver_matches("q[0][31:4]", "q[0][3]"))
        self.assertFalse(toggle_cov.waiver_matches("q[0][31:4]", "q[1][5]"))
        self.assertFalse(toggle_cov.waiver_matches("q[31:4]", "qq[5]"))

    def test_toggle_declaration_lines_are_not_line_points(self):
        # verilator_coverage's .info has a DA record on every toggle point's declaration line
        with tempfile.TemporaryDirectory() as t:
            d = Path(t)
            info = write_cov(d)
            info.write_text(f"TN:\nSF:{FIFO}\nDA:54,3\nDA:60,7\nDA:61,0\nDA:170,4\nDA:174,0\n"
                            "end_of_record\n")
            with mock.patch.object(toggle_cov, "WAIVERS_FILE", waivers_file(d, "  []\n")):
                c = covmerge._code_coverage(info, d)
            self.assertEqual(c["lines"], [1, 2])
            row = {r["file"]: r for r in c["rtl_files"]}["rtl/common/cc_fifo.sv"]
            self.assertEqual((row["hit"], row["points"]), (1, 2))
            self.assertNotIn("\nDA:61,", Path(c["info_toggle"]).read_text())

    def test_waiver_of_a_signal_that_toggled_is_an_error(self):
        # push toggled (count 7): a waiver would hide what the tests do
        c, rows, html, _ = self.code_coverage(
            "  - {file: rtl/common/cc_fifo.sv, signal: push, reason: x}\n")
        self.assertIn("[TOGGLE_WAIVER] waived push toggled (push)", c["toggle_error"])

    def test_unknown_waiver_is_an_error(self):
        with tempfile.TemporaryDirectory() as t:
            d = Path(t)
            for entry, why in (
                    ("{file: rtl/common/cc_fifo.sv, signal: no_such_q, reason: x}", "unknown signal"),
                    ("{file: rtl/common/nope.sv, signal: pop, reason: x}", "unknown file"),
                    ("{file: rtl/common/cc_fifo.sv, signal: pop}", "one-line `reason`")):
                f = waivers_file(d, f"  - {entry}\n")
                with self.assertRaises(toggle_cov.WaiverError) as cm:
                    toggle_cov.load_waivers(f)
                self.assertIn("[TOGGLE_WAIVER]", str(cm.exception))
                self.assertIn(why, str(cm.exception))
                p = subprocess.run([sys.executable, str(REGRESSIONS / "toggle_cov.py"),
                                    "--check-waivers", "--waivers", str(f)],
                                   capture_output=True, text=True)
                self.assertEqual(p.returncode, 1, p.stdout + p.stderr)
                self.assertIn("[TOGGLE_WAIVER]", p.stderr)

    def test_waiver_of_a_declared_signal_without_toggle_point_is_an_error(self):
        # `level_o` is declared in cc_fifo.sv but the merged data has no point of that name
        c, rows, html, _ = self.code_coverage(
            "  - {file: rtl/common/cc_fifo.sv, signal: level_o, reason: x}\n")
        self.assertIn("[TOGGLE_WAIVER] unknown signal level_o", c["toggle_error"])
        self.assertIn("Toggle waivers", html)
        self.assertEqual(rows["rtl/common/cc_fifo.sv"]["toggle"]["waived"], 0)

    def test_committed_waivers_name_real_signals(self):
        self.assertIsInstance(toggle_cov.load_waivers(), list)


class Flavours(unittest.TestCase):
    def entry(self, **kw):
        d = dict(expect="pass", tags=[], seeds=3, seed=None)
        d.update(kw)
        return SimpleNamespace(**d)

    def test_first_pass_collects_code_coverage_reseeds_do_not(self):
        t = self.entry()
        self.assertEqual([flavours.collects_code_coverage(t, i) for i in range(5)],
                         [True, True, True, False, False])
        self.assertTrue(flavours.collects_code_coverage(self.entry(seed=7), 0))
        self.assertFalse(flavours.collects_code_coverage(self.entry(seed=7), 1))
        self.assertFalse(flavours.collects_code_coverage(self.entry(tags=["long"]), 0))
        self.assertFalse(flavours.collects_code_coverage(self.entry(expect="fail"), 0))

    def test_nightly_plans_cov_runs_on_the_cov_sim(self):
        with tempfile.TemporaryDirectory() as t:
            bdir = Path(t) / "bin"
            bdir.mkdir()
            (Path(t) / flavours.FLAVOURS_FILE).write_text('{"cov_sims": {"sim_a": "sim_a_cov"}}')
            (bdir / "sim_a_cov").write_text("")
            tests = [SimpleNamespace(name="a", sim="sim_a", uvm_test="a_test", plusargs=[],
                                     expect="pass", expect_error=None, tags=[], seeds=2,
                                     seed=None, timeout_s=10, where="x.yaml:1")]
            args = SimpleNamespace(master_seed=1, fixed_seed=None, reseed_multiplier=2.0,
                                   timeout_scale=1.0, no_coverage=False)
            with mock.patch.object(nightly.testlist, "find_sim", lambda e, b: b / e.sim):
                runs = nightly.plan_runs(tests, args, bdir, Path(t) / "out", [])
                self.assertEqual([Path(r["cmd"][0]).name for r in runs],
                                 ["sim_a_cov", "sim_a_cov", "sim_a", "sim_a"])
                self.assertEqual([r["code_cov"] for r in runs], [True, True, False, False])
                self.assertEqual([r["timeout_s"] for r in runs],
                                 [10 * flavours.COV_TIMEOUT_SCALE] * 2 + [10, 10])
                args.no_coverage = True
                runs = nightly.plan_runs(tests, args, bdir, Path(t) / "out", [])
                self.assertEqual({Path(r["cmd"][0]).name for r in runs}, {"sim_a"})


if __name__ == "__main__":
    unittest.main()
