// dv_base_agent<CFG, DRIVER, MONITOR, SEQUENCER>: the plumbing of every agent. build_phase reads
// the agent's configuration (config_db field "cfg", type CFG, which has `bool is_active`), builds
// the monitor always and, when active, the driver and the sequencer; connect_phase connects the
// driver's seq_item_port to the sequencer. An agent is then a few lines:
//
//   using bar_port_sequencer = dv::dv_sequencer<bar_pkt_item>;
//   class bar_port_agent
//       : public dv::dv_base_agent<bar_port_config, bar_port_driver, bar_port_monitor,
//                                  bar_port_sequencer> {
//    public:
//     UVM_COMPONENT_UTILS(bar_port_agent);
//     using dv_base_agent::dv_base_agent;
//   };
//
// SEQUENCER = void: no sequencer (a driver that needs no items, e.g. a ready pattern).
// LOOKUP = cfg_lookup::optional: a missing "cfg" means CFG's defaults instead of UVM_FATAL.
// needs_sequencer(cfg) may be overridden (a stream sink has a driver but no sequencer).
// The driver and monitor read their own "vif" and "harness" (dv_config_lookup.h).
#pragma once

#include <type_traits>

#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::dv {

/// The sequencer of an agent whose driver takes ITEMs (created by type, as an agent's part).
template <typename ITEM>
class dv_sequencer : public uvm::uvm_sequencer<ITEM> {
 public:
  UVM_COMPONENT_PARAM_UTILS(dv_sequencer<ITEM>);
  explicit dv_sequencer(uvm::uvm_component_name name) : uvm::uvm_sequencer<ITEM>(name) {}
};

template <typename CFG, typename DRIVER, typename MONITOR, typename SEQUENCER,
          cfg_lookup LOOKUP = cfg_lookup::required>
class dv_base_agent : public uvm::uvm_agent {
 public:
  static constexpr bool has_sequencer = !std::is_void_v<SEQUENCER>;
  using sequencer_t = std::conditional_t<has_sequencer, SEQUENCER, void>;

  explicit dv_base_agent(uvm::uvm_component_name name) : uvm::uvm_agent(name) {}

  MONITOR* monitor = nullptr;        ///< always built
  DRIVER* driver = nullptr;          ///< active agents
  sequencer_t* sequencer = nullptr;  ///< active agents whose driver takes items

  void build_phase(uvm::uvm_phase& phase) override {
    // is_active comes from the agent's config object, not config_db "is_active" (which
    // uvm_agent::build_phase reads, warning [ACTPASS:] when it is unset).
    uvm::uvm_component::build_phase(phase);
    get_cfg<LOOKUP>(this, m_cfg);
    is_active = m_cfg.is_active ? uvm::UVM_ACTIVE : uvm::UVM_PASSIVE;
    monitor = MONITOR::type_id::create("monitor", this);
    if (is_active != uvm::UVM_ACTIVE) return;
    driver = DRIVER::type_id::create("driver", this);
    if constexpr (has_sequencer)
      if (needs_sequencer(m_cfg)) sequencer = SEQUENCER::type_id::create("sequencer", this);
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_agent::connect_phase(phase);
    if constexpr (has_sequencer)
      if (driver && sequencer) driver->seq_item_port.connect(sequencer->seq_item_export);
  }

  /// The configuration as read in build_phase.
  const CFG& cfg() const { return m_cfg; }

 protected:
  /// Does an active agent with this configuration get a sequencer?
  virtual bool needs_sequencer(const CFG& cfg) const {
    (void)cfg;
    return true;
  }

 private:
  CFG m_cfg;  ///< as read in build_phase
};

}  // namespace collnet::dv
