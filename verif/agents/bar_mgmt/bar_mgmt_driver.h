// bar_mgmt_driver: a queue of register accesses, the head offered every cycle (reg_valid_i high)
// until it is accepted (reg_valid_i && reg_ready_o at an edge), so one access per cycle while the
// queue is not empty. Items come from the sequencer (run_phase thread, item_done at once) or from
// push() (the env's stimulus API). In reset: valid low.
#pragma once

#include <cstdint>
#include <deque>

#include "bar_mgmt_config.h"
#include "bar_mgmt_item.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

class bar_mgmt_driver : public uvm::uvm_driver<bar_mgmt_item> {
 public:
  UVM_COMPONENT_UTILS(bar_mgmt_driver);
  explicit bar_mgmt_driver(uvm::uvm_component_name name) : uvm::uvm_driver<bar_mgmt_item>(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_driver<bar_mgmt_item>::build_phase(phase);
    if (!uvm::uvm_config_db<bar_mgmt_vif>::get(this, "", "vif", m_vif))
      UVM_FATAL("NOVIF", "bar_mgmt_driver needs 'vif' (bar_mgmt_vif)");
    if (!uvm::uvm_config_db<vlh::vl_harness_base*>::get(this, "", "harness", m_h) || !m_h)
      UVM_FATAL("NOHARNESS", "bar_mgmt_driver needs 'harness'");
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_driver<bar_mgmt_item>::connect_phase(phase);
    m_h->on_sample([this] { m_pop = m_vif.read_valid() && m_vif.read_ready(); });
    m_h->on_drive([this] { drive(); });
  }
  void run_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_driver<bar_mgmt_item>::run_phase(phase);
    for (;;) {
      bar_mgmt_item* req = nullptr;
      seq_item_port->get_next_item(req);
      push(req->op);
      seq_item_port->item_done();
    }
  }

  void push(const bar_reg_op& op) { m_q.push_back(op); }
  bool empty() const { return m_q.empty(); }

 private:
  void drive() {
    if (m_h->in_reset()) {
      m_vif.drive(false, false, 0, 0);
      return;
    }
    if (m_pop) m_q.pop_front();
    m_pop = false;
    if (m_q.empty())
      m_vif.drive(false, false, 0, 0);
    else
      m_vif.drive(true, m_q.front().write, m_q.front().addr, m_q.front().data);
  }

  bar_mgmt_vif m_vif;
  vlh::vl_harness_base* m_h = nullptr;
  std::deque<bar_reg_op> m_q;  ///< accesses to do, head offered
  bool m_pop = false;          ///< head accepted at the last edge, not popped yet
};

}  // namespace collnet::barrier
