// reg_bus_reg_adapter: uvm_reg_adapter of the register bus: a register operation becomes one
// reg_bus_item (op: write, word address, data) with want_response, so the driver answers it
// with a response (provides_responses); a rejected access (reg_rerr_o) or a missing response is
// UVM_NOT_OK. bus2reg() also reads the monitor's complete accesses (access_ap: response items
// with their op), so the same adapter feeds the uvm_reg_predictor.
#pragma once

#include <cstdint>
#include <string>

#include "reg_bus_item.h"
#include "uvm.h"

namespace collnet::common {

class reg_bus_reg_adapter : public uvm::uvm_reg_adapter {
 public:
  explicit reg_bus_reg_adapter(const std::string& name = "reg_bus_reg_adapter")
      : uvm::uvm_reg_adapter(name) {
    provides_responses = true;
  }
  uvm::uvm_sequence_item* reg2bus(const uvm::uvm_reg_bus_op& rw) override {
    auto* item = new reg_bus_item("reg_item");
    item->op.write = rw.kind == uvm::UVM_WRITE;
    item->op.addr = static_cast<unsigned>(rw.addr);
    item->op.data = static_cast<std::uint32_t>(rw.data);
    item->want_response = true;
    return item;
  }
  void bus2reg(const uvm::uvm_sequence_item* bus_item, uvm::uvm_reg_bus_op& rw) override {
    const auto* item = dynamic_cast<const reg_bus_item*>(bus_item);
    if (!item || item->kind != reg_bus_rsp) {
      uvm::uvm_report_fatal("NOT_REG_BUS_RSP",
                            "reg_bus_reg_adapter: the bus item is no reg_bus_item response");
      return;
    }
    rw.kind = item->op.write ? uvm::UVM_WRITE : uvm::UVM_READ;
    rw.addr = item->op.addr;
    rw.data = item->op.write ? item->op.data : item->rdata;
    rw.n_bits = 32;
    rw.status = (item->rerr || !item->rvalid) ? uvm::UVM_NOT_OK : uvm::UVM_IS_OK;
  }
};

/// The front door of a register model on this bus, without auto-predict: `map` sends its
/// accesses through `adapter` on `sequencer`, and `predictor` keeps the mirror from the
/// monitored accesses (the caller connects the monitor's access_ap to it, directly or through a
/// filter).
inline void reg_bus_front_door(uvm::uvm_reg_map* map, uvm::uvm_sequencer_base* sequencer,
                               reg_bus_reg_adapter& adapter,
                               uvm::uvm_reg_predictor<reg_bus_item>* predictor) {
  map->set_sequencer(sequencer, &adapter);
  map->set_auto_predict(false);
  predictor->map = map;
  predictor->adapter = &adapter;
}

}  // namespace collnet::common
