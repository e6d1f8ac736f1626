// bar_pkg: the one package of the barrier block (switch and leaf): packet format, CRC-8
// integrity check, enums, register map constants and helpers. The normative description of
// every field is rtl/barrier/README.md (interface document); this file implements it.
//
// Packet (one per link transfer), PktW = 13 + SeqBits bits:
// | bits                  | field | encoding                                                 |
// |-----------------------|-------|----------------------------------------------------------|
// | PktW-1                | kind  | 0 = REDUCE (child -> parent), 1 = DISTRIBUTE             |
// | PktW-2 .. PktW-5      | group | barrier group 0..15 (>= NumGroups: out of range)         |
// | PktW-6 .. 8           | seq   | operation sequence number, modulo 2^SeqBits              |
// | 7 .. 0                | crc   | CRC-8 (poly 0x07, init 0xFF, MSB first) over the payload |
//
// The packet width depends on SeqBits, so the helpers take the payload as a 32-bit word plus
// SeqBits (functions cannot be parameterised by a type in Verilator-friendly SystemVerilog).
package bar_pkg;

  // Waiver UNUSEDPARAM (up to the end of the register map): the package is shared by the
  // switch and the leaf, and each of them uses a subset of these constants.
  /* verilator lint_off UNUSEDPARAM */

  /// Width of the group field (NumGroups <= 16).
  localparam int unsigned GROUP_W = 4;
  /// Width of the integrity check.
  localparam int unsigned CRC_W = 8;
  /// CRC-8 polynomial x^8 + x^2 + x + 1 (the x^8 term implicit).
  localparam logic [7:0] CRC_POLY = 8'h07;
  /// CRC-8 initial value (makes the all-zero word invalid).
  localparam logic [7:0] CRC_INIT = 8'hFF;
  /// Width of the parent-port field in the PARENT register (NumPorts <= 16).
  localparam int unsigned PORT_W = 4;
  /// Width of timeout reload values.
  localparam int unsigned TMO_W = 16;
  /// Width of counters.
  localparam int unsigned CNT_W = 32;
  /// Register interface address width (word addresses).
  localparam int unsigned REG_AW = 10;
  /// Register interface data width.
  localparam int unsigned REG_DW = 32;
  /// Switch latency: input transfer at edge N -> first output transfer at edge N + HOP_LATENCY.
  localparam int unsigned HOP_LATENCY = 3;

  /// Packet kind.
  typedef enum logic {
    KIND_REDUCE     = 1'b0,
    KIND_DISTRIBUTE = 1'b1
  } bar_kind_e;

  /// Why a switch or leaf dropped a packet; also the index of its error counter (0x200 + k).
  typedef enum logic [2:0] {
    DROP_CRC        = 3'd0,  // integrity check failed
    DROP_GROUP      = 3'd1,  // switch: group >= NumGroups; leaf: group != configured group
    DROP_DISABLED   = 3'd2,  // group (switch) or leaf not enabled
    DROP_PORT_KIND  = 3'd3,  // switch: REDUCE not from a child port; leaf: a REDUCE received
    DROP_DIST_PORT  = 3'd4,  // switch: DISTRIBUTE not from the parent; leaf: unexpected DIST
    DROP_REG        = 3'd5   // (not a packet) rejected register access
  } bar_err_e;
  /// Number of error counters.
  localparam int unsigned NUM_ERR = 6;

  // ---- Register map (README section 4) ----
  // Switch per group g: address g*16 + reg.  Leaf: address reg.
  localparam logic [3:0] REG_CTRL       = 4'h0;  // [0] enable (always writable)
  localparam logic [3:0] REG_CHILD_MASK = 4'h1;  // switch: child ports (write while disabled)
  localparam logic [3:0] REG_GROUP      = 4'h1;  // leaf: group number (write while disabled)
  localparam logic [3:0] REG_PARENT     = 4'h2;  // switch: [3:0] port, [8] is_root
  localparam logic [3:0] REG_T1_RELOAD  = 4'h2;  // leaf: timeout-1 period (write while disabled)
  localparam logic [3:0] REG_T2_RELOAD  = 4'h3;  // switch: timeout-2 period
  localparam logic [3:0] REG_LEAF_STATUS = 4'h3; // leaf: [SeqBits-1:0] seq, [8] waiting
  localparam logic [3:0] REG_STATUS     = 4'h4;  // switch: seq, [8] waiting, [31:16] arrivals
  localparam logic [3:0] REG_LEAF_T1_FIRED = 4'h4;
  localparam logic [3:0] REG_T2_FIRED   = 4'h5;  // switch
  localparam logic [3:0] REG_LEAF_STALE = 4'h5;  // leaf: STALE_DIST
  localparam logic [3:0] REG_STALE_RED  = 4'h6;  // switch
  localparam logic [3:0] REG_STALE_DIST = 4'h7;  // switch
  /// Global block: address 0x200 + k (k < NUM_ERR: error counter k; 0xF: PARAMS).
  localparam logic [1:0] REG_BLK_GLOBAL = 2'b10;
  localparam logic [3:0] REG_PARAMS     = 4'hF;
  /* verilator lint_on UNUSEDPARAM */

  /// Payload width for a given SeqBits.
  function automatic int unsigned payload_w(int unsigned seq_bits);
    return 1 + GROUP_W + seq_bits;
  endfunction

  /// Packet width for a given SeqBits.
  function automatic int unsigned pkt_w(int unsigned seq_bits);
    return payload_w(seq_bits) + CRC_W;
  endfunction

  /// CRC-8 of the low pw bits of payload, MSB (bit pw-1) first.
  function automatic logic [7:0] crc8(logic [31:0] payload, int unsigned pw);
    logic [7:0] crc;
    logic       fb;
    crc = CRC_INIT;
    for (int i = 31; i >= 0; i--) begin
      if (i < int'(pw)) begin
        fb  = crc[7] ^ payload[i];
        crc = {crc[6:0], 1'b0};
        if (fb) begin
          crc = crc ^ CRC_POLY;
        end
      end
    end
    return crc;
  endfunction

  /// Payload word {kind, group, seq} (low bits) for a given SeqBits.
  function automatic logic [31:0] make_payload(bar_kind_e kind, logic [GROUP_W-1:0] group,
                                               logic [7:0] seq, int unsigned seq_bits);
    logic [31:0] p;
    logic [7:0]  seq_mask;
    seq_mask = 8'((9'd1 << seq_bits) - 9'd1);
    p = (32'(kind) << (GROUP_W + seq_bits)) | (32'(group) << seq_bits) | 32'(seq) & 32'(seq_mask);
    return p;
  endfunction

  /// Whole packet word {payload, crc} (low pkt_w(seq_bits) bits).
  function automatic logic [31:0] make_pkt(bar_kind_e kind, logic [GROUP_W-1:0] group,
                                           logic [7:0] seq, int unsigned seq_bits);
    logic [31:0] p;
    p = make_payload(kind, group, seq, seq_bits);
    return (p << CRC_W) | 32'(crc8(p, payload_w(seq_bits)));
  endfunction

  /// True when the CRC of a packet word (low pkt_w(seq_bits) bits) is correct.
  function automatic logic pkt_crc_ok(logic [31:0] pkt, int unsigned seq_bits);
    return crc8(pkt >> CRC_W, payload_w(seq_bits)) == pkt[7:0];
  endfunction

  /// Kind field of a packet word.
  function automatic bar_kind_e pkt_kind(logic [31:0] pkt, int unsigned seq_bits);
    return bar_kind_e'(pkt[CRC_W + GROUP_W + seq_bits]);
  endfunction

  /// Group field of a packet word.
  function automatic logic [GROUP_W-1:0] pkt_group(logic [31:0] pkt, int unsigned seq_bits);
    return GROUP_W'(pkt >> (CRC_W + seq_bits));
  endfunction

  /// Sequence field of a packet word (zero-extended to 8 bits).
  function automatic logic [7:0] pkt_seq(logic [31:0] pkt, int unsigned seq_bits);
    logic [7:0] seq_mask;
    seq_mask = 8'((9'd1 << seq_bits) - 9'd1);
    return 8'(pkt >> CRC_W) & seq_mask;
  endfunction

  /// Saturating increment of a counter by n.
  function automatic logic [CNT_W-1:0] sat_add(logic [CNT_W-1:0] cnt, logic [CNT_W-1:0] n);
    logic [CNT_W:0] sum;
    sum = {1'b0, cnt} + {1'b0, n};
    return sum[CNT_W] ? '1 : sum[CNT_W-1:0];
  endfunction

endpackage
