// cu_int_model.cpp: bit-level reference model of the collective unit (spec, not RTL).
//
// fp_add keeps the spec's fixed-point sum S = sum a_i in a two's complement accumulator of
// W = (F + 8) / 64 + 2 words (sized once from F; no allocation per call). Input i with
// significand m_i and effective exponent e_i = max(b_i, 1) contributes
//   |a_i| = floor(m_i * 2^(e_i - E + F - 52)),
// i.e. m_i shifted left by sh = F - 52 - (E - e_i) (or right, dropping bits, when sh < 0).
// The back end finds the leading one of |S|, keeps the 53 bits (fewer when subnormal) whose
// weights are >= 2^max(exp - 52, -1074), and rounds to nearest, ties to even:
//
//   round bit | sticky | lsb || increment
//   ----------+--------+-----++----------
//       0     |   x    |  x  ||    no
//       1     |   1    |  x  ||    yes
//       1     |   0    |  1  ||    yes   (tie, odd: round to even)
//       1     |   0    |  0  ||    no    (tie, even)
#include <algorithm>
#include <stdexcept>

#include "cu_model.h"

namespace collnet::collective {

namespace {

constexpr uint64_t SIGN_BIT = 1ull << 63;
constexpr uint64_t EXP_MASK = 0x7FFull << 52;
constexpr uint64_t FRAC_MASK = (1ull << 52) - 1;
constexpr uint64_t QUIET_BIT = 1ull << 51;
constexpr uint64_t HIDDEN_BIT = 1ull << 52;

inline unsigned exp_field(uint64_t x) {
  return static_cast<unsigned>((x >> 52) & 0x7FF);
}
inline bool is_nan(uint64_t x) {
  return exp_field(x) == 0x7FF && (x & FRAC_MASK) != 0;
}
inline bool is_snan(uint64_t x) {
  return is_nan(x) && (x & QUIET_BIT) == 0;
}
inline unsigned ctz32(uint32_t v) {
  return static_cast<unsigned>(__builtin_ctz(v));
}

/// Unsigned key whose order is the numeric order of non-NaN binary64 values, -0 < +0.
inline uint64_t fp_order_key(uint64_t x) {
  return (x & SIGN_BIT) ? ~x : (x | SIGN_BIT);
}

}  // namespace

cu_int_model::cu_int_model(unsigned frac_bits) : frac_bits_(frac_bits) {
  if (frac_bits > CU_MAX_FRAC_BITS) throw std::invalid_argument("cu_int_model: F too large");
  // Magnitude < 2^(F+1) per term, < 2^(F+6) for 32 terms, plus a sign bit and a spare word
  // so that a term's high half (word + 1) is always inside the array.
  acc_.assign((frac_bits + 8) / 64 + 2, 0);
}

cu_result cu_int_model::compute(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in) {
  if (num_in == 0 || num_in > CU_MAX_IN) throw std::invalid_argument("cu model: bad num_in");
  if (num_in < 32) mask &= (1u << num_in) - 1;
  if (mask == 0 || static_cast<unsigned>(op) >= CU_NUM_OPS) return {0, CU_FLAG_NV};
  cu_result r;
  switch (op) {
    case cu_op::fp_add:
      return fp_add(in, mask);
    case cu_op::fp_min:
    case cu_op::fp_max: {
      bool any_nan = false, any_snan = false;
      uint64_t best = in[ctz32(mask)];
      for (uint32_t m = mask; m; m &= m - 1) {
        const uint64_t x = in[ctz32(m)];
        any_nan |= is_nan(x);
        any_snan |= is_snan(x);
        const bool less = fp_order_key(x) < fp_order_key(best);
        if (op == cu_op::fp_min ? less : fp_order_key(x) > fp_order_key(best)) best = x;
      }
      if (any_nan) return {CU_CANONICAL_NAN, any_snan ? CU_FLAG_NV : cu_flags{0}};
      r.bits = best;
      return r;
    }
    case cu_op::int_add_s:
    case cu_op::int_add_u: {
      // 128-bit two's complement (signed) or unsigned accumulation: cannot wrap for <= 32 terms.
      uint64_t lo = 0, hi = 0;
      for (uint32_t m = mask; m; m &= m - 1) {
        const uint64_t x = in[ctz32(m)];
        const uint64_t old = lo;
        lo += x;
        hi += (lo < old ? 1 : 0);
        if (op == cu_op::int_add_s && (x & SIGN_BIT)) hi += ~0ull;  // sign extension of x
      }
      r.bits = lo;
      const uint64_t fits_hi = (op == cu_op::int_add_s && (lo & SIGN_BIT)) ? ~0ull : 0;
      if (hi != fits_hi) r.flags = CU_FLAG_OF;
      return r;
    }
    case cu_op::int_min_s:
    case cu_op::int_max_s:
    case cu_op::int_min_u:
    case cu_op::int_max_u: {
      const bool is_signed = op == cu_op::int_min_s || op == cu_op::int_max_s;
      const bool is_min = op == cu_op::int_min_s || op == cu_op::int_min_u;
      const uint64_t bias = is_signed ? SIGN_BIT : 0;  // signed order = unsigned order of x^2^63
      uint64_t best = in[ctz32(mask)] ^ bias;
      for (uint32_t m = mask; m; m &= m - 1) {
        const uint64_t x = in[ctz32(m)] ^ bias;
        best = is_min ? std::min(best, x) : std::max(best, x);
      }
      r.bits = best ^ bias;
      return r;
    }
    case cu_op::bit_and:
    case cu_op::bit_or:
    case cu_op::bit_xor: {
      uint64_t v = op == cu_op::bit_and ? ~0ull : 0;
      for (uint32_t m = mask; m; m &= m - 1) {
        const uint64_t x = in[ctz32(m)];
        v = op == cu_op::bit_and ? (v & x) : op == cu_op::bit_or ? (v | x) : (v ^ x);
      }
      r.bits = v;
      return r;
    }
  }
  return {0, CU_FLAG_NV};  // not reached: every valid op returns above
}

cu_result cu_int_model::fp_add(const uint64_t* in, uint32_t mask) {
  // ---- Specials and the maximum effective exponent E ----------------------------------
  bool any_nan = false, any_snan = false, pos_inf = false, neg_inf = false;
  bool all_neg_zero = true;
  unsigned e_max = 1;  // E = max(max(b_i, 1))
  for (uint32_t m = mask; m; m &= m - 1) {
    const uint64_t x = in[ctz32(m)];
    const unsigned b = exp_field(x);
    if (b == 0x7FF) {
      if (x & FRAC_MASK) {
        any_nan = true;
        any_snan |= (x & QUIET_BIT) == 0;
      } else {
        ((x & SIGN_BIT) ? neg_inf : pos_inf) = true;
      }
    } else {
      e_max = std::max(e_max, b);
    }
    all_neg_zero &= x == SIGN_BIT;
  }
  if (any_nan) return {CU_CANONICAL_NAN, any_snan ? CU_FLAG_NV : cu_flags{0}};
  if (pos_inf && neg_inf) return {CU_CANONICAL_NAN, CU_FLAG_NV};
  if (pos_inf) return {EXP_MASK, 0};
  if (neg_inf) return {SIGN_BIT | EXP_MASK, 0};

  // ---- Front end + ALU: S = sum of sign_i * floor(m_i * 2^sh_i) ------------------------
  uint64_t* const acc = acc_.data();
  const size_t words = acc_.size();
  std::fill(acc, acc + words, 0);
  bool trunc_nx = false;
  const long f = static_cast<long>(frac_bits_);
  for (uint32_t m = mask; m; m &= m - 1) {
    const uint64_t x = in[ctz32(m)];
    const unsigned b = exp_field(x);
    uint64_t sig = (x & FRAC_MASK) | (b != 0 ? HIDDEN_BIT : 0);
    if (sig == 0) continue;
    const long sh = f - 52 - (static_cast<long>(e_max) - static_cast<long>(std::max(b, 1u)));
    size_t w = 0;
    uint64_t lo = sig, hi = 0;
    if (sh < 0) {
      const long r = -sh;
      if (r >= 64) {
        trunc_nx = true;  // sig != 0 and every bit is below u
        continue;
      }
      if (sig & ((1ull << r) - 1)) trunc_nx = true;
      lo = sig >> r;
      if (lo == 0) continue;
    } else {
      w = static_cast<size_t>(sh / 64);
      const unsigned bit = static_cast<unsigned>(sh % 64);
      lo = sig << bit;
      hi = bit ? sig >> (64 - bit) : 0;
    }
    if (x & SIGN_BIT) {  // acc -= (hi:lo) << 64w, borrow ripples up (two's complement)
      const uint64_t o0 = acc[w];
      acc[w] = o0 - lo;
      uint64_t borrow = o0 < lo ? 1 : 0;
      const uint64_t o1 = acc[w + 1];
      const uint64_t sub = hi + borrow;  // hi < 2^53: no wrap
      acc[w + 1] = o1 - sub;
      borrow = o1 < sub ? 1 : 0;
      for (size_t k = w + 2; borrow && k < words; ++k) borrow = acc[k]-- == 0 ? 1 : 0;
    } else {  // acc += (hi:lo) << 64w, carry ripples up
      acc[w] += lo;
      uint64_t carry = acc[w] < lo ? 1 : 0;
      const uint64_t add = hi + carry;
      acc[w + 1] += add;
      carry = acc[w + 1] < add ? 1 : 0;
      for (size_t k = w + 2; carry && k < words; ++k) carry = ++acc[k] == 0 ? 1 : 0;
    }
  }

  // ---- Back end: sign/magnitude, leading one, round to nearest even -------------------
  const bool neg = (acc[words - 1] & SIGN_BIT) != 0;
  if (neg) {  // magnitude = ~acc + 1
    uint64_t carry = 1;
    for (size_t k = 0; k < words; ++k) {
      acc[k] = ~acc[k] + carry;
      carry = (carry && acc[k] == 0) ? 1 : 0;
    }
  }
  size_t top = words;
  while (top > 0 && acc[top - 1] == 0) --top;
  cu_result r;
  if (top == 0) {  // S == 0
    r.bits = all_neg_zero ? SIGN_BIT : 0;
    // |S*u| = 0 < 2^-1022 is tiny; it is inexact when truncation lost bits.
    r.flags = trunc_nx ? (CU_FLAG_NX | CU_FLAG_UF) : cu_flags{0};
    return r;
  }
  const long p = static_cast<long>(top - 1) * 64 + 63 - __builtin_clzll(acc[top - 1]);
  const long scale = static_cast<long>(e_max) - 1023 - f;  // u = 2^scale
  const long exp_unb = p + scale;                          // leading one weighs 2^exp_unb
  const bool tiny = exp_unb < -1022;
  long q = std::max(exp_unb - 52, -1074L);               // weight exponent of the result's lsb
  const long k0 = q - scale;                             // bit of S that becomes the result's lsb
  auto bits_at = [&](long lo_bit, long n) -> uint64_t {  // n <= 64 bits of |S| from lo_bit
    const size_t w = static_cast<size_t>(lo_bit / 64);
    const unsigned b = static_cast<unsigned>(lo_bit % 64);
    uint64_t v = acc[w] >> b;
    if (b != 0 && w + 1 < words) v |= acc[w + 1] << (64 - b);
    return n >= 64 ? v : (v & ((1ull << n) - 1));
  };
  uint64_t mant;
  bool round_nx = false;
  if (k0 <= 0) {  // every bit of S fits: exact
    mant = bits_at(0, p + 1) << -k0;
  } else {
    mant = bits_at(k0, p - k0 + 1);
    const bool round_bit = (bits_at(k0 - 1, 1) & 1) != 0;
    bool sticky = false;
    const long below = k0 - 1;  // bits [0, below) form the sticky bit
    for (long k = 0; k < below / 64 && !sticky; ++k) sticky = acc[k] != 0;
    if (!sticky && below % 64 != 0) sticky = (acc[below / 64] & ((1ull << (below % 64)) - 1)) != 0;
    round_nx = round_bit || sticky;
    if (round_bit && (sticky || (mant & 1))) ++mant;
  }
  if (mant == (1ull << 53)) {  // rounding carried out of the significand
    mant >>= 1;
    ++q;
  }
  const bool nx = trunc_nx || round_nx;
  const uint64_t sign = neg ? SIGN_BIT : 0;
  if (mant >= HIDDEN_BIT) {
    const long biased = q + 1075;
    if (biased >= 2047) return {sign | EXP_MASK, static_cast<cu_flags>(CU_FLAG_OF | CU_FLAG_NX)};
    r.bits = sign | (static_cast<uint64_t>(biased) << 52) | (mant & FRAC_MASK);
  } else {  // subnormal: q == -1074, biased exponent field 0
    r.bits = sign | mant;
  }
  r.flags = (nx ? CU_FLAG_NX : 0) | ((tiny && nx) ? CU_FLAG_UF : 0);
  return r;
}

}  // namespace collnet::collective
