// dv_base_monitor<DERIVED, ITEM, VIF, CFG>: the plumbing of a per-cycle monitor. build_phase
// reads "vif" (VIF), "harness" and, unless CFG is dv::no_cfg, "cfg" (CFG; LOOKUP says whether it
// is required), then calls DERIVED::on_build(); connect_phase registers DERIVED::sample() as a
// sample callback of the harness (every rising edge, before the flops update; CRTP: no virtual
// call per cycle). The published item m_item is a reused member (subscribers copy what they
// keep).
//
//   class my_monitor : public dv::dv_base_monitor<my_monitor, my_item, my_vif, my_config> {
//    public:
//     UVM_COMPONENT_UTILS(my_monitor);
//     using dv_base_monitor::dv_base_monitor;
//     uvm::uvm_analysis_port<my_item> ap{"ap"};
//     void sample() { ...; ap.write(m_item); }   // called by the harness
//   };
#pragma once

#include "vl_harness.h"  // first: Verilator's headers precede SystemC's

#include <type_traits>

#include "dv_base_agent.h"
#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::dv {

/// CFG of a component that reads no "cfg".
struct no_cfg {};

template <typename DERIVED, typename ITEM, typename VIF, typename CFG = no_cfg,
          cfg_lookup LOOKUP = cfg_lookup::required>
class dv_base_monitor : public uvm::uvm_monitor {
 public:
  explicit dv_base_monitor(uvm::uvm_component_name name)
      : uvm::uvm_monitor(name), m_item("mon_item") {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::build_phase(phase);
    if constexpr (!std::is_same_v<CFG, no_cfg>) {
      if constexpr (LOOKUP == cfg_lookup::required)
        get_config(this, "cfg", m_cfg);
      else
        uvm::uvm_config_db<CFG>::get(this, "", "cfg", m_cfg);
    }
    get_config(this, "vif", m_vif, "NOVIF");
    m_h = get_harness(this);
    static_cast<DERIVED*>(this)->on_build();
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::connect_phase(phase);
    m_h->on_sample([this] { static_cast<DERIVED*>(this)->sample(); });
  }

 protected:
  /// After the lookups of build_phase (e.g. to size m_item from m_cfg).
  void on_build() {}

  CFG m_cfg;                                    ///< "cfg" as read in build_phase
  VIF m_vif;                                    ///< the pins
  collnet::dv::vl_harness_base* m_h = nullptr;  ///< the clock loop
  ITEM m_item;                                  ///< published item (reused)
};

}  // namespace collnet::dv
