// cu_unit_test.cpp: bare-loop tests of the whole collective unit (collective_unit, small
// configuration NumIn=3, MaxLen=4): traffic of all three classes checked word by word against
// cu::cu_int_model, malformed-packet drops and error registers, register read-back, and the
// round-robin order. Contract: rtl/collective/TRAFFIC.md.
#include <gtest/gtest.h>

#include "Vcu_unit_small.h"
#include "cu_unit_scenarios.h"

namespace {

using namespace cu_unit;

TEST(small, registers_read_back) {
  unit_tb<Vcu_unit_small> tb(1);
  for (uint8_t c = 0; c < 3; ++c) EXPECT_EQ(tb.reg_read(REG_ROUTE0 + c), 0u) << "reset value";
  // Reserved bits 30:17 read 0; mask, local and enable read back.
  tb.reg_write(REG_ROUTE0, 0xFFFFFFFFu);
  tb.reg_write(REG_ROUTE0 + 1, make_route(0x5, false, true));
  tb.reg_write(REG_ROUTE0 + 2, make_route(0x2, true, false));
  tb.reg_write(REG_CTRL, 0xFFFFFFFFu);
  EXPECT_EQ(tb.reg_read(REG_ROUTE0), cu::CU_ROUTE_BITS);  // only the described bits stick
  EXPECT_EQ(tb.reg_read(REG_ROUTE0 + 1), make_route(0x5, false, true));
  EXPECT_EQ(tb.reg_read(REG_ROUTE0 + 2), make_route(0x2, true, false));
  EXPECT_EQ(tb.reg_read(REG_CTRL), 1u);
  EXPECT_EQ(tb.reg_read(REG_ERR_STATUS), 0u);
  EXPECT_EQ(tb.reg_read(REG_ERR_COUNT), 0u);
  EXPECT_EQ(tb.reg_read(9), 0u) << "unmapped address reads 0";
  EXPECT_FALSE(tb.ctx()->gotError()) << "an RTL assertion failed";
}

class small_traffic : public ::testing::TestWithParam<uint64_t> {};

TEST_P(small_traffic, three_classes_match_model) {
  const scenario_result r = run_three_classes<Vcu_unit_small>(GetParam(), 0.8, 0.7);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_GT(r.matched, 100u) << "too few words compared";
  EXPECT_EQ(r.grants, 60u) << "grants compared with cu_traffic_model";
  std::printf("[cu_unit] seed %llu: %zu packets, %zu words matched, %llu cycles\n",
              static_cast<unsigned long long>(GetParam()), r.packets, r.matched,
              static_cast<unsigned long long>(r.cycles));
}

TEST_P(small_traffic, full_speed_no_backpressure) {
  const scenario_result r = run_three_classes<Vcu_unit_small>(GetParam() + 100, 1.0, 1.0);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_GT(r.matched, 100u);
  EXPECT_EQ(r.grants, 60u) << "grants compared with cu_traffic_model";
}

INSTANTIATE_TEST_SUITE_P(seeds, small_traffic, ::testing::Values(1u, 2u, 3u));

TEST(small, malformed_dropped_counted_others_unaffected) {
  const scenario_result r = run_malformed<Vcu_unit_small>(7);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_GT(r.matched, 20u);
  EXPECT_EQ(r.grants, 20u) << "19 stream grants and 1 mismatch drop compared with the model";
}

TEST(small, round_robin_order) {
  const scenario_result r = run_round_robin<Vcu_unit_small>(5, false);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_GT(r.matched, 20u);
  EXPECT_EQ(r.grants, 24u) << "grants compared with cu_traffic_model";
}

TEST(small, system_priority) {
  const scenario_result r = run_round_robin<Vcu_unit_small>(6, true);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_EQ(r.grants, 24u) << "grants compared with cu_traffic_model";
}

TEST(small, no_room_holds_then_delivers) {
  const scenario_result r = run_no_room<Vcu_unit_small>(8);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_GT(r.matched, 10u);
  EXPECT_EQ(r.grants, 20u) << "grants compared with cu_traffic_model";
}

TEST(small, register_writes_during_traffic) {
  unsigned collisions = 0;
  const scenario_result r = run_reg_writes<Vcu_unit_small>(9, collisions);
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion failed";
  EXPECT_GT(r.matched, 20u);
  EXPECT_EQ(r.grants, 45u) << "36 stream grants and 9 drops compared with the model";
  EXPECT_GE(collisions, 3u) << "too few register writes in a cycle with a drop or grant";
  std::printf("[cu_unit] register writes: %u in the cycle of a drop/grant, %llu cycles\n",
              collisions, static_cast<unsigned long long>(r.cycles));
}

}  // namespace
