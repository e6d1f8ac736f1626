// bar_reasm: information-reassembly submodule of the barrier switch (claim 5). Each port has an
// rx stage (cc_fifo, Depth 1, always ready because the control consumes one event per port
// per cycle); the staged packet is checked and turned into a barrier event for its group.
//
// Checks, in this order; the first failing one drops the packet and counts it once:
// | check                                   | error counter (bar_err_e) |
// |-----------------------------------------|---------------------------|
// | CRC-8 over {kind, group, seq} correct   | DROP_CRC                  |
// | group < NumGroups                       | DROP_GROUP                |
// | group enabled                           | DROP_DISABLED             |
// | REDUCE: port in the group's child set   | DROP_PORT_KIND            |
// | DISTRIBUTE: not root, port == parent    | DROP_DIST_PORT            |
// A packet passing all checks becomes an event: a REDUCE sets red_vld_o[group][port] (its seq is
// rx_seq_o[port]); a DISTRIBUTE sets dist_vld_o[group] with dist_seq_o[group] (a group has one
// parent port, so at most one distribute per group per cycle). Events are valid for exactly
// one cycle: the cycle after the packet's link transfer.
module bar_reasm #(
  /// Number of switch ports.
  parameter int unsigned NumPorts  = 8,
  /// Number of barrier groups.
  parameter int unsigned NumGroups = 4,
  /// Width of the operation sequence number.
  parameter int unsigned SeqBits   = 2,
  /// Packet width. Do not override.
  localparam int unsigned PktW     = barrier_pkg::pkt_w(SeqBits),
  /// Width of a drop count per cycle. Do not override.
  localparam int unsigned IncW     = $clog2(NumPorts + 1)
) (
  /// Clock, rising edge.
  input  logic                                      clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                                      rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Per port: packet offered.
  input  logic [NumPorts-1:0]                       rx_valid_i,
  /// Per port: packet accepted.
  output logic [NumPorts-1:0]                       rx_ready_o,
  /// Per port: packet.
  input  logic [PktW-1:0]                           rx_pkt_i [NumPorts],
  /// Per group: enabled.
  input  logic [NumGroups-1:0]                      en_i,
  /// Per group: effective child ports.
  input  logic [NumGroups-1:0][NumPorts-1:0]        child_i,
  /// Per group: parent port.
  input  logic [NumGroups-1:0][barrier_pkg::PORT_W-1:0] parent_i,
  /// Per group: is root.
  input  logic [NumGroups-1:0]                      root_i,
  /// Per group and port: a good REDUCE for the group arrived on the (child) port.
  output logic [NumGroups-1:0][NumPorts-1:0]        red_vld_o,
  /// Per port: sequence number of the staged packet.
  output logic [NumPorts-1:0][SeqBits-1:0]          rx_seq_o,
  /// Per group: a good DISTRIBUTE arrived from the group's parent port.
  output logic [NumGroups-1:0]                      dist_vld_o,
  /// Per group: its sequence number.
  output logic [NumGroups-1:0][SeqBits-1:0]         dist_seq_o,
  /// Per packet error kind (bar_err_e 0..4): packets dropped this cycle.
  output logic [4:0][IncW-1:0]                      err_inc_o
);
  import barrier_pkg::*;

  logic [NumPorts-1:0]                 stg_vld;    // rx stage holds a packet
  logic [NumPorts-1:0][PktW-1:0]       stg_pkt;    // staged packet per port
  logic [NumPorts-1:0]                 ok;         // staged packet passed every check
  logic [NumPorts-1:0][2:0]            why;        // drop reason (bar_err_e) when !ok
  logic [NumPorts-1:0]                 is_dist;    // kind of the staged packet
  logic [NumPorts-1:0][GROUP_W-1:0]    grp;        // group of the staged packet

  for (genvar p = 0; p < NumPorts; p++) begin : gen_port
    logic level_unused;  // rx stage level/almost-full are not needed
    logic af_unused;
    logic unused_stage;
    cc_fifo #(
      .Width       (PktW),
      .Depth       (1)
    ) i_rx_stage (
      .clk_i         (clk_i),
      .rst_ni        (rst_ni),
      .valid_i       (rx_valid_i[p]),
      .ready_o       (rx_ready_o[p]),
      .data_i        (rx_pkt_i[p]),
      .valid_o       (stg_vld[p]),
      .ready_i       (1'b1),
      .data_o        (stg_pkt[p]),
      .level_o       (level_unused),
      .almost_full_o (af_unused)
    );
    assign unused_stage = level_unused ^ af_unused;

    logic [31:0] word;  // staged packet as a package word
    assign word       = 32'(stg_pkt[p]);
    assign is_dist[p] = (pkt_kind(word, SeqBits) == KIND_DISTRIBUTE);
    assign grp[p]     = pkt_group(word, SeqBits);
    assign rx_seq_o[p] = SeqBits'(pkt_seq(word, SeqBits));

    logic g_in_range;  // group field < NumGroups
    logic g_en;        // group enabled
    logic g_child;     // this port is a child of the group
    logic g_parent;    // this port is the parent of the (non-root) group
    always_comb begin
      g_in_range = 1'b0;
      g_en       = 1'b0;
      g_child    = 1'b0;
      g_parent   = 1'b0;
      for (int unsigned g = 0; g < NumGroups; g++) begin
        if (grp[p] == GROUP_W'(g)) begin
          g_in_range = 1'b1;
          g_en       = en_i[g];
          g_child    = child_i[g][p];
          g_parent   = !root_i[g] && (parent_i[g] == PORT_W'(p));
        end
      end
      ok[p]  = 1'b0;
      why[p] = DROP_CRC;
      if (!pkt_crc_ok(word, SeqBits)) begin
        why[p] = DROP_CRC;
      end else if (!g_in_range) begin
        why[p] = DROP_GROUP;
      end else if (!g_en) begin
        why[p] = DROP_DISABLED;
      end else if (!is_dist[p]) begin
        if (g_child) ok[p] = 1'b1;
        else why[p] = DROP_PORT_KIND;
      end else begin
        if (g_parent) ok[p] = 1'b1;
        else why[p] = DROP_DIST_PORT;
      end
    end
  end

  // ---- Events per group ----
  always_comb begin
    red_vld_o  = '0;
    dist_vld_o = '0;
    dist_seq_o = '0;
    for (int unsigned p = 0; p < NumPorts; p++) begin
      for (int unsigned g = 0; g < NumGroups; g++) begin
        if (stg_vld[p] && ok[p] && (grp[p] == GROUP_W'(g))) begin
          if (is_dist[p]) begin
            dist_vld_o[g] = 1'b1;
            dist_seq_o[g] = rx_seq_o[p];
          end else begin
            red_vld_o[g][p] = 1'b1;
          end
        end
      end
    end
  end

  // ---- Drop counts per error kind ----
  always_comb begin
    err_inc_o = '0;
    for (int unsigned p = 0; p < NumPorts; p++) begin
      if (stg_vld[p] && !ok[p]) begin
        err_inc_o[why[p]] = err_inc_o[why[p]] + 1'b1;
      end
    end
  end

  // ---- Assertions ----
  // At most one distribute per group per cycle (only the parent port may carry one).
  for (genvar g = 0; g < NumGroups; g++) begin : gen_sva
    logic [NumPorts-1:0] dist_ports;  // ports with a good distribute for group g
    always_comb begin
      for (int unsigned p = 0; p < NumPorts; p++) begin
        dist_ports[p] = stg_vld[p] && ok[p] && is_dist[p] && (32'(grp[p]) == g);
      end
    end
    OneDistPerGroup_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        $onehot0(dist_ports))
      else $error("bar_reasm: group %0d got a distribute on two ports", g);
    // A reduce event comes only from an effective child port of an enabled group.
    RedFromChild_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        ((red_vld_o[g] & ~child_i[g]) == '0) && (!(|red_vld_o[g]) || en_i[g]))
      else $error("bar_reasm: group %0d reduce event from a non-child port", g);
  end
  // The switch always accepts (no lock-up): rx ready is 1 on every port out of reset.
  AlwaysReady_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      rx_ready_o == '1)
    else $error("bar_reasm: rx not ready");
  // A staged packet is never X.
  for (genvar p = 0; p < NumPorts; p++) begin : gen_known_sva
    StageKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        stg_vld[p] |-> !$isunknown(stg_pkt[p]))
      else $error("bar_reasm: port %0d staged packet is X", p);
  end

endmodule
