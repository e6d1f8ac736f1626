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
      : cu_unit_base_vseq(name, 30) {}
  unsigned hold = 1500;  ///< cycles the starved (input, class) waits
  void body() override;
};

}  // namespace collnet::collective
