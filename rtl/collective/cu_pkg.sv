// cu_pkg: package of the collective unit (collnet).
//
// Opcodes, the flag struct, the combining-block function, the side-band struct that travels
// down the datapath pipeline next to the operands, and small binary64 helper functions.
// The encodings below are the contract in rtl/collective/README.md; new values go at the end.
package cu_pkg;

  // ---- Opcodes (per element, `in_op_i`) ------------------------------------------------------
  // | val | name         | operation over enabled inputs            | flags   |
  // |-----|--------------|------------------------------------------|---------|
  // |  0  | CU_OP_FP_ADD | binary64 sum (spec arithmetic)           | NV OF UF NX |
  // |  1  | CU_OP_ADD_S  | signed add, result = T mod 2^64          | OF: T not in [-2^63, 2^63-1] |
  // |  2  | CU_OP_ADD_U  | unsigned add, result = T mod 2^64        | OF: T >= 2^64 |
  // |  3  | CU_OP_MIN_S  | signed minimum                           | -       |
  // |  4  | CU_OP_MAX_S  | signed maximum                           | -       |
  // |  5  | CU_OP_MIN_U  | unsigned minimum                         | -       |
  // |  6  | CU_OP_MAX_U  | unsigned maximum                         | -       |
  // |  7  | CU_OP_AND    | bitwise AND                              | -       |
  // |  8  | CU_OP_OR     | bitwise OR                               | -       |
  // |  9  | CU_OP_XOR    | bitwise XOR                              | -       |
  // | 10  | CU_OP_FP_MIN | binary64 min, -0 < +0, NaN -> qNaN       | NV (sNaN) |
  // | 11  | CU_OP_FP_MAX | binary64 max, -0 < +0, NaN -> qNaN       | NV (sNaN) |
  // |12-15| invalid      | result 0, NV                             | NV      |
  // T is the exact (unbounded) integer sum of the enabled inputs, read as signed (ADD_S) or
  // unsigned (ADD_U) values: intermediate overflow that cancels does not set OF.
  // An empty input mask gives result 0 and NV for every opcode.
  typedef enum logic [3:0] {
    CU_OP_FP_ADD = 4'd0,
    CU_OP_ADD_S  = 4'd1,
    CU_OP_ADD_U  = 4'd2,
    CU_OP_MIN_S  = 4'd3,
    CU_OP_MAX_S  = 4'd4,
    CU_OP_MIN_U  = 4'd5,
    CU_OP_MAX_U  = 4'd6,
    CU_OP_AND    = 4'd7,
    CU_OP_OR     = 4'd8,
    CU_OP_XOR    = 4'd9,
    CU_OP_FP_MIN = 4'd10,
    CU_OP_FP_MAX = 4'd11
  } cu_op_e;

  localparam logic [3:0] CU_OP_LAST = 4'd11;  ///< highest valid opcode

  // ---- Flags (`out_flags_o`) -----------------------------------------------------------------
  // | bit | name | meaning                                             |
  // |-----|------|-----------------------------------------------------|
  // |  3  | nv   | invalid (sNaN, inf - inf, bad opcode, empty mask)   |
  // |  2  | of   | FP overflow / integer add overflow                  |
  // |  1  | uf   | underflow: tiny before rounding and inexact         |
  // |  0  | nx   | inexact: truncated bit or final rounding inexact    |
  typedef struct packed {
    logic nv;
    logic of;
    logic uf;
    logic nx;
  } cu_flags_t;

  // ---- Function of a combining block of the ALU tree ------------------------------------------
  // Operands are TW-bit two's-complement integers; min/max compare signed.
  typedef enum logic [2:0] {
    CU_FN_ADD = 3'd0,
    CU_FN_MIN = 3'd1,
    CU_FN_MAX = 3'd2,
    CU_FN_AND = 3'd3,
    CU_FN_OR  = 3'd4,
    CU_FN_XOR = 3'd5
  } cu_fn_e;

  // ---- Side band: what the back end needs besides the tree result ------------------------------
  typedef struct packed {
    logic [3:0]  op;           ///< opcode as received
    logic        invalid;      ///< unknown opcode or empty mask
    logic [10:0] exp_max;      ///< E: maximum effective biased exponent of the enabled inputs
    logic        any_nan;      ///< some enabled input is a NaN
    logic        any_snan;     ///< some enabled input is a signalling NaN
    logic        pos_inf;      ///< some enabled input is +inf
    logic        neg_inf;      ///< some enabled input is -inf
    logic        all_negzero;  ///< every enabled input is -0.0
    logic        trunc;        ///< FP add: some enabled input lost a non-zero bit in alignment
  } cu_side_t;

  localparam logic [63:0] CU_QNAN = 64'h7FF8_0000_0000_0000;  ///< canonical quiet NaN
  localparam logic [63:0] CU_NEG_ZERO = 64'h8000_0000_0000_0000;
  localparam logic [63:0] CU_POS_INF = 64'h7FF0_0000_0000_0000;

  // ---- Helper functions (argument: the 63 bits below the sign) ----------------------------------------------------------------------
  function automatic logic is_nan(logic [62:0] x);
    return (x[62:52] == 11'h7FF) && (x[51:0] != '0);
  endfunction

  function automatic logic is_snan(logic [62:0] x);
    return is_nan(x) && !x[51];
  endfunction

  function automatic logic is_inf(logic [62:0] x);
    return (x[62:52] == 11'h7FF) && (x[51:0] == '0);
  endfunction

  /// Combining-block function of an opcode (don't care for invalid opcodes).
  function automatic cu_fn_e op_fn(logic [3:0] op);
    unique case (op)
      CU_OP_MIN_S, CU_OP_MIN_U, CU_OP_FP_MIN: return CU_FN_MIN;
      CU_OP_MAX_S, CU_OP_MAX_U, CU_OP_FP_MAX: return CU_FN_MAX;
      CU_OP_AND: return CU_FN_AND;
      CU_OP_OR: return CU_FN_OR;
      CU_OP_XOR: return CU_FN_XOR;
      default: return CU_FN_ADD;
    endcase
  endfunction

  /// Number of operands at tree level l (level 0 = the inputs) for n inputs: ceil(n / 2^l).
  function automatic int unsigned level_count(int unsigned n, int unsigned l);
    return (n + (1 << l) - 1) >> l;
  endfunction

  /// Tree operand width: FP add needs F+2+clog2(n) bits (|a_i| < 2^(F+1), plus sign),
  /// integer ops need 65+clog2(n) (64-bit unsigned sum plus sign). Do not override.
  function automatic int unsigned tree_width(int unsigned num_in, int unsigned frac_bits);
    int unsigned fp_w = frac_bits + 2 + $clog2(num_in);
    int unsigned int_w = 65 + $clog2(num_in);
    return (fp_w > int_w) ? fp_w : int_w;
  endfunction

endpackage
