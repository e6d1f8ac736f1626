// bar_net_bad_test.cpp: the system checker must fire on a broken network. Label sim;bad.
#include <gtest/gtest.h>

#include "bar_net_env.h"
#include "bar_net_tree.h"

namespace {

TEST(net_bad, EarlyReleaseSwitchFlaggedBySafety) {
  // Vbar_switch_bugs with +bug=early_release: a root completes when one child arrived. The RTL
  // assertion RootAdvanceAllArrived_A fires too (recorded apart in sva_error); this test proves
  // that the system checker itself reports BARNET_SAFETY, from the leaf events alone.
  auto cfg = collnet::barrier::tree_config(2, 2, 1, 4);
  cfg.think = 30;
  cfg.early_switch = true;
  collnet::barrier::network n(cfg);
  const auto r = n.run();
  EXPECT_GT(n.chk().count("BARNET_SAFETY"), 0u);
  EXPECT_TRUE(r.sva_error);
}

TEST(net_bad, LoseForeverFlaggedByLiveness) {
  // Every reduce of group 0 on edge 1 (second level-1 switch -> root) lost for good, from the
  // first operation on: the protocol cannot recover, so the liveness bound must be missed.
  auto cfg = collnet::barrier::tree_config(2, 2, 1, 3);
  cfg.faults.push_back(
      collnet::barrier::parse_fault("edge=1,kind=reduce,group=0,action=drop,count=forever"));
  collnet::barrier::network n(cfg);
  const auto r = n.run();
  EXPECT_EQ(n.chk().count("BARNET_LIVENESS"), 1u);
  EXPECT_EQ(n.chk().count("BARNET_SAFETY"), 0u);
  EXPECT_FALSE(r.all_done);
}

TEST(net_bad, LoseForeverLateFlaggedByLiveness) {
  // Lose forever every distribute to one leaf from a later cycle: earlier barriers complete,
  // then the group stalls at that leaf.
  auto cfg = collnet::barrier::tree_config(2, 2, 2, 6);
  cfg.faults.push_back(
      collnet::barrier::parse_fault("edge=4,kind=distribute,action=drop,count=forever,after=60"));
  collnet::barrier::network n(cfg);
  n.run();
  EXPECT_GE(n.chk().count("BARNET_LIVENESS"), 1u);
  EXPECT_EQ(n.chk().count("BARNET_SAFETY"), 0u);
}

}  // namespace
