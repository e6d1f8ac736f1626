// cu_model_test.cpp: unit tests of the collective-unit reference models.
//
// - cross:       cu_int_model == cu_mpfr_model, bit for bit and flag for flag, on 10^6 fp_add
//                vectors per configuration (F = 64 narrow, F = 2097 exact), 10 stimulus kinds
//                x 100000, masks with popcount 1..12; plus every other op, plus odd F.
// - exact:       F = 2097: 2 inputs == host a + b (with host fenv flags); n inputs == the
//                correctly rounded exact sum computed on GMP integers (cu_test_refs.cpp).
// - permutation: permuting inputs over ports (and their mask bits) never changes a bit.
// - narrow:      F = 64: |result - exact| <= n*u + ulp/2.
// - corners:     hand-derived expected results for FP add, FP min/max and the integer ops.
// - checker:     cu_checker counts and reports; every harness here has a _bad test with a
//                deliberately broken model proving it fires.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <tuple>

#include "alloc_counter.h"
#include "cu_checker.h"
#include "cu_model.h"
#include "cu_mpfr_model.h"
#include "cu_test_refs.h"
#include "cu_vectors.h"

using namespace collnet::collective;

namespace {

constexpr unsigned NUM_IN = 12;  // BG/Q: 10 torus links + I/O + local
/// Unsigned value of an environment variable, or `dflt` when unset.
uint64_t env_u64(const char* name, uint64_t dflt) {
  const char* v = std::getenv(name);
  return v ? std::strtoull(v, nullptr, 0) : dflt;
}
/// Base seed (CU_MODEL_SEED overrides; the nightly run uses another one).
const uint64_t SEED = env_u64("CU_MODEL_SEED", 0xC011EC7157ull);
/// Vector count scaled by CU_MODEL_SCALE (default 1; the nightly run uses 10).
uint64_t scaled(uint64_t n) {
  return n * env_u64("CU_MODEL_SCALE", 1);
}

uint64_t d2b(double d) {
  uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}

/// A deliberately broken model for the _bad tests: wraps a good one and corrupts results.
class broken_model final : public cu_model_if {
 public:
  using corrupt_fn = std::function<void(cu_op, const uint64_t*, uint32_t, cu_result*)>;
  broken_model(cu_model_if& good, corrupt_fn corrupt) : good_(good), corrupt_(corrupt) {}
  cu_result compute(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in) override {
    cu_result r = good_.compute(op, in, mask, num_in);
    corrupt_(op, in, mask, &r);
    return r;
  }
  unsigned frac_bits() const override { return good_.frac_bits(); }
  const char* name() const override { return "broken"; }

 private:
  cu_model_if& good_;
  corrupt_fn corrupt_;
};

/// Result classes of fp_add, to show what the stimulus reached.
enum result_class : unsigned {
  RC_NAN,        ///< canonical NaN
  RC_INF,        ///< infinity from an infinite input (no OF)
  RC_OF,         ///< overflow
  RC_UF,         ///< underflow flag
  RC_NX,         ///< inexact flag
  RC_EXACT,      ///< finite, no flag
  RC_POS_ZERO,   ///< +0
  RC_NEG_ZERO,   ///< -0
  RC_SUBNORMAL,  ///< subnormal result
  RC_NV,         ///< invalid flag
  RC_COUNT
};
const char* const RC_NAMES[RC_COUNT] = {"nan",   "inf", "OF", "UF",        "NX",
                                        "exact", "+0",  "-0", "subnormal", "NV"};

/// Outcome of a comparison run: vectors checked, mismatches, first message, result classes.
struct run_stats {
  uint64_t vectors = 0;
  uint64_t mismatches = 0;
  std::string first;
  uint64_t cls[RC_COUNT] = {};
  void count(const cu_result& r) {
    const uint64_t mag = r.bits & ~(1ull << 63);
    if (r.bits == CU_CANONICAL_NAN) ++cls[RC_NAN];
    if (mag == 0x7FF0000000000000ull && !(r.flags & CU_FLAG_OF)) ++cls[RC_INF];
    if (r.flags & CU_FLAG_OF) ++cls[RC_OF];
    if (r.flags & CU_FLAG_UF) ++cls[RC_UF];
    if (r.flags & CU_FLAG_NX) ++cls[RC_NX];
    if (r.flags & CU_FLAG_NV) ++cls[RC_NV];
    if (mag < 0x7FF0000000000000ull && r.flags == 0) ++cls[RC_EXACT];
    if (r.bits == 0) ++cls[RC_POS_ZERO];
    if (r.bits == (1ull << 63)) ++cls[RC_NEG_ZERO];
    if (mag != 0 && mag < (1ull << 52)) ++cls[RC_SUBNORMAL];
  }
  void fail(const std::string& msg) {
    if (mismatches++ == 0) first = msg;
  }
};

/// Cross-check two models on `count` vectors of one kind (fresh random mask each).
run_stats cross_check(cu_model_if& a, cu_model_if& b, cu_op op, vec_gen& gen, vec_kind kind,
                      uint64_t count, unsigned num_in = NUM_IN) {
  run_stats st;
  uint64_t in[CU_MAX_IN];
  for (uint64_t k = 0; k < count; ++k) {
    gen.fill(kind, in, num_in);
    const uint32_t mask = gen.mask(num_in);
    const cu_result ra = a.compute(op, in, mask, num_in);
    const cu_result rb = b.compute(op, in, mask, num_in);
    ++st.vectors;
    st.count(ra);
    if (ra != rb) {
      st.fail(cu_vector_str(op, in, mask, num_in) + " F=" + std::to_string(a.frac_bits()) + ": " +
              a.name() + " " + cu_word_str(op, ra.bits) + " " + cu_flags_str(ra.flags) + " vs " +
              b.name() + " " + cu_word_str(op, rb.bits) + " " + cu_flags_str(rb.flags) +
              "; repro: " + cu_repro_cmd(a.frac_bits(), op, in, mask, num_in));
    }
  }
  return st;
}

/// Permutation check: the model's result for a random port permutation equals the original.
run_stats permutation_check(cu_model_if& m, vec_gen& gen, uint64_t count) {
  run_stats st;
  uint64_t in[NUM_IN], perm_in[NUM_IN];
  unsigned perm[NUM_IN];
  for (uint64_t k = 0; k < count; ++k) {
    const auto kind = static_cast<vec_kind>(k % NUM_VEC_KINDS);
    gen.fill(kind, in, NUM_IN);
    const uint32_t mask = gen.mask(NUM_IN);
    for (unsigned i = 0; i < NUM_IN; ++i) perm[i] = i;
    for (unsigned i = NUM_IN - 1; i > 0; --i) std::swap(perm[i], perm[gen.below(i + 1)]);
    uint32_t perm_mask = 0;
    for (unsigned i = 0; i < NUM_IN; ++i) {
      perm_in[perm[i]] = in[i];
      perm_mask |= ((mask >> i) & 1u) << perm[i];
    }
    const cu_result r0 = m.compute(cu_op::fp_add, in, mask, NUM_IN);
    const cu_result r1 = m.compute(cu_op::fp_add, perm_in, perm_mask, NUM_IN);
    ++st.vectors;
    if (r0 != r1) {
      st.fail(std::string(m.name()) +
              " not permutation invariant: " + cu_vector_str(cu_op::fp_add, in, mask, NUM_IN) +
              " -> " + cu_word_str(cu_op::fp_add, r0.bits) + " but permuted " +
              cu_vector_str(cu_op::fp_add, perm_in, perm_mask, NUM_IN) + " -> " +
              cu_word_str(cu_op::fp_add, r1.bits));
    }
  }
  return st;
}

/// Two-input exact check against the host FPU: both words on two random ports of 12.
run_stats host_check(cu_model_if& m, vec_gen& gen, uint64_t count) {
  run_stats st;
  uint64_t in[NUM_IN];
  for (uint64_t k = 0; k < count; ++k) {
    gen.fill(static_cast<vec_kind>(k % NUM_VEC_KINDS), in, NUM_IN);
    const unsigned p0 = static_cast<unsigned>(gen.below(NUM_IN));
    const unsigned p1 = (p0 + 1 + static_cast<unsigned>(gen.below(NUM_IN - 1))) % NUM_IN;
    const uint64_t a = in[0], b = in[1];
    for (unsigned i = 0; i < NUM_IN; ++i) in[i] = gen.bits();  // disabled ports: garbage
    in[p0] = a;
    in[p1] = b;
    const cu_result got = m.compute(cu_op::fp_add, in, (1u << p0) | (1u << p1), NUM_IN);
    const cu_result host = host_add(a, b);
    ++st.vectors;
    if (got != host) {
      st.fail(std::string(m.name()) + " a=" + cu_word_str(cu_op::fp_add, a) +
              " b=" + cu_word_str(cu_op::fp_add, b) + ": model " +
              cu_word_str(cu_op::fp_add, got.bits) + " " + cu_flags_str(got.flags) + ", host a+b " +
              cu_word_str(cu_op::fp_add, host.bits) + " " + cu_flags_str(host.flags));
    }
  }
  return st;
}

/// Runs `count` fp_add vectors through m, the vector kinds in turn, each with a random mask;
/// check(in, mask, got) says what is wrong with a result (appended to the model's name), empty
/// when it is right.
template <typename CHECK>
run_stats fp_add_vectors(cu_model_if& m, vec_gen& gen, uint64_t count, CHECK check) {
  run_stats st;
  uint64_t in[NUM_IN];
  for (uint64_t k = 0; k < count; ++k) {
    gen.fill(static_cast<vec_kind>(k % NUM_VEC_KINDS), in, NUM_IN);
    const uint32_t mask = gen.mask(NUM_IN);
    const cu_result got = m.compute(cu_op::fp_add, in, mask, NUM_IN);
    ++st.vectors;
    const std::string err = check(in, mask, got);
    if (!err.empty()) st.fail(std::string(m.name()) + err);
  }
  return st;
}

/// n-input exact check against the GMP reference.
run_stats exact_check(cu_model_if& m, vec_gen& gen, uint64_t count) {
  return fp_add_vectors(m, gen, count, [](const uint64_t* in, uint32_t mask, const cu_result& got) {
    const cu_result ref = exact_sum_ref(in, mask, NUM_IN);
    if (got == ref) return std::string();
    return " " + cu_vector_str(cu_op::fp_add, in, mask, NUM_IN) + ": model " +
           cu_word_str(cu_op::fp_add, got.bits) + " " + cu_flags_str(got.flags) + ", exact sum " +
           cu_word_str(cu_op::fp_add, ref.bits) + " " + cu_flags_str(ref.flags);
  });
}

/// Narrow error bound check.
run_stats bound_check(cu_model_if& m, vec_gen& gen, uint64_t count) {
  const unsigned frac_bits = m.frac_bits();
  return fp_add_vectors(
      m, gen, count, [frac_bits](const uint64_t* in, uint32_t mask, const cu_result& got) {
        const std::string err = check_error_bound(in, mask, NUM_IN, frac_bits, got);
        return err.empty() ? err : ": " + err;
      });
}

/// `check` finds no mismatch in n_int vectors of the int model, then in n_mpfr vectors of the
/// (slower) MPFR model, from one generator.
void expect_no_mismatch(run_stats (*check)(cu_model_if&, vec_gen&, uint64_t), cu_model_if& im,
                        cu_model_if& mm, vec_gen& gen, uint64_t n_int, uint64_t n_mpfr) {
  const run_stats si = check(im, gen, n_int);
  EXPECT_EQ(si.mismatches, 0u) << si.first;
  const run_stats sm = check(mm, gen, n_mpfr);
  EXPECT_EQ(sm.mismatches, 0u) << sm.first;
}

// A test at every fraction width F of its parameter, with both models built for it; its
// instances are named F<width> (width_name).
class at_width : public ::testing::TestWithParam<unsigned> {
 protected:
  const unsigned f = GetParam();
  cu_int_model im{f};
  cu_mpfr_model mm{f};
};

std::string width_name(const ::testing::TestParamInfo<unsigned>& info) {
  return "F" + std::to_string(info.param);
}

// ---- cross: int model == MPFR model, 10^6 fp_add vectors per configuration ---------------

class cross : public ::testing::TestWithParam<std::tuple<unsigned, unsigned>> {};

TEST_P(cross, fp_add_agree) {
  const unsigned f = std::get<0>(GetParam());
  const auto kind = static_cast<vec_kind>(std::get<1>(GetParam()));
  cu_int_model im(f);
  cu_mpfr_model mm(f);
  vec_gen gen(SEED + f * 131 + std::get<1>(GetParam()), f);
  const run_stats st = cross_check(im, mm, cu_op::fp_add, gen, kind, scaled(100000));
  EXPECT_EQ(st.vectors, scaled(100000));
  EXPECT_EQ(st.mismatches, 0u) << st.first;
}

INSTANTIATE_TEST_SUITE_P(cfg, cross,
                         ::testing::Combine(::testing::Values(64u, CU_EXACT_FRAC_BITS),
                                            ::testing::Range(0u, NUM_VEC_KINDS)),
                         [](const ::testing::TestParamInfo<cross::ParamType>& info) {
                           return "F" + std::to_string(std::get<0>(info.param)) + "_" +
                                  vec_kind_name(static_cast<vec_kind>(std::get<1>(info.param)));
                         });

// Every other op, both configurations, 3 kinds x 10000 vectors each.
class cross_ops : public at_width {};

TEST_P(cross_ops, all_ops_agree) {
  vec_gen gen(SEED ^ f, f);
  for (unsigned op = 1; op < CU_NUM_OPS; ++op) {
    for (vec_kind kind : {vec_kind::random_bits, vec_kind::specials, vec_kind::mixed}) {
      const run_stats st = cross_check(im, mm, static_cast<cu_op>(op), gen, kind, scaled(10000));
      EXPECT_EQ(st.mismatches, 0u) << st.first;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(cfg, cross_ops, ::testing::Values(64u, CU_EXACT_FRAC_BITS), width_name);

// Odd widths: smallest F, F around the significand width, F beyond the exact threshold.
class cross_odd_f : public at_width {};

TEST_P(cross_odd_f, fp_add_agree) {
  vec_gen gen(SEED + 7 * f, f);
  for (unsigned k = 0; k < NUM_VEC_KINDS; ++k) {
    const run_stats st = cross_check(im, mm, cu_op::fp_add, gen, static_cast<vec_kind>(k), 5000);
    EXPECT_EQ(st.mismatches, 0u) << st.first;
  }
}

INSTANTIATE_TEST_SUITE_P(cfg, cross_odd_f, ::testing::Values(0u, 1u, 52u, 53u, 117u, 3000u),
                         width_name);

// The stimulus reaches every result class (and, as a property of the spec, the exact
// configuration never raises UF: a tiny sum of doubles is a multiple of 2^-1074, exact).
class reach : public at_width {};

TEST_P(reach, every_result_class) {
  vec_gen gen(SEED + 11 * f, f);
  run_stats all;
  for (unsigned k = 0; k < NUM_VEC_KINDS; ++k) {
    const run_stats st = cross_check(im, mm, cu_op::fp_add, gen, static_cast<vec_kind>(k), 20000);
    EXPECT_EQ(st.mismatches, 0u) << st.first;
    for (unsigned c = 0; c < RC_COUNT; ++c) all.cls[c] += st.cls[c];
  }
  std::string hist;
  for (unsigned c = 0; c < RC_COUNT; ++c) {
    hist += std::string(" ") + RC_NAMES[c] + "=" + std::to_string(all.cls[c]);
  }
  RecordProperty("classes", hist);
  for (unsigned c = 0; c < RC_COUNT; ++c) {
    if (c == RC_UF && f >= CU_EXACT_FRAC_BITS) {
      EXPECT_EQ(all.cls[c], 0u) << "UF in the exact configuration:" << hist;
    } else {
      EXPECT_GT(all.cls[c], 0u) << "stimulus never produced class " << RC_NAMES[c] << ":" << hist;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(cfg, reach, ::testing::Values(64u, CU_EXACT_FRAC_BITS), width_name);

// 32 inputs (the largest mask): carry growth of the accumulator, all kinds, both configs.
TEST(cross, max_inputs_agree) {
  for (unsigned f : {64u, CU_EXACT_FRAC_BITS}) {
    cu_int_model im(f);
    cu_mpfr_model mm(f);
    vec_gen gen(SEED + 32 + f, f);
    for (unsigned k = 0; k < NUM_VEC_KINDS; ++k) {
      const run_stats st =
          cross_check(im, mm, cu_op::fp_add, gen, static_cast<vec_kind>(k), 3000, CU_MAX_IN);
      EXPECT_EQ(st.mismatches, 0u) << st.first;
    }
    // All 32 inputs the largest finite value: 32 * max needs 5 carry bits above 2^1024.
    uint64_t in[CU_MAX_IN];
    for (uint64_t& w : in) w = 0x7FEFFFFFFFFFFFFFull;
    const cu_result inf_of{0x7FF0000000000000ull, CU_FLAG_OF | CU_FLAG_NX};
    EXPECT_EQ(im.compute(cu_op::fp_add, in, ~0u, CU_MAX_IN), inf_of);
    EXPECT_EQ(mm.compute(cu_op::fp_add, in, ~0u, CU_MAX_IN), inf_of);
    for (unsigned i = 16; i < CU_MAX_IN; ++i) in[i] |= 1ull << 63;  // 16 * max - 16 * max
    EXPECT_EQ(im.compute(cu_op::fp_add, in, ~0u, CU_MAX_IN), cu_result{});
    EXPECT_EQ(mm.compute(cu_op::fp_add, in, ~0u, CU_MAX_IN), cu_result{});
  }
}

TEST(cross, fp_add_agree_bad) {  // the cross-check fires on a one-ulp error in rare cases
  cu_int_model im(64);
  cu_mpfr_model mm(64);
  broken_model bad(im, [](cu_op, const uint64_t*, uint32_t mask, cu_result* r) {
    if (__builtin_popcount(mask) == 7 && (r->flags & CU_FLAG_NX)) r->bits ^= 1;
  });
  vec_gen gen(SEED, 64);
  const run_stats st = cross_check(bad, mm, cu_op::fp_add, gen, vec_kind::close_range, 2000);
  EXPECT_GT(st.mismatches, 0u);
  EXPECT_NE(st.first.find("broken"), std::string::npos) << st.first;
}

// ---- exact configuration ------------------------------------------------------------------

TEST(exact, two_inputs_equal_host_add) {
  cu_int_model im(CU_EXACT_FRAC_BITS);
  cu_mpfr_model mm(CU_EXACT_FRAC_BITS);
  vec_gen gen(SEED + 1, CU_EXACT_FRAC_BITS);
  expect_no_mismatch(host_check, im, mm, gen, scaled(1000000), scaled(100000));
}

TEST(exact, two_inputs_equal_host_add_bad) {
  cu_int_model im(CU_EXACT_FRAC_BITS);
  broken_model bad(im, [](cu_op, const uint64_t*, uint32_t, cu_result* r) {
    r->flags &= static_cast<cu_flags>(~CU_FLAG_NX);  // loses the inexact flag
  });
  vec_gen gen(SEED + 1, CU_EXACT_FRAC_BITS);
  EXPECT_GT(host_check(bad, gen, 1000).mismatches, 0u);
}

// The exact configuration's reproducibility holds inside one unit only (spec, "Arithmetic,
// exactly"): a network hop rounds its partial sum to binary64, so the network's shape changes
// the result. The spec's example: 1.0, 2^-53, 2^-53 in one unit -> 0x3FF0000000000001; 1.0 and
// one 2^-53 meeting first (a tie, rounded to even: 1.0), then the other 2^-53 -> 1.0 again.
TEST(exact, network_shape_changes_result) {
  cu_int_model im(CU_EXACT_FRAC_BITS);
  const uint64_t one = 0x3FF0000000000000ull, tiny = 0x3CA0000000000000ull;  // 1.0, 2^-53
  uint64_t in[NUM_IN] = {one, tiny, tiny};
  EXPECT_EQ(im.compute(cu_op::fp_add, in, 0x7u, NUM_IN).bits, 0x3FF0000000000001ull);
  const uint64_t first[NUM_IN] = {one, tiny};
  const uint64_t hop1 = im.compute(cu_op::fp_add, first, 0x3u, NUM_IN).bits;
  EXPECT_EQ(hop1, one);
  const uint64_t second[NUM_IN] = {hop1, tiny};
  EXPECT_EQ(im.compute(cu_op::fp_add, second, 0x3u, NUM_IN).bits, one);
}

TEST(exact, n_inputs_equal_exact_sum) {
  cu_int_model im(CU_EXACT_FRAC_BITS);
  cu_mpfr_model mm(CU_EXACT_FRAC_BITS);
  vec_gen gen(SEED + 2, CU_EXACT_FRAC_BITS);
  expect_no_mismatch(exact_check, im, mm, gen, scaled(1000000), scaled(100000));
}

TEST(exact, n_inputs_equal_exact_sum_bad) {
  // The narrow model is not exact: the GMP reference must catch it.
  cu_int_model narrow(64);
  vec_gen gen(SEED + 2, 64);
  EXPECT_GT(exact_check(narrow, gen, 5000).mismatches, 0u);
}

// ---- permutation invariance -----------------------------------------------------------------

class permutation : public at_width {};

TEST_P(permutation, never_changes_a_bit) {
  vec_gen gen(SEED + 3 + f, f);
  expect_no_mismatch(permutation_check, im, mm, gen, scaled(200000), scaled(20000));
}

INSTANTIATE_TEST_SUITE_P(cfg, permutation, ::testing::Values(64u, CU_EXACT_FRAC_BITS), width_name);

TEST(permutation, never_changes_a_bit_bad) {
  // A model that depends on which port input 0's word sits (port-order dependent).
  cu_int_model im(64);
  broken_model bad(im, [](cu_op, const uint64_t*, uint32_t mask, cu_result* r) {
    if (mask & 1) r->bits ^= 1;
  });
  vec_gen gen(SEED + 3, 64);
  EXPECT_GT(permutation_check(bad, gen, 1000).mismatches, 0u);
}

// ---- narrow configuration error bound ----------------------------------------------------

TEST(narrow, error_bound) {
  cu_int_model im(64);
  vec_gen gen(SEED + 4, 64);
  const run_stats st = bound_check(im, gen, scaled(200000));
  EXPECT_EQ(st.mismatches, 0u) << st.first;
}

TEST(narrow, error_bound_bad) {
  // A tighter window (F = 8) claimed as F = 64 violates the F = 64 bound.
  cu_int_model f8(8);
  cu_int_model im(64);
  broken_model bad(im, [&f8](cu_op op, const uint64_t* in, uint32_t mask, cu_result* r) {
    *r = f8.compute(op, in, mask, NUM_IN);
  });
  vec_gen gen(SEED + 4, 64);
  EXPECT_GT(bound_check(bad, gen, 5000).mismatches, 0u);
}

// ---- hand-derived corners ----------------------------------------------------------------

struct fp_case {
  unsigned f;
  std::vector<double> in;
  uint64_t bits;
  cu_flags flags;
  const char* what;
};

std::vector<fp_case> fp_cases() {
  const double tiny = 0x1p-1074, min_norm = 0x1p-1022, max = 0x1.fffffffffffffp1023;
  const uint64_t nan = CU_CANONICAL_NAN, snan = 0x7FF0000000000001ull;
  double snan_d;
  std::memcpy(&snan_d, &snan, sizeof snan_d);
  return {
      {64, {1.0, 2.0}, d2b(3.0), 0, "exact small sum"},
      {64, {1.0, 0x1p-53}, d2b(1.0), CU_FLAG_NX, "tie to even (down)"},
      {64, {1.0 + 0x1p-52, 0x1p-53}, d2b(1.0 + 0x1p-51), CU_FLAG_NX, "tie to even (up)"},
      {64, {1.0, 0x1p-100}, d2b(1.0), CU_FLAG_NX, "2^-100 truncated away (u = 2^-64)"},
      {64, {1.0, 0x1p-64}, d2b(1.0), CU_FLAG_NX, "2^-64 kept, lost in rounding"},
      {64, {1.0, -1.0, 0x1p-64}, d2b(0x1p-64), 0, "kept bit survives cancellation"},
      {64, {1.0, -1.0, 0x1p-65}, 0, CU_FLAG_NX | CU_FLAG_UF, "S = 0 with truncation: +0 NX UF"},
      {2097, {1.0, -1.0, 0x1p-65}, d2b(0x1p-65), 0, "exact config keeps 2^-65"},
      {64, {-0.0, -0.0}, d2b(-0.0), 0, "-0 + -0 = -0"},
      {64, {-0.0, 0.0}, 0, 0, "-0 + +0 = +0"},
      {64, {1.5, -1.5}, 0, 0, "x - x = +0"},
      {64, {max, max}, d2b(INFINITY), CU_FLAG_OF | CU_FLAG_NX, "overflow"},
      {64, {-max, -max, max}, d2b(-max), 0, "no intermediate overflow"},
      {64, {max, 0x1p970}, d2b(INFINITY), CU_FLAG_OF | CU_FLAG_NX, "rounds up to overflow"},
      {64, {max, 0x1p969}, d2b(max), CU_FLAG_NX, "just below the overflow tie"},
      {64, {tiny, tiny, tiny}, d2b(3 * tiny), 0, "subnormal sum exact"},
      {64, {min_norm, -tiny}, d2b(min_norm - tiny), 0, "normal to subnormal exact"},
      {2097, {0x1p-1000, -0x1p-1000, tiny}, d2b(tiny), 0, "exact: cancellation to tiny"},
      {64, {0x1p-1000, -0x1p-1000, tiny}, 0, CU_FLAG_NX | CU_FLAG_UF, "narrow: tiny truncated"},
      {64, {INFINITY, 1.0}, d2b(INFINITY), 0, "inf"},
      {64, {-INFINITY, -INFINITY}, d2b(-INFINITY), 0, "-inf"},
      {64, {INFINITY, -INFINITY}, nan, CU_FLAG_NV, "inf - inf"},
      {64, {NAN, 1.0}, nan, 0, "qNaN"},
      {64, {snan_d, INFINITY, -INFINITY}, nan, CU_FLAG_NV, "sNaN"},
      {2097, {0x1p1023, 0x1p1023, -0x1p1023}, d2b(0x1p1023), 0, "wide accumulator: no overflow"},
      {1, {1.0, 0.75}, d2b(1.5), CU_FLAG_NX, "F = 1: 0.75 truncated to 0.5"},
  };
}

TEST(corners, fp_add_hand_vectors) {
  for (const fp_case& c : fp_cases()) {
    cu_int_model im(c.f);
    cu_mpfr_model mm(c.f);
    std::vector<uint64_t> in;
    for (double d : c.in) in.push_back(d2b(d));
    const uint32_t mask = (1u << in.size()) - 1;
    const auto n = static_cast<unsigned>(in.size());
    for (cu_model_if* m : {static_cast<cu_model_if*>(&im), static_cast<cu_model_if*>(&mm)}) {
      const cu_result r = m->compute(cu_op::fp_add, in.data(), mask, n);
      EXPECT_EQ(r.bits, c.bits) << m->name() << " F=" << c.f << ": " << c.what;
      EXPECT_EQ(r.flags, c.flags) << m->name() << " F=" << c.f << ": " << c.what << " got "
                                  << cu_flags_str(r.flags);
    }
  }
}

TEST(corners, integer_and_minmax_ops) {
  const uint64_t smax = 0x7FFFFFFFFFFFFFFFull, smin = 0x8000000000000000ull, umax = ~0ull;
  struct int_case {
    cu_op op;
    std::vector<uint64_t> in;
    uint64_t bits;
    cu_flags flags;
  };
  const std::vector<int_case> cases = {
      {cu_op::int_add_s, {smax, 1}, smin, CU_FLAG_OF},
      {cu_op::int_add_s, {smax, 1, umax}, smax, 0},  // MAX + 1 + (-1): no OF
      {cu_op::int_add_s, {smin, umax}, smax, CU_FLAG_OF},
      {cu_op::int_add_s, {5, umax, umax}, 3, 0},
      {cu_op::int_add_u, {umax, 1}, 0, CU_FLAG_OF},
      {cu_op::int_add_u, {umax, 1, umax}, umax, CU_FLAG_OF},
      {cu_op::int_add_u, {smax, smin}, umax, 0},
      {cu_op::int_min_s, {1, smin, smax}, smin, 0},
      {cu_op::int_max_s, {umax, smin, 0}, 0, 0},
      {cu_op::int_min_u, {1, smin, umax}, 1, 0},
      {cu_op::int_max_u, {1, smin, smax}, smin, 0},
      {cu_op::bit_and, {0xF0F0, 0xFF00, 0xFFFF}, 0xF000, 0},
      {cu_op::bit_or, {0xF0F0, 0x0F00}, 0xFFF0, 0},
      {cu_op::bit_xor, {0xF0F0, 0xFF00, 0x1}, 0x0FF1, 0},
      {cu_op::fp_min, {d2b(0.0), d2b(-0.0)}, d2b(-0.0), 0},
      {cu_op::fp_max, {d2b(-0.0), d2b(0.0)}, d2b(0.0), 0},
      {cu_op::fp_min, {d2b(1.0), d2b(-INFINITY), d2b(0x1p-1074)}, d2b(-INFINITY), 0},
      {cu_op::fp_max, {d2b(1.0), 0x7FF8000000000001ull}, CU_CANONICAL_NAN, 0},
      {cu_op::fp_max, {d2b(1.0), 0xFFF0000000000001ull}, CU_CANONICAL_NAN, CU_FLAG_NV},
      {cu_op::fp_max, {0x0000000000000003ull, 0x0000000000000002ull}, 3, 0},  // subnormals kept
      {static_cast<cu_op>(12), {1, 2}, 0, CU_FLAG_NV},                        // invalid opcode
  };
  cu_int_model im(64);
  cu_mpfr_model mm(64);
  for (const int_case& c : cases) {
    const auto n = static_cast<unsigned>(c.in.size());
    for (cu_model_if* m : {static_cast<cu_model_if*>(&im), static_cast<cu_model_if*>(&mm)}) {
      const cu_result r = m->compute(c.op, c.in.data(), (1u << n) - 1, n);
      EXPECT_EQ(r.bits, c.bits) << m->name() << " " << cu_vector_str(c.op, c.in.data(), 0, n);
      EXPECT_EQ(r.flags, c.flags) << m->name() << " " << cu_vector_str(c.op, c.in.data(), 0, n);
    }
  }
}

TEST(corners, mask_rules) {
  cu_int_model im(64);
  cu_mpfr_model mm(64);
  const uint64_t in[3] = {d2b(1.0), 0x7FF0000000000001ull /* sNaN, disabled */, d2b(2.0)};
  for (cu_model_if* m : {static_cast<cu_model_if*>(&im), static_cast<cu_model_if*>(&mm)}) {
    EXPECT_EQ(m->compute(cu_op::fp_add, in, 0b101, 3), (cu_result{d2b(3.0), 0})) << m->name();
    EXPECT_EQ(m->compute(cu_op::fp_add, in, 0b100, 3), (cu_result{d2b(2.0), 0})) << m->name();
    EXPECT_EQ(m->compute(cu_op::fp_add, in, 0, 3), (cu_result{0, CU_FLAG_NV})) << m->name();
    EXPECT_EQ(m->compute(cu_op::bit_or, in, 0, 3), (cu_result{0, CU_FLAG_NV})) << m->name();
    EXPECT_EQ(m->compute(cu_op::fp_add, in, 0b1000, 3), (cu_result{0, CU_FLAG_NV}))
        << m->name() << ": mask bits >= num_in are ignored";
    EXPECT_THROW(m->compute(cu_op::fp_add, in, 1, 0), std::invalid_argument);
    EXPECT_THROW(m->compute(cu_op::fp_add, in, 1, CU_MAX_IN + 1), std::invalid_argument);
  }
}

TEST(corners, op_names_round_trip) {
  for (unsigned v = 0; v < CU_NUM_OPS; ++v) {
    cu_op op{};
    ASSERT_TRUE(cu_op_from_name(cu_op_name(static_cast<cu_op>(v)), &op));
    EXPECT_EQ(static_cast<unsigned>(op), v);
  }
  cu_op op{};
  EXPECT_FALSE(cu_op_from_name("fp_mul", &op));
  EXPECT_EQ(cu_flags_str(CU_FLAG_NV | CU_FLAG_NX), "NV|NX");
  EXPECT_EQ(cu_flags_str(0), "-");
}

TEST(corners, int_model_does_not_allocate_per_call) {
  cu_int_model im(CU_EXACT_FRAC_BITS);
  vec_gen gen(SEED + 5, CU_EXACT_FRAC_BITS);
  std::vector<uint64_t> words(1000 * NUM_IN);
  for (unsigned k = 0; k < 1000; ++k) {
    gen.fill(static_cast<vec_kind>(k % NUM_VEC_KINDS), &words[k * NUM_IN], NUM_IN);
  }
  const uint64_t before = collnet::test::new_calls();
  uint64_t sink = 0;
  for (unsigned k = 0; k < 1000; ++k) {
    for (unsigned op = 0; op < CU_NUM_OPS; ++op) {
      sink ^= im.compute(static_cast<cu_op>(op), &words[k * NUM_IN], 0xFFF, NUM_IN).bits;
    }
  }
  EXPECT_EQ(collnet::test::new_calls(), before) << "allocations during compute()";
  // The counter works: constructing a model allocates its accumulator.
  cu_int_model other(64);
  EXPECT_GT(collnet::test::new_calls(), before);
  EXPECT_NE(sink, 1u);  // keep the results alive
}

// ---- cu_checker ---------------------------------------------------------------------------

TEST(checker, counts_matches) {
  cu_int_model im(64);
  cu_checker chk(im);
  const uint64_t in[2] = {d2b(1.0), d2b(2.0)};
  EXPECT_EQ(chk.check(cu_op::fp_add, in, 0b11, 2, d2b(3.0), 0), "");
  EXPECT_EQ(chk.check(cu_op::int_add_u, in, 0b11, 2, in[0] + in[1], 0), "");
  EXPECT_EQ(chk.matches(), 2u);
  EXPECT_EQ(chk.mismatches(), 0u);
}

TEST(checker, reports_mismatch_bad) {
  cu_int_model im(64);
  cu_checker chk(im);
  const uint64_t in[2] = {d2b(1.0), d2b(2.0)};
  const std::string wrong_bits = chk.check(cu_op::fp_add, in, 0b11, 2, d2b(3.0) ^ 1, 0);
  EXPECT_NE(wrong_bits.find("got 0x4008000000000001"), std::string::npos) << wrong_bits;
  EXPECT_NE(wrong_bits.find("expected 0x4008000000000000"), std::string::npos) << wrong_bits;
  const std::string wrong_flags = chk.check(cu_op::fp_add, in, 0b11, 2, d2b(3.0), CU_FLAG_NX);
  EXPECT_NE(wrong_flags.find("flags NX, expected"), std::string::npos) << wrong_flags;
  EXPECT_NE(wrong_flags.find("repro: cu_model_eval 64 fp_add 0x3 0x3ff0000000000000 "
                             "0x4000000000000000"),
            std::string::npos)
      << wrong_flags;
  EXPECT_EQ(chk.matches(), 0u);
  EXPECT_EQ(chk.mismatches(), 2u);
  EXPECT_EQ(chk.checked(), 2u);
}

}  // namespace
