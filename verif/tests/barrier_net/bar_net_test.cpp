// bar_net_test.cpp: smoke networks of real RTL switches and leaves (verif/envs/barrier_net),
// checked by the system checker (scoreboards/barrier_net). Label sim.
#include <gtest/gtest.h>

#include "bar_net_coverage.h"
#include "bar_net_env.h"
#include "bar_net_tree.h"

namespace {

std::string dump(const collnet::barrier::checker& c) {
  std::string s;
  for (const auto& v : c.violations())
    s += v.id + " @" + std::to_string(v.cycle) + ": " + v.text + "\n";
  return s;
}

/// Hits of the `level` coverpoint of a barrier-net covergroup (all bins, or one bin).
uint64_t level_hits(const collnet::barrier::tree_event_cg& cg, const std::string& bin = "") {
  uint64_t n = 0;
  for (const auto& b : cg.level.result().bins)
    if (bin.empty() || b.name == bin) n += b.hits;
  return n;
}

void expect_clean(const collnet::barrier::network& n, const collnet::barrier::net_result& r,
                  uint64_t ops) {
  EXPECT_TRUE(n.chk().violations().empty()) << dump(n.chk());
  EXPECT_FALSE(r.sva_error) << "an RTL assertion fired";
  EXPECT_TRUE(r.all_done);
  EXPECT_EQ(n.chk().completed(), ops);
}

TEST(net, NoLossExactLatency) {
  // One group, no loss, zero-delay links: every barrier's last release comes exactly
  // 6*S+1 cycles after its last arrive (rtl/barrier/README.md 6.1), S = depth.
  for (unsigned depth = 1; depth <= 3; ++depth) {
    auto cfg = collnet::barrier::tree_config(2, depth, 1, 4);
    cfg.think = 0;  // all leaves arrive together: no timeout fires before the release
    collnet::barrier::network n(cfg);
    const auto r = n.run();
    expect_clean(n, r, 4);
    for (auto l : n.chk().latencies()) EXPECT_EQ(l, 6u * depth + 1) << "depth " << depth;
    EXPECT_EQ(r.counters.t1_fired, 0u);
  }
}

TEST(net, SeveralGroupsClean) {
  auto cfg = collnet::barrier::tree_config(3, 2, 3, 6);
  cfg.seed = 7;
  cfg.delay = 6;  // per-packet link delay: distribute copies reach siblings at different times
  cfg.think = 0;
  collnet::barrier::network n(cfg);
  const auto r = n.run();
  expect_clean(n, r, 18);
  // No race assertion here: with fan-out 3 and 3 groups every bottom switch has one leaf per
  // group (no sibling to race), and at the root a child's REDUCE(k+1) needs a whole round trip
  // through its subtree, longer than the spread of the root's DISTRIBUTE(k) copies (link delay
  // <= 6). Races are asserted in RacesMatchLeafEvents (and the tool test barrier_net.races).
}

/// Checks every switch race record against the leaf events alone (README "Races"), using the
/// topology numbering of the README (leaf i under level-l switch i / F^(D-l), on its port
/// (i / F^(D-l-1)) mod F; level-l switches numbered from (F^l - 1) / (F - 1)):
/// every leaf of the group below the racing port has arrived at operation j (j+1 arrivals by the
/// race cycle, j = seq mod 2^SeqBits, j >= 1), every leaf of the group below the lagging port is
/// not yet released from operation j-1 (exactly j-1 releases by the race cycle).
void check_races_against_events(const collnet::barrier::network& n) {
  const auto& c = n.config();
  const unsigned F = c.fanout, D = c.depth, G = c.groups;
  auto pw = [](unsigned b, unsigned e) {
    unsigned v = 1;
    while (e--) v *= b;
    return v;
  };
  auto count_by = [&](unsigned leaf, bool release, uint64_t cycle) {
    unsigned k = 0;
    for (const auto& e : n.events())
      if (e.leaf == static_cast<int>(leaf) && e.release == release && e.cycle <= cycle) ++k;
    return k;
  };
  for (const auto& rr : n.races()) {
    const unsigned l = static_cast<unsigned>(rr.level);
    const unsigned first = F == 1 ? l : (pw(F, l) - 1) / (F - 1);
    const unsigned idx = static_cast<unsigned>(rr.sw) - first;
    std::vector<unsigned> racing, lagging;
    for (unsigned i = 0; i < n.num_leaves(); ++i) {
      if (i % G != static_cast<unsigned>(rr.group) || i / pw(F, D - l) != idx) continue;
      const unsigned port = (i / pw(F, D - l - 1)) % F;
      if (port == static_cast<unsigned>(rr.port)) racing.push_back(i);
      if (port == static_cast<unsigned>(rr.lag_port)) lagging.push_back(i);
    }
    const std::string where = "race @" + std::to_string(rr.cycle) + " level " +
                              std::to_string(rr.level) + " switch " + std::to_string(rr.sw) +
                              " group " + std::to_string(rr.group);
    ASSERT_FALSE(racing.empty()) << where;
    ASSERT_FALSE(lagging.empty()) << where;
    const unsigned j = count_by(racing[0], false, rr.cycle) - 1;
    EXPECT_GE(j, 1u) << where;
    EXPECT_EQ(j % 4, rr.seq) << where;
    for (unsigned a : racing)
      EXPECT_EQ(count_by(a, false, rr.cycle), j + 1) << where << ": leaf " << a << " arrivals";
    for (unsigned b : lagging)
      EXPECT_EQ(count_by(b, true, rr.cycle), j - 1) << where << ": leaf " << b << " releases";
  }
}

TEST(net, RacesMatchLeafEvents) {
  // Built to race: lost and delayed distributes make siblings lag while their neighbours go on
  // to the next operation at once (think 0..2). Races at the bottom level and above the bottom.
  uint64_t bottom = 0, upper = 0;
  for (uint64_t seed : {3, 4, 5}) {
    auto cfg = collnet::barrier::tree_config(3, 3, 2, 6);
    cfg.drop = 0.05;
    cfg.delay = 4;
    cfg.think = 2;
    cfg.seed = seed;
    collnet::barrier::network n(cfg);
    const auto r = n.run();
    expect_clean(n, r, 12);
    EXPECT_EQ(r.counters.races, n.races().size());
    bottom += r.counters.races_by_level[2];
    upper += r.counters.races_by_level[0] + r.counters.races_by_level[1];
    check_races_against_events(n);
  }
  EXPECT_GT(bottom, 0u) << "no race at a bottom switch";
  EXPECT_GT(upper, 0u) << "no race at a root or intermediate switch";
}

TEST(net, FaultsSmoke) {
  // Drop, duplicate, corrupt and delay on every link, plus scripted faults at each level.
  auto cfg = collnet::barrier::tree_config(2, 3, 2, 8);
  cfg.drop = 0.05;
  cfg.dup = 0.05;
  cfg.corrupt = 0.03;
  cfg.delay = 3;
  cfg.seed = 21;
  cfg.faults.push_back(collnet::barrier::parse_fault("edge=0,kind=distribute,action=drop,count=2"));
  cfg.faults.push_back(collnet::barrier::parse_fault("edge=2,kind=reduce,action=drop,count=2"));
  cfg.faults.push_back(collnet::barrier::parse_fault("edge=7,kind=distribute,action=drop,count=2"));
  collnet::barrier::network n(cfg);
  const auto r = n.run();
  expect_clean(n, r, 16);
  const auto& c = r.counters;
  EXPECT_GT(c.link_dropped, 0u);
  EXPECT_GT(c.link_corrupted, 0u);
  EXPECT_GT(c.link_duplicated, 0u);
  EXPECT_GT(c.t1_fired, 0u);
  // Exact (README "Corruption and ERR_CRC"): one ERR_CRC per corrupted packet taken by its
  // receiver; the other corrupted packets are still in a link at the end.
  EXPECT_EQ(c.err_crc_switch + c.err_crc_leaf, c.link_corrupted_delivered);
  EXPECT_EQ(c.link_corrupted, c.link_corrupted_delivered + c.link_corrupted_in_flight);
  // The covergroups (coverage/barrier_net) got one sample per event counted above.
  ASSERT_NE(n.cov(), nullptr);
  uint64_t t2 = 0;
  for (auto v : c.t2_fired_by_level) t2 += v;
  EXPECT_EQ(level_hits(n.cov()->retx()), c.t1_fired + t2);
  EXPECT_EQ(level_hits(n.cov()->stale_red()), c.stale_red_root + c.stale_red_int);
  EXPECT_EQ(level_hits(n.cov()->ign_dist()), c.stale_dist_switch + c.stale_dist_leaf);
  EXPECT_EQ(level_hits(n.cov()->crc_drop()), c.link_corrupted_delivered);
  EXPECT_EQ(level_hits(n.cov()->race()), c.races);
  EXPECT_EQ(level_hits(n.cov()->retx(), "leaf_t1"), c.t1_fired);
  EXPECT_EQ(level_hits(n.cov()->stale_red(), "root"), c.stale_red_root);
  EXPECT_GT(c.link_corrupted_delivered, 0u);
  EXPECT_GT(c.stale_red_root + c.stale_red_int, 0u);
  EXPECT_GT(c.stale_dist_switch + c.stale_dist_leaf, 0u);
}

TEST(net, EarlyBadControlCleanSwitch) {
  // Control of net_bad.EarlyReleaseSwitchFlaggedBySafety: the same network and seed with the
  // clean switch reports nothing, so that fire comes from the bug, not from the checker.
  auto cfg = collnet::barrier::tree_config(2, 2, 1, 4);
  cfg.think = 30;
  collnet::barrier::network n(cfg);
  const auto r = n.run();
  EXPECT_EQ(n.chk().violations().size(), 0u);
  EXPECT_FALSE(r.sva_error);
}

}  // namespace
