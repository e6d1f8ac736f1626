// cu_random_bits_vseq: random 64-bit words on every port, random op (fp_add half of the time) and
// random mask.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too).
inline void cu_random_bits_gen(rng_t& r, cu_elem& e, unsigned n, unsigned /*f*/) {
  cu_elem_start(r, e, n);
  e.op = uvm::bernoulli(r, 1, 2) ? 0 : static_cast<std::uint8_t>(uvm::urandom_range(r, 1u, 11u));
}

class cu_random_bits_vseq : public cu_gen_vseq<cu_random_bits_gen> {
 public:
  UVM_OBJECT_UTILS(cu_random_bits_vseq);
  explicit cu_random_bits_vseq(const std::string& name = "cu_random_bits_vseq")
      : cu_gen_vseq(name) {}
};

}  // namespace collnet::collective
