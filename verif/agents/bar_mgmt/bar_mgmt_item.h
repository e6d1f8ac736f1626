// bar_mgmt_item: one access on the register interface of a barrier switch or leaf
// (rtl/barrier/README.md "Registers": one access per cycle, always ready in the RTL, response
// (rvalid, rdata, rerr) in the cycle after the access edge).
//
// | field  | set by             | meaning                                                  |
// |--------|--------------------|----------------------------------------------------------|
// | op     | sequence / monitor | write, addr, wdata (bar_reg_op)                          |
// | kind   | monitor            | bar_mgmt_req (access accepted) / bar_mgmt_rsp (response)  |
// | edge   | monitor            | edge of the access (req) or of the response sample (rsp) |
// | rvalid, rdata, rerr | monitor (rsp) | the response pins the cycle after the access   |
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::barrier {

/// One register access as the tests write it: {write, addr, data}.
struct bar_reg_op {
  bool write = false;
  unsigned addr = 0;
  std::uint32_t data = 0;
};

enum bar_mgmt_kind : std::uint8_t { bar_mgmt_req, bar_mgmt_rsp };

class bar_mgmt_item : public uvm::uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(bar_mgmt_item);
  explicit bar_mgmt_item(const std::string& name = "bar_mgmt_item") : uvm_sequence_item(name) {}

  bar_reg_op op;                      ///< the access
  bar_mgmt_kind kind = bar_mgmt_req;  ///< monitor: request or response
  std::uint64_t edge = 0;             ///< monitor: edge
  bool rvalid = false;                ///< monitor (rsp): reg_rvalid_o
  std::uint32_t rdata = 0;            ///< monitor (rsp): reg_rdata_o
  bool rerr = false;                  ///< monitor (rsp): reg_rerr_o
  /// Sequence: the driver completes the item with a response (item_done(rsp): op, rvalid, rdata,
  /// rerr) once the DUT has answered, instead of at once (the register model's front door).
  bool want_response = false;

  std::string convert2string() const override {
    if (kind == bar_mgmt_rsp)
      return fmt::format("rsp edge {} rvalid {} rdata 0x{:x} rerr {}", edge, int(rvalid), rdata,
                         int(rerr));
    return fmt::format("req edge {} {} 0x{:03x} 0x{:x}", edge, op.write ? "write" : "read", op.addr,
                       op.data);
  }

 protected:
  void do_copy(const uvm::uvm_object& rhs) override {
    uvm::uvm_sequence_item::do_copy(rhs);
    const auto& r = dynamic_cast<const bar_mgmt_item&>(rhs);
    op = r.op;
    kind = r.kind;
    edge = r.edge;
    rvalid = r.rvalid;
    rdata = r.rdata;
    rerr = r.rerr;
    want_response = r.want_response;
  }
};

}  // namespace collnet::barrier
