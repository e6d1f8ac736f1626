// cu_class_arb: the class arbiter of the collective unit (seed claim), built on cc_rr_arb.
//
// Per class c: ready_i[c] (every masked input holds a complete packet), mismatch_i[c] (the masked
// head headers disagree: the class is dropped, needs no room), room_i[c] (the destination has
// credit for the whole result packet). Decision in a cycle with idle_i high:
// | situation                                    | grant                  | RR pointer      |
// |----------------------------------------------|------------------------|-----------------|
// | not idle, or no eligible class               | none                   | unchanged       |
// | sys_prio_i and eligible[2]                   | class 2                | unchanged       |
// | otherwise                                    | first eligible >= ptr  | winner + 1 mod 3|
// eligible[c] = ready_i[c] && (mismatch_i[c] || room_i[c]). A ready class without room is simply
// not eligible (refused): it holds nothing and is re-evaluated every idle cycle.
// The grant is a one-cycle pulse; the caller must leave idle_i low after it (sequencer busy).
//
// Deliberate bugs for _bad tests (bug-variant models only, `define COLLNET_BUGS; each off unless
// selected at run time):
//   +bug=arb_no_rr_update  : the round-robin pointer never moves (fixed priority 0,1,2)
//   +bug=arb_grant_no_room : room_i is ignored (grants without credit)
//   +bug=arb_prio_moves_ptr: a system-priority grant also moves the round-robin pointer
//                                      (to 0); no assertion sees it, only the reference model
module cu_class_arb #(
  /// Number of classes. Do not override (the system class is index 2).
  localparam int unsigned NumCls = 3
) (
  /// Clock, rising edge.
  input  logic              clk_i,
  /// Asynchronous reset, active low. Waiver: used synchronously in `disable iff` (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic              rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// The sequencer is idle (a grant may be given).
  input  logic              idle_i,
  /// 1: the system class has priority over the user classes.
  input  logic              sys_prio_i,
  /// Class is ready (complete packets on every masked input).
  input  logic [NumCls-1:0] ready_i,
  /// Class head headers disagree (request to drop, needs no room).
  input  logic [NumCls-1:0] mismatch_i,
  /// Destination of the class has room for the whole result packet.
  input  logic [NumCls-1:0] room_i,
  /// Grant, one-hot or zero (one-cycle pulse).
  output logic [NumCls-1:0] gnt_o,
  /// A grant is given.
  output logic              gnt_valid_o,
  /// Index of the granted class.
  output logic [1:0]        gnt_idx_o
);

`ifdef COLLNET_BUGS
  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),
  // each selected at run time by its plusarg: +bug=<name>.
  bit bug_no_rr_update;  // +bug=arb_no_rr_update: the round-robin pointer never moves
  bit bug_grant_no_room;  // +bug=arb_grant_no_room: room_i is ignored
  bit bug_prio_moves_ptr;  // +bug=arb_prio_moves_ptr: a priority grant moves the pointer
  initial bug_no_rr_update = $test$plusargs("bug=arb_no_rr_update");
  initial bug_grant_no_room = $test$plusargs("bug=arb_grant_no_room");
  initial bug_prio_moves_ptr = $test$plusargs("bug=arb_prio_moves_ptr");
`endif

  logic [NumCls-1:0] eligible;  // ready and (room or drop)
  logic [NumCls-1:0] req;       // eligible while idle
  logic [NumCls-1:0] rr_req;    // requests given to the round-robin arbiter
  logic [NumCls-1:0] rr_gnt;
  logic              rr_valid;
  logic [1:0]        rr_idx;
  logic              rr_take;   // the round-robin grant is taken (pointer moves)
  logic              prio_sys;  // the priority path grants the system class

`ifdef COLLNET_BUGS
  assign eligible = ready_i & (mismatch_i | room_i | {NumCls{bug_grant_no_room}});
`else
  assign eligible = ready_i & (mismatch_i | room_i);
`endif
  assign req      = idle_i ? eligible : '0;
  assign prio_sys = sys_prio_i && req[NumCls-1];
`ifdef COLLNET_BUGS
  // +bug=arb_prio_moves_ptr: the round robin "grants" class 2 too: P := 0
  assign rr_req   = prio_sys ? (bug_prio_moves_ptr ? 3'b100 : '0) : req;
`else
  assign rr_req   = prio_sys ? '0 : req;
`endif

`ifdef COLLNET_BUGS
  assign rr_take = !bug_no_rr_update;
`else
  assign rr_take = 1'b1;
`endif

  cc_rr_arb #(
    .NumIn (NumCls),
    .LockIn(1'b0)
  ) i_rr_arb (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .req_i  (rr_req),
    .gnt_o  (rr_gnt),
    .valid_o(rr_valid),
    .idx_o  (rr_idx),
    .ready_i(rr_take)
  );

  assign gnt_o       = prio_sys ? 3'b100 : rr_gnt;
  assign gnt_valid_o = prio_sys || rr_valid;
  assign gnt_idx_o   = prio_sys ? 2'd2 : rr_idx;

  // ---- Assertions ----
  // The grant is one-hot or zero.
  GntOneHot_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      $onehot0(gnt_o))
    else $error("cu_class_arb: grant is not one-hot");
  // A grant implies a ready class and an idle sequencer.
  GntImpliesReq_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      ((gnt_o & ~ready_i) == '0) && (!gnt_valid_o || idle_i))
    else $error("cu_class_arb: grant without request");
  // A grant implies room at the destination (or a drop of mismatched headers).
  GntImpliesRoom_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (gnt_o & ~(room_i | mismatch_i)) == '0)
    else $error("cu_class_arb: grant without room");
  // Work conserving: idle and some class eligible => a grant.
  EligibleImpliesGnt_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (idle_i && (|eligible)) |-> gnt_valid_o)
    else $error("cu_class_arb: eligible class not granted");
  // System priority: system eligible while idle => system granted.
  SysPrio_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (idle_i && sys_prio_i && eligible[NumCls-1]) |-> gnt_o[NumCls-1])
    else $error("cu_class_arb: system priority violated");
  // idx names the grant.
  IdxMatchesGnt_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      gnt_valid_o |-> gnt_o[gnt_idx_o])
    else $error("cu_class_arb: index does not match grant");

endmodule
