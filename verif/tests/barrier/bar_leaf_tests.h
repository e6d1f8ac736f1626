// Tests of one barrier leaf (bar_leaf_env). The parent switch is emulated: it answers every
// REDUCE(s) it receives with DISTRIBUTE(s) after a random delay, losing a share of them
// (+loss=, the leaf's timeout 1 must resend) and duplicating some (late copies: seq != s,
// ignored and counted). Malformed packets: bad CRC, wrong group, REDUCE kind, DISTRIBUTE(s)
// while idle.
//
// | test                    | faults                                         |
// |-------------------------|------------------------------------------------|
// | bar_leaf_clean_test     | none                                           |
// | bar_leaf_timeout_test   | 50% of reduces lost: T1 resends (T1 = 25)      |
// | bar_leaf_random_test    | loss 20%, duplicates 20%, malformed 20%, ready 70% |
// | bar_leaf_seq_test       | as bar_leaf_timeout_test (loss 30%), but register accesses, arrives |
// |                         | and a first bad-CRC packet go through the agents' sequencers |
// |                         | (sequences/barrier) instead of the env's stimulus API |
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "bar_arrive_seq.h"
#include "bar_leaf_env.h"
#include "bar_pkt_list_seq.h"
#include "bar_reg_list_seq.h"
#include "bar_reg_test.h"
#include "cov_uvm.h"
#include "dv_base_test.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

template <typename MODEL>
struct bar_leaf_rtl_params;  // static constexpr unsigned seq_bits

struct bar_leaf_knobs {
  unsigned ops = 40, loss = 0, dup = 0, malformed = 0, t1 = 25, delay_max = 20;
  bool need_t1 = false;       ///< T1 resend must have happened (bar_leaf_rule_hits::t1_resend)
  bool need_stale = false;    ///< a DISTRIBUTE(seq != s) must have been ignored
  bool same_edge = false;     ///< arrives may coincide with received packets (asserted > 0)
  unsigned parent_delay = 0;  ///< >0: the parent answers exactly this many edges after a reduce
  bool use_seqs = false;      ///< stimulus through the sequencers (sequences/barrier)
};

template <typename MODEL>
class bar_leaf_base_test : public dv::dv_base_test {
 public:
  vlh::vl_harness_base& harness() override { return m_h; }
  explicit bar_leaf_base_test(uvm::uvm_component_name name) : dv::dv_base_test(name) {}
  bar_leaf_env<MODEL>* env = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    dv::dv_base_test::build_phase(phase);
    configure(m_k);
    m_k.ops = static_cast<unsigned>(uvm::plusargs::get_u64("ops", m_k.ops));
    m_k.loss = static_cast<unsigned>(uvm::plusargs::get_u64("loss", m_k.loss));  // fault override
    m_k.t1 = static_cast<unsigned>(uvm::plusargs::get_u64("t1", m_k.t1));        // 0: T1 off
    m_sb = bar_leaf_rtl_params<MODEL>::seq_bits;
    m_rng.seed(uvm::get_global_seed() * 0x9E3779B97F4A7C15ull + 7);
    env = bar_leaf_env<MODEL>::type_id::create("env", this);
    env->setup(&m_h, m_sb, uvm::get_global_seed());
  }

  void body() override {
    const unsigned group = 5;
    env->on_tx([this, group](std::uint64_t e, std::uint16_t pkt) {
      const bar_fields f = bar_unpack(pkt, m_sb);
      if (m_stop || chance(m_k.loss)) return;
      const std::uint64_t at = m_k.parent_delay ? e + m_k.parent_delay : e + 1 + rnd(m_k.delay_max);
      env->send(bar_pack(BAR_DISTRIBUTE, group, f.seq, m_sb), at);
      if (m_k.same_edge)  // late copies, one per edge, while the test arrives again
        for (unsigned i = 1; i <= 8; ++i)
          env->send(bar_pack(BAR_DISTRIBUTE, group, f.seq, m_sb), at + i);
      if (chance(m_k.dup))
        env->send(bar_pack(BAR_DISTRIBUTE, group, f.seq, m_sb), at + 5 + rnd(60));
      if (chance(m_k.malformed)) malformed(group, f.seq, at + rnd(30));
    });
    env->on_release([this](std::uint64_t, unsigned) { ++m_released; });
    env->set_arrive_after_rx(m_k.same_edge);
    namespace leaf = bar_regs::leaf;
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
    m_h.wait_cycles(10);
    const std::uint64_t limit = uvm::plusargs::get_u64("bar_limit", 200000);
    const std::uint64_t t0 = env->edge();
    for (unsigned op = 0; op < m_k.ops; ++op) {
      if (m_k.use_seqs) {
        bar_arrive_seq as("arrive_seq");
        as.start(env->sw->sequencer);
      } else {
        env->arrive();
      }
      bool status_read = false;
      while (m_released <= op) {
        m_h.wait_cycles(4);
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
      m_h.wait_cycles(rnd(m_k.delay_max));
    }
    m_stop = true;
    m_h.wait_cycles(150);
    while (!env->quiet()) m_h.wait_cycles(4);
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
    while (!env->quiet()) m_h.wait_cycles(4);
    m_h.wait_cycles(4);
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
  }

 protected:
  virtual void configure(bar_leaf_knobs& k) = 0;

 private:
  bool chance(unsigned pct) { return pct && m_rng() % 100 < pct; }
  unsigned rnd(unsigned n) { return n ? static_cast<unsigned>(m_rng() % (n + 1)) : 0; }
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
  unsigned m_sb = 2;
  std::mt19937_64 m_rng;
  unsigned m_released = 0;
  bool m_stop = false;
  vlh::vl_harness<MODEL> m_h{"harness"};
};

#define BAR_LEAF_TEST(NAME, BODY)                        \
  template <typename MODEL>                              \
  class NAME##_t : public bar_leaf_base_test<MODEL> {    \
   public:                                               \
    using bar_leaf_base_test<MODEL>::bar_leaf_base_test; \
                                                         \
   protected:                                            \
    void configure(bar_leaf_knobs& k) override { BODY; } \
  }
BAR_LEAF_TEST(bar_leaf_clean_test, k.ops = 40);
BAR_LEAF_TEST(bar_leaf_timeout_test, k.ops = 30; k.loss = 50; k.t1 = 25; k.need_t1 = true);
BAR_LEAF_TEST(bar_leaf_same_edge_test, k.ops = 30; k.delay_max = 0; k.same_edge = true;
              k.need_stale = true);
// DISTRIBUTE(s) evaluated at the T1 expiry edge: arrive at N, reduce out at N+2 (if tx_ready),
// T1 expires at N+t1; the answer t1-3 edges after the reduce is evaluated at N+t1.
BAR_LEAF_TEST(bar_leaf_t1_same_edge_test, k.ops = 30; k.t1 = 25; k.parent_delay = 22);
BAR_LEAF_TEST(bar_leaf_seq_test, k.ops = 20; k.loss = 30; k.t1 = 25; k.need_t1 = true;
              k.use_seqs = true);
BAR_LEAF_TEST(bar_leaf_random_test, k.ops = 60; k.loss = 20; k.dup = 20; k.malformed = 20;
              k.need_t1 = true; k.need_stale = true);

/// A test that runs the built-in register sequence SEQ on the leaf's register model through the
/// management agent (front door), with no packet traffic. Excluded (uvm_resource_db
/// NO_REG_BIT_BASH_TEST): PARAMS and STATUS, read-only, whose writes the RTL rejects with an
/// error response (rtl/barrier/README.md section 4) instead of ignoring them as UVM's RO
/// expects. Their reset values are still checked by uvm_reg_hw_reset_seq.
template <typename MODEL, typename SEQ>
class bar_leaf_reg_test_t : public bar_reg_test_t<MODEL, bar_leaf_env<MODEL>, SEQ> {
 public:
  explicit bar_leaf_reg_test_t(uvm::uvm_component_name name)
      : bar_reg_test_t<MODEL, bar_leaf_env<MODEL>, SEQ>(name) {}

 protected:
  void setup_env(vlh::vl_harness<MODEL>& h) override {
    this->env->setup(&h, bar_leaf_rtl_params<MODEL>::seq_bits, uvm::get_global_seed());
  }
  std::vector<const char*> no_bit_bash() const override { return {"PARAMS", "STATUS"}; }
  std::vector<const char*> read_only() const override { return {"PARAMS", "STATUS"}; }
  /// The flops of the leaf's generated register file (i_reg_top), one per register that has
  /// flops (BAR_REGS_LEAF_FLOPS of the generated header).
  void install_backdoor(MODEL& m) override {
    auto* r = m.rootp;
    auto& rm = *this->env->regmodel;
#define BAR_LEAF_BACKDOOR(REG, FLOP) \
  this->backdoors.add_flop(rm.REG, r->barrier_leaf__DOT__i_reg_top__DOT__##FLOP);
    BAR_REGS_LEAF_FLOPS(BAR_LEAF_BACKDOOR)
#undef BAR_LEAF_BACKDOOR
  }
};

}  // namespace collnet::barrier

#define BAR_DECLARE_LEAF_REG_TEST(NAME, MODEL, SEQ) \
  DV_DECLARE_TEST(NAME, collnet::barrier::bar_leaf_reg_test_t<MODEL, SEQ>)
#define BAR_LEAF_TESTS(MODEL)                                                              \
  BAR_DECLARE_TEST(bar_leaf_clean_test, MODEL);                                            \
  BAR_DECLARE_TEST(bar_leaf_timeout_test, MODEL);                                          \
  BAR_DECLARE_TEST(bar_leaf_same_edge_test, MODEL);                                        \
  BAR_DECLARE_TEST(bar_leaf_t1_same_edge_test, MODEL);                                     \
  BAR_DECLARE_TEST(bar_leaf_seq_test, MODEL);                                              \
  BAR_DECLARE_TEST(bar_leaf_random_test, MODEL);                                           \
  BAR_DECLARE_LEAF_REG_TEST(bar_leaf_reg_hw_reset_test, MODEL, uvm::uvm_reg_hw_reset_seq); \
  BAR_DECLARE_LEAF_REG_TEST(bar_leaf_reg_bit_bash_test, MODEL, uvm::uvm_reg_bit_bash_seq); \
  BAR_DECLARE_LEAF_REG_TEST(bar_leaf_reg_access_test, MODEL, uvm::uvm_reg_access_seq)
