// Unit tests of the common-cells reference models, against hand-worked examples of the spec.
#include <gtest/gtest.h>

#include "fifo_model.h"
#include "fifo_status_model.h"
#include "rr_arb_model.h"

namespace collnet::common {
namespace {

// A correct Depth-2 FIFO (AlmostFullThresh 2) over push, push, push+pop at full, pop, pop.
fifo_pins pins(bool vi, bool ro, bool vo, bool ri, unsigned level, bool af) {
  fifo_pins p;
  p.valid_i = vi;
  p.ready_o = ro;
  p.valid_o = vo;
  p.ready_i = ri;
  p.level = level;
  p.almost_full = af;
  return p;
}

TEST(FifoStatusModel, CorrectSequenceHasNoViolation) {
  fifo_status_model m(2, false, 2);
  EXPECT_TRUE(m.step(pins(true, true, false, false, 0, false)).empty());  // push
  EXPECT_TRUE(m.step(pins(true, true, true, false, 1, false)).empty());   // push
  EXPECT_TRUE(m.step(pins(true, true, true, true, 2, true)).empty());     // full: push + pop
  EXPECT_TRUE(m.step(pins(false, true, true, true, 2, true)).empty());    // pop
  EXPECT_TRUE(m.step(pins(false, true, true, true, 1, false)).empty());   // pop
  EXPECT_TRUE(m.step(pins(false, true, false, true, 0, false)).empty());
  EXPECT_EQ(m.cycles(), 6u);
}

TEST(FifoStatusModel, FullFifoMustTakeAPushWhenItPops) {
  fifo_status_model m(1, false, 0);
  EXPECT_TRUE(m.step(pins(true, true, false, false, 0, false)).empty());
  const auto v = m.step(pins(true, false, true, true, 1, false));  // ready_o = ~full only
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0], "ready_o: got 0, expected 1");
}

TEST(FifoStatusModel, AlmostFullAndLevel) {
  fifo_status_model m(4, false, 3);
  EXPECT_TRUE(m.step(pins(true, true, false, false, 0, false)).empty());
  EXPECT_TRUE(m.step(pins(true, true, true, false, 1, false)).empty());
  EXPECT_TRUE(m.step(pins(true, true, true, false, 2, false)).empty());
  // level 3 = AlmostFullThresh: almost_full_o must be high (a `>` instead of `>=` is caught)
  auto v = m.step(pins(false, true, true, false, 3, false));
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0], "almost_full_o: got 0, expected 1");
  // a level that drops without a pop: one report, then the model follows the DUT again
  v = m.step(pins(false, true, true, false, 2, false));
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0], "level_o: got 2, expected 3");
  EXPECT_TRUE(m.step(pins(false, true, true, false, 2, false)).empty());
}

TEST(FifoStatusModel, PassThroughAndFallThrough) {
  fifo_status_model d0(0, false, 0);
  EXPECT_TRUE(d0.step(pins(true, true, true, true, 0, false)).empty());
  EXPECT_EQ(d0.step(pins(true, false, true, true, 0, false)).size(), 1u);  // ready_o != ready_i
  fifo_status_model ft(3, true, 2);
  EXPECT_TRUE(ft.step(pins(true, true, true, true, 0, false)).empty());    // bypass at empty
  EXPECT_EQ(ft.step(pins(true, true, false, true, 0, false)).size(), 1u);  // valid_o must follow
}

TEST(RrArbModel, NoRequestNoGrant) {
  rr_arb_model m(4, true);
  EXPECT_EQ(m.step(0, true), rr_arb_model::kNoGrant);
  EXPECT_EQ(m.priority(), 0u);
}

TEST(RrArbModel, RotatesOnlyWhenTaken) {
  rr_arb_model m(4, false);
  // All request: 0, 1, 2, 3, 0 when every grant is taken.
  EXPECT_EQ(m.step(0xF, true), 0);
  EXPECT_EQ(m.step(0xF, true), 1);
  EXPECT_EQ(m.step(0xF, true), 2);
  EXPECT_EQ(m.step(0xF, true), 3);
  EXPECT_EQ(m.step(0xF, true), 0);
  // Not taken: priority stays at 1, so 1 again.
  EXPECT_EQ(m.step(0xF, false), 1);
  EXPECT_EQ(m.step(0xF, false), 1);
  // Without lock, a new request of higher priority wins.
  EXPECT_EQ(m.step(0b1100, false), 2);
  EXPECT_EQ(m.step(0b1110, true), 1);
  // After 1 was taken, 2 has priority; only 0 requests: 0 (wrap around).
  EXPECT_EQ(m.step(0b0001, true), 0);
}

TEST(RrArbModel, LockHoldsGrant) {
  rr_arb_model m(4, true);
  EXPECT_EQ(m.step(0b1000, false), 3);  // 3 granted, not taken: locked on 3
  EXPECT_TRUE(m.locked());
  EXPECT_EQ(m.step(0b1001, false), 3);  // 0 has priority but 3 is locked
  EXPECT_EQ(m.step(0b1001, true), 3);   // taken: priority 0 (3 + 1 mod 4)
  EXPECT_FALSE(m.locked());
  EXPECT_EQ(m.step(0b1001, true), 0);
  EXPECT_EQ(m.protocol_violations(), 0u);
}

TEST(RrArbModel, LockedRequesterDroppingIsCounted) {
  rr_arb_model m(3, true);
  EXPECT_EQ(m.step(0b010, false), 1);
  EXPECT_EQ(m.step(0b001, true), 0);
  EXPECT_EQ(m.protocol_violations(), 1u);
}

TEST(RrArbModel, SingleRequester) {
  rr_arb_model m(1, true);
  EXPECT_EQ(m.step(1, false), 0);
  EXPECT_EQ(m.step(1, true), 0);
  EXPECT_EQ(m.step(0, true), rr_arb_model::kNoGrant);
}

TEST(RrArbModel, FairUnderFullLoad) {
  // Every requester always requests, every grant taken: each wins exactly 1/N of the cycles.
  rr_arb_model m(5, true);
  int wins[5] = {};
  for (int c = 0; c < 500; ++c) ++wins[m.step(0x1F, true)];
  for (int w : wins) EXPECT_EQ(w, 100);
}

TEST(RrArbModel, RejectsBadSize) {
  EXPECT_THROW(rr_arb_model(0, true), std::invalid_argument);
  EXPECT_THROW(rr_arb_model(65, true), std::invalid_argument);
}

TEST(FifoModel, OrderAndMatchCount) {
  fifo_model<unsigned> m;
  m.push(1);
  m.push(2);
  EXPECT_TRUE(m.pop(1));
  m.push(3);
  EXPECT_TRUE(m.pop(2));
  EXPECT_TRUE(m.pop(3));
  EXPECT_EQ(m.matched(), 3u);
  EXPECT_EQ(m.pending(), 0u);
  EXPECT_TRUE(m.errors().empty());
}

TEST(FifoModel, LossIsOneError) {
  fifo_model<unsigned> m;
  for (unsigned i = 0; i < 5; ++i) m.push(i);
  EXPECT_TRUE(m.pop(0));
  EXPECT_FALSE(m.pop(2));  // 1 lost
  ASSERT_EQ(m.errors().size(), 1u);
  EXPECT_NE(m.errors()[0].find("1 item(s) lost"), std::string::npos);
  EXPECT_TRUE(m.pop(3));
  EXPECT_TRUE(m.pop(4));
  EXPECT_EQ(m.errors().size(), 1u);
}

TEST(FifoModel, SpuriousAndReorder) {
  fifo_model<unsigned> m;
  EXPECT_FALSE(m.pop(7));  // nothing pushed
  m.push(1);
  m.push(2);
  EXPECT_FALSE(m.pop(9));  // never pushed: reported, oldest dropped
  EXPECT_EQ(m.errors().size(), 2u);
  EXPECT_EQ(m.pending(), 1u);
}

}  // namespace
}  // namespace collnet::common
