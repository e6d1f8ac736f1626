// cu_values: binary64 / integer value makers shared by the collective sequences (not a sequence).
#pragma once

#include <cstdint>
#include <random>

#include "cu_pkg.h"  // opcodes (cu_pkg::CU_OP_*), generated from rtl/collective/cu_pkg.sv
#include "uvm_random.h"

namespace collnet::collective {

using rng_t = std::mt19937_64;

/// Opcodes: the valid ones are 0 .. OP_LAST, the rest of the opcode field up to OP_FIELD_MAX
/// is invalid (cu_pkg.sv).
constexpr unsigned OP_LAST = cu_pkg::CU_OP_LAST;
constexpr unsigned OP_FIELD_MAX = (1u << cu_pkg::CU_OP_E_BITS) - 1;

constexpr std::uint64_t FP_SIGN = 0x8000000000000000ull;
constexpr std::uint64_t FP_PINF = 0x7FF0000000000000ull;
constexpr std::uint64_t FP_NINF = 0xFFF0000000000000ull;
constexpr std::uint64_t FP_QNAN = 0x7FF8000000000000ull;
constexpr std::uint64_t FP_MAX = 0x7FEFFFFFFFFFFFFFull;
constexpr std::uint64_t FP_MIN_NORMAL = 0x0010000000000000ull;
constexpr std::uint64_t FP_MIN_SUB = 0x0000000000000001ull;
constexpr std::uint64_t FP_FRAC_MASK = 0x000FFFFFFFFFFFFFull;

/// binary64 bits from sign, biased exponent (0..2047) and fraction.
inline std::uint64_t fp_make(bool neg, std::uint64_t bexp, std::uint64_t frac) {
  return (neg ? FP_SIGN : 0) | ((bexp & 0x7FF) << 52) | (frac & FP_FRAC_MASK);
}
/// Biased exponent field.
inline unsigned fp_bexp(std::uint64_t x) {
  return static_cast<unsigned>(x >> 52 & 0x7FF);
}

/// Random finite normal number with biased exponent in [lo, hi] (1 <= lo <= hi <= 2046).
inline std::uint64_t fp_normal(rng_t& r, unsigned lo, unsigned hi) {
  return fp_make(uvm::bernoulli(r, 1, 2), uvm::urandom_range(r, lo, hi), uvm::next_u64(r));
}
/// Random subnormal (fraction != 0).
inline std::uint64_t fp_subnormal(rng_t& r) {
  std::uint64_t f = uvm::next_u64(r) & FP_FRAC_MASK;
  if (uvm::bernoulli(r, 1, 3)) f >>= uvm::urandom_range(r, 0u, 51u);
  return fp_make(uvm::bernoulli(r, 1, 2), 0, f == 0 ? 1 : f);
}
/// Signalling NaN (fraction bit 51 clear, fraction != 0), random sign and payload.
inline std::uint64_t fp_snan(rng_t& r) {
  std::uint64_t f = uvm::next_u64(r) & (FP_FRAC_MASK >> 1);
  return fp_make(uvm::bernoulli(r, 1, 2), 0x7FF, f == 0 ? 1 : f);
}
/// Quiet NaN, random sign and payload.
inline std::uint64_t fp_qnan(rng_t& r) {
  return fp_make(uvm::bernoulli(r, 1, 2), 0x7FF,
                 (1ull << 51) | (uvm::next_u64(r) & (FP_FRAC_MASK >> 1)));
}

/// Random mask with popcount uniform in [1, n], positions random.
inline std::uint32_t random_mask(rng_t& r, unsigned n) {
  const unsigned k = uvm::urandom_range(r, 1u, n);
  std::uint32_t m = 0;
  for (unsigned placed = 0; placed < k;) {
    const unsigned b = static_cast<unsigned>(uvm::uniform_below(r, n));
    if (!(m >> b & 1u)) {
      m |= 1u << b;
      ++placed;
    }
  }
  return m;
}

}  // namespace collnet::collective
