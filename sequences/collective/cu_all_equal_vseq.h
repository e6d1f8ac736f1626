// cu_all_equal_vseq: all enabled inputs equal (carries, exact multiples, ties); and hand-made
// rounding ties (x + half ulp of x, odd and even last bit); fp_add, some int_add_s/int_add_u.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

class cu_all_equal_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_all_equal_vseq);
  explicit cu_all_equal_vseq(const std::string& name = "cu_all_equal_vseq") : cu_elem_vseq(name) {}
  unsigned frac_bits = 64;  ///< F of the DUT (used by F-relative stimulus)

  /// One element of this kind (also used by cu_mix_vseq).
  static void gen(rng_t& r, cu_elem& e, unsigned n, unsigned f) {
    (void)f;
    for (unsigned i = 0; i < n; ++i) e.data[i] = uvm::next_u64(r);  // disabled ports: garbage
    e.mask = random_mask(r, n);
    const unsigned kind = static_cast<unsigned>(uvm::uniform_below(r, 4));
    e.op = kind == 3 ? static_cast<std::uint8_t>(uvm::urandom_range(r, 1u, 2u)) : 0;
    const unsigned bexp = uvm::urandom_range(r, 100u, 1900u);
    const std::uint64_t x = kind == 1 ? fp_make(uvm::bernoulli(r, 1, 2), bexp, uvm::next_u64(r) | 1)
                                      : (kind == 3 ? uvm::next_u64(r) : fp_normal(r, bexp, bexp));
    unsigned slot = 0;
    for (unsigned i = 0; i < n; ++i) {
      if (!(e.mask >> i & 1u)) continue;
      e.data[i] = x;
      if (kind == 2 && slot == 1) {
        // x (last bit odd or even) + half an ulp of x: an exact tie for two inputs.
        e.data[i] = fp_make((x & FP_SIGN) != 0, fp_bexp(x) - 53, 0);
      }
      ++slot;
    }
    if (kind == 2) {
      for (unsigned i = 0, s = 0; i < n; ++i)
        if (e.mask >> i & 1u) {
          if (s == 0) e.data[i] = (e.data[i] & ~1ull) | uvm::urandom_range(r, 0ull, 1ull);
          if (s >= 2) e.mask &= ~(1u << i);
          ++s;
        }
    }
  }

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t) override { gen(r, e, num_in, frac_bits); }
};

}  // namespace collnet::collective
