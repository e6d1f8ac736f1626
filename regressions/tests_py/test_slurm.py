"""The Slurm launcher of `./dv nightly`, end to end on a private one-node Slurm cluster
(regressions/slurm_cluster.py: munged + slurmctld + slurmd on this machine, torn down after).

The same regression (fake sim, fixed master seed, so the same seeds) is run through Slurm and
locally; the results must be equal run by run. Needs root and slurm-wlm + munge (CI is root).
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from _common import FAKE_BIN, FAKE_TESTS, REGRESSIONS

import slurm_cluster

TESTS = "fake_pass,fake_seeded,fake_fail_bad,fake_crash,fake_hang"
KEYS = ("ok", "status", "signature", "exit_code", "signal", "why")


def nightly(out: Path, launcher: str, env=None):
    return subprocess.run([sys.executable, str(REGRESSIONS / "dv.py"), "nightly", "--no-build",
                           "--bin-dir", str(FAKE_BIN), "--tests-dir", str(FAKE_TESTS),
                           "--out", str(out), "--launcher", launcher, "--tests", TESTS,
                           "--master-seed", "2024", "--jobs", "2", "--no-trends",
                           "--max-waves", "0"], capture_output=True, text=True, env=env,
                          timeout=240)


class SlurmLauncher(unittest.TestCase):
    def test_slurm_equals_local(self):
        with tempfile.TemporaryDirectory() as d:
            d = Path(d)
            local = nightly(d / "local", "local")
            self.assertEqual(local.returncode, 1, local.stderr)  # the fake list has failures
            with slurm_cluster.SlurmCluster() as c:
                sl = nightly(d / "slurm", "slurm", env=c.env())
                jobcomp = (c.dir / "log" / "jobcomp.txt")
                jobcomp_text = jobcomp.read_text() if jobcomp.exists() else ""
            self.assertEqual(sl.returncode, 1, sl.stderr)
            self.assertIn("submitted Slurm job array", sl.stderr)
            L = json.loads((d / "local" / "summary.json").read_text())
            S = json.loads((d / "slurm" / "summary.json").read_text())
            lr = {r["id"]: r for r in L["runs"]}
            sr = {r["id"]: r for r in S["runs"]}
            self.assertEqual(sorted(lr), sorted(sr))
            self.assertEqual(len(lr), 12)
            for rid in lr:
                self.assertEqual({k: lr[rid][k] for k in KEYS}, {k: sr[rid][k] for k in KEYS}, rid)
                self.assertIsNotNone(sr[rid]["slurm_job"], rid)  # really ran as a Slurm task
                self.assertIsNone(lr[rid]["slurm_job"], rid)
            self.assertEqual([b["signature"] for b in L["buckets"]],
                             [b["signature"] for b in S["buckets"]])
            # every task of the array completed as far as Slurm is concerned
            self.assertEqual(jobcomp_text.count("JobState=COMPLETED"), 12, jobcomp_text[-2000:])

    def test_teardown_leaves_nothing(self):
        with slurm_cluster.SlurmCluster() as c:
            pids = [p.pid for p in c.procs.values()] + [c.munged_pid]
            d = c.dir
        self.assertFalse(d.exists())
        for pid in pids:
            with self.assertRaises(ProcessLookupError):
                os.kill(pid, 0)


if __name__ == "__main__":
    unittest.main()
