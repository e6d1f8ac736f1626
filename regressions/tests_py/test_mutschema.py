"""Unit tests of regressions/mutschema.py (mutant schemata of `./dv mutate`). Seconds: the
real-file checks only parse; one Verilator lint of a small schema when Verilator is installed."""

import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from _common import REGRESSIONS  # noqa: F401 (puts regressions/ on sys.path)

import mutgen
import mutschema

ROOT = REGRESSIONS.parent

SRC = """module m #(parameter int N = 2) (
  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic [1:0] a_i,
  input  logic [1:0] b_i,
  input  logic [1:0] sel_i,
  output logic [1:0] y_o,
  output logic [3:0] q_o,
  output logic       z_o
);
  logic [1:0] c;
  assign c = a_i & b_i;
  if (N == 2) begin : gen_two
    assign z_o = a_i < b_i;
  end else begin : gen_other
    assign z_o = 1'b0;
  end
  always_comb begin
    y_o = c;
    if (a_i == 2'd1) y_o = b_i;
    case (sel_i)
      2'd0: y_o = a_i;
      2'd1: y_o = b_i;
      default: y_o = c;
    endcase
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) q_o <= '0;
    else q_o[sel_i] <= a_i[0];
  end
endmodule
"""


def by_line(muts, text):
    return {m.new_line.strip(): m for m in muts}


class Schema(unittest.TestCase):
    def setUp(self):
        self.muts = mutgen.mutants_of_text(SRC, "rtl/x/m.sv")
        self.sc = mutschema.build(SRC, self.muts)
        self.lines = by_line(self.muts, SRC)

    def test_every_mutant_is_placed_or_unguarded(self):
        keys = set(self.sc.placed) | {m.key for m in self.sc.unguarded}
        self.assertEqual(keys, {m.key for m in self.muts})
        self.assertFalse(set(self.sc.placed) & {m.key for m in self.sc.unguarded})

    def test_generate_condition_is_unguarded(self):
        ug = {m.new_line.strip() for m in self.sc.unguarded}
        self.assertIn("if (N != 2) begin : gen_two", ug)
        self.assertIn("if (N == 1) begin : gen_two", ug)

    def test_expression_and_statement_guards(self):
        t = self.sc.text
        n = self.sc.placed[self.lines["assign c = a_i | b_i;"].key] \
            if "assign c = a_i | b_i;" in self.lines else None
        rel = self.lines["assign z_o = a_i <= b_i;"]
        self.assertIn(f"(({mutschema.SELECT} == {self.sc.placed[rel.key]}) ? (", t)
        # the left side of a non-blocking assignment: a statement guard
        idx = self.lines["else q_o[sel_i + 1'b1] <= a_i[0];"]
        self.assertIn(f"if ({mutschema.SELECT} == {self.sc.placed[idx.key]}) begin", t)
        # a swap of two case arms guards the whole case statement
        swap = next(m for m in self.muts if m.kind == "case")
        self.assertIn(f"if ({mutschema.SELECT} == {self.sc.placed[swap.key]}) begin", t)
        self.assertIsNone(n)  # `&` chains of two terms are dropped, not flipped
        # the select is declared once and read from +mutant=
        self.assertEqual(t.count(f"int {mutschema.SELECT};"), 1)
        self.assertIn('$value$plusargs("mutant=%d"', t)

    def test_no_mutant_gives_the_original(self):
        self.assertEqual(mutschema.build(SRC, []).text, SRC)

    def test_blame_maps_lines_to_mutants(self):
        rel = self.lines["assign z_o = a_i <= b_i;"]
        line = next(ln for ln, tags in self.sc.line_tags.items() if ("alt", rel.key) in tags)
        out = f"%Warning-WIDTH: /s/m.sv:{line}:3: something\n%Warning-UNUSEDSIGNAL: /s/m.sv:1:1: x\n"
        ids, unblamed = mutschema.blame(self.sc, out, "/s/m.sv")
        self.assertEqual(ids, {rel.key})
        self.assertFalse(unblamed)
        ids, unblamed = mutschema.blame(self.sc, "%Error: /other.sv:3:1: boom\n", "/s/m.sv")
        self.assertEqual(ids, set())
        self.assertTrue(unblamed)

    def test_guards_in_generated_code(self):
        cpp = ["if ((0x11U == vlSelf->m__DOT__collnet_mut)) {",
               "x = ((0x3U == vlSelfRef.collnet_mut) ? a : b);",
               "z = (7U & ((2U == vlSelf->cc_fifo__DOT__collnet_mut) ? a",
               "if ((9U ==", "       vlSelf->cc_fifo__DOT__collnet_mut)) {",
               "y = 0x5U;  // unrelated", "vlSelf->cc_fifo__DOT__collnet_mut = 0U;",
               "t2_fire = (0x1dU != vlSelf->bar_ctrl__DOT__collnet_mut);"]
        self.assertEqual(mutschema.guards_in(["\n".join(cpp)]), {0x11, 0x3, 2, 9, 0x1d})

    @unittest.skipUnless(shutil.which("verilator"), "no verilator")
    def test_schema_lints_clean(self):
        # every mutant that lints on its own, in one schema: lint-clean as a whole
        with tempfile.TemporaryDirectory() as d:
            ok = []
            for m in self.muts:
                if m in self.sc.unguarded:
                    continue
                p = Path(d) / "one" / "m.sv"  # the file named after its module (-Wall)
                p.parent.mkdir(exist_ok=True)
                p.write_text(m.apply(SRC))
                r = subprocess.run(["verilator", "--lint-only", "-Wall", "-Wno-UNUSED", str(p)],
                                   capture_output=True, text=True)
                if r.returncode == 0:
                    ok.append(m)
            self.assertGreater(len(ok), 10)
            sc = mutschema.build(SRC, ok)
            p = Path(d) / "m.sv"
            p.write_text(sc.text)
            r = subprocess.run(["verilator", "--lint-only", "-Wall", "-Wno-UNUSED", str(p)],
                               capture_output=True, text=True)
            self.assertEqual(r.returncode, 0, r.stderr)


class RealFiles(unittest.TestCase):
    def test_every_rtl_file_parses_and_keeps_every_mutant(self):
        for f in sorted((ROOT / "rtl").rglob("*.sv")):
            muts = mutgen.mutants_of_file(f, ROOT)
            sc = mutschema.build(f.read_text(), muts)
            self.assertEqual(len(sc.placed) + len(sc.unguarded), len(muts), f)
            # guard numbers are unique
            self.assertEqual(len(set(sc.placed.values())), len(sc.placed), f)


if __name__ == "__main__":
    unittest.main()
