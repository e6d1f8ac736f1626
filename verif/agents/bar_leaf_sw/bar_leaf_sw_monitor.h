// bar_leaf_sw_monitor: publishes on `ap` one bar_leaf_sw_item per edge (sample callback): the
// arrive transfer and the release/status outputs as they are before the edge. The item is a
// reused member: subscribers copy what they keep.
#pragma once

#include "bar_leaf_sw_config.h"
#include "bar_leaf_sw_item.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

class bar_leaf_sw_monitor : public uvm::uvm_monitor {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_sw_monitor);
  explicit bar_leaf_sw_monitor(uvm::uvm_component_name name)
      : uvm::uvm_monitor(name), m_item("mon_item") {}
  uvm::uvm_analysis_port<bar_leaf_sw_item> ap{"ap"};

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::build_phase(phase);
    if (!uvm::uvm_config_db<bar_leaf_sw_vif>::get(this, "", "vif", m_vif))
      UVM_FATAL("NOVIF", "bar_leaf_sw_monitor needs 'vif' (bar_leaf_sw_vif)");
    if (!uvm::uvm_config_db<vlh::vl_harness_base*>::get(this, "", "harness", m_h) || !m_h)
      UVM_FATAL("NOHARNESS", "bar_leaf_sw_monitor needs 'harness'");
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::connect_phase(phase);
    m_h->on_sample([this] {
      m_item.edge = m_h->cycle() + 1;
      m_item.arrive_ready = m_vif.read_arrive_ready();
      m_item.arrive = m_vif.read_arrive_valid() && m_item.arrive_ready;
      m_item.release = m_vif.read_release();
      m_item.release_seq = m_vif.read_release_seq();
      m_item.waiting = m_vif.read_waiting();
      m_item.seq = m_vif.read_seq();
      ap.write(m_item);
    });
  }

 private:
  bar_leaf_sw_vif m_vif;
  vlh::vl_harness_base* m_h = nullptr;
  bar_leaf_sw_item m_item;  ///< published item (reused)
};

}  // namespace collnet::barrier
