// cu_random_bits_vseq: the element generator (the sequence: CU_GEN_VSEQ in the header).
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

}  // namespace collnet::collective
