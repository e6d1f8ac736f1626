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
// | others                 | red_cur_root, red_cur_int, dist_cur_forward                      |
#pragma once

#include "bar_switch_dut_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "bar_pkt.h"
#include "bar_reg_backdoor.h"
#include "bar_tx_responder.h"
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
  rule_dist_t2_edge = 1u << 7,     ///< same edge: DISTRIBUTE(s) and T2 expiry
  rule_dist_red_edge = 1u << 8,    ///< same edge: DISTRIBUTE(s) and a REDUCE of the group
  rule_disable_t2_edge = 1u << 9,  ///< same edge: the group disabled and its T2 expiry
  rule_basic = rule_red_cur_root | rule_red_cur_int | rule_dist_cur
};

/// Checks that every rule in `required` was applied at least once (BAR_RULE otherwise) and
/// prints all counts.
inline void bar_check_rules(const bar_rule_hits& h, unsigned required) {
  const struct {
    unsigned bit;
    const char* name;
    std::uint64_t n;
  } rows[] = {{rule_red_cur_root, "red_cur_root", h.red_cur_root},
              {rule_red_cur_int, "red_cur_int", h.red_cur_int},
              {rule_red_stale, "red_stale_resend", h.red_stale_resend},
              {rule_dist_cur, "dist_cur_forward", h.dist_cur_forward},
              {rule_dist_stale, "dist_stale_ignore", h.dist_stale_ignore},
              {rule_red_dup, "red_dup", h.red_dup},
              {rule_t2, "t2_resend", h.t2_resend},
              {rule_dist_t2_edge, "dist_at_t2_expiry", h.dist_at_t2_expiry},
              {rule_dist_red_edge, "dist_with_red", h.dist_with_red},
              {rule_disable_t2_edge, "disable_at_t2_expiry", h.disable_at_t2_expiry}};
  std::string all;
  for (const auto& r : rows) {
    all += fmt::format(" {}={}{}", r.name, r.n, (required & r.bit) ? "*" : "");
    if ((required & r.bit) && r.n == 0)
      UVM_ERROR("BAR_RULE", fmt::format("rule {} was never applied: the test did not exercise "
                                        "what it is written for",
                                        r.name));
  }
  UVM_INFO("BAR_RULE", fmt::format("rule hits (* = asserted > 0):{}", all), uvm::UVM_LOW);
}

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
  unsigned parent_delay = 0;     ///< >0: the parent answers a reduce exactly this many edges later
  bool same_edge = false;        ///< the parent's distribute comes with child reduces (same edge)
  bool abort_waiting = false;    ///< end: intermediates wait again (T2_RELOAD abort_t2), disabled
  unsigned abort_t2 = 1;         ///< T2 reload of that last wait (1: an expiry at every edge)
  bool status_at_reset = false;  ///< read every STATUS from the first edge out of reset
  bool sat_deposit = false;      ///< deposit every counter near 2^31 or 2^32 before the traffic
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
  explicit bar_switch_base_test(uvm::uvm_component_name name) : bar_switch_dut_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    bar_switch_dut_test::build_phase(phase);
    configure(m_k);
    m_k.ops = static_cast<unsigned>(uvm::plusargs::get_u64("ops", m_k.ops));
    // Fault-rate overrides (e.g. the BAR_RULE _bad test turns a directed test's fault off).
    m_k.loss_child = static_cast<unsigned>(uvm::plusargs::get_u64("loss_child", m_k.loss_child));
    m_k.loss_parent = static_cast<unsigned>(uvm::plusargs::get_u64("loss_parent", m_k.loss_parent));
    m_k.dup = static_cast<unsigned>(uvm::plusargs::get_u64("dup", m_k.dup));
    m_k.t2 = static_cast<unsigned>(uvm::plusargs::get_u64("t2", m_k.t2));  // 0: T2 off
    m_k.abort_t2 = static_cast<unsigned>(uvm::plusargs::get_u64("abort_t2", m_k.abort_t2));
    m_k.status_at_reset = uvm::plusargs::get_u64("status_at_reset", m_k.status_at_reset) != 0;
    if (m_p.num_ports >= 8) {
      m_groups = {{0x07, 7, false}, {0x39, 0, true}, {0x49, 7, false}, {0xC7, 0, true}};
    } else {
      m_groups = {{0x1, 1, false}, {0x3, 0, true}};
    }
    // +child_mask_has_parent=1: a non-root group's CHILD_MASK also names its parent port; the
    // effective child set excludes it (rtl/barrier/README.md), so the stimulus is the same.
    if (uvm::plusargs::get_u64("child_mask_has_parent", 0))
      for (bar_group_cfg& c : m_groups)
        if (!c.root) c.children |= 1u << c.parent;
    m_rng.seed(uvm::get_global_seed() * 0x9E3779B97F4A7C15ull + 1);
    m_responder = bar_tx_responder::type_id::create("responder", this);
    m_responder->configure([this](const bar_pkt_item& tx) { react(tx.edge, tx.port, tx.pkt); });
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    bar_switch_dut_test::connect_phase(phase);
    for (bar_port_agent* a : env->port) a->monitor->tx_ap.connect(m_responder->analysis_export);
  }

  /// With status_at_reset the body starts at time 0 to queue its first register reads.
  bool start_before_reset() const override { return m_k.status_at_reset; }

  void body() override {
    if (m_k.status_at_reset) {
      // Queued during reset, so the first is accepted at the first edge out of reset: the
      // reset state of every group (seq 0, not waiting, no arrival; checked against the model).
      for (unsigned g = 0; g < m_p.num_groups; ++g) env->reg({false, bsw::STATUS_ADDR(g), 0});
      harness().wait_reset_done();
    }
    if (!uvm::plusargs::has("ready_pct")) env->set_ready_pct(m_k.ready_pct);
    env->set_same_edge(m_k.same_edge);
    const unsigned ng = m_p.num_groups;
    m_child.assign(ng, {});
    m_parent_seq.assign(ng, 0);
    m_done.assign(ng, 0);
    const unsigned disabled_group = m_k.cfg_disabled ? ng - 1 : ng;
    for (unsigned g = 0; g < ng; ++g) {
      if (g == disabled_group) continue;
      configure_group(g);
      enable_group(g);
    }
    harness().wait_cycles(8);
    if (m_k.sat_deposit) deposit_counters();
    if (m_k.cfg_disabled) {
      const unsigned g = disabled_group;
      env->reg({true, bsw::CHILD_MASK_ADDR(0), 0xFF});               // rejected: group 0 is enabled
      env->reg({true, bsw::T2_RELOAD_ADDR(0), 5});                   // rejected
      env->reg({true, bsw::PARAMS_OFFSET, 0});                       // rejected: read-only
      env->reg({true, UNMAPPED, 0});                                 // rejected: unknown address
      env->reg({true, bsw::PARENT_ADDR(g), bsw::PARENT_PORT_MASK});  // rejected: parent >= 8
      for (unsigned k = 0; k < 4; ++k)  // packets to the disabled group: ERR_GROUP_DISABLED
        env->send(k % m_p.num_ports, bar_pack(k & 1, g, 0, m_p.seq_bits), env->edge() + 2 + k);
      harness().wait_cycles(20);
    }
    for (unsigned g = 0; g < ng; ++g)
      if (g != disabled_group) start_group(g, 0);
    const std::uint64_t limit = uvm::plusargs::get_u64("bar_limit", 400000);
    const std::uint64_t t0 = env->edge();
    bool enabled_late = false;
    for (;;) {
      harness().wait_cycles(8);
      child_resends();
      if (m_k.cfg_disabled && !enabled_late && env->edge() - t0 > 300) {
        // Reconfigure while disabled (accepted), then enable and run it like the others.
        configure_group(disabled_group);
        enable_group(disabled_group);
        harness().wait_cycles(8);
        start_group(disabled_group, 0);
        enabled_late = true;
      }
      bool all = true;
      for (unsigned g = 0; g < ng; ++g)
        if (m_done[g] < m_k.ops) all = false;
      if (all && (!m_k.cfg_disabled || enabled_late)) break;
      if (env->edge() - t0 > limit) {
        UVM_ERROR("BAR_HANG", fmt::format("barriers did not complete in {} cycles", limit));
        break;
      }
    }
    m_stop = true;
    harness().wait_cycles(3 * m_k.t2 + 16);
    if (m_k.abort_waiting) abort_waiting();
    for (unsigned g = 0; g < ng; ++g) env->reg({false, bsw::STATUS_ADDR(g), 0});  // before disable
    for (unsigned g = 0; g < ng; ++g) env->reg({true, bsw::CTRL_ADDR(g), 0});  // abort (T2 stops)
    while (!env->quiet()) harness().wait_cycles(8);
    // Read back every counter, config and status register (checked against the model).
    for (unsigned k = 0; k < bsw::ERR_N_MAX; ++k) env->reg({false, bsw::ERR_ADDR(k), 0});
    env->reg({false, bsw::PARAMS_OFFSET, 0});
    for (unsigned g = 0; g < ng; ++g)
      for (unsigned r = bsw::CTRL_OFFSET; r <= bsw::STALE_DIST_OFFSET; ++r)
        env->reg({false, bsw::CTRL_ADDR(g) + r, 0});
    while (!env->stimulus_done()) harness().wait_cycles(4);
    harness().wait_cycles(4);
    std::string done;
    for (unsigned g = 0; g < ng; ++g) done += fmt::format(" g{}:{}", g, m_done[g]);
    UVM_INFO("BAR", fmt::format("operations completed per group:{}", done), uvm::UVM_LOW);
    bar_check_rules(env->model().rule_hits(), m_k.rules);
  }

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
  void configure_group(unsigned g) {
    const bar_group_cfg& c = m_groups[g];
    auto& rm = *env->regmodel;
    rm.CHILD_MASK[g]->mask->set(c.children);
    rm.PARENT[g]->port->set(c.parent);
    rm.PARENT[g]->is_root->set(c.root ? 1u : 0u);
    rm.T2_RELOAD[g]->reload->set(c.root ? 0u : m_k.t2);
    update(rm.CHILD_MASK[g]);
    update(rm.PARENT[g]);
    update(rm.T2_RELOAD[g]);
  }
  void enable_group(unsigned g) {
    env->regmodel->CTRL[g]->enable->set(1);
    update(env->regmodel->CTRL[g]);
  }
  void update(uvm::uvm_reg* r) {
    uvm::uvm_status_e st = uvm::UVM_IS_OK;
    r->update(st);
    if (st != uvm::UVM_IS_OK)
      UVM_ERROR("BAR_CFG", fmt::format("update of {} failed", r->get_name()));
  }

  /// Deposits every counter register (ERR[k], then T2_FIRED, STALE_RED, STALE_DIST of each
  /// group) through the register back door into the DUT's flop and, at the same point between two
  /// edges, into the model (bar_switch_model::deposit_counter): alternately 8 below 2^32 (it must
  /// saturate at 0xFFFF_FFFF) and 4 below 2^31 (it must count on across bit 31). The end of the
  /// test reads every counter back against the model (BAR_SB_REG).
  void deposit_counters() {
    auto& rm = *env->regmodel;
    m_dut->install_backdoor(rm, m_backdoors);
    std::vector<std::pair<uvm::uvm_reg*, unsigned>> regs;
    for (unsigned k = 0; k < bar_err_count; ++k) regs.emplace_back(rm.ERR[k], bsw::ERR_ADDR(k));
    for (unsigned g = 0; g < m_p.num_groups; ++g) {
      regs.emplace_back(rm.T2_FIRED[g], bsw::T2_FIRED_ADDR(g));
      regs.emplace_back(rm.STALE_RED[g], bsw::STALE_RED_ADDR(g));
      regs.emplace_back(rm.STALE_DIST[g], bsw::STALE_DIST_ADDR(g));
    }
    bar_switch_model& model = env->predictor->model_for_deposit();
    for (std::size_t i = 0; i < regs.size(); ++i) {
      const std::uint32_t v = (i % 2) ? 0x7FFFFFFCu : 0xFFFFFFF8u;
      uvm::uvm_status_e st = uvm::UVM_IS_OK;
      regs[i].first->poke(st, v);
      if (st != uvm::UVM_IS_OK || !model.deposit_counter(regs[i].second, v))
        UVM_ERROR("BAR_CFG", fmt::format("deposit into {} failed", regs[i].first->get_name()));
    }
  }

  /// Every enabled intermediate group is disabled, gets T2_RELOAD = abort_t2, is enabled again
  /// (seq 0) and all its children arrive once: it sends its REDUCE to the parent, which no longer
  /// answers (m_stop), and waits with T2 running. The caller's end of test then reads STATUS
  /// (waiting) and disables every group while T2 runs: with abort_t2 = 1 it expires at every
  /// edge, so the group is disabled at an expiry (bar_rule disable_at_t2_expiry).
  void abort_waiting() {
    auto& rm = *env->regmodel;
    for (unsigned g = 0; g < m_p.num_groups; ++g) {
      if (m_groups[g].root || !rm.CTRL[g]->enable->get()) continue;
      rm.CTRL[g]->enable->set(0);
      update(rm.CTRL[g]);
      rm.T2_RELOAD[g]->reload->set(m_k.abort_t2);
      update(rm.T2_RELOAD[g]);
      enable_group(g);
      start_group(g, 0);
    }
    harness().wait_cycles(40);
  }

  /// Every child of g arrives at operation seq.
  void start_group(unsigned g, unsigned seq) {
    const bar_group_cfg& c = m_groups[g];
    m_child[g].assign(m_p.num_ports, {});
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (c.children & (1u << p) && (c.root || p != c.parent)) arrive(g, p, seq, 0);
  }

  void arrive(unsigned g, unsigned p, unsigned seq, std::uint64_t delay) {
    child_state& cs = m_child[g][p];
    cs.seq = seq;
    cs.waiting = true;
    const std::uint64_t at = env->edge() + 1 + delay;
    cs.resend_at = at + m_k.child_t1;
    send(p, bar_pack(BAR_REDUCE, g, seq, m_p.seq_bits), at);
  }

  void send(unsigned p, std::uint16_t pkt, std::uint64_t at) {
    env->send(p, pkt, at);
    if (chance(m_k.dup)) env->send(p, pkt, at + 1 + rnd(3 * m_k.t2));
    if (chance(m_k.malformed)) send_malformed(at + rnd(10));
  }

  void send_malformed(std::uint64_t at) {
    const unsigned np = m_p.num_ports, ng = m_p.num_groups;
    const unsigned p = rnd(np - 1);
    const unsigned g = rnd(ng - 1);
    switch (rnd(3)) {
      case 0: {  // CRC: 1..3 flipped bits
        std::uint16_t w = bar_pack(rnd(1), g, rnd(mask()), m_p.seq_bits);
        const unsigned pw = bar_pkt_w(m_p.seq_bits);
        const unsigned n = 1 + rnd(2);
        for (unsigned i = 0; i < n; ++i) w ^= static_cast<std::uint16_t>(1u << rnd(pw - 1));
        if (bar_unpack(w, m_p.seq_bits).crc_ok) w ^= 1;  // (flips may cancel)
        env->send(p, w, at);
        break;
      }
      case 1:  // group out of range
        if (ng < collnet::barrier::regs::NUM_GROUPS_MAX)
          env->send(p, bar_pack(rnd(1), ng + rnd(BAR_GROUP_MASK - ng), 0, m_p.seq_bits), at);
        break;
      case 2: {  // REDUCE on a port that is not a child
        const bar_group_cfg& c = m_groups[g];
        for (unsigned q = 0; q < np; ++q)
          if (!(c.children & (1u << q)) || (!c.root && q == c.parent)) {
            env->send(q, bar_pack(BAR_REDUCE, g, rnd(mask()), m_p.seq_bits), at);
            break;
          }
        break;
      }
      default: {  // DISTRIBUTE on a port that is not the parent (or to a root)
        const bar_group_cfg& c = m_groups[g];
        const unsigned q = c.root ? p : (c.parent + 1) % np;
        env->send(q, bar_pack(BAR_DISTRIBUTE, g, rnd(mask()), m_p.seq_bits), at);
        break;
      }
    }
  }

  void react(std::uint64_t e, unsigned p, std::uint16_t pkt) {
    const bar_fields f = bar_unpack(pkt, m_p.seq_bits);
    if (f.group >= m_p.num_groups) return;
    const unsigned g = f.group;
    const bar_group_cfg& c = m_groups[g];
    if (f.kind == BAR_REDUCE) {  // REDUCE to the parent node
      if (m_stop || chance(m_k.loss_parent)) return;
      const std::uint64_t at = m_k.parent_delay ? e + m_k.parent_delay : e + 1 + rnd(m_k.think_max);
      send(p, bar_pack(BAR_DISTRIBUTE, g, f.seq, m_p.seq_bits), at);
      if (m_k.same_edge) {
        // Same edge as the distribute: a duplicate REDUCE(s) from the first child and a stale
        // REDUCE(s-1) from the second (both judged against the pre-edge s).
        unsigned n = 0;
        for (unsigned q = 0; q < m_p.num_ports && n < 2; ++q)
          if ((c.children & (1u << q)) && q != c.parent)
            env->send(q, bar_pack(BAR_REDUCE, g, (f.seq - n++) & mask(), m_p.seq_bits), at);
      }
      return;
    }
    // DISTRIBUTE to child p
    if (m_child[g].empty()) return;
    child_state& cs = m_child[g][p];
    if (chance(m_k.loss_child)) return;
    if (!cs.waiting || f.seq != cs.seq) return;  // old duplicate: ignored (a leaf would too)
    cs.waiting = false;
    // The operation is complete at child p; count it once per group (first child released).
    bool others_waiting = false;
    for (unsigned q = 0; q < m_p.num_ports; ++q)
      if (q != p && m_child[g][q].waiting && m_child[g][q].seq == f.seq) others_waiting = true;
    if (!others_waiting) ++m_done[g];
    if (m_stop || m_done[g] >= m_k.ops) return;
    arrive(g, p, (f.seq + 1) & mask(), rnd(m_k.think_max));
  }

 public:
  /// Children resend their reduce while waiting (a leaf's timeout 1); polled by the run loop.
  void child_resends() {
    if (m_stop) return;
    const std::uint64_t now = env->edge();
    for (unsigned g = 0; g < m_child.size(); ++g)
      for (unsigned p = 0; p < m_child[g].size(); ++p) {
        child_state& cs = m_child[g][p];
        if (!cs.waiting || cs.resend_at > now) continue;
        cs.resend_at = now + m_k.child_t1;
        send(p, bar_pack(BAR_REDUCE, g, cs.seq, m_p.seq_bits), now + 1);
      }
  }

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
