// cu_rec_driver: drives the ready of one destination stream by its pattern (random slow
// draining, or bursts with long stalls), AND-ed with a stall gate a virtual sequence can close
// for long stretches (set_stalled). No item (ITEM = uvm_sequence_item, no sequencer), no thread:
// one drive callback. No analysis port.
#pragma once

#include <memory>

#include "cu_rec_config.h"
#include "dv_base_driver.h"
#include "stream_pattern.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::collective {

class cu_rec_driver : public dv::dv_base_driver<uvm::uvm_sequence_item, cu_rec_vif, cu_rec_config> {
 public:
  UVM_COMPONENT_UTILS(cu_rec_driver);
  explicit cu_rec_driver(uvm::uvm_component_name name);
  ~cu_rec_driver() override;

  void connect_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::connect_phase(phase);
    m_h->on_drive([this] {
      if (m_h->in_reset()) {
        m_vif.drive_ready(false);
        return;
      }
      const bool act = m_pat->active();
      m_vif.drive_ready(act && !m_stalled);
    });
  }
  /// Close (true) or open the stall gate (from a sequence or test thread).
  void set_stalled(bool s) { m_stalled = s; }
  bool stalled() const { return m_stalled; }
  /// Replace the ready pattern (between phases of a test).
  void set_pattern(const common::stream_pattern& p) {
    m_pat = std::make_unique<common::stream_pattern_cursor>(
        p, uvm::seed_for(get_full_name() + ".pattern." + std::to_string(m_pat_count++)));
  }

 private:
  void on_build() override { set_pattern(m_cfg.ready_pattern); }

  std::unique_ptr<common::stream_pattern_cursor> m_pat;
  bool m_stalled = false;
  unsigned m_pat_count = 0;
};

}  // namespace collnet::collective
