// hx_counter: tiny DUT of the harness self-tests (not part of the collnet RTL).
//
// count_o counts the rising edges with en_i high since reset. noreset_q is never reset: its
// initial value comes from Verilator's --x-initial unique randomisation, so it shows that the
// harness seeds Verilator from +seed (same seed, same value; other seed, other value).
//
// Deliberate bug for the _bad test (never on by default):
//   `define HX_COUNTER_BUG_SKIP: the counter jumps from 7 to 9.
module hx_counter #(
  /// Counter width in bits.
  parameter int unsigned Width = 16
) (
  /// Clock, rising edge.
  input  logic             clk_i,
  /// Asynchronous reset, active low.
  input  logic             rst_ni,
  /// Count this edge.
  input  logic             en_i,
  /// Number of enabled edges since reset (wraps).
  output logic [Width-1:0] count_o,
  /// Never-reset register (x-initial value), for the seed test.
  output logic [31:0]      noreset_o
);
  logic [Width-1:0] count_d, count_q;
  logic [31:0] noreset_q;

  always_comb begin
    count_d = count_q;
    if (en_i) count_d = count_q + 1'b1;
`ifdef HX_COUNTER_BUG_SKIP
    if (en_i && count_q == Width'(7)) count_d = Width'(9);
`endif
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) count_q <= '0;
    else count_q <= count_d;
  end

  always_ff @(posedge clk_i) noreset_q <= noreset_q;

  assign count_o   = count_q;
  assign noreset_o = noreset_q;
endmodule
