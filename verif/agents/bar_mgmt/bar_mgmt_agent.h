// bar_mgmt_agent: register interface of a barrier switch or leaf: monitor (always), driver and
// sequencer (active). config_db: "cfg" (bar_mgmt_config, optional), "vif" (bar_mgmt_vif),
// "harness". Sequences of bar_mgmt_item (field op) run on `sequencer` (or the env calls
// driver->push()); accesses and responses come out of monitor->ap.
#pragma once

#include "bar_mgmt_config.h"
#include "bar_mgmt_driver.h"
#include "bar_mgmt_item.h"
#include "bar_mgmt_monitor.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_mgmt_sequencer : public uvm::uvm_sequencer<bar_mgmt_item> {
 public:
  UVM_COMPONENT_UTILS(bar_mgmt_sequencer);
  explicit bar_mgmt_sequencer(uvm::uvm_component_name name)
      : uvm::uvm_sequencer<bar_mgmt_item>(name) {}
};

class bar_mgmt_agent : public uvm::uvm_agent {
 public:
  UVM_COMPONENT_UTILS(bar_mgmt_agent);
  explicit bar_mgmt_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}

  bar_mgmt_monitor* monitor = nullptr;
  bar_mgmt_driver* driver = nullptr;
  bar_mgmt_sequencer* sequencer = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::build_phase(phase);
    bar_mgmt_config cfg;
    uvm::uvm_config_db<bar_mgmt_config>::get(this, "", "cfg", cfg);
    is_active = cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = bar_mgmt_monitor::type_id::create("monitor", this);
    if (is_active == uvm::UVM_ACTIVE) {
      driver = bar_mgmt_driver::type_id::create("driver", this);
      sequencer = bar_mgmt_sequencer::type_id::create("sequencer", this);
    }
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::connect_phase(phase);
    if (driver) driver->seq_item_port.connect(sequencer->seq_item_export);
  }
};

}  // namespace collnet::barrier
