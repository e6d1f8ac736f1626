// cu_link_agent: one input port of collective_unit: monitor (always), driver + sequencer
// (active). config_db: "cfg" (cu_link_config), "vif" (cu_link_vif), "harness".
// Sequences of cu_link_item run on `sequencer`; packets come out of `monitor->ap`.
#pragma once

#include "cu_link_config.h"
#include "cu_link_driver.h"
#include "cu_link_item.h"
#include "cu_link_monitor.h"
#include "uvm.h"

namespace collnet::cuunit {

class cu_link_sequencer : public uvm::uvm_sequencer<cu_link_item> {
 public:
  UVM_COMPONENT_UTILS(cu_link_sequencer);
  explicit cu_link_sequencer(uvm::uvm_component_name name)
      : uvm::uvm_sequencer<cu_link_item>(name) {}
};

class cu_link_agent : public uvm::uvm_agent {
 public:
  UVM_COMPONENT_UTILS(cu_link_agent);
  explicit cu_link_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}

  cu_link_monitor* monitor = nullptr;
  cu_link_driver* driver = nullptr;
  cu_link_sequencer* sequencer = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::build_phase(phase);
    cu_link_config cfg;
    if (!uvm::uvm_config_db<cu_link_config>::get(this, "", "cfg", cfg))
      UVM_FATAL("NOCFG", "cu_link_agent needs 'cfg' (cu_link_config)");
    is_active = cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = cu_link_monitor::type_id::create("monitor", this);
    if (is_active == uvm::UVM_ACTIVE) {
      driver = cu_link_driver::type_id::create("driver", this);
      sequencer = cu_link_sequencer::type_id::create("sequencer", this);
    }
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::connect_phase(phase);
    if (driver) driver->seq_item_port.connect(sequencer->seq_item_export);
  }
};

}  // namespace collnet::cuunit
