// cu_unit_bad_test.cpp: the checks of cu_unit_test fire on the deliberately broken
// RTL: the bug variant cu_unit_small_bugs with one deliberate bug selected (+bug=<name>,
// TRAFFIC.md "deliberate bugs").
#include <gtest/gtest.h>

#include "Vcu_unit_small.h"
#include "Vcu_unit_small_bugs.h"
#include "cu_unit_scenarios.h"
#include "vl_bug_model.h"

namespace {

constexpr char k_no_rr_update[] = "arb_no_rr_update";
constexpr char k_grant_no_room[] = "arb_grant_no_room";
constexpr char k_prio_moves_ptr[] = "arb_prio_moves_ptr";
using Vcu_unit_small_bug_rr = vlh::with_bug<Vcu_unit_small_bugs, k_no_rr_update>;
using Vcu_unit_small_bug_room = vlh::with_bug<Vcu_unit_small_bugs, k_grant_no_room>;
using Vcu_unit_small_bug_prio = vlh::with_bug<Vcu_unit_small_bugs, k_prio_moves_ptr>;

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

/// True if some error starts with `prefix` and contains `part`.
bool has_error(const scenario_result& r, const std::string& prefix, const std::string& part) {
  for (const auto& e : r.errors) {
    if (e.rfind(prefix, 0) == 0 && e.find(part) != std::string::npos) return true;
  }
  return false;
}

// CU_ARB_BUG_NO_RR_UPDATE on ordinary random traffic (the three-class scenario, not the
// round-robin one): the cycle-by-cycle comparison of gnt_* with cu_traffic_model must report a
// cycle with the predicted and the observed grant.
TEST(bug_rr, arb_model_fires_bad) {
  const scenario_result r = run_three_classes<Vcu_unit_small_bug_rr>(1, 0.8, 0.7);
  EXPECT_TRUE(has_error(r, "arb model: cycle ", "; observed grant cls"))
      << "the grant comparison did not fire on the fixed-priority bug:\n"
      << join(r.errors);
  if (!r.errors.empty()) std::printf("[cu_unit] first error: %s\n", r.errors.front().c_str());
}

// CU_ARB_BUG_GRANT_NO_ROOM: the bench's own level check (flits granted to a destination minus
// flits taken <= depth) must report the grant without room, independently of the RTL's SVA.
TEST(bug_room, fifo_grant_check_fires_bad) {
  const scenario_result r = run_no_room<Vcu_unit_small_bug_room>(8);
  EXPECT_TRUE(has_error(r, "fifo grant check: cycle ", "(no room)"))
      << "the fifo grant check did not fire on the grant-without-room bug:\n"
      << join(r.errors);
  for (const auto& e : r.errors) {
    if (e.rfind("fifo grant check", 0) == 0) {
      std::printf("[cu_unit] %s\n", e.c_str());
      break;
    }
  }
}

// Good RTL, good stimulus; the bench's input monitor loses one accepted packet (test hook, as a
// broken monitor or a packet that vanished would): the grant that consumes it must be reported
// by the conservation check, and only by it.
TEST(stimulus, conservation_check_fires_bad) {
  const scenario_result r = run_three_classes<Vcu_unit_small>(1, 0.8, 0.7, false, 5);
  EXPECT_TRUE(has_error(r, "conservation: cycle ", "that was never accepted"))
      << "the conservation check did not fire:\n"
      << join(r.errors);
  EXPECT_FALSE(has_error(r, "arb model", "")) << "the good RTL must match the model";
  EXPECT_FALSE(r.sva) << "an RTL assertion fired (the RTL is not broken here)";
  if (!r.errors.empty()) std::printf("[cu_unit] first error: %s\n", r.errors.front().c_str());
}

// Good RTL; the model is not shown one register clear (test hook, as a monitor that missed a
// write): the per-cycle register comparison must report the register that differs.
TEST(stimulus, register_check_fires_bad) {
  unsigned collisions = 0;
  const scenario_result r = run_reg_writes<Vcu_unit_small>(9, collisions, 3);
  EXPECT_TRUE(has_error(r, "arb model: after cycle ", ": RTL 0x"))
      << "the register comparison did not fire:\n"
      << join(r.errors);
  EXPECT_FALSE(r.sva) << "an RTL assertion fired (the RTL is not broken here)";
  if (!r.errors.empty()) std::printf("[cu_unit] first error: %s\n", r.errors.front().c_str());
}

// CU_ARB_BUG_PRIO_MOVES_PTR: a system-priority grant also resets the round-robin pointer. No
// RTL assertion describes the pointer, and the consequence checks of the order scenarios do not
// see it; the per-cycle comparison with cu_traffic_model must (traffic with CTRL.sys_prio
// toggled at random cycles).
TEST(bug_prio, arb_model_fires_bad) {
  unsigned collisions = 0;
  const scenario_result r = run_reg_writes<Vcu_unit_small_bug_prio>(9, collisions);
  EXPECT_TRUE(has_error(r, "arb model: cycle ", "; observed grant cls"))
      << "the grant comparison did not fire on the priority-moves-pointer bug:\n"
      << join(r.errors);
  EXPECT_FALSE(r.sva)
      << "an RTL assertion fired: this bug is meant to be visible to the model only";
  if (!r.errors.empty()) std::printf("[cu_unit] first error: %s\n", r.errors.front().c_str());
}

}  // namespace
