// bar_bare_test.cpp: bare-loop smoke tests of the barrier switch and leaf RTL (no UVM).
// Every expectation comes from rtl/barrier/README.md (interface document): latencies
// (switch hop 3 edges, leaf 2 edges, 1-level barrier A+7, 2-level A+13), timeout timing,
// register map, error counters, round-robin order. The _bad tests run the same scenarios on
// the deliberately broken RTL configurations and prove that the checks used by the good tests
// fail there.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "Vbar_leaf.h"
#include "Vbar_leaf_small.h"
#include "Vbar_switch.h"
#include "Vbar_switch_small.h"
#include "bar_bare_scenarios.h"

namespace bar_bare {
namespace {

// ---------------------------------------------------------------------------------------------
TEST(pkt, crc_vectors) {
  // README section 2 examples (computed independently when the document was written).
  EXPECT_EQ(pack(RED, 0, 0, 2), 0x00FAu);
  EXPECT_EQ(pack(DIST, 0, 0, 2), 0x403Du);
  EXPECT_EQ(pack(RED, 3, 1, 2), 0x0DD9u);
  EXPECT_EQ(pack(DIST, 2, 3, 2), 0x4B0Cu);
  EXPECT_EQ(pack(RED, 1, 1, 1), 0x0374u);
  // Every single-, double- and triple-bit corruption of every packet is detected (HD 4).
  for (unsigned w = 0; w < (1u << 7); ++w) {
    const uint32_t p = pack(static_cast<pkt_kind>(w >> 6), (w >> 2) & 0xF, w & 3, 2);
    ASSERT_TRUE(unpack(p, 2).crc_ok);
    for (unsigned i = 0; i < 15; ++i)
      for (unsigned j = i; j < 15; ++j)
        for (unsigned k = j; k < 15; ++k) {
          const uint32_t flip = (1u << i) | (1u << j) | (1u << k);
          ASSERT_FALSE(unpack(p ^ flip, 2).crc_ok) << std::hex << p << " " << flip;
        }
  }
}

TEST(tree, one_level_two_groups_k_barriers) {
  one_level<Vbar_switch, Vbar_leaf> t(2, 8, 11);
  auto& b = t.b;
  cfg_group(b, t.sw, 0, 0x1F, 0, true, 0);  // group 0: leaves 0..4
  cfg_group(b, t.sw, 1, 0xE0, 0, true, 0);  // group 1: leaves 5..7
  std::vector<int> g0(t.leaves.begin(), t.leaves.begin() + 5),
      g1(t.leaves.begin() + 5, t.leaves.end());
  for (int l : g0) cfg_leaf(b, l, 0, 1000);
  for (int l : g1) cfg_leaf(b, l, 1, 1000);
  constexpr unsigned K = 30;
  for (int l : g0) b.leaf_program(l, 0, K, 12);
  for (int l : g1) b.leaf_program(l, 1, K, 5);
  ASSERT_TRUE(b.run_until([&] { return b.all_done(); }, 20000)) << joined(b.violations());
  EXPECT_TRUE(b.violations().empty()) << joined(b.violations());
  for (int l : t.leaves) {
    EXPECT_EQ(b.releases(l).size(), K);
    EXPECT_EQ(b.rd(l, reg::leaf_t1_fired), 0u);
    EXPECT_EQ(reg::leaf_status_seq(b.rd(l, reg::leaf_status)), K % 4);  // seq advanced K times
  }
  // README 6.1: last arrive at edge A -> every release at A + 6S + 1 = A + 7 (S = 1).
  EXPECT_EQ(check_barrier_latency(b, g0, 7), 5u * K);
  EXPECT_EQ(check_barrier_latency(b, g1, 7), 3u * K);
  EXPECT_EQ(switch_errors(b, t.sw), 0u);
  EXPECT_EQ(b.rd(t.sw, reg::grp(0, reg::stale_red)), 0u);
  EXPECT_FALSE(b.ctx()->gotError()) << "an RTL assertion failed";
}

TEST(tree, two_level_k_barriers) {
  two_level<Vbar_switch, Vbar_leaf> t(2, {3, 4}, 5);
  auto& b = t.b;
  t.configure(1000, 1000);
  constexpr unsigned K = 20;
  for (int l : t.leaves) b.leaf_program(l, 0, K, 15);
  ASSERT_TRUE(b.run_until([&] { return b.all_done(); }, 20000)) << joined(b.violations());
  EXPECT_TRUE(b.violations().empty()) << joined(b.violations());
  // README 6.1: S = 2 switch levels: release at A + 6S + 1 = A + 13.
  EXPECT_EQ(check_barrier_latency(b, t.leaves, 13), t.leaves.size() * K);
  for (int s : t.inter) {
    EXPECT_EQ(b.rd(s, reg::grp(0, reg::t2_fired)), 0u);
    EXPECT_EQ(switch_errors(b, s), 0u);
  }
  EXPECT_FALSE(b.ctx()->gotError()) << "an RTL assertion failed";
}

// ---------------------------------------------------------------------------------------------
TEST(latency, switch_hop_latency) {
  bench b(2);
  const int sw = b.add_switch<Vbar_switch>("sw");
  b.reset();
  cfg_group(b, sw, 0, 0x03, 0, true, 0);   // root, children 0, 1
  cfg_group(b, sw, 1, 0x0C, 5, false, 0);  // intermediate, children 2, 3, parent 5
  b.run(3);
  // Runs until port p of the switch accepts the next injected packet; returns that edge.
  auto in_edge = [&](int p) {
    auto seen = [&] {
      for (const auto& x : b.rx_log())
        if (x.port == p && x.edge + 1 >= b.now()) return true;
      return false;
    };
    EXPECT_TRUE(b.run_until(seen, 20)) << "port " << p;
    return b.now() - 1;
  };
  // Root: REDUCE(0) on 0, then the completing REDUCE(0) on 1 -> DISTRIBUTE(0) on 0 and 1.
  b.inject(sw, 0, pack(RED, 0, 0, 2));
  in_edge(0);
  b.run(10);
  EXPECT_TRUE(b.tx_log().empty()) << "root sent before all children arrived";
  b.inject(sw, 1, pack(RED, 0, 0, 2));
  const uint64_t n1 = in_edge(1);
  b.run(10);
  for (int p : {0, 1}) {
    auto x = b.tx_of(sw, p, n1);
    ASSERT_EQ(x.size(), 1u) << "port " << p;
    EXPECT_EQ(x[0].edge, n1 + HOP) << "port " << p;
    EXPECT_EQ(x[0].pkt, pack(DIST, 0, 0, 2));
  }
  // Intermediate: REDUCE(0) on 2 and 3 in the same cycle -> REDUCE(0) on parent port 5.
  b.inject(sw, 2, pack(RED, 1, 0, 2));
  b.inject(sw, 3, pack(RED, 1, 0, 2));
  const uint64_t n2 = in_edge(2);
  b.run(10);
  auto up = b.tx_of(sw, 5, n2);
  ASSERT_EQ(up.size(), 1u);
  EXPECT_EQ(up[0].edge, n2 + HOP);
  EXPECT_EQ(up[0].pkt, pack(RED, 1, 0, 2));
  EXPECT_EQ(b.rd(sw, reg::grp(1, reg::status)),
            reg::status_value(0, true, 0x0Cu));  // waiting, arrivals
  // DISTRIBUTE(0) from the parent -> DISTRIBUTE(0) on 2 and 3, seq 1.
  b.inject(sw, 5, pack(DIST, 1, 0, 2));
  const uint64_t n3 = in_edge(5);
  b.run(10);
  for (int p : {2, 3}) {
    auto x = b.tx_of(sw, p, n3);
    ASSERT_EQ(x.size(), 1u);
    EXPECT_EQ(x[0].edge, n3 + HOP);
    EXPECT_EQ(x[0].pkt, pack(DIST, 1, 0, 2));
  }
  EXPECT_EQ(b.rd(sw, reg::grp(1, reg::status)), 1u);
  // Stale REDUCE(0) on 3 (current is 1) -> DISTRIBUTE(0) resent on 3 only.
  b.inject(sw, 3, pack(RED, 1, 0, 2));
  const uint64_t n4 = in_edge(3);
  b.run(10);
  auto rs = b.tx_of(sw, 3, n4);
  ASSERT_EQ(rs.size(), 1u);
  EXPECT_EQ(rs[0].edge, n4 + HOP);
  EXPECT_EQ(rs[0].pkt, pack(DIST, 1, 0, 2));
  EXPECT_TRUE(b.tx_of(sw, 2, n4).empty());
  EXPECT_EQ(b.rd(sw, reg::grp(1, reg::stale_red)), 1u);
  // Stale DISTRIBUTE(0) from the parent (current 1) -> nothing, counted.
  b.inject(sw, 5, pack(DIST, 1, 0, 2));
  const uint64_t n5 = in_edge(5);
  b.run(10);
  for (int p = 0; p < 8; ++p) EXPECT_TRUE(b.tx_of(sw, p, n5).empty());
  EXPECT_EQ(b.rd(sw, reg::grp(1, reg::stale_dist)), 1u);
  EXPECT_EQ(b.rd(sw, reg::params), reg::params_value(8, 4, 2, HOP));
  EXPECT_EQ(switch_errors(b, sw), 0u);
  EXPECT_FALSE(b.ctx()->gotError());
}

// ---------------------------------------------------------------------------------------------
TEST(latency, leaf_latency_and_t1_period) {
  bench b(2);
  const int lf = b.add_leaf<Vbar_leaf>("leaf");
  b.reset();
  constexpr unsigned R = 25;
  cfg_leaf(b, lf, 3, R);
  b.leaf_program(lf, 3, 2, 0);
  b.run_until([&] { return !b.arrivals(lf).empty(); }, 10);
  const uint64_t a = b.arrivals(lf).at(0);
  b.run(3 * R + 5);
  // REDUCE(0) of group 3 at a + 2, resent every R cycles (T1 expiry queues it at a + kR).
  auto tx = b.tx_of(lf, 0);
  ASSERT_EQ(tx.size(), 4u);
  for (size_t k = 0; k < tx.size(); ++k) {
    EXPECT_EQ(tx[k].edge, a + LEAF_TX + k * R) << "send " << k;
    EXPECT_EQ(tx[k].pkt, pack(RED, 3, 0, 2));
  }
  EXPECT_EQ(b.rd(lf, reg::leaf_t1_fired), 3u);
  // DISTRIBUTE(0) of group 3 -> release_o sampled 2 edges later, seq 0.
  b.inject(lf, 0, pack(DIST, 3, 0, 2));
  b.run_until([&] { return !b.rx_log().empty(); }, 5);
  const uint64_t d = b.rx_log().back().edge;
  b.run_until([&] { return !b.releases(lf).empty(); }, 10);
  ASSERT_EQ(b.releases(lf).size(), 1u);
  EXPECT_EQ(b.releases(lf)[0], d + LEAF_RX);
  EXPECT_EQ(b.rd(lf, reg::leaf_status) & 0xFFu, 1u);  // seq 1 (bit 8: arrived again)
  // Malformed packets at the leaf: each counted once, no release.
  b.inject(lf, 0, pack(DIST, 3, 0, 2) ^ 0x10);  // bad CRC
  b.inject(lf, 0, pack(DIST, 2, 1, 2));         // other group
  b.inject(lf, 0, pack(RED, 3, 1, 2));          // a REDUCE
  b.inject(lf, 0, pack(DIST, 3, 0, 2));         // stale (seq 0, current 1)
  b.run(10);
  EXPECT_EQ(b.rd(lf, reg::leaf_err_crc), 1u);
  EXPECT_EQ(b.rd(lf, reg::leaf_err_group), 1u);
  EXPECT_EQ(b.rd(lf, reg::leaf_err_kind), 1u);
  EXPECT_EQ(b.rd(lf, reg::leaf_stale_dist), 1u);
  EXPECT_EQ(b.releases(lf).size(), 1u);
  EXPECT_TRUE(b.violations().empty()) << joined(b.violations());
  EXPECT_FALSE(b.ctx()->gotError());
}

TEST(recovery, lost_distribute_recovered_by_t1_and_stale_reduce) {
  constexpr unsigned R = 60;
  const recovery r = lost_distribute<Vbar_switch, Vbar_leaf>(2, R, 5, 5000);
  ASSERT_TRUE(r.done) << joined(r.violations);
  EXPECT_TRUE(r.violations.empty()) << joined(r.violations);
  EXPECT_EQ(r.t1_fired, 1u);
  EXPECT_EQ(r.stale_red, 1u);
  // T1 expires at arrive + R; resent REDUCE at +2; DISTRIBUTE(0) resent at +3; release +2.
  EXPECT_EQ(r.victim_release, r.victim_arrive + R + LEAF_TX + HOP + LEAF_RX);
  EXPECT_FALSE(r.sva);
}

TEST(recovery, small_config_seqbits1_barriers_and_recovery) {
  const recovery r = lost_distribute<Vbar_switch_small, Vbar_leaf_small>(1, 40, 12, 5000);
  ASSERT_TRUE(r.done) << joined(r.violations);
  EXPECT_TRUE(r.violations.empty()) << joined(r.violations);
  EXPECT_EQ(r.stale_red, 1u);
  EXPECT_EQ(r.victim_release, r.victim_arrive + 40 + LEAF_TX + HOP + LEAF_RX);
  EXPECT_FALSE(r.sva);
}

// ---------------------------------------------------------------------------------------------
TEST(recovery, lost_distribute_to_intermediate_recovered_by_t2) {
  unsigned dropped = 0;
  constexpr unsigned R2 = 40;
  two_level<Vbar_switch, Vbar_leaf> t(2, {2, 3}, 9, [&](int s, int, int d, int) -> bench::fate_fn {
    if (s != 0 || d != 4) return nullptr;  // root (node 0) -> int1 (node 4)
    return [&](uint64_t, uint32_t pkt) {
      link_fate f;
      if (dropped == 0 && unpack(pkt, 2).kind == DIST) f.drop = true, ++dropped;
      return f;
    };
  });
  auto& b = t.b;
  t.configure(1000, R2);  // T1 long: only T2 can recover
  t.set_t2(0, 2000);      // int0 may wait long for int1's subtree: keep it from resending
  constexpr unsigned K = 6;
  for (int l : t.leaves) b.leaf_program(l, 0, K, 6);
  ASSERT_TRUE(b.run_until([&] { return b.all_done(); }, 10000)) << joined(b.violations());
  EXPECT_EQ(dropped, 1u);
  EXPECT_TRUE(b.violations().empty()) << joined(b.violations());
  EXPECT_EQ(b.rd(t.inter[1], reg::grp(0, reg::t2_fired)), 1u);
  EXPECT_EQ(b.rd(t.inter[0], reg::grp(0, reg::t2_fired)), 0u);
  // int1's first REDUCE(0) at edge X; T2 resends it at X + R2; root answers +3, int1 +3,
  // leaves release +2.
  const uint64_t x = b.tx_of(t.inter[1], 7).at(0).edge;
  EXPECT_EQ(b.tx_of(t.inter[1], 7).at(1).edge, x + R2);
  for (int l : {5, 6, 7}) EXPECT_EQ(b.releases(l).at(0), x + R2 + 2 * HOP + LEAF_RX);
  EXPECT_EQ(b.rd(t.root, reg::grp(0, reg::stale_red)), 1u);
  for (int l : t.leaves) EXPECT_EQ(b.rd(l, reg::leaf_t1_fired), 0u);
  EXPECT_FALSE(b.ctx()->gotError());
}

TEST(recovery, lost_reduce_recovered_by_t1) {
  unsigned dropped = 0;
  constexpr unsigned R1 = 50;
  two_level<Vbar_switch, Vbar_leaf> t(2, {2, 2}, 4, [&](int s, int, int d, int) -> bench::fate_fn {
    if (s != 3 || d != 1) return nullptr;  // leaf0_0 (node 3) -> int0 (node 1)
    return [&](uint64_t, uint32_t) {
      link_fate f;
      if (dropped == 0) f.drop = true, ++dropped;
      return f;
    };
  });
  auto& b = t.b;
  t.configure(R1, 2000);
  for (int l : t.leaves) b.leaf_program(l, 0, 4, 4);
  ASSERT_TRUE(b.run_until([&] { return b.all_done(); }, 10000)) << joined(b.violations());
  EXPECT_EQ(dropped, 1u);
  EXPECT_TRUE(b.violations().empty()) << joined(b.violations());
  EXPECT_EQ(b.rd(3, reg::leaf_t1_fired), 1u);
  // The first barrier completes R1 after the victim's arrival: +2 +3 (int) +3 (root) +3 +2.
  const uint64_t a = b.arrivals(3).at(0);
  for (int l : t.leaves) EXPECT_EQ(b.releases(l).at(0), a + R1 + 13) << "leaf node " << l;
  EXPECT_FALSE(b.ctx()->gotError());
}

// ---------------------------------------------------------------------------------------------
TEST(recovery, random_loss_duplication_corruption) {
  for (uint64_t seed : {1u, 2u, 3u}) {
    std::mt19937_64 rng(seed * 7919);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    auto fates = [&](int, int, int, int) -> bench::fate_fn {
      return [&](uint64_t, uint32_t) {
        link_fate f;
        const double x = u(rng);
        if (x < 0.06)
          f.drop = true;
        else if (x < 0.10)
          f.dup = true;
        else if (x < 0.13)
          f.flip = 1u << std::uniform_int_distribution<unsigned>(0, 14)(rng);
        return f;
      };
    };
    two_level<Vbar_switch, Vbar_leaf> t(2, {3, 2}, seed, fates, /*queue=*/true);
    auto& b = t.b;
    t.configure(90, 50);
    constexpr unsigned K = 25;
    for (int l : t.leaves) b.leaf_program(l, 0, K, 10);
    ASSERT_TRUE(b.run_until([&] { return b.all_done(); }, 200000)) << "seed " << seed << "\n"
                                                                   << joined(b.violations());
    EXPECT_TRUE(b.violations().empty()) << "seed " << seed << "\n" << joined(b.violations());
    for (int l : t.leaves) EXPECT_EQ(b.releases(l).size(), K);
    uint32_t crc_errs = b.rd(t.root, reg::err_crc);
    for (int s : t.inter) crc_errs += b.rd(s, reg::err_crc);
    for (int l : t.leaves) crc_errs += b.rd(l, reg::leaf_err_crc);
    EXPECT_GT(crc_errs, 0u) << "corruption was injected, so some CRC errors must be counted";
    EXPECT_FALSE(b.ctx()->gotError()) << "seed " << seed;
  }
}

TEST(recovery, small_config_seqbits1_random_loss_duplication_corruption) {
  // SeqBits = 1 is enough on in-order links (README 5.2): loss, adjacent duplicates, corruption.
  for (uint64_t seed : {4u, 5u}) {
    std::mt19937_64 rng(seed * 104729);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    auto every_link = [&]() -> bench::fate_fn {
      return [&](uint64_t, uint32_t) {
        link_fate f;
        const double x = u(rng);
        if (x < 0.08)
          f.drop = true;
        else if (x < 0.12)
          f.dup = true;
        else if (x < 0.15)
          f.flip = 1u << std::uniform_int_distribution<unsigned>(0, 13)(rng);
        return f;
      };
    };
    one_level<Vbar_switch_small, Vbar_leaf_small> t(1, 2, seed, every_link);
    auto& b = t.b;
    cfg_group(b, t.sw, 0, 0x3, 0, true, 0);
    cfg_group(b, t.sw, 1, 0x0, 0, true, 0);  // a second, inert group (no children)
    for (int l : t.leaves) cfg_leaf(b, l, 0, 40);
    constexpr unsigned K = 40;
    for (int l : t.leaves) b.leaf_program(l, 0, K, 6);
    ASSERT_TRUE(b.run_until([&] { return b.all_done(); }, 100000)) << "seed " << seed << "\n"
                                                                   << joined(b.violations());
    EXPECT_TRUE(b.violations().empty()) << "seed " << seed << "\n" << joined(b.violations());
    for (int l : t.leaves) EXPECT_EQ(b.releases(l).size(), K);
    EXPECT_GT(b.rd(t.leaves[0], reg::leaf_t1_fired) + b.rd(t.leaves[1], reg::leaf_t1_fired), 0u);
    EXPECT_EQ(b.rd(t.sw, reg::params), reg::params_value(2, 2, 1, HOP));
    EXPECT_FALSE(b.ctx()->gotError()) << "seed " << seed;
  }
}

// ---------------------------------------------------------------------------------------------
TEST(errors, malformed_packets_dropped_and_counted) {
  bench b(2);
  const int sw = b.add_switch<Vbar_switch>("sw");
  b.reset();
  cfg_group(b, sw, 0, 0x03, 0, true, 0);   // root, children 0, 1
  cfg_group(b, sw, 1, 0x04, 3, false, 0);  // intermediate, child 2, parent 3
  // group 2, 3 disabled
  struct bad_case {
    const char* what;
    int port;
    uint32_t pkt;
    uint32_t counter;
  };
  const std::vector<bad_case> cases = {
      {"bad CRC", 0, pack(RED, 0, 0, 2) ^ 0x100, reg::err_crc},
      {"bad CRC in the check field", 1, pack(RED, 0, 0, 2) ^ 0x1, reg::err_crc},
      {"group out of range", 0, pack(RED, 5, 0, 2), reg::err_group_range},
      {"group disabled", 0, pack(RED, 2, 0, 2), reg::err_group_disabled},
      {"reduce from a non-child port", 4, pack(RED, 0, 0, 2), reg::err_red_port},
      {"reduce from the parent port", 3, pack(RED, 1, 0, 2), reg::err_red_port},
      {"distribute at a root", 0, pack(DIST, 0, 0, 2), reg::err_dist_port},
      {"distribute from a child port", 2, pack(DIST, 1, 0, 2), reg::err_dist_port},
  };
  for (const auto& c : cases) {
    std::map<uint32_t, uint32_t> before;
    for (uint32_t a = reg::err_crc; a <= reg::err_dist_port; ++a) before[a] = b.rd(sw, a);
    const uint32_t st0 = b.rd(sw, reg::grp(0, reg::status)),
                   st1 = b.rd(sw, reg::grp(1, reg::status));
    const size_t tx0 = b.tx_log().size();
    b.inject(sw, c.port, c.pkt);
    b.run(8);
    for (uint32_t a = reg::err_crc; a <= reg::err_dist_port; ++a)
      EXPECT_EQ(b.rd(sw, a), before[a] + (a == c.counter ? 1u : 0u))
          << c.what << " counter 0x" << std::hex << a;
    EXPECT_EQ(b.tx_log().size(), tx0) << c.what << ": a dropped packet caused a send";
    EXPECT_EQ(b.rd(sw, reg::grp(0, reg::status)), st0) << c.what;
    EXPECT_EQ(b.rd(sw, reg::grp(1, reg::status)), st1) << c.what;
  }
  // Eight bad packets in one cycle add eight.
  const uint32_t crc0 = b.rd(sw, reg::err_crc);
  for (int p = 0; p < 8; ++p) b.inject(sw, p, pack(DIST, 1, 2, 2) ^ 0x2);
  b.run(6);
  EXPECT_EQ(b.rd(sw, reg::err_crc), crc0 + 8);
  // Clear by write.
  EXPECT_TRUE(b.wr(sw, reg::err_crc, 0));
  EXPECT_EQ(b.rd(sw, reg::err_crc), 0u);
  // Still alive: a normal barrier of group 0 completes.
  const uint64_t from = b.now();
  b.inject(sw, 0, pack(RED, 0, 0, 2));
  b.inject(sw, 1, pack(RED, 0, 0, 2));
  b.run(8);
  EXPECT_EQ(b.tx_of(sw, 0, from).size(), 1u);
  EXPECT_EQ(b.tx_of(sw, 1, from).size(), 1u);
  EXPECT_FALSE(b.ctx()->gotError());
}

// ---------------------------------------------------------------------------------------------
TEST(regs, register_rules) {
  bench b(2);
  const int sw = b.add_switch<Vbar_switch>("sw");
  const int lf = b.add_leaf<Vbar_leaf>("leaf");
  b.reset();
  // Read-back of every configuration register while disabled.
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::child_mask), 0x1A5));  // bit 8 is beyond NumPorts
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::child_mask)), 0xA5u);
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::parent), 6));
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::parent)), 6u);
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::t2_reload), 0x12345));
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::t2_reload)), 0x2345u);
  EXPECT_FALSE(b.wr(sw, reg::grp(2, reg::parent), 9)) << "parent port >= NumPorts, not root";
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::parent), 0x109)) << "root: parent ignored";
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::parent), 6));
  EXPECT_EQ(b.rd(sw, reg::err_reg), 1u);
  // Enabled: configuration writes rejected, counted, no effect.
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::ctrl), 1));
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::ctrl)), 1u);
  EXPECT_FALSE(b.wr(sw, reg::grp(2, reg::child_mask), 0x3));
  EXPECT_FALSE(b.wr(sw, reg::grp(2, reg::parent), 1));
  EXPECT_FALSE(b.wr(sw, reg::grp(2, reg::t2_reload), 7));
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::child_mask)), 0xA5u);
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::parent)), 6u);
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::t2_reload)), 0x2345u);
  EXPECT_EQ(b.rd(sw, reg::err_reg), 4u);
  // Read-only and unknown addresses rejected.
  EXPECT_FALSE(b.wr(sw, reg::grp(2, reg::status), 0));
  EXPECT_FALSE(b.wr(sw, reg::params, 0));
  bool ok = true;
  b.rd(sw, reg::grp(4, reg::ctrl), &ok);  // group 4 >= NumGroups
  EXPECT_FALSE(ok);
  b.rd(sw, 0x0E, &ok);
  EXPECT_FALSE(ok);
  b.rd(sw, 0x300, &ok);
  EXPECT_FALSE(ok);
  EXPECT_EQ(b.rd(sw, reg::err_reg), 9u);
  // Disable, then reconfigure.
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::ctrl), 0));
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::child_mask), 0x3));
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::child_mask)), 0x3u);
  // Disabling mid-operation resets the group's state (seq 0, no arrivals).
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::parent), 0x100));
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::ctrl), 1));
  b.inject(sw, 0, pack(RED, 2, 0, 2));
  b.inject(sw, 1, pack(RED, 2, 0, 2));
  b.run(6);
  b.inject(sw, 0, pack(RED, 2, 1, 2));
  b.run(6);
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::status)), reg::status_value(1, false, 0x1u));  // child 0
  EXPECT_TRUE(b.wr(sw, reg::grp(2, reg::ctrl), 0));
  // A read returns the state before its edge; the group is reset at the edge after the write.
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::status)), reg::status_value(1, false, 0x1u));
  EXPECT_EQ(b.rd(sw, reg::grp(2, reg::status)), 0u);
  // Leaf: configuration writes rejected while enabled.
  EXPECT_TRUE(b.wr(lf, reg::leaf_group, 7));
  EXPECT_TRUE(b.wr(lf, reg::leaf_ctrl, 1));
  EXPECT_FALSE(b.wr(lf, reg::leaf_group, 2));
  EXPECT_FALSE(b.wr(lf, reg::leaf_t1_reload, 2));
  EXPECT_EQ(b.rd(lf, reg::leaf_group), 7u);
  EXPECT_EQ(b.rd(lf, reg::leaf_err_reg), 2u);
  EXPECT_EQ(b.rd(lf, reg::params), reg::leaf_params_value(2));
  EXPECT_FALSE(b.ctx()->gotError());
}

// ---------------------------------------------------------------------------------------------
TEST(sched, scheduler_round_robin_under_backpressure) {
  const rr_result r = rr_scenario<Vbar_switch>();
  EXPECT_TRUE(r.port0_before.empty());
  // Round-robin: the staged g0 op 0, then g1 (pointer was at 1), then g0 op 1.
  ASSERT_EQ(r.port0.size(), 3u);
  EXPECT_TRUE(r.round_robin);
  EXPECT_EQ(r.port0[1].edge, r.port0[0].edge + 1);
  EXPECT_EQ(r.port0[2].edge, r.port0[1].edge + 1);
  EXPECT_FALSE(r.sva);
}

TEST(sched, distribute_to_all_children_while_ports_busy) {
  bench b(2);
  const int sw = b.add_switch<Vbar_switch>("sw");
  b.reset();
  for (unsigned g = 0; g < 4; ++g) cfg_group(b, sw, g, 0xFF, 0, true, 0);
  for (int p = 0; p < 8; p += 2) b.set_sink_ready(sw, p, false);  // even ports stalled
  // All four groups complete (C++ drivers play the children) while the even ports stall.
  for (unsigned g = 0; g < 4; ++g) {
    for (int p = 0; p < 8; ++p) b.inject(sw, p, pack(RED, g, 0, 2));
    b.run(2);
  }
  b.run(30);
  for (int p = 1; p < 8; p += 2) EXPECT_EQ(b.tx_of(sw, p).size(), 4u) << "port " << p;
  for (int p = 0; p < 8; p += 2) EXPECT_EQ(b.tx_of(sw, p).size(), 0u) << "port " << p;
  for (int p = 0; p < 8; p += 2) b.set_sink_ready(sw, p, true);
  b.run(30);
  for (int p = 0; p < 8; ++p) {
    std::map<unsigned, int> seen;  // group -> copies
    for (const auto& x : b.tx_of(sw, p)) {
      const auto f = unpack(x.pkt, 2);
      EXPECT_EQ(f.kind, DIST);
      EXPECT_EQ(f.seq, 0u);
      ++seen[f.group];
    }
    EXPECT_EQ(seen.size(), 4u) << "port " << p;
    for (const auto& [g, n] : seen) EXPECT_EQ(n, 1) << "port " << p << " group " << g;
  }
  for (unsigned g = 0; g < 4; ++g) EXPECT_EQ(b.rd(sw, reg::grp(g, reg::status)), 1u);
  EXPECT_FALSE(b.ctx()->gotError());
}

}  // namespace
}  // namespace bar_bare
