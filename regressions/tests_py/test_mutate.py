"""Unit tests of regressions/mutate.py, mutscore.py and mutbuild.py that need no build: when a
mutation run cannot vouch for its score (doubts_of, exit_status, the loud end), where --out puts
the scratch builds, and the check that the build is not older than the sources it is relinked with. The
end-to-end case of a baseline that fails is in tool.mutate_smoke (mutate_smoke.py)."""

import contextlib
import io
import os
import tempfile
import unittest
from pathlib import Path

from _common import REGRESSIONS  # noqa: F401 (puts regressions/ on sys.path)

import mutate
import mutbuild
import mutscore


def counts(**kw):
    c = {s: 0 for s in mutscore.STATUSES}
    c.update(kw)
    c["total"] = sum(kw.values())
    c["score"] = mutscore.score_of(c)
    return c


class Doubts(unittest.TestCase):
    def test_clean_run_has_none(self):
        self.assertEqual(mutscore.doubts_of(counts(KILLED=3, SURVIVED=1, INVALID=2), [], None), [])
        self.assertEqual(mutscore.exit_status(False, [], []), 0)

    def test_every_mutant_error(self):
        d = mutscore.doubts_of(counts(ERROR=4, EQUIVALENT=2), [], None)
        self.assertEqual(len(d), 1)
        self.assertIn("every mutant (4) ended in ERROR", d[0])
        self.assertEqual(mutscore.exit_status(False, [], d), mutscore.EXIT_UNSURE)

    def test_some_errors(self):
        d = mutscore.doubts_of(counts(ERROR=1, KILLED=5), [], None)
        self.assertIn("1 of 6 mutants ended in ERROR", d[0])
        self.assertNotEqual(mutscore.exit_status(False, [], d), 0)

    def test_baseline_failure(self):
        failed = ["net_smoke.1: fail SVA"]
        d = mutscore.doubts_of(counts(KILLED=2), failed, None)
        self.assertIn("fail on the unmutated RTL", d[0])
        self.assertIn("net_smoke.1", d[0])
        self.assertEqual(mutscore.exit_status(False, failed, d), mutscore.EXIT_BASELINE)

    def test_schema_broken(self):
        d = mutscore.doubts_of(counts(KILLED=1), [], "the schema of x.sv broke the design")
        self.assertIn("+mutant=0", d[0])
        self.assertEqual(mutscore.exit_status(True, [], d), mutscore.EXIT_SCHEMA_BROKEN)

    def test_nothing_tested(self):
        d = mutscore.doubts_of(counts(NO_TESTS=3), [], None)
        self.assertIn("NO_TESTS", d[0])

    def test_shout_is_loud(self):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            mutscore.shout(["every mutant (4) ended in ERROR"])
        text = err.getvalue()
        self.assertIn("NOT SURE", text)
        self.assertIn("every mutant (4) ended in ERROR", text)
        self.assertIn("!" * 40, text)


class Scratch(unittest.TestCase):
    def test_scratch_inside_out(self):
        out, base = Path("/x/my_out"), Path("/r/out/mutate")
        self.assertEqual(mutate.scratch_dir(out, base, True), out / "scratch")
        self.assertEqual(mutate.scratch_dir(out, base, False), base / "scratch")


class ChangedSinceBuild(unittest.TestCase):
    """A dependency newer than its object is reported (the dependency log is given, not read)."""

    def setUp(self):
        self.dir = Path(tempfile.mkdtemp())
        (self.dir / "a.h").write_text("//")
        (self.dir / "a.cpp").write_text("//")
        (self.dir / "a.o").write_text("obj")
        now = 1_700_000_000
        os.utime(self.dir / "a.h", (now, now))
        os.utime(self.dir / "a.cpp", (now, now))
        os.utime(self.dir / "a.o", (now + 10, now + 10))
        mutbuild._DEPS_CACHE["a.o"] = ["a.cpp", "a.h"]
        mutbuild._DEPS_CACHE["missing.o"] = ["a.cpp"]

    def tearDown(self):
        mutbuild._DEPS_CACHE.pop("a.o", None)
        mutbuild._DEPS_CACHE.pop("missing.o", None)

    def test_up_to_date(self):
        self.assertEqual(mutbuild.changed_since_build(self.dir, ["a.o"]), [])

    def test_header_edited_after_the_build(self):
        later = 1_700_000_100
        os.utime(self.dir / "a.h", (later, later))
        got = mutbuild.changed_since_build(self.dir, ["a.o"])
        self.assertEqual(len(got), 1)
        self.assertIn("a.h is newer than a.o", got[0])

    def test_object_not_built(self):
        self.assertEqual(mutbuild.changed_since_build(self.dir, ["missing.o"]),
                         ["missing.o is not built"])


if __name__ == "__main__":
    unittest.main()
