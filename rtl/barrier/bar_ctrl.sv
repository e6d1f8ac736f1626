// bar_ctrl: control submodule of the barrier switch (claim 5/6): the per-group protocol and
// timeout counter 2. All events of a cycle are evaluated against the state before the edge;
// s = current sequence number, arithmetic modulo 2^SeqBits.
//
// Protocol table (README section 5.2):
// | event                               | intermediate                          | root               |
// |-------------------------------------|---------------------------------------|--------------------|
// | REDUCE(s) from child c              | arrival[c] := 1                       | same               |
// | all children arrived, not waiting   | pend REDUCE(s) to parent; T2 := R;    | pend DISTRIBUTE on |
// |                                     | waiting                               | all children; s+1; |
// |                                     |                                       | arrivals := 0      |
// | REDUCE(seq != s) from child c       | pend DISTRIBUTE(s-1) on c             | same               |
// | DISTRIBUTE(s) from parent           | pend DISTRIBUTE on all children; s+1; | (dropped earlier)  |
// |                                     | arrivals := 0; stop T2; unpend REDUCE |                    |
// | DISTRIBUTE(seq != s) from parent    | nothing (counted)                     | -                  |
// | T2 == 1 while waiting, R != 0       | pend REDUCE(s) again; T2 := R         | -                  |
// | group disabled                      | state held at reset (s = 0, nothing pending)               |
// A pending bit per (port, group) is cleared when the scheduler takes it (take_i) and set again
// by a new request of the same cycle (set wins). The packet is built when taken: a pending
// REDUCE carries s, a pending DISTRIBUTE s-1 (always the operation that queued it).
//
// Deliberate bugs (bug-variant models only, `define COLLNET_BUGS; each off unless selected at
// run time by its plusarg):
//   +bug=no_stale_resend: a stale REDUCE is ignored (no distribute resend).
//   +bug=no_timeout:      T2 never expires.
//   +bug=early_release:   a root completes as soon as one child has arrived.
//   +bug=root_no_advance: a root that completes queues the distributes but keeps s (the
//                            copies go out with the wrong seq s-1 of the previous operation).
//   +bug=int_no_red_up:   an intermediate whose children have all arrived starts waiting
//                            (T2 loaded) but does not queue its REDUCE(s) to the parent.
//   +bug=dist_no_fwd:     an intermediate accepting DISTRIBUTE(s) advances s but forwards
//                            nothing to its children.
//   +bug=dist_stale_fwd:  an intermediate forwards a DISTRIBUTE(seq != s) to every child
//                            instead of ignoring it.
module bar_ctrl #(
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
  /// Per group: enabled.
  input  logic [NumGroups-1:0]                      en_i,
  /// Per group: effective child ports.
  input  logic [NumGroups-1:0][NumPorts-1:0]        child_i,
  /// Per group: parent port.
  input  logic [NumGroups-1:0][barrier_pkg::PORT_W-1:0] parent_i,
  /// Per group: is root.
  input  logic [NumGroups-1:0]                      root_i,
  /// Per group: timeout-2 reload (0 = off).
  input  logic [NumGroups-1:0][barrier_pkg::TMO_W-1:0]  t2_reload_i,
  /// Events from reassembly: good REDUCE per group and port.
  input  logic [NumGroups-1:0][NumPorts-1:0]        red_vld_i,
  /// Sequence number of the packet staged on each port.
  input  logic [NumPorts-1:0][SeqBits-1:0]          rx_seq_i,
  /// Events from reassembly: good DISTRIBUTE per group (from its parent).
  input  logic [NumGroups-1:0]                      dist_vld_i,
  /// Its sequence number.
  input  logic [NumGroups-1:0][SeqBits-1:0]         dist_seq_i,
  /// Per port and group: a packet is pending.
  output logic [NumPorts-1:0][NumGroups-1:0]        req_o,
  /// Per port and group: the pending packet is a REDUCE (port is the group's parent).
  output logic [NumPorts-1:0][NumGroups-1:0]        req_red_o,
  /// Per port and group: the scheduler takes the pending packet at this edge.
  input  logic [NumPorts-1:0][NumGroups-1:0]        take_i,
  /// Per group: current sequence number.
  output logic [NumGroups-1:0][SeqBits-1:0]         seq_o,
  /// Per group: waiting for the distribute (intermediate only).
  output logic [NumGroups-1:0]                      waiting_o,
  /// Per group: arrival bits.
  output logic [NumGroups-1:0][NumPorts-1:0]        arr_o,
  /// Per group: T2 expired this cycle.
  output logic [NumGroups-1:0]                      t2_fired_o,
  /// Per group: number of stale reduces answered this cycle.
  output logic [NumGroups-1:0][IncW-1:0]            stale_red_o,
  /// Per group: a stale distribute was ignored this cycle.
  output logic [NumGroups-1:0]                      stale_dist_o
);

`ifdef COLLNET_BUGS
  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),
  // each selected at run time by its plusarg: +bug=<name>.
  bit bug_no_stale_resend;  // +bug=no_stale_resend: a stale REDUCE is ignored
  bit bug_no_timeout;  // +bug=no_timeout: T2 never expires
  bit bug_early_release;  // +bug=early_release: a root completes on one child
  bit bug_root_no_advance;  // +bug=root_no_advance: a completing root keeps s
  bit bug_int_no_red_up;  // +bug=int_no_red_up: no REDUCE(s) to the parent
  bit bug_dist_no_fwd;  // +bug=dist_no_fwd: DISTRIBUTE(s) not forwarded
  bit bug_dist_stale_fwd;  // +bug=dist_stale_fwd: DISTRIBUTE(seq != s) forwarded
  initial bug_no_stale_resend = $test$plusargs("bug=no_stale_resend");
  initial bug_no_timeout = $test$plusargs("bug=no_timeout");
  initial bug_early_release = $test$plusargs("bug=early_release");
  initial bug_root_no_advance = $test$plusargs("bug=root_no_advance");
  initial bug_int_no_red_up = $test$plusargs("bug=int_no_red_up");
  initial bug_dist_no_fwd = $test$plusargs("bug=dist_no_fwd");
  initial bug_dist_stale_fwd = $test$plusargs("bug=dist_stale_fwd");
`endif
  import barrier_pkg::*;

  for (genvar g = 0; g < NumGroups; g++) begin : gen_group
    // ---- State of group g ----
    logic [SeqBits-1:0]  seq_q, seq_d;            // current operation
    logic                wait_q, wait_d;          // reduce sent up, awaiting distribute
    logic [NumPorts-1:0] arr_q, arr_d;            // children arrived at seq_q
    logic [TMO_W-1:0]    t2_q, t2_d;              // timeout-2 counter
    logic                red_pend_q, red_pend_d;  // REDUCE to the parent pending
    logic [NumPorts-1:0] dist_pend_q, dist_pend_d;  // DISTRIBUTE pending per port

    // ---- Events of this cycle ----
    logic [NumPorts-1:0] red_cur;    // REDUCE(s) per child port
    logic [NumPorts-1:0] red_stale;  // REDUCE(seq != s) per child port
    logic                dist_cur;   // DISTRIBUTE(s) from the parent
    logic                dist_stale; // DISTRIBUTE(seq != s) from the parent
    logic [NumPorts-1:0] arr_new;    // arrivals including this cycle's
    logic                all_in;     // every child has arrived
    logic                complete;   // operation complete at this switch (children side)
    logic                t2_fire;    // timeout 2 expires
    logic [NumPorts-1:0] parent_bit; // one-hot parent port (0 at a root)
    logic [NumPorts-1:0] taken;      // pending packets of this group taken per port
    logic                red_taken;  // the pending REDUCE is taken

    always_comb begin
      for (int unsigned p = 0; p < NumPorts; p++) begin
        red_cur[p]   = red_vld_i[g][p] && (rx_seq_i[p] == seq_q);
        red_stale[p] = red_vld_i[g][p] && (rx_seq_i[p] != seq_q);
        taken[p]     = take_i[p][g];
      end
      for (int unsigned p = 0; p < NumPorts; p++) begin
        parent_bit[p] = !root_i[g] && (parent_i[g] == PORT_W'(p));
      end
    end
    assign dist_cur   = dist_vld_i[g] && (dist_seq_i[g] == seq_q);
    assign dist_stale = dist_vld_i[g] && (dist_seq_i[g] != seq_q);
    assign arr_new    = arr_q | red_cur;
`ifdef COLLNET_BUGS
    assign all_in     = (child_i[g] != '0) &&
                        ((bug_early_release && root_i[g]) ? ((arr_new & child_i[g]) != '0)
                                                          : ((arr_new & child_i[g]) == child_i[g]));
`else
    assign all_in     = (child_i[g] != '0) && ((arr_new & child_i[g]) == child_i[g]);
`endif
    assign complete   = all_in && !wait_q;
    assign red_taken  = |(taken & parent_bit);
`ifdef COLLNET_BUGS
    assign t2_fire    = !bug_no_timeout && !root_i[g] && wait_q && !dist_cur &&
                        (t2_reload_i[g] != '0) && (t2_q == TMO_W'(1));
`else
    assign t2_fire    = !root_i[g] && wait_q && !dist_cur && (t2_reload_i[g] != '0) &&
                        (t2_q == TMO_W'(1));
`endif

    // ---- Next state ----
    always_comb begin
      seq_d       = seq_q;
      wait_d      = wait_q;
      arr_d       = arr_new;
      t2_d        = t2_q;
      red_pend_d  = red_pend_q & ~red_taken;
      dist_pend_d = dist_pend_q & ~(taken & ~parent_bit);
`ifdef COLLNET_BUGS
      if (!bug_no_stale_resend) dist_pend_d = dist_pend_d | red_stale;
`else
      dist_pend_d = dist_pend_d | red_stale;  // resend DISTRIBUTE(s-1) to a lagging child
`endif
      if (root_i[g]) begin
        if (complete) begin
          dist_pend_d = dist_pend_d | child_i[g];
`ifdef COLLNET_BUGS
          if (!bug_root_no_advance) seq_d = seq_q + 1'b1;
`else
          seq_d       = seq_q + 1'b1;
`endif
          arr_d       = '0;
        end
      end else if (dist_cur) begin
`ifdef COLLNET_BUGS
        if (!bug_dist_no_fwd) dist_pend_d = dist_pend_d | child_i[g];
`else
        dist_pend_d = dist_pend_d | child_i[g];
`endif
        seq_d       = seq_q + 1'b1;
        arr_d       = '0;
        wait_d      = 1'b0;
        red_pend_d  = 1'b0;
        t2_d        = '0;
`ifdef COLLNET_BUGS
      end else if (bug_dist_stale_fwd && dist_stale) begin
        dist_pend_d = dist_pend_d | child_i[g];
`endif
      end else if (complete) begin
`ifdef COLLNET_BUGS
        if (!bug_int_no_red_up) red_pend_d = 1'b1;
`else
        red_pend_d = 1'b1;
`endif
        wait_d     = 1'b1;
        t2_d       = t2_reload_i[g];
      end else if (t2_fire) begin
        red_pend_d = 1'b1;
        t2_d       = t2_reload_i[g];
      end else if (wait_q && (t2_q > TMO_W'(1))) begin
        t2_d = t2_q - 1'b1;
      end
      if (!en_i[g]) begin
        seq_d       = '0;
        wait_d      = 1'b0;
        arr_d       = '0;
        t2_d        = '0;
        red_pend_d  = 1'b0;
        dist_pend_d = '0;
      end
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        seq_q       <= '0;
        wait_q      <= 1'b0;
        arr_q       <= '0;
        t2_q        <= '0;
        red_pend_q  <= 1'b0;
        dist_pend_q <= '0;
      end else begin
        seq_q       <= seq_d;
        wait_q      <= wait_d;
        arr_q       <= arr_d;
        t2_q        <= t2_d;
        red_pend_q  <= red_pend_d;
        dist_pend_q <= dist_pend_d;
      end
    end

    // ---- Outputs of group g ----
    // A disabled group requests nothing (README section 4: its pending sends are cleared), also
    // in its first disabled cycle, before the edge that clears the pending bits.
    for (genvar p = 0; p < NumPorts; p++) begin : gen_req
      assign req_o[p][g]     = en_i[g] && (dist_pend_q[p] | (red_pend_q & parent_bit[p]));
      assign req_red_o[p][g] = parent_bit[p];
    end
    assign seq_o[g]        = seq_q;
    assign waiting_o[g]    = wait_q;
    assign arr_o[g]        = arr_q;
    assign t2_fired_o[g]   = en_i[g] && t2_fire;
    assign stale_red_o[g]  = IncW'($countones(red_stale));
    assign stale_dist_o[g] = dist_stale;

    // ---- Assertions of group g (switch-local protocol invariants) ----
    // The sequence number only ever steps by +1 (or returns to 0 when the group is disabled).
    SeqStep_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (en_i[g] && seq_d != seq_q) |-> (seq_d == seq_q + 1'b1))
      else $error("bar_ctrl: group %0d seq jumped %0d -> %0d", g, seq_q, seq_d);
    // A root advances only when every child has reduced the current operation (safety).
    RootAdvanceAllArrived_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (en_i[g] && root_i[g] && seq_d != seq_q) |->
        (child_i[g] != '0 && (arr_new & child_i[g]) == child_i[g]))
      else $error("bar_ctrl: root group %0d released before all children arrived", g);
    // An intermediate advances only on DISTRIBUTE(s) from its parent.
    IntAdvanceOnDist_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (en_i[g] && !root_i[g] && seq_d != seq_q) |-> dist_cur)
      else $error("bar_ctrl: intermediate group %0d advanced without a distribute", g);
    // A REDUCE leaves for the parent only while waiting with every child arrived.
    RedOnlyAllArrived_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        red_taken |-> (wait_q && !root_i[g] && (arr_q & child_i[g]) == child_i[g]))
      else $error("bar_ctrl: group %0d reduce sent before all children arrived", g);
    // Arrival bits and pending distributes exist only for child ports.
    ArrOnlyChildren_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        ((arr_q & ~child_i[g]) == '0) && ((dist_pend_q & ~child_i[g]) == '0))
      else $error("bar_ctrl: group %0d arrival/pending on a non-child port", g);
    // A root never waits and never has a REDUCE pending.
    RootNeverWaits_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        root_i[g] |-> (!wait_q && !red_pend_q))
      else $error("bar_ctrl: root group %0d waits", g);
    // The timeout counter never exceeds its reload value and runs only while waiting.
    T2Bounded_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (t2_q <= t2_reload_i[g]) && (wait_q || t2_q == '0))
      else $error("bar_ctrl: group %0d T2 out of range", g);
    // A disabled group holds its reset state.
    DisabledIdle_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        !en_i[g] |=> (seq_q == '0 && !wait_q && arr_q == '0 && !red_pend_q &&
                      dist_pend_q == '0))
      else $error("bar_ctrl: disabled group %0d not idle", g);
  end

  // The scheduler only takes pending packets.
  TakeOnlyPending_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (take_i & ~req_o) == '0)
    else $error("bar_ctrl: scheduler took a packet that was not pending");

endmodule
