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
      : cu_unit_base_vseq(name, 4) {}
  unsigned rounds = 12;
  void body() override;
};

}  // namespace collnet::collective
