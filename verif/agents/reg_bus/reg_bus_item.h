// reg_bus_item: one access on the register bus of a collnet block (rtl/common/cc_reg_if.sv: a
// request is accepted at an edge where reg_valid_i and reg_ready_o are high; its response
// (rvalid, rdata, rerr) is on the pins in the cycle after that edge).
//
// | field  | set by             | meaning                                                  |
// |--------|--------------------|----------------------------------------------------------|
// | op     | sequence / monitor | write, addr, wdata (reg_bus_op)                          |
// | kind   | monitor            | reg_bus_req (access accepted) / reg_bus_rsp (response)   |
// | edge   | monitor            | edge of the access (req) or of the response sample (rsp) |
// | req_edge | monitor (rsp)    | edge at which the answered access was accepted           |
// | rvalid, rdata, rerr | monitor (rsp), driver (rsp) | the response pins            |
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::common {

/// One register access as a test or sequence writes it: {write, addr, data}.
struct reg_bus_op {
  bool write = false;
  unsigned addr = 0;
  std::uint32_t data = 0;
};

enum reg_bus_kind : std::uint8_t { reg_bus_req, reg_bus_rsp };

/// The fields of reg_bus_item (copied as a whole by its do_copy()).
struct reg_bus_fields {
  reg_bus_op op;                    ///< the access
  reg_bus_kind kind = reg_bus_req;  ///< monitor: request or response
  std::uint64_t edge = 0;           ///< monitor: edge
  std::uint64_t req_edge = 0;       ///< monitor (rsp): edge of the answered access
  bool rvalid = false;              ///< response: reg_rvalid_o
  std::uint32_t rdata = 0;          ///< response: reg_rdata_o
  bool rerr = false;                ///< response: reg_rerr_o
  /// Sequence: the driver completes the item with a response (item_done(rsp): op, rvalid, rdata,
  /// rerr) once the DUT has answered, instead of at once (the register model's front door).
  bool want_response = false;
};

class reg_bus_item : public uvm::uvm_sequence_item, public reg_bus_fields {
 public:
  UVM_OBJECT_UTILS(reg_bus_item);
  explicit reg_bus_item(const std::string& name = "reg_bus_item") : uvm_sequence_item(name) {}

  std::string convert2string() const override {
    if (kind == reg_bus_rsp)
      return fmt::format("rsp edge {} ({} 0x{:x}) rvalid {} rdata 0x{:x} rerr {}", edge,
                         op.write ? "write" : "read", op.addr, int(rvalid), rdata, int(rerr));
    return fmt::format("req edge {} {} 0x{:x} 0x{:x}", edge, op.write ? "write" : "read", op.addr,
                       op.data);
  }

 protected:
  void do_copy(const uvm::uvm_object& rhs) override {
    uvm::uvm_sequence_item::do_copy(rhs);
    static_cast<reg_bus_fields&>(*this) = dynamic_cast<const reg_bus_item&>(rhs);  // every field
  }
};

}  // namespace collnet::common
