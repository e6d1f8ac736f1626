// cu_link_monitor: watches one input port of collective_unit and publishes every packet the
// DUT took (framing by the header's length field, TRAFFIC.md: a packet is always 1 + len
// flits, also when it is dropped) on `ap`, with the cycles of its header and last flit.
// One sample callback, no thread; the item is a reused member (subscribers copy what they keep).
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "cu_link_config.h"
#include "cu_link_item.h"
#include "dv_base_monitor.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::collective {

class cu_link_monitor
    : public dv::dv_base_monitor<cu_link_monitor, cu_link_item, cu_link_vif, cu_link_config> {
  friend dv_base_monitor;  // calls on_build() and sample()

 public:
  UVM_COMPONENT_UTILS(cu_link_monitor);
  explicit cu_link_monitor(uvm::uvm_component_name name);
  ~cu_link_monitor() override;

  /// Every complete packet taken by the DUT on this port.
  uvm::uvm_analysis_port<cu_link_item> ap{"ap"};

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::report_phase(phase);
    UVM_INFO("CU_LINK_MON",
             fmt::format("port {}: {} packet(s), {} flit(s)", m_cfg.port, m_pkts, m_flits),
             uvm::UVM_LOW);
  }

  std::uint64_t packets() const { return m_pkts; }
  /// A packet has started and not all its flits were taken yet.
  bool in_packet() const { return m_left != 0 || m_in_pkt; }

 private:
  void on_build() {
    m_item.port = m_cfg.port;
    m_item.pkt.words.reserve(128);
  }
  void sample() {
    if (!m_vif.read_valid() || !m_vif.read_ready()) return;
    const std::uint64_t d = m_vif.read_data();
    const std::uint64_t edge = m_h->cycle() + 1;
    ++m_flits;
    if (!m_in_pkt) {
      m_item.pkt.hdr = d;
      m_item.pkt.words.clear();
      m_item.first_cycle = edge;
      m_left = cu_hdr_len(d);
      m_in_pkt = true;
    } else {
      m_item.pkt.words.push_back(d);
      --m_left;
    }
    if (m_left == 0) {
      m_in_pkt = false;
      m_item.last_cycle = edge;
      ++m_pkts;
      write(ap, m_item);
    }
  }

  bool m_in_pkt = false;
  unsigned m_left = 0;  ///< payload words still to come
  std::uint64_t m_pkts = 0, m_flits = 0;
};

}  // namespace collnet::collective
