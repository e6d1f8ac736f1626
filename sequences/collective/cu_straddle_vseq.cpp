// cu_straddle_vseq: the element generator (the sequence: CU_GEN_VSEQ in the header).
#include "cu_straddle_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_straddle_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f) {
  cu_elem_start(r, e, n);
  e.op = cu_pkg::CU_OP_FP_ADD;
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

}  // namespace collnet::collective
