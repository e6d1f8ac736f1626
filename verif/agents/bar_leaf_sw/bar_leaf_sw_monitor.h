// bar_leaf_sw_monitor: publishes on `ap` one bar_leaf_sw_item per edge (sample callback): the
// arrive transfer and the release/status outputs as they are before the edge. The item is a
// reused member: subscribers copy what they keep.
#pragma once

#include "bar_leaf_sw_config.h"
#include "bar_leaf_sw_item.h"
#include "dv_base_monitor.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

class bar_leaf_sw_monitor
    : public dv::dv_base_monitor<bar_leaf_sw_monitor, bar_leaf_sw_item, bar_leaf_sw_vif> {
  friend dv_base_monitor;  // calls on_build() and sample()

 public:
  UVM_COMPONENT_UTILS(bar_leaf_sw_monitor);
  explicit bar_leaf_sw_monitor(uvm::uvm_component_name name);
  ~bar_leaf_sw_monitor() override;
  uvm::uvm_analysis_port<bar_leaf_sw_item> ap{"ap"};

 private:
  void sample() {
    m_item.edge = m_h->cycle() + 1;
    m_item.arrive_ready = m_vif.read_arrive_ready();
    m_item.arrive = m_vif.read_arrive_valid() && m_item.arrive_ready;
    m_item.release = m_vif.read_release();
    m_item.release_seq = m_vif.read_release_seq();
    m_item.waiting = m_vif.read_waiting();
    m_item.seq = m_vif.read_seq();
    if (m_item.arrive || m_item.release) record_item(ap, m_item);  // every edge: events only
    ap.write(m_item);
  }
};

}  // namespace collnet::barrier
