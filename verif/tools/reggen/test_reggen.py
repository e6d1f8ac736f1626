#!/usr/bin/env python3
"""Tests of reggen: every validation error names file:line, and the doc check fires on drift.

Run by CTest (reggen.selftest). Each case writes a small description with one deliberate fault
and checks that the generator exits 1 with `<file>:<line>: <message>` at the right line; the doc
cases check that a README whose generated table was edited by hand fails the check (and passes
again after --update-doc). The register-file cases (--sv-top) check that a description using
every access type generates a module that `verilator --lint-only -Wall` accepts (with and
without COLLNET_BUGS), that a testbench run on it sees each access rule, and that what the
register file cannot implement is an error at its line.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(HERE, "reggen.py")
COMMON = os.path.normpath(os.path.join(HERE, "..", "..", "..", "rtl", "common"))
VERILATOR = shutil.which("verilator")

# The header and first register of both descriptions below.
HEAD = """\
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
"""

GOOD = HEAD + """\
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


# Every access type of the register file, a lock, a legal value range, arrays, a bug hook.
TOP = HEAD + """\
      - name: CFG
        offset: 0x1
        array: {count: N, stride: 1}
        access: RW
        lock: CTRL.en
        fields:
          - {name: port, bits: "3:0", reset: 0, legal: {below: N, unless: any}}
          - {name: any, bits: "8", reset: 0}
      - name: STAT
        offset: 0x5
        access: RO
        volatile: true
        fields:
          - {name: busy, bits: "0", reset: 0}
      - name: ID
        offset: 0x6
        access: RO
        fields:
          - {name: n, bits: "7:0", reset: N}
      - {name: ERR, offset: 0x7, access: W1C, fields: [{name: bits, bits: "3:0", reset: 0}]}
      - name: CNT
        offset: 0x8
        access: WC
        fields:
          - {name: count, bits: "31:0", reset: 0}
      - {name: EVT, offset: 0x9, access: RC, fields: [{name: count, bits: "7:0", reset: 0}]}
      - {name: CMD, offset: 0xA, access: WO, fields: [{name: go, bits: "0", reset: 0}]}
bugs:
  - {name: demo_reset, map: m, reg: CTRL, field: mode, kind: reset, value: 1}
  - {name: demo_load, map: m, reg: CNT, kind: write_loads}
"""

# A testbench of demo_m_reg_top: one access per two cycles, each response checked (every
# mismatch printed, then `$fatal`; "TB PASSED" at the end).
TB = """\
module tb;
  import demo_reg_pkg::*;
  logic clk = 0, rst_n = 1;
  cc_reg_pkg::cc_reg_req_t req;
  cc_reg_pkg::cc_reg_rsp_t rsp;
  m_reg2hw_t reg2hw;
  m_hw2reg_t hw2reg;
  int errors = 0;
  demo_m_reg_top #(.N(2)) dut (.clk_i(clk), .rst_ni(rst_n), .reg_req_i(req), .reg_rsp_o(rsp),
                               .reg2hw_o(reg2hw), .hw2reg_i(hw2reg));
  always #5 clk = !clk;
  task automatic acc(input bit wr, input int a, input int wd, input int exp_rd, input bit exp_err);
    req = '{valid: 1'b1, write: wr, addr: 16'(a), wdata: 32'(wd)};
    @(posedge clk); #1;  // accepted at this edge: the response is valid until the next one
    req.valid = 1'b0;
    if (!rsp.rvalid || rsp.rdata != 32'(exp_rd) || rsp.rerr != exp_err) begin
      $display("ERROR addr %0d wr %0d: rdata %0h rerr %0d, expected %0h %0d", a, wr, rsp.rdata, rsp.rerr,
             exp_rd, exp_err);
      errors++;
    end
  endtask
  initial begin
    req = '0;
    hw2reg = '0;
    #1 rst_n = 0;
    #11 rst_n = 1;
    @(posedge clk); #1;
    acc(0, 0, 0, 32'h20, 0);       // CTRL reset (mode 2)
    acc(1, 1, 32'h3, 0, 1);        // CFG[0] := port 3 >= N = 2 without any: rejected
    acc(0, 1, 0, 0, 0);
    acc(1, 1, 32'h1, 0, 0);        // CFG[0] := 1 (legal)
    acc(1, 2, 32'h107, 0, 0);      // CFG[1] := port 7 with any: legal
    acc(0, 2, 0, 32'h107, 0);
    acc(1, 3, 32'h1, 0, 1);        // CFG[2]: beyond N = 2: unknown address
    acc(1, 0, 32'h1, 0, 0);        // CTRL.en := 1: CFG locked
    acc(1, 1, 32'h0, 0, 1);
    acc(0, 1, 0, 32'h1, 0);
    acc(1, 6, 32'h0, 0, 1);        // ID is RO: write rejected
    acc(0, 6, 0, 32'h2, 0);        // ID = N
    hw2reg.stat.busy = 1'b1;
    acc(0, 5, 0, 32'h1, 0);        // STAT from hw2reg
    hw2reg.err = '{bits: 4'b1010, de: 1'b1};
    @(posedge clk); #1;
    hw2reg.err.de = 1'b0;
    acc(1, 7, 32'h2, 0, 0);        // W1C: clear bit 1
    acc(0, 7, 0, 32'h8, 0);
    hw2reg.cnt = '{count: 32'd7, de: 1'b1};
    hw2reg.evt = '{count: 8'd9, de: 1'b1};
    @(posedge clk); #1;
    hw2reg.cnt.de = 1'b0;
    hw2reg.evt.de = 1'b0;
    acc(0, 8, 0, 32'd7, 0);
    acc(1, 8, 32'd5, 0, 0);        // WC: any write clears
    acc(0, 8, 0, 0, 0);
    acc(0, 9, 0, 32'd9, 0);        // RC: read, then clear
    acc(0, 9, 0, 0, 0);
    acc(1, 10, 32'h1, 0, 0);        // WO: write, reads 0
    acc(0, 10, 0, 0, 0);
    acc(0, 15, 0, 0, 1);           // unknown address
    if (errors != 0) $fatal(1, "TB FAILED: %0d errors", errors);
    $display("TB PASSED");
    $finish;
  end
endmodule
"""


def gen_top(desc_text, d):
    path = os.path.join(d, "demo_regs.yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(desc_text)
    p = subprocess.run([sys.executable, TOOL, path, "--sv", os.path.join(d, "demo_reg_pkg.sv"),
                        "--sv-top", d], capture_output=True, text=True, check=False)
    return p.returncode, p.stderr.replace(path, "DESC")


def rtl_files(d):
    return [os.path.join(d, "demo_reg_pkg.sv"), os.path.join(COMMON, "cc_reg_pkg.sv"),
            os.path.join(COMMON, "cc_reg_if.sv"), os.path.join(d, "demo_m_reg_top.sv")]


@unittest.skipIf(VERILATOR is None, "verilator not found")
class RegTop(unittest.TestCase):
    def test_lint_clean(self):
        with tempfile.TemporaryDirectory() as d:
            rc, err = gen_top(TOP, d)
            self.assertEqual(rc, 0, err)
            for extra in ([], ["+define+COLLNET_BUGS"], ["-GN=1"], ["-GN=4"]):
                p = subprocess.run([VERILATOR, "--lint-only", "-Wall", "--assert", *extra,
                                    *rtl_files(d), "--top-module", "demo_m_reg_top"],
                                   capture_output=True, text=True, check=False)
                self.assertEqual(p.returncode, 0, f"{extra}: {p.stderr}")

    def test_access_rules(self):
        with tempfile.TemporaryDirectory() as d:
            rc, err = gen_top(TOP, d)
            self.assertEqual(rc, 0, err)
            tb = os.path.join(d, "tb.sv")
            with open(tb, "w", encoding="utf-8") as f:
                f.write(TB)
            p = subprocess.run([VERILATOR, "--binary", "--assert", "-Wno-fatal", "--timing",
                                "-Mdir", os.path.join(d, "obj"), *rtl_files(d), tb,
                                "--top-module", "tb"],
                               capture_output=True, text=True, check=False)
            self.assertEqual(p.returncode, 0, p.stderr[-3000:])
            p = subprocess.run([os.path.join(d, "obj", "Vtb")], capture_output=True, text=True,
                               check=False)
            self.assertIn("TB PASSED", p.stdout, p.stdout + p.stderr)

    def bad(self, old, new, needle, message):
        self.assertIn(old, TOP)
        text = TOP.replace(old, new, 1)
        with tempfile.TemporaryDirectory() as d:
            rc, err = gen_top(text, d)
        self.assertEqual(rc, 1, f"the fault was not caught: {err}")
        self.assertIn(f"DESC:{line_of(text, needle)}: ", err)
        self.assertIn(message, err)

    def test_bad_volatile_rw(self):
        self.bad("access: RW\n        fields:\n          - {name: en",
                 "access: RW\n        volatile: true\n        fields:\n          - {name: en",
                 "name: CTRL", "does not support a volatile RW register")

    def test_bad_lock_on_counter(self):
        self.bad("access: WC\n", "access: WC\n        lock: CTRL.en\n", "name: CNT",
                 "supports a lock only on RW and WO registers, not WC")

    def test_bad_legal_unless(self):
        self.bad("unless: any}", "unless: nope}", "unless: nope}",
                 "legal.unless 'nope' is not a 1-bit field")

    def test_bad_bug_register(self):
        self.bad("reg: CNT, kind", "reg: NOPE, kind", "reg: NOPE", "'NOPE' is not a register")

    def test_bad_bug_kind(self):
        self.bad("kind: write_loads", "kind: stuck", "kind: stuck", "kind 'stuck' is not one of")


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


class CommittedSv(unittest.TestCase):
    """--update-sv / --check-sv: the SystemVerilog committed next to the RTL."""

    def test_update_then_check(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "demo_regs.yaml")
            with open(path, "w", encoding="utf-8") as f:
                f.write(GOOD)
            out = os.path.join(d, "rtl")
            os.makedirs(out)
            hand = os.path.join(out, "demo_hand.sv")  # a hand-written file of the same folder
            with open(hand, "w", encoding="utf-8") as f:
                f.write("module demo_hand; endmodule\n")

            def tool(*args):
                p = subprocess.run([sys.executable, TOOL, path, "--root", d, *args],
                                   capture_output=True, text=True, check=False)
                return p.returncode, p.stderr

            rc, err = tool("--check-sv", out)
            self.assertEqual(rc, 1, "an empty folder must fail the check")
            self.assertIn("demo_reg_pkg.sv:1: missing", err)
            self.assertIn("--update-sv", err)
            rc, err = tool("--update-sv", out)
            self.assertEqual(rc, 0, err)
            self.assertEqual(sorted(os.listdir(out)),
                             ["demo_hand.sv", "demo_m_reg_top.sv", "demo_reg_pkg.sv"])
            with open(os.path.join(out, "demo_m_reg_top.sv"), encoding="utf-8") as f:
                head = f.read().splitlines()[:3]
            self.assertEqual(head[0], "// Generated by verif/tools/reggen/reggen.py from "
                             "demo_regs.yaml.")
            self.assertIn("never edit by hand", head[1].lower())
            self.assertIn("reggen.py demo_regs.yaml --update-sv", head[2])
            rc, err = tool("--check-sv", out)
            self.assertEqual(rc, 0, err)  # the hand-written file is not an orphan
            self.assertTrue(os.path.exists(hand))


if __name__ == "__main__":
    unittest.main(verbosity=2)
