// cu_mpfr_model.h: mathematical reference model of the collective unit (MPFR / GMP).
//
// Target cu_model_mpfr (links MPFR and GMP; cu_model alone does not). Written from the spec,
// independently of cu_int_model, to cross-check it:
// - fp_add: E' = max_i max(floor(log2 |x_i|), -1022) (zero counts as -1022) is the spec's
//   E - 1023; each input is scaled by 2^-(E'-F) and truncated with mpfr_trunc (inexact ->
//   NX), the truncated terms are summed with mpfr_sum twice: exactly (precision F + 72, to
//   decide tininess and the sign of zero) and to 53 bits; the 53-bit sum is brought into the
//   binary64 exponent range with mpfr_check_range and mpfr_subnormalize (emin -1073, emax 1024).
// - integer ops: exact GMP integers (mpz) reduced mod 2^64; OF when the exact sum is out of
//   range; min/max by mpz_cmp; bitwise ops by mpz_and / mpz_ior / mpz_xor.
// - fp_min / fp_max: mpfr_cmp, with -0 < +0 decided by the sign bit.
#pragma once

#include <memory>

#include "cu_model.h"

namespace collnet::collective {

/// MPFR-based model; same contract as cu_model_if. Slow (about 10^5 .. 10^6 vectors/s).
class cu_mpfr_model final : public cu_model_if {
 public:
  /// `frac_bits` = F of the spec, 0 .. CU_MAX_FRAC_BITS.
  explicit cu_mpfr_model(unsigned frac_bits);
  ~cu_mpfr_model() override;
  cu_mpfr_model(const cu_mpfr_model&) = delete;
  cu_mpfr_model& operator=(const cu_mpfr_model&) = delete;
  cu_result compute(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in) override;
  unsigned frac_bits() const override { return frac_bits_; }
  const char* name() const override { return "mpfr"; }

 private:
  struct state;                   ///< MPFR / GMP variables, initialised once (keeps mpfr.h out)
  unsigned frac_bits_;            ///< F
  std::unique_ptr<state> state_;  ///< scratch numbers
};

}  // namespace collnet::collective
