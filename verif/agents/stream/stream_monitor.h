// stream_monitor<T>: watches one valid/ready port and publishes every transfer.
//
// No thread: it registers one sample callback with the harness (dv_base_monitor: called at every
// rising edge, before the flops update, not during reset). A transfer is a cycle with valid and
// ready both high; the monitor then fills its item (data, the edge number, the cycles valid waited
// for ready) and writes it to `ap`. The item object is reused: subscribers copy what they keep.
//
// Protocol checks (cfg.check_protocol), UVM_ERROR [STREAM_PROTO]: once valid is high without
// ready, valid must stay high and data must not change until the transfer (one report per
// violation; the _bad tests fifo_proto_bad and fifo_proto_data_bad prove both checks fire).
//
// config_db fields (for this component or its agent): "vif" (stream_vif<T>), "harness"
// (collnet::dv::vl_harness_base*), "cfg" (stream_agent_config, optional).
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "dv_base_monitor.h"
#include "stream_agent_config.h"
#include "stream_item.h"
#include "stream_vif.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::common {

template <typename T>
class stream_monitor : public dv::dv_base_monitor<stream_monitor<T>, stream_item<T>, stream_vif<T>,
                                                  stream_agent_config, dv::cfg_lookup::optional> {
  using base = dv::dv_base_monitor<stream_monitor<T>, stream_item<T>, stream_vif<T>,
                                   stream_agent_config, dv::cfg_lookup::optional>;
  friend base;  // calls on_build() and sample()

 public:
  UVM_COMPONENT_PARAM_UTILS(stream_monitor<T>);
  explicit stream_monitor(uvm::uvm_component_name name) : base(name) {}

  /// Every transfer on the port.
  uvm::uvm_analysis_port<stream_item<T>> ap{"ap"};

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::report_phase(phase);
    UVM_INFO("STREAM_MON", fmt::format("{} transfer(s), {} stall cycle(s)", m_count, m_stalls),
             uvm::UVM_LOW);
  }

  std::uint64_t transfers() const { return m_count; }
  std::uint64_t stall_cycles() const { return m_stalls; }

 protected:  // the UVM_* macros report as this component, also from a callback
  using base::uvm_report;
  using base::uvm_report_enabled;

 private:
  using base::m_cfg;
  using base::m_h;
  using base::m_item;
  using base::m_vif;

  void on_build() {
    if (!m_vif.can_monitor())
      UVM_FATAL("NOVIF", "stream_monitor needs a stream_vif with read_valid/ready/data ('vif')");
  }

  void sample() {
    const bool valid = m_vif.read_valid();
    if (!valid) {
      if (VL_UNLIKELY(m_pending && m_cfg.check_protocol))
        protocol_error("valid dropped", "before the transfer");
      m_pending = false;
      return;
    }
    const bool ready = m_vif.read_ready();
    if (m_cfg.check_protocol && m_pending) {
      const T d = m_vif.read_data();
      if (VL_UNLIKELY(!(d == m_pending_data))) {
        protocol_error("data changed", "while waiting for ready");
        m_pending_data = d;  // one report per change, not one per cycle after it
      }
    }
    if (ready) {
      m_item.data = m_vif.read_data();
      m_item.cycle = m_h->cycle() + 1;  // the rising edge about to happen
      m_item.wait_cycles = m_pending ? m_item.cycle - m_offer_cycle : 0;
      m_pending = false;
      ++m_count;
      this->write(ap, m_item);
      return;
    }
    ++m_stalls;
    if (!m_pending) {
      m_pending = true;
      m_offer_cycle = m_h->cycle() + 1;
      if (m_cfg.check_protocol) m_pending_data = m_vif.read_data();
    }
  }

  /// UVM_ERROR [STREAM_PROTO] (out of line: keeps sample()'s frame small).
  [[gnu::cold, gnu::noinline]] void protocol_error(const char* what, const char* when) {
    UVM_ERROR("STREAM_PROTO", fmt::format("{} at cycle {} {} (offered since cycle {})", what,
                                          m_h->cycle() + 1, when, m_offer_cycle));
  }

  bool m_pending = false;           ///< valid without ready seen, not yet transferred
  std::uint64_t m_offer_cycle = 0;  ///< edge at which the pending item was first offered
  T m_pending_data{};               ///< data of the pending item (protocol check)
  std::uint64_t m_count = 0;        ///< transfers
  std::uint64_t m_stalls = 0;       ///< cycles with valid and not ready
};

}  // namespace collnet::common
