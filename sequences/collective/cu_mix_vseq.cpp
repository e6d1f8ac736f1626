// cu_mix_vseq: out-of-line members.
#include "cu_mix_vseq.h"

#include <cstdint>

#include "cu_all_equal_vseq.h"
#include "cu_cancel_vseq.h"
#include "cu_int_corners_vseq.h"
#include "cu_mask_vseq.h"
#include "cu_near_overflow_vseq.h"
#include "cu_random_bits_vseq.h"
#include "cu_specials_vseq.h"
#include "cu_straddle_vseq.h"

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_mix_vseq::gen(rng_t& r, cu_elem& e, unsigned n, unsigned f, std::uint64_t k) {
  switch (uvm::uniform_below(r, 8)) {
    case 0:
      cu_random_bits_gen(r, e, n, f);
      break;
    case 1:
      cu_specials_gen(r, e, n, f);
      break;
    case 2:
      cu_cancel_gen(r, e, n, f);
      break;
    case 3:
      cu_straddle_gen(r, e, n, f);
      break;
    case 4:
      cu_near_overflow_gen(r, e, n, f);
      break;
    case 5:
      cu_all_equal_gen(r, e, n, f);
      break;
    case 6:
      cu_int_corners_gen(r, e, n, f);
      break;
    default:
      cu_mask_vseq::gen(r, e, n, k);
      break;
  }
}

void cu_mix_vseq::make(rng_t& r, cu_elem& e, std::uint64_t k) {
  gen(r, e, num_in(), frac_bits(), k);
}

}  // namespace collnet::collective
