// bar_leaf_sw_driver: software side of a barrier leaf: a count of pending arrive requests;
// arrive_valid_i is high while one is pending (and cfg.may_arrive allows it), held until
// arrive_ready_o takes it (one request per transfer). Requests come from the sequencer (one per
// item, item_done at once) or from arrive() (the env's stimulus API). In reset: valid low.
#pragma once

#include <cstdint>

#include "bar_leaf_sw_config.h"
#include "bar_leaf_sw_item.h"
#include "dv_base_driver.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

class bar_leaf_sw_driver
    : public dv::dv_base_driver<bar_leaf_sw_item, bar_leaf_sw_vif, bar_leaf_sw_config> {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_sw_driver);
  explicit bar_leaf_sw_driver(uvm::uvm_component_name name);
  ~bar_leaf_sw_driver() override;

  void connect_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::connect_phase(phase);
    m_h->on_sample([this] { m_taken = m_vif.read_arrive_valid() && m_vif.read_arrive_ready(); });
    m_h->on_drive([this] { drive(); });
  }
  void run_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::run_phase(phase);
    take_items([this](const bar_leaf_sw_item&) { arrive(); });
  }

  /// One more arrive request.
  void arrive() { ++m_pending; }
  /// Arrive requests not taken yet.
  unsigned pending() const { return m_pending; }

 private:
  void drive() {
    if (m_h->in_reset()) {
      m_vif.drive_arrive_valid(false);
      return;
    }
    if (m_taken) --m_pending;
    m_taken = false;
    m_vif.drive_arrive_valid(m_pending > 0 && (!m_cfg.may_arrive || m_cfg.may_arrive()));
  }

  unsigned m_pending = 0;  ///< arrive requests not taken yet
  bool m_taken = false;    ///< a request was taken at the last edge, not counted yet
};

}  // namespace collnet::barrier
