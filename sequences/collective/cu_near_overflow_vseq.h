// cu_near_overflow_vseq: near overflow: values at biased exponents 2040..2046 (max finite, max
// finite + half ulp ties, same and mixed signs); fp_add.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too; defined in cu_near_overflow_vseq.cpp).
void cu_near_overflow_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f);

class cu_near_overflow_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_near_overflow_vseq);
  explicit cu_near_overflow_vseq(const std::string& name = "cu_near_overflow_vseq")
      : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
