// dv_base_driver<ITEM, VIF, CFG>: the plumbing of a pin-level driver, as dv_base_monitor is for a
// monitor. build_phase reads "cfg" (CFG, required), "vif" (VIF) and the harness; the derived
// driver registers its harness callbacks in connect_phase and runs its sequence loop in run_phase.
//
//   class my_driver : public dv::dv_base_driver<my_item, my_vif, my_config> {
//    public:
//     UVM_COMPONENT_UTILS(my_driver);
//     using dv_base_driver::dv_base_driver;
//     void connect_phase(uvm::uvm_phase& phase) override {
//       dv_base_driver::connect_phase(phase);
//       m_h->on_drive([this] { drive(); });
//     }
//   };
#pragma once

#include "vl_harness.h"  // first: Verilator's headers precede SystemC's

#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::dv {

template <typename ITEM, typename VIF, typename CFG>
class dv_base_driver : public uvm::uvm_driver<ITEM> {
 public:
  explicit dv_base_driver(uvm::uvm_component_name name) : uvm::uvm_driver<ITEM>(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_driver<ITEM>::build_phase(phase);
    get_config(this, "cfg", m_cfg);
    get_config(this, "vif", m_vif, "NOVIF");
    m_h = get_harness(this);
  }

 protected:
  CFG m_cfg;                                    ///< "cfg" as read in build_phase
  VIF m_vif;                                    ///< the pins
  collnet::dv::vl_harness_base* m_h = nullptr;  ///< the clock loop
};

}  // namespace collnet::dv
