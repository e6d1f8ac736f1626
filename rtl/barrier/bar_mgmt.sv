// bar_mgmt: management submodule of the barrier switch (claim 5). Holds the group configuration
// registers (enable, child-port mask, parent port / is-root, timeout-2 reload), the per-group
// event counters and the global error counters, behind a valid/ready register interface with
// read-back. Register map and rules: rtl/barrier/README.md section 4.
//
// Access rules (protocol table):
// | access                                              | result                              |
// |-----------------------------------------------------|-------------------------------------|
// | read of a known address                             | rdata = value, rerr = 0             |
// | write CTRL                                          | enable := wdata[0]                  |
// | write CHILD_MASK / PARENT / T2_RELOAD, group enabled | rejected                            |
// | write PARENT, not root, port >= NumPorts            | rejected                            |
// | write CHILD_MASK / PARENT / T2_RELOAD, disabled     | register := wdata                   |
// | write a counter (T2_FIRED, STALE_*, ERR_*)          | counter := increments of this cycle |
// | write STATUS or PARAMS, unknown address             | rejected                            |
// Every accepted request gets a response (rvalid) on the next cycle; a rejected access has no
// effect, returns rdata 0, rerr 1, and increments ERR_REG.
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
  /// Register request valid.
  input  logic                                      reg_valid_i,
  /// Register request ready (always 1 out of reset).
  output logic                                      reg_ready_o,
  /// 1 = write, 0 = read.
  input  logic                                      reg_write_i,
  /// Word address.
  input  logic [bar_pkg::REG_AW-1:0]                reg_addr_i,
  /// Write data.
  input  logic [bar_pkg::REG_DW-1:0]                reg_wdata_i,
  /// Response valid (one cycle after each accepted request).
  output logic                                      reg_rvalid_o,
  /// Read data.
  output logic [bar_pkg::REG_DW-1:0]                reg_rdata_o,
  /// Access rejected.
  output logic                                      reg_rerr_o,
  /// Per group: enabled.
  output logic [NumGroups-1:0]                      en_o,
  /// Per group: effective child ports (CHILD_MASK without the parent port unless root).
  output logic [NumGroups-1:0][NumPorts-1:0]        child_o,
  /// Per group: parent port.
  output logic [NumGroups-1:0][bar_pkg::PORT_W-1:0] parent_o,
  /// Per group: is root.
  output logic [NumGroups-1:0]                      root_o,
  /// Per group: timeout-2 reload (0 = off).
  output logic [NumGroups-1:0][bar_pkg::TMO_W-1:0]  t2_reload_o,
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
`ifdef COLLNET_BUGS
  // Deliberate bug of the bug-variant models only (COLLNET_BUGS, never in production),
  // selected at run time: +bug=reg_rsp_at_reset: a register response (rvalid) in the first
  // cycle out of reset, with no access to answer.
  bit bug_reg_rsp_at_reset;
  initial bug_reg_rsp_at_reset = $test$plusargs("bug=reg_rsp_at_reset");
`endif
  import bar_pkg::*;

  // ---- Configuration and counter registers ----
  logic [NumGroups-1:0]                en_q, en_d;
  logic [NumGroups-1:0][NumPorts-1:0]  child_q, child_d;
  logic [NumGroups-1:0][PORT_W-1:0]    parent_q, parent_d;
  logic [NumGroups-1:0]                root_q, root_d;
  logic [NumGroups-1:0][TMO_W-1:0]     reload_q, reload_d;
  logic [NumGroups-1:0][CNT_W-1:0]     t2_fired_q, t2_fired_d;
  logic [NumGroups-1:0][CNT_W-1:0]     stale_red_q, stale_red_d;
  logic [NumGroups-1:0][CNT_W-1:0]     stale_dist_q, stale_dist_d;
  logic [NUM_ERR-1:0][CNT_W-1:0]       err_q, err_d;
  // Response registers.
  logic                                rvalid_q, rvalid_d;
  logic [REG_DW-1:0]                   rdata_q, rdata_d;
  logic                                rerr_q, rerr_d;

  // ---- Address decode ----
  logic              acc;        // an accepted request
  logic              is_grp;     // group block and group in range
  logic              is_glb;     // global block
  logic [REG_BLK_W-1:0] blk_idx; // block of the address (group g is block g)
  logic [GROUP_W-1:0] grp_idx;   // group of a group-block address
  logic [REG_IDX_W-1:0] reg_idx; // register within the block
  assign acc     = reg_valid_i & reg_ready_o;
  assign blk_idx = reg_addr_i[REG_AW-1:REG_IDX_W];
  assign grp_idx = GROUP_W'(blk_idx);
  assign reg_idx = reg_addr_i[REG_IDX_W-1:0];
  assign is_grp  = 32'(blk_idx) < NumGroups;
  assign is_glb  = blk_idx == REG_BLK_GLOBAL;

  // Fields of the write data (positions from bar_reg_pkg).
  logic              wdata_enable;   // CTRL.enable
  logic              wdata_is_root;  // PARENT.is_root
  logic [PORT_W-1:0] wdata_port;     // PARENT.port
  assign wdata_enable  = reg_wdata_i[bar_reg_pkg::SW_CTRL_ENABLE_LSB];
  assign wdata_is_root = reg_wdata_i[bar_reg_pkg::SW_PARENT_IS_ROOT_LSB];
  assign wdata_port    = reg_wdata_i[bar_reg_pkg::SW_PARENT_PORT_LSB +: PORT_W];

  always_comb begin
    en_d         = en_q;
    child_d      = child_q;
    parent_d     = parent_q;
    root_d       = root_q;
    reload_d     = reload_q;
    rvalid_d     = acc;
    rdata_d      = '0;
    rerr_d       = 1'b0;

    // Counters: add this cycle's increments (saturating).
    for (int unsigned g = 0; g < NumGroups; g++) begin
      t2_fired_d[g]   = sat_add(t2_fired_q[g], CNT_W'(t2_fired_i[g]));
      stale_red_d[g]  = sat_add(stale_red_q[g], CNT_W'(stale_red_i[g]));
      stale_dist_d[g] = sat_add(stale_dist_q[g], CNT_W'(stale_dist_i[g]));
    end
    for (int unsigned k = 0; k < 5; k++) begin
      err_d[k] = sat_add(err_q[k], CNT_W'(err_inc_i[k]));
    end
    err_d[DROP_REG] = err_q[DROP_REG];

    if (acc) begin
      rerr_d = 1'b1;  // unless a case below accepts the access
      if (is_grp) begin
        for (int unsigned g = 0; g < NumGroups; g++) begin
          if (grp_idx == 4'(g)) begin
            unique case (reg_idx)
              REG_CTRL: begin
                rerr_d = 1'b0;
                if (reg_write_i) en_d[g] = wdata_enable;
                else rdata_d = REG_DW'(en_q[g]) << bar_reg_pkg::SW_CTRL_ENABLE_LSB;
              end
              REG_CHILD_MASK: begin
                if (!reg_write_i) begin
                  rerr_d  = 1'b0;
                  rdata_d = REG_DW'(child_q[g]) << bar_reg_pkg::SW_CHILD_MASK_MASK_LSB;
                end else if (!en_q[g]) begin
                  rerr_d     = 1'b0;
                  child_d[g] = reg_wdata_i[bar_reg_pkg::SW_CHILD_MASK_MASK_LSB +: NumPorts];
                end
              end
              REG_PARENT: begin
                if (!reg_write_i) begin
                  rerr_d  = 1'b0;
                  rdata_d = (REG_DW'(root_q[g]) << bar_reg_pkg::SW_PARENT_IS_ROOT_LSB) |
                            (REG_DW'(parent_q[g]) << bar_reg_pkg::SW_PARENT_PORT_LSB);
                end else if (!en_q[g] &&
                             (wdata_is_root ||
                              (32'(wdata_port) < NumPorts))) begin
                  rerr_d      = 1'b0;
                  parent_d[g] = wdata_port;
                  root_d[g]   = wdata_is_root;
                end
              end
              REG_T2_RELOAD: begin
                if (!reg_write_i) begin
                  rerr_d  = 1'b0;
                  rdata_d = REG_DW'(reload_q[g]) << bar_reg_pkg::SW_T2_RELOAD_RELOAD_LSB;
                end else if (!en_q[g]) begin
                  rerr_d      = 1'b0;
                  reload_d[g] = reg_wdata_i[bar_reg_pkg::SW_T2_RELOAD_RELOAD_LSB +: TMO_W];
                end
              end
              REG_STATUS: begin
                if (!reg_write_i) begin
                  rerr_d  = 1'b0;
                  rdata_d = (REG_DW'(arr_i[g]) << bar_reg_pkg::SW_STATUS_ARRIVALS_LSB) |
                            (REG_DW'(waiting_i[g]) << bar_reg_pkg::SW_STATUS_WAITING_LSB) |
                            (REG_DW'(seq_i[g]) << bar_reg_pkg::SW_STATUS_SEQ_LSB);
                end
              end
              REG_T2_FIRED: begin
                rerr_d = 1'b0;
                if (reg_write_i) t2_fired_d[g] = CNT_W'(t2_fired_i[g]);
                else rdata_d = t2_fired_q[g];
              end
              REG_STALE_RED: begin
                rerr_d = 1'b0;
                if (reg_write_i) stale_red_d[g] = CNT_W'(stale_red_i[g]);
                else rdata_d = stale_red_q[g];
              end
              REG_STALE_DIST: begin
                rerr_d = 1'b0;
                if (reg_write_i) stale_dist_d[g] = CNT_W'(stale_dist_i[g]);
                else rdata_d = stale_dist_q[g];
              end
              default: ;  // unknown register: rejected
            endcase
          end
        end
      end else if (is_glb) begin
        if (32'(reg_idx) - 32'(REG_ERR0) < NUM_ERR) begin  // wraps below REG_ERR0
          rerr_d = 1'b0;
          for (int unsigned k = 0; k < NUM_ERR; k++) begin
            if (reg_idx == REG_ERR0 + REG_IDX_W'(k)) begin
              if (!reg_write_i) rdata_d = err_q[k];
              else if (k == 32'(DROP_REG)) err_d[k] = '0;
              else err_d[k] = CNT_W'(err_inc_i[k]);
            end
          end
        end else if (reg_idx == REG_PARAMS && !reg_write_i) begin
          rerr_d  = 1'b0;
          rdata_d = (REG_DW'(HOP_LATENCY) << bar_reg_pkg::SW_PARAMS_HOP_LATENCY_LSB) |
                    (REG_DW'(SeqBits) << bar_reg_pkg::SW_PARAMS_SEQ_BITS_LSB) |
                    (REG_DW'(NumGroups) << bar_reg_pkg::SW_PARAMS_NUM_GROUPS_LSB) |
                    (REG_DW'(NumPorts) << bar_reg_pkg::SW_PARAMS_NUM_PORTS_LSB);
        end
      end
      if (rerr_d) begin
        err_d[DROP_REG] = sat_add(err_q[DROP_REG], CNT_W'(1));
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      en_q         <= '0;
      child_q      <= '0;
      parent_q     <= '0;
      root_q       <= '0;
      reload_q     <= '0;
      t2_fired_q   <= '0;
      stale_red_q  <= '0;
      stale_dist_q <= '0;
      err_q        <= '0;
`ifdef COLLNET_BUGS
      rvalid_q     <= bug_reg_rsp_at_reset;
`else
      rvalid_q     <= 1'b0;
`endif
      rdata_q      <= '0;
      rerr_q       <= 1'b0;
    end else begin
      en_q         <= en_d;
      child_q      <= child_d;
      parent_q     <= parent_d;
      root_q       <= root_d;
      reload_q     <= reload_d;
      t2_fired_q   <= t2_fired_d;
      stale_red_q  <= stale_red_d;
      stale_dist_q <= stale_dist_d;
      err_q        <= err_d;
      rvalid_q     <= rvalid_d;
      rdata_q      <= rdata_d;
      rerr_q       <= rerr_d;
    end
  end

  // ---- Outputs ----
  assign reg_ready_o  = 1'b1;
  assign reg_rvalid_o = rvalid_q;
  assign reg_rdata_o  = rdata_q;
  assign reg_rerr_o   = rerr_q;
  assign en_o         = en_q;
  assign root_o       = root_q;
  assign parent_o     = parent_q;
  assign t2_reload_o  = reload_q;
  for (genvar g = 0; g < NumGroups; g++) begin : gen_child_eff
    logic [NumPorts-1:0] parent_bit;  // one-hot parent port, 0 at a root
    always_comb begin
      parent_bit = '0;
      for (int unsigned p = 0; p < NumPorts; p++) begin
        parent_bit[p] = !root_q[g] && (parent_q[g] == PORT_W'(p));
      end
    end
    assign child_o[g] = child_q[g] & ~parent_bit;
  end

  // ---- Assertions ----
  // A configuration register changes only while its group is disabled.
  for (genvar g = 0; g < NumGroups; g++) begin : gen_cfg_sva
    CfgStableWhileEnabled_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        en_q[g] |-> (child_d[g] == child_q[g] && parent_d[g] == parent_q[g] &&
                     root_d[g] == root_q[g] && reload_d[g] == reload_q[g]))
      else $error("bar_mgmt: configuration of enabled group %0d changed", g);
    // A non-root parent port always names a real port.
    ParentInRange_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (en_q[g] && !root_q[g]) |-> (32'(parent_q[g]) < NumPorts))
      else $error("bar_mgmt: group %0d parent port out of range", g);
  end
  // One response per accepted request, never X.
  RspKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      !$isunknown({reg_rvalid_o, reg_rerr_o}) && (!reg_rvalid_o || !$isunknown(reg_rdata_o)))
    else $error("bar_mgmt: response is X");

  // Waiver: PARENT field width is fixed at PORT_W; bits of wdata above the fields are ignored.
  logic unused_wdata;
  assign unused_wdata = ^reg_wdata_i;

endmodule
