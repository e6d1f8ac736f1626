// cu_random_bits_vseq: random 64-bit words on every port, random op (fp_add half of the time) and
// random mask.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

class cu_random_bits_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_random_bits_vseq);
  explicit cu_random_bits_vseq(const std::string& name = "cu_random_bits_vseq")
      : cu_elem_vseq(name) {}
  unsigned frac_bits = 64;  ///< F of the DUT (used by F-relative stimulus)

  /// One element of this kind (also used by cu_mix_vseq).
  static void gen(rng_t& r, cu_elem& e, unsigned n, unsigned f) {
    (void)f;
    for (unsigned i = 0; i < n; ++i) e.data[i] = uvm::next_u64(r);  // disabled ports: garbage
    e.mask = random_mask(r, n);
    e.op = uvm::bernoulli(r, 1, 2) ? 0 : static_cast<std::uint8_t>(uvm::urandom_range(r, 1u, 11u));
  }

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t) override { gen(r, e, num_in, frac_bits); }
};

}  // namespace collnet::collective
