// cu_unit_fault_rec_monitor: a result-stream monitor that falsifies what it sees, for the
// collective unit checkers' _bad tests only (installed by a factory instance override on the
// monitor of destination +cu_lose_dest=<d> when one of the plusargs below is given; production
// monitors carry no fault hook). The DUT is untouched.
//   +cu_lose_packet=<n>: the n-th result packet is not published (CU_CONS must fire);
//   +cu_corrupt_packet=<n>: bit 0 of the first result word of the n-th packet is flipped
//     (CU_DATA must fire);
//   +cu_corrupt_result_hdr=<n>: bit 63 (a tag bit) of the header of the n-th packet is flipped
//     (CU_DATA must fire: the result header must be the lowest masked input's, unchanged);
//   +cu_corrupt_hdr_flit=<n>: the hdr flag of the n-th flit is read inverted (CU_REC_FRAME).
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "cu_rec_monitor.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_fault_rec_monitor : public cu_rec_monitor {
 public:
  UVM_COMPONENT_UTILS(cu_unit_fault_rec_monitor);
  explicit cu_unit_fault_rec_monitor(uvm::uvm_component_name name) : cu_rec_monitor(name) {}

  /// Is any of this monitor's faults asked for on the command line?
  static bool wanted() {
    return uvm::plusargs::has("cu_lose_packet") || uvm::plusargs::has("cu_corrupt_packet") ||
           uvm::plusargs::has("cu_corrupt_hdr_flit") || uvm::plusargs::has("cu_corrupt_result_hdr");
  }

  void build_phase(uvm::uvm_phase& phase) override {
    cu_rec_monitor::build_phase(phase);
    m_lose_at = uvm::plusargs::get_u64("cu_lose_packet", 0);
    m_corrupt_at = uvm::plusargs::get_u64("cu_corrupt_packet", 0);
    m_hdr_at = uvm::plusargs::get_u64("cu_corrupt_hdr_flit", 0);
    m_result_hdr_at = uvm::plusargs::get_u64("cu_corrupt_result_hdr", 0);
  }

 protected:
  bool flit_hdr() override {
    const bool hdr = cu_rec_monitor::flit_hdr();
    if (m_flits != m_hdr_at) return hdr;
    UVM_INFO("CU_FAULT", fmt::format("fault injection: hdr flag of flit {} inverted", m_flits),
             uvm::UVM_LOW);
    return !hdr;
  }
  void publish(cu_rec_item& it) override {
    if (m_pkts == m_lose_at) {
      UVM_INFO("CU_FAULT",
               fmt::format("fault injection: result packet {} not published ({})", m_pkts,
                           it.convert2string()),
               uvm::UVM_LOW);
      return;
    }
    if (m_pkts == m_corrupt_at && !it.words.empty()) {
      UVM_INFO("CU_FAULT",
               fmt::format("fault injection: bit 0 of word 0 of result packet {} flipped", m_pkts),
               uvm::UVM_LOW);
      it.words[0] ^= 1u;
    }
    if (m_pkts == m_result_hdr_at) {
      UVM_INFO(
          "CU_FAULT",
          fmt::format("fault injection: bit 63 of the header of result packet {} flipped", m_pkts),
          uvm::UVM_LOW);
      it.hdr ^= std::uint64_t{1} << 63;
    }
    cu_rec_monitor::publish(it);
  }

 private:
  std::uint64_t m_lose_at = 0, m_corrupt_at = 0, m_hdr_at = 0, m_result_hdr_at = 0;
};

}  // namespace collnet::collective
