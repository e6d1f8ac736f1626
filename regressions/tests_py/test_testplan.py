"""Tests of the testplans' rule rows (regressions/testplan.py `rules:`, report.rules_html):
the schema is validated, a rule with no bin is a testplan hole, and a rule's bins are looked up
in the merged functional coverage."""
import tempfile
import unittest
from pathlib import Path

import _common  # noqa: F401  (puts regressions/ on sys.path)

import report
import testplan

PLAN = """testplan: x
spec: x.md
properties:
  - id: p
    text: t
    tests: [t1]
rules:
  - id: x.rule.a
    block: blk
    table: "README 5.1"
    row: "arrive while idle"
    bins: [a_cg.rule.arrive]
    tests: [t1]
  - id: x.rule.b
    block: blk
    table: "README 5.1"
    row: "two bins"
    bins: [a_cg.rule.arrive, a_cg.rule.other]
    tests: [t2]
    directed: ["blk.directed.*"]
  - id: x.rule.hole
    block: blk
    table: "README 4"
    row: "no bin yet"
    bins: []
"""

FCOV = {"covergroups": [
    {"type": "a_cg", "instance": "i1", "items": [
        {"name": "rule", "bins": [{"name": "arrive", "hits": 3, "kind": "normal"},
                                  {"name": "other", "hits": 0, "kind": "normal"},
                                  {"name": "bad", "hits": 5, "kind": "illegal"}]}]},
    {"type": "a_cg~1", "instance": "i2", "items": [
        {"name": "rule", "bins": [{"name": "arrive", "hits": 2, "kind": "normal"}]}]}]}


def load(text):
    with tempfile.TemporaryDirectory() as d:
        Path(d, "x.yaml").write_text(text)
        return testplan.load_all(d)


class Rules(unittest.TestCase):
    def test_load(self):
        props, rules = load(PLAN)
        self.assertEqual([p.id for p in props], ["p"])
        self.assertEqual([r.id for r in rules], ["x.rule.a", "x.rule.b", "x.rule.hole"])
        self.assertEqual(rules[1].directed, ["blk.directed.*"])
        self.assertEqual(rules[2].bins, [])

    def test_rejects(self):
        base = PLAN.replace('    bins: []\n', '')  # the hole rule without a bins field
        with self.assertRaises(testplan.TestplanError) as cm:
            load(base)
        self.assertIn("rule 'x.rule.hole' has no 'bins'", str(cm.exception))
        with self.assertRaises(testplan.TestplanError) as cm:
            load(PLAN + "    bogus: 1\n")
        self.assertIn("x.yaml:21: unknown field(s) bogus in a rule", str(cm.exception))
        with self.assertRaises(testplan.TestplanError) as cm:
            load(PLAN.replace("[a_cg.rule.arrive]", "[a_cg_arrive]"))
        self.assertIn("bin(s) a_cg_arrive not of the form covergroup.coverpoint.bin",
                      str(cm.exception))
        with self.assertRaises(testplan.TestplanError) as cm:
            load(PLAN.replace("id: x.rule.b", "id: p"))
        self.assertIn("duplicate id 'p'", str(cm.exception))
        with self.assertRaises(testplan.TestplanError) as cm:
            load(PLAN.replace('    row: "no bin yet"\n', ''))
        self.assertIn("a rule needs the strings row", str(cm.exception))

    def test_bin_hits_and_status(self):
        _, rules = load(PLAN)
        hits = testplan.bin_hits(FCOV)
        self.assertEqual(hits, {"a_cg.rule.arrive": 5, "a_cg.rule.other": 0})
        st = {s["id"]: s for s in testplan.rule_status(rules, {"t1", "t2"}, hits)}
        self.assertEqual({k: v["status"] for k, v in st.items()},
                         {"x.rule.a": "reached", "x.rule.b": "not reached", "x.rule.hole": "hole"})
        self.assertEqual(st["x.rule.b"]["unreached_bins"], ["a_cg.rule.other"])
        none = {s["id"]: s["status"] for s in testplan.rule_status(rules, {"t1"}, None)}
        self.assertEqual(none, {"x.rule.a": "no coverage", "x.rule.b": "no coverage",
                                "x.rule.hole": "hole"})
        self.assertEqual(testplan.rule_status(rules, {"t1"}, None)[1]["unknown_tests"], ["t2"])

    def test_report_shows_holes(self):
        _, rules = load(PLAN)
        h = report.rules_html(testplan.rule_status(rules, {"t1", "t2"}, testplan.bin_hits(FCOV)))
        self.assertIn("Testplan holes (a rule with no bin): x.rule.hole", h)
        self.assertIn("a_cg.rule.other (0)", h)
        self.assertIn("1 hole, 1 not reached, 1 reached of 3 rules", h)

    def test_repository_rules_load(self):
        # every rule row of the repository's testplans is well formed and names known tests
        import testlist
        props, rules = testplan.load_all()
        self.assertGreater(len(rules), 40)
        known = set(testlist.load())
        for st in testplan.rule_status(rules, known, None):
            self.assertEqual(st["unknown_tests"], [], st["id"])
        blocks = {r.block for r in rules}
        self.assertTrue({"collective_unit", "barrier_switch", "barrier_leaf"} <= blocks, blocks)

    def test_repository_rule_bins_are_defined(self):
        # every bin a rule names is a bin name of the coverage sources (a quoted string, or an
        # entry X(name) of an X-macro rule list, e.g. BAR_SW_RULES in bar_switch_cov.h), and its
        # covergroup type is named there too (no typo survives until a nightly)
        from _common import ROOT
        src = "".join(f.read_text() for d in ("coverage", "verif/envs")
                      for f in sorted((ROOT / d).rglob("*.h")))
        _, rules = testplan.load_all()
        for r in rules:
            for b in r.bins:
                cg, _, name = b.split(".")
                self.assertIn(f'"{cg}"', src, f"{r.id}: covergroup type {cg}")
                self.assertTrue(f'"{name}"' in src or f"X({name})" in src, f"{r.id}: bin {name}")


if __name__ == "__main__":
    unittest.main()
