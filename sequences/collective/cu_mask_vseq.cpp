// cu_mask_vseq: out-of-line members.
#include "cu_mask_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

std::uint32_t cu_mask_vseq::sweep_mask(rng_t& r, unsigned n, std::uint64_t k) {
  const std::uint32_t all = n >= 32 ? ~0u : (1u << n) - 1u;
  const std::uint64_t p = k % (3ull * n + 3);
  if (p < n) return 1u << p;                               // single port p
  if (p < 2ull * n) return all >> (n - 1 - (p - n));       // prefix of popcount p-n+1
  if (p < 3ull * n) return (all << (p - 2ull * n)) & all;  // suffix
  if (p == 3ull * n) return 0x55555555u & all;             // alternating
  if (p == 3ull * n + 1) return 0xAAAAAAAAu & all ? 0xAAAAAAAAu & all : all;
  return random_mask(r, n);
}

void cu_mask_vseq::gen(rng_t& r, cu_elem& e, unsigned n, std::uint64_t k) {
  static const std::uint8_t ops[] = {cu_pkg::CU_OP_FP_ADD, cu_pkg::CU_OP_ADD_S,
                                     cu_pkg::CU_OP_FP_MAX, cu_pkg::CU_OP_XOR};
  for (unsigned i = 0; i < n; ++i) e.data[i] = uvm::next_u64(r);
  e.mask = sweep_mask(r, n, k);
  e.op = ops[(k / (3ull * n + 3)) % 4];
  for (unsigned i = 0; i < n; ++i)
    if (e.mask >> i & 1u) e.data[i] = fp_normal(r, 900, 1100);
}

void cu_mask_vseq::make(rng_t& r, cu_elem& e, std::uint64_t k) {
  gen(r, e, num_in(), k);
}

}  // namespace collnet::collective
