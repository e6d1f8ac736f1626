// bar_net_test.cpp: smoke networks of real RTL switches and leaves (verif/envs/barrier_net),
// checked by the system checker (scoreboards/barrier_net). Label sim.
#include <gtest/gtest.h>

#include "bar_net_env.h"

namespace {

std::string dump(const bar_net::checker& c) {
  std::string s;
  for (const auto& v : c.violations())
    s += v.id + " @" + std::to_string(v.cycle) + ": " + v.text + "\n";
  return s;
}

void expect_clean(const bar_net::network& n, const bar_net::net_result& r, uint64_t ops) {
  EXPECT_TRUE(n.chk().violations().empty()) << dump(n.chk());
  EXPECT_FALSE(r.sva_error) << "an RTL assertion fired";
  EXPECT_TRUE(r.all_done);
  EXPECT_EQ(n.chk().completed(), ops);
}

TEST(net, NoLossExactLatency) {
  // One group, no loss, zero-delay links: every barrier's last release comes exactly
  // 6*S+1 cycles after its last arrive (rtl/barrier/README.md 6.1), S = depth.
  for (unsigned depth = 1; depth <= 3; ++depth) {
    bar_net::net_config cfg;
    cfg.fanout = 2;
    cfg.depth = depth;
    cfg.groups = 1;
    cfg.barriers = 4;
    cfg.think = 0;  // all leaves arrive together: no timeout fires before the release
    bar_net::network n(cfg);
    const auto r = n.run();
    expect_clean(n, r, 4);
    for (auto l : n.chk().latencies()) EXPECT_EQ(l, 6u * depth + 1) << "depth " << depth;
    EXPECT_EQ(r.counters.t1_fired, 0u);
  }
}

TEST(net, SeveralGroupsClean) {
  bar_net::net_config cfg;
  cfg.fanout = 3;
  cfg.depth = 2;
  cfg.groups = 3;
  cfg.barriers = 6;
  cfg.seed = 7;
  cfg.delay = 6;  // per-packet link delay: distribute copies reach siblings at different times
  cfg.think = 0;
  bar_net::network n(cfg);
  const auto r = n.run();
  expect_clean(n, r, 18);
  // Not asserted: the race coverage counter (k+1's reduce vs k's distribute) reads 0 in every
  // run so far; whether no race happens or the detection is wrong is not yet known (open).
}

TEST(net, FaultsSmoke) {
  // Drop, duplicate, corrupt and delay on every link, plus scripted faults at each level.
  bar_net::net_config cfg;
  cfg.fanout = 2;
  cfg.depth = 3;
  cfg.groups = 2;
  cfg.barriers = 8;
  cfg.drop = 0.05;
  cfg.dup = 0.05;
  cfg.corrupt = 0.03;
  cfg.delay = 3;
  cfg.seed = 21;
  cfg.faults.push_back(bar_net::parse_fault("edge=0,kind=distribute,action=drop,count=2"));
  cfg.faults.push_back(bar_net::parse_fault("edge=2,kind=reduce,action=drop,count=2"));
  cfg.faults.push_back(bar_net::parse_fault("edge=7,kind=distribute,action=drop,count=2"));
  bar_net::network n(cfg);
  const auto r = n.run();
  expect_clean(n, r, 16);
  const auto& c = r.counters;
  EXPECT_GT(c.link_dropped, 0u);
  EXPECT_GT(c.link_corrupted, 0u);
  EXPECT_GT(c.link_duplicated, 0u);
  EXPECT_GT(c.t1_fired, 0u);
  EXPECT_LE(c.err_crc_switch + c.err_crc_leaf, c.link_corrupted)
      << "every corrupted packet is dropped by the receiver's CRC check";
  EXPECT_GT(c.stale_red_root + c.stale_red_int, 0u);
  EXPECT_GT(c.stale_dist_switch + c.stale_dist_leaf, 0u);
}

TEST(net, EarlyBadControlCleanSwitch) {
  // Control of net_bad.EarlyReleaseSwitchFlaggedBySafety: the same network and seed with the
  // clean switch reports nothing, so that fire comes from the bug, not from the checker.
  bar_net::net_config cfg;
  cfg.fanout = 2;
  cfg.depth = 2;
  cfg.groups = 1;
  cfg.barriers = 4;
  cfg.think = 30;
  bar_net::network n(cfg);
  const auto r = n.run();
  EXPECT_EQ(n.chk().violations().size(), 0u);
  EXPECT_FALSE(r.sva_error);
}

}  // namespace
