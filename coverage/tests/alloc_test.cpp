// sample() must not allocate: this test binary counts the calls of the global operator new
// (collnet_alloc_counter) and samples a covergroup with value, array, default, transition bins and
// a cross.
#include <gtest/gtest.h>

#include <cstdint>

#include "alloc_counter.h"
#include "covergroup.h"

namespace {

struct busy_cg : collnet::cov::covergroup {
  int lvl = 0;
  collnet::cov::coverpoint<int> level{
      this,
      "level",
      [this] { return lvl; },
      {collnet::cov::bin("empty", 0), collnet::cov::bins_array("mid", 1, 6),
       collnet::cov::bin("full", 7), collnet::cov::default_bin("other"),
       collnet::cov::trans("fill", {0, collnet::cov::range(1, 6), 7}),
       collnet::cov::trans("up", {collnet::cov::rep(collnet::cov::range(0, 7), 3)})}};
  collnet::cov::coverpoint<bool> push{this, "push"};
  collnet::cov::coverpoint<uint8_t> data{this, "data"};
  collnet::cov::cross level_x_push{this, "level_x_push", level, push};
  busy_cg() : covergroup("t_alloc") {
    level_x_push.ignore_bins("full_push", [this](const collnet::cov::cross_tuple& t) {
      return t.is(level, "full") && t.is(push, "auto[1]");
    });
  }
};

TEST(cov_alloc, sample_does_not_allocate) {
  collnet::cov::registry::instance().clear();
  busy_cg cg;
  cg.sample();  // first sample freezes the definitions (allocates the tables)
  const std::uint64_t before = collnet::test::new_calls();
  for (int i = 0; i < 10000; ++i) {
    cg.lvl = i % 9;
    cg.push.set(i & 1);
    cg.data.set(static_cast<uint8_t>(i * 7));
    cg.sample();
  }
  EXPECT_EQ(collnet::test::new_calls() - before, 0u);
  // It did sample: every value 0..8 went to some bin (8 to the default bin).
  const auto r = cg.level.result();
  uint64_t value_hits = 0;
  for (const auto& b : r.bins)
    if (b.name.rfind("fill", 0) != 0 && b.name.rfind("up", 0) != 0) value_hits += b.hits;
  EXPECT_EQ(value_hits, 10001u);
  EXPECT_GT(cg.level.hits("up"), 0u);
  collnet::cov::registry::instance().clear();
}

TEST(cov_alloc, counting_new_detects_allocation) {
  // Proves the counter works (the check above could otherwise never fail).
  const std::uint64_t before = collnet::test::new_calls();
  void* p = ::operator new(16);  // a call of the function itself: the compiler may not elide it
  ::operator delete(p);
  EXPECT_GE(collnet::test::new_calls() - before, 1u);
}

}  // namespace
