"""Unit tests of the test-list loader (regressions/testlist.py) and the CMake exporter."""
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

from _common import FAKE_BIN, FAKE_TESTS, REGRESSIONS

import testlist

GOOD = """\
tests:
  - name: t_one
    sim: sim_x
    uvm_test: one_test
    regressions: [smoke, nightly]
  - name: t_bad
    sim: sim_x
    uvm_test: bad_test
    regressions: [smoke]
    expect: fail
    expect_error: X_SB
    seeds: 4
    timeout_s: 12.5
    plusargs: [+knob=3]
"""


class LoaderTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = Path(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        (self.dir / name).write_text(textwrap.dedent(text))

    def problems(self):
        with self.assertRaises(testlist.TestListError) as cm:
            testlist.load(self.dir)
        return cm.exception.problems

    def test_good_file_loads_with_defaults(self):
        self.write("a.yaml", GOOD)
        tests = testlist.load(self.dir)
        self.assertEqual(list(tests), ["t_one", "t_bad"])
        one, bad = tests["t_one"], tests["t_bad"]
        self.assertEqual((one.seeds, one.expect, one.timeout_s, one.plusargs, one.seed),
                         (1, "pass", testlist.DEFAULT_TIMEOUT_S, [], None))
        self.assertEqual((bad.seeds, bad.expect, bad.expect_error, bad.timeout_s, bad.plusargs),
                         (4, "fail", "X_SB", 12.5, ["+knob=3"]))
        self.assertEqual(one.line, 2)
        self.assertEqual(bad.line, 6)

    def test_syntax_error_names_file_and_line(self):
        self.write("a.yaml", "tests:\n  - name: x\n    sim: [unclosed\n    uvm_test: y\n")
        p = self.problems()
        self.assertEqual(len(p), 1)
        self.assertRegex(p[0], r"a\.yaml:\d+: YAML syntax error")
        self.assertNotRegex(p[0], r"a\.yaml:1:")

    def test_unknown_field(self):
        self.write("a.yaml", GOOD.replace("    seeds: 4", "    sedes: 4"))
        p = self.problems()
        self.assertEqual(len(p), 1, p)
        self.assertRegex(p[0], r"a\.yaml:12: unknown field 'sedes'")

    def test_missing_required_field(self):
        self.write("a.yaml", GOOD.replace("    uvm_test: one_test\n", ""))
        p = self.problems()
        self.assertEqual(len(p), 1, p)
        self.assertRegex(p[0], r"a\.yaml:2: missing required field 'uvm_test' of test 't_one'")

    def test_duplicate_name_across_files(self):
        self.write("a.yaml", GOOD)
        self.write("b.yaml", "tests:\n  - {name: t_one, sim: s, uvm_test: u, regressions: [smoke]}\n")
        p = self.problems()
        self.assertEqual(len(p), 1, p)
        self.assertRegex(p[0], r"b\.yaml:2: duplicate test name 't_one' \(first defined at .*a\.yaml:2\)")

    def test_duplicate_field(self):
        self.write("a.yaml", GOOD.replace("    uvm_test: one_test\n", "    uvm_test: one_test\n    sim: y\n"))
        p = self.problems()
        self.assertTrue(any("a.yaml:5: field 'sim' given twice" in x for x in p), p)

    def test_unknown_regression(self):
        self.write("a.yaml", GOOD.replace("[smoke, nightly]", "[smoke, nighty]"))
        p = self.problems()
        self.assertEqual(len(p), 1, p)
        self.assertRegex(p[0], r"a\.yaml:5: unknown regression 'nighty'")

    def test_bad_types_and_values(self):
        self.write("a.yaml", GOOD.replace("seeds: 4", "seeds: many")
                   .replace("expect: fail", "expect: maybe")
                   .replace("timeout_s: 12.5", "timeout_s: -1")
                   .replace("[+knob=3]", "[knob=3]"))
        p = "\n".join(self.problems())
        for frag in (r"a\.yaml:12: 'seeds': must be an integer", r"a\.yaml:10: 'expect': must be",
                     r"a\.yaml:13: 'timeout_s': must be a positive",
                     r"a\.yaml:14: plusarg 'knob=3' must start with"):
            self.assertRegex(p, frag)

    def test_expect_fail_needs_expect_error(self):
        self.write("a.yaml", GOOD.replace("    expect_error: X_SB\n", ""))
        self.assertRegex(self.problems()[0], r"a\.yaml:6: test 't_bad' has expect: fail but no expect_error")

    def test_runner_owned_plusarg_rejected(self):
        self.write("a.yaml", GOOD.replace("[+knob=3]", "[+seed=3]"))
        self.assertRegex(self.problems()[0], r"a\.yaml:14: plusarg '\+seed=3' is set by the runner")

    def test_top_level_shape(self):
        self.write("a.yaml", "- name: x\n")
        self.assertRegex(self.problems()[0], r"a\.yaml:1: top level must be a mapping")
        self.write("a.yaml", "tests: []\nextra: 1\n")
        self.assertRegex(self.problems()[0], r"a\.yaml:2: unknown top-level key 'extra'")

    def test_file_defaults_fill_entries_and_an_entry_overrides(self):
        self.write("a.yaml", """\
            defaults: {sim: sim_x, uvm_test: base_test, regressions: [nightly], timeout_s: 30}
            tests:
              - name: t_seq
                plusargs: [+UVM_TEST_SEQ=a_vseq]
              - name: t_own
                uvm_test: own_test
                regressions: [smoke]
            """)
        tests = testlist.load(self.dir)
        seq, own = tests["t_seq"], tests["t_own"]
        self.assertEqual((seq.sim, seq.uvm_test, seq.regressions, seq.timeout_s),
                         ("sim_x", "base_test", ["nightly"], 30.0))
        self.assertEqual((own.sim, own.uvm_test, own.regressions, own.timeout_s),
                         ("sim_x", "own_test", ["smoke"], 30.0))

    def test_file_defaults_errors(self):
        self.write("a.yaml", """\
            defaults: {sim: sim_x, name: no, timeout_s: -1}
            tests:
              - {name: t, uvm_test: u, regressions: [smoke]}
            """)
        p = self.problems()
        self.assertTrue(any("'name' cannot be a default" in x for x in p), p)
        self.assertTrue(any("a.yaml:1: 'timeout_s'" in x for x in p), p)
        self.write("a.yaml", "defaults: [sim_x]\ntests: []\n")
        self.assertTrue(any("'defaults' must be a mapping" in x for x in self.problems()))

    def test_empty_files_are_fine(self):
        self.write("a.yaml", "")
        self.write("b.yaml", "tests:\n")
        self.assertEqual(testlist.load(self.dir), {})

    def test_all_problems_reported_at_once(self):
        self.write("a.yaml", GOOD.replace("seeds: 4", "seeds: x"))
        self.write("b.yaml", "tests:\n  - {name: q, sim: s, uvm_test: u, regressions: [weekly]}\n")
        p = self.problems()
        self.assertEqual(len(p), 2, p)

    def test_unknown_sim_executable(self):
        self.write("a.yaml", GOOD)
        t = testlist.load(self.dir)["t_one"]
        with self.assertRaises(testlist.TestListError) as cm:
            testlist.find_sim(t, FAKE_BIN)
        self.assertRegex(str(cm.exception), r"a\.yaml:2: test 't_one': sim executable 'sim_x' not found")

    def test_select(self):
        self.write("a.yaml", GOOD)
        tests = testlist.load(self.dir)
        self.assertEqual([t.name for t in testlist.select(tests, "nightly")], ["t_one"])
        self.assertEqual([t.name for t in testlist.select(tests, "smoke", ["*bad"])], ["t_bad"])
        with self.assertRaises(testlist.TestListError):
            testlist.select(tests, "weekly")

    def test_exporter_fails_on_broken_list_and_writes_cmake(self):
        out = self.dir / "o.cmake"
        self.write("a.yaml", GOOD.replace("sim: sim_x\n    uvm_test: bad_test", "sim: sim_x"))
        p = subprocess.run([sys.executable, str(REGRESSIONS / "export_tests.py"), "--tests-dir",
                            str(self.dir), "--out", str(out)], capture_output=True, text=True)
        self.assertEqual(p.returncode, 1)
        self.assertRegex(p.stderr, r"a\.yaml:6: missing required field 'uvm_test'")
        self.assertFalse(out.exists())
        self.write("a.yaml", GOOD)
        p = subprocess.run([sys.executable, str(REGRESSIONS / "export_tests.py"), "--tests-dir",
                            str(self.dir), "--out", str(out)], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        text = out.read_text()
        self.assertIn('collnet_sim_test(t_one sim_x 300 "sim"', text)
        self.assertIn('collnet_sim_test(t_bad sim_x 13 "sim;bad"', text)


class RealListsTest(unittest.TestCase):
    def test_fake_list_is_valid(self):
        self.assertIn("fake_fail_bad", testlist.load(FAKE_TESTS))

    def test_repository_test_lists_are_valid(self):
        testlist.load(REGRESSIONS / "tests")  # raises with file:line on any problem


if __name__ == "__main__":
    unittest.main()
