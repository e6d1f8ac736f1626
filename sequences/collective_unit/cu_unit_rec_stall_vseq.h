// cu_unit_rec_stall_vseq: the reception FIFOs (and the up-tree output) stalled for long
// stretches while all classes flood: each destination's stall gate is closed for 200..1500
// cycles, then opened for 20..200 cycles, independently, until everything is delivered.
// Classes whose destination is full are refused and must not block the others.
#pragma once

#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_rec_stall_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_rec_stall_vseq);
  explicit cu_unit_rec_stall_vseq(const std::string& name = "cu_unit_rec_stall_vseq")
      : cu_unit_base_vseq(name) {}
  void body() override;
};

}  // namespace collnet::collective
