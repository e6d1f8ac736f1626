// barrier_switch: the barrier module of a switch (claims 5 and 6 of CN101330341A; project
// definitions in ../shared/spec/barrier-switch.md; interface in rtl/barrier/README.md).
// Four submodules:
//   bar_mgmt  (management: group configuration registers, counters, register interface)
//   bar_reasm (information reassembly: rx stages, packet checks, barrier events)
//   bar_ctrl  (control: per-group protocol, timeout counter 2, pending sends)
//   bar_sched (scheduling: per send port round-robin among groups, tx stages)
//
// Datapath of one packet (no contention), HOP_LATENCY = 3:
// | edge | what happens                                                        |
// |------|---------------------------------------------------------------------|
// | N    | rx transfer; the packet enters the port's rx stage                  |
// | N+1  | reassembly checked it; control updates the group, sets pending bits |
// | N+2  | port arbiter grants; the packet is built and enters the tx stage    |
// | N+3  | first possible tx transfer (on every resulting port at once)        |
module barrier_switch #(
  /// Number of ports (1..16).
  parameter int unsigned NumPorts  = 8,
  /// Number of barrier groups (1..16).
  parameter int unsigned NumGroups = 4,
  /// Width of the operation sequence number (1..8).
  parameter int unsigned SeqBits   = 2,
  /// Packet width. Do not override.
  localparam int unsigned PktW     = barrier_pkg::pkt_w(SeqBits)
) (
  /// Clock, rising edge.
  input  logic                         clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                         rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Per port: packet offered to the switch.
  input  logic [NumPorts-1:0]          rx_valid_i,
  /// Per port: switch accepts (1 out of reset).
  output logic [NumPorts-1:0]          rx_ready_o,
  /// Per port: received packet.
  input  logic [PktW-1:0]              rx_pkt_i [NumPorts],
  /// Per port: packet offered by the switch.
  output logic [NumPorts-1:0]          tx_valid_o,
  /// Per port: the link takes it.
  input  logic [NumPorts-1:0]          tx_ready_i,
  /// Per port: sent packet.
  output logic [PktW-1:0]              tx_pkt_o [NumPorts],
  /// Register request valid.
  input  logic                         reg_valid_i,
  /// Register request ready (1 out of reset).
  output logic                         reg_ready_o,
  /// 1 = write, 0 = read.
  input  logic                         reg_write_i,
  /// Word address (README section 4).
  input  logic [barrier_pkg::REG_AW-1:0]   reg_addr_i,
  /// Write data.
  input  logic [barrier_pkg::REG_DW-1:0]   reg_wdata_i,
  /// Response valid, one cycle after each accepted request.
  output logic                         reg_rvalid_o,
  /// Read data.
  output logic [barrier_pkg::REG_DW-1:0]   reg_rdata_o,
  /// Access rejected.
  output logic                         reg_rerr_o
);
  import barrier_pkg::*;

  localparam int unsigned IncW = $clog2(NumPorts + 1);  // do not override

  // Parameter legality.
  if (NumPorts < 1 || NumPorts > 16) begin : gen_bad_ports
    $error("barrier_switch: NumPorts must be 1..16");
  end
  if (NumGroups < 1 || NumGroups > 16) begin : gen_bad_groups
    $error("barrier_switch: NumGroups must be 1..16");
  end
  if (SeqBits < 1 || SeqBits > 8) begin : gen_bad_seq
    $error("barrier_switch: SeqBits must be 1..8");
  end

  // ---- Configuration, status and events between the submodules ----
  logic [NumGroups-1:0]               en;
  logic [NumGroups-1:0][NumPorts-1:0] child;
  logic [NumGroups-1:0][PORT_W-1:0]   parent;
  logic [NumGroups-1:0]               root;
  logic [NumGroups-1:0][TMO_W-1:0]    t2_reload;
  logic [NumGroups-1:0][SeqBits-1:0]  seq;
  logic [NumGroups-1:0]               waiting;
  logic [NumGroups-1:0][NumPorts-1:0] arr;
  logic [NumGroups-1:0]               t2_fired;
  logic [NumGroups-1:0][IncW-1:0]     stale_red;
  logic [NumGroups-1:0]               stale_dist;
  logic [4:0][IncW-1:0]               err_inc;
  logic [NumGroups-1:0][NumPorts-1:0] red_vld;
  logic [NumPorts-1:0][SeqBits-1:0]   rx_seq;
  logic [NumGroups-1:0]               dist_vld;
  logic [NumGroups-1:0][SeqBits-1:0]  dist_seq;
  logic [NumPorts-1:0][NumGroups-1:0] req;
  logic [NumPorts-1:0][NumGroups-1:0] req_red;
  logic [NumPorts-1:0][NumGroups-1:0] take;

  // The register bus as the request/response pair of rtl/common/cc_reg_pkg.sv.
  cc_reg_pkg::cc_reg_req_t reg_req;
  cc_reg_pkg::cc_reg_rsp_t reg_rsp;
  assign reg_req = '{valid: reg_valid_i, write: reg_write_i,
                     addr: cc_reg_pkg::CC_REG_AW'(reg_addr_i), wdata: reg_wdata_i};
  assign {reg_ready_o, reg_rvalid_o, reg_rdata_o, reg_rerr_o} = reg_rsp;  // cc_reg_rsp_t order

  bar_mgmt #(
    .NumPorts  (NumPorts),
    .NumGroups (NumGroups),
    .SeqBits   (SeqBits)
  ) i_mgmt (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .reg_req_i    (reg_req),
    .reg_rsp_o    (reg_rsp),
    .en_o         (en),
    .child_o      (child),
    .parent_o     (parent),
    .root_o       (root),
    .t2_reload_o  (t2_reload),
    .seq_i        (seq),
    .waiting_i    (waiting),
    .arr_i        (arr),
    .t2_fired_i   (t2_fired),
    .stale_red_i  (stale_red),
    .stale_dist_i (stale_dist),
    .err_inc_i    (err_inc)
  );

  bar_reasm #(
    .NumPorts  (NumPorts),
    .NumGroups (NumGroups),
    .SeqBits   (SeqBits)
  ) i_reasm (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .rx_valid_i (rx_valid_i),
    .rx_ready_o (rx_ready_o),
    .rx_pkt_i   (rx_pkt_i),
    .en_i       (en),
    .child_i    (child),
    .parent_i   (parent),
    .root_i     (root),
    .red_vld_o  (red_vld),
    .rx_seq_o   (rx_seq),
    .dist_vld_o (dist_vld),
    .dist_seq_o (dist_seq),
    .err_inc_o  (err_inc)
  );

  bar_ctrl #(
    .NumPorts  (NumPorts),
    .NumGroups (NumGroups),
    .SeqBits   (SeqBits)
  ) i_ctrl (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .en_i         (en),
    .child_i      (child),
    .parent_i     (parent),
    .root_i       (root),
    .t2_reload_i  (t2_reload),
    .red_vld_i    (red_vld),
    .rx_seq_i     (rx_seq),
    .dist_vld_i   (dist_vld),
    .dist_seq_i   (dist_seq),
    .req_o        (req),
    .req_red_o    (req_red),
    .take_i       (take),
    .seq_o        (seq),
    .waiting_o    (waiting),
    .arr_o        (arr),
    .t2_fired_o   (t2_fired),
    .stale_red_o  (stale_red),
    .stale_dist_o (stale_dist)
  );

  bar_sched #(
    .NumPorts  (NumPorts),
    .NumGroups (NumGroups),
    .SeqBits   (SeqBits)
  ) i_sched (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .req_i      (req),
    .req_red_i  (req_red),
    .seq_i      (seq),
    .take_o     (take),
    .tx_valid_o (tx_valid_o),
    .tx_ready_i (tx_ready_i),
    .tx_pkt_o   (tx_pkt_o)
  );

  // ---- Assertions across submodules (switch-local protocol invariants) ----
  for (genvar p = 0; p < NumPorts; p++) begin : gen_port_sva
    for (genvar g = 0; g < NumGroups; g++) begin : gen_group_sva
      // A REDUCE leaves only on the parent port of an enabled non-root group.
      RedOnParent_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
          (take[p][g] && req_red[p][g]) |->
          (en[g] && !root[g] && 32'(parent[g]) == p))
        else $error("barrier_switch: reduce of group %0d on non-parent port %0d", g, p);
      // A DISTRIBUTE leaves only on a child port of an enabled group.
      DistOnChild_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
          (take[p][g] && !req_red[p][g]) |-> (en[g] && child[g][p]))
        else $error("barrier_switch: distribute of group %0d on non-child port %0d", g, p);
    end
  end

endmodule
