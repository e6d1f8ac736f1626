// cu_back: back end of the collective datapath (combinational).
//
// FP add: sign and magnitude of the tree sum S, leading-one position p (64-bit-chunk priority
// search, then within the chunk), then one shift that puts the result's last kept bit at bit 0:
// the value is V = |S| * 2^(E-1023-F), its leading bit has weight 2^(p+E-1023-F), and the
// last kept bit of a binary64 has weight 2^max(p+E-1023-F-52, -1074), i.e. bit
//   L = max(p - 52, F - 51 - E)   of |S|   (L < 0: no bit is lost, shift left by -L).
// kept = |S| >> L (< 2^53), round bit R = |S|[L-1], sticky bit T = OR of |S|[L-2:0].
// The result word is (eb << 52) + kept + up, eb = p+E-F-1 for a normal result, 0 for a
// subnormal one; a rounding carry into the exponent field is then automatically right.
//
// Rounding decision (round to nearest, ties to even):
// | R | T | kept[0] | up | exact? |
// |---|---|---------|----|--------|
// | 0 | 0 |    x    | 0  | yes    |
// | 0 | 1 |    x    | 0  | no     |
// | 1 | 0 |    0    | 0  | no (tie, stay even)  |
// | 1 | 0 |    1    | 1  | no (tie, to even)    |
// | 1 | 1 |    x    | 1  | no     |
// (+bug=round_tie, deliberate bug of the COLLNET_BUGS models: up = R, ties away from zero.)
//
// Flags of FP add: NX = trunc | R | T; UF = NX & tiny, tiny = (S == 0) | (p+E-F < 1);
// result word >= 0x7FF0... after rounding: +-inf with OF and NX. Specials, in this order:
// any NaN -> qNaN (NV iff an sNaN); +inf and -inf -> qNaN, NV; any inf -> that inf; then S = 0
// -> +0 (-0 iff every enabled input was -0). Other opcodes: see cu_pkg and README.md.
module cu_back #(
  parameter int unsigned NumIn    = 12,  ///< number of inputs (for the integer-add width)
  parameter int unsigned FracBits = 64,  ///< F
  parameter int unsigned TW       = 70   ///< tree operand width
) (
  input  logic [TW-1:0]     sum_i,    ///< tree result
  input  cu_pkg::cu_side_t  side_i,   ///< side band
  output logic [63:0]       data_o,   ///< result word
  output cu_pkg::cu_flags_t flags_o   ///< flags
);

`ifdef COLLNET_BUGS
  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),
  // each selected at run time by its plusarg: +bug=<name>.
  bit bug_round_tie;  // +bug=round_tie: up = R (ties away from zero)
  initial bug_round_tie = $test$plusargs("bug=round_tie");
`endif
  import cu_pkg::*;

  localparam int unsigned NCh = (TW + 63) / 64;  // 64-bit chunks of the magnitude

  // ---- FP add ------------------------------------------------------------------------------
  logic [TW-1:0]     mag;
  logic [NCh*64-1:0] mag_ext;
  logic              mag_zero;
  int                p;       // leading-one position of mag
  logic [63:0]       fp_word;
  cu_flags_t         fp_flags;

  assign mag      = sum_i[TW-1] ? -sum_i : sum_i;
  assign mag_ext  = {{(NCh * 64 - TW) {1'b0}}, mag};
  assign mag_zero = (mag == '0);

  always_comb begin
    int          hi;
    int          lo;
    logic [63:0] chunk;
    hi = 0;
    for (int c = 0; c < NCh; c++) begin
      if (mag_ext[c*64+:64] != '0) hi = c;
    end
    chunk = mag_ext[hi*64+:64];
    lo = 0;
    for (int b = 0; b < 64; b++) begin
      if (chunk[b]) lo = b;
    end
    p = hi * 64 + lo;
  end

  always_comb begin
    int            e_max;
    int            lsb;       // L
    logic          normal;
    // Only the 53 bits that can be non-zero after the shift are read.
    /* verilator lint_off UNUSEDSIGNAL */
    logic [TW-1:0] shifted;
    /* verilator lint_on UNUSEDSIGNAL */
    logic [TW-1:0] low;
    logic [52:0]   kept;
    logic          rnd;
    logic          stk;
    logic          up;
    logic          inexact;
    logic [12:0]   eb;
    logic [75:0]   word;
    logic          ovf;

    e_max  = int'(side_i.exp_max);
    normal = (p + e_max - int'(FracBits)) >= 1;
    lsb    = normal ? (p - 52) : (int'(FracBits) - 51 - e_max);
    kept   = '0;
    rnd    = 1'b0;
    stk    = 1'b0;
    shifted = '0;
    low     = '0;
    if (lsb >= 0) begin
      shifted = mag >> lsb;
      kept    = shifted[52:0];
      if (lsb >= 1) rnd = mag[lsb-1];
      if (lsb >= 2) begin
        low = mag << (int'(TW) - lsb + 1);
        stk = (low != '0);
      end
    end else begin
      shifted = mag << (-lsb);
      kept    = shifted[52:0];
    end
`ifdef COLLNET_BUGS
    up = rnd && (bug_round_tie || stk || kept[0]);
`else
    up = rnd && (stk || kept[0]);
`endif
    inexact = side_i.trunc || rnd || stk;
    eb      = normal ? 13'(p + e_max - int'(FracBits) - 1) : 13'd0;
    word    = {11'd0, eb, 52'd0} + 76'(kept) + 76'(up);
    ovf     = word >= 76'h7FF0_0000_0000_0000;

    fp_flags = '0;
    if (side_i.any_nan) begin
      fp_word     = CU_QNAN;
      fp_flags.nv = side_i.any_snan;
    end else if (side_i.pos_inf && side_i.neg_inf) begin
      fp_word     = CU_QNAN;
      fp_flags.nv = 1'b1;
    end else if (side_i.pos_inf || side_i.neg_inf) begin
      fp_word = {side_i.neg_inf, CU_POS_INF[62:0]};
    end else if (mag_zero) begin
      fp_word     = side_i.all_negzero ? CU_NEG_ZERO : 64'd0;
      fp_flags.nx = side_i.trunc;
      fp_flags.uf = side_i.trunc;
    end else if (ovf) begin
      fp_word     = {sum_i[TW-1], CU_POS_INF[62:0]};
      fp_flags.of = 1'b1;
      fp_flags.nx = 1'b1;
    end else begin
      fp_word     = {sum_i[TW-1], word[62:0]};
      fp_flags.nx = inexact;
      fp_flags.uf = inexact && !normal;
    end
  end

  // ---- All opcodes ---------------------------------------------------------------------------
  localparam int unsigned IntTop = 64 + ((NumIn > 1) ? $clog2(NumIn) : 0);  // bits of a sum
  logic signed_ovf;
  logic unsigned_ovf;
  assign signed_ovf   = !((sum_i[TW-1:63] == '0) || (sum_i[TW-1:63] == '1));
  assign unsigned_ovf = (sum_i[TW-1:64] != '0);

  always_comb begin
    data_o  = sum_i[63:0];
    flags_o = '0;
    if (side_i.invalid) begin
      data_o     = '0;
      flags_o.nv = 1'b1;
    end else begin
      unique case (side_i.op)
        CU_OP_FP_ADD: begin
          data_o  = fp_word;
          flags_o = fp_flags;
        end
        CU_OP_ADD_S: flags_o.of = signed_ovf;
        CU_OP_ADD_U: flags_o.of = unsigned_ovf;
        CU_OP_FP_MIN, CU_OP_FP_MAX: begin
          if (side_i.any_nan) begin
            data_o     = CU_QNAN;
            flags_o.nv = side_i.any_snan;
          end else begin
            // Undo the front end's order-preserving key.
            data_o = sum_i[TW-1] ? {1'b1, ~sum_i[62:0]} : {1'b0, sum_i[62:0]};
          end
        end
        default: ;  // integer min/max and bitwise: the selected / combined word
      endcase
    end
  end

  // IntTop documents the widest integer sum; the tree is at least one bit wider (the sign).
  if (TW < IntTop + 1) begin : gen_width_check
    $error("cu_back: tree width too small for the integer sum");
  end

endmodule
