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
        checkers: ["bar_net_checker [BARNET_SAFETY]"]  # optional: the checkers that check it
                                       # without the reference model (name [error id])

Status per property after a regression: `covered` (every run of its tests passed), `failing`
(some run failed), `not run` (tests exist but none ran in this regression), `no test yet`,
`unknown test` (a name not in the test lists: a typo, or the test is not written yet).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import yaml

import testlist

TOP_FIELDS = {"testplan", "spec", "properties"}
PROP_FIELDS = {"id", "section", "text", "tests", "covergroups", "checkers"}


class TestplanError(Exception):
    def __init__(self, problems):
        super().__init__("\n".join(problems))
        self.problems = problems


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


def default_dir() -> Path:
    return Path(__file__).resolve().parent / "testplans"


def load(plan_dir=None) -> list[Property]:
    d = Path(plan_dir) if plan_dir else default_dir()
    problems: list[str] = []
    props: list[Property] = []
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
            line = node.start_mark.line + 1
            if not isinstance(node, yaml.MappingNode):
                problems.append(f"{f}:{line}: a property must be a mapping")
                continue
            val = testlist.node_value(node)
            bad = set(val) - PROP_FIELDS
            if bad:
                problems.append(f"{f}:{line}: unknown field(s) {', '.join(sorted(bad))} "
                                f"(known: {', '.join(sorted(PROP_FIELDS))})")
                continue
            if not isinstance(val.get("id"), str) or not isinstance(val.get("text"), str):
                problems.append(f"{f}:{line}: a property needs 'id' and 'text' strings")
                continue
            tests = val.get("tests") or []
            cgs = val.get("covergroups") or []
            if not (isinstance(tests, list) and all(isinstance(t, str) for t in tests)):
                problems.append(f"{f}:{line}: 'tests' must be a list of test names")
                continue
            if not (isinstance(cgs, list) and all(isinstance(t, str) for t in cgs)):
                problems.append(f"{f}:{line}: 'covergroups' must be a list of names")
                continue
            chks = val.get("checkers") or []
            if not (isinstance(chks, list) and all(isinstance(t, str) for t in chks)):
                problems.append(f"{f}:{line}: 'checkers' must be a list of names")
                continue
            if val["id"] in seen:
                problems.append(f"{f}:{line}: duplicate property id '{val['id']}' "
                                f"(first at {seen[val['id']]})")
                continue
            seen[val["id"]] = f"{f}:{line}"
            props.append(Property(val["id"], str(val.get("section", "")), val["text"], tests,
                                  cgs, name, str(f), line, chks))
    if problems:
        raise TestplanError(problems)
    return props


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
                    "tests": p.tests, "covergroups": p.covergroups, "status": st,
                    "runs": len(runs), "passed": sum(r["ok"] for r in runs),
                    "failing_tests": failing, "unknown_tests": unknown})
    return out
