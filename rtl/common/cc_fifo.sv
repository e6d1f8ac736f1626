// cc_fifo: synchronous valid/ready FIFO, the one FIFO of collnet (style of pulp common_cells
// fifo_v3 and OpenTitan prim_fifo_sync).
//
// A transfer happens on a port when valid and ready are both high at a rising clock edge.
// The payload is the typed parameter T (default: a Width-bit vector, so that a configuration can
// set the width with -GWidth=...). Behaviour per Depth (each its own generate branch):
//
// | Depth | storage        | valid_o                | ready_o               | level_o      |
// |-------|----------------|------------------------|-----------------------|--------------|
// | 0     | none (wire)    | valid_i                | ready_i               | always 0     |
// | 1     | one register   | full (or valid_i, FT)  | !full or ready_i      | 0..1         |
// | >= 2  | circular array | !empty (or valid_i,FT) | !full or ready_i      | 0..Depth     |
//
// Rules (protocol table):
// | case                         | result                                                      |
// |------------------------------|-------------------------------------------------------------|
// | push, not full               | item stored at the tail                                     |
// | push at full                 | accepted only together with a pop in the same cycle          |
// | pop                          | head item leaves; data_o is the oldest item                  |
// | push + pop at full           | both happen, level unchanged, no item lost                   |
// | push + pop at empty, FT=1    | item passes straight through (bypass), level stays 0         |
// | push at empty, FT=0          | item visible on the output the next cycle                    |
//
// ready_o therefore depends combinationally on ready_i when the FIFO is full (so a full FIFO
// keeps full throughput); almost_full_o is registered-level based: level_o >= AlmostFullThresh
// (AlmostFullThresh == 0 disables it, tied low).
//
// Deliberate bug for _bad tests (bug-variant models only, `define COLLNET_BUGS; off unless
// selected at run time):
//   +bug=fifo_drop: on push + pop at full the pushed item is not written (it is lost although
//   ready_o was high).
module cc_fifo #(
  /// Payload width in bits; only used by the default of T.
  parameter int unsigned Width            = 8,
  /// Payload type.
  parameter type         T                = logic [Width-1:0],
  /// Number of entries; 0 = pass-through wire, 1 = single register.
  parameter int unsigned Depth            = 4,
  /// almost_full_o is high when level_o >= AlmostFullThresh; 0 disables it.
  parameter int unsigned AlmostFullThresh = Depth,
  /// Fall-through: when empty, an incoming item is visible on the output in the same cycle.
  parameter bit          FallThrough      = 1'b0,
  /// Width of level_o. Do not override.
  localparam int unsigned LevelWidth      = (Depth > 0) ? $clog2(Depth + 1) : 1
) (
  /// Clock, rising edge.
  input  logic                  clk_i,
  /// Asynchronous reset, active low. Waiver: the assertions use it synchronously in
  /// `disable iff`, which is harmless (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                  rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Input side: item valid.
  input  logic                  valid_i,
  /// Input side: FIFO can accept an item.
  output logic                  ready_o,
  /// Input side: item.
  input  T                      data_i,
  /// Output side: an item is available.
  output logic                  valid_o,
  /// Output side: consumer takes the item.
  input  logic                  ready_i,
  /// Output side: oldest item.
  output T                      data_o,
  /// Number of stored items.
  output logic [LevelWidth-1:0] level_o,
  /// level_o >= AlmostFullThresh (and AlmostFullThresh != 0).
  output logic                  almost_full_o
);

`ifdef COLLNET_BUGS
  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),
  // each selected at run time by its plusarg: +bug=<name>.
  /* verilator lint_off UNUSEDSIGNAL */  // unused where Depth 0 has no storage
  bit bug_fifo_drop;  // +bug=fifo_drop: push + pop at full loses the push
  /* verilator lint_on UNUSEDSIGNAL */
  initial bug_fifo_drop = $test$plusargs("bug=fifo_drop");
`endif

  logic push, pop;  // transfers on the input and the output port
  assign push = valid_i & ready_o;
  assign pop  = valid_o & ready_i;

  if (Depth == 0) begin : gen_pass_through
    assign valid_o       = valid_i;
    assign ready_o       = ready_i;
    assign data_o        = data_i;
    assign level_o       = '0;
    assign almost_full_o = 1'b0;

    // Clock, reset and the transfer strobes are unused in this branch.
    logic unused_sigs;
    assign unused_sigs = clk_i ^ rst_ni ^ push ^ pop;

  end else if (Depth == 1) begin : gen_single
    logic full_q, full_d;  // the register holds an item
    T     data_q, data_d;  // the stored item
    logic bypass;          // fall-through: empty, and the item leaves in the same cycle

    assign bypass  = FallThrough && !full_q && valid_i && ready_i;
    assign valid_o = full_q | (FallThrough & valid_i);
    assign data_o  = full_q ? data_q : data_i;
    assign ready_o = ~full_q | ready_i;

    always_comb begin
      full_d = full_q;
      data_d = data_q;
      if (push && !bypass) begin
        data_d = data_i;
        full_d = 1'b1;
`ifdef COLLNET_BUGS
        if (bug_fifo_drop && full_q && pop) begin
          data_d = data_q;
          full_d = 1'b0;
        end
`endif
      end else if (pop && full_q) begin
        full_d = 1'b0;
      end
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        full_q <= 1'b0;
        data_q <= T'('0);
      end else begin
        full_q <= full_d;
        data_q <= data_d;
      end
    end

    assign level_o       = LevelWidth'(full_q);
    assign almost_full_o = (AlmostFullThresh != 0) && (32'(full_q) >= AlmostFullThresh);

    // ---- Assertions of the single-register branch ----
    // No push when full (unless a pop frees the register in the same cycle).
    NoPushWhenFull_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (push && full_q) |-> pop)
      else $error("cc_fifo: push at full without pop");
    // No pop when empty (except a fall-through bypass).
    NoPopWhenEmpty_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (pop && !full_q) |-> (FallThrough && valid_i))
      else $error("cc_fifo: pop at empty");

  end else begin : gen_array
    localparam int unsigned PtrWidth = $clog2(Depth);  // do not override
    localparam logic [PtrWidth-1:0] LAST_PTR = PtrWidth'(Depth - 1);

    T                    mem_q[Depth];  // storage
    logic [PtrWidth-1:0] rd_ptr_q, rd_ptr_d;  // head
    logic [PtrWidth-1:0] wr_ptr_q, wr_ptr_d;  // tail
    logic [LevelWidth-1:0] cnt_q, cnt_d;  // stored items
    logic full, empty;
    logic bypass;  // fall-through: empty, and the item leaves in the same cycle
    logic write;   // push that is written into the array

    assign full    = (cnt_q == LevelWidth'(Depth));
    assign empty   = (cnt_q == '0);
    assign bypass  = FallThrough && empty && valid_i && ready_i;
    assign valid_o = ~empty | (FallThrough & valid_i);
    assign data_o  = empty ? data_i : mem_q[rd_ptr_q];
    assign ready_o = ~full | ready_i;

`ifdef COLLNET_BUGS
    assign write = push && !bypass && !(bug_fifo_drop && full && pop);
`else
    assign write = push && !bypass;
`endif

    always_comb begin
      rd_ptr_d = rd_ptr_q;
      wr_ptr_d = wr_ptr_q;
      cnt_d    = cnt_q;
      if (write) begin
        wr_ptr_d = (wr_ptr_q == LAST_PTR) ? '0 : wr_ptr_q + 1'b1;
      end
      if (pop && !empty) begin
        rd_ptr_d = (rd_ptr_q == LAST_PTR) ? '0 : rd_ptr_q + 1'b1;
      end
      if (write && !(pop && !empty)) begin
        cnt_d = cnt_q + 1'b1;
      end else if (!write && pop && !empty) begin
        cnt_d = cnt_q - 1'b1;
      end
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        rd_ptr_q <= '0;
        wr_ptr_q <= '0;
        cnt_q    <= '0;
      end else begin
        rd_ptr_q <= rd_ptr_d;
        wr_ptr_q <= wr_ptr_d;
        cnt_q    <= cnt_d;
      end
    end

    // Storage has no reset (data path); valid_o qualifies it.
    always_ff @(posedge clk_i) begin
      if (write) begin
        mem_q[wr_ptr_q] <= data_i;
      end
    end

    assign level_o       = cnt_q;
    assign almost_full_o = (AlmostFullThresh != 0) && (32'(cnt_q) >= AlmostFullThresh);

    // ---- Assertions of the array branch ----
    // No push when full (unless a pop frees the entry in the same cycle).
    NoPushWhenFull_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (push && full) |-> pop)
      else $error("cc_fifo: push at full without pop");
    // No pop when empty (except a fall-through bypass).
    NoPopWhenEmpty_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (pop && empty) |-> (FallThrough && valid_i))
      else $error("cc_fifo: pop at empty");
    // The level never exceeds the depth.
    LevelInRange_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        32'(cnt_q) <= Depth)
      else $error("cc_fifo: level out of range");
  end

  // ---- Assertions common to every branch ----
  // Valid data is never X.
  DataKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      valid_o |-> !$isunknown(data_o))
    else $error("cc_fifo: valid data_o is X");
  // Control outputs are never X.
  CtrlKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      !$isunknown({valid_o, ready_o, level_o, almost_full_o}))
    else $error("cc_fifo: control output is X");

endmodule
