// bar_leaf_base_test: base of the packet tests of one barrier leaf (bar_leaf_env; the tests
// themselves are in bar_leaf_tests.cpp). The parent switch is emulated: it answers every
// REDUCE(s) it receives with DISTRIBUTE(s) after a random delay, losing a share of them
// (+loss=, the leaf's timeout 1 must resend) and duplicating some (late copies: seq != s,
// ignored and counted). Malformed packets: bad CRC, wrong group, REDUCE kind, DISTRIBUTE(s)
// while idle. The test subscribes to the env's monitors itself: the emulated parent is fed by
// bar_tx_responder "responder" (on port0's monitor tx_ap: react() per packet the leaf sent, at
// the end of the edge of the transfer; it answers through the env's stimulus API, send()),
// and the releases are counted from the software-interface monitor's ap (m_sw_export).
//
// | test                    | faults                                         |
// |-------------------------|------------------------------------------------|
// | bar_leaf_clean_test     | none                                           |
// | bar_leaf_timeout_test   | 50% of reduces lost: T1 resends (T1 = 25)      |
// | bar_leaf_random_test    | loss 20%, duplicates 20%, malformed 20%, ready 70% |
// | bar_leaf_seq_test       | as bar_leaf_timeout_test (loss 30%), but register accesses, arrives |
// |                         | and a first bad-CRC packet go through the agents' sequencers |
// |                         | (sequences/barrier) instead of the env's stimulus API |
// | bar_leaf_eager_test     | loss 30%; software presents the next arrive while the leaf still |
// |                         | waits (arrive_valid held until arrive_ready)   |
// | bar_leaf_disable_test   | loss 50%, T1 = 3; half of the operations are aborted: CTRL.enable |
// |                         | cleared and set again at a random cycle while the leaf waits, then |
// |                         | software arrives again                          |
#pragma once

#include "bar_leaf_dut_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "bar_arrive_seq.h"
#include "bar_pkt.h"
#include "bar_pkt_list_seq.h"
#include "bar_reg_list_seq.h"
#include "bar_tx_responder.h"
#include "uvm.h"

namespace collnet::barrier {

struct bar_leaf_knobs {
  unsigned ops = 40, loss = 0, dup = 0, malformed = 0, t1 = 25, delay_max = 20;
  bool need_t1 = false;       ///< T1 resend must have happened (bar_leaf_rule_hits::t1_resend)
  bool need_stale = false;    ///< a DISTRIBUTE(seq != s) must have been ignored
  bool same_edge = false;     ///< arrives may coincide with received packets (asserted > 0)
  unsigned parent_delay = 0;  ///< >0: the parent answers exactly this many edges after a reduce
  bool use_seqs = false;      ///< stimulus through the sequencers (sequences/barrier)
  /// Software presents the arrive of operation k+1 as soon as that of k is taken, so
  /// arrive_valid is high while the leaf waits (held until arrive_ready, the handshake).
  bool eager = false;
  unsigned disable_pct = 0;  ///< % of operations aborted by a disable/enable pair while waiting
  bool need_abort = false;   ///< an operation must have been aborted (disable_pct)
};

class bar_leaf_base_test : public bar_leaf_dut_test {
 public:
  explicit bar_leaf_base_test(uvm::uvm_component_name name) : bar_leaf_dut_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    bar_leaf_dut_test::build_phase(phase);
    configure(m_k);
    m_k.ops = static_cast<unsigned>(uvm::plusargs::get_u64("ops", m_k.ops));
    m_k.loss = static_cast<unsigned>(uvm::plusargs::get_u64("loss", m_k.loss));  // fault override
    m_k.t1 = static_cast<unsigned>(uvm::plusargs::get_u64("t1", m_k.t1));        // 0: T1 off
    m_k.disable_pct = static_cast<unsigned>(uvm::plusargs::get_u64("disable_pct", m_k.disable_pct));
    m_rng.seed(uvm::get_global_seed() * 0x9E3779B97F4A7C15ull + 7);
    m_responder = bar_tx_responder::type_id::create("responder", this);
    m_responder->configure([this](const bar_pkt_item& tx) { react(tx.edge, tx.pkt); });
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    bar_leaf_dut_test::connect_phase(phase);
    env->port->monitor->tx_ap.connect(m_responder->analysis_export);
    env->sw->monitor->ap.connect(m_sw_export);
  }

  /// The software interface at one edge (sw monitor): counts the releases.
  void write(const bar_leaf_sw_item& it) {
    if (it.release) ++m_released;
  }

  void body() override {
    const unsigned group = kGroup;
    env->set_arrive_after_rx(m_k.same_edge);
    namespace leaf = collnet::barrier::regs::leaf;
    // Accesses the RTL must reject (counted in ERR_REG, read back at the end).
    const std::vector<reg_bus_op> rejected = {
        {true, leaf::GROUP_OFFSET, 3},   // rejected: enabled
        {true, leaf::STATUS_OFFSET, 0},  // rejected: STATUS read-only
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
      while (m_released <= op) {
        harness().wait_cycles(4);
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
    UVM_INFO("BAR", fmt::format("{} operation(s) released", m_released), uvm::UVM_LOW);
    if (m_released != m_k.ops)
      UVM_ERROR("BAR_LEAF_OUT", fmt::format("{} releases for {} arrives", m_released, m_k.ops));
    // Every rule the test is written for must have been applied by the model (BAR_RULE).
    const bar_leaf_rule_hits& h = env->model().rule_hits();
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
  }

 protected:
  virtual void configure(bar_leaf_knobs& k) = 0;

 private:
  /// The leaf's group (GROUP register).
  static constexpr unsigned kGroup = 5;

  bool chance(unsigned pct) { return pct && m_rng() % 100 < pct; }
  unsigned rnd(unsigned n) { return n ? static_cast<unsigned>(m_rng() % (n + 1)) : 0; }

  /// Eager software: once the current arrive is taken, the next one is requested at once; it is
  /// presented (arrive_valid high, arrive_ready low) while the leaf waits.
  void arrive_early() {
    while (env->sw->driver->pending() > 0) harness().wait_cycles(1);
    if (env->model().waiting()) ++m_early;
    env->arrive();
  }

  /// Aborts operation op while the leaf waits: CTRL.enable cleared and set again at a random
  /// cycle (rtl/barrier/README.md, leaf registers: enable = 0 holds the state at reset, seq 0,
  /// idle), then software arrives again. If the release came first, nothing is aborted.
  void abort_op(unsigned op) {
    namespace leaf = collnet::barrier::regs::leaf;
    while (env->sw->driver->pending() > 0) harness().wait_cycles(1);
    harness().wait_cycles(rnd(4 * m_k.t1 + 4));
    if (m_released > op) return;
    env->reg({true, leaf::CTRL_OFFSET, 0});
    env->reg({true, leaf::CTRL_OFFSET, 1u << leaf::CTRL_ENABLE_LSB});
    while (!env->mgmt->driver->empty() || env->checker->reg_response_due())
      harness().wait_cycles(1);
    harness().wait_cycles(2);  // a release evaluated at the disabling edge has been counted
    if (m_released > op) return;
    ++m_aborted;
    env->arrive();
  }

  /// The emulated parent: REDUCE(s) sent by the leaf at edge e -> DISTRIBUTE(s) later.
  void react(std::uint64_t e, std::uint16_t pkt) {
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

  void malformed(unsigned group, unsigned seq, std::uint64_t at) {
    const unsigned mask = (1u << m_sb) - 1u;
    switch (rnd(3)) {
      case 0:
        env->send(
            static_cast<std::uint16_t>(bar_pack(BAR_DISTRIBUTE, group, seq, m_sb) ^ bar_crc_bit(4)),
            at);
        break;
      case 1:
        env->send(bar_pack(BAR_DISTRIBUTE, (group + 1 + rnd(BAR_GROUP_MASK - 1)) & BAR_GROUP_MASK,
                           seq, m_sb),
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

  bar_leaf_knobs m_k;
  bar_tx_responder* m_responder = nullptr;  ///< port0's tx transfers -> react()
  /// The software-interface monitor's items -> write() (releases).
  uvm::uvm_analysis_imp<bar_leaf_sw_item, bar_leaf_base_test> m_sw_export{"sw_export", this};
  std::mt19937_64 m_rng;
  unsigned m_released = 0;
  unsigned m_early = 0;    ///< arrives presented while the leaf waited (eager)
  unsigned m_aborted = 0;  ///< operations aborted by a disable (disable_pct)
  bool m_stop = false;
};

/// A test of the family: a name and its knobs.
#define BAR_LEAF_TEST(NAME, BODY)                        \
  class NAME : public bar_leaf_base_test {               \
   public:                                               \
    UVM_COMPONENT_UTILS(NAME);                           \
    using bar_leaf_base_test::bar_leaf_base_test;        \
                                                         \
   protected:                                            \
    void configure(bar_leaf_knobs& k) override { BODY; } \
  }

}  // namespace collnet::barrier
