// cu_class_arb: the class arbiter of the collective unit (seed claim), built on cc_rr_arb.
//
// Per class c: ready_i[c] (every masked input holds a complete packet), mismatch_i[c] (the masked
// head headers disagree: the class is dropped, needs no room), need_i[c] (len + 1 of its head
// packet), dst_i[c] (its destination) and per destination d its credit credit_i[d]
// (TRAFFIC.md "Readiness, arbitration and the round-robin pointer", "Room reservation").
//
// Room reservation (no starvation under room refusal). Per destination d:
//   cand[d]  = the first class at index >= P (cyclically) that is ready, not mismatched and
//              goes to d (the class the round robin would serve next at d);
//   base[d]  = the registered holder rsv_q[d] while it is still ready, not mismatched and
//              going to d; else cand[d] if it has no room (credit < its need); else none;
//   hold[d]  = class 2 if sys_prio_i and class 2 is ready, not mismatched, goes to d and has
//              no room (a system-priority override, not registered); else base[d].
//   room[c]  = credit[d] >= need[c] + (hold[d] exists, is not c and c is not the system class
//              under sys_prio ? need[hold[d]] : 0): the other classes may use only the credit
//              beyond the holder's whole packet.
//   rsv_d[d] = in an idle cycle base[d] unless it is granted; unchanged while busy.
// Decision in a cycle with idle_i high:
// | situation                                    | grant                  | RR pointer      |
// |----------------------------------------------|------------------------|-----------------|
// | not idle, or no eligible class               | none                   | unchanged       |
// | sys_prio_i and eligible[2]                   | class 2                | unchanged       |
// | otherwise                                    | first eligible >= ptr  | winner + 1 mod 3|
// eligible[c] = ready_i[c] && (mismatch_i[c] || room[c]). A ready class without room is not
// eligible (refused): it never holds the arbiter, but it holds its destination's room as above.
// The grant is a one-cycle pulse; the caller must leave idle_i low after it (sequencer busy).
//
// Deliberate bugs for _bad tests (bug-variant models only, `define COLLNET_BUGS; each off unless
// selected at run time):
//   +bug=arb_no_rr_update  : the round-robin pointer never moves (fixed priority 0,1,2)
//   +bug=arb_grant_no_room : room is ignored (grants without credit)
//   +bug=arb_prio_moves_ptr: a system-priority grant also moves the round-robin pointer
//                                      (to 0); no assertion sees it, only the reference model
//   +bug=arb_no_reserve    : no room reservation (the old arbitration: a refused class reserves
//                            nothing, shorter packets of other classes take the room as it frees)
module cu_class_arb
  import cu_traffic_pkg::*;
#(
  /// Width of the destination credits (credit_i).
  parameter int unsigned CrW = 8,
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
  /// Credit the class's whole result packet needs: len + 1 of its head packet.
  input  logic [NumCls-1:0][LEN_W:0] need_i,
  /// Destination of the class.
  input  cu_dst_e           dst_i [NumCls],
  /// Credit of each destination (free entries not reserved by a grant).
  input  logic [NUM_DST-1:0][CrW-1:0] credit_i,
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
  bit bug_grant_no_room;  // +bug=arb_grant_no_room: room is ignored
  bit bug_prio_moves_ptr;  // +bug=arb_prio_moves_ptr: a priority grant moves the pointer
  initial bug_no_rr_update = $test$plusargs("bug=arb_no_rr_update");
  initial bug_grant_no_room = $test$plusargs("bug=arb_grant_no_room");
  initial bug_prio_moves_ptr = $test$plusargs("bug=arb_prio_moves_ptr");
  bit bug_no_reserve;  // +bug=arb_no_reserve: no room reservation (the old arbitration)
  initial bug_no_reserve = $test$plusargs("bug=arb_no_reserve");
  bit bug_sys_hold_all;  // +bug=arb_sys_hold_all: the rule-6 hold takes every destination
  initial bug_sys_hold_all = $test$plusargs("bug=arb_sys_hold_all");
`endif

  logic [NumCls-1:0] eligible;  // ready and (room or drop)
  logic [NumCls-1:0] req;       // eligible while idle
  logic [NumCls-1:0] rr_req;    // requests given to the round-robin arbiter
  logic [NumCls-1:0] rr_gnt;
  logic              rr_valid;
  logic [1:0]        rr_idx;
  logic              rr_take;   // the round-robin grant is taken (pointer moves)
  logic              prio_sys;  // the priority path grants the system class

  // ---- Room and its reservation per destination ----
  logic [NumCls-1:0] stream_rdy;  // ready and not mismatched (needs room)
  logic [NumCls-1:0] room_own;    // credit of the class's destination >= its need
  logic [NumCls-1:0] room;        // room after the holder's reservation
  logic [1:0]        ptr_q;       // copy of the round-robin pointer (PtrCopy_A)
  logic       rsv_vld_q[NUM_DST], rsv_vld_d[NUM_DST];  // registered holder valid
  logic [1:0] rsv_cls_q[NUM_DST], rsv_cls_d[NUM_DST];  // registered holder class
  logic       base_vld[NUM_DST], hold_vld[NUM_DST];    // holder (without / with the override)
  logic [1:0] base_cls[NUM_DST], hold_cls[NUM_DST];

  for (genvar c = 0; c < NumCls; c++) begin : gen_room_own
    assign stream_rdy[c] = ready_i[c] && !mismatch_i[c];
    assign room_own[c]   = 32'(credit_i[dst_i[c]]) >= 32'(need_i[c]);
  end

  for (genvar d = 0; d < NUM_DST; d++) begin : gen_rsv
    logic       cand_vld;  // some class the round robin would serve next at d
    logic [1:0] cand_cls;
    logic       keep;      // the registered holder still waits for d
    always_comb begin
      cand_vld = 1'b0;
      cand_cls = '0;
      // Walk from the last candidate to the first so that the first (index >= P) wins.
      for (int unsigned k = NumCls; k > 0; k--) begin
        logic [1:0] c;
        c = 2'((32'(ptr_q) + k - 1) % NumCls);
        if (stream_rdy[c] && dst_i[c] == cu_dst_e'(d)) begin
          cand_vld = 1'b1;
          cand_cls = c;
        end
      end
    end
    assign keep = rsv_vld_q[d] && stream_rdy[rsv_cls_q[d]] && dst_i[rsv_cls_q[d]] == cu_dst_e'(d);
    always_comb begin
      base_vld[d] = 1'b0;
      base_cls[d] = '0;
      if (keep) begin
        base_vld[d] = 1'b1;
        base_cls[d] = rsv_cls_q[d];
      end else if (cand_vld && !room_own[cand_cls]) begin
        base_vld[d] = 1'b1;
        base_cls[d] = cand_cls;
      end
      hold_vld[d] = base_vld[d];
      hold_cls[d] = base_cls[d];
      if (sys_prio_i && stream_rdy[NumCls-1] && dst_i[NumCls-1] == cu_dst_e'(d) &&
          !room_own[NumCls-1]) begin
        hold_vld[d] = 1'b1;
        hold_cls[d] = 2'(NumCls - 1);
      end
`ifdef COLLNET_BUGS
      if (bug_sys_hold_all && sys_prio_i && stream_rdy[NumCls-1] && !room_own[NumCls-1]) begin
        hold_vld[d] = 1'b1;
        hold_cls[d] = 2'(NumCls - 1);
      end
      if (bug_no_reserve) begin
        base_vld[d] = 1'b0;
        hold_vld[d] = 1'b0;
      end
`endif
    end
    // The holder keeps its reservation until it is granted (registered in idle cycles only).
    always_comb begin
      rsv_vld_d[d] = rsv_vld_q[d];
      rsv_cls_d[d] = rsv_cls_q[d];
      if (idle_i) begin
        rsv_vld_d[d] = base_vld[d] && !(gnt_valid_o && gnt_idx_o == base_cls[d]);
        rsv_cls_d[d] = base_cls[d];
      end
    end
  end

  for (genvar c = 0; c < NumCls; c++) begin : gen_room
    cu_dst_e    dc;  // destination of the class
    logic       held_off;  // another class holds the destination's room against this one
    logic [1:0] hc;        // the holder
    assign dc       = dst_i[c];
    assign hc       = hold_cls[dc];
    assign held_off = hold_vld[dc] && hc != 2'(c) && !(sys_prio_i && c == NumCls - 1);
    assign room[c]  = 32'(credit_i[dc]) >= 32'(need_i[c]) + (held_off ? 32'(need_i[hc]) : 32'd0);
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rsv_vld_q <= '{default: 1'b0};
      rsv_cls_q <= '{default: 2'd0};
      ptr_q     <= '0;
    end else begin
      rsv_vld_q <= rsv_vld_d;
      rsv_cls_q <= rsv_cls_d;
      if (rr_valid && rr_take) ptr_q <= (rr_idx == 2'(NumCls - 1)) ? '0 : rr_idx + 1'b1;
    end
  end


`ifdef COLLNET_BUGS
  assign eligible = ready_i & (mismatch_i | room | {NumCls{bug_grant_no_room}});
`else
  assign eligible = ready_i & (mismatch_i | room);
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
      (gnt_o & ~(room_own | mismatch_i)) == '0)
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

  // The copy of the round-robin pointer is the arbiter's pointer.
  PtrCopy_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      ptr_q == i_rr_arb.gen_rr.ptr_q)
    else $error("cu_class_arb: pointer copy differs from the round-robin pointer");
  // A reservation is held only by a ready class that needs room at that destination.
  for (genvar d = 0; d < NUM_DST; d++) begin : gen_rsv_a
    // Read from the ports, not from stream_rdy, so that the check shares no logic with the holder.
    logic holder_ok;  // no holder, or it is ready, not mismatched and goes to d
    assign holder_ok = !base_vld[d] ||
                       (ready_i[base_cls[d]] && !mismatch_i[base_cls[d]] &&
                        dst_i[base_cls[d]] == cu_dst_e'(d));
    RsvHolderReady_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        idle_i |-> holder_ok)
      else $error("cu_class_arb: destination %0d reserved for a class that does not wait", d);
    // The same for the hold the room check uses (the holder, or the system class by rule 6).
    logic hold_ok;
    assign hold_ok = !hold_vld[d] ||
                     (32'(hold_cls[d]) < NumCls && ready_i[hold_cls[d]] &&
                      !mismatch_i[hold_cls[d]] && dst_i[hold_cls[d]] == cu_dst_e'(d));
    RsvHoldReady_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        idle_i |-> hold_ok)
      else $error("cu_class_arb: destination %0d held for a class that does not wait for it", d);
  end

endmodule
