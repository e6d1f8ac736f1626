// cu_near_overflow_vseq: the element generator (the sequence: CU_GEN_VSEQ in the header).
#include "cu_near_overflow_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_near_overflow_gen(rng_t& r, cu_elem& e, unsigned n, unsigned /*f*/) {
  cu_elem_start(r, e, n);
  e.op = cu_pkg::CU_OP_FP_ADD;
  const bool neg = uvm::bernoulli(r, 1, 2);
  for (unsigned i = 0; i < n; ++i) {
    if (!(e.mask >> i & 1u)) continue;
    switch (uvm::uniform_below(r, 5)) {
      case 0:
        e.data[i] = FP_MAX | (neg ? FP_SIGN : 0);
        break;
      case 1:
        e.data[i] = fp_make(neg, 1993, 0);
        break;  // 2^970 = half an ulp of max finite
      case 2:
        e.data[i] = (fp_normal(r, 2040, 2046) & ~FP_SIGN) | (neg ? FP_SIGN : 0);
        break;
      case 3:
        e.data[i] = fp_normal(r, 2040, 2046);
        break;
      default:
        e.data[i] = fp_make(neg, uvm::urandom_range(r, 1900u, 2046u), FP_FRAC_MASK);
        break;
    }
  }
}

}  // namespace collnet::collective
