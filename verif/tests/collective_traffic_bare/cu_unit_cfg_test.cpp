// cu_unit_cfg_test.cpp: short bare-loop runs of collective_unit on the other configurations
// (rtl/collective/traffic.cmake): the default size (cu_unit_default: NumIn 12, MaxLen 64,
// depths 130, F 64) and the exact datapath (cu_unit_exact: F 2097, NumIn 3, MaxLen 4, depths
// 10). Data against cu::cu_int_model of that F, grants cycle by cycle against
// cu::cu_traffic_model, plus the bench's fifo grant and conservation checks (cu_unit_tb.h).
#include <gtest/gtest.h>

#include "Vcu_unit_default.h"
#include "Vcu_unit_exact.h"
#include "cu_unit_scenarios.h"

namespace cu_unit {

/// cu_unit_default: the RTL defaults (TRAFFIC.md parameters): MaxLen 64, every depth 2 * 65.
template <>
struct unit_cfg<Vcu_unit_default> {
  static cu::cu_traffic_cfg traffic() {
    cu::cu_traffic_cfg c;
    c.num_in = 12;
    c.max_len = 64;  // depths 0: the model fills in the default 2 * (max_len + 1)
    return c;
  }
  static constexpr unsigned frac_bits = 64;
};

/// cu_unit_exact: the small traffic parameters with the exact datapath.
template <>
struct unit_cfg<Vcu_unit_exact> {
  static cu::cu_traffic_cfg traffic() {
    cu::cu_traffic_cfg c;
    c.num_in = 3;
    c.max_len = 4;
    c.vc_depth = 10;
    c.rec_depth = 10;
    c.up_depth = 10;
    return c;
  }
  static constexpr unsigned frac_bits = cu::CU_EXACT_FRAC_BITS;  // 2097
};

}  // namespace cu_unit

namespace {

using namespace cu_unit;

static_assert(unit_tb<Vcu_unit_default>::num_in == 12, "cu_unit_default has 12 inputs");
static_assert(unit_tb<Vcu_unit_exact>::num_in == 3, "cu_unit_exact has 3 inputs");

// 20 packets per class, lengths 1..64, 12 inputs (class 1 on 11), random gaps and backpressure.
TEST(default_size, three_classes_match_model) {
  const scenario_result r = run_three_classes<Vcu_unit_default>(11, 0.8, 0.7);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_GT(r.matched, 500u) << "too few words compared";
  EXPECT_EQ(r.grants, 60u) << "grants compared with cu_traffic_model";
  std::printf("[cu_unit] default: %zu packets, %zu words matched, %llu grants, %llu cycles\n",
              r.packets, r.matched, static_cast<unsigned long long>(r.grants),
              static_cast<unsigned long long>(r.cycles));
}

// Every kind of malformed packet and an op mismatch over 12 inputs (ERR_COUNT = 6 + 12).
TEST(default_size, malformed_dropped_counted_others_unaffected) {
  const scenario_result r = run_malformed<Vcu_unit_default>(12);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_EQ(r.grants, 20u) << "19 stream grants and 1 mismatch drop compared with the model";
}

TEST(exact, three_classes_match_model) {
  const scenario_result r = run_three_classes<Vcu_unit_exact>(13, 0.8, 0.7);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_GT(r.matched, 100u) << "too few words compared";
  EXPECT_EQ(r.grants, 60u) << "grants compared with cu_traffic_model";
  std::printf("[cu_unit] exact: %zu packets, %zu words matched, %llu grants, %llu cycles\n",
              r.packets, r.matched, static_cast<unsigned long long>(r.grants),
              static_cast<unsigned long long>(r.cycles));
}

}  // namespace
