// cu_cancel_vseq: the element generator (the sequence: CU_GEN_VSEQ in the header).
#include "cu_cancel_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_cancel_gen(rng_t& r, cu_elem& e, unsigned n, unsigned /*f*/) {
  cu_elem_start(r, e, n);
  e.op = cu_pkg::CU_OP_FP_ADD;
  const std::uint32_t all = n >= 32 ? ~0u : (1u << n) - 1u;
  if (n >= 4 && uvm::bernoulli(r, 1, 32)) {
    // Tiny result with truncation (F = 64: u = 2^-1023): 2^-959 - (2^-959 - 2^-1012)
    // - (2^-1012 - 2^-1023) + 2^-1074 -> S*u = 2^-1023 (subnormal), the 2^-1074 is cut: UF|NX.
    const std::uint64_t sg = uvm::bernoulli(r, 1, 2) ? FP_SIGN : 0;
    const std::uint64_t v[4] = {fp_make(false, 64, 0), FP_SIGN | fp_make(false, 63, FP_FRAC_MASK),
                                FP_SIGN | fp_make(false, 10, 0x3FFull << 42), FP_MIN_SUB};
    e.mask |= 0xFu;
    e.mask &= all;
    for (unsigned i = 0, k = 0; i < n; ++i)
      if (e.mask >> i & 1u) e.data[i] = k < 4 ? v[k++] ^ sg : 0;
    return;
  }
  if (__builtin_popcount(e.mask) < 2) e.mask |= 3u;
  e.mask &= all;
  // deep: x - x exactly, small terms 53..72 binades below: cancellation deeper than 52 bits.
  const bool deep = uvm::bernoulli(r, 1, 4);
  const unsigned bexp = uvm::urandom_range(r, 80u, 2000u);
  const std::uint64_t x = fp_normal(r, bexp, bexp);
  const unsigned d = deep ? 0u : uvm::urandom_range(r, 0u, 52u);
  const std::uint64_t low = d == 0 ? 0 : (uvm::next_u64(r) & ((1ull << d) - 1));
  const std::uint64_t y = ((x & ~((d == 0 ? 0 : (1ull << d) - 1))) | low) ^ FP_SIGN;
  unsigned slot = 0;
  for (unsigned i = 0; i < n; ++i) {
    if (!(e.mask >> i & 1u)) continue;
    if (slot == 0) {
      e.data[i] = x;
    } else if (slot == 1) {
      e.data[i] = y;
    } else if (deep) {
      const unsigned off = uvm::urandom_range(r, 53u, 72u);
      e.data[i] = fp_normal(r, bexp - off, bexp - off);
    } else if (uvm::bernoulli(r, 1, 4)) {
      e.data[i] = (uvm::bernoulli(r, 1, 2) ? x : y);
    } else {
      e.data[i] = fp_normal(r, bexp - uvm::urandom_range(r, 1u, 58u), bexp - 1);
    }
    ++slot;
  }
}

}  // namespace collnet::collective
