// cu_vectors.h: random and corner stimulus for the collective-unit model tests and benchmark.
//
// A vector is NumIn (default 12) 64-bit words plus an enable mask. Each kind aims at one
// corner of the spec's FP add; masks have a uniformly random popcount 1..num_in.
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>

#include "cu_model.h"

namespace collnet::collective {

/// Stimulus kinds (see fill()).
enum class vec_kind : unsigned {
  random_bits,    ///< uniformly random 64-bit words (some NaN / inf)
  specials,       ///< +-0, +-inf, qNaN, sNaN, extreme finite values, mixed with random ones
  subnormals,     ///< exponent field 0..2: subnormals and the smallest normals
  cancellation,   ///< +-x pairs with a few low-bit differences: massive cancellation
  near_overflow,  ///< exponent field 2040..2046, mostly one sign: overflow to inf
  straddle,       ///< one input sets E, the others sit around the truncation boundary u
  all_equal,      ///< the same word on every input
  close_range,    ///< exponents within 3 of each other, few significant bits: rounding ties
  ties,           ///< x plus exactly half an ulp of x (possibly split over inputs)
  mixed,          ///< each input from a random kind
};
constexpr unsigned NUM_VEC_KINDS = 10;

inline const char* vec_kind_name(vec_kind k) {
  static const char* const names[NUM_VEC_KINDS] = {
      "random_bits", "specials",  "subnormals",  "cancellation", "near_overflow",
      "straddle",    "all_equal", "close_range", "ties",         "mixed"};
  return names[static_cast<unsigned>(k)];
}

inline uint64_t make_fp(uint64_t sign, uint64_t exp_field, uint64_t frac) {
  return (sign << 63) | ((exp_field & 0x7FF) << 52) | (frac & ((1ull << 52) - 1));
}

/// Deterministic generator of vectors for a given F.
class vec_gen {
 public:
  vec_gen(uint64_t seed, unsigned frac_bits) : rng_(seed), frac_bits_(frac_bits) {}

  uint64_t bits() { return rng_(); }
  uint64_t below(uint64_t n) { return rng_() % n; }  ///< 0 .. n-1 (bias irrelevant here)

  /// Random mask over num_in inputs with popcount uniform in 1..num_in.
  uint32_t mask(unsigned num_in) {
    unsigned order[collnet::collective::CU_MAX_IN];
    for (unsigned i = 0; i < num_in; ++i) order[i] = i;
    std::shuffle(order, order + num_in, rng_);
    const unsigned pop = 1 + static_cast<unsigned>(below(num_in));
    uint32_t m = 0;
    for (unsigned i = 0; i < pop; ++i) m |= 1u << order[i];
    return m;
  }

  /// Fill in[0..num_in-1] with a vector of the given kind.
  void fill(vec_kind kind, uint64_t* in, unsigned num_in) {
    switch (kind) {
      case vec_kind::random_bits:
        for (unsigned i = 0; i < num_in; ++i) in[i] = bits();
        break;
      case vec_kind::specials:
        for (unsigned i = 0; i < num_in; ++i) in[i] = below(2) ? special() : finite();
        break;
      case vec_kind::subnormals:
        for (unsigned i = 0; i < num_in; ++i) in[i] = make_fp(bits() & 1, below(3), frac());
        break;
      case vec_kind::cancellation: {
        // Half of the time near the bottom of the range: tiny results with truncated bits.
        const uint64_t e = below(2) ? 1 + below(2046) : 1 + below(60);
        for (unsigned i = 0; i < num_in; i += 2) {
          const uint64_t x = make_fp(bits() & 1, e - std::min<uint64_t>(e - 1, below(3)), frac());
          in[i] = x;
          if (i + 1 < num_in) {
            uint64_t y = x ^ (1ull << 63);               // -x
            if (below(2)) y ^= bits() & below(1u << 8);  // ... differing in low bits
            in[i + 1] = y;
          }
        }
        if (below(2))
          in[below(num_in)] = below(2) ? finite() : make_fp(bits() & 1, below(3), frac());
        shuffle(in, num_in);
        break;
      }
      case vec_kind::near_overflow: {
        const uint64_t sign = bits() & 1;
        for (unsigned i = 0; i < num_in; ++i) {
          in[i] = make_fp(below(5) ? sign : sign ^ 1, 2040 + below(7), frac());
        }
        break;
      }
      case vec_kind::straddle: {
        // E from in[0]; others near the exponent whose lsb is u: e = E - (F - 52) + d.
        const int64_t e_top = 1 + static_cast<int64_t>(below(2046));
        in[0] = make_fp(bits() & 1, static_cast<uint64_t>(e_top), frac());
        const int64_t centre = e_top - (static_cast<int64_t>(frac_bits_) - 52);
        for (unsigned i = 1; i < num_in; ++i) {
          const int64_t e =
              std::clamp<int64_t>(centre + static_cast<int64_t>(below(121)) - 60, 0, e_top);
          in[i] = make_fp(bits() & 1, static_cast<uint64_t>(e), frac());
        }
        break;
      }
      case vec_kind::all_equal: {
        const uint64_t x = below(4) ? finite() : special();
        for (unsigned i = 0; i < num_in; ++i) in[i] = x;
        break;
      }
      case vec_kind::close_range: {
        const uint64_t e = below(2044);
        for (unsigned i = 0; i < num_in; ++i) {
          const uint64_t f = frac() & (~0ull << below(53));  // few significant bits
          in[i] = make_fp(bits() & 1, e + below(3), f);
        }
        break;
      }
      case vec_kind::ties: {
        // x (exponent field e >= 54) plus half an ulp of x, maybe split in two quarters.
        const uint64_t e = 54 + below(1992);
        const uint64_t sign = bits() & 1;
        for (unsigned i = 0; i < num_in; ++i) in[i] = 0;
        in[0] = make_fp(sign, e, frac());
        const uint64_t half_sign = below(4) ? sign : sign ^ 1;
        if (num_in > 2 && below(2)) {
          in[1] = make_fp(half_sign, e - 54, 0);  // quarter ulp
          in[2] = make_fp(half_sign, e - 54, 0);
        } else if (num_in > 1) {
          in[1] = make_fp(half_sign, e - 53, 0);  // half ulp
        }
        if (below(4) == 0) in[num_in - 1] ^= 1;  // break the tie on purpose
        shuffle(in, num_in);
        break;
      }
      case vec_kind::mixed:
        for (unsigned i = 0; i < num_in; ++i) {
          uint64_t tmp[collnet::collective::CU_MAX_IN];
          fill(static_cast<vec_kind>(below(NUM_VEC_KINDS - 1)), tmp, num_in);
          in[i] = tmp[below(num_in)];
        }
        break;
    }
  }

  /// A finite value with a random exponent field 0..2046.
  uint64_t finite() { return make_fp(bits() & 1, below(2047), frac()); }

  /// One of the special or extreme encodings.
  uint64_t special() {
    static const uint64_t table[] = {
        0x0000000000000000ull,  // +0
        0x8000000000000000ull,  // -0
        0x7FF0000000000000ull,  // +inf
        0xFFF0000000000000ull,  // -inf
        0x7FF8000000000000ull,  // canonical qNaN
        0xFFF8000000000123ull,  // negative qNaN with payload
        0x7FF0000000000001ull,  // sNaN
        0xFFF4000000000000ull,  // negative sNaN
        0x0000000000000001ull,  // smallest subnormal
        0x000FFFFFFFFFFFFFull,  // largest subnormal
        0x0010000000000000ull,  // smallest normal
        0x7FEFFFFFFFFFFFFFull,  // largest finite
        0x3FF0000000000000ull,  // 1.0
        0x3CA0000000000000ull,  // 2^-53
    };
    const uint64_t x = table[below(sizeof table / sizeof table[0])];
    return (x & 0x7FF0000000000000ull) == 0x7FF0000000000000ull ? x : (x ^ ((bits() & 1) << 63));
  }

 private:
  uint64_t frac() {
    // Random fraction; sometimes all ones / zeros in the low part to hit carries and ties.
    uint64_t f = bits() & ((1ull << 52) - 1);
    switch (below(4)) {
      case 0:
        f &= ~0ull << below(52);
        break;
      case 1:
        f |= (1ull << below(52)) - 1;
        break;
      default:
        break;
    }
    return f;
  }
  void shuffle(uint64_t* in, unsigned num_in) { std::shuffle(in, in + num_in, rng_); }

  std::mt19937_64 rng_;  ///< the only randomness source (seeded)
  unsigned frac_bits_;   ///< F (for the straddle kind)
};

}  // namespace collnet::collective
