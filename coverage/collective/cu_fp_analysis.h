// cu_fp_analysis: facts about one fp_add element for the coverage of the collective datapath,
// computed from the spec (../shared/spec/collective-unit.md, "Arithmetic, exactly") with
// GMP integers; independent of the RTL and of the reference models.
//
//   E = max over enabled inputs of max(b_i, 1); u = 2^(E - 1023 - F);
//   a_i = sign_i * floor(|x_i| / u) = sign_i * floor(m_i * 2^(F - 52 - (E - e_i)));  S = sum a_i
//
// | field        | meaning                                                                     |
// |--------------|-----------------------------------------------------------------------------|
// | special      | special-value combination code (SPC_*), over the enabled inputs             |
// | spread       | max e_i - min e_i over enabled finite non-zero inputs (-1: fewer than two)  |
// | truncated    | some input lost a non-zero bit in floor(|x_i|/u)                            |
// | lz           | cancellation depth: F - (bit length of |S| - 1), i.e. how far the leading   |
// |              | bit of S sits below the hidden bit of an input at exponent E (bit F of S)   |
// |              | (negative: a carry above it); LZ_ZERO when S = 0 with a non-zero input       |
// | round_case   | RC_*: how S*u rounds to binary64 (RNE), from the bits below the last kept   |
// |              | bit (exact, below half, half with even/odd last bit, above half)            |
// Only meaningful for fp_add with a non-empty mask and no NaN/inf (valid = true).
#pragma once

#include <gmp.h>

#include <algorithm>
#include <cstdint>

namespace collnet::collective {

enum special_code : int {
  SPC_NONE = 0,       ///< only normal numbers
  SPC_ZERO = 1,       ///< a +-0 (no subnormal), no inf/NaN
  SPC_SUB = 2,        ///< a subnormal (no zero), no inf/NaN
  SPC_ZERO_SUB = 3,   ///< zero and subnormal, no inf/NaN
  SPC_PINF = 4,       ///< +inf (no -inf), no NaN
  SPC_NINF = 5,       ///< -inf (no +inf), no NaN
  SPC_PINF_NINF = 6,  ///< +inf and -inf, no NaN
  SPC_QNAN = 7,       ///< quiet NaN(s) only among NaNs, no inf
  SPC_SNAN = 8,       ///< an sNaN, no inf
  SPC_NAN_INF = 9,    ///< a NaN and an inf
};
enum round_case : int {
  RC_EXACT = 0,
  RC_BELOW = 1,
  RC_HALF_EVEN = 2,
  RC_HALF_ODD = 3,
  RC_ABOVE = 4
};
constexpr int LZ_ZERO = 1 << 20;  ///< S = 0 although some input was non-zero (total cancellation)

struct cu_fp_facts {
  bool valid = false;  ///< finite fp_add with at least one enabled input
  int special = SPC_NONE;
  int spread = -1;
  bool truncated = false;
  int lz = 0;
  int round_case = RC_EXACT;
  bool nonzero_input = false;
};

/// Analyses the enabled inputs of one element (n ports, F = frac_bits). Not thread-safe.
class cu_fp_analyser {
 public:
  cu_fp_analyser() { mpz_inits(m_s, m_t, m_r, nullptr); }
  ~cu_fp_analyser() { mpz_clears(m_s, m_t, m_r, nullptr); }
  cu_fp_analyser(const cu_fp_analyser&) = delete;
  cu_fp_analyser& operator=(const cu_fp_analyser&) = delete;

  /// Special-value combination of the enabled inputs (any op).
  static int special_of(const std::uint64_t* in, std::uint32_t mask, unsigned n) {
    bool qnan = false, snan = false, pinf = false, ninf = false, zero = false, sub = false;
    for (unsigned i = 0; i < n; ++i) {
      if (!(mask >> i & 1u)) continue;
      const std::uint64_t x = in[i];
      const unsigned b = static_cast<unsigned>(x >> 52 & 0x7FF);
      const std::uint64_t f = x & 0x000FFFFFFFFFFFFFull;
      if (b == 0x7FF && f != 0) {
        (f >> 51 & 1u ? qnan : snan) = true;
      } else if (b == 0x7FF) {
        (x >> 63 ? ninf : pinf) = true;
      } else if (b == 0) {
        (f == 0 ? zero : sub) = true;
      }
    }
    const bool nan = qnan || snan;
    if (nan && (pinf || ninf)) return SPC_NAN_INF;
    if (snan) return SPC_SNAN;
    if (qnan) return SPC_QNAN;
    if (pinf && ninf) return SPC_PINF_NINF;
    if (pinf) return SPC_PINF;
    if (ninf) return SPC_NINF;
    if (zero && sub) return SPC_ZERO_SUB;
    if (zero) return SPC_ZERO;
    if (sub) return SPC_SUB;
    return SPC_NONE;
  }

  cu_fp_facts analyse(const std::uint64_t* in, std::uint32_t mask, unsigned n, unsigned frac_bits) {
    cu_fp_facts r;
    r.special = special_of(in, mask, n);
    if (mask == 0 || r.special >= SPC_PINF) return r;
    r.valid = true;
    const long f = static_cast<long>(frac_bits);
    long emax = 1;
    long emin_nz = 1L << 30, emax_nz = -1;
    unsigned nz = 0;
    for (unsigned i = 0; i < n; ++i) {
      if (!(mask >> i & 1u)) continue;
      const long b = static_cast<long>(in[i] >> 52 & 0x7FF);
      const long e = std::max(b, 1L);
      emax = std::max(emax, e);
      if ((in[i] & 0x7FFFFFFFFFFFFFFFull) != 0) {
        ++nz;
        emin_nz = std::min(emin_nz, e);
        emax_nz = std::max(emax_nz, e);
      }
    }
    r.nonzero_input = nz > 0;
    r.spread = nz >= 2 ? static_cast<int>(emax_nz - emin_nz) : -1;
    mpz_set_ui(m_s, 0);
    for (unsigned i = 0; i < n; ++i) {
      if (!(mask >> i & 1u)) continue;
      const std::uint64_t x = in[i];
      const long b = static_cast<long>(x >> 52 & 0x7FF);
      const std::uint64_t m = (x & 0x000FFFFFFFFFFFFFull) | (b > 0 ? 1ull << 52 : 0);
      if (m == 0) continue;
      const long sh = f - 52 - (emax - std::max(b, 1L));
      mpz_import(m_t, 1, -1, sizeof m, 0, 0, &m);
      if (sh >= 0) {
        mpz_mul_2exp(m_t, m_t, static_cast<mp_bitcnt_t>(sh));
      } else {
        if (mpz_scan1(m_t, 0) < static_cast<mp_bitcnt_t>(-sh)) r.truncated = true;
        mpz_fdiv_q_2exp(m_t, m_t, static_cast<mp_bitcnt_t>(-sh));
      }
      if (x >> 63)
        mpz_sub(m_s, m_s, m_t);
      else
        mpz_add(m_s, m_s, m_t);
    }
    if (mpz_sgn(m_s) == 0) {
      r.lz = nz > 0 ? LZ_ZERO : 0;
      r.round_case = RC_EXACT;
      return r;
    }
    mpz_abs(m_t, m_s);
    const long len = static_cast<long>(mpz_sizeinbase(m_t, 2));
    r.lz = static_cast<int>(f - (len - 1));
    const long k = emax - 1023 - f;  // exponent of u
    const long msb = k + len - 1;
    const long ulp = std::max(msb - 52, -1074L);
    const long s = ulp - k;  // bits of S below the last kept bit
    if (s <= 0) {
      r.round_case = RC_EXACT;
      return r;
    }
    mpz_fdiv_r_2exp(m_r, m_t, static_cast<mp_bitcnt_t>(s));
    if (mpz_sgn(m_r) == 0) {
      r.round_case = RC_EXACT;
      return r;
    }
    const long top = static_cast<long>(mpz_sizeinbase(m_r, 2));  // bit length of the remainder
    if (top < s) {
      r.round_case = RC_BELOW;
    } else if (mpz_scan1(m_r, 0) == static_cast<mp_bitcnt_t>(s - 1)) {
      r.round_case = mpz_tstbit(m_t, static_cast<mp_bitcnt_t>(s)) ? RC_HALF_ODD : RC_HALF_EVEN;
    } else {
      r.round_case = RC_ABOVE;
    }
    return r;
  }

 private:
  mpz_t m_s, m_t, m_r;
};

}  // namespace collnet::collective
