// cu_test_refs.cpp: independent references for the model tests (GMP integers, host FPU, MPFR).
#include "cu_test_refs.h"

#include <gmp.h>
#include <stdio.h>  // before mpfr.h: enables the mpfr_printf family

#include <mpfr.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace collnet::collective {

namespace {
double to_double(uint64_t b) {
  double d;
  std::memcpy(&d, &b, sizeof d);
  return d;
}
uint64_t to_bits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}
constexpr uint64_t SIGN = 1ull << 63;

/// Spec special-value rules; returns true (and sets r) when a special result applies.
bool specials(const uint64_t* in, uint32_t mask, unsigned num_in,
              collnet::collective::cu_result* r) {
  bool nan = false, snan = false, pinf = false, ninf = false;
  for (unsigned i = 0; i < num_in; ++i) {
    if (!((mask >> i) & 1)) continue;
    const double d = to_double(in[i]);
    if (std::isnan(d)) {
      nan = true;
      snan |= ((in[i] >> 51) & 1) == 0;
    } else if (std::isinf(d)) {
      (d < 0 ? ninf : pinf) = true;
    }
  }
  if (nan || (pinf && ninf)) {
    *r = {collnet::collective::CU_CANONICAL_NAN,
          (snan || !nan) ? collnet::collective::CU_FLAG_NV : collnet::collective::cu_flags{0}};
    return true;
  }
  if (pinf || ninf) {
    *r = {to_bits(pinf ? INFINITY : -INFINITY), 0};
    return true;
  }
  return false;
}
}  // namespace

collnet::collective::cu_result exact_sum_ref(const uint64_t* in, uint32_t mask, unsigned num_in) {
  collnet::collective::cu_result r;
  if (specials(in, mask, num_in, &r)) return r;
  mpz_t s, t;
  mpz_inits(s, t, nullptr);
  bool all_neg_zero = true;
  for (unsigned i = 0; i < num_in; ++i) {
    if (!((mask >> i) & 1)) continue;
    // |x| = m * 2^(max(b,1) - 1075) = m * 2^(max(b,1) - 1) units of 2^-1074.
    const uint64_t b = (in[i] >> 52) & 0x7FF;
    const uint64_t m = (in[i] & ((1ull << 52) - 1)) | (b ? (1ull << 52) : 0);
    mpz_set_ui(t, m);
    mpz_mul_2exp(t, t, b ? b - 1 : 0);
    if (in[i] & SIGN) {
      mpz_sub(s, s, t);
    } else {
      mpz_add(s, s, t);
    }
    all_neg_zero &= in[i] == SIGN;
  }
  const int sgn = mpz_sgn(s);
  if (sgn == 0) {
    r.bits = all_neg_zero ? SIGN : 0;
  } else {
    mpz_abs(s, s);
    const size_t len = mpz_sizeinbase(s, 2);
    double mag;
    bool inexact = false;
    if (len <= 53) {
      mag = std::ldexp(static_cast<double>(mpz_get_ui(s)), -1074);  // representable: exact
    } else {
      const size_t sh = len - 53;
      mpz_tdiv_q_2exp(t, s, sh);
      uint64_t mant = mpz_get_ui(t);
      const bool half = mpz_tstbit(s, sh - 1) != 0;
      const bool sticky = mpz_scan1(s, 0) < sh - 1;
      inexact = half || sticky;
      if (half && (sticky || (mant & 1))) ++mant;
      mag = std::ldexp(static_cast<double>(mant), static_cast<int>(sh) - 1074);  // may be inf
    }
    r.bits = to_bits(mag) | (sgn < 0 ? SIGN : 0);
    const bool tiny = len <= 52;  // |sum| < 2^52 units = 2^-1022
    if (std::isinf(mag)) {
      r.flags = collnet::collective::CU_FLAG_OF | collnet::collective::CU_FLAG_NX;
    } else {
      r.flags = (inexact ? collnet::collective::CU_FLAG_NX : 0) |
                ((inexact && tiny) ? collnet::collective::CU_FLAG_UF : 0);
    }
  }
  mpz_clears(s, t, nullptr);
  return r;
}

collnet::collective::cu_result host_add(uint64_t a_bits, uint64_t b_bits) {
  double a = to_double(a_bits), b = to_double(b_bits);
  std::feclearexcept(FE_ALL_EXCEPT);
  asm volatile("" : "+x"(a), "+x"(b)::"memory");  // keep the add between the fenv calls
  double c = a + b;
  asm volatile("" : "+x"(c)::"memory");
  const int fe = std::fetestexcept(FE_ALL_EXCEPT);
  collnet::collective::cu_result r;
  r.bits = std::isnan(c) ? collnet::collective::CU_CANONICAL_NAN : to_bits(c);
  r.flags = ((fe & FE_INVALID) ? collnet::collective::CU_FLAG_NV : 0) |
            ((fe & FE_OVERFLOW) ? collnet::collective::CU_FLAG_OF : 0) |
            ((fe & FE_UNDERFLOW) ? collnet::collective::CU_FLAG_UF : 0) |
            ((fe & FE_INEXACT) ? collnet::collective::CU_FLAG_NX : 0);
  return r;
}

std::string check_error_bound(const uint64_t* in, uint32_t mask, unsigned num_in,
                              unsigned frac_bits, const collnet::collective::cu_result& r) {
  const double rd = to_double(r.bits);
  if (!std::isfinite(rd)) return {};
  collnet::collective::cu_result sp;
  if (specials(in, mask, num_in, &sp)) return {};
  mpfr_t exact, term, bound, diff;
  mpfr_inits2(2300, exact, term, bound, diff, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_zero(exact, 1);
  long e_max = 1;
  unsigned n = 0;
  for (unsigned i = 0; i < num_in; ++i) {
    if (!((mask >> i) & 1)) continue;
    ++n;
    e_max = std::max<long>(e_max, static_cast<long>((in[i] >> 52) & 0x7FF));
    mpfr_set_d(term, to_double(in[i]), MPFR_RNDN);
    mpfr_add(exact, exact, term, MPFR_RNDN);  // exact at 2300 bits
  }
  // bound = n * u + ulp(result) / 2
  mpfr_set_ui_2exp(bound, n, e_max - 1023 - static_cast<long>(frac_bits), MPFR_RNDN);
  const long b = static_cast<long>((r.bits >> 52) & 0x7FF);
  mpfr_set_ui_2exp(term, 1, std::max(b, 1L) - 1075 - 1, MPFR_RNDN);
  mpfr_add(bound, bound, term, MPFR_RNDN);
  mpfr_set_d(term, rd, MPFR_RNDN);
  mpfr_sub(diff, term, exact, MPFR_RNDN);
  mpfr_abs(diff, diff, MPFR_RNDN);
  std::string err;
  if (mpfr_cmp(diff, bound) > 0) {
    char buf[160];
    mpfr_snprintf(buf, sizeof buf,
                  "error bound violated: |result - exact| = %.6Rg > n*u + ulp/2 = %.6Rg for ", diff,
                  bound);
    err = buf +
          collnet::collective::cu_vector_str(collnet::collective::cu_op::fp_add, in, mask, num_in);
  }
  mpfr_clears(exact, term, bound, diff, static_cast<mpfr_ptr>(nullptr));
  return err;
}

}  // namespace collnet::collective
