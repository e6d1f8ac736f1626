// Fixture of CTest toggle_scope.ports_and_state (cmake/collnet_toggle_scope.py): the lines
// marked "off" declare only combinational intermediates and must be switched off; every other
// declaration holds a port or a flop and keeps its toggle points.
module scope_top (
    input  logic       clk_i,
    input  logic       rst_ni,
    input  logic [3:0] a_i,
    output logic [3:0] q_o
);
  logic [3:0] sum_d, sum_q;  // a flop and its next value on one line: kept
  logic [3:0] wire_a;  // off
  logic [3:0] tmp;  // off
  logic [1:0] cnt;  // a flop without the _q name: kept
  logic [1:0] mem[2];  // written by a nonblocking assignment through an index: kept

  assign wire_a = a_i ^ 4'h5;
  always_comb begin
    tmp   = wire_a + 4'd1;
    sum_d = sum_q + tmp;
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sum_q <= '0;
      cnt   <= '0;
    end else begin
      sum_q       <= sum_d;
      cnt         <= cnt + 2'd1;
      mem[cnt[0]] <= cnt;
    end
  end
  scope_sub u_sub (
      .x_i(sum_q ^ {mem[0], mem[1]}),
      .y_o(q_o)
  );
endmodule
/* verilator lint_off DECLFILENAME */  // two modules in one fixture file
module scope_sub (
    input  logic [3:0] x_i,
    output logic [3:0] y_o
);
  logic [3:0] inv;  // off
  assign inv = ~x_i;
  assign y_o = inv;
endmodule
