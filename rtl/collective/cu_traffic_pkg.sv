// cu_traffic_pkg: package of the traffic part of the collective unit (collnet).
//
// Header format, class / destination encodings, the management register map, the error bits
// and helper functions. The contract is rtl/collective/TRAFFIC.md; new values go at the end.
package cu_traffic_pkg;

  // ---- Header word ----------------------------------------------------------------------------
  // | bits  | field | meaning                                                    |
  // |-------|-------|------------------------------------------------------------|
  // | 1:0   | cls   | 0 user comm-world, 1 user sub-communicator, 2 system, 3 bad |
  // | 3:2   | -     | reserved, carried unchanged                                |
  // | 7:4   | op    | cu_pkg::cu_op_e, 0..11 valid                               |
  // | 14:8  | len   | payload words, valid 1..MaxLen                             |
  // | 63:15 | -     | reserved / tag, carried unchanged                          |
  typedef enum logic [1:0] {
    CU_CLS_WORLD = 2'd0,
    CU_CLS_SUB   = 2'd1,
    CU_CLS_SYS   = 2'd2,
    CU_CLS_BAD   = 2'd3
  } cu_cls_e;

  localparam int unsigned NUM_CLS = 3;  ///< number of valid traffic classes
  localparam int unsigned LEN_W   = 7;  ///< width of the length field

  // Field extractors. Waiver UNUSEDSIGNAL: each reads only its field of the header word.
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic [1:0] hdr_cls(logic [63:0] h);
    return h[1:0];
  endfunction
  function automatic logic [3:0] hdr_op(logic [63:0] h);
    return h[7:4];
  endfunction
  function automatic logic [LEN_W-1:0] hdr_len(logic [63:0] h);
    return h[14:8];
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

  // ---- Class-route register -------------------------------------------------------------------
  // | bits  | field  | meaning                                |
  // |-------|--------|----------------------------------------|
  // | 15:0  | mask   | input mask, bit i = input i            |
  // | 16    | local  | 0 up-tree, 1 local reception FIFO      |
  // | 30:17 | -      | reads 0                                |
  // | 31    | enable | class enabled                          |
  typedef struct packed {
    logic        enable;
    logic        local_dst;
    logic [15:0] mask;
  } cu_route_t;

  // ---- Register addresses (reg_addr_i) --------------------------------------------------------
  localparam logic [3:0] REG_ROUTE0      = 4'd0;  ///< class 0 route, RW
  localparam logic [3:0] REG_ROUTE1      = 4'd1;  ///< class 1 route, RW
  localparam logic [3:0] REG_ROUTE2      = 4'd2;  ///< class 2 route, RW
  localparam logic [3:0] REG_CTRL        = 4'd3;  ///< bit 0 sys_prio, RW
  localparam logic [3:0] REG_ERR_STATUS  = 4'd4;  ///< sticky error bits, RW1C
  localparam logic [3:0] REG_ERR_COUNT   = 4'd5;  ///< dropped packets, R, write clears
  localparam logic [3:0] REG_GRANT_COUNT = 4'd6;  ///< streamed grants, R, write clears

  // ---- Error bits (ERR_STATUS) ----------------------------------------------------------------
  // | bit | name            | condition                                          |
  // |-----|-----------------|----------------------------------------------------|
  // |  0  | bad_class       | header cls = 3                                     |
  // |  1  | not_enabled     | class route not enabled                            |
  // |  2  | bad_op          | op > 11                                            |
  // |  3  | bad_len         | len = 0 or len > MaxLen                            |
  // |  4  | not_in_mask     | the input is not in the class mask                 |
  // |  5  | mismatch        | masked head headers of a ready class differ (op/len)|
  typedef struct packed {
    logic mismatch;
    logic not_in_mask;
    logic bad_len;
    logic bad_op;
    logic not_enabled;
    logic bad_class;
  } cu_err_t;

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
