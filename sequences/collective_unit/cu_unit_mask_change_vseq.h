// cu_unit_mask_change_vseq: routes (mask, destination, enable) changed between packets, only
// when the class is drained (TRAFFIC.md: a route may change only while the class has no packet
// in any VC). `rounds` rounds: drain, write new random routes for every class (and read them
// back), send a batch of 2..6 packets per enabled class.
#pragma once

#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_mask_change_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_mask_change_vseq);
  explicit cu_unit_mask_change_vseq(const std::string& name = "cu_unit_mask_change_vseq")
      : cu_unit_base_vseq(name) {}
  unsigned rounds = 12;
  void body() override {
    for (unsigned r = 0; r < rounds; ++r) {
      for (unsigned c = 0; c < 3; ++c) {
        route(c, random_mask(), uvm::uniform_below(m_rng, 2) == 1,
              uvm::uniform_below(m_rng, 5) != 0);
        reg_read(c);
      }
      for (unsigned c = 0; c < 3; ++c)
        if (m_route[c] & collnet::collective::CU_ROUTE_ENABLE)
          add_class_packets(c, m_route[c] & collnet::collective::CU_ROUTE_MASK,
                            2 + static_cast<unsigned>(uvm::uniform_below(m_rng, 5)), 3);
      flush();
      wait_drained();
    }
    check_status();
  }
};

}  // namespace collnet::collective
