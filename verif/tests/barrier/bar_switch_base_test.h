// bar_switch_base_test: base of the packet tests of one barrier switch (bar_switch_env; the
// tests themselves are in bar_switch_tests.cpp). The switch's neighbours are emulated by a
// reactive network in the test: per group, every child port is a leaf-like node (arrives with a
// REDUCE(cs), resends it every child_t1 cycles while waiting, is released by DISTRIBUTE(cs)),
// and for an intermediate group the parent port is a node that answers REDUCE(s) with
// DISTRIBUTE(s). Faults injected by knobs: loss of packets to children / to the parent,
// duplicated (delayed) packets, malformed packets of every kind. The network hears the switch
// through its own subscriber, bar_tx_responder "responder" (created in build_phase, connected
// to every port monitor's tx_ap in connect_phase): react() once per packet the switch sent, at
// the end of the edge of the transfer, in ascending port order; it answers through the env's
// stimulus API (send()).
//
// | test                   | what it drives                                                   |
// |------------------------|------------------------------------------------------------------|
// | bar_clean_test         | no faults: reduce(s), completion, root distribute, distribute(s) |
// | bar_stale_reduce_test  | distributes to children lost -> children resend old reduces ->   |
// |                        | the switch must resend the previous distribute                  |
// | bar_timeout_test       | reduces to the parent lost -> T2 resends                         |
// | bar_dup_test           | duplicated reduces and distributes (late: seq != s, ignored)     |
// | bar_contention_test    | all children arrive together, tx_ready 40%: groups contend      |
// | bar_malformed_test     | bad CRC, group out of range, disabled group, wrong ports         |
// | bar_cfg_disabled_test  | config writes while disabled (accepted) / enabled (rejected),    |
// |                        | packets to the disabled group, then enable it and run barriers  |
// | bar_random_test        | all of the above mixed                                           |
// | bar_t2_abort_test      | at the end, every intermediate group waits again with T2_RELOAD  |
// |                        | = 1 (an expiry at every edge) and is disabled: aborted at an     |
// |                        | expiry (nothing resent, the expiry not counted in T2_FIRED)      |
// | bar_counter_sat_test   | bar_random_test's faults with every counter deposited near a     |
// |                        | threshold of its 32-bit saturating add first (back door)         |
// | bar_clear_random_test  | bar_random_test's faults; every 8 cycles a random counter is     |
// |                        | cleared and read back (clears in the edge of an event, 4.1)      |
// | bar_dist_not_waiting_test | clean barriers, then the parent sends DISTRIBUTE(s) to every  |
// |                        | idle intermediate group (applied literally, README 5.2)          |
// Knob of every test: +status_at_reset=1 reads every group's STATUS from the first edge out
// of reset on (the reset state itself, before any configuration).
// At the end every counter register is read and checked against the model (BAR_SB_REG), and
// every rule the test is written to exercise (bar_knobs::rules) must have been applied by the
// reference model at least once (bar_rule_hits count > 0), else BAR_RULE: a directed test that
// silently stops exercising its rule fails.
//
// | test                   | rules asserted (bar_rule_hits)                                   |
// |------------------------|------------------------------------------------------------------|
// | bar_clean_test         | red_cur_root, red_cur_int, dist_cur_forward                      |
// | bar_stale_reduce_test  | + red_stale_resend                                               |
// | bar_timeout_test       | + t2_resend                                                      |
// | bar_dup_test           | + red_dup, dist_stale_ignore                                     |
// | bar_t2_abort_test      | + t2_resend, disable_at_t2_expiry                                |
// | bar_clear_random_test  | + clear_with_event                                               |
// | bar_dist_not_waiting_test | + dist_cur_not_waiting                                        |
// | others                 | red_cur_root, red_cur_int, dist_cur_forward                      |
#pragma once

#include "bar_switch_dut_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>
#include <random>
#include <vector>

#include "bar_pkt.h"
#include "bar_reg_backdoor.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_tx_responder;

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
  unsigned ready_pct = 100;
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

/// Group configuration used by every test (8 ports 4 groups, or 2 ports 2 groups). 8 ports:
/// every port is a child of some group (bar_arrival_cg); port 7 is the parent of g0 and g2 and
/// a child of g3.
struct bar_group_cfg {
  std::uint32_t children;
  unsigned parent;
  bool root;
};

class bar_switch_base_test : public bar_switch_dut_test {
 public:
  explicit bar_switch_base_test(uvm::uvm_component_name name);
  ~bar_switch_base_test() override;
  void build_phase(uvm::uvm_phase& phase) override;
  void connect_phase(uvm::uvm_phase& phase) override;

  /// With status_at_reset the body starts at time 0 to queue its first register reads.
  bool start_before_reset() const override { return m_k.status_at_reset; }

  void body() override;

 protected:
  virtual void configure(bar_knobs& k) = 0;

 private:
  struct child_state {
    unsigned seq = 0;
    bool waiting = false;
    std::uint64_t resend_at = 0;
  };
  bool chance(unsigned pct) { return pct && m_rng() % 100 < pct; }
  unsigned rnd(unsigned n) { return n ? static_cast<unsigned>(m_rng() % (n + 1)) : 0; }
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
  /// test reads every counter back against the model (BAR_SB_REG).
  void deposit_counters();

  /// Every enabled intermediate group is disabled, gets T2_RELOAD = abort_t2, is enabled again
  /// (seq 0) and all its children arrive once: it sends its REDUCE to the parent, which no longer
  /// answers (m_stop), and waits with T2 running. The caller's end of test then reads STATUS
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

 public:
  /// Children resend their reduce while waiting (a leaf's timeout 1); polled by the run loop.
  void child_resends();

 protected:
  bar_knobs m_k;
  bar_tx_responder* m_responder = nullptr;  ///< the port monitors' tx transfers -> react()
  std::vector<bar_group_cfg> m_groups;
  std::mt19937_64 m_rng;
  std::vector<std::vector<child_state>> m_child;
  std::vector<unsigned> m_parent_seq;
  std::vector<unsigned> m_done;
  bool m_stop = false;
  bar_reg_backdoors m_backdoors;  ///< back doors on env->regmodel (sat_deposit only)
};

/// A test of the family: a name and its knobs.
#define BAR_TEST(NAME, BODY)                          \
  class NAME : public bar_switch_base_test {          \
   public:                                            \
    UVM_COMPONENT_UTILS(NAME);                        \
    using bar_switch_base_test::bar_switch_base_test; \
                                                      \
   protected:                                         \
    void configure(bar_knobs& k) override { BODY; }   \
  }

}  // namespace collnet::barrier
