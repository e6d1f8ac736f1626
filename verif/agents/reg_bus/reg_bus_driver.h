// reg_bus_driver: a queue of register accesses, the head offered every cycle (reg_valid_i high)
// until it is accepted (reg_valid_i && reg_ready_o at an edge), so one access per cycle while the
// queue is not empty. Items come from the sequencer (run_phase thread, item_done at once, or for
// an item with want_response: item_done(rsp) with the response once the DUT answered) or from
// push() (an env's stimulus API). In reset: valid low.
#pragma once

#include <cstdint>
#include <deque>

#include "dv_base_driver.h"
#include "reg_bus_config.h"
#include "reg_bus_item.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::common {

class reg_bus_driver : public dv::dv_base_driver<reg_bus_item, reg_bus_vif> {
 public:
  UVM_COMPONENT_UTILS(reg_bus_driver);
  explicit reg_bus_driver(uvm::uvm_component_name name);
  ~reg_bus_driver() override;

  /// Registers the per-edge sample (response capture) and drive (head of the queue) callbacks.
  void connect_phase(uvm::uvm_phase& phase) override;
  /// Items of the sequencer: queued; an item with want_response waits for its answer.
  void run_phase(uvm::uvm_phase& phase) override;

  /// Queues an access (the env's stimulus API; no response item).
  void push(const reg_bus_op& op) {
    m_q.push_back(op);
    ++m_pushed;
  }
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

  std::deque<reg_bus_op> m_q;                    ///< accesses to do, head offered
  bool m_pop = false;                            ///< head accepted at the last edge, not popped yet
  bool m_rsp_due = false;                        ///< an access was accepted at the last edge
  std::uint64_t m_pushed = 0;                    ///< accesses pushed so far
  std::uint64_t m_answered = 0;                  ///< accesses answered so far (in push order)
  std::uint64_t m_wait_idx = ~std::uint64_t{0};  ///< the access a sequencer item waits for
  struct {
    bool rvalid = false;
    std::uint32_t rdata = 0;
    bool rerr = false;
  } m_rsp;  ///< the answer to access m_wait_idx
};

}  // namespace collnet::common
