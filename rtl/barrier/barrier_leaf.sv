// barrier_leaf: the compute-node side of the barrier tree (claims 1, 2 of CN101330341A;
// interface in rtl/barrier/README.md). One barrier group per leaf instance: software signals
// arrival (arrive handshake), the leaf sends REDUCE(s) to its parent switch, resends it on
// timeout counter 1, and pulses release_o when DISTRIBUTE(s) arrives. Link stages and the
// register interface follow the switch (cc_fifo Depth 1 rx and tx stages). The registers are the
// register file generated from rtl/barrier/data/barrier_regs.yaml (bar_leaf_reg_top, map leaf);
// this module feeds its counters and status through hw2reg and takes its configuration from
// reg2hw.
//
// Protocol table (s = current seq, modulo 2^SeqBits; README section 5.1):
// | event                               | action                                              |
// |-------------------------------------|-----------------------------------------------------|
// | arrive (enabled, idle)              | pend REDUCE(s); T1 := R; waiting                    |
// | T1 == 1 while waiting, R != 0       | pend REDUCE(s) again; T1 := R; T1_FIRED++           |
// | DISTRIBUTE(s) while waiting         | release pulse (seq s); s+1; stop T1; unpend REDUCE  |
// | DISTRIBUTE(seq != s)                | ignore; STALE_DIST++                                |
// | DISTRIBUTE(s) while idle            | drop; ERR_UNEXPECTED++                              |
// | bad CRC / other group / disabled /  | drop; ERR_CRC / ERR_GROUP / ERR_DISABLED / ERR_KIND |
// | REDUCE received                     |                                                     |
//
// Timing: arrive at edge N -> REDUCE first transferable at edge N+2; DISTRIBUTE transferred at
// edge N -> release_o high in the cycle after edge N+1.
//
// Deliberate bugs (bug-variant models only, `define COLLNET_BUGS; off unless selected at run
// time): +bug=no_timeout: T1 never expires; +bug=release_at_reset: a release_o pulse in the
// first cycle out of reset, with no arrive; +bug=clear_wins: a counter cleared at the edge of
// one of its events reads 0 (the event is lost instead of kept). The register bugs are in the generated register file
// (the description's bugs: reg_reload_reset, reg_fired_write) and in cc_reg_if
// (reg_rsp_at_reset).
module barrier_leaf #(
  /// Width of the operation sequence number (1..8).
  parameter int unsigned SeqBits = 2,
  /// Packet width. Do not override.
  localparam int unsigned PktW   = barrier_pkg::pkt_w(SeqBits)
) (
  /// Clock, rising edge.
  input  logic                       clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                       rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Software reached the barrier point.
  input  logic                       arrive_valid_i,
  /// Leaf is enabled and idle (arrival accepted).
  output logic                       arrive_ready_o,
  /// One-cycle pulse: the awaited operation completed.
  output logic                       release_o,
  /// Sequence number of the released operation (valid with release_o).
  output logic [SeqBits-1:0]         release_seq_o,
  /// Arrived, not yet released.
  output logic                       waiting_o,
  /// Current sequence number.
  output logic [SeqBits-1:0]         seq_o,
  /// Link to the parent: packet offered.
  output logic                       tx_valid_o,
  /// Link to the parent: packet taken.
  input  logic                       tx_ready_i,
  /// Link to the parent: packet.
  output logic [PktW-1:0]            tx_pkt_o,
  /// Link from the parent: packet offered.
  input  logic                       rx_valid_i,
  /// Link from the parent: accepted (1 out of reset).
  output logic                       rx_ready_o,
  /// Link from the parent: packet.
  input  logic [PktW-1:0]            rx_pkt_i,
  /// Register request valid.
  input  logic                       reg_valid_i,
  /// Register request ready (1 out of reset).
  output logic                       reg_ready_o,
  /// 1 = write, 0 = read.
  input  logic                       reg_write_i,
  /// Word address (README section 4.3).
  input  logic [barrier_pkg::REG_AW-1:0] reg_addr_i,
  /// Write data.
  input  logic [barrier_pkg::REG_DW-1:0] reg_wdata_i,
  /// Response valid, one cycle after each accepted request.
  output logic                       reg_rvalid_o,
  /// Read data.
  output logic [barrier_pkg::REG_DW-1:0] reg_rdata_o,
  /// Access rejected.
  output logic                       reg_rerr_o
);

`ifdef COLLNET_BUGS
  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),
  // each selected at run time by its plusarg: +bug=<name>.
  bit bug_no_timeout;  // +bug=no_timeout: T1 never expires
  initial bug_no_timeout = $test$plusargs("bug=no_timeout");
  bit bug_release_at_reset;  // +bug=release_at_reset: release_o pulses out of reset
  initial bug_release_at_reset = $test$plusargs("bug=release_at_reset");
  bit bug_clear_wins;  // +bug=clear_wins: a clear in the edge of an event loses the event
  initial bug_clear_wins = $test$plusargs("bug=clear_wins");
`endif
  import barrier_pkg::*;

  if (SeqBits < 1 || SeqBits > 8) begin : gen_bad_seq
    $error("barrier_leaf: SeqBits must be 1..8");
  end

  // ---- Registers (the generated register file, map leaf) ----
  cc_reg_pkg::cc_reg_req_t   reg_req;  // the bus as rtl/common/cc_reg_pkg.sv's structs
  cc_reg_pkg::cc_reg_rsp_t   reg_rsp;
  bar_reg_pkg::leaf_reg2hw_t reg2hw;   // register values and write strobes
  bar_reg_pkg::leaf_hw2reg_t hw2reg;   // status and counter updates
  assign reg_req = '{valid: reg_valid_i, write: reg_write_i,
                     addr: cc_reg_pkg::CC_REG_AW'(reg_addr_i), wdata: reg_wdata_i};
  assign {reg_ready_o, reg_rvalid_o, reg_rdata_o, reg_rerr_o} = reg_rsp;  // cc_reg_rsp_t order
  bar_leaf_reg_top #(
    .SeqBits (SeqBits)
  ) i_reg_top (
    .clk_i     (clk_i),
    .rst_ni    (rst_ni),
    .reg_req_i (reg_req),
    .reg_rsp_o (reg_rsp),
    .reg2hw_o  (reg2hw),
    .hw2reg_i  (hw2reg)
  );

  // ---- Configuration, state and counters ----
  logic                          en_q;      // enabled (CTRL.enable)
  logic [GROUP_W-1:0]            group_q;   // configured group (GROUP.group)
  logic [TMO_W-1:0]              reload_q;  // T1 period, 0 = off (T1_RELOAD.reload)
  assign en_q     = reg2hw.ctrl.enable;
  assign group_q  = reg2hw.group.group;
  assign reload_q = reg2hw.t1_reload.reload;
  logic [SeqBits-1:0]            seq_q, seq_d;            // current operation
  logic                          wait_q, wait_d;          // arrived, not released
  logic [TMO_W-1:0]              t1_q, t1_d;              // timeout-1 counter
  logic                          red_pend_q, red_pend_d;  // REDUCE pending for the tx stage
  logic                          rel_q, rel_d;            // release pulse
  logic [SeqBits-1:0]            rel_seq_q, rel_seq_d;    // released operation

  // ---- Link stages ----
  logic            stg_vld;   // rx stage holds a packet
  logic [PktW-1:0] stg_pkt;   // the packet
  logic            tx_load;   // tx stage takes the pending REDUCE
  logic [PktW-1:0] tx_word;   // REDUCE(s) of the configured group
  logic [1:0]      unused_lvl;
  logic [1:0]      unused_af;
  logic            unused_stage;

  cc_fifo #(
    .Width       (PktW),
    .Depth       (1)
  ) i_rx_stage (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .valid_i       (rx_valid_i),
    .ready_o       (rx_ready_o),
    .data_i        (rx_pkt_i),
    .valid_o       (stg_vld),
    .ready_i       (1'b1),
    .data_o        (stg_pkt),
    .level_o       (unused_lvl[0]),
    .almost_full_o (unused_af[0])
  );

  assign tx_word = PktW'(make_pkt(KIND_REDUCE, group_q, 8'(seq_q), SeqBits));

  logic tx_push_ready;  // tx stage can load
  cc_fifo #(
    .Width       (PktW),
    .Depth       (1)
  ) i_tx_stage (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .valid_i       (red_pend_q),
    .ready_o       (tx_push_ready),
    .data_i        (tx_word),
    .valid_o       (tx_valid_o),
    .ready_i       (tx_ready_i),
    .data_o        (tx_pkt_o),
    .level_o       (unused_lvl[1]),
    .almost_full_o (unused_af[1])
  );
  assign tx_load      = red_pend_q & tx_push_ready;
  assign unused_stage = ^{unused_lvl, unused_af};

  // ---- Receive checks ----
  logic [31:0]        rx_word;
  logic               rx_is_dist;
  logic [SeqBits-1:0] rx_seq;
  logic               rx_release;  // DISTRIBUTE(s) while waiting
  logic               rx_stale;    // DISTRIBUTE(seq != s)
  logic               rx_drop;     // dropped and counted
  bar_err_e           rx_why;
  assign rx_word    = 32'(stg_pkt);
  assign rx_is_dist = (pkt_kind(rx_word, SeqBits) == KIND_DISTRIBUTE);
  assign rx_seq     = SeqBits'(pkt_seq(rx_word, SeqBits));

  always_comb begin
    rx_release = 1'b0;
    rx_stale   = 1'b0;
    rx_drop    = 1'b0;
    rx_why     = DROP_CRC;
    if (stg_vld) begin
      rx_drop = 1'b1;
      if (!pkt_crc_ok(rx_word, SeqBits)) begin
        rx_why = DROP_CRC;
      end else if (!en_q) begin
        rx_why = DROP_DISABLED;
      end else if (pkt_group(rx_word, SeqBits) != group_q) begin
        rx_why = DROP_GROUP;
      end else if (!rx_is_dist) begin
        rx_why = DROP_PORT_KIND;
      end else if (rx_seq != seq_q) begin
        rx_drop  = 1'b0;
        rx_stale = 1'b1;
      end else if (!wait_q) begin
        rx_why = DROP_DIST_PORT;  // ERR_UNEXPECTED
      end else begin
        rx_drop    = 1'b0;
        rx_release = 1'b1;
      end
    end
  end

  logic arrive;   // arrive handshake
  logic t1_fire;  // timeout 1 expires
  assign arrive = arrive_valid_i & arrive_ready_o;
`ifdef COLLNET_BUGS
  assign t1_fire = !bug_no_timeout && en_q && wait_q && !rx_release && (reload_q != '0) &&
                   (t1_q == TMO_W'(1));
`else
  assign t1_fire = en_q && wait_q && !rx_release && (reload_q != '0) && (t1_q == TMO_W'(1));
`endif

  // Counters: saturating add of this cycle's events. A write (WC) in the same cycle clears the
  // counter and keeps this cycle's event (the counter becomes 1), for every counter alike.
  always_comb begin
    hw2reg = '0;
    hw2reg.status.seq     = $bits(hw2reg.status.seq)'(seq_q);
    hw2reg.status.waiting = wait_q;
    hw2reg.t1_fired.count = sat_add(reg2hw.t1_fired.qe ? '0 : reg2hw.t1_fired.count,
                                    CNT_W'(t1_fire));
    hw2reg.t1_fired.de    = t1_fire;
    hw2reg.stale_dist.count = sat_add(reg2hw.stale_dist.qe ? '0 : reg2hw.stale_dist.count,
                                      CNT_W'(rx_stale));
    hw2reg.stale_dist.de    = rx_stale;
    for (int unsigned k = 0; k < NUM_ERR; k++) begin
      logic inc;  // one packet dropped for reason k, or (ERR_REG) one access rejected
      inc = (k == 32'(DROP_REG)) ? reg2hw.rejected : (rx_drop && rx_why == bar_err_e'(k));
      hw2reg.err[k].count = sat_add(reg2hw.err[k].qe ? '0 : reg2hw.err[k].count, CNT_W'(inc));
      hw2reg.err[k].de    = inc;
    end
`ifdef COLLNET_BUGS
    if (bug_clear_wins) begin  // the clear wins: this cycle's event is lost
      if (reg2hw.t1_fired.qe) hw2reg.t1_fired.count = '0;
      if (reg2hw.stale_dist.qe) hw2reg.stale_dist.count = '0;
      for (int unsigned k = 0; k < NUM_ERR; k++) begin
        if (reg2hw.err[k].qe) hw2reg.err[k].count = '0;
      end
    end
`endif
  end

  always_comb begin
    seq_d      = seq_q;
    wait_d     = wait_q;
    t1_d       = t1_q;
    red_pend_d = red_pend_q & ~tx_load;
    rel_d      = 1'b0;
    rel_seq_d  = rel_seq_q;

    // Protocol.
    if (arrive) begin
      red_pend_d = 1'b1;
      wait_d     = 1'b1;
      t1_d       = reload_q;
    end else if (rx_release) begin
      rel_d      = 1'b1;
      rel_seq_d  = seq_q;
      seq_d      = seq_q + 1'b1;
      wait_d     = 1'b0;
      t1_d       = '0;
      red_pend_d = 1'b0;
    end else if (t1_fire) begin
      red_pend_d = 1'b1;
      t1_d       = reload_q;
    end else if (wait_q && (t1_q > TMO_W'(1))) begin
      t1_d = t1_q - 1'b1;
    end

    // A disabled leaf holds its protocol state at reset.
    if (!en_q) begin
      seq_d      = '0;
      wait_d     = 1'b0;
      t1_d       = '0;
      red_pend_d = 1'b0;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      seq_q      <= '0;
      wait_q     <= 1'b0;
      t1_q       <= '0;
      red_pend_q <= 1'b0;
`ifdef COLLNET_BUGS
      rel_q      <= bug_release_at_reset;
`else
      rel_q      <= 1'b0;
`endif
      rel_seq_q  <= '0;
    end else begin
      seq_q      <= seq_d;
      wait_q     <= wait_d;
      t1_q       <= t1_d;
      red_pend_q <= red_pend_d;
      rel_q      <= rel_d;
      rel_seq_q  <= rel_seq_d;
    end
  end

  // ---- Outputs ----
  assign arrive_ready_o = en_q & ~wait_q;
  assign release_o      = rel_q;
  assign release_seq_o  = rel_seq_q;
  assign waiting_o      = wait_q;
  assign seq_o          = seq_q;

  // Waiver: reg2hw has every field at its largest width (bar_reg_pkg); its counter values and
  // write strobes are read only for the counters above.
  logic unused_reg2hw;
  assign unused_reg2hw = ^reg2hw;

  // ---- Assertions ----
  // Released only while waiting, with the current seq; the seq then steps by one.
  ReleaseOnlyWaiting_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      rx_release |-> (wait_q && en_q))
    else $error("barrier_leaf: release without a matching wait");
  // A release is signalled on the next cycle with the released seq.
  ReleasePulse_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      rx_release |=> (release_o && release_seq_o == $past(seq_q)))
    else $error("barrier_leaf: release pulse missing or wrong seq");
  // The seq changes only by +1 at a release (or returns to 0 when disabled).
  SeqStep_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (en_q && seq_d != seq_q) |-> (rx_release && seq_d == seq_q + 1'b1))
    else $error("barrier_leaf: seq changed without a release");
  // Every REDUCE the leaf emits carries its current seq and group and a good CRC.
  TxIsCurrentReduce_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      tx_load |-> (wait_q && pkt_crc_ok(32'(tx_word), SeqBits) &&
                   pkt_kind(32'(tx_word), SeqBits) == KIND_REDUCE))
    else $error("barrier_leaf: emitted packet is not REDUCE(s)");
  // The offered packet stays stable until taken.
  TxStable_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (tx_valid_o && !tx_ready_i) |=> (tx_valid_o && $stable(tx_pkt_o)))
    else $error("barrier_leaf: stalled packet changed");
  // The T1 counter never exceeds its reload value and runs only while waiting.
  T1Bounded_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (t1_q <= reload_q) && (wait_q || t1_q == '0))
    else $error("barrier_leaf: T1 out of range");
  // The leaf always accepts (no lock-up).
  AlwaysReady_A: assert property (@(posedge clk_i) disable iff (!rst_ni) rx_ready_o)
    else $error("barrier_leaf: rx not ready");

endmodule
