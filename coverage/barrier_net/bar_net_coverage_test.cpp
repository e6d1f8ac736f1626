// bar_net_coverage_test.cpp: the barrier-net covergroups (bar_net_coverage.h): level bins per
// depth, and the illegal bins fire (a root T2, a leaf stale-reduce, a root ignored distribute).
// Label unit.
#include <gtest/gtest.h>

#include "bar_net_coverage.h"

namespace {

std::vector<std::string> level_bins(const bar_net_cov::tree_event_cg& cg) {
  std::vector<std::string> v;
  for (const auto& b : cg.level.result().bins) v.push_back(b.name);
  return v;
}

TEST(bar_net_cov, LevelBinsFollowTheDepth) {
  bar_net_cov::coverage c(3, "t_depth3");
  EXPECT_EQ(c.retx().type_name(), "bar_net_retx_d3");
  EXPECT_EQ(level_bins(c.retx()),
            (std::vector<std::string>{"t2_level[1]", "t2_level[2]", "leaf_t1", "root_t2"}));
  EXPECT_EQ(level_bins(c.stale_red()),
            (std::vector<std::string>{"root", "int_level[1]", "int_level[2]", "leaf"}));
  EXPECT_EQ(level_bins(c.ign_dist()),
            (std::vector<std::string>{"sw_level[1]", "sw_level[2]", "leaf", "root"}));
  EXPECT_EQ(level_bins(c.crc_drop()),
            (std::vector<std::string>{"rx_level[0]", "rx_level[1]", "rx_level[2]", "leaf"}));
  EXPECT_EQ(level_bins(c.race()), (std::vector<std::string>{"level[0]", "level[1]", "level[2]"}));
}

TEST(bar_net_cov, SamplesCountPerLevelAndGroup) {
  bar_net_cov::coverage c(2, "t_count");
  c.retx().sample_at(2, 1, 3);  // 3 leaf T1 resends in group 1
  c.retx().sample_at(1, 0);     // one T2 at level 1, group 0
  EXPECT_EQ(c.retx().level.hits("leaf_t1"), 3u);
  EXPECT_EQ(c.retx().level.hits("t2_level[1]"), 1u);
  EXPECT_EQ(c.retx().level_x_group.hits("<leaf_t1,g[1]>"), 3u);
  EXPECT_EQ(c.retx().level_x_group.hits("<t2_level[1],g[0]>"), 1u);
  // 2 level bins x 4 group bins: 2 of 8 cross bins, both level bins, 2 of 4 group bins.
  EXPECT_DOUBLE_EQ(c.retx().level_x_group.get_coverage(), 25.0);
}

TEST(bar_net_cov, IllegalBinsFire) {
  bar_net_cov::coverage c(2, "t_illegal");
  const uint64_t e0 = cov::error_count();
  c.retx().sample_at(0, 0);  // a root never has a timeout-2
  EXPECT_EQ(cov::error_count(), e0 + 1);
  c.stale_red().sample_at(2, 0);  // a leaf has no stale-reduce rule
  EXPECT_EQ(cov::error_count(), e0 + 2);
  c.ign_dist().sample_at(0, 0);  // a root never takes a distribute
  EXPECT_EQ(cov::error_count(), e0 + 3);
  c.race().sample_at(1, 3);  // legal
  EXPECT_EQ(cov::error_count(), e0 + 3);
}

}  // namespace
