// cu_rec_monitor: watches one destination stream of collective_unit and publishes every result
// packet (header flit with hdr = 1, then len flits with hdr = 0; TRAFFIC.md) on `ap`.
// UVM_ERROR [CU_REC_FRAME]: a packet does not start with a header flit, a header flit has
// flags, or a header flit comes inside a packet. One sample callback, no thread.
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "collective_unit_regs.h"  // header codec (len)
#include "cu_rec_config.h"
#include "dv_base_monitor.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::collective {

class cu_rec_monitor
    : public dv::dv_base_monitor<cu_rec_monitor, cu_rec_item, cu_rec_vif, cu_rec_config> {
  friend dv_base_monitor;  // calls on_build() and sample()

 public:
  UVM_COMPONENT_UTILS(cu_rec_monitor);
  explicit cu_rec_monitor(uvm::uvm_component_name name);
  ~cu_rec_monitor() override;

  uvm::uvm_analysis_port<cu_rec_item> ap{"ap"};

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::report_phase(phase);
    UVM_INFO("CU_REC_MON",
             fmt::format("dest {}: {} packet(s), {} flit(s)", m_cfg.dest, m_pkts, m_flits),
             uvm::UVM_LOW);
  }
  std::uint64_t packets() const { return m_pkts; }
  std::uint64_t flits() const { return m_flits; }

 private:
  void on_build() {
    m_item.dest = m_cfg.dest;
    m_item.words.reserve(128);
    m_item.flags.reserve(128);
  }
  void sample() {
    if (!m_vif.read_valid() || !m_vif.read_ready()) return;
    const std::uint64_t d = m_vif.read_data();
    const unsigned fl = m_vif.read_flags();
    ++m_flits;
    const bool hdr = flit_hdr();
    const std::uint64_t edge = m_h->cycle() + 1;
    if (m_left == 0) {
      if (VL_UNLIKELY(!hdr || fl != 0)) {
        UVM_ERROR("CU_REC_FRAME",
                  fmt::format("dest {} cycle {}: packet start has hdr {} flags 0x{:x} (expected "
                              "hdr 1, flags 0)",
                              m_cfg.dest, edge, hdr ? 1 : 0, fl));
      }
      m_item.hdr = d;
      m_item.words.clear();
      m_item.flags.clear();
      m_item.first_cycle = edge;
      m_left = static_cast<unsigned>(collnet::collective::regs::hdr_unpack(d).len);
    } else {
      if (VL_UNLIKELY(hdr))
        UVM_ERROR("CU_REC_FRAME",
                  fmt::format("dest {} cycle {}: header flit inside a packet", m_cfg.dest, edge));
      m_item.words.push_back(d);
      m_item.flags.push_back(static_cast<std::uint8_t>(fl));
      --m_left;
    }
    if (m_left == 0) {
      m_item.last_cycle = edge;
      ++m_pkts;
      publish(m_item);
    }
  }

  unsigned m_left = 0;

 protected:
  /// The hdr flag of the flit taken now (a _bad test's factory override may falsify it).
  virtual bool flit_hdr() { return m_vif.read_hdr(); }
  /// Publishes a complete result packet (a _bad test's override may drop or corrupt it).
  virtual void publish(cu_rec_item& it) { write(ap, it); }

  std::uint64_t m_pkts = 0, m_flits = 0;  ///< packets and flits taken so far
};

}  // namespace collnet::collective
