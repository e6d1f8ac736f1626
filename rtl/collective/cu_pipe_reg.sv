// cu_pipe_reg: one valid/ready pipeline register of the collective datapath, or a wire.
//
// Full throughput: ready_o = ready_i || !valid_q, so a full register accepts a new word in the
// same cycle its word is taken. A held word never changes while it waits (stall-safe). With
// Bypass = 1 the stage is a wire (valid, ready and data pass straight through).
// Local to rtl/collective: rtl/common's cc_fifo did not exist when this was written; a
// one-entry pipeline stage with a combinational ready chain is all the datapath needs.
module cu_pipe_reg #(
  parameter int unsigned Width  = 1,    ///< payload width
  parameter bit          Bypass = 1'b0  ///< 1: no register (combinational pass-through)
) (
  input  logic             clk_i,    ///< clock
  // Waiver SYNCASYNCNET: the assertions use the async reset in `disable iff`.
  /* verilator lint_off SYNCASYNCNET */
  input  logic             rst_ni,   ///< asynchronous active-low reset
  /* verilator lint_on SYNCASYNCNET */
  input  logic             valid_i,  ///< upstream offers data_i
  output logic             ready_o,  ///< this stage takes data_i
  input  logic [Width-1:0] data_i,   ///< upstream payload
  output logic             valid_o,  ///< this stage offers data_o
  input  logic             ready_i,  ///< downstream takes data_o
  output logic [Width-1:0] data_o    ///< payload offered downstream
);

  if (Bypass) begin : gen_bypass
    assign valid_o = valid_i;
    assign ready_o = ready_i;
    assign data_o  = data_i;
    // A wire stage has no use for clock and reset.
    logic unused_clk_rst;
    assign unused_clk_rst = clk_i ^ rst_ni;
  end else begin : gen_reg
    logic             valid_q;
    logic [Width-1:0] data_q;

    assign ready_o = ready_i || !valid_q;
    assign valid_o = valid_q;
    assign data_o  = data_q;

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        valid_q <= 1'b0;
      end else if (ready_o) begin
        valid_q <= valid_i;
      end
    end

    // Payload needs no reset: it is only looked at while valid_q is set.
    always_ff @(posedge clk_i) begin
      if (valid_i && ready_o) begin
        data_q <= data_i;
      end
    end

    // A word offered and not taken is offered again, unchanged, in the next cycle.
    StableWhileStalled_A : assert property (@(posedge clk_i) disable iff (!rst_ni)
      valid_o && !ready_i |=> valid_o && $stable(data_o));
  end

  // Valid data is never X.
  ValidDataKnown_A : assert property (@(posedge clk_i) disable iff (!rst_ni)
    valid_o |-> !$isunknown(data_o));

endmodule
