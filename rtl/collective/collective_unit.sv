// collective_unit: the whole collective unit (collnet): NumIn input ports with one VC FIFO per
// traffic class, class-route / control / error registers, the class arbiter, the sub-arbiter
// (sequencer) that streams granted packets through cu_datapath, destination credits, and the
// three destination FIFOs (up-tree, user reception, system reception).
// Contract: rtl/collective/TRAFFIC.md (header format, registers, arbitration, credits, errors).
//
// Sequencer states:
// | state  | what                                                                        |
// |--------|-----------------------------------------------------------------------------|
// | IDLE   | arbiter may grant; on a grant latch class, mask, op, dest; -> STREAM or DROP |
// | STREAM | one element per datapath handshake: header element first (op OR, one-hot     |
// |        | mask on the lowest masked input), then len payload elements; pop every masked|
// |        | VC of the class per element; after the element with `last` -> IDLE          |
// | DROP   | pop every masked VC of the class until each popped its `last` flit -> IDLE   |
// A tag FIFO beside the datapath carries {hdr, dest} of every element in flight.
module collective_unit
  import cu_traffic_pkg::*;
#(
  /// Number of input ports (1..16); port NumIn-1 is the local injection FIFO.
  parameter int unsigned NumIn       = 12,
  /// Datapath F (cu_datapath FracBits).
  parameter int unsigned FracBits    = 64,
  /// Datapath register after the front end.
  parameter bit          RegFront    = 1,
  /// Datapath registers after ALU-tree levels.
  parameter logic [31:0] TreeRegMask = '1,
  /// Datapath register after the back end.
  parameter bit          RegBack     = 1,
  /// Largest accepted payload length in words (1..127).
  parameter int unsigned MaxLen      = 64,
  /// Entries of each input VC FIFO (>= MaxLen + 1).
  parameter int unsigned VcDepth     = 2 * (MaxLen + 1),
  /// Entries of each reception FIFO (>= MaxLen + 1).
  parameter int unsigned RecDepth    = 2 * (MaxLen + 1),
  /// Entries of the up-tree output FIFO (>= MaxLen + 1).
  parameter int unsigned UpDepth     = 2 * (MaxLen + 1),
  /// Width of the credit counters. Do not override.
  localparam int unsigned CrW        = $clog2(((RecDepth > UpDepth) ? RecDepth : UpDepth) + 1),
  /// Entries of the tag FIFO: datapath latency + 1, so it is never full. Do not override.
  localparam int unsigned TagDepth   = tag_depth(NumIn, RegFront, TreeRegMask, RegBack)
) (
  /// Clock, rising edge.
  input  logic                         clk_i,
  /// Asynchronous reset, active low. Waiver: used synchronously in `disable iff` (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                         rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Input flit offered, per port.
  input  logic [NumIn-1:0]             in_valid_i,
  /// Input flit taken, per port.
  output logic [NumIn-1:0]             in_ready_o,
  /// Input flits, port i is in_data_i[i].
  input  logic [NumIn-1:0][63:0]       in_data_i,
  /// in_room_o[i][c]: VC (i, c) can take a whole MaxLen packet.
  output logic [NumIn-1:0][NUM_CLS-1:0] in_room_o,
  /// Up-tree output: flit offered.
  output logic                         up_valid_o,
  /// Up-tree output: flit taken.
  input  logic                         up_ready_i,
  /// Up-tree output: header or result word.
  output logic [63:0]                  up_data_o,
  /// Up-tree output: flags (0 on the header).
  output cu_pkg::cu_flags_t            up_flags_o,
  /// Up-tree output: header flit.
  output logic                         up_hdr_o,
  /// User reception FIFO: flit offered.
  output logic                         rec_user_valid_o,
  /// User reception FIFO: flit taken.
  input  logic                         rec_user_ready_i,
  /// User reception FIFO: header or result word.
  output logic [63:0]                  rec_user_data_o,
  /// User reception FIFO: flags (0 on the header).
  output cu_pkg::cu_flags_t            rec_user_flags_o,
  /// User reception FIFO: header flit.
  output logic                         rec_user_hdr_o,
  /// System reception FIFO: flit offered.
  output logic                         rec_sys_valid_o,
  /// System reception FIFO: flit taken.
  input  logic                         rec_sys_ready_i,
  /// System reception FIFO: header or result word.
  output logic [63:0]                  rec_sys_data_o,
  /// System reception FIFO: flags (0 on the header).
  output cu_pkg::cu_flags_t            rec_sys_flags_o,
  /// System reception FIFO: header flit.
  output logic                         rec_sys_hdr_o,
  /// Register bus (rtl/common/cc_reg_if.sv): request valid.
  input  logic                         reg_valid_i,
  /// Register bus: request ready (always 1).
  output logic                         reg_ready_o,
  /// Register bus: 1 write, 0 read.
  input  logic                         reg_write_i,
  /// Register bus: register address (cu_traffic_pkg REG_*).
  input  logic [cu_traffic_pkg::REG_AW-1:0] reg_addr_i,
  /// Register bus: write data.
  input  logic [cu_traffic_pkg::REG_DW-1:0] reg_wdata_i,
  /// Register bus: response valid, one cycle after each accepted request.
  output logic                         reg_rvalid_o,
  /// Register bus: read data (the register before the accept edge; 0 for writes, unmapped).
  output logic [cu_traffic_pkg::REG_DW-1:0] reg_rdata_o,
  /// Register bus: access rejected (never: unmapped addresses read 0 and ignore writes).
  output logic                         reg_rerr_o,
  /// Observation: the class arbiter grants in this cycle (one-cycle pulse, Moore: a function
  /// of registered state only). For monitors and the traffic reference model.
  output logic                         gnt_valid_o,
  /// Observation: granted class 0..2 (0 when gnt_valid_o is low).
  output logic [1:0]                   gnt_cls_o,
  /// Observation: the grant is a mismatch drop (0 when gnt_valid_o is low).
  output logic                         gnt_drop_o
);

  // ==== Registers ==============================================================================
  // The register file generated from rtl/collective/data/collective_unit_regs.yaml (cu_reg_top):
  // decode, flops (public, for the register model's back door), access rules and read-back.
  // This module takes the routes and CTRL from reg2hw and feeds the error bits and counters
  // through hw2reg.
  cc_reg_pkg::cc_reg_req_t reg_req;  // the bus as rtl/common/cc_reg_pkg.sv's structs
  cc_reg_pkg::cc_reg_rsp_t reg_rsp;
  cu_reg_pkg::cu_reg2hw_t  reg2hw;   // register values and write strobes
  cu_reg_pkg::cu_hw2reg_t  hw2reg;   // error bits and counter updates
  assign reg_req = '{valid: reg_valid_i, write: reg_write_i,
                     addr: cc_reg_pkg::CC_REG_AW'(reg_addr_i), wdata: reg_wdata_i};
  assign {reg_ready_o, reg_rvalid_o, reg_rdata_o, reg_rerr_o} = reg_rsp;  // cc_reg_rsp_t order
  cu_reg_top i_reg_top (
    .clk_i     (clk_i),
    .rst_ni    (rst_ni),
    .reg_req_i (reg_req),
    .reg_rsp_o (reg_rsp),
    .reg2hw_o  (reg2hw),
    .hw2reg_i  (hw2reg)
  );

  cu_route_t route[NUM_CLS];  // class routes (ROUTE0..2)
  logic      sys_prio;        // CTRL.sys_prio
  for (genvar c = 0; c < NUM_CLS; c++) begin : gen_route
    assign route[c] = '{enable: reg2hw.route[c].enable, local_dst: reg2hw.route[c].local_dst,
                        mask: reg2hw.route[c].mask};
  end
  assign sys_prio = reg2hw.ctrl.sys_prio;

  // ==== Input ports ============================================================================
  logic [NumIn-1:0][NUM_CLS-1:0] pkt_avail;   // [i][c] complete packet in VC (i, c)
  logic [NumIn-1:0][NUM_CLS-1:0] head_valid;  // [i][c] VC head valid
  cu_vc_flit_t                   head[NumIn][NUM_CLS];
  logic [NumIn-1:0][NUM_CLS-1:0] pop;         // [i][c] pop VC head
  logic [NumIn-1:0]              in_drop;     // port drops a malformed packet
  cu_err_t                       in_err[NumIn];

  for (genvar i = 0; i < NumIn; i++) begin : gen_in
    cu_vc_flit_t port_head[NUM_CLS];
    cu_in_port #(
      .InIdx  (i),
      .MaxLen (MaxLen),
      .VcDepth(VcDepth)
    ) i_in_port (
      .clk_i       (clk_i),
      .rst_ni      (rst_ni),
      .route_i     (route),
      .in_valid_i  (in_valid_i[i]),
      .in_ready_o  (in_ready_o[i]),
      .in_data_i   (in_data_i[i]),
      .room_o      (in_room_o[i]),
      .pkt_avail_o (pkt_avail[i]),
      .head_valid_o(head_valid[i]),
      .head_o      (port_head),
      .pop_i       (pop[i]),
      .drop_o      (in_drop[i]),
      .err_o       (in_err[i])
    );
    for (genvar c = 0; c < NUM_CLS; c++) begin : gen_cls
      assign head[i][c] = port_head[c];
    end
  end

  // ==== Class status ===========================================================================
  logic [NUM_CLS-1:0][NumIn-1:0] cmask;     // effective mask (bits < NumIn)
  logic [NUM_CLS-1:0][NumIn-1:0] first_in;  // one-hot lowest masked input
  logic [NUM_CLS-1:0][63:0]      ref_hdr;   // head header of the lowest masked input
  logic [NUM_CLS-1:0]            cls_ready, cls_mismatch;
  logic [NUM_CLS-1:0][LEN_W:0]   cls_need;  // credit the head packet's result needs: len + 1
  cu_dst_e                       cls_dest[NUM_CLS];
  logic [NUM_DST-1:0][CrW-1:0]   credit_q, credit_d;

  for (genvar c = 0; c < NUM_CLS; c++) begin : gen_cls_status
    assign cmask[c]    = route[c].mask[NumIn-1:0];
    assign first_in[c] = cmask[c] & (~cmask[c] + 1'b1);
    assign cls_dest[c] = cls_dst(2'(c), route[c].local_dst);

    always_comb begin
      ref_hdr[c] = '0;
      for (int i = NumIn - 1; i >= 0; i--) begin
        if (cmask[c][i]) ref_hdr[c] = head[i][c].data;
      end
    end

    always_comb begin
      cls_ready[c]    = route[c].enable && (cmask[c] != '0);
      cls_mismatch[c] = 1'b0;
      for (int i = 0; i < NumIn; i++) begin
        if (cmask[c][i]) begin
          if (!pkt_avail[i][c]) cls_ready[c] = 1'b0;
          if (hdr_op(head[i][c].data) != hdr_op(ref_hdr[c]) ||
              hdr_len(head[i][c].data) != hdr_len(ref_hdr[c])) begin
            cls_mismatch[c] = 1'b1;
          end
        end
      end
      cls_mismatch[c] = cls_mismatch[c] && cls_ready[c];
    end

    assign cls_need[c] = {1'b0, hdr_len(ref_hdr[c])} + 1'b1;
  end

  // ==== Arbiter ================================================================================
  typedef enum logic [1:0] {
    SEQ_IDLE,
    SEQ_STREAM,
    SEQ_DROP
  } seq_state_e;

  seq_state_e         state_q, state_d;
  logic [NUM_CLS-1:0] gnt;
  logic               gnt_valid;
  logic [1:0]         gnt_idx;

  cu_class_arb #(
    .CrW(CrW)
  ) i_class_arb (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .idle_i     (state_q == SEQ_IDLE),
    .sys_prio_i (sys_prio),
    .ready_i    (cls_ready),
    .mismatch_i (cls_mismatch),
    .need_i     (cls_need),
    .dst_i      (cls_dest),
    .credit_i   (credit_q),
    .gnt_o      (gnt),
    .gnt_valid_o(gnt_valid),
    .gnt_idx_o  (gnt_idx)
  );

  logic gnt_stream;  // grant of a packet to stream (not a drop)
  logic gnt_drop;    // grant of a mismatched class (drop)
  assign gnt_stream = gnt_valid && !cls_mismatch[gnt_idx];
  assign gnt_drop   = gnt_valid && cls_mismatch[gnt_idx];

  // Observation port (TRAFFIC.md, ports): the grant as the arbiter gives it.
  assign gnt_valid_o = gnt_valid;
  assign gnt_cls_o   = gnt_valid ? gnt_idx : 2'd0;
  assign gnt_drop_o  = gnt_drop;

  // ==== Sequencer (sub-arbiter) ================================================================
  logic [1:0]       cls_q, cls_d;      // class being served
  logic [NumIn-1:0] mask_q, mask_d;    // its mask
  logic [NumIn-1:0] hmask_q, hmask_d;  // one-hot lowest masked input (header element)
  logic [3:0]       op_q, op_d;        // its opcode
  cu_dst_e          dest_q, dest_d;    // its destination
  logic             first_q, first_d;  // next element is the header
  logic [NumIn-1:0] done_q, done_d;    // DROP: inputs whose packet is fully popped

  typedef struct packed {
    logic    hdr;
    cu_dst_e dest;
  } tag_t;

  // Datapath input side.
  logic                   dp_in_valid, dp_in_ready;
  logic [NumIn-1:0][63:0] dp_in_data;
  logic [NumIn-1:0]       dp_in_mask;
  logic [3:0]             dp_in_op;
  logic                   dp_xfer;
  logic                   tag_in_ready;
  tag_t                   tag_in, tag_out;
  logic                   tag_out_valid;
  logic                   elem_last;  // the element carries the last flit of the packet

  for (genvar i = 0; i < NumIn; i++) begin : gen_dp_in
    assign dp_in_data[i] = head[i][cls_q].data;
  end
  always_comb begin
    elem_last = 1'b0;
    for (int i = 0; i < NumIn; i++) begin
      if (hmask_q[i]) elem_last = head[i][cls_q].last;
    end
  end

  assign dp_in_valid = (state_q == SEQ_STREAM);
  assign dp_in_mask  = first_q ? hmask_q : mask_q;
  assign dp_in_op    = first_q ? 4'(cu_pkg::CU_OP_OR) : op_q;
  assign dp_xfer     = dp_in_valid && dp_in_ready;
  assign tag_in.hdr  = first_q;
  assign tag_in.dest = dest_q;

  always_comb begin
    state_d = state_q;
    cls_d   = cls_q;
    mask_d  = mask_q;
    hmask_d = hmask_q;
    op_d    = op_q;
    dest_d  = dest_q;
    first_d = first_q;
    done_d  = done_q;
    pop     = '0;
    unique case (state_q)
      SEQ_IDLE: begin
        if (gnt_valid) begin
          cls_d   = gnt_idx;
          mask_d  = cmask[gnt_idx];
          hmask_d = first_in[gnt_idx];
          op_d    = hdr_op(ref_hdr[gnt_idx]);
          dest_d  = cls_dest[gnt_idx];
          first_d = 1'b1;
          done_d  = ~cmask[gnt_idx];
          state_d = gnt_drop ? SEQ_DROP : SEQ_STREAM;
        end
      end
      SEQ_STREAM: begin
        if (dp_xfer) begin
          for (int i = 0; i < NumIn; i++) begin
            pop[i][cls_q] = mask_q[i];
          end
          first_d = 1'b0;
          if (elem_last) state_d = SEQ_IDLE;
        end
      end
      SEQ_DROP: begin
        for (int i = 0; i < NumIn; i++) begin
          if (!done_q[i]) begin
            pop[i][cls_q] = 1'b1;
            if (head[i][cls_q].last) done_d[i] = 1'b1;
          end
        end
        if (done_d == '1) state_d = SEQ_IDLE;
      end
      default: state_d = SEQ_IDLE;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= SEQ_IDLE;
      cls_q   <= '0;
      mask_q  <= '0;
      hmask_q <= '0;
      op_q    <= '0;
      dest_q  <= CU_DST_UP;
      first_q <= 1'b0;
      done_q  <= '0;
    end else begin
      state_q <= state_d;
      cls_q   <= cls_d;
      mask_q  <= mask_d;
      hmask_q <= hmask_d;
      op_q    <= op_d;
      dest_q  <= dest_d;
      first_q <= first_d;
      done_q  <= done_d;
    end
  end

  // ==== Datapath and tag FIFO ==================================================================
  logic              dp_out_valid, dp_out_ready;
  logic [63:0]       dp_out_data;
  cu_pkg::cu_flags_t dp_out_flags;
  logic              dp_xfer_out;

  cu_datapath #(
    .NumIn      (NumIn),
    .FracBits   (FracBits),
    .RegFront   (RegFront),
    .TreeRegMask(TreeRegMask),
    .RegBack    (RegBack)
  ) i_datapath (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .in_valid_i (dp_in_valid),
    .in_ready_o (dp_in_ready),
    .in_op_i    (dp_in_op),
    .in_mask_i  (dp_in_mask),
    .in_data_i  (dp_in_data),
    .out_valid_o(dp_out_valid),
    .out_ready_i(dp_out_ready),
    .out_data_o (dp_out_data),
    .out_flags_o(dp_out_flags)
  );

  logic [$clog2(TagDepth + 1)-1:0] tag_level_unused;
  logic                            tag_af_unused;
  cc_fifo #(
    .T          (tag_t),
    .Depth      (TagDepth),
    .FallThrough(1'b1)
  ) i_tag_fifo (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .valid_i      (dp_xfer),
    .ready_o      (tag_in_ready),
    .data_i       (tag_in),
    .valid_o      (tag_out_valid),
    .ready_i      (dp_xfer_out),
    .data_o       (tag_out),
    .level_o      (tag_level_unused),
    .almost_full_o(tag_af_unused)
  );

  // ==== Destination FIFOs and credits ==========================================================
  logic [NUM_DST-1:0] dst_push, dst_ready, dst_valid, dst_pop, dst_out_ready;
  cu_out_flit_t       dst_in, dst_out[NUM_DST];

  assign dp_out_ready = dst_ready[tag_out.dest];
  assign dp_xfer_out  = dp_out_valid && dp_out_ready;
  assign dst_in.hdr   = tag_out.hdr;
  assign dst_in.flags = tag_out.hdr ? '0 : dp_out_flags;
  assign dst_in.data  = dp_out_data;

  assign dst_out_ready = {rec_sys_ready_i, rec_user_ready_i, up_ready_i};

  for (genvar d = 0; d < NUM_DST; d++) begin : gen_dst
    localparam int unsigned DstDepth = (d == int'(CU_DST_UP)) ? UpDepth : RecDepth;  // entries
    logic [$clog2(DstDepth + 1)-1:0] level_unused;
    logic                                af_unused;
    assign dst_push[d] = dp_xfer_out && (tag_out.dest == cu_dst_e'(d));
    cc_fifo #(
      .T          (cu_out_flit_t),
      .Depth      (DstDepth)
    ) i_dst_fifo (
      .clk_i        (clk_i),
      .rst_ni       (rst_ni),
      .valid_i      (dst_push[d]),
      .ready_o      (dst_ready[d]),
      .data_i       (dst_in),
      .valid_o      (dst_valid[d]),
      .ready_i      (dst_out_ready[d]),
      .data_o       (dst_out[d]),
      .level_o      (level_unused),
      .almost_full_o(af_unused)
    );
    assign dst_pop[d] = dst_valid[d] && dst_out_ready[d];

    // Credit: free entries not reserved by a grant.
    always_comb begin
      credit_d[d] = credit_q[d];
      if (gnt_stream && cls_dest[gnt_idx] == cu_dst_e'(d)) begin
        credit_d[d] = credit_d[d] - CrW'(hdr_len(ref_hdr[gnt_idx])) - 1'b1;
      end
      if (dst_pop[d]) begin
        credit_d[d] = credit_d[d] + 1'b1;
      end
    end
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        credit_q[d] <= CrW'(DstDepth);
      end else begin
        credit_q[d] <= credit_d[d];
      end
    end

    // ---- Assertions per destination ----
    // A push into a destination FIFO is always accepted (credits reserved at grant).
    DestNoOverflow_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        (dp_out_valid && tag_out_valid && tag_out.dest == cu_dst_e'(d)) |-> dst_ready[d])
      else $error("collective_unit: destination %0d refuses a granted flit", d);
    // The credit never exceeds the depth (and never wraps below zero).
    CreditInRange_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        32'(credit_q[d]) <= DstDepth)
      else $error("collective_unit: credit of destination %0d out of range", d);
  end

  assign up_valid_o       = dst_valid[CU_DST_UP];
  assign up_data_o        = dst_out[CU_DST_UP].data;
  assign up_flags_o       = dst_out[CU_DST_UP].flags;
  assign up_hdr_o         = dst_out[CU_DST_UP].hdr;
  assign rec_user_valid_o = dst_valid[CU_DST_USER];
  assign rec_user_data_o  = dst_out[CU_DST_USER].data;
  assign rec_user_flags_o = dst_out[CU_DST_USER].flags;
  assign rec_user_hdr_o   = dst_out[CU_DST_USER].hdr;
  assign rec_sys_valid_o  = dst_valid[CU_DST_SYS];
  assign rec_sys_data_o   = dst_out[CU_DST_SYS].data;
  assign rec_sys_flags_o  = dst_out[CU_DST_SYS].flags;
  assign rec_sys_hdr_o    = dst_out[CU_DST_SYS].hdr;

  // ==== Error status and counters ==============================================================
  logic [31:0] drops_now;  // packets dropped in this cycle
  cu_err_t     err_now;    // error bits raised in this cycle
  always_comb begin
    drops_now = '0;
    err_now   = '0;
    for (int i = 0; i < NumIn; i++) begin
      drops_now = drops_now + 32'(in_drop[i]);
      err_now   = err_now | in_err[i];
    end
    if (gnt_drop) begin
      err_now.mismatch = 1'b1;
      drops_now        = drops_now + 32'($countones(cmask[gnt_idx]));
    end
  end

  // Error bits: set by this cycle's errors (also after a write-1-clear of the same cycle).
  // Counters: ERR_COUNT and GRANT_COUNT saturate at 2^32-1; a write in the same cycle clears the
  // counter and this cycle's events are still counted (the event is kept, TRAFFIC.md).
  logic [31:0] err_count_base;    // ERR_COUNT before this cycle's drops (0 when cleared now)
  logic [31:0] grant_count_base;  // GRANT_COUNT before this cycle's grant (0 when cleared now)
  assign err_count_base   = reg2hw.err_count.qe ? '0 : reg2hw.err_count.count;
  assign grant_count_base = reg2hw.grant_count.qe ? '0 : reg2hw.grant_count.count;
  always_comb begin
    hw2reg                   = '0;
    hw2reg.err_status        = {err_now, err_now != '0};
    hw2reg.err_count.count   = (33'(err_count_base) + 33'(drops_now) > 33'hFFFF_FFFF) ?
                               '1 : err_count_base + drops_now;
    hw2reg.err_count.de      = drops_now != '0;
    hw2reg.grant_count.count = (grant_count_base == '1) ? '1 :
                               grant_count_base + 32'(gnt_stream);
    hw2reg.grant_count.de    = gnt_stream;
  end

  // ==== Assertions =============================================================================
  // Parameters in range.
  if (NumIn < 1 || NumIn > 16) begin : gen_bad_numin
    $error("collective_unit: NumIn must be 1..16");
  end
  if (MaxLen < 1 || MaxLen > 127 || VcDepth < MaxLen + 1 || RecDepth < MaxLen + 1 ||
      UpDepth < MaxLen + 1) begin : gen_bad_depth
    $error("collective_unit: MaxLen 1..127 and every depth >= MaxLen + 1");
  end
  // The tag FIFO is never full when an element enters (TagDepth = latency + 1).
  TagNoOverflow_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      dp_xfer |-> tag_in_ready)
    else $error("collective_unit: tag FIFO overflow");
  // Every datapath result has its tag.
  TagPresent_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      dp_out_valid |-> tag_out_valid)
    else $error("collective_unit: datapath result without tag");
  // The sequencer pops only VCs that hold a flit.
  PopHasData_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (pop & ~head_valid) == '0)
    else $error("collective_unit: pop of an empty VC");
  // An element offered to the datapath has no X on its masked inputs (nor on op and mask).
  logic [NumIn-1:0][63:0] dp_in_masked;  // masked input words (unmasked ones forced to 0)
  for (genvar i = 0; i < NumIn; i++) begin : gen_masked
    assign dp_in_masked[i] = dp_in_mask[i] ? dp_in_data[i] : 64'(0);
  end
  ElemKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      dp_in_valid |-> !$isunknown({dp_in_masked, dp_in_mask, dp_in_op}))
    else $error("collective_unit: element offered with X");
  // The sequencer is never in STREAM without its mask (a grant always names a class).
  StreamHasMask_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      (state_q != SEQ_IDLE) |-> (mask_q != '0))
    else $error("collective_unit: serving a class with an empty mask");

  logic unused_sigs;  // unused FIFO outputs and register strobes; gnt is carried as gnt_idx
  assign unused_sigs = ^{tag_level_unused, tag_af_unused, gnt, reg2hw};

endmodule
