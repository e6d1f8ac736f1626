"""Tests of the mutant generator (regressions/mutgen.py) on a small SystemVerilog text: what is
mutated, what is masked, determinism and key stability."""
import tempfile
import unittest
from pathlib import Path

from _common import REGRESSIONS, ROOT  # noqa: F401 (puts regressions/ on sys.path)

import mutgen

SV = """// header comment: a == b must not be mutated
module m #(
  parameter int unsigned Depth = 4,
  localparam int unsigned W = $clog2(Depth + 1)
) (
  input  logic clk_i,
  input  logic rst_ni,
  input  logic a_i, b_i, c_i,
  input  logic [1:0] sel_i,
  output logic [W-1:0] cnt_o,
  output logic y_o
);
  logic [W-1:0] cnt_q, cnt_d;
  logic push_en;
  assign push_en = a_i & b_i & c_i;
  always_comb begin
    cnt_d = cnt_q;
    if (push_en && cnt_q < W'(Depth)) begin
      cnt_d = cnt_q + 1'b1;
    end
    unique case (sel_i)
      2'd0: y_o = a_i;
      2'd1: y_o = b_i;
      default: y_o = c_i;
    endcase
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) cnt_q <= '0;
    else cnt_q <= cnt_d;
  end
`ifdef M_BUG_X
  assign bug_net = a_i | b_i;
`endif
`ifndef M_BUG_Y
  logic keep;
  assign keep = a_i | c_i;
`endif
  assign cnt_o = cnt_q;
  CntRange_A: assert property (@(posedge clk_i) disable iff (!rst_ni) cnt_q <= Depth)
    else $error("cnt out of range: %0d == %0d", cnt_q, Depth);
  for (genvar i = 0; i < 2; i++) begin : gen_sva
    logic sva_both;
    always_comb begin
      sva_both = a_i && b_i && (sel_i == 2'(i));
    end
    Both_A: assert property (@(posedge clk_i) disable iff (!rst_ni) sva_both |-> y_o)
      else $error("y low");
  end
  for (genvar i = 0; i < 2; i++) begin : gen_sel
    assign sel_seen[i] = a_i && (sel_i == 2'(i));
  end
endmodule
"""


class Mutgen(unittest.TestCase):
    def setUp(self):
        self.muts = mutgen.mutants_of_text(SV, "rtl/x/m.sv")
        self.lines = {m.line for m in self.muts}

    def line_of(self, needle):
        return next(i + 1 for i, l in enumerate(SV.splitlines()) if needle in l)

    def test_every_kind_is_generated(self):
        kinds = {m.kind for m in self.muts}
        for k in ("rel", "arith", "const", "cond", "stuck", "drop", "case"):
            self.assertIn(k, kinds)

    def test_masked_regions_have_no_mutant(self):
        for needle in ("header comment", "parameter int unsigned Depth", "localparam",
                       "output logic [W-1:0] cnt_o", "logic [W-1:0] cnt_q", "CntRange_A",
                       "$error", "bug_net", "if (!rst_ni)", "@(posedge"):
            self.assertNotIn(self.line_of(needle), self.lines, needle)

    def test_sva_block_is_masked(self):
        # helper logic of a `gen_sva` block feeds only its assertion; another generate block
        # is design logic and is mutated
        self.assertNotIn(self.line_of("sva_both = a_i"), self.lines)
        self.assertIn(self.line_of("assign sel_seen[i]"), self.lines)

    def test_ifndef_branch_is_mutated(self):
        self.assertIn(self.line_of("assign keep"), self.lines)

    def test_specific_mutants(self):
        new = {m.new_line.strip() for m in self.muts}
        self.assertIn("assign push_en = a_i & c_i;", new)            # dropped middle term
        self.assertIn("assign push_en = b_i & c_i;", new)            # dropped first term
        self.assertIn("assign push_en = '0;", new)                   # stuck enable
        self.assertIn("if (push_en && cnt_q <= W'(Depth)) begin", new)  # relational
        self.assertIn("if (!(push_en && cnt_q < W'(Depth))) begin", new)  # inverted
        self.assertIn("cnt_d = cnt_q - 1'b1;", new)                  # arithmetic
        self.assertIn("cnt_d = cnt_q + 1'b0;", new)                  # constant
        # the cast width W' is not mutated; `<=` of a non-blocking assignment is not relational
        self.assertFalse(any("W'(Depth)" not in n and "cnt_q <" in n and "if" in n for n in new))
        self.assertFalse(any(m.kind == "rel" and "cnt_q <= cnt_d" in m.orig_line for m in self.muts))
        case = [m for m in self.muts if m.kind == "case"]
        self.assertEqual(len(case), 1)  # arms 0 and 1 swapped; default never
        applied = case[0].apply(SV)
        self.assertIn("2'd0: y_o = b_i;", applied)
        self.assertIn("2'd1: y_o = a_i;", applied)

    def test_apply_changes_only_the_span(self):
        for m in self.muts:
            t = m.apply(SV)
            self.assertNotEqual(t, SV)
            self.assertEqual(t[:m.start], SV[:m.start])

    def test_select_is_deterministic(self):
        a = mutgen.select(self.muts, 5, seed=7)
        b = mutgen.select(self.muts, 5, seed=7)
        c = mutgen.select(self.muts, 5, seed=8)
        self.assertEqual([m.key for m in a], [m.key for m in b])
        self.assertNotEqual([m.key for m in a], [m.key for m in c])
        self.assertEqual(len(a), 5)

    def test_keys_survive_edits_elsewhere(self):
        shifted = SV.replace("// header comment", "// one more line\n// header comment")
        k1 = {m.key for m in self.muts}
        k2 = {m.key for m in mutgen.mutants_of_text(shifted, "rtl/x/m.sv")}
        self.assertEqual(k1, k2)
        ids1 = {m.id for m in self.muts}
        self.assertNotEqual(ids1, {m.id for m in mutgen.mutants_of_text(shifted, "rtl/x/m.sv")})


class MutationTargets(unittest.TestCase):
    """The committed files generated by reggen are mutated only when named by path."""

    def test_generated_files_only_by_name(self):
        import mutate
        every = sorted((ROOT / "rtl").rglob("*.sv"))
        generated = [f for f in every if mutate.is_generated(f)]
        self.assertTrue(any(f.name == "bar_sw_reg_top.sv" for f in generated), generated)
        self.assertFalse(any(f.name == "cc_fifo.sv" for f in generated), generated)
        default = mutate.rtl_files(None)
        self.assertEqual(sorted(set(every) - set(generated)), default)
        folder = mutate.rtl_files(["rtl/barrier"])
        self.assertIn(ROOT / "rtl" / "barrier" / "bar_ctrl.sv", folder)
        self.assertFalse(set(folder) & set(generated), folder)
        named = ROOT / "rtl" / "barrier" / "bar_sw_reg_top.sv"
        self.assertEqual(mutate.rtl_files(["rtl/barrier/bar_sw_reg_top.sv"]), [named])
        with self.assertRaisesRegex(SystemExit, "only files generated by reggen"):
            mutate.rtl_files(["rtl/*/*_reg_top.sv"])


class RelinkedSimObjects(unittest.TestCase):
    """A mutant's sim recompiles its own objects that include the model's headers (the register
    back door reads the model through rootp): found from ninja's dependency log, whose paths are
    relative to the build folder with ccache's base_dir and absolute without it. Absolute ones
    were missed, so the relinked sim read the schema model with the original layout and its
    register back door returned garbage ("the schema broke the design")."""

    def test_model_headers_relative_and_absolute(self):
        import mutbuild
        b = Path("/x/build/default")
        md = b / "rtl/collective/cu_unit_small_Vcu_unit_small"
        deps = ["rtl/collective/cu_unit_small_Vcu_unit_small/Vcu_unit_small___024root.h",
                "/x/build/default/rtl/collective/cu_unit_small_Vcu_unit_small/Vcu_unit_small.h",
                "../../verif/tests/collective_unit/cu_unit_dut_bind.h",
                "/usr/include/c++/12/vector",
                "rtl/collective/cu_unit_small_bugs_Vcu_unit_small_bugs/Vcu_unit_small_bugs.h",
                "/x/build/default/rtl/collective/cu_unit_small_Vcu_unit_small_x/y.h"]
        self.assertEqual(mutbuild.model_headers(deps, b, md),
                         ["rtl/collective/cu_unit_small_Vcu_unit_small/Vcu_unit_small___024root.h",
                          "rtl/collective/cu_unit_small_Vcu_unit_small/Vcu_unit_small.h"])

    def test_swap_dir_only_whole_components(self):
        import mutbuild
        old = Path("/b/rtl/cu_unit_small_V")
        cmd = "c++ -I/b/rtl/cu_unit_small_V -I/b/rtl/cu_unit_small_V_bugs -c /b/rtl/cu_unit_small_V/a.cpp"
        self.assertEqual(mutbuild.swap_dir(cmd, old, Path("/s/m")),
                         "c++ -I/s/m -I/b/rtl/cu_unit_small_V_bugs -c /s/m/a.cpp")


class NestedBuildTrees(unittest.TestCase):
    """presets.check builds other presets inside build/default (presets/, presets_bad/); their
    Verilated models have the same folder names as the build's own, and the newest one won, so
    mutate tied the mutants to a library no sim of the build links (every mutant NO_TESTS)."""

    def test_models_of_a_nested_build_tree_are_not_the_builds(self):
        import mutbuild
        with tempfile.TemporaryDirectory() as t:
            b = Path(t) / "build"
            own = b / "rtl/common/m_Vx" / "Vx__verFiles.dat"
            nested = b / "presets/fast/rtl/common/m_Vx" / "Vx__verFiles.dat"
            for f in (own, nested):
                f.parent.mkdir(parents=True)
                f.write_text("")
            (b / "CMakeCache.txt").write_text("")
            (b / "presets/fast/CMakeCache.txt").write_text("")
            self.assertFalse(mutbuild._in_nested_build(own, b))
            self.assertTrue(mutbuild._in_nested_build(nested, b))


if __name__ == "__main__":
    unittest.main()
