// cu_straddle_vseq: inputs straddling the truncation window: one input at exponent E, the others E
// - (F + 52) - 3 .. E - F + 3 below it (partly cut, fully cut, just kept); fp_add.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

class cu_straddle_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_straddle_vseq);
  explicit cu_straddle_vseq(const std::string& name = "cu_straddle_vseq") : cu_elem_vseq(name) {}
  unsigned frac_bits = 64;  ///< F of the DUT (used by F-relative stimulus)

  /// One element of this kind (also used by cu_mix_vseq).
  static void gen(rng_t& r, cu_elem& e, unsigned n, unsigned f) {
    (void)f;
    for (unsigned i = 0; i < n; ++i) e.data[i] = uvm::next_u64(r);  // disabled ports: garbage
    e.mask = random_mask(r, n);
    e.op = 0;
    const unsigned top = uvm::urandom_range(r, 1200u, 2046u);
    const unsigned lo_sp = f > 3 ? f - 3 : 0;
    const unsigned hi_sp = f + 55;
    bool first = true;
    for (unsigned i = 0; i < n; ++i) {
      if (!(e.mask >> i & 1u)) continue;
      if (first) {
        e.data[i] = fp_normal(r, top, top);
        first = false;
        continue;
      }
      const unsigned sp = uvm::urandom_range(r, lo_sp, hi_sp);
      e.data[i] = sp >= top ? fp_subnormal(r) : fp_normal(r, top - sp, top - sp);
    }
  }

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t) override { gen(r, e, num_in, frac_bits); }
};

}  // namespace collnet::collective
