#!/usr/bin/env python3
"""Tests of reggen: every validation error names file:line, and the doc check fires on drift.

Run by CTest (reggen.selftest). Each case writes a small description with one deliberate fault
and checks that the generator exits 1 with `<file>:<line>: <message>` at the right line; the doc
cases check that a README whose generated table was edited by hand fails the check (and passes
again after --update-doc).
"""

import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(HERE, "reggen.py")

GOOD = """\
block: demo
sv_package: demo_reg_pkg
cpp_namespace: demo_regs
bus: {addr_width: 4, data_width: 32}
params:
  N: {default: 2, max: 4}
maps:
  - name: m
    registers:
      - name: CTRL
        offset: 0x0
        access: RW
        fields:
          - {name: en, bits: "0", reset: 0}
          - {name: mode, bits: "5:4", reset: 2}
      - name: CNT
        offset: 0x1
        array: {count: N, stride: 1}
        access: WC
        fields:
          - {name: count, bits: "31:0", reset: 0}
packets:
  - name: P
    fields:
      - {name: crc, width: 8}
      - {name: data, width: N}
      - {name: kind, width: 1, enum: {A: 0, B: 1}}
    crc: {field: crc, covers: [kind, data], poly: 0x07, init: 0xFF}
"""


def run(desc_text, *args):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "demo_regs.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(desc_text)
        p = subprocess.run([sys.executable, TOOL, path, "--sv",
                            os.path.join(d, "demo_reg_pkg.sv"), "--cpp",
                            os.path.join(d, "demo_regs.h"), *args],
                           capture_output=True, text=True, check=False)
        return p.returncode, p.stderr.replace(path, "DESC")


def line_of(text, needle):
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return i
    raise AssertionError(f"{needle!r} not in the description")


class Validation(unittest.TestCase):
    def test_good(self):
        rc, err = run(GOOD)
        self.assertEqual(rc, 0, err)

    def bad(self, old, new, needle, message):
        self.assertIn(old, GOOD)
        text = GOOD.replace(old, new, 1)
        rc, err = run(text)
        self.assertEqual(rc, 1, f"the fault was not caught: {err}")
        self.assertIn(f"DESC:{line_of(text, needle)}: ", err)
        self.assertIn(message, err)

    def test_bad_access(self):
        self.bad("access: WC", "access: XX", "access: XX", "access 'XX' is not one of")

    def test_bad_overlap(self):
        self.bad('bits: "5:4"', 'bits: "5:0"', 'bits: "5:0"', "overlaps field 'en'")

    def test_bad_reset_too_wide(self):
        self.bad("reset: 2}", "reset: 4}", "reset: 4}", "does not fit in 2 bits")

    def test_bad_same_address(self):
        self.bad("offset: 0x1", "offset: 0x0", "name: CNT", "share address 0x0")

    def test_bad_address_width(self):
        self.bad("offset: 0x1", "offset: 0xF", "offset: 0xF", "does not fit in 4 address bits")

    def test_bad_unknown_key(self):
        self.bad("access: RW", "acess: RW", "acess: RW", "unknown key 'acess'")

    def test_bad_unknown_param(self):
        self.bad("count: N,", "count: M,", "count: M,", "'M' is neither a number nor a parameter")

    def test_bad_crc_covers(self):
        self.bad("covers: [kind, data]", "covers: [kind, nope]", "covers: [kind, nope]",
                 "covers 'nope', not a payload field")

    def test_bad_yaml(self):
        self.bad("fields:\n          - {name: count", "fields:\n          - {name: count: x",
                 "name: count: x", "YAML")

    def test_bad_package_file_name(self):
        text = GOOD.replace("sv_package: demo_reg_pkg", "sv_package: other_pkg")
        rc, err = run(text)
        self.assertEqual(rc, 1)
        self.assertIn(f"DESC:{line_of(text, 'sv_package')}: ", err)


class Docs(unittest.TestCase):
    def test_doc_drift(self):
        with tempfile.TemporaryDirectory() as d:
            doc = os.path.join(d, "README.md")
            with open(doc, "w", encoding="utf-8") as f:
                f.write("# demo\n\n<!-- reggen:begin demo map m -->\n<!-- reggen:end -->\n")
            rc, err = run(GOOD, "--check-doc", doc)
            self.assertEqual(rc, 1, "an empty table must fail the check")
            self.assertIn("differs from", err)
            self.assertIn("refresh with: python3 verif/tools/reggen/reggen.py", err)
            rc, err = run(GOOD, "--update-doc", doc)
            self.assertEqual(rc, 0, err)
            rc, err = run(GOOD, "--check-doc", doc)
            self.assertEqual(rc, 0, err)
            with open(doc, encoding="utf-8") as f:
                text = f.read()
            self.assertIn("`CTRL`", text)
            with open(doc, "w", encoding="utf-8") as f:  # a hand edit of the generated table
                f.write(text.replace("| RW |", "| RO |", 1))
            rc, err = run(GOOD, "--check-doc", doc)
            self.assertEqual(rc, 1, "a hand-edited table must fail the check")
            self.assertIn(f"{doc}:3: table 'map m' differs", err)

    def test_doc_unknown_table(self):
        with tempfile.TemporaryDirectory() as d:
            doc = os.path.join(d, "README.md")
            with open(doc, "w", encoding="utf-8") as f:
                f.write("<!-- reggen:begin demo map nope -->\n<!-- reggen:end -->\n")
            rc, err = run(GOOD, "--check-doc", doc)
            self.assertEqual(rc, 1)
            self.assertIn("no table 'map nope'", err)


if __name__ == "__main__":
    unittest.main(verbosity=2)
