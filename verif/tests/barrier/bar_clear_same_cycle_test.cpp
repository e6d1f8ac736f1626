// bar_clear_same_cycle_test.cpp: the same-cycle counter clear rule of the spec ("Counters and
// sticky error bits": an event in the same cycle as a software write that clears its counter is
// kept, the counter reads 1 afterwards, never 0; rtl/barrier/README.md 4.1), on the RTL switch
// and leaf, one test per counter and event kind. Bare Verilator loops (the models seen through
// verif/envs/barrier_net/bar_node.h); the expected read-back is the rule itself, not a model's
// prediction. Every scenario also runs on the reference models (bar_switch_model,
// bar_leaf_model), which must follow the same rule.
//
// Each test finds the edge E at which its event counts (a probe run that reads the counter
// every cycle: the first read returning non-zero is accepted at E + 1), then runs the same
// stimulus on a fresh model three more times with one clearing write:
//   - at E (the cycle of the event): the counter must read the events of E (1; 2 where two
//     ports drop in the same cycle);
//   - at E + 1 (after the event): it must read 0, and at E - 1 (before): the events of E. These
//     two controls prove that the clear works and that the write really hit edge E, so a model
//     where the clear wins reads 0 in the first case and fails it.
// ERR_REG (a rejected register access) cannot share a cycle with a write of ERR_REG: both use
// the one register bus, so that event kind has no same-cycle case.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

#include "bar_bare_bench.h"

namespace {

using namespace collnet::barrier::bare;  // NOLINT: the bench of this test family

/// A scenario: configuration writes, then inputs per cycle k (0, 1, ...), and the counter.
struct scenario {
  std::vector<wr> setup;
  std::function<cycle_in(unsigned k)> stim;
  uint32_t counter;
  uint32_t events;  ///< events counted at the event edge (1, or 2 for two ports)
};

/// Runs the scenario on a fresh bench B (an RTL model or a reference model): returns the counter
/// read back after a clear written at edge E + shift of the event edge E (found by the probe
/// run); -1 when the event never counted.
template <class B>
int64_t clear_at(const scenario& s, int shift, unsigned& event_edge) {
  constexpr unsigned kMax = 64;
  {
    B b;
    for (const auto& w : s.setup) b.write(w.addr, w.data);
    event_edge = kMax;
    for (unsigned k = 0; k < kMax && event_edge == kMax; ++k)
      if (b.cycle(s.stim(k), kRead, s.counter) != 0) event_edge = k - 1;
    EXPECT_FALSE(b.sva_failed());
    if (event_edge == kMax) return -1;
  }
  B b;
  for (const auto& w : s.setup) b.write(w.addr, w.data);
  const unsigned at = event_edge + static_cast<unsigned>(shift);
  const unsigned rd = std::max(at, event_edge) + 1;  // read after both the clear and the event
  for (unsigned k = 0; k < rd; ++k) b.cycle(s.stim(k), k == at ? kClear : kNone, s.counter);
  const uint32_t v = b.cycle(s.stim(rd), kRead, s.counter);
  EXPECT_FALSE(b.sva_failed());
  return v;
}

/// The three runs of the file header, on bench B.
template <class B>
void check_on(const scenario& s) {
  unsigned e = 0;
  ASSERT_NE(clear_at<B>(s, 0, e), -1) << "the event never counted";
  ASSERT_GE(e, 1u) << "the event must not count at the first stimulus edge";
  EXPECT_EQ(clear_at<B>(s, 0, e), s.events)
      << "clear in the cycle of the event (edge " << e << "): the event must be kept";
  EXPECT_EQ(clear_at<B>(s, 1, e), 0) << "clear one cycle after the event must read 0";
  EXPECT_EQ(clear_at<B>(s, -1, e), s.events) << "clear one cycle before the event";
}

uint32_t bad_crc(uint32_t pkt) {
  return (pkt ^ 0x1u) & kPktMask;  // one flipped CRC bit: always detected
}

// ---- switch: group 0 intermediate (children 0, 1, parent 7), group 1 root (children 0, 1),
// group 2 disabled ----
std::vector<wr> sw_setup() {
  return {{reg::grp(0, reg::child_mask), 0x3},
          {reg::grp(0, reg::parent), reg::parent_value(kParentPort, false)},
          {reg::grp(0, reg::t2_reload), 8},
          {reg::grp(0, reg::ctrl), 1},
          {reg::grp(1, reg::child_mask), 0x3},
          {reg::grp(1, reg::parent), reg::parent_value(0, true)},
          {reg::grp(1, reg::ctrl), 1}};
}
/// Packets offered in cycle 2 only.
std::function<cycle_in(unsigned)> at2(std::vector<std::pair<int, uint32_t>> rx) {
  return [rx](unsigned k) { return k == 2 ? cycle_in{rx, false} : cycle_in{}; };
}

/// Every scenario on the RTL and on the reference model.
void check_sw(const scenario& s) {
  check_on<sw_rtl>(s);
  check_on<switch_model_bench>(s);
}
void check_leaf(const scenario& s) {
  check_on<leaf_rtl>(s);
  check_on<leaf_model_bench>(s);
}

TEST(bar_sw_clear_same_cycle, T2_FIRED) {  // group 0 waits after both reduces, T2 = 8
  check_sw({sw_setup(), at2({{0, red(0, 0)}, {1, red(0, 0)}}), reg::grp(0, reg::t2_fired), 1});
}
TEST(bar_sw_clear_same_cycle, STALE_RED_two_ports) {  // root at seq 0, reduces of seq 3
  check_sw({sw_setup(), at2({{0, red(1, 3)}, {1, red(1, 3)}}), reg::grp(1, reg::stale_red), 2});
}
TEST(bar_sw_clear_same_cycle, STALE_DIST) {  // intermediate at seq 0, distribute of seq 2
  check_sw({sw_setup(), at2({{kParentPort, dist(0, 2)}}), reg::grp(0, reg::stale_dist), 1});
}
TEST(bar_sw_clear_same_cycle, ERR_CRC_two_ports) {
  check_sw({sw_setup(), at2({{3, bad_crc(red(0, 0))}, {4, bad_crc(dist(1, 1))}}), reg::err_crc, 2});
}
TEST(bar_sw_clear_same_cycle, ERR_GROUP_RANGE) {  // group 5 >= NumGroups 4
  check_sw({sw_setup(), at2({{0, red(5, 0)}}), reg::err_group_range, 1});
}
TEST(bar_sw_clear_same_cycle, ERR_GROUP_DISABLED) {
  check_sw({sw_setup(), at2({{0, red(2, 0)}}), reg::err_group_disabled, 1});
}
TEST(bar_sw_clear_same_cycle, ERR_RED_PORT) {  // port 5 is no child of group 0
  check_sw({sw_setup(), at2({{5, red(0, 0)}}), reg::err_red_port, 1});
}
TEST(bar_sw_clear_same_cycle, ERR_DIST_PORT) {  // a distribute to the root group
  check_sw({sw_setup(), at2({{0, dist(1, 0)}}), reg::err_dist_port, 1});
}

// ---- leaf: group kLeafGroup, T1 = 8 ----
std::vector<wr> leaf_setup(bool enable) {
  std::vector<wr> w = {{reg::leaf_group, kLeafGroup}, {reg::leaf_t1_reload, 8}};
  if (enable) w.push_back({reg::leaf_ctrl, 1});
  return w;
}

TEST(bar_leaf_clear_same_cycle, T1_FIRED) {  // arrive, no distribute: T1 expires
  check_leaf({leaf_setup(true),
              [](unsigned k) {
                return cycle_in{{}, k == 2};
              },
              reg::leaf_t1_fired, 1});
}
TEST(bar_leaf_clear_same_cycle, STALE_DIST) {  // seq 0 current, distribute of seq 3
  check_leaf({leaf_setup(true), at2({{0, dist(kLeafGroup, 3)}}), reg::leaf_stale_dist, 1});
}
TEST(bar_leaf_clear_same_cycle, ERR_CRC) {
  check_leaf({leaf_setup(true), at2({{0, bad_crc(dist(kLeafGroup, 0))}}), reg::leaf_err_crc, 1});
}
TEST(bar_leaf_clear_same_cycle, ERR_GROUP) {
  check_leaf({leaf_setup(true), at2({{0, dist(kLeafGroup - 1, 0)}}), reg::leaf_err_group, 1});
}
TEST(bar_leaf_clear_same_cycle, ERR_DISABLED) {
  check_leaf({leaf_setup(false), at2({{0, dist(kLeafGroup, 0)}}), reg::leaf_err_disabled, 1});
}
TEST(bar_leaf_clear_same_cycle, ERR_KIND) {
  check_leaf({leaf_setup(true), at2({{0, red(kLeafGroup, 0)}}), reg::leaf_err_kind, 1});
}
TEST(bar_leaf_clear_same_cycle, ERR_UNEXPECTED) {  // distribute(s) while idle
  check_leaf({leaf_setup(true), at2({{0, dist(kLeafGroup, 0)}}), reg::leaf_err_unexpected, 1});
}

}  // namespace
