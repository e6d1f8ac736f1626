// cc_reg_if: the register-bus endpoint of every collnet block (the one register bus of the
// project: barrier switch, barrier leaf, collective unit). The block's register file decodes the
// accepted access and answers it combinationally (rdata_i, err_i); this cell accepts requests,
// registers the answer and drives the response pins, so the protocol is written once.
//
// Protocol (every block; the agent is verif/agents/reg_bus; the structs are cc_reg_pkg's):
// | signal           | dir | meaning                                                          |
// |------------------|-----|------------------------------------------------------------------|
// | reg_req_i.valid  | in  | request; accepted at an edge where valid && ready                |
// | reg_rsp_o.ready  | out | 1 out of reset (one access per cycle)                            |
// | reg_req_i.write  | in  | 1 write, 0 read                                                  |
// | reg_req_i.addr   | in  | word address (the low AddrW bits: the block's map; upper bits 0) |
// | reg_req_i.wdata  | in  | write data                                                       |
// | reg_rsp_o.rvalid | out | response, exactly one cycle after each accepted request          |
// | reg_rsp_o.rdata  | out | read data: the register as it was just before the accept edge; 0 |
// |                  |     | for writes and for rejected accesses                             |
// | reg_rsp_o.rerr   | out | the access was rejected (the block's rules; it then has no effect) |
// A write accepted at edge N takes effect at edge N (the register file updates its flops with
// we_o at that edge).
module cc_reg_if #(
  /// Word-address width of the block's register map (at most cc_reg_pkg::CC_REG_AW).
  parameter int unsigned AddrW = 10,
  /// Register data width (cc_reg_pkg::CC_REG_DW).
  parameter int unsigned DataW = 32
) (
  /// Clock, rising edge.
  input  logic             clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic             rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Bus: request.
  input  cc_reg_pkg::cc_reg_req_t reg_req_i,
  /// Bus: response.
  output cc_reg_pkg::cc_reg_rsp_t reg_rsp_o,
  /// Register file: an access is accepted at this edge.
  output logic             acc_o,
  /// Register file: acc_o of a write.
  output logic             we_o,
  /// Register file: address of the access.
  output logic [AddrW-1:0] addr_o,
  /// Register file: write data of the access.
  output logic [DataW-1:0] wdata_o,
  /// Register file: read data of the accepted read (value before the edge).
  input  logic [DataW-1:0] rdata_i,
  /// Register file: the accepted access is rejected.
  input  logic             err_i
);

`ifdef COLLNET_BUGS
  // Deliberate bug of the bug-variant models only (COLLNET_BUGS, never in production),
  // selected at run time: +bug=reg_rsp_at_reset: a response (rvalid) in the first cycle out of
  // reset, with no access to answer.
  bit bug_reg_rsp_at_reset;
  initial bug_reg_rsp_at_reset = $test$plusargs("bug=reg_rsp_at_reset");
  // +bug=reg_wr_rdata: the response to a write carries the register file's read data (the
  // register before the write) instead of 0.
  bit bug_reg_wr_rdata;
  initial bug_reg_wr_rdata = $test$plusargs("bug=reg_wr_rdata");
`endif

  if (AddrW > cc_reg_pkg::CC_REG_AW || DataW != cc_reg_pkg::CC_REG_DW) begin : gen_bad_width
    $error("cc_reg_if: AddrW must be <= CC_REG_AW and DataW = CC_REG_DW");
  end

  // The request, field by field.
  logic             reg_valid_i;
  logic             reg_write_i;
  logic [AddrW-1:0] reg_addr_i;
  logic [DataW-1:0] reg_wdata_i;
  logic             reg_ready_o;
  assign reg_valid_i = reg_req_i.valid;
  assign reg_write_i = reg_req_i.write;
  assign reg_addr_i  = reg_req_i.addr[AddrW-1:0];
  assign reg_wdata_i = DataW'(reg_req_i.wdata);

  logic             rvalid_q;  // response of the access accepted at the last edge
  logic [DataW-1:0] rdata_q;
  logic             rerr_q;

  assign reg_ready_o = 1'b1;  // one access per cycle
  assign acc_o       = reg_valid_i && reg_ready_o;
  assign we_o        = acc_o && reg_write_i;
  assign addr_o      = reg_addr_i;
  assign wdata_o     = reg_wdata_i;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
`ifdef COLLNET_BUGS
      rvalid_q <= bug_reg_rsp_at_reset;
`else
      rvalid_q <= 1'b0;
`endif
      rdata_q  <= '0;
      rerr_q   <= 1'b0;
    end else begin
      rvalid_q <= acc_o;
`ifdef COLLNET_BUGS
      rdata_q  <= (acc_o && (!reg_write_i || bug_reg_wr_rdata) && !err_i) ? rdata_i : '0;
`else
      rdata_q  <= (acc_o && !reg_write_i && !err_i) ? rdata_i : '0;
`endif
      rerr_q   <= acc_o && err_i;
    end
  end

  assign reg_rsp_o.ready  = reg_ready_o;
  assign reg_rsp_o.rvalid = rvalid_q;
  assign reg_rsp_o.rdata  = cc_reg_pkg::CC_REG_DW'(rdata_q);
  assign reg_rsp_o.rerr   = rerr_q;

  // ---- Assertions ----
  // One response per accepted request, exactly one cycle later.
  RspOnePerReq_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      reg_rsp_o.rvalid == $past(acc_o))
    else $error("cc_reg_if: response without a request, or a request without a response");
  // Responses are never X.
  RspKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      !$isunknown({reg_rsp_o.rvalid, reg_rsp_o.rerr}) &&
      (!reg_rsp_o.rvalid || !$isunknown(reg_rsp_o.rdata)))
    else $error("cc_reg_if: response is X");
  // A request carries no X.
  ReqKnown_M: assume property (@(posedge clk_i) disable iff (!rst_ni)
      reg_valid_i |-> !$isunknown({reg_write_i, reg_addr_i}))
    else $error("cc_reg_if: request with X write or address");
  // A request addresses the block's map (the address bits above AddrW are 0).
  if (AddrW < cc_reg_pkg::CC_REG_AW) begin : gen_addr_hi
    ReqAddrInMap_M: assume property (@(posedge clk_i) disable iff (!rst_ni)
        reg_req_i.valid |-> reg_req_i.addr[cc_reg_pkg::CC_REG_AW-1:AddrW] == '0)
      else $error("cc_reg_if: request address beyond the map");
  end

endmodule
