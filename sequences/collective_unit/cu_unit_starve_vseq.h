// cu_unit_starve_vseq: one input starves one class while the others run: on a random input j
// the packets of a random class s are held back (not_before = now + hold cycles) while every
// other (input, class) pair streams; class s is not ready for that long, and the other classes
// must be granted meanwhile (no blocking). Then the held packets go and class s completes.
#pragma once

#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_starve_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_starve_vseq);
  explicit cu_unit_starve_vseq(const std::string& name = "cu_unit_starve_vseq")
      : cu_unit_base_vseq(name) {}
  unsigned hold = 1500;  ///< cycles the starved (input, class) waits
  void body() override {
    for (unsigned c = 0; c < 3; ++c) route(c, all_mask(), uvm::uniform_below(m_rng, 2) == 1);
    const unsigned s = static_cast<unsigned>(uvm::uniform_below(m_rng, 3));
    const unsigned j = static_cast<unsigned>(uvm::uniform_below(m_rng, num_in()));
    UVM_INFO("CU_STARVE", fmt::format("input {} holds class {} for {} cycles", j, s, hold),
             uvm::UVM_LOW);
    for (unsigned c = 0; c < 3; ++c) {
      if (c == s) {
        m_hold_port = j;
        m_hold_until = h().cycle() + hold;
      }
      add_class_packets(c, all_mask(), packets, 2);
      m_hold_port = ~0u;
    }
    flush();
    wait_drained();
    check_status();
  }
};

}  // namespace collnet::collective
