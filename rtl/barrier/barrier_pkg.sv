// barrier_pkg: the one package of the barrier block (switch and leaf): packet helpers, CRC
// integrity check, enums and helpers. The packet fields, the CRC and the
// register map are described once in rtl/barrier/data/barrier_regs.yaml and come from the
// generated package bar_reg_pkg (tables in rtl/barrier/README.md, generated too); this file
// names them for the RTL. The normative description of the protocol is rtl/barrier/README.md.
//
// The packet width depends on SeqBits, so the helpers take the packet as a 32-bit word plus
// SeqBits (functions cannot be parameterised by a type in Verilator-friendly SystemVerilog).
package barrier_pkg;

  // Waiver UNUSEDPARAM (up to the end of the register map): the package is shared by the
  // switch and the leaf, and each of them uses a subset of these constants.
  /* verilator lint_off UNUSEDPARAM */

  // Field widths, the CRC and the register map come from the one description of the block,
  // rtl/barrier/data/barrier_regs.yaml, through the generated package bar_reg_pkg.

  /// Width of the group field (NumGroups <= 16).
  localparam int unsigned GROUP_W = bar_reg_pkg::PKT_GROUP_W;
  /// Width of the integrity check.
  localparam int unsigned CRC_W = bar_reg_pkg::PKT_CRC_W;
  /// CRC polynomial (the x^CRC_W term implicit).
  localparam logic [CRC_W-1:0] CRC_POLY = bar_reg_pkg::PKT_CRC_POLY;
  /// CRC initial value (makes the all-zero word invalid).
  localparam logic [CRC_W-1:0] CRC_INIT = bar_reg_pkg::PKT_CRC_INIT;
  /// CRC final XOR.
  localparam logic [CRC_W-1:0] CRC_XOR_OUT = bar_reg_pkg::PKT_CRC_XOR_OUT;
  /// Width of the parent-port field in the PARENT register (NumPorts <= 16).
  localparam int unsigned PORT_W = bar_reg_pkg::SW_PARENT_PORT_W;
  /// Width of timeout reload values.
  localparam int unsigned TMO_W = bar_reg_pkg::SW_T2_RELOAD_RELOAD_W;
  /// Width of counters.
  localparam int unsigned CNT_W = bar_reg_pkg::SW_T2_FIRED_COUNT_W;
  /// Register interface address width (word addresses).
  localparam int unsigned REG_AW = bar_reg_pkg::REG_AW;
  /// Register interface data width.
  localparam int unsigned REG_DW = bar_reg_pkg::REG_DW;
  /// Switch latency: input transfer at edge N -> first output transfer at edge N + HOP_LATENCY
  /// (reported in PARAMS).
  localparam int unsigned HOP_LATENCY = bar_reg_pkg::SW_PARAMS_HOP_LATENCY_RESET;

  /// Packet kind.
  typedef enum logic {
    KIND_REDUCE     = bar_reg_pkg::PKT_KIND_REDUCE,
    KIND_DISTRIBUTE = bar_reg_pkg::PKT_KIND_DISTRIBUTE
  } bar_kind_e;

  /// Why a switch or leaf dropped a packet; also the index k of its error counter (ERR[k]).
  typedef enum logic [2:0] {
    DROP_CRC        = 3'd0,  // integrity check failed
    DROP_GROUP      = 3'd1,  // switch: group >= NumGroups; leaf: group != configured group
    DROP_DISABLED   = 3'd2,  // group (switch) or leaf not enabled
    DROP_PORT_KIND  = 3'd3,  // switch: REDUCE not from a child port; leaf: a REDUCE received
    DROP_DIST_PORT  = 3'd4,  // switch: DISTRIBUTE not from the parent; leaf: unexpected DIST
    DROP_REG        = 3'd5   // (not a packet) rejected register access
  } bar_err_e;
  /// Number of error counters.
  localparam int unsigned NUM_ERR = bar_reg_pkg::SW_ERR_N_MAX;

  // The register map itself (offsets, access rules, flops) is the generated register files
  // bar_sw_reg_top and bar_leaf_reg_top (README section 4).
  /* verilator lint_on UNUSEDPARAM */

  /// Packet width for a given SeqBits.
  function automatic int unsigned pkt_w(int unsigned seq_bits);
    return bar_reg_pkg::pkt_w(seq_bits);
  endfunction

  /// Payload width (every field above the CRC) for a given SeqBits.
  function automatic int unsigned payload_w(int unsigned seq_bits);
    return pkt_w(seq_bits) - CRC_W;
  endfunction

  /// CRC of the low pw bits of payload, MSB (bit pw-1) first.
  function automatic logic [CRC_W-1:0] crc8(logic [31:0] payload, int unsigned pw);
    logic [CRC_W-1:0] crc;
    logic             fb;
    crc = CRC_INIT;
    for (int i = 31; i >= 0; i--) begin
      if (i < int'(pw)) begin
        fb  = crc[CRC_W-1] ^ payload[i];
        crc = {crc[CRC_W-2:0], 1'b0};
        if (fb) begin
          crc = crc ^ CRC_POLY;
        end
      end
    end
    return crc ^ CRC_XOR_OUT;
  endfunction

  /// Whole packet word {kind, group, seq, crc} (low pkt_w(seq_bits) bits), CRC field zero.
  function automatic logic [31:0] place_fields(bar_kind_e kind, logic [GROUP_W-1:0] group,
                                               logic [7:0] seq, int unsigned seq_bits);
    logic [7:0] seq_mask;
    seq_mask = 8'((9'd1 << seq_bits) - 9'd1);
    return (32'(kind) << bar_reg_pkg::pkt_kind_lsb(seq_bits)) |
           (32'(group) << bar_reg_pkg::pkt_group_lsb(seq_bits)) |
           ((32'(seq) & 32'(seq_mask)) << bar_reg_pkg::PKT_SEQ_LSB);
  endfunction

  /// Payload word {kind, group, seq} (low bits) for a given SeqBits.
  function automatic logic [31:0] make_payload(bar_kind_e kind, logic [GROUP_W-1:0] group,
                                               logic [7:0] seq, int unsigned seq_bits);
    return place_fields(kind, group, seq, seq_bits) >> CRC_W;
  endfunction

  /// Whole packet word {payload, crc} (low pkt_w(seq_bits) bits).
  function automatic logic [31:0] make_pkt(bar_kind_e kind, logic [GROUP_W-1:0] group,
                                           logic [7:0] seq, int unsigned seq_bits);
    return place_fields(kind, group, seq, seq_bits) |
           (32'(crc8(make_payload(kind, group, seq, seq_bits), payload_w(seq_bits)))
            << bar_reg_pkg::PKT_CRC_LSB);
  endfunction

  /// True when the CRC of a packet word (low pkt_w(seq_bits) bits) is correct.
  function automatic logic pkt_crc_ok(logic [31:0] pkt, int unsigned seq_bits);
    return crc8(pkt >> CRC_W, payload_w(seq_bits)) ==
           CRC_W'(pkt >> bar_reg_pkg::PKT_CRC_LSB);
  endfunction

  /// Kind field of a packet word.
  function automatic bar_kind_e pkt_kind(logic [31:0] pkt, int unsigned seq_bits);
    return bar_kind_e'(pkt[bar_reg_pkg::pkt_kind_lsb(seq_bits)]);
  endfunction

  /// Group field of a packet word.
  function automatic logic [GROUP_W-1:0] pkt_group(logic [31:0] pkt, int unsigned seq_bits);
    return GROUP_W'(pkt >> bar_reg_pkg::pkt_group_lsb(seq_bits));
  endfunction

  /// Sequence field of a packet word (zero-extended to 8 bits).
  function automatic logic [7:0] pkt_seq(logic [31:0] pkt, int unsigned seq_bits);
    logic [7:0] seq_mask;
    seq_mask = 8'((9'd1 << seq_bits) - 9'd1);
    return 8'(pkt >> bar_reg_pkg::PKT_SEQ_LSB) & seq_mask;
  endfunction

  /// Saturating increment of a counter by n.
  function automatic logic [CNT_W-1:0] sat_add(logic [CNT_W-1:0] cnt, logic [CNT_W-1:0] n);
    logic [CNT_W:0] sum;
    sum = {1'b0, cnt} + {1'b0, n};
    return sum[CNT_W] ? '1 : sum[CNT_W-1:0];
  endfunction

endpackage
