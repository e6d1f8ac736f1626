// cc_rr_arb: round-robin arbiter over NumIn requesters with a one-hot grant (style of pulp
// common_cells rr_arb_tree and OpenTitan prim_arbiter_ppc), the one arbiter of collnet.
//
// Each requester k raises req_i[k]. In every cycle with at least one request, exactly one
// requester is granted (gnt_o one-hot, valid_o high, idx_o its index). The grant is "taken" when
// ready_i is high in that cycle (downstream accepted the winner); ready_i may be tied high.
//
// Arbitration rule (round-robin with a rotating priority pointer):
// | situation                                  | decision                                      |
// |--------------------------------------------|-----------------------------------------------|
// | no request                                 | no grant, pointer unchanged                   |
// | locked (LockIn=1, previous winner not taken)| the previous winner again                    |
// | otherwise                                  | first requester at index >= pointer, cyclic   |
// | grant taken (valid_o && ready_i)           | pointer := winner + 1 (mod NumIn), unlock     |
// | grant not taken, LockIn=1                  | lock on the winner                            |
// After reset the pointer is 0.
//
// LockIn = 1 gives stable valid/ready streams: the winner keeps the grant until it is taken. It
// requires the locked requester to hold its request (valid/ready rule); this is an assumption
// (ReqStableWhenLocked_M).
//
// Deliberate bug for _bad tests (bug-variant models only, `define COLLNET_BUGS; off unless
// selected at run time):
//   +bug=rr_no_rotate: the pointer is never updated (fixed priority from index 0).
module cc_rr_arb #(
  /// Number of requesters (>= 1).
  parameter int unsigned NumIn    = 4,
  /// Hold the grant on the winner while it is not taken (ready_i low).
  parameter bit          LockIn   = 1'b1,
  /// Width of idx_o. Do not override.
  localparam int unsigned IdxWidth = (NumIn > 1) ? $clog2(NumIn) : 1
) (
  /// Clock, rising edge.
  input  logic                clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Requests, one bit per requester.
  input  logic [NumIn-1:0]    req_i,
  /// Grant, one-hot or zero.
  output logic [NumIn-1:0]    gnt_o,
  /// A grant is given (any request).
  output logic                valid_o,
  /// Index of the granted requester (valid when valid_o).
  output logic [IdxWidth-1:0] idx_o,
  /// The downstream takes the grant in this cycle.
  input  logic                ready_i
);

`ifdef COLLNET_BUGS
  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),
  // each selected at run time by its plusarg: +bug=<name>.
  /* verilator lint_off UNUSEDSIGNAL */  // unused where NumIn 1 has no pointer
  bit bug_rr_no_rotate;  // +bug=rr_no_rotate: the pointer never moves
  /* verilator lint_on UNUSEDSIGNAL */
  initial bug_rr_no_rotate = $test$plusargs("bug=rr_no_rotate");
`endif

  if (NumIn == 1) begin : gen_single
    assign gnt_o   = req_i;
    assign valid_o = req_i[0];
    assign idx_o   = '0;

    // Clock, reset and ready are not needed with a single requester.
    logic unused_sigs;
    assign unused_sigs = clk_i ^ rst_ni ^ ready_i;

  end else begin : gen_rr
    logic [IdxWidth-1:0] ptr_q, ptr_d;    // highest-priority index
    logic                lock_q, lock_d;  // previous winner not taken yet (LockIn only)
    logic [IdxWidth-1:0] lock_idx_q, lock_idx_d;  // index of the locked winner
    logic [IdxWidth-1:0] win_idx;         // round-robin winner from the pointer
    logic                any_req;

    assign any_req = |req_i;

    // Round-robin search: first request at index >= ptr_q, then wrap around.
    always_comb begin
      win_idx = '0;
      for (int unsigned i = NumIn; i > 0; i--) begin
        // Walk the indices from the last candidate to the first so that the first wins.
        logic [IdxWidth:0] cand;  // ptr_q + i - 1, wrapped into 0..NumIn-1
        cand = {1'b0, ptr_q} + (IdxWidth + 1)'(i - 1);
        if (32'(cand) >= NumIn) begin
          cand = cand - (IdxWidth + 1)'(NumIn);
        end
        if (req_i[cand[IdxWidth-1:0]]) begin
          win_idx = cand[IdxWidth-1:0];
        end
      end
    end

    always_comb begin
      idx_o = win_idx;
      if (LockIn && lock_q) begin
        idx_o = lock_idx_q;
      end
    end

    assign valid_o = any_req;
    always_comb begin
      gnt_o = '0;
      if (any_req) begin
        gnt_o[idx_o] = 1'b1;
      end
    end

    always_comb begin
      ptr_d      = ptr_q;
      lock_d     = lock_q;
      lock_idx_d = lock_idx_q;
      if (valid_o && ready_i) begin
`ifdef COLLNET_BUGS
        if (!bug_rr_no_rotate) ptr_d = (32'(idx_o) == NumIn - 1) ? '0 : idx_o + 1'b1;
`else
        ptr_d = (32'(idx_o) == NumIn - 1) ? '0 : idx_o + 1'b1;
`endif
        lock_d = 1'b0;
      end else if (valid_o && LockIn) begin
        lock_d     = 1'b1;
        lock_idx_d = idx_o;
      end
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        ptr_q      <= '0;
        lock_q     <= 1'b0;
        lock_idx_q <= '0;
      end else begin
        ptr_q      <= ptr_d;
        lock_q     <= lock_d;
        lock_idx_q <= lock_idx_d;
      end
    end

    // ---- Assertions of the round-robin branch ----
    // The pointer always names a requester.
    PtrInRange_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        32'(ptr_q) < NumIn)
      else $error("cc_rr_arb: pointer out of range");
    // With LockIn, a winner not taken keeps its request (valid/ready stream rule).
    ReqStableWhenLocked_M: assume property (@(posedge clk_i) disable iff (!rst_ni)
        (LockIn && lock_q) |-> req_i[lock_idx_q])
      else $error("cc_rr_arb: locked requester dropped its request");
    // With LockIn, a grant not taken stays on the same requester.
    GntStableWhenLocked_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (LockIn && lock_q) |-> (idx_o == lock_idx_q))
      else $error("cc_rr_arb: grant moved while locked");
  end

  // ---- Assertions common to every branch ----
  // The grant is one-hot or zero.
  GntOneHot_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      $onehot0(gnt_o))
    else $error("cc_rr_arb: grant is not one-hot");
  // A grant implies a request.
  GntImpliesReq_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (gnt_o & ~req_i) == '0)
    else $error("cc_rr_arb: grant without request");
  // Any request gets a grant (work conserving).
  ReqImpliesGnt_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (|req_i) |-> (|gnt_o))
    else $error("cc_rr_arb: request without grant");
  // idx_o names the granted requester.
  IdxMatchesGnt_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      valid_o |-> gnt_o[idx_o])
    else $error("cc_rr_arb: idx_o does not match gnt_o");
  // Outputs are never X.
  OutKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      !$isunknown({gnt_o, valid_o, idx_o}))
    else $error("cc_rr_arb: output is X");

endmodule
