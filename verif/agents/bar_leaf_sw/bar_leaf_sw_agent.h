// bar_leaf_sw_agent: software interface of a barrier leaf: monitor (always), driver and sequencer
// (active). config_db: "cfg" (bar_leaf_sw_config), "vif" (bar_leaf_sw_vif), "harness".
// Each bar_leaf_sw_item run on `sequencer` is one arrive request (or the env calls
// driver->arrive()); the per-edge view comes out of monitor->ap.
#pragma once

#include "bar_leaf_sw_config.h"
#include "bar_leaf_sw_driver.h"
#include "bar_leaf_sw_item.h"
#include "bar_leaf_sw_monitor.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_leaf_sw_sequencer : public uvm::uvm_sequencer<bar_leaf_sw_item> {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_sw_sequencer);
  explicit bar_leaf_sw_sequencer(uvm::uvm_component_name name)
      : uvm::uvm_sequencer<bar_leaf_sw_item>(name) {}
};

class bar_leaf_sw_agent : public uvm::uvm_agent {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_sw_agent);
  explicit bar_leaf_sw_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}

  bar_leaf_sw_monitor* monitor = nullptr;
  bar_leaf_sw_driver* driver = nullptr;
  bar_leaf_sw_sequencer* sequencer = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::build_phase(phase);
    bar_leaf_sw_config cfg;
    if (!uvm::uvm_config_db<bar_leaf_sw_config>::get(this, "", "cfg", cfg))
      UVM_FATAL("NOCFG", "bar_leaf_sw_agent needs 'cfg' (bar_leaf_sw_config)");
    is_active = cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = bar_leaf_sw_monitor::type_id::create("monitor", this);
    if (is_active == uvm::UVM_ACTIVE) {
      driver = bar_leaf_sw_driver::type_id::create("driver", this);
      sequencer = bar_leaf_sw_sequencer::type_id::create("sequencer", this);
    }
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::connect_phase(phase);
    if (driver) driver->seq_item_port.connect(sequencer->seq_item_export);
  }
};

}  // namespace collnet::barrier
