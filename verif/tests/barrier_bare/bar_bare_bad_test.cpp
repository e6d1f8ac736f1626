// bar_bare_bad_test.cpp: the _bad bare-loop tests. The same scenarios and checks as the good
// tests (bar_bare_scenarios.h) run on the bug variants Vbar_switch_bugs / Vbar_leaf_bugs with one
// deliberate bug selected (+bug=<name>, rtl/barrier/README.md section 8); each test passes only
// when the check fires.
#include <gtest/gtest.h>

#include "Vbar_leaf.h"
#include "Vbar_leaf_bugs.h"
#include "Vbar_switch_bugs.h"
#include "bar_bare_scenarios.h"
#include "vl_bug_model.h"

namespace bar_bare {
namespace {

constexpr char k_no_stale_resend[] = "no_stale_resend";
constexpr char k_no_timeout[] = "no_timeout";
constexpr char k_early_release[] = "early_release";
constexpr char k_rr_no_rotate[] = "rr_no_rotate";
using Vbar_switch_no_stale = vlh::with_bug<Vbar_switch_bugs, k_no_stale_resend>;
using Vbar_switch_no_timeout = vlh::with_bug<Vbar_switch_bugs, k_no_timeout>;
using Vbar_leaf_no_timeout = vlh::with_bug<Vbar_leaf_bugs, k_no_timeout>;
using Vbar_switch_early = vlh::with_bug<Vbar_switch_bugs, k_early_release>;
using Vbar_switch_rr_fixed = vlh::with_bug<Vbar_switch_bugs, k_rr_no_rotate>;

TEST(recovery, bug_no_stale_resend_bad) {
  const recovery r = lost_distribute<Vbar_switch_no_stale, Vbar_leaf>(2, 60, 5, 3000);
  EXPECT_FALSE(r.done) << "the recovery check must fail when the switch ignores stale reduces";
  EXPECT_EQ(r.victim_release, 0u);
  EXPECT_GE(r.t1_fired, 10u);   // the leaf keeps resending
  EXPECT_GE(r.stale_red, 10u);  // the stale reduces reach the switch, which does not answer
}

TEST(recovery, bug_no_timeout_bad) {
  const recovery r = lost_distribute<Vbar_switch_no_timeout, Vbar_leaf_no_timeout>(2, 60, 5, 3000);
  EXPECT_FALSE(r.done) << "the recovery check must fail when timeouts never fire";
  EXPECT_EQ(r.victim_release, 0u);
  EXPECT_EQ(r.t1_fired, 0u);
}

// ---------------------------------------------------------------------------------------------
TEST(safety, bug_early_release_bad) {
  one_level<Vbar_switch_early, Vbar_leaf> t(2, 4, 7);
  auto& b = t.b;
  cfg_group(b, t.sw, 0, 0x0F, 0, true, 0);
  for (int l : t.leaves) cfg_leaf(b, l, 0, 1000);
  for (int l : t.leaves) b.leaf_program(l, 0, 5, 30);
  b.run_until([&] { return b.all_done(); }, 5000);
  bool safety = false;
  for (const auto& v : b.violations()) safety |= v.find("(safety)") != std::string::npos;
  EXPECT_TRUE(safety) << "the safety check must fire on an early release";
  EXPECT_TRUE(b.ctx()->gotError()) << "RootAdvanceAllArrived_A must fire";
}

TEST(sched, bug_rr_no_rotate_bad) {
  // cc_rr_arb with +bug=rr_no_rotate inside the switch: fixed priority, so the
  // round-robin check of sched.scheduler_round_robin_under_backpressure must fail.
  const rr_result r = rr_scenario<Vbar_switch_rr_fixed>();
  ASSERT_EQ(r.port0.size(), 3u) << "no packet may be lost, only the order is wrong";
  EXPECT_FALSE(r.round_robin);
  EXPECT_EQ(r.port0[1].pkt, pack(DIST, 0, 1, 2));  // fixed priority: group 0 again
}

}  // namespace
}  // namespace bar_bare
