// Unit tests of stream_pattern_gen / stream_pattern_cursor: the patterns do what the table in
// stream_pattern.h says (measured statistics, exact run bounds, determinism).
#include <gtest/gtest.h>

#include "stream_pattern.h"

namespace collnet::common {
namespace {

TEST(StreamPattern, AlwaysIsAlwaysActive) {
  stream_pattern_cursor c(stream_pattern::always(), 1);
  for (int i = 0; i < 1000; ++i) ASSERT_TRUE(c.active());
}

TEST(StreamPattern, RandomHasTheRequestedDutyAndNoMemory) {
  for (double p : {0.1, 0.5, 0.9}) {
    stream_pattern_cursor c(stream_pattern::random(p), 42);
    const int n = 200000;
    int on = 0, on_after_on = 0, prev_on = 0;
    bool prev = false;
    for (int i = 0; i < n; ++i) {
      const bool a = c.active();
      on += a;
      if (prev) {
        ++prev_on;
        on_after_on += a;
      }
      prev = a;
    }
    EXPECT_NEAR(static_cast<double>(on) / n, p, 0.01) << "p=" << p;
    // i.i.d.: P(active | previous active) == p as well.
    EXPECT_NEAR(static_cast<double>(on_after_on) / prev_on, p, 0.015) << "p=" << p;
  }
}

TEST(StreamPattern, BurstsRespectRunBounds) {
  stream_pattern_gen g(stream_pattern::bursts(3, 5, 2, 7), 7);
  bool expect_active = true;
  for (int i = 0; i < 1000; ++i) {
    auto r = g.next();
    ASSERT_EQ(r.active, expect_active);
    if (r.active) {
      ASSERT_GE(r.cycles, 3u);
      ASSERT_LE(r.cycles, 5u);
    } else {
      ASSERT_GE(r.cycles, 2u);
      ASSERT_LE(r.cycles, 7u);
    }
    expect_active = !expect_active;
  }
}

TEST(StreamPattern, SameSeedSameSequenceOtherSeedDiffers) {
  stream_pattern_cursor a(stream_pattern::random(0.5), 3), b(stream_pattern::random(0.5), 3),
      c(stream_pattern::random(0.5), 4);
  int diff = 0;
  for (int i = 0; i < 1000; ++i) {
    const bool x = a.active();
    ASSERT_EQ(x, b.active());
    diff += x != c.active();
  }
  EXPECT_GT(diff, 100);
}

TEST(StreamPattern, RejectsUnusablePatterns) {
  EXPECT_THROW(stream_pattern_gen(stream_pattern::random(0.0), 1), std::invalid_argument);
  EXPECT_THROW(stream_pattern_gen(stream_pattern::bursts(0, 3, 1, 1), 1), std::invalid_argument);
  EXPECT_THROW(stream_pattern_gen(stream_pattern::bursts(4, 3, 1, 1), 1), std::invalid_argument);
}

}  // namespace
}  // namespace collnet::common
