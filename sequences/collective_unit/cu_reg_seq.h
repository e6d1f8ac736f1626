// cu_reg_seq: one management register access (write, or read returning `rdata`).
#pragma once

#include <cstdint>
#include <string>

#include "cu_mgmt_config.h"
#include "uvm.h"

namespace collnet::cuunit {

class cu_reg_seq : public uvm::uvm_sequence<cu_mgmt_item> {
 public:
  UVM_OBJECT_UTILS(cu_reg_seq);
  explicit cu_reg_seq(const std::string& name = "cu_reg_seq") : uvm_sequence(name) {}
  bool we = false;
  unsigned addr = 0;
  std::uint32_t wdata = 0;
  std::uint32_t rdata = 0;  ///< result of a read
  void body() override {
    cu_mgmt_item req("req");
    start_item(&req);
    req.we = we;
    req.addr = addr;
    req.wdata = wdata;
    finish_item(&req);
    cu_mgmt_item* rsp = nullptr;
    get_response(rsp, req.get_transaction_id());
    rdata = rsp->rdata;
  }
};

}  // namespace collnet::cuunit
