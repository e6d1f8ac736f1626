// bar_sched: scheduling submodule of the barrier switch (claim 5). Per send port: a round-robin
// arbiter (cc_rr_arb) over the groups with a packet pending for that port, and a tx stage
// (cc_fifo, Depth 1). When the tx stage can load (empty, or its packet leaves this cycle) the
// arbiter's winner is taken: its pending bit is cleared (take_o) and its packet is built from
// the group's state at that moment and loaded.
//
// Packet built for (port p, group g) (README section 6.2):
// | pending                    | kind       | seq        |
// |----------------------------|------------|------------|
// | p is g's parent (not root) | REDUCE     | seq[g]     |
// | p is a child of g          | DISTRIBUTE | seq[g] - 1 |
// Round-robin: after group g is taken on a port, g+1 has the highest priority there (after
// reset group 0). Ports are independent; each can send one packet per cycle.
//
// Deliberate bug (bug-variant models only, `define COLLNET_BUGS; off unless selected at run
// time by its plusarg; the network checker's _bad test):
//   +bug=sched_hog: a port whose group 0 is pending always serves group 0 (fixed priority) and
//                   the take leaves group 0's pending bit set, so once group 0 wants a port it
//                   is sent there in every cycle and the other groups starve at that port.
module bar_sched #(
  /// Number of switch ports.
  parameter int unsigned NumPorts  = 8,
  /// Number of barrier groups.
  parameter int unsigned NumGroups = 4,
  /// Width of the operation sequence number.
  parameter int unsigned SeqBits   = 2,
  /// Packet width. Do not override.
  localparam int unsigned PktW     = barrier_pkg::pkt_w(SeqBits),
  /// Width of a group index. Do not override.
  localparam int unsigned GIdxW    = (NumGroups > 1) ? $clog2(NumGroups) : 1
) (
  /// Clock, rising edge.
  input  logic                               clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                               rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Per port and group: a packet is pending.
  input  logic [NumPorts-1:0][NumGroups-1:0] req_i,
  /// Per port and group: the pending packet is a REDUCE.
  input  logic [NumPorts-1:0][NumGroups-1:0] req_red_i,
  /// Per group: current sequence number.
  input  logic [NumGroups-1:0][SeqBits-1:0]  seq_i,
  /// Per port and group: pending packet taken at this edge.
  output logic [NumPorts-1:0][NumGroups-1:0] take_o,
  /// Per port: packet offered.
  output logic [NumPorts-1:0]                tx_valid_o,
  /// Per port: packet taken by the link.
  input  logic [NumPorts-1:0]                tx_ready_i,
  /// Per port: packet.
  output logic [PktW-1:0]                    tx_pkt_o [NumPorts]
);
  import barrier_pkg::*;

  logic [NumPorts-1:0][PktW-1:0] tx_pkt;  // packed copy of tx_pkt_o (for the assertions)

`ifdef COLLNET_BUGS
  // Deliberate bug of the bug-variant models only (COLLNET_BUGS, never in production),
  // selected at run time (header).
  bit bug_sched_hog;  // +bug=sched_hog: group 0 holds every port it wants
  initial bug_sched_hog = $test$plusargs("bug=sched_hog");
`endif

  for (genvar p = 0; p < NumPorts; p++) begin : gen_port
    logic [NumGroups-1:0] gnt;       // one-hot winner
    logic                 win_vld;   // some group wants the port
    logic [GIdxW-1:0]     win_idx;   // winning group
    logic [NumGroups-1:0] arb_gnt;   // the round-robin arbiter's winner
    logic [GIdxW-1:0]     arb_idx;   // its index
    logic                 load;      // tx stage can load this cycle
    logic                 win_red;   // the winner's packet is a REDUCE
    logic [SeqBits-1:0]   win_seq;   // its sequence number
    logic [PktW-1:0]      win_pkt;   // its packet
    logic                 level_unused;
    logic                 af_unused;
    logic                 unused_stage;

    cc_rr_arb #(
      .NumIn  (NumGroups),
      .LockIn (1'b0)
    ) i_arb (
      .clk_i   (clk_i),
      .rst_ni  (rst_ni),
      .req_i   (req_i[p]),
      .gnt_o   (arb_gnt),
      .valid_o (win_vld),
      .idx_o   (arb_idx),
      .ready_i (load)
    );

`ifdef COLLNET_BUGS
    logic hog;  // +bug=sched_hog: group 0 wins this port whenever it is pending
    assign hog     = bug_sched_hog && req_i[p][0];
    assign gnt     = hog ? NumGroups'(1) : arb_gnt;
    assign win_idx = hog ? '0 : arb_idx;
    assign take_o[p] = gnt & {NumGroups{load}} & ~NumGroups'(hog);
`else
    assign gnt     = arb_gnt;
    assign win_idx = arb_idx;
    assign take_o[p] = gnt & {NumGroups{load}};
`endif

    assign win_red = req_red_i[p][win_idx];
    assign win_seq = win_red ? seq_i[win_idx] : seq_i[win_idx] - 1'b1;
    assign win_pkt = PktW'(make_pkt(win_red ? KIND_REDUCE : KIND_DISTRIBUTE,
                                    GROUP_W'(win_idx), 8'(win_seq), SeqBits));

    cc_fifo #(
      .Width       (PktW),
      .Depth       (1)
    ) i_tx_stage (
      .clk_i         (clk_i),
      .rst_ni        (rst_ni),
      .valid_i       (win_vld),
      .ready_o       (load),
      .data_i        (win_pkt),
      .valid_o       (tx_valid_o[p]),
      .ready_i       (tx_ready_i[p]),
      .data_o        (tx_pkt[p]),
      .level_o       (level_unused),
      .almost_full_o (af_unused)
    );
    assign unused_stage = level_unused ^ af_unused;
    assign tx_pkt_o[p]  = tx_pkt[p];

    // ---- Assertions of port p ----
    // An offered packet stays stable until taken (valid/ready rule).
    TxStable_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (tx_valid_o[p] && !tx_ready_i[p]) |=> (tx_valid_o[p] && $stable(tx_pkt[p])))
      else $error("bar_sched: port %0d dropped or changed a stalled packet", p);
    // Every packet the switch emits has a good CRC and a group in range.
    TxWellFormed_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        tx_valid_o[p] |-> (!$isunknown(tx_pkt[p]) && pkt_crc_ok(32'(tx_pkt[p]), SeqBits) &&
                           32'(pkt_group(32'(tx_pkt[p]), SeqBits)) < NumGroups))
      else $error("bar_sched: port %0d emits a malformed packet", p);
  end

endmodule
