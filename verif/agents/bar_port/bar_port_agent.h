// bar_port_agent: one link port of a barrier switch or leaf: monitor (always), driver and
// sequencer (active). config_db: "cfg" (bar_port_config), "vif" (bar_port_vif), "harness".
// Sequences of bar_pkt_item run on `sequencer` (or the env calls driver->push()); transfers come
// out of monitor->rx_ap / tx_ap, the tx_ready pattern out of monitor->ready_ap.
#pragma once

#include "bar_pkt_item.h"
#include "bar_port_config.h"
#include "bar_port_driver.h"
#include "bar_port_monitor.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_port_sequencer : public uvm::uvm_sequencer<bar_pkt_item> {
 public:
  UVM_COMPONENT_UTILS(bar_port_sequencer);
  explicit bar_port_sequencer(uvm::uvm_component_name name)
      : uvm::uvm_sequencer<bar_pkt_item>(name) {}
};

class bar_port_agent : public uvm::uvm_agent {
 public:
  UVM_COMPONENT_UTILS(bar_port_agent);
  explicit bar_port_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}

  bar_port_monitor* monitor = nullptr;
  bar_port_driver* driver = nullptr;
  bar_port_sequencer* sequencer = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::build_phase(phase);
    bar_port_config cfg;
    if (!uvm::uvm_config_db<bar_port_config>::get(this, "", "cfg", cfg))
      UVM_FATAL("NOCFG", "bar_port_agent needs 'cfg' (bar_port_config)");
    is_active = cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = bar_port_monitor::type_id::create("monitor", this);
    if (is_active == uvm::UVM_ACTIVE) {
      driver = bar_port_driver::type_id::create("driver", this);
      sequencer = bar_port_sequencer::type_id::create("sequencer", this);
    }
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::connect_phase(phase);
    if (driver) driver->seq_item_port.connect(sequencer->seq_item_export);
  }
};

}  // namespace collnet::barrier
