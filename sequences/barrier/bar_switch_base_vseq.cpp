// bar_switch_base_vseq: the switch's stimulus and its reactive network (compiled once, library
// bar_switch_sequences).
#include "vl_harness.h"

#include "bar_switch_base_vseq.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "bar_env_config.h"
#include "bar_pkt.h"
#include "bar_switch_env.h"
#include "bar_switch_predictor.h"
#include "bar_tx_responder.h"
#include "barrier_reg_model.h"
#include "dv_knobs.h"
#include "uvm.h"

namespace collnet::barrier {

void bar_check_rules(const bar_rule_hits& h, unsigned required) {
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
              {rule_disable_t2_edge, "disable_at_t2_expiry", h.disable_at_t2_expiry},
              {rule_dist_not_waiting, "dist_cur_not_waiting", h.dist_cur_not_waiting},
              {rule_clear_event, "clear_with_event", h.clear_with_event}};
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

bar_switch_base_vseq::bar_switch_base_vseq(const std::string& name) : bar_base_vseq(name) {}
bar_switch_base_vseq::~bar_switch_base_vseq() = default;

void bar_switch_base_vseq::pre_body() {
  bar_base_vseq::pre_body();
  m_p = env->cfg().params;
  collnet::dv::override_knob("ops", m_k.ops);
  // Fault-rate overrides (e.g. the BAR_RULE _bad test turns a directed sequence's fault off).
  collnet::dv::override_knob("loss_child", m_k.loss_child);
  collnet::dv::override_knob("loss_parent", m_k.loss_parent);
  collnet::dv::override_knob("dup", m_k.dup);
  collnet::dv::override_knob("t2", m_k.t2);  // 0: T2 off
  collnet::dv::override_knob("abort_t2", m_k.abort_t2);
  collnet::dv::override_knob("status_at_reset", m_k.status_at_reset);
  collnet::dv::override_knob("clear_pct", m_k.clear_pct);
  if (m_p.num_ports >= 8) {
    m_groups = {{0x07, 7, false}, {0x39, 0, true}, {0x49, 7, false}, {0xC7, 0, true}};
  } else {
    m_groups = {{0x1, 1, false}, {0x3, 0, true}};
  }
  // +cfg_rotate=1: the group configurations rotated by a seed-drawn number of groups and their
  // ports by a seed-drawn number of ports (children and parent alike), so that over seeds every
  // group is root and intermediate and every port is a child and a parent of every group (the
  // fixed set leaves groups 1 and 3 root and most (group, port) pairs unused: toggle coverage).
  if (uvm::plusargs::get_u64("cfg_rotate", 0)) {
    std::mt19937 r(uvm::seed_for(m_test + ".cfg_rotate"));
    const unsigned np = m_p.num_ports;
    // +cfg_group_rot=G / +cfg_port_rot=P: a given rotation instead of the drawn one.
    const auto ng = static_cast<std::uint64_t>(m_groups.size());
    const unsigned gr =
        static_cast<unsigned>(uvm::plusargs::get_u64("cfg_group_rot", r() % ng) % ng);
    const unsigned pr =
        static_cast<unsigned>(uvm::plusargs::get_u64("cfg_port_rot", r() % np) % np);
    std::rotate(m_groups.begin(), m_groups.begin() + gr, m_groups.end());
    const std::uint32_t all = np >= 32 ? ~0u : (1u << np) - 1u;
    for (bar_group_cfg& c : m_groups) {
      c.children = ((c.children << pr) | (c.children >> ((np - pr) % np))) & all;
      c.parent = (c.parent + pr) % np;
    }
    UVM_INFO("BAR_CFG", fmt::format("+cfg_rotate: groups rotated by {}, ports by {}", gr, pr),
             uvm::UVM_LOW);
  }
  // +child_mask_has_parent=1: a non-root group's CHILD_MASK also names its parent port; the
  // effective child set excludes it (rtl/barrier/README.md), so the stimulus is the same.
  if (uvm::plusargs::get_u64("child_mask_has_parent", 0))
    for (bar_group_cfg& c : m_groups)
      if (!c.root) c.children |= 1u << c.parent;
  m_stop = false;
}

void bar_switch_base_vseq::body() {
  if (!p_sequencer->responder) {
    UVM_FATAL("BAR_RESPONDER", "the virtual sequencer has no bar_tx_responder (the env's)");
    return;
  }
  p_sequencer->responder->configure(
      [this](const bar_pkt_item& tx) { react(tx.edge, tx.port, tx.pkt); });
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
  // +err_burst=1: the same packet error on NumPorts-1 ports, then on every port, in one cycle
  // (the per-cycle error counts err_inc reach 4..8: bits 2 and 3, toggle coverage of bar_mgmt):
  // bad CRC, group out of range and disabled group before any group is enabled; DISTRIBUTE to
  // a root and REDUCE from every non-child port of an intermediate once they are, then a stale
  // REDUCE from every child of each group at once (stale_red). All before the first operation,
  // checked by the model (drops in ERR[k], the resent DISTRIBUTEs); the same-edge stimulus rule
  // (for good packets) is off meanwhile.
  const bool err_burst = uvm::plusargs::get_u64("err_burst", 0) != 0;
  const unsigned np = m_p.num_ports, sb = m_p.seq_bits;
  auto burst = [&](const std::vector<unsigned>& ports, std::uint16_t w) {
    const std::uint64_t at = env->edge() + 4;
    for (unsigned q : ports) env->send(q, w, at);
    harness().wait_cycles(8);
  };
  std::vector<unsigned> all_ports, most_ports;
  for (unsigned q = 0; q < np; ++q) all_ports.push_back(q);
  most_ports.assign(all_ports.begin(), all_ports.end() - 1);
  if (err_burst) {
    env->set_same_edge(true);
    const std::uint16_t red0 = bar_pack(BAR_REDUCE, 0, 0, sb);
    for (const auto* ports : {&most_ports, &all_ports}) {
      burst(*ports, static_cast<std::uint16_t>(red0 ^ bar_crc_bit(4)));  // ERR_CRC
      if (ng < collnet::barrier::regs::NUM_GROUPS_MAX)
        burst(*ports, bar_pack(BAR_REDUCE, ng, 0, sb));  // ERR_GROUP
      burst(*ports, red0);                               // ERR_GROUP_DISABLED
    }
    env->set_same_edge(m_k.same_edge);
  }
  for (unsigned g = 0; g < ng; ++g) {
    if (g == disabled_group) continue;
    configure_group(g);
    enable_group(g);
  }
  harness().wait_cycles(8);
  if (err_burst) {
    env->set_same_edge(true);
    for (unsigned g = 0; g < ng; ++g) {
      if (g == disabled_group) continue;
      const bar_group_cfg& c = m_groups[g];
      if (c.root) {  // ERR_DIST_PORT: a root has no parent
        burst(most_ports, bar_pack(BAR_DISTRIBUTE, g, 0, sb));
        burst(all_ports, bar_pack(BAR_DISTRIBUTE, g, 0, sb));
      } else {  // ERR_PORT_KIND: REDUCE from every port that is not a child
        std::vector<unsigned> not_child;
        for (unsigned q = 0; q < np; ++q)
          if (!(c.children & (1u << q)) || q == c.parent) not_child.push_back(q);
        burst(not_child, bar_pack(BAR_REDUCE, g, 0, sb));
      }
      // Stale REDUCE(1) (s is 0) from every child at once: stale_red counts them in one cycle;
      // each is answered by a DISTRIBUTE(s-1) resend, which no emulated child waits for yet.
      std::vector<unsigned> children;
      for (unsigned q = 0; q < np; ++q)
        if ((c.children & (1u << q)) && (c.root || q != c.parent)) children.push_back(q);
      burst(children, bar_pack(BAR_REDUCE, g, 1 & mask(), sb));
    }
    harness().wait_cycles(20);
    env->set_same_edge(m_k.same_edge);
  }
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
    if (chance(m_k.clear_pct)) {  // clear a random counter, read it back (README 4.1)
      const unsigned g = rnd(ng - 1), k = rnd(4);
      const std::uint32_t per_group[3] = {bsw::T2_FIRED_ADDR(g), bsw::STALE_RED_ADDR(g),
                                          bsw::STALE_DIST_ADDR(g)};
      const std::uint32_t a = rnd(1) ? per_group[rnd(2)] : bsw::ERR_ADDR(k);
      env->reg({true, a, 0});
      env->reg({false, a, 0});
    }
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
  if (m_k.dist_not_waiting) dist_not_waiting();
  for (unsigned g = 0; g < ng; ++g) env->reg({false, bsw::STATUS_ADDR(g), 0});  // before disable
  for (unsigned g = 0; g < ng; ++g) env->reg({true, bsw::CTRL_ADDR(g), 0});     // abort (T2 stops)
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
  p_sequencer->responder->configure(nullptr);  // this sequence ends: no reaction any more
}

void bar_switch_base_vseq::configure_group(unsigned g) {
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

void bar_switch_base_vseq::enable_group(unsigned g) {
  env->regmodel->CTRL[g]->enable->set(1);
  update(env->regmodel->CTRL[g]);
}

void bar_switch_base_vseq::update(uvm::uvm_reg* r) {
  uvm::uvm_status_e st = uvm::UVM_IS_OK;
  r->update(st);
  if (st != uvm::UVM_IS_OK) UVM_ERROR("BAR_CFG", fmt::format("update of {} failed", r->get_name()));
}

void bar_switch_base_vseq::deposit_counters() {
  auto& rm = *env->regmodel;
  p_sequencer->install_reg_backdoor();
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

void bar_switch_base_vseq::abort_waiting() {
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

void bar_switch_base_vseq::dist_not_waiting() {
  for (unsigned g = 0; g < m_p.num_groups; ++g) {
    const bar_group_cfg& c = m_groups[g];
    if (c.root || !env->model().enabled(g) || env->model().waiting(g)) continue;
    env->send(c.parent, bar_pack(BAR_DISTRIBUTE, g, env->model().seq(g), m_p.seq_bits),
              env->edge() + 1);
    harness().wait_cycles(16);
  }
}

void bar_switch_base_vseq::start_group(unsigned g, unsigned seq) {
  const bar_group_cfg& c = m_groups[g];
  m_child[g].assign(m_p.num_ports, {});
  for (unsigned p = 0; p < m_p.num_ports; ++p)
    if (c.children & (1u << p) && (c.root || p != c.parent)) arrive(g, p, seq, 0);
}

void bar_switch_base_vseq::arrive(unsigned g, unsigned p, unsigned seq, std::uint64_t delay) {
  child_state& cs = m_child[g][p];
  cs.seq = seq;
  cs.waiting = true;
  const std::uint64_t at = env->edge() + 1 + delay;
  cs.resend_at = at + m_k.child_t1;
  send(p, bar_pack(BAR_REDUCE, g, seq, m_p.seq_bits), at);
}

void bar_switch_base_vseq::send(unsigned p, std::uint16_t pkt, std::uint64_t at) {
  env->send(p, pkt, at);
  if (chance(m_k.dup)) env->send(p, pkt, at + 1 + rnd(3 * m_k.t2));
  if (chance(m_k.malformed)) send_malformed(at + rnd(10));
}

void bar_switch_base_vseq::send_malformed(std::uint64_t at) {
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

void bar_switch_base_vseq::react(std::uint64_t e, unsigned p, std::uint16_t pkt) {
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

void bar_switch_base_vseq::child_resends() {
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

}  // namespace collnet::barrier
