// cu_min_normal_vseq: the element generator (the sequence: CU_GEN_VSEQ in the header).
#include "cu_min_normal_vseq.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

std::uint64_t cu_fp_from_units(bool neg, std::uint64_t m, unsigned s) {
  constexpr std::uint64_t hidden = 1ull << 52;
  if (m == 0) return neg ? FP_SIGN : 0;
  while (m >= 2 * hidden) {  // more than 53 significant bits: only exact if the low bit is 0
    if (m & 1u) throw std::invalid_argument("cu_fp_from_units: not representable");
    m >>= 1;
    ++s;
  }
  while (m < hidden && s > 0) {  // normalise down towards the subnormal range
    m <<= 1;
    --s;
  }
  if (m < hidden) return fp_make(neg, 0, m);  // subnormal (s == 0)
  if (s + 1 > 2046) throw std::invalid_argument("cu_fp_from_units: overflow");
  return fp_make(neg, s + 1, m);  // m in [2^52, 2^53), value m * 2^s units: biased exponent s + 1
}

namespace {

/// Where the target T lands (L = 2^-1022, H = 2^-1021; g = ulp of x = the target's step).
enum class mn_target : std::uint8_t { low_edge, high_edge, inside, below, above };

}  // namespace

void cu_min_normal_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f) {
  cu_elem_start(r, e, n);
  e.op = cu_pkg::CU_OP_FP_ADD;
  const bool neg = uvm::bernoulli(r, 1, 2);  // sign of the whole element (every input flipped)
  const std::uint32_t all = n >= 32 ? ~0u : (1u << n) - 1u;
  if (n == 1) {  // one input: the result is the input itself (exact)
    e.mask = 1u;
    e.data[0] = fp_make(neg, uvm::urandom_range(r, 0u, 2u), uvm::next_u64(r));
    return;
  }
  // Truncation needs u = 2^(b+51-F) units >= 2, i.e. b >= F - 50, and b <= 53 (see below).
  const bool can_cut = n >= 3 && f >= 51 && f - 50 <= 53;
  const bool inexact = can_cut && uvm::bernoulli(r, 1, 2);
  unsigned b;  // biased exponent of x = E
  if (inexact)
    b = uvm::bernoulli(r, 3, 4) ? uvm::urandom_range(r, f - 50, std::min(53u, f - 42))
                                : uvm::urandom_range(r, f - 50, 53u);
  else
    b = uvm::urandom_range(r, 2u, 53u);
  e.mask |= inexact ? 7u : 3u;
  e.mask &= all;

  // Everything in units of g = 2^(b-1) (the ulp of x): T = t*g. b <= 53 keeps L a whole number
  // of steps; b >= 2 keeps x above every target.
  const std::uint64_t lo = 1ull << (53 - b);  // 2^-1022 in steps
  const std::uint64_t hi = 2 * lo;            // 2^-1021 in steps
  const std::uint64_t j = uvm::uniform_below(r, std::min<std::uint64_t>(4, lo));
  std::uint64_t t = 0;
  switch (uvm::choose(
      r, {mn_target::low_edge, mn_target::low_edge, mn_target::high_edge, mn_target::high_edge,
          mn_target::inside, mn_target::below, mn_target::above})) {
    case mn_target::low_edge:
      t = lo + j;
      break;
    case mn_target::high_edge:
      t = hi - 1 - j;
      break;
    case mn_target::inside:
      t = lo + uvm::uniform_below(r, lo);
      break;
    case mn_target::below:
      t = lo >= 2 ? lo - 1 - std::min<std::uint64_t>(j, lo - 2) : lo;
      break;
    case mn_target::above:
      t = hi + j;
      break;
  }
  std::uint64_t mx = (1ull << 52) | (uvm::next_u64(r) & FP_FRAC_MASK);  // x's significand
  if (mx <= t) mx = t + 1 + (uvm::next_u64(r) & 0xFFFFu);  // b = 2 only; stays below 2^53
  std::vector<std::uint64_t> vals = {cu_fp_from_units(false, mx, b - 1),
                                     cu_fp_from_units(true, mx - t, b - 1)};

  // Fillers on the other enabled ports. u in units: 2^cut_bits (0 when nothing can be cut).
  const unsigned cut_bits = b + 51 > f ? std::min(52u, b + 51 - f) : 0u;
  const unsigned zmin = b + 52 > f ? b + 52 - f : 1u;  // lowest exponent of an uncut pair value
  const unsigned slots = static_cast<unsigned>(__builtin_popcount(e.mask)) - 2u;
  bool has_tiny = false;
  for (unsigned k = 0; k < slots;) {
    const unsigned left = slots - k;
    const bool want_tiny = inexact && (!has_tiny && left == 1);
    const unsigned pick = want_tiny ? 2u : static_cast<unsigned>(uvm::uniform_below(r, 3));
    if (pick == 1 && left >= 2 && !(inexact && !has_tiny && left == 2)) {
      const unsigned ez = inexact ? uvm::urandom_range(r, 1u, b) : uvm::urandom_range(r, zmin, b);
      const std::uint64_t z = fp_make(false, ez, uvm::next_u64(r));
      vals.push_back(z);
      vals.push_back(z | FP_SIGN);
      k += 2;
    } else if (pick == 2 && inexact) {
      const std::uint64_t d =
          1 + uvm::uniform_below(r, (1ull << cut_bits) - 1);  // 0 < d < u: cut entirely
      vals.push_back(cu_fp_from_units(uvm::bernoulli(r, 1, 2), d, 0));
      has_tiny = true;
      ++k;
    } else {
      vals.push_back(uvm::bernoulli(r, 1, 2) ? FP_SIGN : 0);
      ++k;
    }
  }
  uvm::shuffle(r, vals);
  std::size_t v = 0;
  for (unsigned i = 0; i < n; ++i)
    if (e.mask >> i & 1u) e.data[i] = vals[v++] ^ (neg ? FP_SIGN : 0);
}

}  // namespace collnet::collective
