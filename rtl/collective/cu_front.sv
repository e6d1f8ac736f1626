// cu_front: front end of the collective datapath (combinational).
//
// Per element: classifies the enabled inputs (NaN, sNaN, +-inf, -0), finds the maximum
// effective exponent E with a tree of comparators, and turns every input into a TW-bit
// two's-complement tree operand:
//
// | op                 | operand of an enabled input x                 | disabled input  |
// |--------------------|-----------------------------------------------|-----------------|
// | FP_ADD             | +-floor(|x| / u), u = 2^(E-1023-F) (aligned)  | 0               |
// | ADD_S, MIN_S/MAX_S | sign-extended x                               | 0 / max / min   |
// | ADD_U, MIN_U/MAX_U | zero-extended x                               | 0 / max / min   |
// | AND, OR, XOR       | zero-extended x                               | ones / 0 / 0    |
// | FP_MIN, FP_MAX     | key: x[63] ? ~zext(x[62:0]) : zext(x[62:0])   | max / min       |
//
// (max / min = the largest / smallest signed TW-bit value: the identity of min / max.)
// The FP key orders binary64 values with -0 < +0 as signed integers; NaNs are handled by the
// back end from the side band. For FP add, an input's significand m (53 bits) scaled to
// units of u is m * 2^(F-52-d), d = E - e_i: a left shift when F-52-d >= 0, else a right
// shift by k = d+52-F whose lost bits form the input's sticky bit; trunc is their OR.
module cu_front #(
  parameter int unsigned NumIn    = 12,  ///< number of inputs (>= 1)
  parameter int unsigned FracBits = 64,  ///< F: bits kept below the leading bit of E
  parameter int unsigned TW       = 70   ///< tree operand width (cu_pkg::tree_width)
) (
  input  logic [3:0]                  op_i,    ///< opcode
  input  logic [NumIn-1:0]            mask_i,  ///< input enables
  input  logic [NumIn-1:0][63:0]      data_i,  ///< input words
  output cu_pkg::cu_fn_e              fn_o,    ///< combining function for the tree
  output logic [NumIn-1:0][TW-1:0]    ops_o,   ///< tree operands
  output cu_pkg::cu_side_t            side_o   ///< side band for the back end
);

`ifdef COLLNET_BUGS
  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),
  // each selected at run time by its plusarg: +bug=<name>.
  bit bug_drop_sticky;  // +bug=drop_sticky: the truncation sticky never reaches the back end
  initial bug_drop_sticky = $test$plusargs("bug=drop_sticky");
`endif
  import cu_pkg::*;

  localparam logic [TW-1:0] SMAX = {1'b0, {(TW - 1) {1'b1}}};  // identity of min
  localparam logic [TW-1:0] SMIN = {1'b1, {(TW - 1) {1'b0}}};  // identity of max

  // ---- Classification --------------------------------------------------------------------
  logic [NumIn-1:0] nan, snan, pinf, ninf, negzero;
  logic [NumIn-1:0][10:0] eeff;  // effective biased exponent max(b, 1)
  for (genvar i = 0; i < NumIn; i++) begin : gen_class
    assign nan[i]     = mask_i[i] && is_nan(data_i[i][62:0]);
    assign snan[i]    = mask_i[i] && is_snan(data_i[i][62:0]);
    assign pinf[i]    = mask_i[i] && is_inf(data_i[i][62:0]) && !data_i[i][63];
    assign ninf[i]    = mask_i[i] && is_inf(data_i[i][62:0]) && data_i[i][63];
    assign negzero[i] = !mask_i[i] || (data_i[i] == CU_NEG_ZERO);
    // Disabled inputs count as exponent 0, below every effective exponent (>= 1).
    assign eeff[i]    = !mask_i[i] ? 11'd0 : (data_i[i][62:52] == '0) ? 11'd1 : data_i[i][62:52];
  end

  // ---- Maximum-exponent tree --------------------------------------------------------------
  localparam int unsigned ELevels = (NumIn > 1) ? $clog2(NumIn) : 0;
  logic [ELevels:0][NumIn-1:0][10:0] etree  /* verilator split_var */;
  assign etree[0] = eeff;
  for (genvar l = 0; l < ELevels; l++) begin : gen_elevel
    localparam int unsigned NIn = level_count(NumIn, l);
    localparam int unsigned NOut = level_count(NumIn, l + 1);
    for (genvar j = 0; j < NumIn; j++) begin : gen_enode
      if (j < NOut && 2 * j + 1 < NIn) begin : gen_max
        assign etree[l+1][j] = (etree[l][2*j] > etree[l][2*j+1]) ? etree[l][2*j] : etree[l][2*j+1];
      end else if (j < NOut) begin : gen_pass
        assign etree[l+1][j] = etree[l][2*j];
      end else begin : gen_unused
        assign etree[l+1][j] = '0;
      end
    end
  end
  logic [10:0] exp_max;
  assign exp_max = etree[ELevels][0];

  // ---- Aligning shifters, negation, sticky ------------------------------------------------
  assign fn_o = op_fn(op_i);
  logic [NumIn-1:0] sticky;
  for (genvar i = 0; i < NumIn; i++) begin : gen_align
    logic [52:0]   sig;       // significand m
    logic [11:0]   exp_diff;      // d = E - e_i (E >= e_i for enabled inputs)
    logic [TW-1:0] aligned;   // floor(|x| / u)
    logic [52:0]   sig_shr;   // sig shifted right by k
    logic [TW-1:0] fp_op;
    logic [TW-1:0] int_op;
    assign sig  = {data_i[i][62:52] != '0, data_i[i][51:0]};
    assign exp_diff = {1'b0, exp_max} - {1'b0, eeff[i]};

    always_comb begin
      int k;  // right-shift distance d + 52 - F (negative: left shift)
      k = int'(exp_diff) + 52 - int'(FracBits);
      aligned   = '0;
      sig_shr   = '0;
      sticky[i] = 1'b0;
      if (k <= 0) begin
        aligned = TW'(sig) << (-k);
      end else if (k >= 53) begin
        sticky[i] = |sig;
      end else begin
        sig_shr   = sig >> k;
        aligned   = TW'(sig_shr);
        sticky[i] = |(sig & ~({53{1'b1}} << k));
      end
      if (!mask_i[i] || is_nan(data_i[i][62:0]) || is_inf(data_i[i][62:0])) begin
        aligned   = '0;
        sticky[i] = 1'b0;
      end
    end
    assign fp_op = data_i[i][63] ? -aligned : aligned;

    always_comb begin
      unique case (op_i)
        CU_OP_ADD_S, CU_OP_MIN_S, CU_OP_MAX_S: int_op = {{(TW - 64) {data_i[i][63]}}, data_i[i]};
        CU_OP_FP_MIN, CU_OP_FP_MAX:
          int_op = data_i[i][63] ? ~{{(TW - 63) {1'b0}}, data_i[i][62:0]}
                                 : {{(TW - 63) {1'b0}}, data_i[i][62:0]};
        default: int_op = {{(TW - 64) {1'b0}}, data_i[i]};
      endcase
    end

    always_comb begin
      if (mask_i[i]) begin
        ops_o[i] = (op_i == CU_OP_FP_ADD) ? fp_op : int_op;
      end else begin
        unique case (fn_o)
          CU_FN_MIN: ops_o[i] = SMAX;
          CU_FN_MAX: ops_o[i] = SMIN;
          CU_FN_AND: ops_o[i] = '1;
          default:   ops_o[i] = '0;
        endcase
      end
    end
  end

  // ---- Side band --------------------------------------------------------------------------
  always_comb begin
    side_o.op          = op_i;
    side_o.invalid     = (op_i > CU_OP_LAST) || (mask_i == '0);
    side_o.exp_max     = exp_max;
    side_o.any_nan     = |nan;
    side_o.any_snan    = |snan;
    side_o.pos_inf     = |pinf;
    side_o.neg_inf     = |ninf;
    side_o.all_negzero = &negzero;
`ifdef COLLNET_BUGS
    // Deliberate bug (+bug=drop_sticky): the truncation sticky bits never reach the back end.
    side_o.trunc       = !bug_drop_sticky && (|sticky);
`else
    side_o.trunc       = |sticky;
`endif
  end

endmodule
