// cu_all_equal_vseq: the element generator (the sequence: CU_GEN_VSEQ in the header).
#include "cu_all_equal_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_all_equal_gen(rng_t& r, cu_elem& e, unsigned n, unsigned /*f*/) {
  cu_elem_start(r, e, n);
  const unsigned kind = static_cast<unsigned>(uvm::uniform_below(r, 4));
  e.op =
      kind == 3 ? uvm::choose(r, {cu_pkg::CU_OP_ADD_S, cu_pkg::CU_OP_ADD_U}) : cu_pkg::CU_OP_FP_ADD;
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

}  // namespace collnet::collective
