// stream_agent<T>: monitor (always), and when active a driver, plus a sequencer for a source.
//
//   config_db (for the agent, e.g. set(this, "env.in_agent*", ...)):
//     "cfg"     stream_agent_config   role, pattern, prefetch, is_active
//     "vif"     stream_vif<T>         the port's pins
//     "harness" vlh::vl_harness_base* clock and per-cycle callbacks
//   sequences run on `sequencer` (nullptr for sinks and passive agents); transfers come out of
//   `monitor->ap`.
#pragma once

#include <string>

#include "stream_agent_config.h"
#include "stream_driver.h"
#include "stream_item.h"
#include "stream_monitor.h"
#include "stream_vif.h"
#include "uvm.h"

namespace collnet::stream {

template <typename T>
class stream_sequencer : public uvm::uvm_sequencer<stream_item<T>> {
 public:
  UVM_COMPONENT_PARAM_UTILS(stream_sequencer<T>);
  explicit stream_sequencer(uvm::uvm_component_name name)
      : uvm::uvm_sequencer<stream_item<T>>(name) {}
};

template <typename T>
class stream_agent : public uvm::uvm_agent {
 public:
  UVM_COMPONENT_PARAM_UTILS(stream_agent<T>);
  explicit stream_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}

  stream_monitor<T>* monitor = nullptr;      ///< always built
  stream_driver<T>* driver = nullptr;        ///< active agents
  stream_sequencer<T>* sequencer = nullptr;  ///< active sources

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::build_phase(phase);
    if (!uvm::uvm_config_db<stream_agent_config>::get(this, "", "cfg", m_cfg))
      UVM_FATAL("NOCFG", "stream_agent needs 'cfg' (stream_agent_config)");
    is_active = m_cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = stream_monitor<T>::type_id::create("monitor", this);
    if (is_active == uvm::UVM_ACTIVE) {
      driver = stream_driver<T>::type_id::create("driver", this);
      if (m_cfg.role == stream_role::source)
        sequencer = stream_sequencer<T>::type_id::create("sequencer", this);
    }
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::connect_phase(phase);
    if (driver && sequencer) driver->seq_item_port.connect(sequencer->seq_item_export);
  }

  const stream_agent_config& cfg() const { return m_cfg; }

 private:
  stream_agent_config m_cfg;  ///< as read in build_phase
};

}  // namespace collnet::stream
