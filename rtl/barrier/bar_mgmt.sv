// bar_mgmt: management submodule of the barrier switch (claim 5). Feeds the switch with the
// group configuration (enable, child-port mask, parent port / is-root, timeout-2 reload) and
// keeps the per-group event counters and the global error counters counting. The registers
// themselves (address decode, flops, access rules, read-back) are the register file generated
// from rtl/barrier/data/barrier_regs.yaml (bar_sw_reg_top, map sw); this module only connects
// the switch to its reg2hw / hw2reg structs. Register map and rules: rtl/barrier/README.md
// section 4.
//
// Access rules (protocol table; the generated register file implements them):
// | access                                              | result                              |
// |-----------------------------------------------------|-------------------------------------|
// | read of a known address                             | rdata = value, rerr = 0             |
// | write CTRL                                          | enable := wdata[0]                  |
// | write CHILD_MASK / PARENT / T2_RELOAD, group enabled | rejected                            |
// | write PARENT, not root, port >= NumPorts            | rejected                            |
// | write CHILD_MASK / PARENT / T2_RELOAD, disabled     | register := wdata                   |
// | write a counter (T2_FIRED, STALE_*, ERR_*)          | counter := increments of this cycle |
// | write STATUS or PARAMS, unknown address             | rejected                            |
// The bus protocol (response one cycle after each accepted request, rdata 0 for writes and
// rejected accesses) is rtl/common/cc_reg_if.sv's; a rejected access has no effect, answers
// rerr 1 and increments ERR_REG (here, from reg2hw.rejected).
//
// Deliberate bug (bug-variant models only, `define COLLNET_BUGS; off unless selected at run
// time): +bug=clear_wins: a counter written (cleared) at the edge of one of its events reads 0
// afterwards (the event is lost), instead of the event being kept (README 4.1).
module bar_mgmt #(
  /// Number of switch ports.
  parameter int unsigned NumPorts  = 8,
  /// Number of barrier groups.
  parameter int unsigned NumGroups = 4,
  /// Width of the operation sequence number.
  parameter int unsigned SeqBits   = 2,
  /// Width of an event count per cycle. Do not override.
  localparam int unsigned IncW     = $clog2(NumPorts + 1)
) (
  /// Clock, rising edge.
  input  logic                                      clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                                      rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Register bus request (rtl/common/cc_reg_pkg.sv).
  input  cc_reg_pkg::cc_reg_req_t                   reg_req_i,
  /// Register bus response.
  output cc_reg_pkg::cc_reg_rsp_t                   reg_rsp_o,
  /// Per group: enabled.
  output logic [NumGroups-1:0]                      en_o,
  /// Per group: effective child ports (CHILD_MASK without the parent port unless root).
  output logic [NumGroups-1:0][NumPorts-1:0]        child_o,
  /// Per group: parent port.
  output logic [NumGroups-1:0][barrier_pkg::PORT_W-1:0] parent_o,
  /// Per group: is root.
  output logic [NumGroups-1:0]                      root_o,
  /// Per group: timeout-2 reload (0 = off).
  output logic [NumGroups-1:0][barrier_pkg::TMO_W-1:0]  t2_reload_o,
  /// Per group status from the control: current sequence number.
  input  logic [NumGroups-1:0][SeqBits-1:0]         seq_i,
  /// Per group status: waiting for the distribute.
  input  logic [NumGroups-1:0]                      waiting_i,
  /// Per group status: arrival bits.
  input  logic [NumGroups-1:0][NumPorts-1:0]        arr_i,
  /// Per group: timeout 2 expired this cycle.
  input  logic [NumGroups-1:0]                      t2_fired_i,
  /// Per group: number of stale reduces answered this cycle.
  input  logic [NumGroups-1:0][IncW-1:0]            stale_red_i,
  /// Per group: a stale distribute was ignored this cycle.
  input  logic [NumGroups-1:0]                      stale_dist_i,
  /// Per packet error kind (bar_err_e 0..4): packets dropped this cycle.
  input  logic [4:0][IncW-1:0]                      err_inc_i
);
  import barrier_pkg::*;

`ifdef COLLNET_BUGS
  // Deliberate bug of the bug-variant models only (COLLNET_BUGS, never in production),
  // selected at run time by its plusarg.
  bit bug_clear_wins;  // +bug=clear_wins: a clear in the edge of an event loses the event
  initial bug_clear_wins = $test$plusargs("bug=clear_wins");
`endif

  // ---- The register file (generated, map sw) ----
  bar_reg_pkg::sw_reg2hw_t reg2hw;  // register values and write strobes
  bar_reg_pkg::sw_hw2reg_t hw2reg;  // status and counter updates
  bar_sw_reg_top #(
    .NumPorts  (NumPorts),
    .NumGroups (NumGroups),
    .SeqBits   (SeqBits)
  ) i_reg_top (
    .clk_i     (clk_i),
    .rst_ni    (rst_ni),
    .reg_req_i (reg_req_i),
    .reg_rsp_o (reg_rsp_o),
    .reg2hw_o  (reg2hw),
    .hw2reg_i  (hw2reg)
  );

  // Next value of a counter: saturating add of this cycle's increments, from 0 when software
  // clears it in this cycle (a write of a WC counter: counter := increments of this cycle).
  function automatic logic [CNT_W-1:0] cnt_next(logic [CNT_W-1:0] q, logic clear,
                                                logic [CNT_W-1:0] inc);
`ifdef COLLNET_BUGS
    if (bug_clear_wins && clear) return '0;
`endif
    return sat_add(clear ? '0 : q, inc);
  endfunction

  // Configuration.
  for (genvar g = 0; g < NumGroups; g++) begin : gen_cfg
    assign en_o[g]        = reg2hw.ctrl[g].enable;
    assign parent_o[g]    = reg2hw.parent[g].port;
    assign root_o[g]      = reg2hw.parent[g].is_root;
    assign t2_reload_o[g] = reg2hw.t2_reload[g].reload;
  end

  always_comb begin
    hw2reg = '0;
    for (int unsigned g = 0; g < NumGroups; g++) begin
      // Status.
      hw2reg.status[g].seq      = $bits(hw2reg.status[g].seq)'(seq_i[g]);
      hw2reg.status[g].waiting  = waiting_i[g];
      hw2reg.status[g].arrivals = $bits(hw2reg.status[g].arrivals)'(arr_i[g]);
      // Event counters.
      hw2reg.t2_fired[g].count = cnt_next(reg2hw.t2_fired[g].count, reg2hw.t2_fired[g].qe,
                                          CNT_W'(t2_fired_i[g]));
      hw2reg.t2_fired[g].de = t2_fired_i[g];
      hw2reg.stale_red[g].count = cnt_next(reg2hw.stale_red[g].count, reg2hw.stale_red[g].qe,
                                           CNT_W'(stale_red_i[g]));
      hw2reg.stale_red[g].de = stale_red_i[g] != '0;
      hw2reg.stale_dist[g].count = cnt_next(reg2hw.stale_dist[g].count,
                                            reg2hw.stale_dist[g].qe, CNT_W'(stale_dist_i[g]));
      hw2reg.stale_dist[g].de = stale_dist_i[g];
    end
    // Error counters: dropped packets of kind k < DROP_REG, rejected register accesses.
    for (int unsigned k = 0; k < NUM_ERR; k++) begin
      logic [CNT_W-1:0] inc;
      inc = (k == 32'(DROP_REG)) ? CNT_W'(reg2hw.rejected) : CNT_W'(err_inc_i[k]);
      hw2reg.err[k].count = cnt_next(reg2hw.err[k].count, reg2hw.err[k].qe, inc);
      hw2reg.err[k].de    = inc != '0;
    end
  end

  // ---- Effective child set ----
  for (genvar g = 0; g < NumGroups; g++) begin : gen_child_eff
    logic [NumPorts-1:0] parent_bit;  // one-hot parent port, 0 at a root
    always_comb begin
      parent_bit = '0;
      for (int unsigned p = 0; p < NumPorts; p++) begin
        parent_bit[p] = !root_o[g] && (parent_o[g] == PORT_W'(p));
      end
    end
    assign child_o[g] = reg2hw.child_mask[g].mask[NumPorts-1:0] & ~parent_bit;
  end

  // ---- Assertions ----
  for (genvar g = 0; g < NumGroups; g++) begin : gen_cfg_sva
    // A configuration register changes only while its group is disabled.
    CfgStableWhileEnabled_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        en_o[g] |=> $stable({reg2hw.child_mask[g], reg2hw.parent[g], reg2hw.t2_reload[g]}))
      else $error("bar_mgmt: configuration of enabled group %0d changed", g);
    // A non-root parent port always names a real port.
    ParentInRange_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (en_o[g] && !root_o[g]) |-> (32'(parent_o[g]) < NumPorts))
      else $error("bar_mgmt: group %0d parent port out of range", g);
  end

  // Waiver: reg2hw has every array at its largest count and every field at its largest width
  // (bar_reg_pkg); the elements and bits beyond this instance's parameters are not read.
  logic unused_reg2hw;
  assign unused_reg2hw = ^reg2hw;

endmodule
