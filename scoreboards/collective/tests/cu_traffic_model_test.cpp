// cu_traffic_model_test.cpp: unit tests of collnet::collective::cu_traffic_model alone. Every
// expected cycle and grant below is computed by hand from rtl/collective/TRAFFIC.md and the timing
// convention in cu_traffic_model.h (the computation is in the comment of each test), not from the
// RTL.
#include "cu_traffic_model.h"

#include <gtest/gtest.h>

#include <deque>
#include <stdexcept>
#include <vector>

namespace {

using collnet::collective::cu_grant_pred;
using collnet::collective::cu_traffic_cfg;
using collnet::collective::cu_traffic_model;

uint64_t hdr(unsigned cls, unsigned op, unsigned len, uint64_t tag = 0) {
  return collnet::collective::cu_header(cls, op, len, tag);
}
uint32_t route(uint32_t mask, bool local, bool enable = true) {
  return collnet::collective::cu_route_value(mask, local, enable);
}

/// A grant as (cycle, class, drop).
struct gnt {
  uint64_t cycle;
  unsigned cls;
  bool drop;
  bool operator==(const gnt& o) const { return cycle == o.cycle && cls == o.cls && drop == o.drop; }
};
std::ostream& operator<<(std::ostream& os, const gnt& g) {
  return os << "{" << g.cycle << ", cls " << g.cls << (g.drop ? ", drop}" : "}");
}

/// Feeds the model: every input accepts the next queued flit each cycle (no gaps), the
/// destinations in `pop` pop one flit per cycle while they hold granted flits.
struct driver {
  explicit driver(const cu_traffic_cfg& cfg) : m(cfg) {}
  cu_traffic_model m;
  std::array<std::deque<uint64_t>, 16> q;  ///< flits to be accepted per input
  uint8_t pop = 0;                         ///< destinations popping every cycle
  std::array<unsigned, 3> held{};          ///< granted flits not yet popped per destination
  std::vector<cu_grant_pred> log;          ///< prediction of every cycle
  std::vector<gnt> grants;                 ///< grants seen

  void packet(unsigned in, uint64_t h, unsigned words) {
    q[in].push_back(h);
    for (unsigned k = 0; k < words; ++k) q[in].push_back(0x1000 + k);
  }
  cu_grant_pred step(bool wr = false, uint8_t addr = 0, uint32_t data = 0) {
    collnet::collective::cu_cycle_obs o;
    for (unsigned i = 0; i < 16; ++i) {
      if (q[i].empty()) continue;
      o.in_accept |= 1u << i;
      o.in_data[i] = q[i].front();
      q[i].pop_front();
    }
    for (unsigned d = 0; d < 3; ++d) {
      if (((pop >> d) & 1u) && held[d] > 0) {
        o.dst_pop |= 1u << d;
        --held[d];
      }
    }
    o.reg_write = wr;
    o.reg_addr = addr;
    o.reg_wdata = data;
    const cu_grant_pred p = m.step(o);
    if (p.valid) {
      grants.push_back({p.cycle, p.cls, p.drop});
      if (!p.drop) held[p.dst] += p.len + 1;
    }
    log.push_back(p);
    return p;
  }
  void wr(uint8_t addr, uint32_t data) { step(true, addr, data); }
  void run(unsigned n) {
    for (unsigned k = 0; k < n; ++k) step();
  }
};

cu_traffic_cfg small_cfg(unsigned num_in) {
  cu_traffic_cfg c;
  c.num_in = num_in;
  c.max_len = 4;
  c.vc_depth = 10;
  c.rec_depth = 10;
  c.up_depth = 10;
  return c;
}

TEST(basic, reset_state_and_config_checks) {
  cu_traffic_cfg c;  // default: NumIn 12, MaxLen 64, depths 2 * 65
  cu_traffic_model m(c);
  EXPECT_EQ(m.cfg().vc_depth, 130u);
  EXPECT_EQ(m.credit(collnet::collective::CU_DST_UP), 130u);
  EXPECT_EQ(m.credit(collnet::collective::CU_DST_SYS), 130u);
  EXPECT_EQ(m.rr_ptr(), 0u);
  EXPECT_TRUE(m.idle());
  const cu_grant_pred p = m.step(collnet::collective::cu_cycle_obs{});
  EXPECT_FALSE(p.valid);
  EXPECT_EQ(p.cycle, 0u);
  EXPECT_EQ(p.ready, 0u);
  EXPECT_EQ(p.in_room, (1ull << 36) - 1);  // all 12 x 3 VCs empty
  c.num_in = 17;
  EXPECT_THROW(cu_traffic_model{c}, std::invalid_argument);
  c.num_in = 3;
  c.max_len = 4;
  c.vc_depth = 4;  // < MaxLen + 1
  EXPECT_THROW(cu_traffic_model{c}, std::invalid_argument);
}

// Two inputs, class 0 mask 0b11 to the up-tree. Cycle 0 writes ROUTE0 (applies from 1).
// Cycles 1..3: both inputs send hdr(len 2) + 2 words; last flits accepted in 3 -> ready and
// granted in 4 (not in 3). Stream: elements 5, 6, 7 -> idle again in 8 = 4 + 2 + 2.
// Second packets: cycles 4..6 -> ready in 7 but busy -> granted in 8. GRANT_COUNT cleared in
// cycle 4 (the cycle of the first grant): the grant is kept, so it ends at 2.
TEST(timing, ready_cycle_after_last_flit_and_busy_time) {
  driver d(small_cfg(2));
  d.wr(collnet::collective::CU_REG_ROUTE0, route(0x3, false));
  for (unsigned i = 0; i < 2; ++i) {
    d.packet(i, hdr(0, 1, 2), 2);
    d.packet(i, hdr(0, 1, 2), 2);
  }
  d.run(3);  // cycles 1..3
  d.wr(collnet::collective::CU_REG_GRANT_COUNT,
       0);   // cycle 4: the clear keeps the grant of cycle 4 (the event is kept)
  d.run(8);  // cycles 5..12
  ASSERT_EQ(d.grants.size(), 2u);
  EXPECT_EQ(d.grants[0], (gnt{4, 0, false}));
  EXPECT_EQ(d.grants[1], (gnt{8, 0, false}));
  EXPECT_FALSE(d.log[3].valid);
  EXPECT_EQ(d.log[3].ready, 0u);  // last flit written in 3, not yet visible
  EXPECT_EQ(d.log[4].ready, 1u);
  EXPECT_EQ(d.log[7].ready, 1u);  // second packet complete, sequencer busy: no grant
  EXPECT_FALSE(d.log[7].idle);
  EXPECT_FALSE(d.log[7].valid);
  EXPECT_EQ(d.log[4].credit[collnet::collective::CU_DST_UP], 10u);
  EXPECT_EQ(d.log[5].credit[collnet::collective::CU_DST_UP],
            7u);  // 10 - (2 + 1) from the cycle after
  EXPECT_EQ(d.log[9].credit[collnet::collective::CU_DST_UP], 4u);
  EXPECT_EQ(d.m.grants_stream(), 2u);
  EXPECT_EQ(d.m.packets_consumed(), 4u);
  EXPECT_EQ(d.m.pending_packets(), 0u);
  EXPECT_TRUE(d.m.idle());
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_GRANT_COUNT),
            2u);  // the grant of cycle 4 (kept by the clear of cycle 4) and that of cycle 8
  EXPECT_TRUE(d.m.errors().empty());
}

// Three inputs; class c has mask 1 << c (input c only), all to the up-tree (depth 100, so room
// is never short). Routes written in cycles 0..2. From cycle 3 each input sends 3 packets of
// len 1 of its class: last flits in 4, 6, 8 -> complete in 5, 7, 9. All three ready in 5.
// Busy time of a len-1 grant: 3 cycles. Expected: 5 c0 (P 0->1), 8 c1 (->2), 11 c2 (->0),
// 14 c0, 17 c1, 20 c2, 23 c0, 26 c1, 29 c2.
TEST(arb, round_robin_order) {
  cu_traffic_cfg c = small_cfg(3);
  c.up_depth = 100;
  driver d(c);
  for (unsigned k = 0; k < 3; ++k) d.wr(static_cast<uint8_t>(k), route(1u << k, false));
  for (unsigned i = 0; i < 3; ++i)
    for (unsigned n = 0; n < 3; ++n) d.packet(i, hdr(i, 2, 1), 1);
  d.run(40);
  const std::vector<gnt> exp = {{5, 0, false},  {8, 1, false},  {11, 2, false},
                                {14, 0, false}, {17, 1, false}, {20, 2, false},
                                {23, 0, false}, {26, 1, false}, {29, 2, false}};
  EXPECT_EQ(d.grants, exp);
  EXPECT_EQ(d.log[5].rr_ptr, 0u);
  EXPECT_EQ(d.log[8].rr_ptr, 1u);
  EXPECT_EQ(d.log[11].rr_ptr, 2u);
  EXPECT_EQ(d.log[5].lost, 0x6u);  // classes 1 and 2 eligible, not granted
  EXPECT_EQ(d.m.rr_ptr(), 0u);
  EXPECT_EQ(d.m.pending_packets(), 0u);
}

// The pointer skips a class that is not ready: class 1 has no packets. From P = 0: c0 (P = 1),
// class 1 not ready -> c2 (P = 0), c0, c2, ... Packets: 2 per class 0 and 2, as above
// (complete in 5 and 7). Grants 5 c0, 8 c2, 11 c0, 14 c2.
TEST(arb, round_robin_skips_a_class_not_ready) {
  cu_traffic_cfg c = small_cfg(3);
  c.up_depth = 100;
  driver d(c);
  for (unsigned k = 0; k < 3; ++k) d.wr(static_cast<uint8_t>(k), route(1u << k, false));
  for (unsigned n = 0; n < 2; ++n) {
    d.packet(0, hdr(0, 2, 1), 1);
    d.packet(2, hdr(2, 2, 1), 1);
  }
  d.run(20);
  const std::vector<gnt> exp = {{5, 0, false}, {8, 2, false}, {11, 0, false}, {14, 2, false}};
  EXPECT_EQ(d.grants, exp);
  EXPECT_EQ(d.log[8].rr_ptr, 1u);
  EXPECT_EQ(d.log[11].rr_ptr, 0u);
}

// As round_robin_order with CTRL.sys_prio = 1 (written in cycle 3, applies from 4; the packets
// start in cycle 4 so all complete one cycle later: 6, 8, 10). Class 2 first while it has
// packets (6, 9, 12; P stays 0), then round robin from P = 0: 15 c0, 18 c1, 21 c0 (class 2 is
// empty: P 2 -> 0 wins), 24 c1, 27 c0, 30 c1.
TEST(arb, system_priority) {
  cu_traffic_cfg c = small_cfg(3);
  c.up_depth = 100;
  driver d(c);
  for (unsigned k = 0; k < 3; ++k) d.wr(static_cast<uint8_t>(k), route(1u << k, false));
  d.wr(collnet::collective::CU_REG_CTRL, 1);
  for (unsigned i = 0; i < 3; ++i)
    for (unsigned n = 0; n < 3; ++n) d.packet(i, hdr(i, 2, 1), 1);
  d.run(40);
  const std::vector<gnt> exp = {{6, 2, false},  {9, 2, false},  {12, 2, false},
                                {15, 0, false}, {18, 1, false}, {21, 0, false},
                                {24, 1, false}, {27, 0, false}, {30, 1, false}};
  EXPECT_EQ(d.grants, exp);
  EXPECT_TRUE(d.log[6].prio_grant);
  EXPECT_EQ(d.log[12].rr_ptr, 0u);  // the priority grants left P alone
  EXPECT_FALSE(d.log[15].prio_grant);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_CTRL), 1u);
}

// One input, MaxLen 4, up-tree depth 5 (= one len-4 packet). Class 0 to the up-tree.
// Packet A (len 4): cycles 1..5 -> granted in 6, credit 5 -> 0 from 7, busy 7..11. Packet B
// (len 4): cycles 6..10 -> ready in 11, refused (credit 0 < 5) in every idle cycle from 12, P
// stays 1 (moved by A's grant only). Nothing pops until cycle 20; pops in 20..24 -> credit 5 in 25
// -> grant 25.
TEST(arb, refused_without_room_keeps_pointer_then_granted) {
  cu_traffic_cfg c = small_cfg(1);
  c.up_depth = 5;
  driver d(c);
  d.wr(collnet::collective::CU_REG_ROUTE0, route(1, false));
  d.packet(0, hdr(0, 0, 4), 4);
  d.packet(0, hdr(0, 0, 4), 4);
  d.run(19);  // cycles 1..19
  ASSERT_EQ(d.grants.size(), 1u);
  EXPECT_EQ(d.grants[0], (gnt{6, 0, false}));
  EXPECT_FALSE(d.log[11].idle);  // B ready in 11, A still streaming (elements 7..11)
  EXPECT_EQ(d.log[11].refused, 0u);
  for (unsigned t = 12; t <= 19; ++t) {
    EXPECT_TRUE(d.log[t].idle) << t;
    EXPECT_EQ(d.log[t].ready, 1u) << t;
    EXPECT_EQ(d.log[t].room, 0u) << t;
    EXPECT_EQ(d.log[t].refused, 1u) << t;
    EXPECT_EQ(d.log[t].rr_ptr, 1u) << t;
    EXPECT_EQ(d.log[t].credit[collnet::collective::CU_DST_UP], 0u) << t;
  }
  d.pop = 1u << collnet::collective::CU_DST_UP;  // pops in 20..24
  d.run(10);                                     // cycles 20..29
  ASSERT_EQ(d.grants.size(), 2u);
  EXPECT_EQ(d.grants[1], (gnt{25, 0, false}));
  EXPECT_EQ(d.log[24].credit[collnet::collective::CU_DST_UP], 4u);  // the pop of 24 counts from 25
  EXPECT_EQ(d.log[24].refused, 1u);
  EXPECT_EQ(d.log[25].credit[collnet::collective::CU_DST_UP], 5u);
  EXPECT_EQ(d.log[25].refused, 0u);
}

// A refused class does not block another: class 0 (up, depth 5) refused as above, class 1
// (user reception) on input 1 is granted meanwhile. Routes in cycles 0, 1. Packet A cycles
// 2..6 -> granted 7 (up credit 0 from 8), busy 8..12; B 7..11 -> refused from 13. Input 1
// sends its len-1 class-1 packet in cycles 12, 13 -> granted in 14 while class 0 is refused
// (P 1 -> 2).
TEST(arb, refused_class_does_not_block_others) {
  cu_traffic_cfg c = small_cfg(2);
  c.up_depth = 5;
  driver d(c);
  d.wr(collnet::collective::CU_REG_ROUTE0, route(1, false));
  d.wr(collnet::collective::CU_REG_ROUTE1, route(2, true));
  d.packet(0, hdr(0, 0, 4), 4);  // cycles 2..6 -> granted 7
  d.packet(0, hdr(0, 0, 4), 4);  // cycles 7..11 -> ready 12, refused
  d.run(10);                     // cycles 2..11
  d.packet(1, hdr(1, 3, 1), 1);
  d.run(8);  // cycles 12..19
  const std::vector<gnt> exp = {{7, 0, false}, {14, 1, false}};
  EXPECT_EQ(d.grants, exp);
  EXPECT_EQ(d.log[14].refused, 1u);
  EXPECT_EQ(d.log[14].rr_ptr, 1u);
  EXPECT_EQ(d.log[14].dst, collnet::collective::CU_DST_USER);
  EXPECT_EQ(d.log[15].credit[collnet::collective::CU_DST_USER], 8u);
  EXPECT_EQ(d.log[15].credit[collnet::collective::CU_DST_UP], 0u);
  EXPECT_EQ(d.m.rr_ptr(), 2u);
}

// Room reservation (TRAFFIC.md "Room reservation", rule 5): two inputs, up-tree depth 5 (one
// len-4 packet). Class 0 on input 0, class 1 on input 1, both up-tree; routes in cycles 0, 1.
// Input 0: A (len 4) in 2..6 -> ready 7. Input 1: B (len 1) in 2..3 -> ready 4, granted in 4
// (P 0 -> 2; credit 5 -> 3 from 5; busy 5, 6; idle 7); B2 (len 1) in 4..5 -> ready 6.
// Cycle 7: both ready, credit 3. cand[up] from P = 2 is class 0 (order 2, 0, 1); it has no room
// (3 < 5), so it holds the up-tree room: class 1 needs 2 + 5 = 7 > 3 and is refused too (the
// old rule granted it here). Pops from 8 (B's 2 flits: 8, 9): credit 4 in 9, 5 in 10 -> class
// 0 granted in 10 (P -> 1, credit 0 from 11, busy 11..15), its 5 flits pop in 11..15 -> credit 5
// in 16, class 1 (no holder: cand from P = 1 is class 1 with room) granted in 16.
TEST(arb, refused_class_holds_its_destination_room) {
  cu_traffic_cfg c = small_cfg(2);
  c.up_depth = 5;
  driver d(c);
  d.wr(collnet::collective::CU_REG_ROUTE0, route(1, false));
  d.wr(collnet::collective::CU_REG_ROUTE1, route(2, false));
  d.packet(0, hdr(0, 0, 4), 4);
  d.packet(1, hdr(1, 0, 1), 1);
  d.packet(1, hdr(1, 0, 1), 1);
  d.run(6);  // cycles 2..7
  EXPECT_EQ(d.log[7].ready, 3u);
  EXPECT_EQ(d.log[7].refused, 3u);
  EXPECT_EQ(d.log[7].held, 1u);
  EXPECT_EQ(d.log[7].rr_ptr, 2u);
  d.pop = 1u << collnet::collective::CU_DST_UP;
  d.run(12);  // cycles 8..19
  const std::vector<gnt> exp = {{4, 1, false}, {10, 0, false}, {16, 1, false}};
  EXPECT_EQ(d.grants, exp);
  EXPECT_EQ(d.log[9].credit[collnet::collective::CU_DST_UP], 4u);
  EXPECT_EQ(d.log[9].held, 1u);
  EXPECT_EQ(d.log[9].room, 0u);
  EXPECT_EQ(d.log[16].held, 0u);
  EXPECT_EQ(d.m.pending_packets(), 0u);
  EXPECT_TRUE(d.m.errors().empty());
}

// With sys_prio the system class is never held off by a user holder (rule 6). Inputs 0, 1;
// class 0 (len 4) on input 0 and class 2 (len 1) on input 1, both up-tree, depth 5; CTRL
// written in cycle 2 (sys_prio from 3). A in 3..7 -> ready 8; S1 (len 1) 3..4 -> ready 5,
// granted 5 (priority, P stays 0; credit 3 from 6; idle 8); S2 5..6 -> ready 7.
// Cycle 8: class 0 holds the up-tree (cand from P = 0, 3 < 5), class 2 needs only its own 2:
// granted by priority in 8 (credit 1 from 9), class 0 keeps its registered place.
TEST(arb, system_priority_ignores_a_user_holder) {
  cu_traffic_cfg c = small_cfg(2);
  c.up_depth = 5;
  driver d(c);
  d.wr(collnet::collective::CU_REG_ROUTE0, route(1, false));
  d.wr(collnet::collective::CU_REG_ROUTE2, route(2, false));
  d.wr(collnet::collective::CU_REG_CTRL, 1);
  d.packet(0, hdr(0, 0, 4), 4);
  d.packet(1, hdr(2, 0, 1), 1);
  d.packet(1, hdr(2, 0, 1), 1);
  d.run(9);  // cycles 3..11
  const std::vector<gnt> exp = {{5, 2, false}, {8, 2, false}};
  EXPECT_EQ(d.grants, exp);
  EXPECT_EQ(d.log[8].held, 1u);
  EXPECT_TRUE(d.log[8].prio_grant);
  EXPECT_EQ(d.log[11].held, 1u);  // class 0 still holds (credit 1, nothing pops)
  EXPECT_EQ(d.log[11].rr_ptr, 0u);
}

// Mismatch drop needs no room and pops by each VC's framing. Two inputs, class 2 mask 0b11 to
// the system reception FIFO (depth 5), class 0 input 0 only to the up-tree; routes in cycles 0,
// 1. Cycles 2..6: good len-4 class-2 packets on both -> granted 7 (P 2 -> 0), sys credit 0
// (never popped), busy 8..12. Then input 0 sends op 1 len 2 (cycles 7..9) and input 1 op 2
// len 3 (7..10) -> class 2 ready 11 with mismatch; input 0 then a class-0 len-1 packet (10,
// 11) -> ready 12. Idle 13: both eligible, P = 0 -> class 0 (P -> 1), busy 14, 15. Idle 16:
// class 2 drop granted although its credit is 0. Pops: input 0 in 17..19, input 1 in 17..20
// -> idle 21 = 16 + 2 + 3. ERR_MISMATCH, ERR_COUNT = 2, GRANT_COUNT = 2.
TEST(arb, mismatch_drop_needs_no_room) {
  cu_traffic_cfg c = small_cfg(2);
  c.rec_depth = 5;
  driver d(c);
  d.wr(collnet::collective::CU_REG_ROUTE0 + 2, route(0x3, true));
  d.wr(collnet::collective::CU_REG_ROUTE0,
       route(0x1, false));  // class 0 on input 0 only (used at the end)
  for (unsigned i = 0; i < 2; ++i) d.packet(i, hdr(2, 0, 4), 4);
  d.packet(0, hdr(2, 1, 2), 2);
  d.packet(1, hdr(2, 2, 3), 3);
  d.packet(0, hdr(0, 5, 1), 1);
  d.run(20);  // cycles 2..21
  const std::vector<gnt> exp = {{7, 2, false}, {13, 0, false}, {16, 2, true}};
  EXPECT_EQ(d.grants, exp);
  EXPECT_EQ(d.log[13].eligible, 5u);
  EXPECT_EQ(d.log[16].mismatch, 4u);
  EXPECT_EQ(d.log[16].room, 0u);
  EXPECT_EQ(d.log[16].credit[collnet::collective::CU_DST_SYS], 0u);
  EXPECT_EQ(d.log[17].credit[collnet::collective::CU_DST_SYS], 0u);  // a drop takes no credit
  EXPECT_FALSE(d.log[20].idle);
  EXPECT_TRUE(d.log[21].idle);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_STATUS),
            static_cast<uint32_t>(collnet::collective::CU_ERR_MISMATCH));
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_COUNT), 2u);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_GRANT_COUNT), 2u);
  EXPECT_EQ(d.m.grants_drop(), 1u);
  for (unsigned i = 0; i < 2; ++i) EXPECT_EQ(d.m.vc_flits(i, 2), 0u) << i;
  EXPECT_EQ(d.m.pending_packets(), 0u);
  EXPECT_TRUE(d.m.errors().empty());
}

// Input-port drops (framing by length, the payload words look like valid headers). One input,
// class 0 enabled with mask 0b1, class 1 enabled with mask 0b10 (input 0 not in it), class 2
// disabled. Each bad packet: 1 + len flits, each sets its bits, ERR_COUNT += 1.
TEST(input, malformed_dropped_and_counted) {
  driver d(small_cfg(2));
  d.wr(collnet::collective::CU_REG_ROUTE0, route(1, false));
  d.wr(collnet::collective::CU_REG_ROUTE1, route(2, false));
  const uint64_t good = hdr(0, 0, 1);  // a valid class-0 header used as payload word
  auto bad = [&](uint64_t h) {
    d.q[0].push_back(h);
    for (unsigned k = 0; k < collnet::collective::cu_hdr_len(h); ++k) d.q[0].push_back(good);
  };
  bad(hdr(3, 0, 2));   // bad class
  bad(hdr(2, 0, 1));   // not enabled
  bad(hdr(0, 12, 2));  // bad op
  bad(hdr(0, 0, 0));   // bad len 0: header only
  bad(hdr(0, 0, 5));   // bad len > MaxLen 4
  bad(hdr(1, 0, 1));   // not in mask
  bad(hdr(3, 15, 0));  // bad class + bad op + bad len together
  d.packet(0, hdr(0, 1, 1), 1);
  d.run(30);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_STATUS), 0x1fu);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_COUNT), 7u);
  EXPECT_EQ(d.m.packets_dropped_in(), 7u);
  EXPECT_EQ(d.m.packets_accepted(), 1u);
  ASSERT_EQ(d.grants.size(), 1u);  // only the good packet (payload "headers" were not parsed)
  EXPECT_EQ(d.grants[0].cls, 0u);
  // W1C: clearing bits 0..1 keeps the others; a drop in the same cycle still sets its bit.
  d.wr(collnet::collective::CU_REG_ERR_STATUS, 0x3);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_STATUS), 0x1cu);
  d.q[0].push_back(hdr(3, 0, 0));  // bad class, accepted in the same cycle as the W1C write
  d.wr(collnet::collective::CU_REG_ERR_STATUS, 0x1);
  EXPECT_EQ(d.log.back().in_drop, 1u);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_STATUS), 0x1du);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_COUNT), 8u);
  d.wr(collnet::collective::CU_REG_ERR_COUNT, 0);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_COUNT), 0u);
  // A clear of ERR_COUNT in the cycle of a drop keeps the drop (the counter reads 1, never 0);
  // the drop's bit gets into ERR_STATUS.
  d.wr(collnet::collective::CU_REG_ERR_STATUS, 0x3f);
  d.q[0].push_back(hdr(0, 13, 0));  // bad op + bad len, in the cycle of the clear
  d.wr(collnet::collective::CU_REG_ERR_COUNT, 0);
  EXPECT_EQ(d.log.back().in_drop, 1u);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_COUNT), 1u);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_STATUS),
            static_cast<uint32_t>(collnet::collective::CU_ERR_BAD_OP |
                                  collnet::collective::CU_ERR_BAD_LEN));
}

// Route change applies from the cycle after the write: a header accepted in the write cycle is
// checked with the old route (disabled -> dropped); the next one with the new route.
TEST(input, header_checked_with_route_of_its_cycle) {
  driver d(small_cfg(1));
  d.q[0].push_back(hdr(0, 0, 1));
  d.q[0].push_back(7);
  d.wr(collnet::collective::CU_REG_ROUTE0,
       route(1, false));  // cycle 0: header of packet 1 (route still 0)
  d.packet(0, hdr(0, 0, 1), 1);
  d.run(8);
  EXPECT_EQ(d.m.packets_dropped_in(), 1u);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ERR_STATUS),
            static_cast<uint32_t>(collnet::collective::CU_ERR_NOT_ENABLED |
                                  collnet::collective::CU_ERR_NOT_IN_MASK));
  EXPECT_EQ(d.grants.size(), 1u);
  EXPECT_EQ(d.m.reg_read(collnet::collective::CU_REG_ROUTE0), route(1, false));
}

// in_room: VcDepth 10, MaxLen 4: room while the VC holds <= 5 flits. Class 0 on input 0 to the
// up-tree (depth 5): after the first grant there is no credit, so later packets stay in the VC.
TEST(input, in_room_prediction) {
  cu_traffic_cfg c = small_cfg(1);
  c.up_depth = 5;
  driver d(c);
  d.wr(collnet::collective::CU_REG_ROUTE0, route(1, false));
  d.packet(0, hdr(0, 0, 4), 4);  // 1..5, granted 6, popped 7..11
  d.packet(0, hdr(0, 0, 4), 4);  // 6..10 (stays: no credit)
  d.run(11);                     // cycles 1..11
  EXPECT_EQ(d.log[6].in_room & 1u, 1u);
  // After cycle 11: packet A fully popped (7..11), B (5 flits) stored -> 10 - 5 = 5 >= 5.
  EXPECT_EQ(d.m.vc_flits(0, 0), 5u);
  d.packet(0, hdr(0, 0, 1), 1);  // 12, 13: 7 flits -> room low from 13
  d.run(3);
  EXPECT_EQ(d.log[12].in_room & 1u, 1u);
  EXPECT_EQ(d.log[13].in_room & 1u, 0u);  // 6 flits: 4 free < 5
  EXPECT_EQ(d.log[13].in_room & 6u, 6u);  // the other VCs of the port are empty
  EXPECT_TRUE(d.m.errors().empty());
  // A header accepted while in_room is low is a contract violation the model records.
  d.packet(0, hdr(0, 0, 1), 1);
  d.run(2);
  EXPECT_EQ(d.m.errors().size(), 1u);
}

// A destination pop with no granted flit outstanding is reported (credit above depth).
TEST(credit, pop_without_grant_is_an_error) {
  cu_traffic_model m(small_cfg(1));
  collnet::collective::cu_cycle_obs o;
  o.dst_pop = 1u << collnet::collective::CU_DST_SYS;
  m.step(o);
  ASSERT_EQ(m.errors().size(), 1u);
  EXPECT_NE(m.errors()[0].find("destination sys"), std::string::npos);
  EXPECT_EQ(m.credit(collnet::collective::CU_DST_SYS), 10u);
}

}  // namespace
