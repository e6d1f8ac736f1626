// Unit tests of cu_fp_analyser on hand-derived vectors (rounding cases, cancellation depth,
// truncation, spread, special combinations) and of the covergroups' bin layout.
#include "cu_fp_analysis.h"

#include <gtest/gtest.h>

#include <cstdint>

#include "cu_coverage.h"

using namespace collnet::collective;

namespace {
constexpr std::uint64_t ONE = 0x3FF0000000000000ull;  // 1.0
std::uint64_t p2(int e) {
  return static_cast<std::uint64_t>(e + 1023) << 52;
}
}  // namespace

TEST(analyser, rounding_cases_exact_config) {
  cu_fp_analyser a;
  std::uint64_t in[2] = {ONE, p2(-60)};
  EXPECT_EQ(a.analyse(in, 3, 2, 2097).round_case, RC_BELOW);  // 1 + 2^-60
  in[1] = p2(-53);
  EXPECT_EQ(a.analyse(in, 3, 2, 2097).round_case, RC_HALF_EVEN);  // 1 + half ulp, last bit 0
  in[0] = ONE | 1;
  EXPECT_EQ(a.analyse(in, 3, 2, 2097).round_case, RC_HALF_ODD);  // last bit 1
  in[1] = p2(-53) | 1;
  EXPECT_EQ(a.analyse(in, 3, 2, 2097).round_case, RC_ABOVE);
  in[1] = p2(-52);
  EXPECT_EQ(a.analyse(in, 3, 2, 2097).round_case, RC_EXACT);
  EXPECT_FALSE(a.analyse(in, 3, 2, 2097).truncated);
}

TEST(analyser, truncation_and_spread_narrow) {
  cu_fp_analyser a;
  std::uint64_t in[2] = {ONE, p2(-117)};  // 2^-117 is below u = 2^-64 * ... for F = 64: cut
  const cu_fp_facts f = a.analyse(in, 3, 2, 64);
  EXPECT_TRUE(f.truncated);
  EXPECT_EQ(f.spread, 117);
  EXPECT_EQ(f.round_case, RC_EXACT);  // the cut input leaves S = 2^116 (1.0 exactly)
  in[1] = p2(-64);                    // lowest kept bit for F = 64: kept
  EXPECT_FALSE(a.analyse(in, 3, 2, 64).truncated);
}

TEST(analyser, cancellation_depth) {
  cu_fp_analyser a;
  std::uint64_t in[3] = {ONE, ONE | (1ull << 63), p2(-10)};
  EXPECT_EQ(a.analyse(in, 7, 3, 64).lz, 10);  // 1 - 1 + 2^-10
  EXPECT_EQ(a.analyse(in, 3, 3, 64).lz, LZ_ZERO);
  in[1] = ONE;
  EXPECT_EQ(a.analyse(in, 3, 3, 64).lz, -1);  // 1 + 1 = 2: a carry above the top bit
  EXPECT_EQ(a.analyse(in, 1, 3, 64).lz, 0);
}

TEST(analyser, special_codes) {
  const std::uint64_t in[4] = {0x7FF0000000000000ull, 0xFFF0000000000000ull, 0x7FF0000000000001ull,
                               0x0000000000000001ull};
  EXPECT_EQ(cu_fp_analyser::special_of(in, 0x1, 4), SPC_PINF);
  EXPECT_EQ(cu_fp_analyser::special_of(in, 0x3, 4), SPC_PINF_NINF);
  EXPECT_EQ(cu_fp_analyser::special_of(in, 0x4, 4), SPC_SNAN);
  EXPECT_EQ(cu_fp_analyser::special_of(in, 0x5, 4), SPC_NAN_INF);
  EXPECT_EQ(cu_fp_analyser::special_of(in, 0x8, 4), SPC_SUB);
}

TEST(covergroups, sample_fills_bins) {
  cu_coverage c("t", 4, 64);
  const std::uint64_t in[4] = {ONE, p2(-53), 0, 0};
  c.sample(0, 0x3, in, ONE, 1, 0);
  EXPECT_GT(c.op_cg.get_inst_coverage(), 0.0);
  EXPECT_GT(c.round_cg.get_inst_coverage(), 0.0);
  EXPECT_GT(c.result_cg.get_inst_coverage(), 0.0);
  EXPECT_LT(c.round_cg.get_inst_coverage(), 100.0);
}
