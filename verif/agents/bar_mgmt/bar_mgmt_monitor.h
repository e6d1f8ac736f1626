// bar_mgmt_monitor: publishes on `ap`, at every edge (sample callback), in this order:
//   the response (bar_mgmt_rsp: rvalid, rdata, rerr as seen now) of the access accepted at the
//     previous sampled edge, if there was one (whatever rvalid is: a missing response is the
//     checker's business);
//   the access accepted at this edge (bar_mgmt_req: reg_valid_i && reg_ready_o).
// The item is a reused member: subscribers copy what they keep.
#pragma once

#include <cstdint>

#include "bar_mgmt_config.h"
#include "bar_mgmt_item.h"
#include "dv_base_monitor.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

class bar_mgmt_monitor : public dv::dv_base_monitor<bar_mgmt_monitor, bar_mgmt_item, bar_mgmt_vif> {
  friend dv_base_monitor;  // calls on_build() and sample()

 public:
  UVM_COMPONENT_UTILS(bar_mgmt_monitor);
  using dv_base_monitor::dv_base_monitor;
  uvm::uvm_analysis_port<bar_mgmt_item> ap{"ap"};
  /// Complete accesses: the response items only, each with the op it answers (the register
  /// predictor's input).
  uvm::uvm_analysis_port<bar_mgmt_item> access_ap{"access_ap"};

 private:
  void sample() {
    m_item.edge = m_h->cycle() + 1;
    if (m_resp_due) {
      m_item.kind = bar_mgmt_rsp;
      m_item.rvalid = m_vif.read_rvalid();
      m_item.rdata = m_vif.read_rdata();
      m_item.rerr = m_vif.read_rerr();
      m_resp_due = false;
      ap.write(m_item);  // m_item.op is still the op of the access answered
      access_ap.write(m_item);
    }
    if (m_vif.read_valid() && m_vif.read_ready()) {
      m_item.kind = bar_mgmt_req;
      m_item.op = {m_vif.read_write(), m_vif.read_addr(), m_vif.read_wdata()};
      m_resp_due = true;
      ap.write(m_item);
    }
  }

  bool m_resp_due = false;  ///< an access was accepted at the previous sampled edge
};

}  // namespace collnet::barrier
