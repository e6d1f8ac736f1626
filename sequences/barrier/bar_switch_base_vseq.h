// bar_switch_base_vseq: the packet stimulus of one barrier switch (runs on bar_switch_vsqr). The
// switch's neighbours are a reactive network: per group, every child port is a leaf-like node
// (arrives with a REDUCE(cs), resends it every child_t1 cycles while waiting, is released by
// DISTRIBUTE(cs)), and for an intermediate group the parent port is a node that answers REDUCE(s)
// with DISTRIBUTE(s). Faults injected by knobs: loss of packets to children / to the parent,
// duplicated (delayed) packets, malformed packets of every kind. The network hears the switch
// through the vsqr's bar_tx_responder: react() once per packet the switch sent, at the end of
// the edge of the transfer, in ascending port order; it answers through the env's stimulus API
// (send()).
//
// The sequences of the switch are this one with other knobs (knobs()): a table of names and knobs
// (bar_switch_vseqs.cpp) registers each with the factory; a test list entry names one with
// +UVM_TEST_SEQ (uvm_test: bar_switch_vseq_test). pre_body() reads the plusargs over the knobs:
// +ops, +loss_child, +loss_parent, +dup, +t2 (0: T2 off), +abort_t2, +status_at_reset,
// +clear_pct, +child_mask_has_parent=1 (a non-root group's CHILD_MASK also names its parent
// port; the effective child set excludes it, so the stimulus is the same), +bar_limit=<cycles>.
// At the end every counter register is read and checked against the model (BAR_SB_REG), and
// every rule the sequence is written to exercise (k.rules) must have been applied by the
// reference model at least once (bar_rule_hits count > 0), else BAR_RULE: a directed sequence
// that silently stops exercising its rule fails.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bar_base_vseq.h"
#include "bar_switch_model.h"
#include "bar_switch_vsqr.h"
#include "uvm.h"

namespace collnet::barrier {

/// Rules of claim 6 and timeout 2, as counted by bar_switch_model::rule_hits().
enum bar_rule : unsigned {
  rule_red_cur_root = 1u << 0,
  rule_red_cur_int = 1u << 1,
  rule_red_stale = 1u << 2,
  rule_dist_cur = 1u << 3,
  rule_dist_stale = 1u << 4,
  rule_red_dup = 1u << 5,
  rule_t2 = 1u << 6,
  rule_dist_t2_edge = 1u << 7,       ///< same edge: DISTRIBUTE(s) and T2 expiry
  rule_dist_red_edge = 1u << 8,      ///< same edge: DISTRIBUTE(s) and a REDUCE of the group
  rule_disable_t2_edge = 1u << 9,    ///< same edge: the group disabled and its T2 expiry
  rule_dist_not_waiting = 1u << 10,  ///< DISTRIBUTE(s) while not waiting (directed tests only)
  rule_clear_event = 1u << 11,       ///< a counter cleared at an edge that counts its event
  rule_basic = rule_red_cur_root | rule_red_cur_int | rule_dist_cur
};

/// Checks that every rule in `required` was applied at least once (BAR_RULE otherwise) and
/// prints all counts.
void bar_check_rules(const bar_rule_hits& h, unsigned required);

struct bar_knobs {
  unsigned rules = rule_basic;  ///< rules that must be applied at least once (bar_rule)
  unsigned ops = 30;            ///< barrier operations per group (+ops=)
  unsigned loss_child = 0;      ///< % of distributes to children lost
  unsigned loss_parent = 0;     ///< % of reduces to the parent lost
  unsigned dup = 0;             ///< % of packets duplicated (copy sent later)
  unsigned malformed = 0;       ///< % chance per arrival of one malformed packet as well
  unsigned think_max = 20;      ///< children arrive 0..think_max cycles after release
  unsigned t2 = 40;             ///< T2 reload
  unsigned child_t1 = 60;       ///< children's resend period
  unsigned ready_pct = 100;     ///< tx_ready probability (unless +ready_pct is given)
  bool cfg_disabled = false;
  unsigned parent_delay = 0;   ///< >0: the parent answers a reduce exactly this many edges later
  bool same_edge = false;      ///< the parent's distribute comes with child reduces (same edge)
  bool abort_waiting = false;  ///< end: intermediates wait again (T2_RELOAD abort_t2), disabled
  /// End: the parent sends DISTRIBUTE(s) to every idle intermediate group (not waiting), which
  /// README 5.2 applies literally (forwarded, s + 1); a tree never does (rule bin
  /// dist_cur_not_waiting).
  bool dist_not_waiting = false;
  unsigned abort_t2 = 1;         ///< T2 reload of that last wait (1: an expiry at every edge)
  bool status_at_reset = false;  ///< read every STATUS from the first edge out of reset
  bool sat_deposit = false;      ///< deposit every counter near 2^31 or 2^32 before the traffic
  /// % chance every 8 cycles of traffic: software clears a random counter and reads it back at
  /// once (compared with the model), so clears land in the edges of counted events (README 4.1).
  unsigned clear_pct = 0;
};

/// Group configuration used by every sequence (8 ports 4 groups, or 2 ports 2 groups). 8 ports:
/// every port is a child of some group (bar_arrival_cg); port 7 is the parent of g0 and g2 and
/// a child of g3.
struct bar_group_cfg {
  std::uint32_t children;
  unsigned parent;
  bool root;
};

class bar_switch_base_vseq : public bar_base_vseq<bar_switch_vsqr, bar_knobs, bar_switch_env> {
 public:
  explicit bar_switch_base_vseq(const std::string& name);
  ~bar_switch_base_vseq() override;

  void pre_body() override;
  void body() override;

 private:
  struct child_state {
    unsigned seq = 0;
    bool waiting = false;
    std::uint64_t resend_at = 0;
  };
  unsigned mask() const { return (1u << m_p.seq_bits) - 1u; }

  /// Group g's configuration through the register model: desired values, then update() of
  /// each register (front door; a register already holding its value is not written).
  void configure_group(unsigned g);
  void enable_group(unsigned g);
  void update(uvm::uvm_reg* r);

  /// Deposits every counter register (ERR[k], then T2_FIRED, STALE_RED, STALE_DIST of each
  /// group) through the register back door into the DUT's flop and, at the same point between two
  /// edges, into the model (bar_switch_model::deposit_counter): alternately 8 below 2^32 (it must
  /// saturate at 0xFFFF_FFFF) and 4 below 2^31 (it must count on across bit 31). The end of the
  /// sequence reads every counter back against the model (BAR_SB_REG).
  void deposit_counters();

  /// Every enabled intermediate group is disabled, gets T2_RELOAD = abort_t2, is enabled again
  /// (seq 0) and all its children arrive once: it sends its REDUCE to the parent, which no longer
  /// answers (m_stop), and waits with T2 running. The caller's end of sequence then reads STATUS
  /// (waiting) and disables every group while T2 runs: with abort_t2 = 1 it expires at every
  /// edge, so the group is disabled at an expiry (bar_rule disable_at_t2_expiry).
  void abort_waiting();
  void dist_not_waiting();

  /// Every child of g arrives at operation seq.
  void start_group(unsigned g, unsigned seq);
  void arrive(unsigned g, unsigned p, unsigned seq, std::uint64_t delay);
  void send(unsigned p, std::uint16_t pkt, std::uint64_t at);
  void send_malformed(std::uint64_t at);
  void react(std::uint64_t e, unsigned p, std::uint16_t pkt);
  /// Children resend their reduce while waiting (a leaf's timeout 1); polled by the run loop.
  void child_resends();

  bar_switch_params m_p;
  std::vector<bar_group_cfg> m_groups;
  std::vector<std::vector<child_state>> m_child;
  std::vector<unsigned> m_parent_seq;
  std::vector<unsigned> m_done;
  bool m_stop = false;
};

}  // namespace collnet::barrier
