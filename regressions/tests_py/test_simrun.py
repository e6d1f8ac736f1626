"""Unit tests of the sim runner (regressions/simrun.py) and the CTest wrapper run_one.py,
against the fake sim of regressions/tests_fake/ (which can pass, fail, hang and crash)."""
import os
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from pathlib import Path

from _common import FAKE_BIN, FAKE_TESTS, REGRESSIONS

import simrun

FAKE = FAKE_BIN / "sim_fake"


def run_fake(test, seed, out, timeout=20, plusargs=()):
    return simrun.run(simrun.sim_command(FAKE, test, seed, out, plusargs), out, timeout)


class JudgeTest(unittest.TestCase):
    def test_pass_needs_exit0_and_last_line(self):
        self.assertEqual(simrun.judge("x\nTEST PASSED UVM_ERROR: 0\n", 0, None, False)[1], "pass")
        self.assertEqual(simrun.judge("TEST PASSED\nmore\n", 0, None, False)[1], "fail")
        self.assertEqual(simrun.judge("TEST PASSED\n", 1, None, False)[1], "fail")
        err = "UVM_ERROR a.h(3) @ 20 ns: top.sb [SB] bad\nTEST PASSED\n"
        passed, status, errors, _, t = simrun.judge(err, 0, None, False)
        self.assertEqual((passed, status, errors[0].id, errors[0].time_ns, t), (False, "fail", "SB", 20.0, 20.0))

    def test_report_line_parsing(self):
        line = "UVM_FATAL verif/x.h(12) @ 1.5us: uvm_test_top.env [CFG] missing config 7"
        _, _, errors, _, _ = simrun.judge(line + "\n", 1, None, False)
        e = errors[0]
        self.assertEqual((e.severity, e.file, e.line, e.time_ns, e.hier, e.id, e.msg),
                         ("UVM_FATAL", "verif/x.h", 12, 1500.0, "uvm_test_top.env", "CFG", "missing config 7"))

    def test_report_line_without_file(self):
        # what uvm_lite prints for reports without a source location (e.g. the factory)
        line = "UVM_FATAL @ 0 s: reporter [INVTST] Requested test x not found"
        _, status, errors, _, _ = simrun.judge(line + "\nTEST FAILED (UVM_FATAL: 1)\n", 1, None, False)
        self.assertEqual((status, errors[0].id, errors[0].time_ns, errors[0].file), ("fail", "INVTST", 0.0, ""))

    def test_time_units(self):
        self.assertEqual(simrun.time_to_ns("1230 ns"), 1230.0)
        self.assertEqual(simrun.time_to_ns("1230"), 1230.0)
        self.assertEqual(simrun.time_to_ns("2 us"), 2000.0)
        self.assertEqual(simrun.time_to_ns("500ps"), 0.5)
        self.assertIsNone(simrun.time_to_ns("soon"))

    def test_normalise_masks_numbers_times_paths(self):
        a = simrun.normalise("got 0x1f at 120 ns in /tmp/a/b.txt, idx 3 of 8'hff")
        b = simrun.normalise("got 0x2e at 7 us in /home/c/d.log, idx 9 of 8'h0a")
        self.assertEqual(a, b)
        self.assertEqual(a, "got <hex> at <time> in <path>, idx <n> of <val>")

    def test_normalise_keeps_words_with_a_slash(self):
        # 'order/loss' is text, not a path (it was masked to 'order<path>')
        self.assertEqual(simrun.normalise("order/loss of barrier 3 in /tmp/x/y.log"),
                         "order/loss of barrier <n> in <path>")
        self.assertEqual(simrun.normalise("read ./a/b and ~/c/d"), "read <path> and <path>")

    def test_first_error_cycle(self):
        # the cycle a message names wins (a sample-callback report concerns the next edge)
        r = simrun.judge("UVM_ERROR a.h(1) @ 60 ns: top.mon [STREAM_PROTO] data changed at "
                         "cycle 7 while waiting\n", 1, None, False)[2]
        self.assertEqual(simrun.first_error_text(r),
                         "60 ns (cycle 7, as its message says) [STREAM_PROTO]")
        r = simrun.judge("UVM_ERROR a.h(1) @ 60 ns: top.sb [SB] mismatch\n", 1, None, False)[2]
        self.assertEqual(simrun.first_error_text(r),
                         "60 ns (after rising edge 6 of the 10 ns clock) [SB]")
        self.assertEqual(simrun.fmt_time(266157000.0), "266.157 ms")
        self.assertEqual(simrun.fmt_time(15400.0), "15 400 ns")


class RunTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.out = Path(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def test_pass(self):
        r = run_fake("fake_pass", 4, self.out / "p")
        self.assertTrue(r.passed)
        self.assertEqual((r.status, r.exit_code, r.signature), ("pass", 0, ""))
        self.assertTrue((self.out / "p" / "sim.log").read_text().endswith("TEST PASSED UVM_ERROR: 0 UVM_FATAL: 0\n"))
        self.assertTrue((self.out / "p" / "fcov.json").exists())  # cwd/out_dir passed on

    def test_fail_has_signature_and_error_time(self):
        r1 = run_fake("fake_fail", 4, self.out / "a")
        r2 = run_fake("fake_fail", 9, self.out / "b")
        self.assertEqual(r1.status, "fail")
        self.assertEqual(r1.first_error_ns, 90.0)
        self.assertEqual(r1.signature, r2.signature)  # numbers and paths masked: one bucket
        self.assertIn("[FAKE_SB]", r1.signature)

    def test_no_pass_line_and_lying_exit_fail(self):
        self.assertEqual(run_fake("fake_nopass", 1, self.out / "n").status, "fail")
        r = run_fake("fake_lies", 1, self.out / "l")
        self.assertEqual((r.status, r.exit_code), ("fail", 1))

    def test_crash_gets_signal_name(self):
        r = run_fake("fake_crash", 1, self.out / "c")
        self.assertEqual((r.status, r.signal, r.signature), ("crash", "SIGSEGV", "crash SIGSEGV"))

    def test_sigint_while_the_runner_stops_is_no_crash(self):
        # Ctrl-C of the runner's group can reach a sim that was just forked (before its setsid):
        # it dies of SIGINT while the runner stops; that run is interrupted, not a crash.
        stop = threading.Event()
        threading.Timer(0.3, stop.set).start()
        r = simrun.run(["sh", "-c", "kill -INT $$"], self.out / "i", 30, stop_event=stop)
        self.assertEqual(r.status, "interrupted")
        # a SIGINT with no stop of the runner stays a crash
        old, simrun.INTERRUPT_GRACE_S = simrun.INTERRUPT_GRACE_S, 0.2
        try:
            r = simrun.run(["sh", "-c", "kill -INT $$"], self.out / "c", 30,
                           stop_event=threading.Event())
        finally:
            simrun.INTERRUPT_GRACE_S = old
        self.assertEqual((r.status, r.signature), ("crash", "crash SIGINT"))

    def test_hang_times_out_and_kills_process_group(self):
        t0 = time.monotonic()
        r = run_fake("fake_hang", 1, self.out / "h", timeout=1.0)
        self.assertLess(time.monotonic() - t0, 10)
        self.assertEqual((r.status, r.signature), ("timeout", "timeout"))
        # the forked child of the fake (same process group) must be gone too
        time.sleep(0.2)
        ps = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
        self.assertNotIn(f"+out_dir={self.out / 'h'}", ps)

    def test_kill_report_is_no_first_error(self):
        # on a timeout the harness prints UVM_FATAL [SIGNAL] when killed: no DUT error
        with tempfile.TemporaryDirectory() as d:
            sim = Path(d) / "sim"
            sim.write_text("#!/bin/sh\ntrap 'echo \"UVM_FATAL @ 266157000 ns: h [SIGNAL] "
                           "interrupted by SIGTERM at cycle 26615700\"; exit 1' TERM\n"
                           "echo start\nwhile :; do sleep 0.05; done\n")
            sim.chmod(0o755)
            r = simrun.run([str(sim)], Path(d) / "o", 0.5)
        self.assertEqual(r.status, "timeout")
        self.assertEqual(r.errors[0].id, "SIGNAL")
        self.assertIsNone(r.first_error_ns)

    def test_flood_stops_at_the_quit_count(self):
        # a broken DUT flooding errors: the runner's default +UVM_MAX_QUIT_COUNT stops it
        cmd = simrun.sim_command(FAKE, "fake_flood", 1, self.out / "f")
        self.assertIn(f"+UVM_MAX_QUIT_COUNT={simrun.MAX_QUIT_COUNT}", cmd)
        r = simrun.run(cmd, self.out / "f", 60)
        self.assertEqual((r.status, r.error_count), ("fail", simrun.MAX_QUIT_COUNT + 1))
        self.assertEqual(r.errors[0].id, "FAKE_FLOOD")
        self.assertTrue(simrun.expect_ok("fail", "FAKE_FLOOD", r)[0])
        # overridable: a plusarg of the test list or the command line wins
        cmd = simrun.sim_command(FAKE, "fake_flood", 1, self.out / "g",
                                 ["+UVM_MAX_QUIT_COUNT=5"])
        self.assertEqual(sum(a.startswith("+UVM_MAX_QUIT_COUNT") for a in cmd), 1)
        self.assertEqual(simrun.run(cmd, self.out / "g", 60).error_count, 6)

    def test_flood_without_quit_count_keeps_head_and_tail_of_the_log(self):
        cmd = simrun.sim_command(FAKE, "fake_flood", 1, self.out / "u",
                                 ["+UVM_MAX_QUIT_COUNT=0", "+flood=50000"])
        r = simrun.run(cmd, self.out / "u", 60, max_log_bytes=400_000)
        log = (self.out / "u" / "sim.log").read_bytes()
        self.assertLess(len(log), 400_000 + 1000)
        self.assertGreater(r.log_cut_bytes, 4_000_000)
        self.assertEqual(r.error_count, 50000)                 # every line judged
        self.assertEqual(len(r.errors), simrun.KEEP_ERRORS)    # but not every one kept
        self.assertIn(b"[FAKE_FLOOD] item 0:", log)            # head
        self.assertIn(b"lines (", log)                          # the cut is said
        self.assertIn(b"of output cut here", log)
        self.assertTrue(log.endswith(b"TEST FAILED UVM_ERROR: 50000 UVM_FATAL: 0\n"))  # tail
        self.assertEqual(r.last_line, "TEST FAILED UVM_ERROR: 50000 UVM_FATAL: 0")
        self.assertEqual(len(r.to_json()["errors"]), 20)

    def test_bad_log_cap_is_a_clear_error(self):
        p = subprocess.run([sys.executable, str(REGRESSIONS / "dv.py"), "list", "--no-build",
                            "--tests-dir", str(FAKE_TESTS)], capture_output=True, text=True,
                           env={**os.environ, "COLLNET_MAX_LOG_MB": "lots"})
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("COLLNET_MAX_LOG_MB must be a positive number of MB, got 'lots'", p.stderr)
        self.assertNotIn("Traceback", p.stderr)

    def test_expect_ok(self):
        ok_fail = run_fake("fake_fail", 2, self.out / "f")
        self.assertEqual(simrun.expect_ok("fail", "FAKE_SB", ok_fail)[0], True)
        bad = simrun.expect_ok("fail", "OTHER_ID", ok_fail)
        self.assertFalse(bad[0])
        self.assertIn("did not fire", bad[1])
        passed = run_fake("fake_pass", 2, self.out / "p")
        self.assertFalse(simrun.expect_ok("fail", "FAKE_SB", passed)[0])
        self.assertIn("did not fire", simrun.expect_ok("fail", "FAKE_SB", passed)[1])
        self.assertFalse(simrun.expect_ok("pass", None, ok_fail)[0])
        crash = run_fake("fake_crash", 2, self.out / "c")
        self.assertFalse(simrun.expect_ok("fail", "FAKE_SB", crash)[0])


class RunOneTest(unittest.TestCase):
    """run_one.py is what every sim.<test> CTest test runs."""

    def run_one(self, test, tests_dir=FAKE_TESTS):
        with tempfile.TemporaryDirectory() as d:
            return subprocess.run([sys.executable, str(REGRESSIONS / "run_one.py"), test,
                                   "--bin-dir", str(FAKE_BIN), "--tests-dir", str(tests_dir),
                                   "--out-root", d], capture_output=True, text=True)

    def test_pass_and_bad(self):
        self.assertEqual(self.run_one("fake_pass").returncode, 0)
        p = self.run_one("fake_fail_bad")
        self.assertEqual(p.returncode, 0, p.stdout)
        self.assertIn("failed as expected with [FAKE_SB]", p.stdout)

    def test_failures_fail(self):
        p = self.run_one("fake_crash")
        self.assertEqual(p.returncode, 1)
        self.assertIn("repro: ./dv run fake_crash --seed 5", p.stdout)  # fixed seed: 5
        self.assertEqual(self.run_one("fake_hang").returncode, 1)

    def test_bad_test_whose_checker_does_not_fire_fails(self):
        with tempfile.TemporaryDirectory() as d:
            Path(d, "l.yaml").write_text(
                "tests:\n  - {name: x_bad, sim: sim_fake, uvm_test: fake_pass, regressions: [smoke],"
                " expect: fail, expect_error: FAKE_SB}\n"
                "  - {name: y_bad, sim: sim_fake, uvm_test: fake_fatal, regressions: [smoke],"
                " expect: fail, expect_error: FAKE_SB}\n"
                "  - {name: z, sim: sim_nope, uvm_test: fake_pass, regressions: [smoke]}\n")
            p = self.run_one("x_bad", d)
            self.assertEqual(p.returncode, 1)
            self.assertIn("the checker did not fire", p.stdout)
            p = self.run_one("y_bad", d)
            self.assertEqual(p.returncode, 1)
            self.assertIn("got ids FAKE_FATAL", p.stdout)
            p = self.run_one("z", d)
            self.assertEqual(p.returncode, 2)
            self.assertRegex(p.stderr, r"l\.yaml:4: test 'z': sim executable 'sim_nope' not found")


class DvRunTest(unittest.TestCase):
    """`./dv run` on the fake: streams the log, one repro line, exit status."""

    def dv(self, *args):
        return subprocess.run([sys.executable, str(REGRESSIONS / "dv.py"), "run", *args,
                               "--no-build", "--bin-dir", str(FAKE_BIN), "--tests-dir",
                               str(FAKE_TESTS), "--out", str(Path(self.tmp.name) / "o")],
                              capture_output=True, text=True)

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def test_pass(self):
        p = self.dv("fake_pass", "--seed", "2", "+foo=1")
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("TEST PASSED", p.stdout)
        self.assertIn("+foo=1", (Path(self.tmp.name) / "o" / "cmd.txt").read_text())

    def test_fail_prints_one_repro_line(self):
        p = self.dv("fake_seeded", "--seed", "6", "+foo=1")
        self.assertEqual(p.returncode, 1)
        repro = [l for l in p.stdout.splitlines() if l.startswith("repro:")]
        self.assertEqual(len(repro), 1)
        self.assertIn("./dv run fake_seeded --seed 6", repro[0])
        self.assertIn("+foo=1", repro[0])

    def test_sigterm_of_dv_kills_the_sim(self):
        out = Path(self.tmp.name) / "term"
        p = subprocess.Popen([sys.executable, str(REGRESSIONS / "dv.py"), "run", "fake_hang",
                              "--timeout", "60", "--no-build", "--bin-dir", str(FAKE_BIN),
                              "--tests-dir", str(FAKE_TESTS), "--out", str(out)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for _ in range(100):  # wait until the sim has started
            if (out / "sim.log").exists() and "START" in (out / "sim.log").read_text():
                break
            time.sleep(0.1)
        p.terminate()
        p.communicate(timeout=20)
        self.assertEqual(p.returncode, 130)
        time.sleep(0.3)
        ps = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
        self.assertNotIn(f"+out_dir={out}", ps)

    def test_plus_seed_is_the_seed(self):
        # `+seed=5` ran seed 1 without a word; now it is --seed 5
        p = self.dv("fake_pass", "+seed=5")
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("running fake_pass seed 5", p.stderr)
        cmd = (Path(self.tmp.name) / "o" / "cmd.txt").read_text().split()
        self.assertEqual([a for a in cmd if a.startswith("+seed=")], ["+seed=5"])
        p = self.dv("fake_pass", "+seed=5", "--seed", "6")
        self.assertEqual(p.returncode, 2)
        self.assertIn("disagree", p.stderr)

    def test_runner_plusargs_rejected(self):
        p = self.dv("fake_pass", "+seed=abc")
        self.assertEqual(p.returncode, 2)
        self.assertIn("must be an integer", p.stderr)
        p = self.dv("fake_pass", "+UVM_TESTNAME=foo")
        self.assertEqual(p.returncode, 2)
        self.assertIn("plusarg '+UVM_TESTNAME=foo' is set by the runner", p.stderr)
        p = self.dv("fake_pass", "+out_dir=/tmp/x")
        self.assertEqual(p.returncode, 2)
        self.assertIn("is set by the runner", p.stderr)

    def test_repro_line_of_a_test_list_test_runs(self):
        # a test of an extra list (`graded`): its repro line has --test-list and runs
        lst = Path(self.tmp.name) / "graded.yaml"
        lst.write_text("tests:\n  - {name: fake_seeded__s6, sim: sim_fake, uvm_test: fake_seeded,"
                       " regressions: [graded], seed: 6}\n")
        p = self.dv("fake_seeded__s6")
        self.assertEqual(p.returncode, 2)  # not in the default lists
        p = self.dv("fake_seeded__s6", "--test-list", str(lst))
        self.assertEqual(p.returncode, 1, p.stderr)
        repro = [l for l in p.stdout.splitlines() if l.startswith("repro: ")][0]
        self.assertIn(f"--test-list {lst}", repro)
        args = repro.split()[3:]  # after ./dv run
        q = subprocess.run([sys.executable, str(REGRESSIONS / "dv.py"), "run", *args, "--no-build",
                            "--out", str(Path(self.tmp.name) / "r")], capture_output=True,
                           text=True)
        self.assertEqual(q.returncode, 1, q.stderr)  # it runs (and fails again, seed 6)
        self.assertIn("fake_seeded__s6 seed 6: FAILED", q.stderr)
        p = self.dv("fake_pass", "--test-list", str(lst) + ".nope")
        self.assertEqual(p.returncode, 2)
        self.assertIn("no such file", p.stderr)

    def test_trace_start_after_the_end_warns(self):
        # fake_pass ends at 100 + (seed % 97) * 10 ns: seed 2 -> 120 ns = cycle 12
        p = self.dv("fake_pass", "--seed", "2", "--waves", "+trace_start=5000")
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("warning: +trace_start=5000 is after the end of the run (its last report is "
                      "at 120 ns, cycle 12)", p.stderr)
        p = self.dv("fake_pass", "--seed", "2", "--waves", "+trace_start=3")
        self.assertNotIn("trace_start", p.stderr.replace("+trace_start=3", ""))

    def test_unknown_test_and_raw_sim(self):
        p = self.dv("fake_pas")
        self.assertEqual(p.returncode, 2)
        self.assertIn("did you mean: fake_pass", p.stderr)
        p = self.dv("fake_pass", "--sim", "sim_fake")  # raw uvm test name
        self.assertEqual(p.returncode, 0, p.stderr)


class DvListTest(unittest.TestCase):
    def test_header_tags_seeds(self):
        p = subprocess.run([sys.executable, str(REGRESSIONS / "dv.py"), "list", "--no-build",
                            "--tests-dir", str(FAKE_TESTS)], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        lines = p.stdout.splitlines()
        self.assertEqual(lines[0].split(), ["TEST", "SIM", "REGRESSIONS", "SEEDS", "TAGS", "EXPECT"])
        rows = {l.split()[0]: l.split() for l in lines[1:]}
        self.assertEqual(rows["fake_long"][3:5], ["1", "long"])
        self.assertEqual(rows["fake_crash"][3:5], ["fixed", "5"])
        self.assertEqual(rows["fake_seeded"][3], "6")
        self.assertEqual(rows["fake_fail_bad"][-2:], ["fail", "[FAKE_SB]"])

    def test_piped_to_head(self):
        with tempfile.TemporaryDirectory() as d:
            Path(d, "many.yaml").write_text("tests:\n" + "".join(
                f"  - {{name: t{i}, sim: sim_fake, uvm_test: fake_pass, regressions: [nightly]}}\n"
                for i in range(20000)))
            p = subprocess.run(f"{sys.executable} {REGRESSIONS / 'dv.py'} list --no-build "
                               f"--tests-dir {d} | head -2", shell=True, capture_output=True,
                               text=True)
        self.assertEqual(len(p.stdout.splitlines()), 2)
        self.assertNotIn("Traceback", p.stderr)
        self.assertNotIn("BrokenPipeError", p.stderr)


if __name__ == "__main__":
    unittest.main()
