// cu_specials_vseq: the element generator (the sequence: CU_GEN_VSEQ in the header).
#include "cu_specials_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_specials_gen(rng_t& r, cu_elem& e, unsigned n, unsigned /*f*/) {
  cu_elem_start(r, e, n);
  const unsigned pick = static_cast<unsigned>(uvm::uniform_below(r, 8));
  e.op =
      pick < 6 ? cu_pkg::CU_OP_FP_ADD : (pick == 6 ? cu_pkg::CU_OP_FP_MIN : cu_pkg::CU_OP_FP_MAX);
  const bool all_neg_zero = uvm::bernoulli(r, 1, 16);
  for (unsigned i = 0; i < n; ++i) {
    if (!(e.mask >> i & 1u)) continue;
    if (all_neg_zero) {
      e.data[i] = FP_SIGN;
      continue;
    }
    switch (uvm::uniform_below(r, 14)) {
      case 0:
        e.data[i] = fp_qnan(r);
        break;
      case 1:
        e.data[i] = fp_snan(r);
        break;
      case 2:
        e.data[i] = FP_PINF;
        break;
      case 3:
        e.data[i] = FP_NINF;
        break;
      case 4:
        e.data[i] = 0;
        break;
      case 5:
        e.data[i] = FP_SIGN;
        break;
      case 6:
      case 7:
        e.data[i] = fp_subnormal(r);
        break;
      case 8:
        e.data[i] = FP_MAX | (uvm::bernoulli(r, 1, 2) ? FP_SIGN : 0);
        break;
      case 9:
        e.data[i] = FP_MIN_NORMAL | (uvm::bernoulli(r, 1, 2) ? FP_SIGN : 0);
        break;
      case 10:
        e.data[i] = FP_MIN_SUB | (uvm::bernoulli(r, 1, 2) ? FP_SIGN : 0);
        break;
      default:
        e.data[i] = fp_normal(r, 1, 2046);
        break;
    }
  }
}

}  // namespace collnet::collective
