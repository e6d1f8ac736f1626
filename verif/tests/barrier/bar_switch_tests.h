// Tests of one barrier switch (bar_switch_env). The switch's neighbours are emulated by a
// reactive network in the test: per group, every child port is a leaf-like node (arrives with a
// REDUCE(cs), resends it every child_t1 cycles while waiting, is released by DISTRIBUTE(cs)),
// and for an intermediate group the parent port is a node that answers REDUCE(s) with
// DISTRIBUTE(s). Faults injected by knobs: loss of packets to children / to the parent,
// duplicated (delayed) packets, malformed packets of every kind.
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
// | others                 | red_cur_root, red_cur_int, dist_cur_forward                      |
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "bar_reg_test.h"
#include "bar_switch_env.h"
#include "cov_uvm.h"
#include "dv_base_test.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

namespace bsw = bar_regs::sw;  ///< the switch's register map (generated)
/// CTRL value that enables a group.
constexpr std::uint32_t ENABLE = 1u << bsw::CTRL_ENABLE_LSB;
/// An address that no register uses: the last block of the address space.
constexpr std::uint32_t UNMAPPED = (1u << bar_regs::ADDR_WIDTH) - bsw::CTRL_STRIDE;

template <typename MODEL>
struct bar_rtl_params;  // specialised in the sim main: static constexpr bar_switch_params value

/// Rules of claim 6 and timeout 2, as counted by bar_switch_model::rule_hits().
enum bar_rule : unsigned {
  rule_red_cur_root = 1u << 0,
  rule_red_cur_int = 1u << 1,
  rule_red_stale = 1u << 2,
  rule_dist_cur = 1u << 3,
  rule_dist_stale = 1u << 4,
  rule_red_dup = 1u << 5,
  rule_t2 = 1u << 6,
  rule_dist_t2_edge = 1u << 7,   ///< same edge: DISTRIBUTE(s) and T2 expiry
  rule_dist_red_edge = 1u << 8,  ///< same edge: DISTRIBUTE(s) and a REDUCE of the group
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
              {rule_dist_red_edge, "dist_with_red", h.dist_with_red}};
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
  unsigned parent_delay = 0;  ///< >0: the parent answers a reduce exactly this many edges later
  bool same_edge = false;     ///< the parent's distribute comes with child reduces (same edge)
};

/// Group configuration used by every test (8 ports 4 groups, or 2 ports 2 groups). 8 ports:
/// every port is a child of some group (bar_arrival_cg); port 7 is the parent of g0 and g2 and
/// a child of g3.
struct bar_group_cfg {
  std::uint32_t children;
  unsigned parent;
  bool root;
};

template <typename MODEL>
class bar_switch_base_test : public dv::dv_base_test {
 public:
  vlh::vl_harness_base& harness() override { return m_h; }
  explicit bar_switch_base_test(uvm::uvm_component_name name) : dv::dv_base_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    dv::dv_base_test::build_phase(phase);
    configure(m_k);
    m_k.ops = static_cast<unsigned>(uvm::plusargs::get_u64("ops", m_k.ops));
    // Fault-rate overrides (e.g. the BAR_RULE _bad test turns a directed test's fault off).
    m_k.loss_child = static_cast<unsigned>(uvm::plusargs::get_u64("loss_child", m_k.loss_child));
    m_k.loss_parent = static_cast<unsigned>(uvm::plusargs::get_u64("loss_parent", m_k.loss_parent));
    m_k.dup = static_cast<unsigned>(uvm::plusargs::get_u64("dup", m_k.dup));
    m_k.t2 = static_cast<unsigned>(uvm::plusargs::get_u64("t2", m_k.t2));  // 0: T2 off
    m_p = bar_rtl_params<MODEL>::value;
    if (m_p.num_ports >= 8) {
      m_groups = {{0x07, 7, false}, {0x39, 0, true}, {0x49, 7, false}, {0xC7, 0, true}};
    } else {
      m_groups = {{0x1, 1, false}, {0x3, 0, true}};
    }
    m_rng.seed(uvm::get_global_seed() * 0x9E3779B97F4A7C15ull + 1);
    env = bar_switch_env<MODEL>::type_id::create("env", this);
    env->setup(&m_h, m_p, uvm::get_global_seed());
  }

  void body() override {
    if (!uvm::plusargs::has("ready_pct")) env->set_ready_pct(m_k.ready_pct);
    env->set_same_edge(m_k.same_edge);
    env->on_tx([this](std::uint64_t e, unsigned p, std::uint16_t pkt) { react(e, p, pkt); });
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
    m_h.wait_cycles(8);
    if (m_k.cfg_disabled) {
      const unsigned g = disabled_group;
      env->reg({true, bsw::CHILD_MASK_ADDR(0), 0xFF});               // rejected: group 0 is enabled
      env->reg({true, bsw::T2_RELOAD_ADDR(0), 5});                   // rejected
      env->reg({true, bsw::PARAMS_OFFSET, 0});                       // rejected: read-only
      env->reg({true, UNMAPPED, 0});                                 // rejected: unknown address
      env->reg({true, bsw::PARENT_ADDR(g), bsw::PARENT_PORT_MASK});  // rejected: parent >= 8
      for (unsigned k = 0; k < 4; ++k)  // packets to the disabled group: ERR_GROUP_DISABLED
        env->send(k % m_p.num_ports, bar_pack(k & 1, g, 0, m_p.seq_bits), env->edge() + 2 + k);
      m_h.wait_cycles(20);
    }
    for (unsigned g = 0; g < ng; ++g)
      if (g != disabled_group) start_group(g, 0);
    const std::uint64_t limit = uvm::plusargs::get_u64("bar_limit", 400000);
    const std::uint64_t t0 = env->edge();
    bool enabled_late = false;
    for (;;) {
      m_h.wait_cycles(8);
      child_resends();
      if (m_k.cfg_disabled && !enabled_late && env->edge() - t0 > 300) {
        // Reconfigure while disabled (accepted), then enable and run it like the others.
        configure_group(disabled_group);
        enable_group(disabled_group);
        m_h.wait_cycles(8);
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
    m_h.wait_cycles(3 * m_k.t2 + 16);
    for (unsigned g = 0; g < ng; ++g) env->reg({false, bsw::STATUS_ADDR(g), 0});  // before disable
    for (unsigned g = 0; g < ng; ++g) env->reg({true, bsw::CTRL_ADDR(g), 0});  // abort (T2 stops)
    while (!env->quiet()) m_h.wait_cycles(8);
    // Read back every counter, config and status register (checked against the model).
    for (unsigned k = 0; k < bsw::ERR_N_MAX; ++k) env->reg({false, bsw::ERR_ADDR(k), 0});
    env->reg({false, bsw::PARAMS_OFFSET, 0});
    for (unsigned g = 0; g < ng; ++g)
      for (unsigned r = bsw::CTRL_OFFSET; r <= bsw::STALE_DIST_OFFSET; ++r)
        env->reg({false, bsw::CTRL_ADDR(g) + r, 0});
    while (!env->stimulus_done()) m_h.wait_cycles(4);
    m_h.wait_cycles(4);
    std::string done;
    for (unsigned g = 0; g < ng; ++g) done += fmt::format(" g{}:{}", g, m_done[g]);
    UVM_INFO("BAR", fmt::format("operations completed per group:{}", done), uvm::UVM_LOW);
    bar_check_rules(env->model().rule_hits(), m_k.rules);
  }

  bar_switch_env<MODEL>* env = nullptr;

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
        if (ng < bar_regs::NUM_GROUPS_MAX)
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
  bar_switch_params m_p;
  std::vector<bar_group_cfg> m_groups;
  std::mt19937_64 m_rng;
  std::vector<std::vector<child_state>> m_child;
  std::vector<unsigned> m_parent_seq;
  std::vector<unsigned> m_done;
  bool m_stop = false;
  vlh::vl_harness<MODEL> m_h{"harness"};
};

#define BAR_TEST(NAME, BODY)                                 \
  template <typename MODEL>                                  \
  class NAME##_t : public bar_switch_base_test<MODEL> {      \
   public:                                                   \
    using bar_switch_base_test<MODEL>::bar_switch_base_test; \
                                                             \
   protected:                                                \
    void configure(bar_knobs& k) override { BODY; }          \
  }

BAR_TEST(bar_clean_test, k.ops = 30);
BAR_TEST(bar_stale_reduce_test, k.ops = 20; k.loss_child = 30; k.child_t1 = 30;
         k.rules |= rule_red_stale);
BAR_TEST(bar_timeout_test, k.ops = 20; k.loss_parent = 40; k.t2 = 30; k.rules |= rule_t2);
BAR_TEST(bar_dup_test, k.ops = 20; k.dup = 40; k.rules |= rule_red_dup | rule_dist_stale);
BAR_TEST(bar_contention_test, k.ops = 30; k.think_max = 0; k.ready_pct = 40);
BAR_TEST(bar_malformed_test, k.ops = 20; k.malformed = 60);
BAR_TEST(bar_cfg_disabled_test, k.ops = 15; k.cfg_disabled = true);
// Same-edge cases (verif/envs/barrier/README.md): the parent's DISTRIBUTE(s) is evaluated at
// exactly the edge T2 expires (reduce queued at X, out at X+2, T2 fires at X+t2: answer t2-3
// edges after the reduce), and a DISTRIBUTE(s) arrives with child reduces of the same group.
BAR_TEST(bar_t2_same_edge_test, k.ops = 20; k.t2 = 30; k.parent_delay = 27;
         k.rules |= rule_dist_t2_edge);
BAR_TEST(bar_dist_red_same_edge_test, k.ops = 20; k.same_edge = true;
         k.rules |= rule_dist_red_edge);
BAR_TEST(bar_random_test, k.ops = 40; k.loss_child = 10; k.loss_parent = 10; k.dup = 10;
         k.malformed = 10; k.ready_pct = 70; k.think_max = 30);

/// A test that runs the built-in register sequence SEQ on the switch's register model through
/// the management agent (front door), with no packet traffic. Excluded (uvm_resource_db
/// NO_REG_BIT_BASH_TEST), each because the RTL answers some writes the sequence makes with an
/// error response (README section 4, "Rejected") instead of ignoring them as UVM's RO expects:
///   PARAMS, STATUS_<g>: read-only, every write is rejected (rerr);
///   PARENT_<g>: a port >= NumPorts is rejected, so bashing port bit 3 (NumPorts <= 8) fails.
/// Their reset values are still checked by uvm_reg_hw_reset_seq.
template <typename MODEL, typename SEQ>
class bar_switch_reg_test_t : public bar_reg_test_t<MODEL, bar_switch_env<MODEL>, SEQ> {
 public:
  explicit bar_switch_reg_test_t(uvm::uvm_component_name name)
      : bar_reg_test_t<MODEL, bar_switch_env<MODEL>, SEQ>(name) {}

 protected:
  void setup_env(vlh::vl_harness<MODEL>& h) override {
    this->env->setup(&h, bar_rtl_params<MODEL>::value, uvm::get_global_seed());
  }
  std::vector<const char*> no_bit_bash() const override {
    return {"PARAMS", "STATUS_*", "PARENT_*"};
  }
  std::vector<const char*> read_only() const override { return {"PARAMS", "STATUS_*"}; }
  /// The flops of bar_mgmt (i_mgmt), packed arrays with one slot per group or counter.
  void install_backdoor(MODEL& m) override {
    auto* r = m.rootp;
    auto& rm = *this->env->regmodel;
    const unsigned ports = bar_rtl_params<MODEL>::value.num_ports;
    for (unsigned g = 0; g < rm.CTRL.size(); ++g) {
      this->backdoors.add(rm.CTRL[g], {bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__en_q, g,
                                                   bsw::CTRL_ENABLE_WIDTH, bsw::CTRL_ENABLE_LSB)});
      this->backdoors.add(rm.CHILD_MASK[g],
                          {bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__child_q, g, ports,
                                       bsw::CHILD_MASK_MASK_LSB)});
      this->backdoors.add(rm.PARENT[g],
                          {bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__parent_q, g,
                                       bsw::PARENT_PORT_WIDTH, bsw::PARENT_PORT_LSB),
                           bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__root_q, g,
                                       bsw::PARENT_IS_ROOT_WIDTH, bsw::PARENT_IS_ROOT_LSB)});
      this->backdoors.add(rm.T2_RELOAD[g],
                          {bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__reload_q, g,
                                       bsw::T2_RELOAD_RELOAD_WIDTH, bsw::T2_RELOAD_RELOAD_LSB)});
      this->backdoors.add(rm.T2_FIRED[g],
                          {bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__t2_fired_q, g,
                                       bsw::T2_FIRED_COUNT_WIDTH, bsw::T2_FIRED_COUNT_LSB)});
      this->backdoors.add(rm.STALE_RED[g],
                          {bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__stale_red_q, g,
                                       bsw::STALE_RED_COUNT_WIDTH, bsw::STALE_RED_COUNT_LSB)});
      this->backdoors.add(rm.STALE_DIST[g],
                          {bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__stale_dist_q, g,
                                       bsw::STALE_DIST_COUNT_WIDTH, bsw::STALE_DIST_COUNT_LSB)});
    }
    for (unsigned k = 0; k < rm.ERR.size(); ++k)
      this->backdoors.add(rm.ERR[k], {bar_bd_slot(r->barrier_switch__DOT__i_mgmt__DOT__err_q, k,
                                                  bsw::ERR_COUNT_WIDTH, bsw::ERR_COUNT_LSB)});
  }
};

}  // namespace collnet::barrier

#define BAR_DECLARE_TEST(NAME, MODEL) DV_DECLARE_TEST(NAME, collnet::barrier::NAME##_t<MODEL>)
#define BAR_DECLARE_REG_TEST(NAME, MODEL, SEQ) \
  DV_DECLARE_TEST(NAME, collnet::barrier::bar_switch_reg_test_t<MODEL, SEQ>)
#define BAR_SWITCH_TESTS(MODEL)                                                     \
  BAR_DECLARE_TEST(bar_clean_test, MODEL);                                          \
  BAR_DECLARE_TEST(bar_stale_reduce_test, MODEL);                                   \
  BAR_DECLARE_TEST(bar_timeout_test, MODEL);                                        \
  BAR_DECLARE_TEST(bar_dup_test, MODEL);                                            \
  BAR_DECLARE_TEST(bar_contention_test, MODEL);                                     \
  BAR_DECLARE_TEST(bar_malformed_test, MODEL);                                      \
  BAR_DECLARE_TEST(bar_cfg_disabled_test, MODEL);                                   \
  BAR_DECLARE_TEST(bar_t2_same_edge_test, MODEL);                                   \
  BAR_DECLARE_TEST(bar_dist_red_same_edge_test, MODEL);                             \
  BAR_DECLARE_TEST(bar_random_test, MODEL);                                         \
  BAR_DECLARE_REG_TEST(bar_sw_reg_hw_reset_test, MODEL, uvm::uvm_reg_hw_reset_seq); \
  BAR_DECLARE_REG_TEST(bar_sw_reg_bit_bash_test, MODEL, uvm::uvm_reg_bit_bash_seq); \
  BAR_DECLARE_REG_TEST(bar_sw_reg_access_test, MODEL, uvm::uvm_reg_access_seq)
