// cu_mpfr_model.cpp: mathematical (MPFR / GMP) reference model of the collective unit.
// See cu_mpfr_model.h for the method; written from the spec, independently of cu_int_model.
#include "cu_mpfr_model.h"

#include <gmp.h>
#include <mpfr.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace collnet::collective {

static_assert(sizeof(long) == 8 && sizeof(unsigned long) == 8, "mpz_*_si/ui need 64-bit long");

namespace {
inline double to_double(uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}
inline uint64_t to_bits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}
/// Signalling NaN: the spec's notion (quiet bit 51 clear); MPFR has no signalling NaNs.
inline bool is_snan(uint64_t x) {
  return std::isnan(to_double(x)) && ((x >> 51) & 1) == 0;
}
}  // namespace

struct cu_mpfr_model::state {
  mpfr_t term[CU_MAX_IN];        ///< inputs, then truncated terms a_i * u (53 bits: always exact)
  mpfr_ptr term_ptr[CU_MAX_IN];  ///< argument list for mpfr_sum
  mpfr_t exact;                  ///< exact sum S*u (precision F + 72)
  mpfr_t r53;                    ///< sum rounded to 53 bits, then to binary64
  mpfr_t tiny_bound;             ///< 2^-1022
  mpz_t z, v, best, two64;       ///< integer-op scratch
  explicit state(unsigned f) {
    for (unsigned i = 0; i < CU_MAX_IN; ++i) mpfr_init2(term[i], 53);
    mpfr_init2(exact, static_cast<mpfr_prec_t>(f) + 72);
    mpfr_init2(r53, 53);
    mpfr_init2(tiny_bound, 2);
    mpfr_set_ui_2exp(tiny_bound, 1, -1022, MPFR_RNDN);
    mpz_inits(z, v, best, two64, nullptr);
    mpz_ui_pow_ui(two64, 2, 64);
  }
  ~state() {
    for (unsigned i = 0; i < CU_MAX_IN; ++i) mpfr_clear(term[i]);
    mpfr_clears(exact, r53, tiny_bound, static_cast<mpfr_ptr>(nullptr));
    mpz_clears(z, v, best, two64, nullptr);
  }
};

cu_mpfr_model::cu_mpfr_model(unsigned frac_bits) : frac_bits_(frac_bits) {
  if (frac_bits > CU_MAX_FRAC_BITS) throw std::invalid_argument("cu_mpfr_model: F too large");
  state_ = std::make_unique<state>(frac_bits);
}

cu_mpfr_model::~cu_mpfr_model() = default;

cu_result cu_mpfr_model::compute(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in) {
  if (num_in == 0 || num_in > CU_MAX_IN) throw std::invalid_argument("cu model: bad num_in");
  unsigned idx[CU_MAX_IN];  // enabled input indices
  unsigned n = 0;
  for (unsigned i = 0; i < num_in; ++i) {
    if ((mask >> i) & 1) idx[n++] = i;
  }
  if (n == 0 || static_cast<unsigned>(op) >= CU_NUM_OPS) return {0, CU_FLAG_NV};
  state& s = *state_;
  cu_result r;

  if (op == cu_op::fp_min || op == cu_op::fp_max) {
    bool any_nan = false, any_snan = false;
    for (unsigned k = 0; k < n; ++k) {
      mpfr_set_d(s.term[k], to_double(in[idx[k]]), MPFR_RNDN);  // exact
      any_nan |= mpfr_nan_p(s.term[k]) != 0;
      any_snan |= is_snan(in[idx[k]]);
    }
    if (any_nan) return {CU_CANONICAL_NAN, any_snan ? CU_FLAG_NV : cu_flags{0}};
    unsigned w = 0;  // winner
    for (unsigned k = 1; k < n; ++k) {
      int c = mpfr_cmp(s.term[k], s.term[w]);
      if (c == 0 && mpfr_zero_p(s.term[k])) {  // -0 < +0
        c = (mpfr_signbit(s.term[k]) ? -1 : 0) + (mpfr_signbit(s.term[w]) ? 1 : 0);
      }
      if (op == cu_op::fp_min ? c < 0 : c > 0) w = k;
    }
    r.bits = in[idx[w]];
    return r;
  }

  if (op != cu_op::fp_add) {  // integer ops on exact integers
    const bool is_signed =
        op == cu_op::int_add_s || op == cu_op::int_min_s || op == cu_op::int_max_s;
    auto load = [&](mpz_t dst, uint64_t x) {
      if (is_signed) {
        mpz_set_si(dst, static_cast<long>(static_cast<int64_t>(x)));
      } else {
        mpz_set_ui(dst, static_cast<unsigned long>(x));
      }
    };
    load(s.best, in[idx[0]]);
    for (unsigned k = 1; k < n; ++k) {
      load(s.v, in[idx[k]]);
      switch (op) {
        case cu_op::int_add_s:
        case cu_op::int_add_u:
          mpz_add(s.best, s.best, s.v);
          break;
        case cu_op::int_min_s:
        case cu_op::int_min_u:
          if (mpz_cmp(s.v, s.best) < 0) mpz_set(s.best, s.v);
          break;
        case cu_op::int_max_s:
        case cu_op::int_max_u:
          if (mpz_cmp(s.v, s.best) > 0) mpz_set(s.best, s.v);
          break;
        case cu_op::bit_and:
          mpz_and(s.best, s.best, s.v);
          break;
        case cu_op::bit_or:
          mpz_ior(s.best, s.best, s.v);
          break;
        case cu_op::bit_xor:
          mpz_xor(s.best, s.best, s.v);
          break;
        default:
          throw std::logic_error("cu_mpfr_model: unreachable op");
      }
    }
    if (op == cu_op::int_add_s && !mpz_fits_slong_p(s.best)) r.flags = CU_FLAG_OF;
    if (op == cu_op::int_add_u && mpz_cmp(s.best, s.two64) >= 0) r.flags = CU_FLAG_OF;
    mpz_fdiv_r_2exp(s.z, s.best, 64);  // two's complement word = value mod 2^64
    r.bits = static_cast<uint64_t>(mpz_get_ui(s.z));
    return r;
  }

  // ---- fp_add --------------------------------------------------------------------------
  bool any_nan = false, any_snan = false, pos_inf = false, neg_inf = false;
  bool all_neg_zero = true;
  long e_top = -1022;  // E' = E - 1023: max over inputs of max(floor(log2|x|), -1022)
  for (unsigned k = 0; k < n; ++k) {
    const uint64_t x = in[idx[k]];
    mpfr_ptr t = s.term[k];
    mpfr_set_d(t, to_double(x), MPFR_RNDN);  // exact (53 bits)
    if (mpfr_nan_p(t)) {
      any_nan = true;
      any_snan |= is_snan(x);
    } else if (mpfr_inf_p(t)) {
      (mpfr_sgn(t) < 0 ? neg_inf : pos_inf) = true;
    } else if (!mpfr_zero_p(t)) {
      e_top = std::max(e_top, static_cast<long>(mpfr_get_exp(t)) - 1);  // |x| in [2^(e-1), 2^e)
    }
    all_neg_zero &= mpfr_zero_p(t) && mpfr_signbit(t);
  }
  if (any_nan) return {CU_CANONICAL_NAN, any_snan ? CU_FLAG_NV : cu_flags{0}};
  if (pos_inf && neg_inf) return {CU_CANONICAL_NAN, CU_FLAG_NV};
  if (pos_inf) return {to_bits(INFINITY), 0};
  if (neg_inf) return {to_bits(-INFINITY), 0};

  const long scale = e_top - static_cast<long>(frac_bits_);  // u = 2^scale
  bool trunc_nx = false;
  for (unsigned k = 0; k < n; ++k) {
    mpfr_ptr t = s.term[k];
    mpfr_mul_2si(t, t, -scale, MPFR_RNDN);  // x / u, exact
    trunc_nx |= mpfr_trunc(t, t) != 0;      // sign * floor(|x| / u); nonzero = bits lost
    mpfr_mul_2si(t, t, scale, MPFR_RNDN);   // a_i * u, exact
    s.term_ptr[k] = t;
  }
  if (mpfr_sum(s.exact, s.term_ptr, n, MPFR_RNDN) != 0) {
    throw std::logic_error("cu_mpfr_model: exact sum was rounded (precision too small)");
  }
  if (mpfr_zero_p(s.exact)) {
    r.bits = all_neg_zero ? to_bits(-0.0) : 0;
    r.flags = trunc_nx ? (CU_FLAG_NX | CU_FLAG_UF) : cu_flags{0};  // 0 is tiny
    return r;
  }
  const bool tiny = mpfr_cmpabs(s.exact, s.tiny_bound) < 0;

  int t = mpfr_sum(s.r53, s.term_ptr, n, MPFR_RNDN);  // 53 bits, unbounded exponent
  const mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  mpfr_set_emin(-1073);  // binary64: smallest subnormal 2^-1074 = 0.1b * 2^-1073
  mpfr_set_emax(1024);   // largest finite < 2^1024
  t = mpfr_check_range(s.r53, t, MPFR_RNDN);
  t = mpfr_subnormalize(s.r53, t, MPFR_RNDN);
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);

  const bool nx = trunc_nx || t != 0;
  if (mpfr_inf_p(s.r53)) {
    r.bits = to_bits(mpfr_sgn(s.r53) < 0 ? -INFINITY : INFINITY);
    r.flags = CU_FLAG_OF | CU_FLAG_NX;
    return r;
  }
  r.bits = to_bits(mpfr_get_d(s.r53, MPFR_RNDN));  // representable: exact
  r.flags = (nx ? CU_FLAG_NX : 0) | ((tiny && nx) ? CU_FLAG_UF : 0);
  return r;
}

}  // namespace collnet::collective
