// bar_switch_model: cycle-level reference model of one barrier switch, written from
// ../shared/spec/barrier-switch.md (claim 6 + project definitions) and the interface facts of
// rtl/barrier/README.md (encoding, register map, HOP_LATENCY = 3, pending bits + per-port
// round-robin scheduling of section 6.2, timeout semantics of section 5.3). Plain C++.
//
// Contract: call edge() once per rising edge after reset with everything that TRANSFERRED at that
// edge (rx packets, the tx_ready of every port, an accepted register access). It returns the
// packets the switch must transfer out at that edge (tx stage valid and tx_ready) and, for a
// register access, the response the switch must give one cycle later. The model keeps the
// pipeline of README 6.1: a packet transferred in at edge N is evaluated by the control at edge
// N+1 (sets pending bits), granted by the port arbiter and loaded into the tx stage at edge N+2,
// first transferable at edge N+3. Choices where the README is silent (documented, and avoided by
// the stimulus): a DISTRIBUTE(s) from the parent and a T2 expiry at the same edge -> the
// distribute wins (no resend); a grant and a new request of the same (port, group) at the same
// edge -> the new request stays pending; a DISTRIBUTE(s) and a REDUCE of the same group at one
// edge -> both are judged against the pre-edge s; a REDUCE(s) is a duplicate (every child had
// arrived, or the switch would not be waiting) and the distribute's arrivals := 0 wins; a
// REDUCE(seq != s) still gets its DISTRIBUTE resend (merged with the forwarded copy).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "barrier_regs.h"

namespace collnet::barrier {

struct bar_switch_params {
  unsigned num_ports = 8;
  unsigned num_groups = 4;
  unsigned seq_bits = 2;
};

/// Drop reasons = index k of the switch error counters ERR[k] (README 4.2).
enum bar_err : unsigned {
  bar_err_crc = collnet::barrier::regs::sw::ERR_CRC_IDX,
  bar_err_group_range = collnet::barrier::regs::sw::ERR_GROUP_RANGE_IDX,
  bar_err_group_disabled = collnet::barrier::regs::sw::ERR_GROUP_DISABLED_IDX,
  bar_err_red_port = collnet::barrier::regs::sw::ERR_RED_PORT_IDX,
  bar_err_dist_port = collnet::barrier::regs::sw::ERR_DIST_PORT_IDX,
  bar_err_reg = collnet::barrier::regs::sw::ERR_REG_IDX,
  bar_err_count = collnet::barrier::regs::sw::ERR_N_MAX
};

/// Protocol events of one group at one edge, for coverage.
struct bar_group_events {
  std::uint32_t red_cur = 0;    ///< ports whose REDUCE(s) was accepted
  std::uint32_t red_stale = 0;  ///< ports whose REDUCE(seq != s) caused a distribute resend
  std::uint32_t red_dup = 0;    ///< ports whose REDUCE(s) found the arrival bit already set
  bool dist_cur = false;        ///< DISTRIBUTE(s) forwarded
  bool dist_stale = false;      ///< DISTRIBUTE(seq != s) ignored
  bool completed = false;       ///< all children arrived: reduce up (intermediate) / distribute
  bool timeout = false;         ///< T2 expired: reduce resent
};

/// How often each claim-6 rule / timeout was applied (all groups, since construction; never
/// cleared, unlike the STALE_*/T2_FIRED registers). Directed tests assert their rule's count > 0,
/// so a test that silently stops exercising its rule fails.
struct bar_rule_hits {
  std::uint64_t red_cur_root = 0;       ///< root: all children reduced s -> distribute, s+1
  std::uint64_t red_cur_int = 0;        ///< intermediate: all children reduced s -> REDUCE(s) up
  std::uint64_t red_stale_resend = 0;   ///< REDUCE(seq != s) -> DISTRIBUTE(s-1) resent (per port)
  std::uint64_t dist_cur_forward = 0;   ///< DISTRIBUTE(s) from parent -> forwarded, s+1
  std::uint64_t dist_stale_ignore = 0;  ///< DISTRIBUTE(seq != s) from parent -> ignored
  std::uint64_t red_dup = 0;            ///< REDUCE(s) whose arrival bit was already set (per port)
  std::uint64_t t2_resend = 0;          ///< T2 expired while waiting -> REDUCE(s) queued again
  // Same-edge cases (verif/envs/barrier/README.md): counted to prove the directed tests hit them.
  std::uint64_t dist_at_t2_expiry = 0;  ///< DISTRIBUTE(s) evaluated at the edge T2 would expire
  std::uint64_t dist_with_red = 0;      ///< DISTRIBUTE(s) and a good REDUCE of the group, one edge
  std::uint64_t disable_at_t2_expiry = 0;  ///< group disabled at the edge its T2 would expire
  /// DISTRIBUTE(s) from the parent while not waiting (applied literally, README 5.2): a tree
  /// never sends it, so only a directed test reaches it (barrier.bar_sw_rule_directed.*).
  std::uint64_t dist_cur_not_waiting = 0;
  /// A counter cleared by software at an edge that counts one of its events (README 4.1: the
  /// event is kept); reached by random clears (+clear_pct) and the directed clear tests.
  std::uint64_t clear_with_event = 0;
  // Drop rows of README 4.2 (each reason also has its ERR[k] counter and bar_error_cg bin).
  std::uint64_t dist_at_root = 0;     ///< DISTRIBUTE to a root: dropped (ERR_DIST_PORT)
  std::uint64_t dist_not_parent = 0;  ///< DISTRIBUTE on a port that is not the parent
  std::uint64_t red_not_child = 0;    ///< REDUCE on a port not in the effective child set
  std::uint64_t drops_same_edge = 0;  ///< two or more packets dropped at one edge (they add up)
  // Timeouts (README 5.3).
  std::uint64_t t2_off_wait = 0;  ///< a group starts waiting with T2_RELOAD = 0 (never expires)
  // Register access (README 4): each reason a request is rejected for (ERR_REG++).
  std::uint64_t reg_rej_unknown = 0;  ///< an access to an unknown address
  std::uint64_t reg_rej_ro = 0;       ///< a write to a read-only register (STATUS, PARAMS)
  std::uint64_t reg_rej_locked = 0;   ///< a write to CHILD_MASK / PARENT / T2_RELOAD while enabled
  std::uint64_t reg_rej_parent = 0;   ///< a PARENT write of a port >= NumPorts (not root)
  // Configuration interpretation and enable semantics (README 4.1).
  std::uint64_t root_parent_ignored = 0;   ///< PARENT with is_root and a port >= NumPorts: taken
  std::uint64_t cfg_parent_in_mask = 0;    ///< enabled with the parent port in CHILD_MASK
  std::uint64_t cfg_no_children = 0;       ///< enabled with an empty effective child set (inert)
  std::uint64_t enable_while_enabled = 0;  ///< CTRL.enable = 1 written while enabled: no change
  std::uint64_t disable_mid_op = 0;        ///< disabled while waiting or with arrivals (abort)
  std::uint64_t counter_saturated = 0;     ///< an event counted into a counter at 2^32 - 1
  /// README 5.3 (reset defaults): a group starts waiting with the T2_RELOAD it came out of
  /// reset with (software never wrote it): the working default counts.
  std::uint64_t t2_reset_reload = 0;
  /// README 1 (parameters): the model checked NumPorts, NumGroups and SeqBits against the legal
  /// ranges at construction and took them (it throws otherwise): 1 from then on.
  std::uint64_t params_legal = 0;
};

class bar_switch_model {
 public:
  static constexpr unsigned kMaxPorts = 16;
  static constexpr unsigned kMaxGroups = 16;

  struct edge_in {
    std::uint32_t rx_valid = 0;  ///< bit p: a packet transferred in on port p at this edge
    std::array<std::uint16_t, kMaxPorts> rx_pkt{};
    std::uint32_t tx_ready = 0;  ///< tx_ready_i of every port at this edge
    bool reg_valid = false;      ///< a register access accepted at this edge
    bool reg_write = false;
    unsigned reg_addr = 0;
    std::uint32_t reg_wdata = 0;
  };
  struct edge_out {
    std::uint32_t tx_xfer = 0;  ///< bit p: port p transfers a packet out at this edge
    std::array<std::uint16_t, kMaxPorts> tx_pkt{};
    std::uint32_t reg_rdata = 0;  ///< response to this edge's access (seen one cycle later)
    bool reg_rerr = false;
    bool reg_rdata_known = true;  ///< false for reads the model does not predict
    std::array<bar_group_events, kMaxGroups> ev{};
    std::uint32_t drops[bar_err_count] = {};
    std::array<std::uint8_t, kMaxPorts> contend{};  ///< groups pending on a port at its grant
  };

  explicit bar_switch_model(bar_switch_params p);

  void edge(const edge_in& in, edge_out& out);

  const bar_switch_params& params() const { return m_p; }
  unsigned seq(unsigned g) const { return m_g[g].seq; }
  bool waiting(unsigned g) const { return m_g[g].waiting; }
  bool enabled(unsigned g) const { return m_g[g].enable; }
  std::uint32_t child_set(unsigned g) const;  ///< effective child set
  bool is_root(unsigned g) const { return m_g[g].is_root; }
  unsigned parent(unsigned g) const { return m_g[g].parent; }
  std::uint32_t err(unsigned k) const { return m_err[k]; }
  std::uint32_t t2_fired(unsigned g) const { return m_g[g].t2_fired; }
  std::uint32_t stale_red(unsigned g) const { return m_g[g].stale_red; }
  std::uint32_t stale_dist(unsigned g) const { return m_g[g].stale_dist; }
  /// A back-door deposit of `v` into a counter register (ERR[k], T2_FIRED, STALE_RED,
  /// STALE_DIST): the value a test writes into the DUT's counter flop between two edges, so
  /// that the 32-bit saturation (README section 4) is reachable in a simulation. Returns false
  /// (and changes nothing) for any other address.
  bool deposit_counter(unsigned addr, std::uint32_t v);
  /// Nothing pending, no tx stage full, no rx stage full.
  bool idle() const;
  const bar_rule_hits& rule_hits() const { return m_hits; }

 private:
  struct group {
    bool enable = false;
    std::uint32_t child_mask = 0;
    unsigned parent = 0;
    bool is_root = false;
    /// T2 period, from the description's reset (a working default, README 5.3).
    std::uint32_t t2_reload = static_cast<std::uint32_t>(
        regs::field_get(regs::sw::T2_RELOAD_RESET, regs::sw::T2_RELOAD_RELOAD_LSB,
                        regs::sw::T2_RELOAD_RELOAD_MASK));
    bool t2_written = false;  ///< T2_RELOAD written by software since reset
    unsigned seq = 0;
    std::uint32_t arrivals = 0;
    bool waiting = false;
    std::uint32_t timer = 0;
    std::uint32_t t2_fired = 0, stale_red = 0, stale_dist = 0;
  };
  std::uint32_t reg_read(unsigned addr, bool& known, bool& err) const;
  bool reg_write(unsigned addr, std::uint32_t data);
  static void sat_inc(std::uint32_t& c) {
    if (c != 0xFFFFFFFFu) ++c;
  }

  bar_switch_params m_p;
  unsigned m_seq_mask;
  std::array<group, kMaxGroups> m_g{};
  std::array<std::uint32_t, kMaxPorts> m_pending{};  ///< per port: bit g = group g wants it
  std::array<unsigned, kMaxPorts> m_prio{};          ///< round-robin highest priority group
  std::uint32_t m_tx_valid = 0;
  std::array<std::uint16_t, kMaxPorts> m_tx_pkt{};
  std::uint32_t m_rx_valid = 0;  ///< rx stage: packets transferred at the previous edge
  std::array<std::uint16_t, kMaxPorts> m_rx_pkt{};
  std::uint32_t m_err[bar_err_count] = {};
  bar_rule_hits m_hits;
};

}  // namespace collnet::barrier
