// cc_stream_arbiter: valid/ready stream arbiter over NumIn input streams onto one output stream
// (style of pulp common_cells stream_arbiter), built on cc_rr_arb.
//
// | signal              | rule                                                              |
// |---------------------|-------------------------------------------------------------------|
// | oup_valid_o         | any input valid                                                   |
// | oup_data_o          | data of the granted input                                         |
// | inp_ready_o[k]      | input k granted and oup_ready_i                                   |
// | grant order         | cc_rr_arb round robin; with LockIn (default) a granted input keeps |
// |                     | the output until it is taken, so the output is a stable stream    |
//
// Inputs must follow the stream rule (valid held, data stable until ready); then the output
// follows it too (OupStable_A).
module cc_stream_arbiter #(
  /// Payload width in bits; only used by the default of T.
  parameter int unsigned Width    = 8,
  /// Payload type.
  parameter type         T        = logic [Width-1:0],
  /// Number of input streams (>= 1).
  parameter int unsigned NumIn    = 2,
  /// Keep the granted input on the output until it is taken (needed for stable streams).
  parameter bit          LockIn   = 1'b1,
  /// Width of idx_o. Do not override.
  localparam int unsigned IdxWidth = (NumIn > 1) ? $clog2(NumIn) : 1
) (
  /// Clock, rising edge.
  input  logic                clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Input streams: valid.
  input  logic [NumIn-1:0]    inp_valid_i,
  /// Input streams: ready.
  output logic [NumIn-1:0]    inp_ready_o,
  /// Input streams: data.
  input  T                    inp_data_i[NumIn],
  /// Output stream: valid.
  output logic                oup_valid_o,
  /// Output stream: ready.
  input  logic                oup_ready_i,
  /// Output stream: data.
  output T                    oup_data_o,
  /// Index of the input on the output (valid when oup_valid_o).
  output logic [IdxWidth-1:0] idx_o
);

  logic [NumIn-1:0] gnt;  // one-hot grant from the arbiter

  cc_rr_arb #(
    .NumIn (NumIn),
    .LockIn(LockIn)
  ) i_rr_arb (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .req_i  (inp_valid_i),
    .gnt_o  (gnt),
    .valid_o(oup_valid_o),
    .idx_o  (idx_o),
    .ready_i(oup_ready_i)
  );

  assign inp_ready_o = gnt & {NumIn{oup_ready_i}};
  assign oup_data_o  = inp_data_i[idx_o];

  // ---- Assertions ----
  // Valid output data is never X.
  OupDataKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      oup_valid_o |-> !$isunknown(oup_data_o))
    else $error("cc_stream_arbiter: valid oup_data_o is X");
  // With LockIn, the output is a stable stream: valid held and data stable until taken.
  OupStable_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (LockIn && oup_valid_o && !oup_ready_i) |=> (oup_valid_o && $stable(oup_data_o)))
    else $error("cc_stream_arbiter: output stream changed before it was taken");
  // At most one input transfers per cycle.
  OneTransfer_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      $onehot0(inp_ready_o & inp_valid_i))
    else $error("cc_stream_arbiter: more than one input transfer");

endmodule
