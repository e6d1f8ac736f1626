"""Testplans (regressions/testplans/*.yaml): spec properties -> tests and covergroups.

Schema (see regressions/testplans/README.md):

    testplan: collective_unit          # name
    spec: collective-unit.md           # file in ../shared/spec/
    properties:
      - id: cu.arith.exact             # unique within all testplans
        section: "Arithmetic, exactly" # spec section heading
        text: "one-line statement of the property"
        tests: [cu_random]             # tests (names from regressions/tests/*.yaml); [] = none yet
        covergroups: [cu_op_cg]        # optional covergroup types that measure it
        checkers: ["CU_STARVE (cu_unit_fairness_checker)"]  # optional: the checks (error id
                                       # and component) that check it without the reference
                                       # model
    rules:                             # optional: one entry per row of a contract table
      - id: cu.rule.r1_refused         # unique within all testplans (properties and rules)
        block: collective_unit         # the block whose contract states the row
        table: "TRAFFIC.md, Readiness, arbitration: rules"   # the table (file, section)
        row: "1. a ready class without room is refused"       # the row, in short
        bins: [cu_unit_rule_cg.rule.r1_refused]   # covergroup.coverpoint.bin hit where the
                                       # rule fires; [] = no bin yet (a testplan hole)
        tests: [cu_unit_starve_room]   # tests (names from regressions/tests/*.yaml) reaching it
        directed: ["collective_unit.cu_unit_clear_same_cycle.*"]  # optional: CTest names of
                                       # directed tests outside the test lists

Status per property after a regression: `covered` (every run of its tests passed), `failing`
(some run failed), `not run` (tests exist but none ran in this regression), `no test yet`,
`unknown test` (a name not in the test lists: a typo, or the test is not written yet).
Status per rule (rule_status, from the regression's merged functional coverage): `hole` (no
bin: a testplan hole), `reached` (every bin hit in some passing run), `not reached` (a bin with
no hit, or a bin no run sampled), `no coverage` (no merged coverage in this regression).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import yaml

import testlist

TOP_FIELDS = {"testplan", "spec", "properties", "rules"}
PROP_FIELDS = {"id", "section", "text", "tests", "covergroups", "checkers"}
RULE_FIELDS = {"id", "block", "table", "row", "bins", "tests", "directed"}
#: A rule bin: covergroup type, coverpoint (or cross) and bin name, dot-separated.
BIN_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z0-9_<>,]+$")


class TestplanError(testlist.ProblemsError):
    """One or more problems in the testplans."""


@dataclasses.dataclass
class Property:
    id: str
    section: str
    text: str
    tests: list[str]
    covergroups: list[str]
    plan: str
    file: str
    line: int
    checkers: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Rule:
    """One row of a contract table (protocol, timeout, register access, configuration
    validation, malformed packets) and the coverage bins that show it happened."""
    id: str
    block: str
    table: str
    row: str
    bins: list[str]
    tests: list[str]
    directed: list[str]
    plan: str
    file: str
    line: int


def _str_list(v) -> bool:
    return isinstance(v, list) and all(isinstance(t, str) for t in v)


def default_dir() -> Path:
    return Path(__file__).resolve().parent / "testplans"


def load(plan_dir=None) -> list[Property]:
    """The properties of every testplan (TestplanError lists every problem of every file)."""
    return load_all(plan_dir)[0]


def load_rules(plan_dir=None) -> list[Rule]:
    """The rule rows of every testplan (the same validation as load)."""
    return load_all(plan_dir)[1]


def _entry(f, node, kind, fields, where, problems):
    """(line, fields) of one entry of a list of `kind`s; fields is None, with the problem appended,
    unless the entry is a mapping of known fields."""
    line = node.start_mark.line + 1
    if not isinstance(node, yaml.MappingNode):
        problems.append(f"{f}:{line}: a {kind} must be a mapping")
        return line, None
    val = testlist.node_value(node)
    bad = set(val) - fields
    if bad:
        problems.append(f"{f}:{line}: unknown field(s) {', '.join(sorted(bad))}{where} "
                        f"(known: {', '.join(sorted(fields))})")
        return line, None
    return line, val


def load_all(plan_dir=None) -> tuple[list[Property], list[Rule]]:
    d = Path(plan_dir) if plan_dir else default_dir()
    problems: list[str] = []
    props: list[Property] = []
    rules: list[Rule] = []
    seen: dict[str, str] = {}
    for f in sorted(d.glob("*.yaml")):
        try:
            root = yaml.compose(f.read_text(), Loader=testlist._LOADER)
        except yaml.MarkedYAMLError as e:
            m = e.problem_mark or e.context_mark
            problems.append(f"{f}:{(m.line + 1) if m else 1}: YAML syntax error: {e.problem}")
            continue
        if root is None:
            continue
        if not isinstance(root, yaml.MappingNode):
            problems.append(f"{f}:1: top level must be a mapping")
            continue
        top = {k.value: v for k, v in root.value}
        for k, _ in root.value:
            if k.value not in TOP_FIELDS:
                problems.append(f"{f}:{k.start_mark.line + 1}: unknown key '{k.value}' "
                                f"(known: {', '.join(sorted(TOP_FIELDS))})")
        name = top["testplan"].value if "testplan" in top else f.stem
        plist = top.get("properties")
        if plist is None or not isinstance(plist, yaml.SequenceNode):
            problems.append(f"{f}:1: 'properties' must be a list")
            continue
        for node in plist.value:
            line, val = _entry(f, node, "property", PROP_FIELDS, "", problems)
            if val is None:
                continue
            if not isinstance(val.get("id"), str) or not isinstance(val.get("text"), str):
                problems.append(f"{f}:{line}: a property needs 'id' and 'text' strings")
                continue
            tests = val.get("tests") or []
            cgs = val.get("covergroups") or []
            chks = val.get("checkers") or []
            if not (isinstance(tests, list) and all(isinstance(t, str) for t in tests)):
                problems.append(f"{f}:{line}: 'tests' must be a list of test names")
                continue
            if not (isinstance(cgs, list) and all(isinstance(t, str) for t in cgs)):
                problems.append(f"{f}:{line}: 'covergroups' must be a list of names")
                continue
            if not (isinstance(chks, list) and all(isinstance(t, str) for t in chks)):
                problems.append(f"{f}:{line}: 'checkers' must be a list of strings")
                continue
            if val["id"] in seen:
                problems.append(f"{f}:{line}: duplicate property id '{val['id']}' "
                                f"(first at {seen[val['id']]})")
                continue
            seen[val["id"]] = f"{f}:{line}"
            props.append(Property(val["id"], str(val.get("section", "")), val["text"], tests,
                                  cgs, name, str(f), line, chks))
        rlist = top.get("rules")
        if rlist is not None and not isinstance(rlist, yaml.SequenceNode):
            problems.append(f"{f}:{rlist.start_mark.line + 1}: 'rules' must be a list")
            rlist = None
        for node in (rlist.value if rlist is not None else []):
            line, val = _entry(f, node, "rule", RULE_FIELDS, " in a rule", problems)
            if val is None:
                continue
            missing = [k for k in ("id", "block", "table", "row") if not isinstance(val.get(k), str)]
            if missing:
                problems.append(f"{f}:{line}: a rule needs the strings {', '.join(missing)}")
                continue
            if "bins" not in val:
                problems.append(f"{f}:{line}: rule '{val['id']}' has no 'bins' (write 'bins: []' "
                                f"for a rule with no bin yet: a testplan hole)")
                continue
            lists = {k: val.get(k) if val.get(k) is not None else [] for k in
                     ("bins", "tests", "directed")}
            wrong = [k for k, v in lists.items() if not _str_list(v)]
            if wrong:
                problems.append(f"{f}:{line}: {', '.join(repr(k) for k in wrong)} must be a list "
                                f"of strings")
                continue
            badbins = [b for b in lists["bins"] if not BIN_RE.match(b)]
            if badbins:
                problems.append(f"{f}:{line}: bin(s) {', '.join(badbins)} not of the form "
                                f"covergroup.coverpoint.bin")
                continue
            if val["id"] in seen:
                problems.append(f"{f}:{line}: duplicate id '{val['id']}' "
                                f"(first at {seen[val['id']]})")
                continue
            seen[val["id"]] = f"{f}:{line}"
            rules.append(Rule(val["id"], val["block"], val["table"], val["row"], lists["bins"],
                              lists["tests"], lists["directed"], name, str(f), line))
    if problems:
        raise TestplanError(problems)
    return props, rules


def bin_hits(fcov: dict) -> dict[str, int]:
    """Hits per "covergroup.coverpoint.bin" of a collnet-fcov JSON (one run's fcov.json or
    cov_merge's merged JSON), summed over instances and variants ("type~k")."""
    hits: dict[str, int] = {}
    for g in fcov.get("covergroups") or []:
        t = str(g.get("type", "")).split("~", 1)[0]
        for it in g.get("items") or []:
            for b in it.get("bins") or []:
                if b.get("kind", "normal") != "normal":
                    continue
                k = f"{t}.{it.get('name')}.{b.get('name')}"
                hits[k] = hits.get(k, 0) + int(b.get("hits", 0))
    return hits


def rule_status(rules: list[Rule], known_tests: set[str], hits: dict[str, int] | None) -> list[dict]:
    """Per rule: `hole` (no bin), `reached`, `not reached` or `no coverage` (hits None: no merged
    functional coverage). `unknown_tests` lists names not in the test lists."""
    out = []
    for r in rules:
        missing = [b for b in r.bins if hits is not None and hits.get(b, 0) == 0]
        if not r.bins:
            st = "hole"
        elif hits is None:
            st = "no coverage"
        elif missing:
            st = "not reached"
        else:
            st = "reached"
        out.append({"id": r.id, "plan": r.plan, "block": r.block, "table": r.table, "row": r.row,
                    "bins": r.bins, "tests": r.tests, "directed": r.directed, "status": st,
                    "bin_hits": {b: (hits or {}).get(b, 0) for b in r.bins} if hits is not None
                    else {},
                    "unreached_bins": missing,
                    "unknown_tests": [t for t in r.tests if t not in known_tests]})
    return out


def status(props: list[Property], known_tests: set[str], results: list[dict]) -> list[dict]:
    """Per-property status from the regression's run results (dicts with test, ok)."""
    by_test: dict[str, list[dict]] = {}
    for r in results:
        by_test.setdefault(r["test"], []).append(r)
    out = []
    for p in props:
        unknown = [t for t in p.tests if t not in known_tests]
        runs = [r for t in p.tests for r in by_test.get(t, [])]
        failing = sorted({r["test"] for r in runs if not r["ok"]})
        if not p.tests:
            st = "no test yet"
        elif failing:
            st = "failing"
        elif unknown:
            st = "unknown test"
        elif not runs:
            st = "not run"
        else:
            st = "covered"
        out.append({"id": p.id, "plan": p.plan, "section": p.section, "text": p.text,
                    "tests": p.tests, "covergroups": p.covergroups, "checkers": p.checkers,
                    "status": st,
                    "runs": len(runs), "passed": sum(r["ok"] for r in runs),
                    "failing_tests": failing, "unknown_tests": unknown})
    return out
