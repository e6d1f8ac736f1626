// cu_mgmt_agent: management register interface of collective_unit: monitor (always), driver and
// sequencer (active). config_db: "cfg" (cu_mgmt_config), "vif" (cu_mgmt_vif), "harness".
#pragma once

#include "cu_mgmt_config.h"
#include "cu_mgmt_driver.h"
#include "cu_mgmt_monitor.h"
#include "uvm.h"

namespace collnet::cuunit {

class cu_mgmt_sequencer : public uvm::uvm_sequencer<cu_mgmt_item> {
 public:
  UVM_COMPONENT_UTILS(cu_mgmt_sequencer);
  explicit cu_mgmt_sequencer(uvm::uvm_component_name name)
      : uvm::uvm_sequencer<cu_mgmt_item>(name) {}
};

class cu_mgmt_agent : public uvm::uvm_agent {
 public:
  UVM_COMPONENT_UTILS(cu_mgmt_agent);
  explicit cu_mgmt_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}
  cu_mgmt_monitor* monitor = nullptr;
  cu_mgmt_driver* driver = nullptr;
  cu_mgmt_sequencer* sequencer = nullptr;
  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::build_phase(phase);
    cu_mgmt_config cfg;
    uvm::uvm_config_db<cu_mgmt_config>::get(this, "", "cfg", cfg);
    is_active = cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = cu_mgmt_monitor::type_id::create("monitor", this);
    if (is_active == uvm::UVM_ACTIVE) {
      driver = cu_mgmt_driver::type_id::create("driver", this);
      sequencer = cu_mgmt_sequencer::type_id::create("sequencer", this);
    }
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::connect_phase(phase);
    if (driver) driver->seq_item_port.connect(sequencer->seq_item_export);
  }
};

}  // namespace collnet::cuunit
