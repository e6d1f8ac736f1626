// cu_mgmt_reg_adapter: uvm_reg_adapter of the collective_unit management interface: a register
// operation becomes one cu_mgmt_item (word address, 32-bit data); the driver answers every
// item with a response carrying the read data (provides_responses). bus2reg() also reads the
// monitor's items (writes: wdata, reads: the value read), so the same adapter feeds the
// uvm_reg_predictor.
#pragma once

#include "cu_mgmt_config.h"
#include "uvm.h"

namespace collnet::cuunit {

class cu_mgmt_reg_adapter : public uvm::uvm_reg_adapter {
 public:
  explicit cu_mgmt_reg_adapter(const std::string& name = "cu_mgmt_reg_adapter")
      : uvm::uvm_reg_adapter(name) {
    provides_responses = true;
  }
  uvm::uvm_sequence_item* reg2bus(const uvm::uvm_reg_bus_op& rw) override {
    auto* item = new cu_mgmt_item("reg_item");
    item->we = rw.kind == uvm::UVM_WRITE;
    item->addr = static_cast<unsigned>(rw.addr);
    item->wdata = static_cast<std::uint32_t>(rw.data);
    return item;
  }
  void bus2reg(const uvm::uvm_sequence_item* bus_item, uvm::uvm_reg_bus_op& rw) override {
    const auto* item = dynamic_cast<const cu_mgmt_item*>(bus_item);
    if (!item) {
      uvm::uvm_report_fatal("NOT_CU_MGMT", "cu_mgmt_reg_adapter: the bus item is no cu_mgmt_item");
      return;
    }
    rw.kind = item->we ? uvm::UVM_WRITE : uvm::UVM_READ;
    rw.addr = item->addr;
    rw.data = item->we ? item->wdata : item->rdata;
    rw.n_bits = 32;
    rw.status = uvm::UVM_IS_OK;
  }
};

}  // namespace collnet::cuunit
