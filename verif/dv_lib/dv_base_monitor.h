// dv_base_monitor<DERIVED, ITEM, VIF, CFG>: the plumbing of a per-cycle monitor. build_phase
// reads "vif" (VIF), "harness" and, unless CFG is dv::no_cfg, "cfg" (CFG; LOOKUP says whether it
// is required), then calls DERIVED::on_build(); connect_phase registers DERIVED::sample() as a
// sample callback of the harness (every rising edge, before the flops update; CRTP: no virtual
// call per cycle). The published item m_item is a reused member (subscribers copy what they
// keep): a UVM item, or the plain struct of a probe (one observation of every pin per cycle).
//
// write(port, item) is how an item leaves a monitor: with +record it is first recorded (one line
// of <out_dir>/transactions.log, stream = the port's name; uvm_recorder.h), then written to the
// port. Without +record that costs one flag test per item.
//
//   class my_monitor : public dv::dv_base_monitor<my_monitor, my_item, my_vif, my_config> {
//    public:
//     UVM_COMPONENT_UTILS(my_monitor);
//     using dv_base_monitor::dv_base_monitor;
//     uvm::uvm_analysis_port<my_item> ap{"ap"};
//     void sample() { ...; write(ap, m_item); }   // called by the harness
//   };
#pragma once

#include "vl_harness.h"

#include <type_traits>

#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::dv {

/// The published item of a monitor: a UVM item is named "mon_item", a plain struct (a probe's
/// per-cycle observation) value-initialised.
template <typename ITEM, bool NAMED = std::is_constructible_v<ITEM, const char*>>
struct dv_monitor_item {
  ITEM m_item{"mon_item"};  ///< published item (reused)
};
template <typename ITEM>
struct dv_monitor_item<ITEM, false> {
  ITEM m_item{};  ///< published item (reused)
};

template <typename DERIVED, typename ITEM, typename VIF, typename CFG = no_cfg,
          cfg_lookup LOOKUP = cfg_lookup::required>
class dv_base_monitor : public uvm::uvm_monitor, protected dv_monitor_item<ITEM> {
 public:
  explicit dv_base_monitor(uvm::uvm_component_name name) : uvm::uvm_monitor(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::build_phase(phase);
    get_cfg<LOOKUP>(this, m_cfg);
    get_config(this, "vif", m_vif, "NOVIF");
    m_h = get_harness(this);
    m_record = uvm::uvm_recorder::get()->is_enabled();
    static_cast<DERIVED*>(this)->on_build();
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::connect_phase(phase);
    m_h->on_sample([this] { static_cast<DERIVED*>(this)->sample(); });
  }

 protected:
  /// After the lookups of build_phase (e.g. to size m_item from m_cfg).
  void on_build() {}

  /// Publishes `it` on `port`, recorded first under +record (stream: the port's name).
  template <typename T>
  void write(uvm::uvm_analysis_port<T>& port, const T& it) {
    record_item(port, it);
    port.write(it);
  }
  /// Records `it` under +record as published on `port` (a monitor that publishes every cycle
  /// records only the cycles with an event).
  template <typename T>
  void record_item(const uvm::uvm_analysis_port<T>& port, const T& it) const {
    static_assert(std::is_base_of_v<uvm::uvm_object, T>, "only uvm_objects are recorded");
    if (VL_UNLIKELY(m_record)) record(port.get_name(), it);
  }

  CFG m_cfg;                                    ///< "cfg" as read in build_phase
  VIF m_vif;                                    ///< the pins
  collnet::dv::vl_harness_base* m_h = nullptr;  ///< the clock loop
  using dv_monitor_item<ITEM>::m_item;          ///< published item (reused)
  bool m_record = false;                        ///< +record: items are recorded
};

/// A probe: a monitor of every pin of a DUT that publishes one observation OBS (a plain struct
/// with a member `edge`) per edge on `ap`. At every edge sample() fills the reused observation
/// (DERIVED::observe(OBS&) reads the pins), stamps it with the edge it is of (cycle() + 1: the
/// sample callback runs before the edge is counted) and publishes it. publish() is the one place
/// an observation leaves it: a _bad test's factory override may falsify it there (the production
/// probe carries no fault hook).
template <typename DERIVED, typename OBS, typename VIF, typename CFG = no_cfg>
class dv_base_probe : public dv_base_monitor<DERIVED, OBS, VIF, CFG> {
  friend dv_base_monitor<DERIVED, OBS, VIF, CFG>;  // calls sample()

 public:
  explicit dv_base_probe(uvm::uvm_component_name name)
      : dv_base_monitor<DERIVED, OBS, VIF, CFG>(name) {}

  /// One observation per edge.
  uvm::uvm_analysis_port<OBS> ap{"ap"};

 protected:
  /// Publishes the observation of one edge (a fault-injecting override may change it first).
  virtual void publish(OBS& o) { ap.write(o); }

 private:
  void sample() {
    OBS& o = this->m_item;
    static_cast<DERIVED*>(this)->observe(o);
    o.edge = this->m_h->cycle() + 1;
    publish(o);
  }
};

}  // namespace collnet::dv
