// bar_net_checker_test.cpp: the checker on synthetic event streams. Every property is shown
// both passing on a correct stream and firing (with its own id) on a broken one.
#include <gtest/gtest.h>

#include "bar_net_checker.h"

namespace {

using collnet::barrier::bound_params;
using collnet::barrier::checker;

bound_params params() {
  bound_params p;
  p.levels = 1;
  p.t1 = 50;
  p.t2 = 40;
  return p;
}

// Two groups: leaves 0,1 in group 0; leaves 2,3 in group 1.
checker make() {
  return checker({0, 0, 1, 1}, 2, params());
}

// make(), then both leaves of group 0 arrive: leaf 0 at cycle 1, leaf 1 at cycle `second`.
checker group0_arrived(uint64_t second) {
  auto c = make();
  c.on_arrive(1, 0, 0);
  c.on_arrive(second, 1, 0);
  return c;
}

TEST(checker, BoundFormula) {
  const auto b = collnet::barrier::bound::from(params());
  // H = 3 + 0 + 1 = 4; B = 2*1*4 + 2*2 + 1 = 13; P = 50 + 8 + 4 = 62.
  EXPECT_EQ(b.hop, 4u);
  EXPECT_EQ(b.base, 13u);
  EXPECT_EQ(b.per_loss, 62u);
  EXPECT_EQ(b.deadline(100, 2), 100u + 13u + 124u);
}

TEST(checker, CleanStreamPasses) {
  auto c = make();
  for (unsigned k = 0; k < 6; ++k) {
    const uint64_t t = 100 * k;
    c.on_arrive(t + 1, 0, 0);
    c.on_arrive(t + 3, 1, 0);
    c.on_arrive(t + 2, 2, 1);
    c.on_arrive(t + 5, 3, 1);
    c.tick(t + 9);
    c.on_release(t + 10, 0, 0, k & 3);
    c.on_release(t + 10, 1, 0, k & 3);
    c.on_release(t + 12, 2, 1, k & 3);
    c.on_release(t + 12, 3, 1, k & 3);
    c.tick(t + 99);
  }
  c.finish(1000);
  EXPECT_TRUE(c.violations().empty()) << c.violations().front().text;
  EXPECT_EQ(c.completed(), 12u);
  ASSERT_EQ(c.latencies().size(), 12u);
  EXPECT_EQ(c.latencies()[0], 7u);
}

TEST(checker, SafetyViolationDetected) {
  auto c = make();
  c.on_arrive(1, 0, 0);
  c.on_release(8, 0, 0, 0);  // leaf 1 has not arrived
  EXPECT_EQ(c.count("BARNET_SAFETY"), 1u);
  EXPECT_EQ(c.count("BARNET_EXACTLY_ONCE"), 0u);
}

TEST(checker, SafetyOtherGroupDoesNotCount) {
  auto c = make();
  // Group 1 fully arrived, group 0 only half: a release in group 0 is unsafe (isolation of
  // the arrival counts between groups).
  c.on_arrive(1, 2, 1);
  c.on_arrive(1, 3, 1);
  c.on_arrive(1, 0, 0);
  c.on_release(8, 0, 0, 0);
  EXPECT_EQ(c.count("BARNET_SAFETY"), 1u);
}

TEST(checker, DoubleReleaseDetected) {
  auto c = group0_arrived(2);
  c.on_release(9, 0, 0, 0);
  c.on_release(9, 1, 0, 0);
  c.on_release(12, 1, 0, 0);  // second release of op 0
  EXPECT_EQ(c.count("BARNET_EXACTLY_ONCE"), 1u);
  EXPECT_EQ(c.count("BARNET_SAFETY"), 0u);
}

TEST(checker, WrongReleaseSeqDetected) {
  auto c = group0_arrived(2);
  c.on_release(9, 0, 0, 1);
  EXPECT_EQ(c.count("BARNET_EXACTLY_ONCE"), 1u);
}

TEST(checker, LivenessOverrunDetected) {
  auto c = group0_arrived(5);
  c.tick(5 + 13);  // at the bound: fine
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 0u);
  c.tick(5 + 14);
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 1u);
  c.tick(500);  // reported once per operation
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 1u);
  c.finish(600);
  EXPECT_EQ(c.count("BARNET_STARVED"), 1u);
}

TEST(checker, LossesExtendTheBound) {
  auto c = group0_arrived(5);
  c.on_loss(6, 3, 0);
  c.on_loss(7, 2, 1);  // other group: does not extend group 0's bound
  c.tick(5 + 13 + 62);
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 0u);
  c.tick(5 + 13 + 62 + 1);
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 1u);
}

TEST(checker, LossesBeyondDeclaredRunDoNotExtend) {
  auto p = params();
  p.max_run = 2;
  checker c({0, 0}, 2, p);
  c.on_arrive(1, 0, 0);
  c.on_arrive(5, 1, 0);
  for (int i = 0; i < 10; ++i) c.on_loss(6 + i, 3, 0);  // a link losing forever
  c.tick(5 + 13 + 2 * 62 + 1);
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 1u);
}

TEST(checker, DeliveryResetsTheRun) {
  auto p = params();
  p.max_run = 1;
  checker c({0, 0}, 2, p);
  c.on_arrive(1, 0, 0);
  c.on_arrive(5, 1, 0);
  c.on_loss(6, 3, 0);
  c.on_delivery(3, 0);
  c.on_loss(60, 3, 0);  // a new run: counted
  c.tick(5 + 13 + 2 * 62);
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 0u);
}

TEST(checker, IsolationWrongGroupTagDetected) {
  auto c = make();
  c.on_arrive(1, 0, 1);  // leaf 0 belongs to group 0
  EXPECT_EQ(c.count("BARNET_ISOLATION"), 1u);
}

TEST(checker, ArriveTwiceWithoutReleaseDetected) {
  auto c = make();
  c.on_arrive(1, 0, 0);
  c.on_arrive(2, 0, 0);
  EXPECT_EQ(c.count("BARNET_EXACTLY_ONCE"), 1u);
}

// A loss on a link declared unrecoverable (configuration: a timeout turned off) turns the missed
// bound into BARNET_UNRECOVERABLE, naming the loss, instead of LIVENESS and STARVED; the same
// loss on another link or of another group does not.
TEST(checker, DeclaredUnrecoverableLossIsDiagnosed) {
  auto c = make();
  c.declare_unrecoverable(3, 0, "DISTRIBUTE into switch 1 group 0 whose T2 is off");
  c.on_arrive(1, 0, 0);
  c.on_arrive(5, 1, 0);
  c.on_arrive(5, 2, 1);
  c.on_arrive(6, 3, 1);
  c.on_loss(7, 3, 0);  // declared: group 0's operation can no longer complete
  c.on_loss(7, 3, 1);  // same link, group 1: not declared
  c.tick(5 + 13 + 62 + 1);
  EXPECT_EQ(c.count("BARNET_UNRECOVERABLE"), 1u);
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 0u);
  c.tick(6 + 13 + 62 + 1);
  EXPECT_EQ(c.count("BARNET_LIVENESS"), 1u);  // group 1: a plain liveness failure
  c.finish(1000);
  EXPECT_EQ(c.count("BARNET_UNRECOVERABLE"), 1u);  // once per operation
  EXPECT_EQ(c.count("BARNET_STARVED"), 1u);        // group 1 only
  bool named = false;
  for (const auto& v : c.violations())
    if (v.id == "BARNET_UNRECOVERABLE")
      named = v.text.find("link 3 at cycle 7") != std::string::npos &&
              v.text.find("T2 is off") != std::string::npos;
  EXPECT_TRUE(named);
}

// A declared link that loses nothing changes nothing: the operation completes cleanly.
TEST(checker, DeclaredLinkWithoutLossPasses) {
  auto c = make();
  c.declare_unrecoverable(3, 0, "REDUCE out of switch 1 group 0 whose T2 is off");
  c.on_arrive(1, 0, 0);
  c.on_arrive(5, 1, 0);
  c.on_release(18, 0, 0, 0);
  c.on_release(18, 1, 0, 0);
  c.finish(1000);
  EXPECT_TRUE(c.violations().empty());
  EXPECT_EQ(c.completed(), 1u);
}

// The port scheduler check (BARNET_SCHED_STARVE): with 2 groups a waiting group may see one
// grant to the other group, not two.
TEST(checker, PortRoundRobinPasses) {
  auto p = params();
  p.groups = 2;
  checker c2({0, 1}, 2, p);
  // both wait; 0 is granted, then 1: each waited through at most one grant
  c2.on_port_edge(10, 0, 3, 0b11, 0);
  c2.on_port_edge(11, 0, 3, 0b10, 1);
  // 1 waits again while 0 is granted once, then 1 is served
  c2.on_port_edge(12, 0, 3, 0b11, 0);
  c2.on_port_edge(13, 0, 3, 0b10, 1);
  // an edge where the port takes nothing does not count as a grant
  c2.on_port_edge(14, 0, 3, 0b01, -1);
  c2.on_port_edge(15, 0, 3, 0b01, 0);
  EXPECT_TRUE(c2.violations().empty());
  EXPECT_EQ(c2.max_port_wait(), 1u);
  EXPECT_EQ(c2.port_edges(), 6u);
}

TEST(checker, PortStarvationDetected) {
  auto p = params();
  p.groups = 2;
  checker c({0, 1}, 2, p);
  // group 1 waits while group 0 is granted twice on port 3 of switch 2: starved
  c.on_port_edge(20, 2, 3, 0b11, 0);
  c.on_port_edge(21, 2, 3, 0b11, 0);
  c.on_port_edge(22, 2, 3, 0b11, 0);  // reported once per wait
  ASSERT_EQ(c.count("BARNET_SCHED_STARVE"), 1u);
  EXPECT_EQ(c.violations()[0].cycle, 21u);
  EXPECT_NE(c.violations()[0].text.find("switch 2 port 3: group 1"), std::string::npos);
  // another port is independent
  c.on_port_edge(23, 2, 4, 0b10, 1);
  EXPECT_EQ(c.count("BARNET_SCHED_STARVE"), 1u);
}

}  // namespace
