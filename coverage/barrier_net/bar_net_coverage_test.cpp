// bar_net_coverage_test.cpp: the barrier-net covergroups (bar_net_coverage.h): roles of the
// tree levels, the bins, and the illegal bins fire (a root T2, a leaf stale-reduce, a root ignored
// distribute). Label unit.
#include <gtest/gtest.h>

#include "bar_net_coverage.h"

namespace {

std::vector<std::string> level_bins(const collnet::barrier::tree_event_cg& cg) {
  std::vector<std::string> v;
  for (const auto& b : cg.level.result().bins) v.push_back(b.name);
  return v;
}

TEST(bar_net_cov, RolesOfLevels) {
  using namespace collnet::barrier;
  EXPECT_EQ(role_of(0, 1), root);  // depth 1: the root is also the bottom; counts as root
  EXPECT_EQ(role_of(1, 1), leaf);
  EXPECT_EQ(role_of(0, 2), root);
  EXPECT_EQ(role_of(1, 2), bottom);
  EXPECT_EQ(role_of(2, 2), leaf);
  EXPECT_EQ(role_of(1, 4), intermediate);
  EXPECT_EQ(role_of(2, 4), intermediate);
  EXPECT_EQ(role_of(3, 4), bottom);
  EXPECT_EQ(role_of(4, 4), leaf);
  coverage c("t_roles");
  EXPECT_EQ(c.retx().type_name(), "bar_net_retx");
  EXPECT_EQ(level_bins(c.retx()),
            (std::vector<std::string>{"t2_intermediate", "t2_bottom", "leaf_t1", "root_t2"}));
  EXPECT_EQ(level_bins(c.stale_red()),
            (std::vector<std::string>{"root", "intermediate", "bottom", "leaf"}));
  EXPECT_EQ(level_bins(c.race()), (std::vector<std::string>{"root", "intermediate", "bottom"}));
}

TEST(bar_net_cov, SamplesCountPerLevelAndGroup) {
  using namespace collnet::barrier;
  coverage c("t_count");
  c.retx().sample_at(leaf, 1, 3);  // 3 leaf T1 resends in group 1
  c.retx().sample_at(bottom, 0);   // one T2 at a bottom switch, group 0
  EXPECT_EQ(c.retx().level.hits("leaf_t1"), 3u);
  EXPECT_EQ(c.retx().level.hits("t2_bottom"), 1u);
  EXPECT_EQ(c.retx().level_x_group.hits("<leaf_t1,g[1]>"), 3u);
  EXPECT_EQ(c.retx().level_x_group.hits("<t2_bottom,g[0]>"), 1u);
  // 3 level bins x 4 group bins: 2 of 12 cross bins.
  EXPECT_NEAR(c.retx().level_x_group.get_coverage(), 100.0 * 2 / 12, 1e-9);
}

TEST(bar_net_cov, IllegalBinsFire) {
  using namespace collnet::barrier;
  coverage c("t_illegal");
  const uint64_t e0 = collnet::cov::error_count();
  c.retx().sample_at(root, 0);  // a root never has a timeout-2
  EXPECT_EQ(collnet::cov::error_count(), e0 + 1);
  c.stale_red().sample_at(leaf, 0);  // a leaf has no stale-reduce rule
  EXPECT_EQ(collnet::cov::error_count(), e0 + 2);
  c.ign_dist().sample_at(root, 0);  // a root never takes a distribute
  EXPECT_EQ(collnet::cov::error_count(), e0 + 3);
  c.race().sample_at(intermediate, 3);  // legal
  EXPECT_EQ(collnet::cov::error_count(), e0 + 3);
}

}  // namespace
