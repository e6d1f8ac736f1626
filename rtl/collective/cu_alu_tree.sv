// cu_alu_tree: the ALU of the collective datapath: a binary tree of cu_combine blocks.
//
// Level l (l = 0 next to the inputs) combines the ceil(NumIn/2^l) operands of its input in
// pairs (an odd last operand passes through); Levels = $clog2(NumIn) levels leave one result.
// Every operand is TW bits wide, so integer sums cannot overflow (cu_pkg::tree_width). Bit l
// of TreeRegMask puts a valid/ready register (cu_pipe_reg) after level l; the register of a
// level holds only that level's operands, the function and the side band. NumIn = 1: no
// level, the operand passes straight through.
module cu_alu_tree #(
  parameter int unsigned NumIn       = 12,   ///< number of operands (>= 1)
  parameter int unsigned TW          = 70,   ///< operand width
  parameter logic [31:0] TreeRegMask = '1    ///< bit l: register after level l
) (
  input  logic                     clk_i,    ///< clock
  // Waiver SYNCASYNCNET: the assertions use the async reset in `disable iff`.
  /* verilator lint_off SYNCASYNCNET */
  input  logic                     rst_ni,   ///< asynchronous active-low reset
  /* verilator lint_on SYNCASYNCNET */
  input  logic                     valid_i,  ///< operands offered
  output logic                     ready_o,  ///< operands taken
  input  cu_pkg::cu_fn_e           fn_i,     ///< combining function
  input  cu_pkg::cu_side_t         side_i,   ///< side band (carried along)
  input  logic [NumIn-1:0][TW-1:0] ops_i,    ///< operands
  output logic                     valid_o,  ///< result offered
  input  logic                     ready_i,  ///< result taken
  output cu_pkg::cu_fn_e           fn_o,     ///< function (carried along)
  output cu_pkg::cu_side_t         side_o,   ///< side band (carried along)
  output logic [TW-1:0]            sum_o     ///< combined result
);
  import cu_pkg::*;

  localparam int unsigned Levels = (NumIn > 1) ? $clog2(NumIn) : 0;  // do not override
  localparam int unsigned SW = $bits(cu_side_t);                      // do not override

  logic                lvl_valid  [Levels+1];
  logic                lvl_ready  [Levels+1];
  cu_fn_e              lvl_fn     [Levels+1];
  cu_side_t            lvl_side   [Levels+1];
  // Entries above a level's operand count are tied to zero and never read.
  /* verilator lint_off UNUSEDSIGNAL */
  logic [Levels:0][NumIn-1:0][TW-1:0] lvl_ops /* verilator split_var */;
  /* verilator lint_on UNUSEDSIGNAL */

  assign lvl_valid[0] = valid_i;
  assign ready_o      = lvl_ready[0];
  assign lvl_fn[0]    = fn_i;
  assign lvl_side[0]  = side_i;
  assign lvl_ops[0]   = ops_i;

  for (genvar l = 0; l < Levels; l++) begin : gen_level
    localparam int unsigned NIn = level_count(NumIn, l);
    localparam int unsigned NOut = level_count(NumIn, l + 1);
    logic [NOut-1:0][TW-1:0] comb_ops;
    logic [NOut-1:0][TW-1:0] reg_ops;
    logic [2:0]              reg_fn;

    for (genvar j = 0; j < NOut; j++) begin : gen_node
      if (2 * j + 1 < NIn) begin : gen_combine
        cu_combine #(
          .Width(TW)
        ) u_combine (
          .fn_i(lvl_fn[l]),
          .a_i (lvl_ops[l][2*j]),
          .b_i (lvl_ops[l][2*j+1]),
          .y_o (comb_ops[j])
        );
      end else begin : gen_pass
        assign comb_ops[j] = lvl_ops[l][2*j];
      end
    end

    cu_pipe_reg #(
      .Width (NOut * TW + 3 + SW),
      .Bypass(!TreeRegMask[l])
    ) u_reg (
      .clk_i  (clk_i),
      .rst_ni (rst_ni),
      .valid_i(lvl_valid[l]),
      .ready_o(lvl_ready[l]),
      .data_i ({lvl_side[l], lvl_fn[l], comb_ops}),
      .valid_o(lvl_valid[l+1]),
      .ready_i(lvl_ready[l+1]),
      .data_o ({lvl_side[l+1], reg_fn, reg_ops})
    );
    assign lvl_fn[l+1] = cu_fn_e'(reg_fn);

    assign lvl_ops[l+1][NOut-1:0] = reg_ops;
    if (NOut < NumIn) begin : gen_tie
      // A wide zero is intended here (exact configuration: operands of 2000+ bits).
      /* verilator lint_off WIDTHCONCAT */
      assign lvl_ops[l+1][NumIn-1:NOut] = '0;
      /* verilator lint_on WIDTHCONCAT */
    end
  end

  if (Levels == 0) begin : gen_no_level
    // One operand: nothing to combine, nothing to register.
    logic unused_clk_rst;
    assign unused_clk_rst = clk_i ^ rst_ni;
  end

  assign valid_o             = lvl_valid[Levels];
  assign lvl_ready[Levels]   = ready_i;
  assign fn_o                = lvl_fn[Levels];
  assign side_o              = lvl_side[Levels];
  assign sum_o               = lvl_ops[Levels][0];

endmodule
