// hx_sva: tiny DUT with a named assertion, for the harness SVA -> UVM_ERROR self-test.
//
// value_i must never be 5 while out of reset (NeverFive_A). The test drives 5 on purpose in its
// _bad run; q_o registers value_i so the DUT has some state.
module hx_sva (
  /// Clock, rising edge.
  input  logic       clk_i,
  /// Asynchronous reset, active low. Waiver: also used synchronously by `disable iff`.
  /* verilator lint_off SYNCASYNCNET */
  input  logic       rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Value checked by the assertion.
  input  logic [3:0] value_i,
  /// value_i, registered.
  output logic [3:0] q_o
);
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) q_o <= '0;
    else q_o <= value_i;
  end

  // The value 5 is illegal on value_i.
  NeverFive_A: assert property (@(posedge clk_i) disable iff (!rst_ni) value_i != 4'd5)
    else $error("value_i is 5");
endmodule
