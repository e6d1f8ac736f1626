// cu_straddle_vseq: inputs straddling the truncation window: one input at exponent E, the others E
// - (F + 52) - 3 .. E - F + 3 below it (partly cut, fully cut, just kept); fp_add.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too).
inline void cu_straddle_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f) {
  cu_elem_start(r, e, n);
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

class cu_straddle_vseq : public cu_gen_vseq<cu_straddle_gen> {
 public:
  UVM_OBJECT_UTILS(cu_straddle_vseq);
  explicit cu_straddle_vseq(const std::string& name = "cu_straddle_vseq") : cu_gen_vseq(name) {}
};

}  // namespace collnet::collective
