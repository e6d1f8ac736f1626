// cu_two_input_add_vseq: out-of-line members.
#include "cu_two_input_add_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_two_input_add_vseq::make(rng_t& r, cu_elem& e, std::uint64_t k) {
  e.op = cu_pkg::CU_OP_FP_ADD;
  for (unsigned i = 0; i < num_in(); ++i) e.data[i] = uvm::next_u64(r);  // disabled: junk
  std::uint64_t a, b;
  if (directed && k < num_corners * num_corners) {
    a = corners[k / num_corners];
    b = corners[k % num_corners];
  } else if (frac_bits() < 2097 || uvm::bernoulli(r, 1, 2)) {
    const unsigned ea = uvm::urandom_range(r, 1u, 2046u);
    a = fp_make(uvm::bernoulli(r, 1, 2), ea, uvm::next_u64(r));
    const unsigned sh = uvm::urandom_range(r, 1u, 11u);
    if (uvm::bernoulli(r, 1, 2) && ea > sh) {  // tie: lowest set bit at half an ulp of a
      b = fp_make(uvm::bernoulli(r, 1, 2), ea - sh, (uvm::next_u64(r) << sh) | (1ull << (sh - 1)));
    } else {
      const unsigned d = uvm::urandom_range(r, 0u, 11u);
      const unsigned eb = ea > 11 ? ea - d : ea + d;
      b = fp_make(uvm::bernoulli(r, 1, 2), eb, uvm::next_u64(r));
    }
  } else {
    a = any(r);
    switch (uvm::uniform_below(r, 3)) {
      case 0:
        b = a ^ FP_SIGN;
        break;  // exact cancellation
      case 1:
        b = a ^ 1u;
        break;  // a neighbour
      default:
        b = any(r);
        break;
    }
  }
  if (num_in() < 2) {  // one input: the sum of one operand (a + -0 is not it): a alone
    e.data[0] = a;
    e.mask = 1;
    return;
  }
  const unsigned pa = static_cast<unsigned>(uvm::uniform_below(r, num_in()));
  unsigned pb = static_cast<unsigned>(uvm::uniform_below(r, num_in() - 1));
  if (pb >= pa) ++pb;
  e.data[pa] = a;
  e.data[pb] = b;
  e.mask = (1u << pa) | (1u << pb);
}

std::uint64_t cu_two_input_add_vseq::any(rng_t& r) {
  switch (uvm::uniform_below(r, 6)) {
    case 0:
      return corners[uvm::uniform_below(r, num_corners)];
    case 1:
      return fp_subnormal(r);
    case 2:
      return uvm::bernoulli(r, 1, 2) ? fp_qnan(r) : fp_snan(r);
    case 3:
      return fp_normal(r, 1, 2046);
    case 4:
      return fp_normal(r, 2000, 2046);  // large: overflow
    default:
      return uvm::next_u64(r);
  }
}

}  // namespace collnet::collective
