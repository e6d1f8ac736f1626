// bar_bare_scenarios.h: configuration helpers and reusable scenarios (one-level and two-level
// trees of Verilated switches and leaves, lost-distribute recovery) shared by the good and the
// _bad bare-loop tests. Expected values come from rtl/barrier/README.md.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "bar_bare_bench.h"

namespace bar_bare {

constexpr unsigned HOP = 3;      // README 6.1: switch input edge -> output edge
constexpr unsigned LEAF_TX = 2;  // arrive edge -> REDUCE transfer edge
constexpr unsigned LEAF_RX = 2;  // DISTRIBUTE edge -> release_o sampled
constexpr pkt_kind RED = pkt_kind::reduce;
constexpr pkt_kind DIST = pkt_kind::distribute;

/// Configures group g of switch sw and enables it; expects every write to be accepted.
inline void cfg_group(bench& b, int sw, unsigned g, uint32_t child_mask, unsigned parent, bool root,
                      unsigned t2) {
  EXPECT_TRUE(b.wr(sw, reg::grp(g, reg::child_mask), child_mask));
  EXPECT_TRUE(b.wr(sw, reg::grp(g, reg::parent), reg::parent_value(parent, root)));
  EXPECT_TRUE(b.wr(sw, reg::grp(g, reg::t2_reload), t2));
  EXPECT_TRUE(b.wr(sw, reg::grp(g, reg::ctrl), 1));
}

/// Configures a leaf (group, T1) and enables it.
inline void cfg_leaf(bench& b, int lf, unsigned g, unsigned t1) {
  EXPECT_TRUE(b.wr(lf, reg::leaf_group, g));
  EXPECT_TRUE(b.wr(lf, reg::leaf_t1_reload, t1));
  EXPECT_TRUE(b.wr(lf, reg::leaf_ctrl, 1));
}

/// Sum of the five packet error counters of a switch.
inline uint32_t switch_errors(bench& b, int sw) {
  uint32_t s = 0;
  for (uint32_t a = reg::err_crc; a <= reg::err_dist_port; ++a) s += b.rd(sw, a);
  return s;
}

/// Prints the leaf-side violations (for the failure message).
inline std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += x + "\n";
  return s;
}

/// For every group member leaf: release k == (last arrival of op k in the group) + lat.
/// Returns the number of releases checked; adds failures to the test.
inline size_t check_barrier_latency(bench& b, const std::vector<int>& members, uint64_t lat) {
  size_t checked = 0;
  const size_t ops = b.releases(members[0]).size();
  for (size_t k = 0; k < ops; ++k) {
    uint64_t last = 0;
    for (int m : members) last = std::max(last, b.arrivals(m).at(k));
    for (int m : members) {
      EXPECT_EQ(b.releases(m).at(k), last + lat) << "leaf node " << m << " op " << k;
      ++checked;
    }
  }
  return checked;
}

// ---------------------------------------------------------------------------------------------
// One switch (root) + RTL leaves, two groups on disjoint ports, K barriers each.
template <class SW, class LF>
struct one_level {
  bench b;
  int sw = 0;
  std::vector<int> leaves;  // leaf i on switch port i
  /// to_leaf: fate of the switch -> leaf `victim` link (wire links).
  one_level(unsigned seq_bits, unsigned n_leaves, uint64_t seed, bench::fate_fn to_leaf = nullptr,
            int victim = -1)
      : b(seq_bits, seed) {
    sw = b.template add_switch<SW>("sw");
    for (unsigned i = 0; i < n_leaves; ++i) {
      leaves.push_back(b.template add_leaf<LF>(("leaf" + std::to_string(i)).c_str()));
      b.connect(leaves.back(), 0, sw, static_cast<int>(i), nullptr,
                static_cast<int>(i) == victim ? to_leaf : nullptr);
    }
    b.reset();
  }
  /// Every link (both directions) a queue link with the given fate.
  one_level(unsigned seq_bits, unsigned n_leaves, uint64_t seed,
            const std::function<bench::fate_fn()>& every_link)
      : b(seq_bits, seed) {
    sw = b.template add_switch<SW>("sw");
    for (unsigned i = 0; i < n_leaves; ++i) {
      leaves.push_back(b.template add_leaf<LF>(("leaf" + std::to_string(i)).c_str()));
      b.connect(leaves.back(), 0, sw, static_cast<int>(i), every_link(), every_link(), true);
    }
    b.reset();
  }
};

// ---------------------------------------------------------------------------------------------
// Root switch + intermediate switches (parent port 7) + RTL leaves, group 0 everywhere.
template <class SW, class LF>
struct two_level {
  bench b;
  int root = 0;
  std::vector<int> inter;
  std::vector<int> leaves;
  std::map<int, int> leaf_parent;  // leaf node -> intermediate index
  using fate_factory = std::function<bench::fate_fn(int src, int sp, int dst, int dp)>;
  two_level(unsigned seq_bits, std::vector<unsigned> fanout, uint64_t seed,
            fate_factory fates = nullptr, bool queue = false)
      : b(seq_bits, seed) {
    auto f = [&](int s, int sp, int d, int dp) -> bench::fate_fn {
      return fates ? fates(s, sp, d, dp) : nullptr;
    };
    root = b.template add_switch<SW>("root");
    for (size_t i = 0; i < fanout.size(); ++i) {
      inter.push_back(b.template add_switch<SW>(("int" + std::to_string(i)).c_str()));
      b.connect(inter.back(), 7, root, static_cast<int>(i), f(inter.back(), 7, root, int(i)),
                f(root, int(i), inter.back(), 7), queue);
      for (unsigned j = 0; j < fanout[i]; ++j) {
        const int l =
            b.template add_leaf<LF>(("leaf" + std::to_string(i) + "_" + std::to_string(j)).c_str());
        leaves.push_back(l);
        leaf_parent[l] = static_cast<int>(i);
        b.connect(l, 0, inter.back(), static_cast<int>(j), f(l, 0, inter.back(), int(j)),
                  f(inter.back(), int(j), l, 0), queue);
      }
    }
    b.reset();
  }
  /// Sets the T2 reload of intermediate i (disables, writes, re-enables; before traffic).
  void set_t2(size_t i, unsigned t2) {
    EXPECT_TRUE(b.wr(inter[i], reg::grp(0, reg::ctrl), 0));
    EXPECT_TRUE(b.wr(inter[i], reg::grp(0, reg::t2_reload), t2));
    EXPECT_TRUE(b.wr(inter[i], reg::grp(0, reg::ctrl), 1));
  }
  void configure(unsigned t1, unsigned t2) {
    cfg_group(b, root, 0, (1u << inter.size()) - 1u, 0, true, 0);
    for (size_t i = 0; i < inter.size(); ++i) {
      uint32_t mask = 0;
      for (auto& [l, p] : leaf_parent)
        if (p == static_cast<int>(i)) mask = (mask << 1) | 1u;
      cfg_group(b, inter[i], 0, mask, 7, false, t2);
    }
    for (int l : leaves) cfg_leaf(b, l, 0, t1);
  }
};

// ---------------------------------------------------------------------------------------------
// One level, the first DISTRIBUTE to leaf `victim` is lost: the leaf's T1 resends its REDUCE,
// the switch (now at seq 1) answers the stale REDUCE with DISTRIBUTE(0).
struct recovery {
  bool done = false;           // every leaf finished its operations
  uint64_t victim_arrive = 0;  // edge of the victim's first arrival
  uint64_t victim_release = 0;
  uint32_t t1_fired = 0, stale_red = 0;
  std::vector<std::string> violations;
  bool sva = false;
};
template <class SW, class LF>
recovery lost_distribute(unsigned seq_bits, unsigned t1, unsigned ops, uint64_t max_cycles) {
  unsigned dropped = 0;
  auto drop_first = [&](uint64_t, uint32_t pkt) {
    link_fate f;
    if (dropped == 0 && unpack(pkt, seq_bits).kind == DIST) f.drop = true, ++dropped;
    return f;
  };
  const unsigned n = seq_bits == 1 ? 2 : 4;
  const int victim = 1;
  one_level<SW, LF> t(seq_bits, n, 3, drop_first, victim);
  auto& b = t.b;
  cfg_group(b, t.sw, 0, (1u << n) - 1u, 0, true, 0);
  // Only the victim has a short T1, so that the other leaves never resend (exact counts).
  for (int l : t.leaves) cfg_leaf(b, l, 0, l == t.leaves[victim] ? t1 : 10 * t1);
  for (int l : t.leaves) b.leaf_program(l, 0, ops, 8);
  recovery r;
  r.done = b.run_until([&] { return b.all_done(); }, max_cycles);
  const int v = t.leaves[victim];
  r.victim_arrive = b.arrivals(v).at(0);
  r.victim_release = b.releases(v).empty() ? 0 : b.releases(v)[0];
  r.t1_fired = b.rd(v, reg::leaf_t1_fired);
  r.stale_red = b.rd(t.sw, reg::grp(0, reg::stale_red));
  r.violations = b.violations();
  r.sva = b.ctx()->gotError();
  EXPECT_EQ(dropped, 1u);
  return r;
}

// Two root groups share child port 0, which is stalled. Group 0 completes op 0 (its DISTRIBUTE
// enters port 0's tx stage: the round-robin pointer moves to group 1), then group 0 op 1 (C++
// drivers play the children; the switch cannot know) and group 1 op 0 complete. When port 0 is
// released, round-robin sends g0/op0, g1/op0, g0/op1 (fixed priority would send g0/op1 second).
struct rr_result {
  std::vector<xfer> port0_before;  // port 0 sends while stalled (must be none)
  std::vector<xfer> port0;         // port 0 sends after the stall
  bool round_robin = false;        // the order is g0/op0, g1/op0, g0/op1
  bool sva = false;
};
template <class SW>
rr_result rr_scenario() {
  bench b(2);
  const int sw = b.add_switch<SW>("sw");
  b.reset();
  cfg_group(b, sw, 0, 0x03, 0, true, 0);  // children 0, 1
  cfg_group(b, sw, 1, 0x05, 0, true, 0);  // children 0, 2
  b.set_sink_ready(sw, 0, false);
  b.inject(sw, 0, pack(RED, 0, 0, 2));
  b.inject(sw, 1, pack(RED, 0, 0, 2));
  b.run(8);
  b.inject(sw, 0, pack(RED, 0, 1, 2));
  b.inject(sw, 1, pack(RED, 0, 1, 2));
  b.inject(sw, 2, pack(RED, 1, 0, 2));
  b.inject(sw, 0, pack(RED, 1, 0, 2));
  b.run(20);
  rr_result r;
  r.port0_before = b.tx_of(sw, 0);
  const uint64_t from = b.now();
  b.set_sink_ready(sw, 0, true);
  b.run(10);
  r.port0 = b.tx_of(sw, 0, from);
  r.round_robin = r.port0.size() == 3 && r.port0[0].pkt == pack(DIST, 0, 0, 2) &&
                  r.port0[1].pkt == pack(DIST, 1, 0, 2) && r.port0[2].pkt == pack(DIST, 0, 1, 2);
  r.sva = b.ctx()->gotError();
  return r;
}

}  // namespace bar_bare
