// dv_base_driver<ITEM, VIF, CFG, LOOKUP>: the plumbing of a pin-level driver, as dv_base_monitor is
// for a monitor. build_phase reads "cfg" (CFG; LOOKUP: required or optional; nothing for no_cfg),
// "vif" (VIF) and the harness into m_cfg, m_vif, m_h, then calls on_build(); the derived driver
// registers its harness callbacks in connect_phase and runs its sequence loop in run_phase. A
// driver that takes no items (a ready pattern) uses ITEM = uvm::uvm_sequence_item and gets no
// sequencer (its agent's SEQUENCER is void).
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

#include "vl_harness.h"

#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::dv {

template <typename ITEM, typename VIF, typename CFG = no_cfg,
          cfg_lookup LOOKUP = cfg_lookup::required>
class dv_base_driver : public uvm::uvm_driver<ITEM> {
 public:
  explicit dv_base_driver(uvm::uvm_component_name name) : uvm::uvm_driver<ITEM>(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_driver<ITEM>::build_phase(phase);
    get_cfg<LOOKUP>(this, m_cfg);
    get_config(this, "vif", m_vif, "NOVIF");
    m_h = get_harness(this);
    on_build();
  }

 protected:
  /// After the lookups of build_phase (e.g. to check the pins or build a pattern from m_cfg).
  virtual void on_build() {}

  /// The sequence loop of a driver that takes every item at once (UVM get() semantics: the
  /// pins are driven later, from the harness callbacks): take(item), then item_done. Called at
  /// the end of run_phase; it never returns.
  template <typename TAKE>
  void take_items(TAKE take) {
    for (;;) {
      ITEM* req = nullptr;
      this->seq_item_port->get_next_item(req);
      take(*req);
      this->seq_item_port->item_done();
    }
  }

  CFG m_cfg;                                    ///< "cfg" as read in build_phase
  VIF m_vif;                                    ///< the pins
  collnet::dv::vl_harness_base* m_h = nullptr;  ///< the clock loop
};

}  // namespace collnet::dv
