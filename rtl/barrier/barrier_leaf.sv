// barrier_leaf: the compute-node side of the barrier tree (claims 1, 2 of CN101330341A;
// interface in rtl/barrier/README.md). One barrier group per leaf instance: software signals
// arrival (arrive handshake), the leaf sends REDUCE(s) to its parent switch, resends it on
// timeout counter 1, and pulses release_o when DISTRIBUTE(s) arrives. Link stages and the
// register interface follow the switch (cc_fifo Depth 1 rx and tx stages).
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
// time): +bug=no_timeout: T1 never expires; +bug=reg_reload_reset: T1_RELOAD resets to 1 (the
// description says 0); +bug=reg_fired_write: a write loads T1_FIRED with the written data (the
// count is read-only: a write must clear it); +bug=release_at_reset: a release_o pulse in the
// first cycle out of reset, with no arrive. (+bug=reg_rsp_at_reset is in cc_reg_if.)
module barrier_leaf #(
  /// Width of the operation sequence number (1..8).
  parameter int unsigned SeqBits = 2,
  /// Packet width. Do not override.
  localparam int unsigned PktW   = bar_pkg::pkt_w(SeqBits)
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
  input  logic [bar_pkg::REG_AW-1:0] reg_addr_i,
  /// Write data.
  input  logic [bar_pkg::REG_DW-1:0] reg_wdata_i,
  /// Response valid, one cycle after each accepted request.
  output logic                       reg_rvalid_o,
  /// Read data.
  output logic [bar_pkg::REG_DW-1:0] reg_rdata_o,
  /// Access rejected.
  output logic                       reg_rerr_o
);

`ifdef COLLNET_BUGS
  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),
  // each selected at run time by its plusarg: +bug=<name>.
  bit bug_no_timeout;  // +bug=no_timeout: T1 never expires
  bit bug_reg_reload_reset;  // +bug=reg_reload_reset: T1_RELOAD resets to 1 (described 0)
  bit bug_reg_fired_write;  // +bug=reg_fired_write: a write loads T1_FIRED (it must clear)
  initial bug_no_timeout = $test$plusargs("bug=no_timeout");
  initial bug_reg_reload_reset = $test$plusargs("bug=reg_reload_reset");
  initial bug_reg_fired_write = $test$plusargs("bug=reg_fired_write");
  bit bug_release_at_reset;  // +bug=release_at_reset: release_o pulses out of reset
  initial bug_release_at_reset = $test$plusargs("bug=release_at_reset");
`endif
  import bar_pkg::*;

  if (SeqBits < 1 || SeqBits > 8) begin : gen_bad_seq
    $error("barrier_leaf: SeqBits must be 1..8");
  end

  // ---- Configuration, state and counters ----
  // The register flops are public (read and written by the register model's back door,
  // verif/tests/barrier/bar_reg_backdoor.h).
  logic                          en_q /*verilator public_flat_rw*/;      // enabled
  logic                          en_d;
  logic [GROUP_W-1:0]            group_q /*verilator public_flat_rw*/;   // configured group
  logic [GROUP_W-1:0]            group_d;
  logic [TMO_W-1:0]              reload_q /*verilator public_flat_rw*/;  // T1 period (0 = off)
  logic [TMO_W-1:0]              reload_d;
  logic [SeqBits-1:0]            seq_q, seq_d;            // current operation
  logic                          wait_q, wait_d;          // arrived, not released
  logic [TMO_W-1:0]              t1_q, t1_d;              // timeout-1 counter
  logic                          red_pend_q, red_pend_d;  // REDUCE pending for the tx stage
  logic                          rel_q, rel_d;            // release pulse
  logic [SeqBits-1:0]            rel_seq_q, rel_seq_d;    // released operation
  logic [CNT_W-1:0]              t1_fired_q /*verilator public_flat_rw*/;
  logic [CNT_W-1:0]              t1_fired_d;
  logic [CNT_W-1:0]              stale_q /*verilator public_flat_rw*/;
  logic [CNT_W-1:0]              stale_d;
  logic [NUM_ERR-1:0][CNT_W-1:0] err_q /*verilator public_flat_rw*/;
  logic [NUM_ERR-1:0][CNT_W-1:0] err_d;
  logic [REG_DW-1:0]             rsp_rdata;  // answer to the accepted access (cc_reg_if)
  logic                          rsp_err;

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
    .Depth       (1),
    .FallThrough (1'b0)
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
    .Depth       (1),
    .FallThrough (1'b0)
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

  // ---- Register access decode ----
  logic       acc;      // accepted request
  logic       is_loc;   // local block (block 0)
  logic       is_glb;   // global block (error counters, PARAMS)
  logic [REG_IDX_W-1:0] reg_idx;

  // The register bus (rtl/common/cc_reg_if.sv): accepts the access, registers the answer.
  logic [REG_AW-1:0] unused_addr;
  logic [REG_DW-1:0] unused_wdata;
  logic              unused_we;
  cc_reg_if #(
    .AddrW (REG_AW),
    .DataW (REG_DW)
  ) i_reg_if (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .reg_valid_i  (reg_valid_i),
    .reg_ready_o  (reg_ready_o),
    .reg_write_i  (reg_write_i),
    .reg_addr_i   (reg_addr_i),
    .reg_wdata_i  (reg_wdata_i),
    .reg_rvalid_o (reg_rvalid_o),
    .reg_rdata_o  (reg_rdata_o),
    .reg_rerr_o   (reg_rerr_o),
    .acc_o        (acc),
    .we_o         (unused_we),
    .addr_o       (unused_addr),
    .wdata_o      (unused_wdata),
    .rdata_i      (rsp_rdata),
    .err_i        (rsp_err)
  );
  assign reg_idx = reg_addr_i[REG_IDX_W-1:0];
  assign is_loc  = (reg_addr_i[REG_AW-1:REG_IDX_W] == '0);
  assign is_glb  = (reg_addr_i[REG_AW-1:REG_IDX_W] == REG_BLK_GLOBAL);

  always_comb begin
    en_d       = en_q;
    group_d    = group_q;
    reload_d   = reload_q;
    seq_d      = seq_q;
    wait_d     = wait_q;
    t1_d       = t1_q;
    red_pend_d = red_pend_q & ~tx_load;
    rel_d      = 1'b0;
    rel_seq_d  = rel_seq_q;
    t1_fired_d = sat_add(t1_fired_q, CNT_W'(t1_fire));
    stale_d    = sat_add(stale_q, CNT_W'(rx_stale));
    err_d      = err_q;
    if (rx_drop) begin
      for (int unsigned k = 0; k < NUM_ERR; k++) begin
        if (rx_why == bar_err_e'(k)) err_d[k] = sat_add(err_q[k], CNT_W'(1));
      end
    end
    rsp_rdata = '0;
    rsp_err   = 1'b0;

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

    // Register access.
    if (acc) begin
      rsp_err = 1'b1;  // unless a case below accepts it
      if (is_loc) begin
        unique case (reg_idx)
          REG_LEAF_CTRL: begin
            rsp_err = 1'b0;
            if (reg_write_i) en_d = reg_wdata_i[bar_reg_pkg::LEAF_CTRL_ENABLE_LSB];
            else rsp_rdata = REG_DW'(en_q) << bar_reg_pkg::LEAF_CTRL_ENABLE_LSB;
          end
          REG_GROUP: begin
            if (!reg_write_i) begin
              rsp_err  = 1'b0;
              rsp_rdata = REG_DW'(group_q) << bar_reg_pkg::LEAF_GROUP_GROUP_LSB;
            end else if (!en_q) begin
              rsp_err  = 1'b0;
              group_d = reg_wdata_i[bar_reg_pkg::LEAF_GROUP_GROUP_LSB +: GROUP_W];
            end
          end
          REG_T1_RELOAD: begin
            if (!reg_write_i) begin
              rsp_err  = 1'b0;
              rsp_rdata = REG_DW'(reload_q) << bar_reg_pkg::LEAF_T1_RELOAD_RELOAD_LSB;
            end else if (!en_q) begin
              rsp_err   = 1'b0;
              reload_d = reg_wdata_i[bar_reg_pkg::LEAF_T1_RELOAD_RELOAD_LSB +: TMO_W];
            end
          end
          REG_LEAF_STATUS: begin
            if (!reg_write_i) begin
              rsp_err  = 1'b0;
              rsp_rdata = (REG_DW'(wait_q) << bar_reg_pkg::LEAF_STATUS_WAITING_LSB) |
                        (REG_DW'(seq_q) << bar_reg_pkg::LEAF_STATUS_SEQ_LSB);
            end
          end
          REG_LEAF_T1_FIRED: begin
            rsp_err = 1'b0;
            if (reg_write_i) t1_fired_d = CNT_W'(t1_fire);
            else rsp_rdata = t1_fired_q;
`ifdef COLLNET_BUGS
            if (reg_write_i && bug_reg_fired_write) t1_fired_d = reg_wdata_i;
`endif
          end
          REG_LEAF_STALE: begin
            rsp_err = 1'b0;
            if (reg_write_i) stale_d = CNT_W'(rx_stale);
            else rsp_rdata = stale_q;
          end
          default: ;  // unknown: rejected
        endcase
      end else if (is_glb) begin
        for (int unsigned k = 0; k < NUM_ERR; k++) begin
          if (reg_idx == REG_ERR0 + REG_IDX_W'(k)) begin
            rsp_err = 1'b0;
            if (!reg_write_i) rsp_rdata = err_q[k];
            else err_d[k] = '0;
          end
        end
        if (reg_idx == REG_PARAMS && !reg_write_i) begin
          rsp_err  = 1'b0;
          rsp_rdata = REG_DW'(SeqBits) << bar_reg_pkg::LEAF_PARAMS_SEQ_BITS_LSB;
        end
      end
      if (rsp_err) begin
        err_d[DROP_REG] = sat_add(err_q[DROP_REG], CNT_W'(1));
      end
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
      en_q       <= 1'b0;
      group_q    <= '0;
`ifdef COLLNET_BUGS
      reload_q   <= TMO_W'(bug_reg_reload_reset);
`else
      reload_q   <= '0;
`endif
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
      t1_fired_q <= '0;
      stale_q    <= '0;
      err_q      <= '0;
    end else begin
      en_q       <= en_d;
      group_q    <= group_d;
      reload_q   <= reload_d;
      seq_q      <= seq_d;
      wait_q     <= wait_d;
      t1_q       <= t1_d;
      red_pend_q <= red_pend_d;
      rel_q      <= rel_d;
      rel_seq_q  <= rel_seq_d;
      t1_fired_q <= t1_fired_d;
      stale_q    <= stale_d;
      err_q      <= err_d;
    end
  end

  // ---- Outputs ----
  assign arrive_ready_o = en_q & ~wait_q;
  assign release_o      = rel_q;
  assign release_seq_o  = rel_seq_q;
  assign waiting_o      = wait_q;
  assign seq_o          = seq_q;

  // Waiver: register write data above the fields is ignored; the decode reads the bus pins
  // directly (the cell's copies are unused).
  logic unused_wdata_bits;
  assign unused_wdata_bits = ^{reg_wdata_i, unused_wdata, unused_addr, unused_we};

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
      (en_q && en_d && seq_d != seq_q) |-> (rx_release && seq_d == seq_q + 1'b1))
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
