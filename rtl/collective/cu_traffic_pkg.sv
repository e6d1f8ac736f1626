// cu_traffic_pkg: package of the traffic part of the collective unit (collnet).
//
// Header format, class / destination encodings, the management register map, the error bits
// and helper functions. The contract is rtl/collective/TRAFFIC.md; new values go at the end.
package cu_traffic_pkg;

  // ---- Header word ----------------------------------------------------------------------------
  // Field positions, the class encoding and the register map below come from the one
  // description of the unit, rtl/collective/data/collective_unit_regs.yaml, through the
  // generated package cu_reg_pkg (tables in TRAFFIC.md, generated too).
  typedef enum logic [cu_reg_pkg::HDR_CLS_W-1:0] {
    CU_CLS_WORLD = cu_reg_pkg::HDR_CLS_WORLD,
    CU_CLS_SUB   = cu_reg_pkg::HDR_CLS_SUB,
    CU_CLS_SYS   = cu_reg_pkg::HDR_CLS_SYS,
    CU_CLS_BAD   = cu_reg_pkg::HDR_CLS_BAD
  } cu_cls_e;

  /// Number of valid traffic classes (one route register each).
  localparam int unsigned NUM_CLS = cu_reg_pkg::CU_ROUTE_N_MAX;
  /// Width of the length field.
  localparam int unsigned LEN_W   = cu_reg_pkg::HDR_LEN_W;

  // Field extractors. Waiver UNUSEDSIGNAL: each reads only its field of the header word.
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic [cu_reg_pkg::HDR_CLS_W-1:0] hdr_cls(logic [63:0] h);
    return h[cu_reg_pkg::HDR_CLS_LSB +: cu_reg_pkg::HDR_CLS_W];
  endfunction
  function automatic logic [cu_reg_pkg::HDR_OP_W-1:0] hdr_op(logic [63:0] h);
    return h[cu_reg_pkg::HDR_OP_LSB +: cu_reg_pkg::HDR_OP_W];
  endfunction
  function automatic logic [LEN_W-1:0] hdr_len(logic [63:0] h);
    return h[cu_reg_pkg::HDR_LEN_LSB +: LEN_W];
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  // ---- Destinations ---------------------------------------------------------------------------
  // | val | name        | used for                                     |
  // |-----|-------------|----------------------------------------------|
  // |  0  | CU_DST_UP   | route dest bit 0 (any class)                 |
  // |  1  | CU_DST_USER | route dest bit 1, classes 0 and 1            |
  // |  2  | CU_DST_SYS  | route dest bit 1, class 2                    |
  typedef enum logic [1:0] {
    CU_DST_UP   = 2'd0,
    CU_DST_USER = 2'd1,
    CU_DST_SYS  = 2'd2
  } cu_dst_e;

  localparam int unsigned NUM_DST = 3;  ///< number of destinations

  /// Destination of a class given its route dest bit (1 = local delivery).
  function automatic cu_dst_e cls_dst(logic [1:0] cls, logic local_bit);
    if (!local_bit) return CU_DST_UP;
    return (cls == CU_CLS_SYS) ? CU_DST_SYS : CU_DST_USER;
  endfunction

  // ---- Class-route register (stored fields; positions in cu_reg_pkg::CU_ROUTE_*) ----------
  typedef struct packed {
    logic                                enable;
    logic                                local_dst;
    logic [cu_reg_pkg::CU_ROUTE_MASK_W-1:0] mask;
  } cu_route_t;

  // ---- Register bus widths (reg_addr_i, reg_wdata_i), from the description ------------------
  // The map itself (offsets, access rules) is the generated register file cu_reg_top.
  localparam int unsigned REG_AW = cu_reg_pkg::REG_AW;  ///< word-address width
  localparam int unsigned REG_DW = cu_reg_pkg::REG_DW;  ///< data width

  // ---- Error bits (ERR_STATUS): the register's field struct ----------------------------------
  typedef cu_reg_pkg::cu_err_status_reg_t cu_err_t;

  // ---- Flit stored in a destination FIFO ------------------------------------------------------
  typedef struct packed {
    logic              hdr;    ///< header flit of a result packet
    cu_pkg::cu_flags_t flags;  ///< datapath flags (0 on the header)
    logic [63:0]       data;   ///< header or result word
  } cu_out_flit_t;

  // ---- Flit stored in an input VC FIFO --------------------------------------------------------
  typedef struct packed {
    logic        last;  ///< last flit of its packet
    logic [63:0] data;  ///< header or payload word
  } cu_vc_flit_t;

  /// Datapath latency + 1 (cu_datapath README: RegFront + popcount(TreeRegMask[Levels-1:0]) +
  /// RegBack, Levels = $clog2(NumIn)): depth of the tag FIFO that runs beside the datapath.
  function automatic int unsigned tag_depth(int unsigned num_in, bit reg_front,
                                            logic [31:0] tree_reg_mask, bit reg_back);
    int unsigned n;
    n = 1 + 32'(reg_front) + 32'(reg_back);
    for (int unsigned l = 0; l < 32; l++) begin
      if ((1 << l) < num_in && tree_reg_mask[l]) n++;
    end
    return n;
  endfunction

endpackage
