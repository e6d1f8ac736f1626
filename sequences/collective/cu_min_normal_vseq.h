// cu_min_normal_vseq: fp_add results in and around the smallest normal binade
// [2^-1022, 2^-1021): just above 2^-1022, just below 2^-1021, anywhere inside, and the neighbours
// (top of the subnormals, bottom of [2^-1021, 2^-1020)), each exact or inexact through truncation,
// so both NX alone (a normal result) and the UF boundary (tiny and inexact) are exercised.
//
// An element is x + -(x - T) plus fillers, T the target in units of 2^-1074 and x a normal number
// of biased exponent b (the effective exponent E of the element; every other input is at or below
// it). With F bits, u = 2^(E-1023-F) = 2^(b+51-F) units; an input with bits below u is truncated.
// | filler | value                                  | effect                              |
// |--------|----------------------------------------|-------------------------------------|
// | zero   | +-0                                    | none                                |
// | pair   | z, -z (biased exponent <= b)           | cancels (truncation is symmetric)   |
// | tiny   | +-d, 0 < d < u (inexact elements only) | cut entirely: NX, the sum stays T   |
// An exact element keeps every input a multiple of u (pairs at exponent >= b + 52 - F); an
// inexact one needs u >= 2 units (b >= F - 50) and 3 enabled inputs, and has at least one tiny
// filler. With F = 2097 (or a single input) every element is exact.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

// cu_min_normal_gen(): one element of this kind, and the sequence.
CU_GEN_VSEQ(cu_min_normal);

namespace collnet::collective {

/// binary64 bits of (neg ? -1 : 1) * m * 2^s * 2^-1074, which must be exactly representable
/// (finite, at most 53 significant bits); throws std::invalid_argument otherwise.
std::uint64_t cu_fp_from_units(bool neg, std::uint64_t m, unsigned s);

}  // namespace collnet::collective
