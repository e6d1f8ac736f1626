// cu_mix_vseq: out-of-line members.
#include "cu_mix_vseq.h"

#include <cstdint>
#include <iterator>

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
  // The stimulus kinds mixed, one picked per element; pick 7 is the mask kind.
  static constexpr cu_elem_gen kinds[] = {
      cu_random_bits_gen,   cu_specials_gen,  cu_cancel_gen,     cu_straddle_gen,
      cu_near_overflow_gen, cu_all_equal_gen, cu_int_corners_gen};
  const std::uint64_t pick = uvm::uniform_below(r, 8);
  if (pick < std::size(kinds))
    kinds[pick](r, e, n, f);
  else
    cu_mask_vseq::gen(r, e, n, k);
}

void cu_mix_vseq::make(rng_t& r, cu_elem& e, std::uint64_t k) {
  gen(r, e, num_in(), frac_bits(), k);
}

}  // namespace collnet::collective
