// cu_reg_seq: one register-bus access (write, or read returning `rdata`), complete when the
// unit has answered it.
#pragma once

#include <cstdint>
#include <string>

#include "reg_bus_item.h"
#include "uvm.h"

namespace collnet::collective {

class cu_reg_seq : public uvm::uvm_sequence<common::reg_bus_item> {
 public:
  UVM_OBJECT_UTILS(cu_reg_seq);
  explicit cu_reg_seq(const std::string& name = "cu_reg_seq") : uvm_sequence(name) {}
  bool we = false;
  unsigned addr = 0;
  std::uint32_t wdata = 0;
  std::uint32_t rdata = 0;  ///< result of a read
  void body() override {
    common::reg_bus_item req("req");
    start_item(&req);
    req.op = {we, addr, wdata};
    req.want_response = true;  // completes once the unit answered (the next cycle)
    finish_item(&req);
    common::reg_bus_item* rsp = nullptr;
    get_response(rsp, req.get_transaction_id());
    rdata = rsp->rdata;
  }
};

}  // namespace collnet::collective
