// cu_datapath: the collective unit's arithmetic datapath, one valid/ready element stream.
//
// Each element carries an opcode, an input-enable mask and NumIn 64-bit words; the result is
// one 64-bit word and the flags NV, OF, UF, NX. FP add follows the normative arithmetic of
// shared/spec/collective-unit.md (front end alignment to the maximum exponent, exact integer
// tree sum, one rounding at the end); the same tree runs integer add/min/max, AND/OR/XOR and
// FP min/max (rtl/collective/README.md is the contract: encodings, n-input semantics).
//
//   in -> cu_front -> [RegFront] -> cu_alu_tree (reg after level l if TreeRegMask[l])
//      -> cu_back -> [RegBack] -> out
//
// Latency (cycles, no stall) = RegFront + popcount(TreeRegMask[Levels-1:0]) + RegBack,
// Levels = $clog2(NumIn). Throughput one element per cycle; in_ready_o is a combinational
// function of out_ready_i and the pipeline state (no skid buffer).
module cu_datapath #(
  parameter int unsigned NumIn       = 12,  ///< number of inputs (>= 1)
  parameter int unsigned FracBits    = 64,  ///< F: 64 narrow (BG/Q-like), 2097 exact
  parameter bit          RegFront    = 1,   ///< register after the front end
  parameter logic [31:0] TreeRegMask = '1,  ///< bit l: register after ALU-tree level l
  parameter bit          RegBack     = 1,   ///< register after the back end
  // Derived, do not override.
  parameter int unsigned TW = cu_pkg::tree_width(NumIn, FracBits)  ///< tree operand width
) (
  input  logic                   clk_i,        ///< clock
  // Waiver SYNCASYNCNET: the assertions use the async reset in `disable iff`.
  /* verilator lint_off SYNCASYNCNET */
  input  logic                   rst_ni,       ///< asynchronous active-low reset
  /* verilator lint_on SYNCASYNCNET */
  input  logic                   in_valid_i,   ///< element offered
  output logic                   in_ready_o,   ///< element taken (when in_valid_i too)
  input  logic [3:0]             in_op_i,      ///< opcode (cu_pkg::cu_op_e)
  input  logic [NumIn-1:0]       in_mask_i,    ///< input enables
  input  logic [NumIn-1:0][63:0] in_data_i,    ///< input words
  output logic                   out_valid_o,  ///< result offered
  input  logic                   out_ready_i,  ///< result taken (when out_valid_o too)
  output logic [63:0]            out_data_o,   ///< result word
  output cu_pkg::cu_flags_t      out_flags_o   ///< flags {nv, of, uf, nx}
);
  import cu_pkg::*;

  localparam int unsigned SW = $bits(cu_side_t);  // do not override
  localparam int unsigned Levels = $clog2(NumIn);  // ALU-tree levels
  localparam logic [31:0] LevelMask = (Levels >= 32) ? '1 : ((32'd1 << Levels) - 32'd1);
  /// Latency in cycles (no stall). Public: testbenches read it from the Verilated model
  /// (V<model>_cu_datapath::Latency) instead of computing it again.
  /* verilator lint_off UNUSEDPARAM */  // read by testbenches only
  localparam int unsigned Latency /*verilator public*/ =
      32'(RegFront) + $countones(TreeRegMask & LevelMask) + 32'(RegBack);
  /* verilator lint_on UNUSEDPARAM */

  if (NumIn < 1 || NumIn > 32) begin : gen_bad_numin
    $error("cu_datapath: NumIn must be 1..32");
  end
  if (FracBits < 1) begin : gen_bad_frac
    $error("cu_datapath: FracBits must be >= 1");
  end

  // ---- Front end ---------------------------------------------------------------------------
  cu_fn_e                   fe_fn;
  cu_side_t                 fe_side;
  logic [NumIn-1:0][TW-1:0] fe_ops;

  cu_front #(
    .NumIn   (NumIn),
    .FracBits(FracBits),
    .TW      (TW)
  ) u_front (
    .op_i  (in_op_i),
    .mask_i(in_mask_i),
    .data_i(in_data_i),
    .fn_o  (fe_fn),
    .ops_o (fe_ops),
    .side_o(fe_side)
  );

  logic                     t_valid, t_ready;
  logic [2:0]               t_fn;
  cu_side_t                 t_side;
  logic [NumIn-1:0][TW-1:0] t_ops;

  cu_pipe_reg #(
    .Width (NumIn * TW + 3 + SW),
    .Bypass(!RegFront)
  ) u_reg_front (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .valid_i(in_valid_i),
    .ready_o(in_ready_o),
    .data_i ({fe_side, fe_fn, fe_ops}),
    .valid_o(t_valid),
    .ready_i(t_ready),
    .data_o ({t_side, t_fn, t_ops})
  );

  // ---- ALU tree ----------------------------------------------------------------------------
  logic          b_valid, b_ready;
  cu_side_t      b_side;
  logic [TW-1:0] b_sum;
  cu_fn_e        b_fn;

  cu_alu_tree #(
    .NumIn      (NumIn),
    .TW         (TW),
    .TreeRegMask(TreeRegMask)
  ) u_tree (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .valid_i(t_valid),
    .ready_o(t_ready),
    .fn_i   (cu_fn_e'(t_fn)),
    .side_i (t_side),
    .ops_i  (t_ops),
    .valid_o(b_valid),
    .ready_i(b_ready),
    .fn_o   (b_fn),
    .side_o (b_side),
    .sum_o  (b_sum)
  );

  // The back end reads the opcode from the side band; the function was only for the tree.
  cu_fn_e unused_fn;
  assign unused_fn = b_fn;

  // ---- Back end ----------------------------------------------------------------------------
  logic [63:0] be_data;
  cu_flags_t   be_flags;

  cu_back #(
    .NumIn   (NumIn),
    .FracBits(FracBits),
    .TW      (TW)
  ) u_back (
    .sum_i  (b_sum),
    .side_i (b_side),
    .data_o (be_data),
    .flags_o(be_flags)
  );

  logic [3:0] out_flags;
  cu_pipe_reg #(
    .Width (64 + 4),
    .Bypass(!RegBack)
  ) u_reg_back (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .valid_i(b_valid),
    .ready_o(b_ready),
    .data_i ({be_data, be_flags}),
    .valid_o(out_valid_o),
    .ready_i(out_ready_i),
    .data_o ({out_data_o, out_flags})
  );
  assign out_flags_o = cu_flags_t'(out_flags);

  // ---- Assertions --------------------------------------------------------------------------
  // A result offered and not taken stays offered, unchanged.
  OutStable_A : assert property (@(posedge clk_i) disable iff (!rst_ni)
    out_valid_o && !out_ready_i |=> out_valid_o && $stable(out_data_o) && $stable(out_flags_o));
  // Valid output is never X.
  OutKnown_A : assert property (@(posedge clk_i) disable iff (!rst_ni)
    out_valid_o |-> !$isunknown({out_data_o, out_flags_o}));
  // Stream rule of the input side (assumption): an element offered and not taken stays
  // offered, unchanged.
  InStable_M : assume property (@(posedge clk_i) disable iff (!rst_ni)
    in_valid_i && !in_ready_o |=> in_valid_i && $stable(in_op_i) && $stable(in_mask_i)
    && $stable(in_data_i));
  // Handshake inputs are never X.
  InValidKnown_A : assert property (@(posedge clk_i) disable iff (!rst_ni)
    !$isunknown({in_valid_i, out_ready_i}));
  // UF never comes without NX.
  OutFlagsNx_A : assert property (@(posedge clk_i) disable iff (!rst_ni)
    out_valid_o && (out_flags_o.uf) |-> out_flags_o.nx);

endmodule
