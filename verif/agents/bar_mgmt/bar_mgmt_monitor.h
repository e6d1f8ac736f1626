// bar_mgmt_monitor: publishes on `ap`, at every edge (sample callback), in this order:
//   the response (bar_mgmt_rsp: rvalid, rdata, rerr as seen now) of the access accepted at the
//     previous sampled edge, if there was one (whatever rvalid is: a missing response is the
//     checker's business), and also a response (rvalid high) that answers no access (on `ap`
//     only: a stray response is the checker's business too);
//   the access accepted at this edge (bar_mgmt_req: reg_valid_i && reg_ready_o).
// The item is a reused member: subscribers copy what they keep.
#pragma once

#include <cstdint>

#include "bar_mgmt_config.h"
#include "bar_mgmt_item.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

class bar_mgmt_monitor : public uvm::uvm_monitor {
 public:
  UVM_COMPONENT_UTILS(bar_mgmt_monitor);
  explicit bar_mgmt_monitor(uvm::uvm_component_name name)
      : uvm::uvm_monitor(name), m_item("mon_item") {}
  uvm::uvm_analysis_port<bar_mgmt_item> ap{"ap"};
  /// Complete accesses: the response items only, each with the op it answers (the register
  /// predictor's input).
  uvm::uvm_analysis_port<bar_mgmt_item> access_ap{"access_ap"};

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::build_phase(phase);
    if (!uvm::uvm_config_db<bar_mgmt_vif>::get(this, "", "vif", m_vif))
      UVM_FATAL("NOVIF", "bar_mgmt_monitor needs 'vif' (bar_mgmt_vif)");
    if (!uvm::uvm_config_db<vlh::vl_harness_base*>::get(this, "", "harness", m_h) || !m_h)
      UVM_FATAL("NOHARNESS", "bar_mgmt_monitor needs 'harness'");
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::connect_phase(phase);
    m_h->on_sample([this] { sample(); });
  }

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
    } else if (m_vif.read_rvalid()) {
      m_item.kind = bar_mgmt_rsp;
      m_item.rvalid = true;
      m_item.rdata = m_vif.read_rdata();
      m_item.rerr = m_vif.read_rerr();
      ap.write(m_item);
    }
    if (m_vif.read_valid() && m_vif.read_ready()) {
      m_item.kind = bar_mgmt_req;
      m_item.op = {m_vif.read_write(), m_vif.read_addr(), m_vif.read_wdata()};
      m_resp_due = true;
      ap.write(m_item);
    }
  }

  bar_mgmt_vif m_vif;
  vlh::vl_harness_base* m_h = nullptr;
  bar_mgmt_item m_item;     ///< published item (reused)
  bool m_resp_due = false;  ///< an access was accepted at the previous sampled edge
};

}  // namespace collnet::barrier
