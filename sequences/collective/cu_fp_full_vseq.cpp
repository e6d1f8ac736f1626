// cu_fp_full_vseq: out-of-line members.
#include "cu_fp_full_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_fp_full_vseq::make(rng_t& r, cu_elem& e, std::uint64_t) {
  e.op = cu_pkg::CU_OP_FP_ADD;
  e.mask = num_in() >= 32 ? ~0u : (1u << num_in()) - 1u;
  for (unsigned i = 0; i < num_in(); ++i) e.data[i] = fp_normal(r, 900, 1100);
}

}  // namespace collnet::collective
