// reg_bus_agent: the register-bus agent of every block (rtl/common/cc_reg_if.sv): monitor
// (always), driver and sequencer (active). config_db: "cfg" (reg_bus_config, optional), "vif"
// (reg_bus_vif, e.g. reg_bus_pins(harness)), "harness". Sequences of reg_bus_item run on
// `sequencer` (the register model's front door through reg_bus_reg_adapter), or the env calls
// driver->push(); accesses and responses come out of monitor->ap, complete accesses out of
// monitor->access_ap (feed a uvm_reg_predictor<reg_bus_item> with them).
#pragma once

#include "reg_bus_config.h"
#include "reg_bus_driver.h"
#include "reg_bus_item.h"
#include "reg_bus_monitor.h"
#include "reg_bus_reg_adapter.h"
#include "uvm.h"

namespace collnet::regbus {

class reg_bus_sequencer : public uvm::uvm_sequencer<reg_bus_item> {
 public:
  UVM_COMPONENT_UTILS(reg_bus_sequencer);
  explicit reg_bus_sequencer(uvm::uvm_component_name name)
      : uvm::uvm_sequencer<reg_bus_item>(name) {}
};

class reg_bus_agent : public uvm::uvm_agent {
 public:
  UVM_COMPONENT_UTILS(reg_bus_agent);
  explicit reg_bus_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}

  reg_bus_monitor* monitor = nullptr;
  reg_bus_driver* driver = nullptr;
  reg_bus_sequencer* sequencer = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::build_phase(phase);
    reg_bus_config cfg;
    uvm::uvm_config_db<reg_bus_config>::get(this, "", "cfg", cfg);
    is_active = cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = reg_bus_monitor::type_id::create("monitor", this);
    if (is_active == uvm::UVM_ACTIVE) {
      driver = reg_bus_driver::type_id::create("driver", this);
      sequencer = reg_bus_sequencer::type_id::create("sequencer", this);
    }
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::connect_phase(phase);
    if (driver) driver->seq_item_port.connect(sequencer->seq_item_export);
  }
};

}  // namespace collnet::regbus
