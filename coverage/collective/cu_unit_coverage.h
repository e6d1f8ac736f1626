// cu_unit_coverage: functional coverage of the whole collective unit (collective_unit). One
// object with 8 covergroups, sampled by cu_unit_scoreboard from what its monitors
// and its transaction model saw (never from RTL internals but the gnt_*_o observation port).
//
// | covergroup         | what (sampled when)                                                  |
// |--------------------|----------------------------------------------------------------------|
// | cu_unit_arb_cg     | ready-class combination (r001..r111) x winner (at each grant);       |
// |                    | combinations whose winner is not ready are illegal                   |
// | cu_unit_refuse_cg  | class refused for lack of room in an idle cycle (cu_traffic_model's   |
// |                    | prediction, sampled by cu_unit_arb_scoreboard)                       |
// | cu_unit_wait_cg    | class x wait from ready to grant: 0-1, 2-7, 8-31, 32-127, 128+ cycles |
// |                    | (at each grant; the longest wait per class is printed too)           |
// | cu_unit_b2b_cg     | winner transitions of consecutive grants (same class twice, others)  |
// | cu_unit_level_cg   | destination x level (flits stored or reserved): empty, low, high,   |
// |                    | full; beyond the depth is illegal (per cycle)                        |
// | cu_unit_malformed_cg | kind of every drop: bad_class, not_enabled, bad_op, bad_len,       |
// |                    | not_in_mask, mismatch                                                |
// | cu_unit_form_cg    | mask popcount (1..NumIn) x opcode (0..11) of every class packet      |
// | cu_unit_rule_cg    | rule bins: one bin per rule of TRAFFIC.md (arbitration, room         |
// |                    | reservation, drop timing, malformed rows, register same-cycle rules, |
// |                    | in_room_o), sampled in the cycle the rule fires (from                |
// |                    | cu_traffic_model's prediction in cycles where it agrees with the DUT,|
// |                    | by cu_unit_arb_scoreboard; the malformed rows by cu_unit_scoreboard  |
// |                    | from the packets the link monitors saw); the bins are rule_name()   |
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "covergroup.h"
#include "cu_pkg.h"  // opcodes, generated from rtl/collective/cu_pkg.sv

namespace collnet::collective {

struct cu_unit_arb_cg : collnet::cov::covergroup {
  explicit cu_unit_arb_cg(const std::string& inst)
      : collnet::cov::covergroup("cu_unit_arb_cg", inst),
        ready(this, "ready",
              collnet::cov::bins{collnet::cov::bin("r001", 1), collnet::cov::bin("r010", 2),
                                 collnet::cov::bin("r011", 3), collnet::cov::bin("r100", 4),
                                 collnet::cov::bin("r101", 5), collnet::cov::bin("r110", 6),
                                 collnet::cov::bin("r111", 7)}),
        winner(this, "winner", collnet::cov::bins{collnet::cov::bins_array("w", 0, 2)}),
        ready_x_winner(this, "ready_x_winner", ready, winner) {
    ready_x_winner.illegal_bins("winner_not_ready", [this](const collnet::cov::cross_tuple& t) {
      const std::string& r = t.bin(ready);   // r<c2 c1 c0>
      const std::string& w = t.bin(winner);  // w[k]
      const unsigned k = static_cast<unsigned>(w[2] - '0');
      return r[3 - k] != '1';
    });
  }
  collnet::cov::coverpoint<int> ready;
  collnet::cov::coverpoint<int> winner;
  collnet::cov::cross ready_x_winner;
};

struct cu_unit_refuse_cg : collnet::cov::covergroup {
  explicit cu_unit_refuse_cg(const std::string& inst)
      : collnet::cov::covergroup("cu_unit_refuse_cg", inst),
        cls(this, "cls", collnet::cov::bins{collnet::cov::bins_array("c", 0, 2)}) {}
  collnet::cov::coverpoint<int> cls;
};

struct cu_unit_wait_cg : collnet::cov::covergroup {
  explicit cu_unit_wait_cg(const std::string& inst)
      : collnet::cov::covergroup("cu_unit_wait_cg", inst),
        cls(this, "cls", collnet::cov::bins{collnet::cov::bins_array("c", 0, 2)}),
        wait(this, "wait",
             collnet::cov::bins{collnet::cov::bin("w0_1", 0, 1), collnet::cov::bin("w2_7", 2, 7),
                                collnet::cov::bin("w8_31", 8, 31),
                                collnet::cov::bin("w32_127", 32, 127),
                                collnet::cov::bin("w128_up", 128, INT64_MAX)}),
        cls_x_wait(this, "cls_x_wait", cls, wait) {}
  collnet::cov::coverpoint<int> cls;
  collnet::cov::coverpoint<std::int64_t> wait;
  collnet::cov::cross cls_x_wait;
};

struct cu_unit_b2b_cg : collnet::cov::covergroup {
  explicit cu_unit_b2b_cg(const std::string& inst)
      : collnet::cov::covergroup("cu_unit_b2b_cg", inst),
        winner(this, "winner",
               collnet::cov::bins{
                   collnet::cov::trans("c0_c0", {0, 0}), collnet::cov::trans("c1_c1", {1, 1}),
                   collnet::cov::trans("c2_c2", {2, 2}), collnet::cov::trans("c0_c1", {0, 1}),
                   collnet::cov::trans("c1_c2", {1, 2}), collnet::cov::trans("c2_c0", {2, 0}),
                   collnet::cov::trans("c0_c2", {0, 2}), collnet::cov::trans("c2_c1", {2, 1}),
                   collnet::cov::trans("c1_c0", {1, 0})}) {}
  collnet::cov::coverpoint<int> winner;
};

struct cu_unit_level_cg : collnet::cov::covergroup {
  cu_unit_level_cg(const std::string& inst, const std::array<unsigned, 3>& depth)
      : collnet::cov::covergroup("cu_unit_level_cg", inst),
        dest(this, "dest",
             collnet::cov::bins{collnet::cov::bin("up", 0), collnet::cov::bin("user", 1),
                                collnet::cov::bin("sys", 2)}),
        level(this, "level", level_bins(depth)),
        dest_x_level(this, "dest_x_level", dest, level) {}
  /// Level normalised per destination: 0 empty, 1 low (1..depth/2), 2 high, 3 full, 4 over.
  static collnet::cov::bins level_bins(const std::array<unsigned, 3>&) {
    return collnet::cov::bins{collnet::cov::bin("empty", 0), collnet::cov::bin("low", 1),
                              collnet::cov::bin("high", 2), collnet::cov::bin("full", 3),
                              collnet::cov::illegal_bins("beyond_depth", 4)};
  }
  static int level_class(long level, unsigned depth) {
    if (level <= 0) return 0;
    if (level > static_cast<long>(depth)) return 4;
    if (level == static_cast<long>(depth)) return 3;
    return level <= static_cast<long>(depth / 2) ? 1 : 2;
  }
  collnet::cov::coverpoint<int> dest;
  collnet::cov::coverpoint<int> level;
  collnet::cov::cross dest_x_level;
};

struct cu_unit_malformed_cg : collnet::cov::covergroup {
  explicit cu_unit_malformed_cg(const std::string& inst)
      : collnet::cov::covergroup("cu_unit_malformed_cg", inst),
        kind(this, "kind",
             collnet::cov::bins{
                 collnet::cov::bin("bad_class", 0), collnet::cov::bin("not_enabled", 1),
                 collnet::cov::bin("bad_op", 2), collnet::cov::bin("bad_len", 3),
                 collnet::cov::bin("not_in_mask", 4), collnet::cov::bin("mismatch", 5)}) {}
  collnet::cov::coverpoint<int> kind;
};

struct cu_unit_form_cg : collnet::cov::covergroup {
  cu_unit_form_cg(const std::string& inst, unsigned num_in)
      : collnet::cov::covergroup("cu_unit_form_cg", inst),
        popcount(this, "popcount",
                 collnet::cov::bins{
                     collnet::cov::bins_array("n", 1, static_cast<std::int64_t>(num_in))}),
        op(this, "op", collnet::cov::bins{collnet::cov::bins_array("op", 0, cu_pkg::CU_OP_LAST)}),
        popcount_x_op(this, "popcount_x_op", popcount, op) {}
  collnet::cov::coverpoint<int> popcount;
  collnet::cov::coverpoint<int> op;
  collnet::cov::cross popcount_x_op;
};

/// Rule bins of the arbitration contract (TRAFFIC.md "Readiness, arbitration and the round-robin
/// pointer", "Room reservation"): each bin is hit in a cycle in which its rule decides.
struct cu_unit_rule_cg : collnet::cov::covergroup {
  enum rule_e : int {
    REFUSED = 0,        ///< rule 1: a ready class without room is refused (idle cycle)
    REFUSED_OTHER_GNT,  ///< rule 1: another class granted while one is refused
    HOLDER,             ///< reservation: a destination has a holder (idle cycle)
    HELD_OFF,           ///< reservation: a class with its own room refused for the holder's
    HOLDER_GNT,         ///< reservation: the holder is granted (the reservation ends)
    PRIO_GNT,           ///< rule 2: sys_prio grant, pointer unchanged
    PRIO_PAST_HOLDER,   ///< rule 6: sys_prio grant while a user class holds a destination
    RR_AT_PTR,          ///< rule 3: round-robin winner at the pointer
    RR_SKIP,            ///< rule 3: round-robin winner after the pointer (classes skipped)
    RR_LOST,            ///< rule 3/5: an eligible class not granted (a contest)
    BUSY_READY,         ///< no grant while busy with a ready class
    DROP_GNT,           ///< mismatch: drop grant
    DROP_NO_ROOM,       ///< mismatch: drop granted without room
    // Drop timing and stream timing (TRAFFIC.md "Malformed packets", the grant paragraph).
    DROP_NEXT_GNT,    ///< a grant in the first idle cycle after a drop (g + 2 + max(len_i))
    STREAM_NEXT_GNT,  ///< a grant in the first idle cycle after a stream grant (g + L + 2)
    // Malformed-packet table: the rows the kind bins of cu_unit_malformed_cg merge.
    DROPS_SAME_CYCLE,  ///< two or more input ports drop a header in one cycle (each counts)
    BAD_LEN_ZERO,      ///< bad_len with len = 0
    BAD_LEN_OVER,      ///< bad_len with len > MaxLen
    DROP_MULTI_COND,   ///< one header with two or more conditions (each bit set, counted once)
    DROP_HDR_NO_ROOM,  ///< a header to be dropped taken while its class's VC has no room
    // Register map and same-cycle rules (TRAFFIC.md "Register map").
    CLR_ERR_COUNT_DROP,     ///< ERR_COUNT written in a cycle with drops: they are kept
    CLR_GRANT_COUNT_GRANT,  ///< GRANT_COUNT written in the cycle of a stream grant: kept
    W1C_ERR_STATUS_EVENT,   ///< ERR_STATUS bit written 1 in the cycle that raises it: kept
    ROUTE_HIGH_MASK_BITS,   ///< a ROUTE write with mask bits >= NumIn (read back, ignored)
    UNMAPPED_WRITE,         ///< a write to an unmapped address (ignored)
    ROUTE_WRITE_ENABLED,    ///< a ROUTE write of an enabled class (route change timing)
    SYS_PRIO_CHANGED,       ///< CTRL.sys_prio changed
    ERR_COUNT_SAT,          ///< an input drop while ERR_COUNT is 2^32 - 1 (it saturates)
    GRANT_COUNT_SAT,        ///< a stream grant while GRANT_COUNT is 2^32 - 1 (it saturates)
    // Credit scheme (timing).
    CREDIT_POP_SAME_CYCLE,  ///< refused, one credit short, while its destination pops a flit
    // Ports table: in_room_o.
    IN_ROOM_LOW,  ///< some VC (i, c) without room for a MaxLen packet (in_room_o low)
    // Parameters of collective_unit (TRAFFIC.md): the reference model checked the DUT's
    // NumIn, MaxLen and depths against the legal ranges and took them (it throws otherwise).
    PARAMS_LEGAL,
    NUM_RULES
  };
  static const char* rule_name(int r) {
    static const char* const names[NUM_RULES] = {"r1_refused",
                                                 "r1_refused_other_granted",
                                                 "rsv_holder",
                                                 "rsv_held_off",
                                                 "rsv_holder_granted",
                                                 "r2_sys_prio_grant",
                                                 "r6_sys_prio_past_user_holder",
                                                 "r3_rr_at_ptr",
                                                 "r3_rr_skip",
                                                 "r5_eligible_lost",
                                                 "busy_ready_no_grant",
                                                 "mismatch_drop",
                                                 "mismatch_drop_no_room",
                                                 "drop_next_grant_first_idle",
                                                 "stream_next_grant_first_idle",
                                                 "input_drops_same_cycle",
                                                 "bad_len_zero",
                                                 "bad_len_over_max",
                                                 "drop_several_conditions",
                                                 "drop_header_vc_full",
                                                 "clear_err_count_with_drop",
                                                 "clear_grant_count_with_grant",
                                                 "w1c_err_status_with_event",
                                                 "route_mask_bits_ge_num_in",
                                                 "unmapped_write",
                                                 "route_write_enabled_class",
                                                 "sys_prio_changed",
                                                 "err_count_saturated",
                                                 "grant_count_saturated",
                                                 "refused_one_short_while_dest_pops",
                                                 "in_room_low",
                                                 "params_legal"};
    return names[r];
  }
  static collnet::cov::bins rule_bins() {
    collnet::cov::bins b;
    for (int r = 0; r < NUM_RULES; ++r) b.push_back(collnet::cov::bin(rule_name(r), r));
    return b;
  }
  explicit cu_unit_rule_cg(const std::string& inst)
      : collnet::cov::covergroup("cu_unit_rule_cg", inst), rule(this, "rule", rule_bins()) {}
  collnet::cov::coverpoint<int> rule;
};

/// The covergroups of one collective_unit environment.
class cu_unit_coverage {
 public:
  cu_unit_coverage(const std::string& inst, unsigned num_in, const std::array<unsigned, 3>& depth)
      : arb(inst + ".arb"),
        refuse(inst + ".refuse"),
        wait(inst + ".wait"),
        b2b(inst + ".b2b"),
        level(inst + ".level", depth),
        malformed(inst + ".malformed"),
        form(inst + ".form", num_in),
        rule(inst + ".rule"),
        m_depth(depth) {}

  /// A grant of class `cls` with the ready classes `ready_mask` (bit c) and its wait.
  void sample_grant(unsigned ready_mask, unsigned cls, std::uint64_t wait_cycles) {
    if (ready_mask != 0) {
      arb.ready.set(static_cast<int>(ready_mask));
      arb.winner.set(static_cast<int>(cls));
      arb.sample();
    }
    wait.cls.set(static_cast<int>(cls));
    wait.wait.set(static_cast<std::int64_t>(std::min<std::uint64_t>(wait_cycles, INT64_MAX)));
    wait.sample();
    m_max_wait[cls] = std::max(m_max_wait[cls], wait_cycles);
    b2b.winner.set(static_cast<int>(cls));
    b2b.sample();
  }
  void sample_refused(unsigned cls) {
    refuse.cls.set(static_cast<int>(cls));
    refuse.sample();
  }
  void sample_level(unsigned dest, long lvl) {
    level.dest.set(static_cast<int>(dest));
    level.level.set(cu_unit_level_cg::level_class(lvl, m_depth[dest]));
    level.sample();
  }
  /// A drop with ERR_STATUS bits `bits` (one sample per bit).
  void sample_malformed(unsigned bits) {
    for (int b = 0; b < 6; ++b) {
      if ((bits >> b) & 1u) {
        malformed.kind.set(b);
        malformed.sample();
      }
    }
  }
  /// A rule of cu_unit_rule_cg fired in this cycle.
  void sample_rule(cu_unit_rule_cg::rule_e r) {
    rule.rule.set(static_cast<int>(r));
    rule.sample();
  }
  void sample_form(unsigned popcount, unsigned op) {
    form.popcount.set(static_cast<int>(popcount));
    form.op.set(static_cast<int>(op));
    form.sample();
  }

  /// Text printed at the end of the test: coverage per covergroup and the longest waits.
  std::string report() const {
    std::string s;
    auto line = [&s](const collnet::cov::covergroup& g) {
      s += fmt::format("\n  {:22s} {:6.2f}%", g.type_name(), g.get_inst_coverage());
    };
    line(arb);
    line(refuse);
    line(wait);
    line(b2b);
    line(level);
    line(malformed);
    line(form);
    line(rule);
    s += fmt::format("\n  longest wait ready->grant per class: {} / {} / {} cycles", m_max_wait[0],
                     m_max_wait[1], m_max_wait[2]);
    return s;
  }

  cu_unit_arb_cg arb;
  cu_unit_refuse_cg refuse;
  cu_unit_wait_cg wait;
  cu_unit_b2b_cg b2b;
  cu_unit_level_cg level;
  cu_unit_malformed_cg malformed;
  cu_unit_form_cg form;
  cu_unit_rule_cg rule;

 private:
  std::array<unsigned, 3> m_depth;
  std::array<std::uint64_t, 3> m_max_wait{};
};

}  // namespace collnet::collective
