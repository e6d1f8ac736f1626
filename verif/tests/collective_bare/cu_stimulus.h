// cu_stimulus.h: random and directed element generators for the bare-loop collective tests.
//
// Operands are drawn from classes that reach the interesting corners of FP add: arbitrary
// bit patterns, nearby exponents (long carries, cancellation), tiny and subnormal values,
// huge values (overflow), signed zeros, infinities, quiet and signalling NaNs with random
// payloads, and exact rounding ties against a partner operand.
#pragma once

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "cu_stream_driver.h"

namespace cu_bare {

/// Opcodes (cu_pkg::cu_op_e).
enum : uint8_t {
  OP_FP_ADD = 0,
  OP_ADD_S = 1,
  OP_ADD_U = 2,
  OP_MIN_S = 3,
  OP_MAX_S = 4,
  OP_MIN_U = 5,
  OP_MAX_U = 6,
  OP_AND = 7,
  OP_OR = 8,
  OP_XOR = 9,
  OP_FP_MIN = 10,
  OP_FP_MAX = 11,
  NUM_OPS = 12
};

inline uint64_t bits_of(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}
inline double double_of(uint64_t b) {
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}
inline uint64_t make_fp(uint64_t sign, uint64_t exp, uint64_t frac) {
  return (sign << 63) | ((exp & 0x7FF) << 52) | (frac & ((1ull << 52) - 1));
}

/// Random binary64 operand generator.
class cu_fp_gen {
 public:
  explicit cu_fp_gen(uint64_t seed) : rng_(seed) {}

  /// One operand; `specials` = allow inf/NaN.
  uint64_t operand(bool specials = true) {
    const uint64_t s = rng_() & 1;
    const uint64_t f = rng_();
    switch (pick(specials ? 10 : 7)) {
      case 0:
      case 1:
        return specials ? rng_() : make_fp(s, 1 + pick(2045), f);  // any pattern
      case 2:
      case 3:
        return make_fp(s, 1023 - 12 + pick(25), f);  // around 1.0
      case 4:
        return make_fp(s, pick(4), f);  // subnormal / tiny
      case 5:
        return make_fp(s, 2046 - pick(4), f);  // huge
      case 6:
        return make_fp(s, pick(3) == 0 ? 0 : 2046, pick(2) ? 0 : ~0ull);  // 0, max, min
      case 7:
        return make_fp(s, 0x7FF, 0);  // inf
      case 8:
        return make_fp(s, 0x7FF, (1ull << 51) | f);  // quiet NaN
      default:
        return make_fp(s, 0x7FF, (f & ((1ull << 51) - 1)) | 1);  // signalling NaN
    }
  }

  /// A partner for `a` that makes FP add hard: cancellation, a tie, or a nearby exponent.
  uint64_t partner(uint64_t a) {
    const uint64_t e = (a >> 52) & 0x7FF;
    const uint64_t s = a >> 63;
    switch (pick(6)) {
      case 0:
        return a ^ (1ull << 63);  // exact cancellation
      case 1:
        return (a ^ (1ull << 63)) + 1 - 2 * pick(2);  // near cancellation
      case 2:  // half an ulp of a (an exact tie) or a quarter/three quarters
        if (e > 54) return make_fp(pick(2) ? s : s ^ 1, e - 53 - pick(2), pick(2) ? 0 : 1ull << 51);
        return make_fp(s, pick(3), rng_());
      case 3:
        return make_fp(rng_() & 1, e > 12 ? e - pick(12) : pick(12), rng_());  // nearby
      case 4:
        return make_fp(rng_() & 1, e > 70 ? e - 53 - pick(16) : pick(3), rng_());  // far
      default:
        return operand();
    }
  }

  /// Random mask with at least one bit among n inputs (or empty with small probability).
  uint32_t mask(unsigned n, bool allow_empty) {
    const uint32_t all = (n >= 32) ? 0xFFFFFFFFu : ((1u << n) - 1u);
    if (allow_empty && pick(64) == 0) return 0;
    uint32_t m = 0;
    switch (pick(4)) {
      case 0:
        m = all;
        break;
      case 1:
        m = 1u << pick(n);
        break;
      default:
        m = static_cast<uint32_t>(rng_()) & all;
    }
    return m ? m : (1u << pick(n));
  }

  /// Integer operand with corner values (0, +-1, extremes) often.
  uint64_t int_operand() {
    switch (pick(6)) {
      case 0:
        return 0x7FFFFFFFFFFFFFFFull - pick(3);
      case 1:
        return 0x8000000000000000ull + pick(3);
      case 2:
        return ~0ull - pick(3);
      case 3:
        return pick(3);
      default:
        return rng_();
    }
  }

  /// A random element of any opcode (invalid opcodes 12..15 with small probability) over n
  /// inputs; FP elements use operand()/partner() mixes.
  cu_elem any_elem(unsigned n) {
    cu_elem el;
    el.op = static_cast<uint8_t>(pick(40) == 0 ? 12 + pick(4) : pick(3) == 0 ? 0 : pick(NUM_OPS));
    el.mask = mask(n, true);
    const bool fp = el.op == OP_FP_ADD || el.op == OP_FP_MIN || el.op == OP_FP_MAX;
    const bool specials = pick(4) == 0;
    for (unsigned i = 0; i < n; ++i) {
      if (fp) {
        el.in[i] = (i > 0 && pick(3) == 0) ? partner(el.in[pick(i)]) : operand(specials);
      } else {
        el.in[i] = int_operand();
      }
    }
    return el;
  }

  uint64_t pick(uint64_t n) { return n ? rng_() % n : 0; }
  std::mt19937_64& rng() { return rng_; }

 private:
  std::mt19937_64 rng_;
};

}  // namespace cu_bare
