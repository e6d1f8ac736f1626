// cc_reg_pkg: the request and response of the one register bus of collnet (cc_reg_if.sv). A
// block's register port is this pair of packed structs; a block's map uses the low AddrW bits of
// the address (its package's REG_AW), the upper bits are 0.
package cc_reg_pkg;

  /// Address bits of the bus (the widest block map; a block uses its low REG_AW bits).
  localparam int unsigned CC_REG_AW = 16;
  /// Data bits of the bus.
  localparam int unsigned CC_REG_DW = 32;

  /// Request (master to block).
  typedef struct packed {
    logic                 valid;  // request; accepted at an edge where valid && ready
    logic                 write;  // 1 write, 0 read
    logic [CC_REG_AW-1:0] addr;   // word address
    logic [CC_REG_DW-1:0] wdata;  // write data
  } cc_reg_req_t;

  /// Response (block to master).
  typedef struct packed {
    logic                 ready;   // 1 out of reset (one access per cycle)
    logic                 rvalid;  // response, one cycle after each accepted request
    logic [CC_REG_DW-1:0] rdata;   // read data (0 for writes and rejected accesses)
    logic                 rerr;    // the access was rejected
  } cc_reg_rsp_t;

endpackage
