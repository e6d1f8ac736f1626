"""Shared helpers of the runner's unit tests: paths of the fake sim and its test list."""
import sys
from pathlib import Path

REGRESSIONS = Path(__file__).resolve().parent.parent
ROOT = REGRESSIONS.parent
FAKE_BIN = REGRESSIONS / "tests_fake" / "bin"
FAKE_TESTS = REGRESSIONS / "tests_fake" / "tests"
sys.path.insert(0, str(REGRESSIONS))
