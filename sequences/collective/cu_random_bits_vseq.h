// cu_random_bits_vseq: random 64-bit words on every port, random op (fp_add half of the time) and
// random mask.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too; defined in cu_random_bits_vseq.cpp).
void cu_random_bits_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f);

class cu_random_bits_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_random_bits_vseq);
  explicit cu_random_bits_vseq(const std::string& name = "cu_random_bits_vseq")
      : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
