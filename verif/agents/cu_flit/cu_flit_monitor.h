// cu_flit_monitor<DERIVED, ITEM, VIF, CFG>: the packet framing of a collective_unit flit stream
// (TRAFFIC.md: a packet is a header flit whose length field says how many payload flits follow,
// also when it is dropped), shared by the input ports' cu_link_monitor and the destinations'
// cu_rec_monitor. One sample callback (dv_base_monitor), no thread. At every flit taken (valid
// and ready at the edge) it calls DERIVED::header(d, edge), which returns the payload length, or
// DERIVED::payload(d, edge); at the flit that completes a packet DERIVED::complete(edge) (which
// publishes m_item on `ap`; the hooks are public). It counts flits and packets and reports them
// at the end as "<CFG::stream()>: N packet(s), N flit(s)" under the id DERIVED::report_id.
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "dv_base_monitor.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::collective {

template <typename DERIVED, typename ITEM, typename VIF, typename CFG>
class cu_flit_monitor : public dv::dv_base_monitor<DERIVED, ITEM, VIF, CFG> {
 public:
  explicit cu_flit_monitor(uvm::uvm_component_name name)
      : dv::dv_base_monitor<DERIVED, ITEM, VIF, CFG>(name) {}

  /// Every complete packet.
  uvm::uvm_analysis_port<ITEM> ap{"ap"};

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::report_phase(phase);
    UVM_INFO(DERIVED::report_id,
             fmt::format("{}: {} packet(s), {} flit(s)", this->m_cfg.stream(), m_pkts, m_flits),
             uvm::UVM_LOW);
  }

  std::uint64_t packets() const { return m_pkts; }
  std::uint64_t flits() const { return m_flits; }
  /// A packet has started and not all its flits were taken yet.
  bool in_packet() const { return m_left != 0; }

  /// The harness's sample callback.
  void sample() {
    if (!this->m_vif.read_valid() || !this->m_vif.read_ready()) return;
    auto* self = static_cast<DERIVED*>(this);
    const std::uint64_t d = this->m_vif.read_data();
    const std::uint64_t edge = this->m_h->cycle() + 1;
    ++m_flits;
    if (m_left == 0) {
      m_left = self->header(d, edge);
    } else {
      self->payload(d, edge);
      --m_left;
    }
    if (m_left == 0) {
      ++m_pkts;
      self->complete(edge);
    }
  }

 protected:
  std::uint64_t m_pkts = 0, m_flits = 0;  ///< packets and flits taken so far
  unsigned m_left = 0;                    ///< payload flits of the open packet still to come
};

}  // namespace collnet::collective
