"""Test-list loader: reads regressions/tests/*.yaml and validates every entry.

The schema is documented in regressions/tests/README.md and docs/architecture.md. Every
problem is reported as ``<file>:<line>: <message>`` (line numbers from the YAML node marks),
and all problems of all files are collected before anything runs, so one pass shows them all.

Python 3.11 stdlib + PyYAML only.
"""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

import yaml

#: Regressions a test may belong to. Add a name here (and to regressions/tests/README.md) to
#: make a new regression; `./dv nightly --regression NAME` then runs it.
KNOWN_REGRESSIONS = ("smoke", "nightly", "graded")

#: Field name -> (required, description). Order is the documented order.
FIELDS = {
    "name": (True, "unique test name across all files ([a-z0-9_]+)"),
    "sim": (True, "sim executable = RTL configuration, build/<preset>/bin/<sim>"),
    "uvm_test": (True, "factory name passed as +UVM_TESTNAME"),
    "regressions": (True, "list of regressions: " + ", ".join(KNOWN_REGRESSIONS)),
    "plusargs": (False, "list of extra plusargs, each starting with '+'"),
    "seeds": (False, "number of random seeds in the nightly (default 1)"),
    "seed": (False, "fixed seed: every run of this test uses it (no reseeding)"),
    "timeout_s": (False, "wall-clock limit of one run in seconds (default 300)"),
    "expect": (False, "pass (default) or fail (a _bad test)"),
    "expect_error": (False, "with expect: fail, the report id that must fire"),
    "tags": (False, "list of tags; `long`: a long stress variant run only by `nightly --budget`"),
    "description": (False, "free text"),
}

#: Tags a test may carry. `long` tests run only when the nightly has a time budget (--budget)
#: or --long is given: long stress variants that make sense in a night, not in a quick pass.
KNOWN_TAGS = ("long",)

#: Fields a test list may set once for all its entries under a top-level `defaults:` mapping;
#: an entry's own value wins.
DEFAULTABLE = ("sim", "uvm_test", "regressions", "timeout_s", "seeds", "tags")

DEFAULT_TIMEOUT_S = 300
NAME_RE = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")


class ProblemsError(Exception):
    """One or more problems in YAML input; str() is one ``file:line: msg`` per line."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


class TestListError(ProblemsError):
    """One or more problems in the test lists."""


@dataclasses.dataclass
class TestEntry:
    """One validated test-list entry."""

    name: str
    sim: str
    uvm_test: str
    regressions: list[str]
    plusargs: list[str]
    seeds: int
    seed: int | None
    timeout_s: float
    expect: str
    expect_error: str | None
    description: str
    file: str
    line: int
    tags: list[str] = dataclasses.field(default_factory=list)

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"

    def to_json(self) -> dict:
        return dataclasses.asdict(self)


def _where(path: str, node: yaml.Node) -> str:
    return f"{path}:{node.start_mark.line + 1}"


# libyaml's parser when PyYAML has it (Debian's does): 10x faster, same nodes and marks
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def node_value(node: yaml.Node):
    """Python value of a node, with YAML 1.1 implicit typing as yaml.safe_load does it."""
    return yaml.constructor.SafeConstructor().construct_object(node, deep=True)


_scalar = node_value


def _parse_entry(path: str, node: yaml.Node, problems: list[str],
                 defaults: dict | None = None) -> TestEntry | None:
    if not isinstance(node, yaml.MappingNode):
        problems.append(f"{_where(path, node)}: a test entry must be a mapping (name: ..., sim: ...)")
        return None
    own: dict[str, tuple[yaml.Node, yaml.Node]] = {}
    fields = own
    ok = True
    for key_node, value_node in node.value:
        key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
        if key not in FIELDS:
            problems.append(
                f"{_where(path, key_node)}: unknown field '{key}' (known: {', '.join(FIELDS)})")
            ok = False
            continue
        if key in fields:
            problems.append(f"{_where(path, key_node)}: field '{key}' given twice")
            ok = False
            continue
        fields[key] = (key_node, value_node)
    # The file's defaults fill what the entry does not say (their problems point at the
    # defaults: mapping, which load_file has checked for unknown keys).
    fields = {**(defaults or {}), **own}
    for req, (required, _) in FIELDS.items():
        if required and req not in fields:
            name = ""
            if "name" in fields and isinstance(fields["name"][1], yaml.ScalarNode):
                name = f" of test '{fields['name'][1].value}'"
            problems.append(f"{_where(path, node)}: missing required field '{req}'{name}")
            ok = False
    if not ok:
        return None

    def err(field: str, msg: str) -> None:
        problems.append(f"{_where(path, fields[field][1])}: '{field}': {msg}")

    def get_str(field: str, default=None, pattern: re.Pattern | None = None):
        if field not in fields:
            return default
        v = fields[field][1]
        if not isinstance(v, yaml.ScalarNode) or not isinstance(_scalar(v), str) or not v.value:
            err(field, "must be a non-empty string")
            return None
        if pattern and not pattern.match(v.value):
            err(field, f"'{v.value}' has characters other than letters, digits, _ . -")
            return None
        return v.value

    def get_int(field: str, default, lo: int, hi: int):
        if field not in fields:
            return default
        v = fields[field][1]
        val = _scalar(v) if isinstance(v, yaml.ScalarNode) else None
        if isinstance(val, bool) or not isinstance(val, int) or not lo <= val <= hi:
            err(field, f"must be an integer in {lo}..{hi}, got {v.value if isinstance(v, yaml.ScalarNode) else 'a ' + v.id}")
            return None
        return val

    def get_list(field: str, default):
        if field not in fields:
            return default
        v = fields[field][1]
        if not isinstance(v, yaml.SequenceNode) or not all(
                isinstance(i, yaml.ScalarNode) and i.value for i in v.value):
            err(field, "must be a list of strings, e.g. [a, b]")
            return None
        return [i.value for i in v.value]

    name = get_str("name", pattern=NAME_RE)
    sim = get_str("sim", pattern=NAME_RE)
    uvm_test = get_str("uvm_test")
    regs = get_list("regressions", [])
    plusargs = get_list("plusargs", [])
    tags = get_list("tags", [])
    seeds = get_int("seeds", 1, 1, 100000)
    seed = get_int("seed", None, 0, 2**64 - 1)
    description = get_str("description", "")
    expect = get_str("expect", "pass")
    expect_error = get_str("expect_error", None)
    timeout_s: float | None = DEFAULT_TIMEOUT_S
    if "timeout_s" in fields:
        v = fields["timeout_s"][1]
        val = _scalar(v) if isinstance(v, yaml.ScalarNode) else None
        if isinstance(val, bool) or not isinstance(val, (int, float)) or val <= 0:
            err("timeout_s", "must be a positive number of seconds")
            timeout_s = None
        else:
            timeout_s = float(val)
    before = len(problems)
    if regs is not None:
        for i, r in enumerate(regs):
            if r not in KNOWN_REGRESSIONS:
                problems.append(
                    f"{_where(path, fields['regressions'][1].value[i])}: unknown regression '{r}' "
                    f"(known: {', '.join(KNOWN_REGRESSIONS)}; add new ones to KNOWN_REGRESSIONS "
                    f"in regressions/testlist.py)")
        if not regs:
            err("regressions", "must name at least one regression")
    if plusargs is not None:
        for i, p in enumerate(plusargs):
            if not p.startswith("+"):
                problems.append(f"{_where(path, fields['plusargs'][1].value[i])}: plusarg '{p}' "
                                f"must start with '+'")
            elif runner_plusarg_problem(p):
                problems.append(f"{_where(path, fields['plusargs'][1].value[i])}: "
                                f"{runner_plusarg_problem(p)}")
    if tags is not None:
        for i, tg in enumerate(tags):
            if tg not in KNOWN_TAGS:
                problems.append(f"{_where(path, fields['tags'][1].value[i])}: unknown tag '{tg}' "
                                f"(known: {', '.join(KNOWN_TAGS)})")
    if expect is not None and expect not in ("pass", "fail"):
        err("expect", f"must be 'pass' or 'fail', got '{expect}'")
    elif expect == "fail" and expect_error is None and "expect_error" not in fields:
        problems.append(f"{_where(path, node)}: test '{name}' has expect: fail but no "
                        f"expect_error (the report id that must fire)")
    elif expect == "pass" and "expect_error" in fields:
        err("expect_error", "only meaningful with expect: fail")
    if len(problems) != before or None in (name, sim, uvm_test, regs, plusargs, tags, seeds,
                                           description, expect, timeout_s):
        return None
    if "seed" in fields and seed is None:
        return None
    return TestEntry(name=name, sim=sim, uvm_test=uvm_test, regressions=regs,
                     plusargs=plusargs, seeds=seeds, seed=seed, timeout_s=timeout_s,
                     expect=expect, expect_error=expect_error, description=description,
                     file=path, line=node.start_mark.line + 1, tags=tags)


def load_file(path: str | os.PathLike, problems: list[str]) -> list[TestEntry]:
    """Parse one YAML test list, appending problems; returns the valid entries."""
    path = str(path)
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        problems.append(f"{path}:1: cannot read: {e.strerror}")
        return []
    try:
        root = yaml.compose(text, Loader=_LOADER)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else 1
        msg = " ".join(x for x in (e.context, e.problem) if x)
        problems.append(f"{path}:{line}: YAML syntax error: {msg}")
        return []
    except yaml.YAMLError as e:
        problems.append(f"{path}:1: YAML error: {e}")
        return []
    if root is None:
        return []  # empty file: no tests yet
    if not isinstance(root, yaml.MappingNode):
        problems.append(f"{_where(path, root)}: top level must be a mapping with key 'tests:'")
        return []
    tests_node = None
    defaults: dict[str, tuple[yaml.Node, yaml.Node]] = {}
    for k, v in root.value:
        if isinstance(k, yaml.ScalarNode) and k.value == "tests":
            tests_node = v
        elif isinstance(k, yaml.ScalarNode) and k.value == "defaults":
            if not isinstance(v, yaml.MappingNode):
                problems.append(f"{_where(path, v)}: 'defaults' must be a mapping, e.g. "
                                f"{{sim: ..., timeout_s: ...}}")
                return []
            for dk, dv in v.value:
                dkey = dk.value if isinstance(dk, yaml.ScalarNode) else dk.id
                if dkey not in DEFAULTABLE:
                    problems.append(f"{_where(path, dk)}: '{dkey}' cannot be a default "
                                    f"(defaults: {', '.join(DEFAULTABLE)})")
                elif dkey in defaults:
                    problems.append(f"{_where(path, dk)}: default '{dkey}' given twice")
                else:
                    defaults[dkey] = (dk, dv)
        else:
            key = k.value if isinstance(k, yaml.ScalarNode) else k.id
            problems.append(f"{_where(path, k)}: unknown top-level key '{key}' "
                            f"(only 'defaults:' and 'tests:')")
    if tests_node is None:
        if not problems:
            problems.append(f"{_where(path, root)}: missing top-level key 'tests:'")
        return []
    if isinstance(tests_node, yaml.ScalarNode) and tests_node.tag.endswith(":null"):
        return []  # "tests:" with nothing yet
    if not isinstance(tests_node, yaml.SequenceNode):
        problems.append(f"{_where(path, tests_node)}: 'tests' must be a list of test entries")
        return []
    out = []
    for item in tests_node.value:
        entry = _parse_entry(path, item, problems, defaults)
        if entry is not None:
            out.append(entry)
    return out


def default_tests_dir() -> Path:
    return Path(__file__).resolve().parent / "tests"


def load(tests_dir: str | os.PathLike | None = None, files=None) -> dict[str, TestEntry]:
    """Load and validate every ``*.yaml`` in tests_dir (or the given files).

    Returns name -> entry, in file then entry order. Raises TestListError with all problems.
    """
    if files is None:
        d = Path(tests_dir) if tests_dir else default_tests_dir()
        files = sorted(list(d.glob("*.yaml")) + list(d.glob("*.yml")))
    problems: list[str] = []
    tests: dict[str, TestEntry] = {}
    for f in files:
        rel = _display_path(f)
        for t in load_file(f, problems):
            t.file = rel
            if t.name in tests:
                problems.append(f"{t.where}: duplicate test name '{t.name}' "
                                f"(first defined at {tests[t.name].where})")
                continue
            tests[t.name] = t
    if problems:
        raise TestListError(problems)
    return tests


def load_with_lists(tests_dir: str | os.PathLike | None, extra_lists=()) -> dict[str, TestEntry]:
    """The test lists of tests_dir plus extra list files (`--test-list`, e.g. the `graded`
    regression of `./dv grade`), validated together."""
    if not extra_lists:
        return load(tests_dir)
    d = Path(tests_dir) if tests_dir else default_tests_dir()
    files = sorted(list(d.glob("*.yaml")) + list(d.glob("*.yml")))
    problems = []
    for f in extra_lists:
        if not Path(f).is_file():
            problems.append(f"{f}:1: --test-list: no such file")
    if problems:
        raise TestListError(problems)
    return load(files=files + [Path(f) for f in extra_lists])


def list_opts(lists) -> list[str]:
    """`--test-list FILE` for each extra list, relative to the source root when inside it (a
    repro line is run from there)."""
    root = Path(__file__).resolve().parent.parent
    out = []
    for f in lists or ():
        p = Path(f).resolve()
        try:
            p = p.relative_to(root)
        except ValueError:
            pass
        out += ["--test-list", str(p)]
    return out


def runner_plusarg_problem(p: str) -> str | None:
    """Why a plusarg may not be given by a test list or a user (the runner sets it), or None."""
    if p.split("=", 1)[0] in ("+UVM_TESTNAME", "+seed", "+out_dir"):
        return (f"plusarg '{p}' is set by the runner; use the uvm_test/seed fields instead")
    return None


def _display_path(f) -> str:
    """Path relative to the current directory when that is shorter (clickable in editors)."""
    p = Path(f).resolve()
    try:
        return str(p.relative_to(Path.cwd()))
    except ValueError:
        return str(p)


def select(tests: dict[str, TestEntry], regression: str | None = None,
           globs: list[str] | None = None) -> list[TestEntry]:
    """Tests of a regression (None = all), further filtered by fnmatch globs on the name."""
    import fnmatch
    if regression is not None and regression not in KNOWN_REGRESSIONS:
        raise TestListError([f"unknown regression '{regression}' "
                             f"(known: {', '.join(KNOWN_REGRESSIONS)})"])
    out = [t for t in tests.values() if regression is None or regression in t.regressions]
    if globs:
        # every glob must match: a typo in one glob of a list is as wrong as a lone one
        dead = [g for g in globs if not any(fnmatch.fnmatchcase(t.name, g) for t in out)]
        if dead:
            raise TestListError([f"--tests: '{g}' matches no test"
                                 + (f" of regression '{regression}'" if regression else "")
                                 for g in dead])
        out = [t for t in out if any(fnmatch.fnmatchcase(t.name, g) for g in globs)]
    return out


def find_sim(entry: TestEntry, bin_dir: Path) -> Path:
    """The sim executable of a test; TestListError naming the YAML line if it is missing."""
    exe = Path(bin_dir) / entry.sim
    if not (exe.is_file() and os.access(exe, os.X_OK)):
        raise TestListError([f"{entry.where}: test '{entry.name}': sim executable '{entry.sim}' "
                             f"not found in {bin_dir} (no CMake target of that name was built)"])
    return exe
