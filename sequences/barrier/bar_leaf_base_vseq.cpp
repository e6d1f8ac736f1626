// bar_leaf_base_vseq: the leaf's stimulus and the emulated parent switch (compiled once,
// library bar_leaf_sequences).
#include "vl_harness.h"

#include "bar_leaf_base_vseq.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "bar_arrive_seq.h"
#include "bar_leaf_checker.h"
#include "bar_leaf_env.h"
#include "bar_leaf_predictor.h"
#include "bar_leaf_sw_agent.h"
#include "bar_pkt.h"
#include "bar_pkt_list_seq.h"
#include "bar_port_agent.h"
#include "bar_reg_list_seq.h"
#include "bar_tx_responder.h"
#include "dv_knobs.h"
#include "reg_bus_agent.h"
#include "uvm.h"

namespace collnet::barrier {

bar_leaf_base_vseq::bar_leaf_base_vseq(const std::string& name) : bar_base_vseq(name) {}
bar_leaf_base_vseq::~bar_leaf_base_vseq() = default;

void bar_leaf_base_vseq::pre_body() {
  bar_base_vseq::pre_body();
  m_sb = env->cfg().seq_bits;
  collnet::dv::override_knob("ops", m_k.ops);
  collnet::dv::override_knob("loss", m_k.loss);  // fault override
  collnet::dv::override_knob("t1", m_k.t1);      // 0: T1 off
  collnet::dv::override_knob("disable_pct", m_k.disable_pct);
  p_sequencer->released = 0;
  m_early = m_aborted = 0;
  m_stop = false;
}

void bar_leaf_base_vseq::body() {
  if (!p_sequencer->responder) {
    UVM_FATAL("BAR_RESPONDER", "the virtual sequencer has no bar_tx_responder (the env's)");
    return;
  }
  p_sequencer->responder->configure([this](const bar_pkt_item& tx) { react(tx.edge, tx.pkt); });
  const unsigned group = kGroup;
  env->set_arrive_after_rx(m_k.same_edge);
  namespace leaf = collnet::barrier::regs::leaf;
  // Accesses the RTL must reject (counted in ERR_REG, read back at the end).
  const std::vector<reg_bus_op> rejected = {
      {true, leaf::GROUP_OFFSET, 3},   // rejected: enabled
      {true, leaf::STATUS_OFFSET, 0},  // rejected: STATUS read-only
      // rejected: an unknown address (the word after STALE_DIST holds no register, README 4.3)
      {false, leaf::STALE_DIST_OFFSET + 1, 0},
  };
  if (m_k.use_seqs) {
    // Through a bus-level sequence on the management sequencer (the sequence path).
    bar_reg_list_seq rs("cfg_seq");
    rs.ops = {{true, leaf::GROUP_OFFSET, group},
              {true, leaf::T1_RELOAD_OFFSET, m_k.t1},
              {true, leaf::CTRL_OFFSET, 1u << leaf::CTRL_ENABLE_LSB}};
    rs.ops.insert(rs.ops.end(), rejected.begin(), rejected.end());
    rs.start(env->mgmt->sequencer);
    bar_pkt_list_seq ps("bad_crc_seq");  // counted by ERR_CRC, read back at the end
    ps.pkts = {
        {static_cast<std::uint16_t>(bar_pack(BAR_DISTRIBUTE, group, 0, m_sb) ^ bar_crc_bit(4)),
         env->edge() + 8}};
    ps.start(env->port->sequencer);
  } else {
    // Through the register model: desired values, then update() (front door).
    auto& rm = *env->regmodel;
    rm.GROUP->group->set(group);
    rm.T1_RELOAD->reload->set(m_k.t1);
    rm.CTRL->enable->set(1);
    for (uvm::uvm_reg* r :
         {static_cast<uvm::uvm_reg*>(rm.GROUP), static_cast<uvm::uvm_reg*>(rm.T1_RELOAD),
          static_cast<uvm::uvm_reg*>(rm.CTRL)}) {
      uvm::uvm_status_e st = uvm::UVM_IS_OK;
      r->update(st);
      if (st != uvm::UVM_IS_OK)
        UVM_ERROR("BAR_CFG", fmt::format("update of {} failed", r->get_name()));
    }
    for (const reg_bus_op& op : rejected) env->reg(op);
  }
  harness().wait_cycles(10);
  if (uvm::plusargs::get_u64("sat_deposit", 0)) deposit_counters();
  const std::uint64_t limit = uvm::plusargs::get_u64("bar_limit", 200000);
  const std::uint64_t t0 = env->edge();
  for (unsigned op = 0; op < m_k.ops; ++op) {
    if (m_k.use_seqs) {
      bar_arrive_seq as("arrive_seq");
      as.start(env->sw->sequencer);
    } else if (!m_k.eager || op == 0) {  // eager: presented during the previous operation
      env->arrive();
    }
    if (m_k.eager && op + 1 < m_k.ops) arrive_early();
    if (chance(m_k.disable_pct)) abort_op(op);
    bool status_read = false;
    while (p_sequencer->released <= op) {
      harness().wait_cycles(4);
      if (chance(m_k.clear_pct)) {  // clear a random counter, read it back (README 4.1)
        const unsigned r = rnd(6);
        const std::uint32_t a = r == 0   ? leaf::T1_FIRED_OFFSET
                                : r == 1 ? leaf::STALE_DIST_OFFSET
                                         : leaf::ERR_ADDR(r - 2);
        env->reg({true, a, 0});
        env->reg({false, a, 0});
      }
      if (!status_read && !m_k.use_seqs) {  // STATUS read back while the leaf waits
        env->reg({false, leaf::STATUS_OFFSET, 0});
        status_read = true;
      }
      if (env->edge() - t0 > limit) break;
    }
    if (env->edge() - t0 > limit) {
      UVM_ERROR("BAR_HANG", fmt::format("leaf not released after {} operation(s)", op));
      break;
    }
    harness().wait_cycles(rnd(m_k.delay_max));
  }
  m_stop = true;
  harness().wait_cycles(150);
  while (!env->quiet()) harness().wait_cycles(4);
  std::vector<reg_bus_op> reads;
  for (unsigned a : {leaf::CTRL_OFFSET, leaf::GROUP_OFFSET, leaf::T1_RELOAD_OFFSET,
                     leaf::STATUS_OFFSET, leaf::T1_FIRED_OFFSET, leaf::STALE_DIST_OFFSET})
    reads.push_back({false, a, 0});
  for (unsigned k = 0; k < leaf::ERR_N_MAX; ++k) reads.push_back({false, leaf::ERR_ADDR(k), 0});
  reads.push_back({false, leaf::PARAMS_OFFSET, 0});
  if (m_k.use_seqs) {
    bar_reg_list_seq rs("read_seq");
    rs.ops = reads;
    rs.start(env->mgmt->sequencer);
  } else {
    for (const reg_bus_op& op : reads) env->reg(op);
  }
  while (!env->quiet()) harness().wait_cycles(4);
  harness().wait_cycles(4);
  UVM_INFO("BAR", fmt::format("{} operation(s) released", p_sequencer->released), uvm::UVM_LOW);
  if (p_sequencer->released != m_k.ops)
    UVM_ERROR("BAR_LEAF_OUT",
              fmt::format("{} releases for {} arrives", p_sequencer->released, m_k.ops));
  // Every rule the test is written for must have been applied by the model (BAR_RULE).
  const bar_leaf_rule_hits& h = env->model().rule_hits();
  if (m_k.clear_pct) {
    UVM_INFO("BAR_RULE", fmt::format("clear_with_event={}*", h.clear_with_event), uvm::UVM_LOW);
    if (h.clear_with_event == 0)
      UVM_ERROR("BAR_RULE", "no counter clear coincided with one of its events");
  }
  UVM_INFO("BAR_RULE",
           fmt::format("rule hits: release={}* t1_resend={}{} dist_stale_ignore={}{}", h.release,
                       h.t1_resend, m_k.need_t1 ? "*" : "", h.dist_stale_ignore,
                       m_k.need_stale ? "*" : ""),
           uvm::UVM_LOW);
  if (h.release == 0) UVM_ERROR("BAR_RULE", "rule release was never applied");
  if (m_k.need_t1 && h.t1_resend == 0)
    UVM_ERROR("BAR_RULE", "rule t1_resend was never applied: the test did not exercise T1");
  if (m_k.need_stale && h.dist_stale_ignore == 0)
    UVM_ERROR("BAR_RULE", "rule dist_stale_ignore was never applied");
  if (m_k.same_edge)
    UVM_INFO("BAR_RULE", fmt::format("arrive_with_rx={}*", h.arrive_with_rx), uvm::UVM_LOW);
  if (m_k.same_edge && h.arrive_with_rx == 0)
    UVM_ERROR("BAR_RULE", "no arrive coincided with a received packet");
  if (m_k.parent_delay)
    UVM_INFO("BAR_RULE", fmt::format("dist_at_t1_expiry={}*", h.dist_at_t1_expiry), uvm::UVM_LOW);
  if (m_k.parent_delay && h.dist_at_t1_expiry == 0)
    UVM_ERROR("BAR_RULE", "no DISTRIBUTE(s) coincided with a T1 expiry");
  if (m_k.eager)
    UVM_INFO("BAR_RULE", fmt::format("arrive_while_waiting={}*", m_early), uvm::UVM_LOW);
  if (m_k.eager && m_early == 0)
    UVM_ERROR("BAR_RULE", "no arrive was presented while the leaf waited");
  if (m_k.need_abort) UVM_INFO("BAR_RULE", fmt::format("aborted={}*", m_aborted), uvm::UVM_LOW);
  if (m_k.need_abort && m_aborted == 0)
    UVM_ERROR("BAR_RULE", "no operation was aborted by a disable while waiting");
  p_sequencer->responder->configure(nullptr);  // this sequence ends: no reaction any more
}

void bar_leaf_base_vseq::arrive_early() {
  while (env->sw->driver->pending() > 0) harness().wait_cycles(1);
  if (env->model().waiting()) ++m_early;
  env->arrive();
}

void bar_leaf_base_vseq::abort_op(unsigned op) {
  namespace leaf = collnet::barrier::regs::leaf;
  while (env->sw->driver->pending() > 0) harness().wait_cycles(1);
  harness().wait_cycles(rnd(4 * m_k.t1 + 4));
  if (p_sequencer->released > op) return;
  env->reg({true, leaf::CTRL_OFFSET, 0});
  env->reg({true, leaf::CTRL_OFFSET, 1u << leaf::CTRL_ENABLE_LSB});
  while (!env->mgmt->driver->empty() || env->checker->reg_response_due()) harness().wait_cycles(1);
  harness().wait_cycles(2);  // a release evaluated at the disabling edge has been counted
  if (p_sequencer->released > op) return;
  ++m_aborted;
  env->arrive();
}

void bar_leaf_base_vseq::react(std::uint64_t e, std::uint16_t pkt) {
  const unsigned group = kGroup;
  const bar_fields f = bar_unpack(pkt, m_sb);
  if (m_stop || chance(m_k.loss)) return;
  const std::uint64_t at = m_k.parent_delay ? e + m_k.parent_delay : e + 1 + rnd(m_k.delay_max);
  env->send(bar_pack(BAR_DISTRIBUTE, group, f.seq, m_sb), at);
  if (m_k.same_edge)  // late copies, one per edge, while the test arrives again
    for (unsigned i = 1; i <= 8; ++i)
      env->send(bar_pack(BAR_DISTRIBUTE, group, f.seq, m_sb), at + i);
  if (chance(m_k.dup)) env->send(bar_pack(BAR_DISTRIBUTE, group, f.seq, m_sb), at + 5 + rnd(60));
  if (chance(m_k.malformed)) malformed(group, f.seq, at + rnd(30));
}

void bar_leaf_base_vseq::malformed(unsigned group, unsigned seq, std::uint64_t at) {
  const unsigned mask = (1u << m_sb) - 1u;
  switch (rnd(3)) {
    case 0:
      env->send(
          static_cast<std::uint16_t>(bar_pack(BAR_DISTRIBUTE, group, seq, m_sb) ^ bar_crc_bit(4)),
          at);
      break;
    case 1:  // another group; for an odd seq also a REDUCE: two checks fail, the first counts
      env->send(bar_pack((seq & 1u) ? BAR_REDUCE : BAR_DISTRIBUTE,
                         (group + 1 + rnd(BAR_GROUP_MASK - 1)) & BAR_GROUP_MASK, seq, m_sb),
                at);
      break;
    case 2:
      env->send(bar_pack(BAR_REDUCE, group, rnd(mask), m_sb), at);
      break;
    default:
      env->send(bar_pack(BAR_DISTRIBUTE, group, (seq + 1) & mask, m_sb), at);
      break;  // s while idle
  }
}

void bar_leaf_base_vseq::deposit_counters() {
  namespace leaf = collnet::barrier::regs::leaf;
  auto& rm = *env->regmodel;
  p_sequencer->install_reg_backdoor();
  std::vector<std::pair<uvm::uvm_reg*, unsigned>> regs = {{rm.T1_FIRED, leaf::T1_FIRED_OFFSET},
                                                          {rm.STALE_DIST, leaf::STALE_DIST_OFFSET}};
  for (unsigned k = 0; k < leaf::ERR_N_MAX; ++k) regs.emplace_back(rm.ERR[k], leaf::ERR_ADDR(k));
  bar_leaf_model& model = env->predictor->model_for_deposit();
  for (std::size_t i = 0; i < regs.size(); ++i) {
    const std::uint32_t v = (i % 2) ? 0x7FFFFFFCu : 0xFFFFFFF8u;
    uvm::uvm_status_e st = uvm::UVM_IS_OK;
    regs[i].first->poke(st, v);
    if (st != uvm::UVM_IS_OK || !model.deposit_counter(regs[i].second, v))
      UVM_ERROR("BAR_CFG", fmt::format("deposit into {} failed", regs[i].first->get_name()));
  }
}

}  // namespace collnet::barrier
