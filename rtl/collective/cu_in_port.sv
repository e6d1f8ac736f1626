// cu_in_port: one input port of the collective unit: header check, drop of malformed packets,
// and one VC FIFO (cc_fifo) per traffic class with a count of complete packets.
//
// A packet is a header flit plus len payload flits (framing by the length field, also for a
// dropped packet). The header is checked against the class routes when it arrives:
// | condition                      | error bit    |
// |--------------------------------|--------------|
// | cls == 3                       | bad_class    |
// | route[cls].enable == 0         | not_enabled  |
// | op > CU_OP_LAST                | bad_op       |
// | len == 0 or len > MaxLen       | bad_len      |
// | route[cls].mask[InIdx] == 0    | not_in_mask  |
// Any set bit: the whole packet is consumed and discarded (drop_o pulses with err_o in the
// header cycle). Otherwise the flits go to VC cls, the last one marked `last`.
//
// Handshake: header ready = room_o[cls] (VC can take a MaxLen packet) or 1 if dropped; payload
// ready = ready of the VC (1 if dropped). pkt_avail_o[c]: VC c holds a complete packet.
module cu_in_port
  import cu_traffic_pkg::*;
#(
  /// Index of this input (bit of the class masks).
  parameter int unsigned InIdx   = 0,
  /// Largest accepted payload length (1..127).
  parameter int unsigned MaxLen  = 64,
  /// Entries of each VC FIFO (>= MaxLen + 1).
  parameter int unsigned VcDepth = 2 * (MaxLen + 1),
  /// Width of the complete-packet counters. Do not override.
  localparam int unsigned CntW   = $clog2(VcDepth + 1)
) (
  /// Clock, rising edge.
  input  logic                 clk_i,
  /// Asynchronous reset, active low. Waiver: used synchronously in `disable iff` (SYNCASYNCNET).
  /* verilator lint_off SYNCASYNCNET */
  input  logic                 rst_ni,
  /* verilator lint_on SYNCASYNCNET */
  /// Class routes (for the header check).
  input  cu_route_t            route_i[NUM_CLS],
  /// Input flit offered.
  input  logic                 in_valid_i,
  /// Input flit taken.
  output logic                 in_ready_o,
  /// Input flit.
  input  logic [63:0]          in_data_i,
  /// VC c has room for a whole MaxLen packet.
  output logic [NUM_CLS-1:0]   room_o,
  /// VC c holds at least one complete packet.
  output logic [NUM_CLS-1:0]   pkt_avail_o,
  /// VC c head flit valid.
  output logic [NUM_CLS-1:0]   head_valid_o,
  /// VC c head flit.
  output cu_vc_flit_t          head_o[NUM_CLS],
  /// Pop the head flit of VC c (only when head_valid_o[c]).
  input  logic [NUM_CLS-1:0]   pop_i,
  /// A malformed packet is dropped (header cycle).
  output logic                 drop_o,
  /// Error bits of the dropped packet (valid with drop_o; mismatch always 0).
  output cu_err_t              err_o
);

  // ---- Packet state ----
  logic             busy_q, busy_d;  // inside a packet (payload flits pending)
  logic [1:0]       cls_q, cls_d;    // class of the current packet
  logic [LEN_W-1:0] rem_q, rem_d;    // payload flits still to come
  logic             drop_q, drop_d;  // the current packet is being dropped

  logic             is_hdr;          // the offered flit is a header
  logic [cu_reg_pkg::HDR_CLS_W-1:0] h_cls;
  logic [cu_reg_pkg::HDR_OP_W-1:0]  h_op;
  logic [LEN_W-1:0] h_len;
  cu_err_t          h_err;           // checks of the offered header
  logic             h_drop;
  logic             xfer;            // input transfer

  logic [NUM_CLS-1:0] vc_ready;      // VC FIFO ready_o
  logic [NUM_CLS-1:0] vc_push;

  assign is_hdr = !busy_q;
  assign h_cls  = hdr_cls(in_data_i);
  assign h_op   = hdr_op(in_data_i);
  assign h_len  = hdr_len(in_data_i);

  always_comb begin
    h_err = '0;
    h_err.bad_class = (h_cls == CU_CLS_BAD);
    h_err.bad_op    = (h_op > cu_pkg::CU_OP_LAST);
    h_err.bad_len   = (h_len == '0) || (32'(h_len) > MaxLen);
    if (h_cls != CU_CLS_BAD) begin
      h_err.not_enabled = !route_i[h_cls].enable;
      h_err.not_in_mask = !route_i[h_cls].mask[InIdx];
    end
  end
  assign h_drop = |h_err;

  always_comb begin
    in_ready_o = 1'b0;
    if (is_hdr) begin
      in_ready_o = h_drop ? 1'b1 : room_o[h_cls];
    end else begin
      in_ready_o = drop_q ? 1'b1 : vc_ready[cls_q];
    end
  end
  assign xfer = in_valid_i && in_ready_o;

  assign drop_o = xfer && is_hdr && h_drop;
  assign err_o  = drop_o ? h_err : '0;

  always_comb begin
    busy_d = busy_q;
    cls_d  = cls_q;
    rem_d  = rem_q;
    drop_d = drop_q;
    if (xfer) begin
      if (is_hdr) begin
        busy_d = (h_len != '0);
        cls_d  = h_cls;
        rem_d  = h_len;
        drop_d = h_drop;
      end else begin
        rem_d = rem_q - 1'b1;
        if (rem_q == LEN_W'(1)) begin
          busy_d = 1'b0;
        end
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q <= 1'b0;
      cls_q  <= '0;
      rem_q  <= '0;
      drop_q <= 1'b0;
    end else begin
      busy_q <= busy_d;
      cls_q  <= cls_d;
      rem_q  <= rem_d;
      drop_q <= drop_d;
    end
  end

  cu_vc_flit_t wr_flit;  // flit written into a VC
  assign wr_flit.data = in_data_i;
  assign wr_flit.last = !is_hdr && (rem_q == LEN_W'(1));

  for (genvar c = 0; c < NUM_CLS; c++) begin : gen_vc
    logic [CntW-1:0] level_unused;    // VC fill level (room_o comes from almost_full)
    logic [CntW-1:0] pkts_q, pkts_d;  // complete packets stored
    logic            no_room;         // fill level > VcDepth - (MaxLen + 1)
    logic            pkt_in, pkt_out; // last flit written / popped

    always_comb begin
      vc_push[c] = 1'b0;
      if (xfer) begin
        vc_push[c] = is_hdr ? (!h_drop && h_cls == 2'(c)) : (!drop_q && cls_q == 2'(c));
      end
    end

    // almost_full_o at VcDepth - MaxLen entries: below it a whole MaxLen packet still fits
    // (VcDepth >= MaxLen + 1 is checked by collective_unit, so the threshold is >= 1).
    cc_fifo #(
      .T               (cu_vc_flit_t),
      .Depth           (VcDepth),
      .AlmostFullThresh(VcDepth - MaxLen)
    ) i_vc_fifo (
      .clk_i        (clk_i),
      .rst_ni       (rst_ni),
      .valid_i      (vc_push[c]),
      .ready_o      (vc_ready[c]),
      .data_i       (wr_flit),
      .valid_o      (head_valid_o[c]),
      .ready_i      (pop_i[c]),
      .data_o       (head_o[c]),
      .level_o      (level_unused),
      .almost_full_o(no_room)
    );

    assign room_o[c] = !no_room;

    assign pkt_in  = vc_push[c] && wr_flit.last;
    assign pkt_out = pop_i[c] && head_valid_o[c] && head_o[c].last;
    always_comb begin
      pkts_d = pkts_q;
      if (pkt_in && !pkt_out) begin
        pkts_d = pkts_q + 1'b1;
      end else if (!pkt_in && pkt_out) begin
        pkts_d = pkts_q - 1'b1;
      end
    end
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        pkts_q <= '0;
      end else begin
        pkts_q <= pkts_d;
      end
    end
    assign pkt_avail_o[c] = (pkts_q != '0);

    // ---- Assertions per VC ----
    // No push into a full VC (the handshake checks room / ready).
    VcNoOverflow_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        vc_push[c] |-> vc_ready[c])
      else $error("cu_in_port: push into a full VC");
    // No pop from an empty VC.
    VcNoUnderflow_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        pop_i[c] |-> head_valid_o[c])
      else $error("cu_in_port: pop from an empty VC");
    // A complete packet is never popped past (counter never wraps below zero).
    PktCountOk_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
        pkt_out |-> (pkts_q != '0))
      else $error("cu_in_port: last flit popped with no complete packet counted");
  end

  // ---- Assertions of the port ----
  // A valid flit is never X.
  HdrKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      in_valid_i |-> !$isunknown(in_data_i))
    else $error("cu_in_port: valid input flit is X");
  // Control outputs are never X.
  CtrlKnown_A: assert property (@(posedge clk_i) disable iff (!rst_ni)
      !$isunknown({in_ready_o, room_o, pkt_avail_o, head_valid_o, drop_o}))
    else $error("cu_in_port: control output is X");

endmodule
