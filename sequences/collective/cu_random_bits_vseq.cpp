// cu_random_bits_vseq: the element generator and make().
#include "cu_random_bits_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_random_bits_gen(rng_t& r, cu_elem& e, unsigned n, unsigned /*f*/) {
  cu_elem_start(r, e, n);
  static_assert(cu_pkg::CU_OP_FP_ADD == 0, "the other valid opcodes are 1 .. OP_LAST");
  e.op = static_cast<std::uint8_t>(uvm::bernoulli(r, 1, 2) ? unsigned{cu_pkg::CU_OP_FP_ADD}
                                                           : uvm::urandom_range(r, 1u, OP_LAST));
}

void cu_random_bits_vseq::make(rng_t& r, cu_elem& e, std::uint64_t) {
  cu_random_bits_gen(r, e, num_in(), frac_bits());
}

}  // namespace collnet::collective
