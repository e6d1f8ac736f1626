// Tests of cu_datapath (collective-unit datapath). Templates on the Verilated model; the sim
// main file specialises cu_rtl_params<MODEL> and declares them with COLLNET_CU_TESTS(MODEL).
//
// | test                  | stimulus (+items = elements; default in brackets)                  |
// |-----------------------|--------------------------------------------------------------------|
// | cu_smoke_test         | cu_mix_vseq (300), random skew, output ready random 80 %           |
// | cu_random_test        | cu_random_bits_vseq (2000), random skew, ready random 70 %          |
// | cu_specials_test      | cu_specials_vseq (1000)                                             |
// | cu_cancel_test        | cu_cancel_vseq (1000)                                               |
// | cu_straddle_test      | cu_straddle_vseq (1000)                                             |
// | cu_near_overflow_test | cu_near_overflow_vseq (1000)                                        |
// | cu_all_equal_test     | cu_all_equal_vseq (1000): equal values, carries, rounding ties      |
// | cu_int_corners_test   | cu_int_corners_vseq (1000): every integer op, invalid op, empty mask|
// | cu_mask_test          | cu_mask_vseq (1000): masks of 1..NumIn inputs                       |
// | cu_host_add_test      | cu_two_input_add_vseq (3000): two-input fp_add, 625 directed pairs  |
// |                       | first; the host-addition check (CU_HOST) must compare some         |
// | cu_skew_bp_test       | cu_skew_vseq (1200): four skew modes; output ready in bursts        |
// | cu_throughput_test    | cu_mix_vseq (20000; +fp_full: cu_fp_full_vseq), no skew, ready     |
// |                       | always: checks 1 element/cycle                                     |
// |                       | and latency == the README formula (UVM_ERROR [CU_PERF] otherwise);  |
// |                       | prints simulated elements per second                               |
// | cu_repro_test         | cu_mix_vseq (500) pass A; pass B = same elements, ports permuted,   |
// |                       | other skew, output stall gate random 50 %; pass C permuted again,   |
// |                       | slow port skew, stall bursts; B and C compared to A (CU_REPRO)      |
// Common plusargs: +items=<n>, +skew_pct=<0..100>, +max_skew=<n>, +out_prob_pct=<1..100>,
// +cu_corrupt_port=<p> (fault injection, cu_repro_bad), +drain_limit=<cycles>.
// Every element is checked bit-exactly (value and flags) by the scoreboard in every test.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "cov_uvm.h"
#include "covergroup.h"
#include "cu_all_equal_vseq.h"
#include "cu_cancel_vseq.h"
#include "cu_env.h"
#include "cu_fp_full_vseq.h"
#include "cu_int_corners_vseq.h"
#include "cu_mask_vseq.h"
#include "cu_mix_vseq.h"
#include "cu_near_overflow_vseq.h"
#include "cu_random_bits_vseq.h"
#include "cu_skew_vseq.h"
#include "cu_specials_vseq.h"
#include "cu_straddle_vseq.h"
#include "cu_two_input_add_vseq.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::collective {

/// Parameters of the RTL configuration behind MODEL (specialised in the sim main file).
template <typename MODEL>
struct cu_rtl_params;

/// Word i of in_data_i: a 64-bit integer for NumIn = 1, 32-bit words (VlWide) above.
template <typename W>
void put_word(W& w, unsigned i, std::uint64_t d) {
  if constexpr (std::is_integral_v<W>) {
    (void)i;
    w = d;
  } else {
    w[2 * i] = static_cast<std::uint32_t>(d);
    w[2 * i + 1] = static_cast<std::uint32_t>(d >> 32);
  }
}
template <typename W>
std::uint64_t get_word(const W& w, unsigned i) {
  if constexpr (std::is_integral_v<W>) {
    (void)i;
    return w;
  } else {
    return static_cast<std::uint64_t>(w[2 * i]) | static_cast<std::uint64_t>(w[2 * i + 1]) << 32;
  }
}

template <typename MODEL>
class cu_base_test : public uvm::uvm_test {
 public:
  explicit cu_base_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {
    cov::uvm::install_error_handler();
  }

  cu_env* env = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    m_cfg.num_in = cu_rtl_params<MODEL>::num_in;
    m_cfg.frac_bits = cu_rtl_params<MODEL>::frac_bits;
    m_cfg.latency = cu_rtl_params<MODEL>::latency;
    m_cfg.out_cfg.pattern =
        prob_pattern(uvm::plusargs::get_u64("out_prob_pct", out_prob_default()));
    m_cfg.corrupt_port = static_cast<unsigned>(uvm::plusargs::get_u64("cu_corrupt_port", ~0u));
    configure(m_cfg);
    MODEL& m = m_h.model();
    static_assert(sizeof(m.in_data_i) == 8 * cu_rtl_params<MODEL>::num_in, "in_data_i width");
    uvm::uvm_config_db<vlh::vl_harness_base*>::set(this, "*", "harness", &m_h);
    cu_dut_in_vif din;
    din.read_ready = [&m] { return m.in_ready_o != 0; };
    din.drive_valid = [&m](bool b) { m.in_valid_i = b; };
    din.drive_elem = [&m](const cu_in_elem& e) {
      m.in_op_i = e.op;
      m.in_mask_i = e.mask;
      for (unsigned i = 0; i < cu_rtl_params<MODEL>::num_in; ++i)
        put_word(m.in_data_i, i, e.data[i]);
    };
    uvm::uvm_config_db<cu_dut_in_vif>::set(this, "env.align", "dut_in_vif", din);
    stream::stream_vif<cu_in_elem> in_vif;
    in_vif.read_valid = [&m] { return m.in_valid_i != 0; };
    in_vif.read_ready = [&m] { return m.in_ready_o != 0; };
    in_vif.read_data = [&m] {
      cu_in_elem e;
      e.op = m.in_op_i;
      e.mask = m.in_mask_i;
      for (unsigned i = 0; i < cu_rtl_params<MODEL>::num_in; ++i)
        e.data[i] = get_word(m.in_data_i, i);
      return e;
    };
    uvm::uvm_config_db<stream::stream_vif<cu_in_elem>>::set(this, "env.in_mon*", "vif", in_vif);
    stream::stream_vif<cu_out_word> out_vif;
    out_vif.read_valid = [&m] { return m.out_valid_o != 0; };
    out_vif.read_ready = [&m] { return m.out_ready_i != 0; };
    out_vif.read_data = [&m] {
      return cu_out_word{static_cast<std::uint64_t>(m.out_data_o),
                         static_cast<std::uint8_t>(m.out_flags_o)};
    };
    out_vif.drive_ready = [this, &m](bool b) { m.out_ready_i = env->gated_ready(b); };
    uvm::uvm_config_db<stream::stream_vif<cu_out_word>>::set(this, "env.out_agent*", "vif",
                                                             out_vif);
    uvm::uvm_config_db<cu_env_config>::set(this, "env", "env_cfg", m_cfg);
    env = cu_env::type_id::create("env", this);
  }

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    m_h.wait_reset_done();
    body();
    wait_drained();
    phase.drop_objection(this);
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::report_phase(phase);
    UVM_INFO("CU_TEST", fmt::format("{} cycles, {} SystemC syncs", m_h.cycle(), m_h.sync_count()),
             uvm::UVM_LOW);
  }
  void final_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::final_phase(phase);
    cov::uvm::write_functional_coverage();
  }

 protected:
  virtual void configure(cu_env_config& cfg) { (void)cfg; }
  virtual void body() = 0;
  virtual std::uint64_t out_prob_default() const { return 70; }
  virtual std::uint64_t items_default() const { return 1000; }

  static stream::stream_pattern prob_pattern(std::uint64_t pct) {
    return pct >= 100 ? stream::stream_pattern::always()
                      : stream::stream_pattern::random(static_cast<double>(pct) / 100.0);
  }

  /// Common knobs of an element sequence: sequencers, NumIn, F, items, skew.
  template <typename SEQ>
  void setup(SEQ& s) {
    s.sequencers = env->port_sequencers();
    s.num_in = m_cfg.num_in;
    s.num_elems = uvm::plusargs::get_u64("items", items_default());
    s.skew_pct = static_cast<unsigned>(uvm::plusargs::get_u64("skew_pct", 30));
    s.max_skew = static_cast<unsigned>(uvm::plusargs::get_u64("max_skew", 4));
    s.first_tag = m_next_tag;
    if constexpr (has_frac_bits<SEQ>(0)) s.frac_bits = m_cfg.frac_bits;
  }
  template <typename SEQ>
  static constexpr bool has_frac_bits(decltype(&SEQ::frac_bits)) {
    return true;
  }
  template <typename SEQ>
  static constexpr bool has_frac_bits(...) {
    return false;
  }
  /// Runs a sequence and advances the element tag.
  template <typename SEQ>
  void run(SEQ& s) {
    s.start(nullptr);
    m_next_tag += static_cast<std::uint32_t>(s.replay ? s.replay->size() : s.num_elems);
  }

  /// Waits until every element sent has left the DUT; gives up after +drain_limit cycles
  /// (default 20000) without progress (the scoreboard then reports what is missing).
  void wait_drained() {
    const std::uint64_t limit = uvm::plusargs::get_u64("drain_limit", 20000);
    std::uint64_t last_out = env->scoreboard->outputs();
    std::uint64_t last_progress = m_h.cycle();
    auto busy = [this] {
      for (auto* a : env->port_agents)
        if (a->driver->items_pending() != 0) return true;
      return env->align->words_held() != 0 || env->scoreboard->pending() != 0;
    };
    while (busy()) {
      m_h.wait_cycles(16);
      if (env->scoreboard->outputs() != last_out) {
        last_out = env->scoreboard->outputs();
        last_progress = m_h.cycle();
      } else if (m_h.cycle() - last_progress >= limit) {
        UVM_ERROR("CU_DRAIN", fmt::format("no output for {} cycles; ending the test", limit));
        break;
      }
    }
  }

  cu_env_config m_cfg;
  vlh::vl_harness<MODEL> m_h{"harness"};
  std::uint32_t m_next_tag = 0;
};

/// A test that runs one element sequence SEQ.
template <typename MODEL, typename SEQ, unsigned ITEMS, unsigned OUT_PCT>
class cu_seq_test_t : public cu_base_test<MODEL> {
 public:
  using cu_base_test<MODEL>::cu_base_test;

 protected:
  std::uint64_t items_default() const override { return ITEMS; }
  std::uint64_t out_prob_default() const override { return OUT_PCT; }
  void body() override {
    SEQ s("seq");
    this->setup(s);
    this->run(s);
  }
};

/// Two-input fp_adds (directed corners, then random) that the host addition must reproduce:
/// the host checker (CU_HOST) is required to compare at least one element.
template <typename MODEL>
class cu_host_add_test_t : public cu_seq_test_t<MODEL, cu_two_input_add_vseq, 3000, 70> {
 public:
  using cu_seq_test_t<MODEL, cu_two_input_add_vseq, 3000, 70>::cu_seq_test_t;

 protected:
  void configure(cu_env_config& cfg) override { cfg.host_check_require = true; }
};

template <typename MODEL>
class cu_skew_bp_test_t : public cu_seq_test_t<MODEL, cu_skew_vseq, 1200, 100> {
 public:
  using cu_seq_test_t<MODEL, cu_skew_vseq, 1200, 100>::cu_seq_test_t;

 protected:
  void configure(cu_env_config& cfg) override {
    cfg.out_cfg.pattern = stream::stream_pattern::bursts(1, 12, 1, 20);
    cfg.port_cfg.pattern = stream::stream_pattern::random(0.85);  // per-port source gaps too
  }
};

template <typename MODEL>
class cu_throughput_test_t : public cu_base_test<MODEL>,
                             public uvm::uvm_analysis_if<cu_scoreboard::out_item_t> {
 public:
  using cu_base_test<MODEL>::cu_base_test;

  void connect_phase(uvm::uvm_phase& phase) override {
    cu_base_test<MODEL>::connect_phase(phase);
    this->env->out_agent->monitor->ap.connect(*this);
  }
  void write(const cu_scoreboard::out_item_t& it) override {
    if (m_outs == 0) m_first_out = it.cycle;
    m_last_out = it.cycle;
    ++m_outs;
  }
  void check_phase(uvm::uvm_phase& phase) override {
    cu_base_test<MODEL>::check_phase(phase);
    const std::uint64_t span = m_last_out - m_first_out + 1;
    const double epc = m_outs ? static_cast<double>(m_outs) / static_cast<double>(span) : 0.0;
    const auto lat_min = this->env->scoreboard->latency_min();
    const auto lat_max = this->env->scoreboard->latency_max();
    UVM_INFO("CU_PERF",
             fmt::format("{} elements, outputs on {} consecutive cycles: {:.4f} elements/cycle; "
                         "latency {}..{} cycles (expected {}); run phase {:.3f} s wall = {:.0f} "
                         "simulated elements/s",
                         m_outs, span, epc, lat_min, lat_max, this->m_cfg.latency, m_secs,
                         m_secs > 0 ? static_cast<double>(m_outs) / m_secs : 0.0),
             uvm::UVM_LOW);
    if (m_outs == 0 || span != m_outs)
      UVM_ERROR("CU_PERF", fmt::format("throughput below 1 element/cycle: {} outputs over {} "
                                       "cycles",
                                       m_outs, span));
    if (lat_min != this->m_cfg.latency || lat_max != this->m_cfg.latency)
      UVM_ERROR("CU_PERF", fmt::format("latency {}..{} cycles, README formula gives {}", lat_min,
                                       lat_max, this->m_cfg.latency));
  }

 protected:
  std::uint64_t items_default() const override { return 20000; }
  std::uint64_t out_prob_default() const override { return 100; }
  void configure(cu_env_config& cfg) override { cfg.port_cfg.prefetch = 64; }
  void body() override {
    const auto t0 = std::chrono::steady_clock::now();
    if (uvm::plusargs::has("fp_full")) {
      cu_fp_full_vseq s("seq");
      this->setup(s);
      s.skew = skew_mode::none;
      this->run(s);
    } else {
      cu_mix_vseq s("seq");
      this->setup(s);
      s.skew = skew_mode::none;
      this->run(s);
    }
    this->wait_drained();
    m_secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

 private:
  std::uint64_t m_outs = 0, m_first_out = 0, m_last_out = 0;
  double m_secs = 0;
};

template <typename MODEL>
class cu_repro_test_t : public cu_base_test<MODEL> {
 public:
  using cu_base_test<MODEL>::cu_base_test;

 protected:
  std::uint64_t items_default() const override { return 500; }
  std::uint64_t out_prob_default() const override { return 100; }
  void configure(cu_env_config& cfg) override { cfg.repro_enable = true; }
  void body() override {
    std::vector<cu_elem> a, b, c;
    // Pass A: natural port order, random skew, no output stall.
    cu_mix_vseq sa("pass_a");
    this->setup(sa);
    sa.skew = skew_mode::random;
    sa.record = &a;
    this->run(sa);
    this->wait_drained();
    const std::size_t a0 = 0;
    // Pass B: the same elements, ports permuted, staggered skew, output stalls 50 %.
    const std::size_t b0 = this->env->scoreboard->outputs();
    this->env->set_stall_gate(stream::stream_pattern::random(0.5), uvm::seed_for("repro.gate_b"));
    cu_mix_vseq sb("pass_b");
    this->setup(sb);
    sb.replay = &a;
    sb.permute = true;
    sb.skew = skew_mode::staggered;
    sb.record = &b;
    this->run(sb);
    this->wait_drained();
    // Pass C: permuted again, one slow port, output ready in bursts.
    const std::size_t c0 = this->env->scoreboard->outputs();
    this->env->set_stall_gate(stream::stream_pattern::bursts(1, 6, 1, 6),
                              uvm::seed_for("repro.gate_c"));
    cu_mix_vseq sc("pass_c");
    this->setup(sc);
    sc.replay = &a;
    sc.permute = true;
    sc.skew = skew_mode::slow_port;
    sc.record = &c;
    this->run(sc);
    this->wait_drained();
    this->env->clear_stall_gate();
    const auto& res = this->env->scoreboard->results();
    this->env->repro->compare(res, a0, b0, a, b, this->m_cfg.num_in);
    this->env->repro->compare(res, a0, c0, a, c, this->m_cfg.num_in);
  }
};

}  // namespace collnet::collective

#define COLLNET_CU_TEST(NAME, MODEL, ...)                              \
  class NAME : public __VA_ARGS__ {                                    \
   public:                                                             \
    UVM_COMPONENT_UTILS(NAME);                                         \
    explicit NAME(uvm::uvm_component_name name) : __VA_ARGS__(name) {} \
  }
#define COLLNET_CU_SEQ_TEST(NAME, MODEL, SEQ, ITEMS, PCT) \
  COLLNET_CU_TEST(NAME, MODEL,                            \
                  collnet::collective::cu_seq_test_t<MODEL, collnet::collective::SEQ, ITEMS, PCT>)
#define COLLNET_CU_TESTS(MODEL)                                                                 \
  COLLNET_CU_SEQ_TEST(cu_smoke_test, MODEL, cu_mix_vseq, 300, 80);                              \
  COLLNET_CU_SEQ_TEST(cu_random_test, MODEL, cu_random_bits_vseq, 2000, 70);                    \
  COLLNET_CU_SEQ_TEST(cu_specials_test, MODEL, cu_specials_vseq, 1000, 70);                     \
  COLLNET_CU_SEQ_TEST(cu_cancel_test, MODEL, cu_cancel_vseq, 1000, 70);                         \
  COLLNET_CU_SEQ_TEST(cu_straddle_test, MODEL, cu_straddle_vseq, 1000, 70);                     \
  COLLNET_CU_SEQ_TEST(cu_near_overflow_test, MODEL, cu_near_overflow_vseq, 1000, 70);           \
  COLLNET_CU_SEQ_TEST(cu_all_equal_test, MODEL, cu_all_equal_vseq, 1000, 70);                   \
  COLLNET_CU_SEQ_TEST(cu_int_corners_test, MODEL, cu_int_corners_vseq, 1000, 70);               \
  COLLNET_CU_SEQ_TEST(cu_mask_test, MODEL, cu_mask_vseq, 1000, 70);                             \
  COLLNET_CU_TEST(cu_host_add_test, MODEL, collnet::collective::cu_host_add_test_t<MODEL>);     \
  COLLNET_CU_TEST(cu_skew_bp_test, MODEL, collnet::collective::cu_skew_bp_test_t<MODEL>);       \
  COLLNET_CU_TEST(cu_throughput_test, MODEL, collnet::collective::cu_throughput_test_t<MODEL>); \
  COLLNET_CU_TEST(cu_repro_test, MODEL, collnet::collective::cu_repro_test_t<MODEL>)
