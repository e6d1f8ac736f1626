// cu_test_refs.h: independent references used by the model tests (not by the models).
#pragma once

#include <cstdint>
#include <string>

#include "cu_model.h"

namespace collnet::collective {

/// Correctly rounded exact sum of the enabled inputs, computed on exact GMP integers in units
/// of 2^-1074 and rounded by hand (RNE, subnormals, overflow), plus the spec's special-value
/// rules. Flags: NV as the spec, NX = rounding inexact, OF, UF = tiny and NX.
collnet::collective::cu_result exact_sum_ref(const uint64_t* in, uint32_t mask, unsigned num_in);

/// Host IEEE-754 a + b with the host's exception flags (fenv), NaN results canonicalised to
/// the spec's 0x7FF8000000000000 (the host keeps payloads; the spec does not).
collnet::collective::cu_result host_add(uint64_t a, uint64_t b);

/// Checks the narrow-configuration error bound |result - exact| <= n*u + ulp(result)/2 for a
/// finite fp_add result (n = enabled inputs, u = 2^(E-1023-F)); "" when it holds or does not
/// apply (special or infinite result), otherwise a message.
std::string check_error_bound(const uint64_t* in, uint32_t mask, unsigned num_in,
                              unsigned frac_bits, const collnet::collective::cu_result& r);

}  // namespace collnet::collective
