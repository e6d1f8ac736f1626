// cu_combine: one 2-input combining block of the collective ALU tree.
//
// The same block serves every operation: FP add reaches it as aligned two's-complement
// integers (the front end did the alignment), integer add as sign/zero-extended integers,
// min/max as signed integers (the front end maps unsigned and binary64 operands to an
// order-preserving signed key), and the bitwise operations directly.
//
// | fn        | y                                  |
// |-----------|------------------------------------|
// | CU_FN_ADD | a + b (TW bits, cannot overflow)   |
// | CU_FN_MIN | signed(a) <= signed(b) ? a : b     |
// | CU_FN_MAX | signed(a) >= signed(b) ? a : b     |
// | CU_FN_AND | a & b                              |
// | CU_FN_OR  | a | b                              |
// | CU_FN_XOR | a ^ b                              |
module cu_combine #(
  parameter int unsigned Width = 65  ///< operand width (TW, see cu_pkg::tree_width)
) (
  input  cu_pkg::cu_fn_e   fn_i,  ///< function
  input  logic [Width-1:0] a_i,   ///< operand a
  input  logic [Width-1:0] b_i,   ///< operand b
  output logic [Width-1:0] y_o    ///< result
);
  import cu_pkg::*;

  logic a_le_b;
  assign a_le_b = $signed(a_i) <= $signed(b_i);

  always_comb begin
    unique case (fn_i)
      CU_FN_ADD: y_o = a_i + b_i;
      CU_FN_MIN: y_o = a_le_b ? a_i : b_i;
      CU_FN_MAX: y_o = a_le_b ? b_i : a_i;
      CU_FN_AND: y_o = a_i & b_i;
      CU_FN_OR:  y_o = a_i | b_i;
      CU_FN_XOR: y_o = a_i ^ b_i;
      default:   y_o = a_i + b_i;
    endcase
  end

endmodule
