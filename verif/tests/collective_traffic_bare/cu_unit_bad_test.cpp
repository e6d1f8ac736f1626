// cu_unit_bad_test.cpp: the checks of cu_unit_test fire on the deliberately broken
// configurations (TRAFFIC.md, deliberate bugs).
#include <gtest/gtest.h>

#include "Vcu_unit_small.h"
#include "Vcu_unit_small_bug_room.h"
#include "Vcu_unit_small_bug_rr.h"
#include "cu_unit_scenarios.h"

namespace {

using namespace cu_unit;

// Broken stimulus on the good RTL: one sent word differs from the expected computation; the
// word-by-word comparison against cu_int_model must report exactly that packet.
TEST(stimulus, model_check_fires_bad) {
  const scenario_result r = run_three_classes<Vcu_unit_small>(1, 0.8, 0.7, true);
  bool hit = false;
  for (const auto& e : r.errors) hit |= e.find("class 0 packet 3 word 0") != std::string::npos;
  EXPECT_TRUE(hit) << "the model comparison did not report the corrupted word";
  EXPECT_FALSE(r.sva) << "an RTL assertion fired (the RTL is not broken here)";
}

// CU_ARB_BUG_NO_RR_UPDATE: the round-robin order check must report a violation.
TEST(bug_rr, round_robin_check_fires_bad) {
  const scenario_result r = run_round_robin<Vcu_unit_small_bug_rr>(5, false);
  bool rr_error = false;
  for (const auto& e : r.errors) rr_error |= e.find("round robin") != std::string::npos;
  EXPECT_TRUE(rr_error) << "the round-robin check did not fire on the bug configuration";
}

// CU_ARB_BUG_GRANT_NO_ROOM: a grant without credit must trip an RTL assertion
// (GntImpliesRoom_A / DestNoOverflow_A / CreditInRange_A) in the no-room scenario.
TEST(bug_room, no_room_sva_fires_bad) {
  const scenario_result r = run_no_room<Vcu_unit_small_bug_room>(8);
  EXPECT_TRUE(r.sva) << "no RTL assertion fired on the grant-without-room bug";
  // The bench check fires too: the stalled datapath blocks the other classes.
  bool blocked = false;
  for (const auto& e : r.errors) blocked |= e.find("blocked the others") != std::string::npos;
  EXPECT_TRUE(blocked) << "the bench did not see the other classes blocked";
}

}  // namespace
