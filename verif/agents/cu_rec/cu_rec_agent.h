// cu_rec_agent: consumer of one collective_unit destination (up-tree / user reception / system
// reception): monitor (always) and ready driver (active). config_db: "cfg" (cu_rec_config),
// "vif" (cu_rec_vif), "harness". Result packets come out of `monitor->ap`.
#pragma once

#include "cu_rec_config.h"
#include "cu_rec_driver.h"
#include "cu_rec_monitor.h"
#include "uvm.h"

namespace collnet::cuunit {

class cu_rec_agent : public uvm::uvm_agent {
 public:
  UVM_COMPONENT_UTILS(cu_rec_agent);
  explicit cu_rec_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}
  cu_rec_monitor* monitor = nullptr;
  cu_rec_driver* driver = nullptr;
  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::build_phase(phase);
    cu_rec_config cfg;
    if (!uvm::uvm_config_db<cu_rec_config>::get(this, "", "cfg", cfg))
      UVM_FATAL("NOCFG", "cu_rec_agent needs 'cfg' (cu_rec_config)");
    is_active = cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = cu_rec_monitor::type_id::create("monitor", this);
    if (is_active == uvm::UVM_ACTIVE) driver = cu_rec_driver::type_id::create("driver", this);
  }
};

}  // namespace collnet::cuunit
