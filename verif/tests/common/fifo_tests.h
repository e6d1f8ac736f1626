// Tests of cc_fifo (any model with cc_fifo's port list). Templates on the Verilated model; a
// sim_<config> main file instantiates them under their factory names with
// COLLNET_FIFO_TESTS(MODEL) after specialising fifo_rtl_params<MODEL>.
//
// | test                 | stimulus                                                         |
// |----------------------|------------------------------------------------------------------|
// | fifo_smoke_test      | 200 items, source and sink always active                        |
// | fifo_random_test     | +items (2000) random items and delays, source random(+in_prob,  |
// |                      | 0.7), sink random(+out_prob, 0.6): random push/pop pressure     |
// | fifo_full_empty_test | fill/drain rounds, sink in bursts: full and empty many times,    |
// |                      | push+pop at full                                                 |
// | fifo_exact_test      | fifo_random_test with prefetch 0 (item_done at acceptance)       |
// | fifo_bench_test      | bench_env_overhead's stimulus (+items, +in_prob, +out_prob)       |
// | fifo_proto_bad_test  | _bad: fifo_full_empty_test with valid_i dropped (+fault=data:      |
// |                      | data_i changed) once while an item waits; the input monitor must  |
// |                      | report STREAM_PROTO                                               |
// Every test ends when every item has left the FIFO (or +drain_limit cycles without progress).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "cov_uvm.h"
#include "fifo_bench_seq.h"
#include "fifo_env.h"
#include "fifo_fill_drain_seq.h"
#include "fifo_random_seq.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::common {

/// Parameters of the RTL configuration behind MODEL (specialised in the sim main file).
template <typename MODEL>
struct fifo_rtl_params;

template <typename MODEL>
class fifo_base_test : public uvm::uvm_test {
 public:
  explicit fifo_base_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {
    cov::uvm::install_error_handler();
  }

  fifo_env* env = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    m_cfg.depth = fifo_rtl_params<MODEL>::depth;
    m_cfg.fall_through = fifo_rtl_params<MODEL>::fall_through;
    m_cfg.almost_full_thresh = fifo_rtl_params<MODEL>::almost_full_thresh;
    configure(m_cfg);
    MODEL& m = m_h.model();
    using vif_t = stream::stream_vif<fifo_env::data_t>;
    uvm::uvm_config_db<vlh::vl_harness_base*>::set(this, "*", "harness", &m_h);
    uvm::uvm_config_db<vif_t>::set(this, "env.in_agent*", "vif",
                                   vif_t::from_ports(&m.valid_i, &m.ready_o, &m.data_i));
    uvm::uvm_config_db<vif_t>::set(this, "env.out_agent*", "vif",
                                   vif_t::from_ports(&m.valid_o, &m.ready_i, &m.data_o));
    fifo_status_vif st;
    st.level = [&m] { return static_cast<unsigned>(m.level_o); };
    st.almost_full = [&m] { return m.almost_full_o != 0; };
    st.transfers = [&m] {
      return static_cast<unsigned>((m.valid_i && m.ready_o) | ((m.valid_o && m.ready_i) << 1));
    };
    st.handshake = [&m] {
      return static_cast<unsigned>((m.valid_i != 0) | ((m.ready_o != 0) << 1) |
                                   ((m.valid_o != 0) << 2) | ((m.ready_i != 0) << 3));
    };
    uvm::uvm_config_db<fifo_status_vif>::set(this, "env", "status_vif", st);
    uvm::uvm_config_db<fifo_status_vif>::set(this, "env.cov", "status_vif", st);
    uvm::uvm_config_db<fifo_env_config>::set(this, "env", "env_cfg", m_cfg);
    env = fifo_env::type_id::create("env", this);
  }

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    if (start_before_reset()) {
      body();
    } else {
      m_h.wait_reset_done();
      body();
    }
    wait_drained();
    phase.drop_objection(this);
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::report_phase(phase);
    UVM_INFO("FIFO_TEST", fmt::format("{} cycles, {} SystemC syncs", m_h.cycle(), m_h.sync_count()),
             uvm::UVM_LOW);
  }
  void final_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::final_phase(phase);
    cov::uvm::write_functional_coverage();
  }

  vlh::vl_harness<MODEL>& harness() { return m_h; }

 protected:
  /// Set patterns and knobs of the environment (called in build_phase).
  virtual void configure(fifo_env_config& cfg) { (void)cfg; }
  /// The stimulus (runs in the test's run_phase thread).
  virtual void body() = 0;
  /// Start the stimulus at time 0 (items are prefetched during reset).
  virtual bool start_before_reset() const { return false; }

  /// Waits until every item sent has left the FIFO; gives up after +drain_limit cycles
  /// (default 10000) without progress (the scoreboard then reports the missing items).
  void wait_drained() {
    const std::uint64_t limit = uvm::plusargs::get_u64("drain_limit", 10000);
    std::uint64_t last_out = env->scoreboard->outputs();
    std::uint64_t last_progress = m_h.cycle();
    while (env->in_agent->driver->items_pending() != 0 || env->scoreboard->pending() != 0) {
      if (env->scoreboard->pending() != 0) {
        sc_core::wait(m_h.period() * static_cast<double>(limit), env->scoreboard->drained_event());
      } else {
        m_h.wait_cycles(8);
      }
      if (env->scoreboard->outputs() != last_out) {
        last_out = env->scoreboard->outputs();
        last_progress = m_h.cycle();
      } else if (m_h.cycle() - last_progress >= limit) {
        UVM_WARNING("DRAIN", fmt::format("no output for {} cycles; ending the test", limit));
        break;
      }
    }
  }

  fifo_env_config m_cfg;                  ///< environment configuration
  vlh::vl_harness<MODEL> m_h{"harness"};  ///< the one clock loop and the model
};

template <typename MODEL>
class fifo_smoke_test_t : public fifo_base_test<MODEL> {
 public:
  using fifo_base_test<MODEL>::fifo_base_test;

 protected:
  void body() override {
    fifo_random_seq seq("seq");
    seq.num_items = 200;
    seq.delay_num = 0;
    seq.start(this->env->in_agent->sequencer);
  }
};

template <typename MODEL>
class fifo_random_test_t : public fifo_base_test<MODEL> {
 public:
  using fifo_base_test<MODEL>::fifo_base_test;

 protected:
  void configure(fifo_env_config& cfg) override {
    cfg.in_cfg.pattern =
        stream::stream_pattern::random(uvm::plusargs::get_u64("in_prob_pct", 70) / 100.0);
    cfg.out_cfg.pattern =
        stream::stream_pattern::random(uvm::plusargs::get_u64("out_prob_pct", 60) / 100.0);
  }
  void body() override {
    fifo_random_seq seq("seq");
    seq.num_items = uvm::plusargs::get_u64("items", 2000);
    seq.start(this->env->in_agent->sequencer);
  }
};

template <typename MODEL>
class fifo_exact_test_t : public fifo_random_test_t<MODEL> {
 public:
  using fifo_random_test_t<MODEL>::fifo_random_test_t;

 protected:
  void configure(fifo_env_config& cfg) override {
    fifo_random_test_t<MODEL>::configure(cfg);
    cfg.in_cfg.prefetch = 0;
  }
};

template <typename MODEL>
class fifo_full_empty_test_t : public fifo_base_test<MODEL> {
 public:
  using fifo_base_test<MODEL>::fifo_base_test;

 protected:
  void configure(fifo_env_config& cfg) override {
    // Source: always; sink: short bursts of ready with long pauses, so a burst of items fills
    // the FIFO and pops happen while it is full; the sequence's gaps drain it to empty.
    cfg.out_cfg.pattern = stream::stream_pattern::bursts(1, 4, 2, 10);
  }
  void body() override {
    fifo_fill_drain_seq seq("seq");
    seq.rounds = static_cast<unsigned>(uvm::plusargs::get_u64("rounds", 40));
    seq.burst = 2 * this->m_cfg.depth + 4;
    seq.gap = static_cast<std::uint32_t>(12 * (this->m_cfg.depth + 1));
    seq.start(this->env->in_agent->sequencer);
  }
};

/// _bad test of the stream monitor's protocol check (STREAM_PROTO): fifo_full_empty_test, plus
/// a fault injected once on the input pins while an offered item waits for ready_o (FIFO full):
/// +fault=valid (default) pulls valid_i low for one cycle, then restores it with the same data;
/// +fault=data flips bit 0 of data_i (the changed item is the one transferred). Only the stream
/// rule is broken (the scoreboard, fed by the monitors, stays quiet); the input monitor must
/// report it. Needs a registered ready_o (Depth >= 1): the fault reads it in the drive callback.
template <typename MODEL>
class fifo_proto_bad_test_t : public fifo_full_empty_test_t<MODEL> {
 public:
  using fifo_full_empty_test_t<MODEL>::fifo_full_empty_test_t;

  void connect_phase(uvm::uvm_phase& phase) override {
    fifo_full_empty_test_t<MODEL>::connect_phase(phase);
    // Registered after the drivers' callbacks: runs after the source driver drove this cycle.
    this->m_h.on_drive([this] { inject(); });
  }

 private:
  void inject() {
    MODEL& m = this->m_h.model();
    if (this->m_h.in_reset() || m_state == state::done) return;
    const bool waiting = m.valid_i && !m.ready_o;  // offered, and not taken at the next edge
    switch (m_state) {
      case state::idle:  // the item waits at the next edge: the monitor marks it pending
        if (waiting) m_state = state::armed;
        break;
      case state::armed:  // still waiting: break the rule at the next edge
        if (waiting && m_data_fault) {
          m.data_i ^= 1u;
          m_state = state::done;
          UVM_INFO("FAULT", fmt::format("data_i changed for edge {}", this->m_h.cycle() + 1),
                   uvm::UVM_LOW);
        } else if (waiting) {
          m.valid_i = 0;
          m_state = state::dropped;
          UVM_INFO("FAULT", fmt::format("valid_i pulled low for edge {}", this->m_h.cycle() + 1),
                   uvm::UVM_LOW);
        } else {
          m_state = state::idle;
        }
        break;
      case state::dropped:  // the driver still offers the same item: valid back up
        m.valid_i = 1;
        m_state = state::done;
        break;
      case state::done:
        break;
    }
  }
  enum class state : std::uint8_t { idle, armed, dropped, done };
  state m_state = state::idle;
  const bool m_data_fault = uvm::plusargs::get_string("fault", "valid") == "data";
};

/// Folds one output transfer into the bench checksum (order sensitive; same as the bare loop).
inline std::uint64_t bench_fold(std::uint64_t sum, std::uint64_t cycle, std::uint32_t data) {
  return uvm::splitmix64(sum ^ (cycle << 32) ^ data);
}

template <typename MODEL>
class fifo_bench_test_t : public fifo_base_test<MODEL>,
                          public uvm::uvm_analysis_if<fifo_env::item_t> {
 public:
  using fifo_base_test<MODEL>::fifo_base_test;

  // Results read by bench_env_overhead after run_test().
  double run_seconds = 0;      ///< wall clock of the run phase (first to last cycle)
  std::uint64_t checksum = 0;  ///< bench_fold over every output transfer
  std::uint64_t outputs = 0;   ///< output transfers

  void connect_phase(uvm::uvm_phase& phase) override {
    fifo_base_test<MODEL>::connect_phase(phase);
    this->env->out_agent->monitor->ap.connect(*this);
  }
  void write(const fifo_env::item_t& it) override {
    checksum = bench_fold(checksum, it.cycle, it.data);
    ++outputs;
  }
  void run_phase(uvm::uvm_phase& phase) override {
    const auto t0 = std::chrono::steady_clock::now();
    fifo_base_test<MODEL>::run_phase(phase);
    run_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

 protected:
  void configure(fifo_env_config& cfg) override {
    const std::uint64_t in_pct = uvm::plusargs::get_u64("in_prob_pct", 90);
    const std::uint64_t out_pct = uvm::plusargs::get_u64("out_prob_pct", 80);
    cfg.in_cfg.pattern = in_pct >= 100 ? stream::stream_pattern::always()
                                       : stream::stream_pattern::random(in_pct / 100.0);
    cfg.out_cfg.pattern = out_pct >= 100 ? stream::stream_pattern::always()
                                         : stream::stream_pattern::random(out_pct / 100.0);
    cfg.in_cfg.prefetch = static_cast<unsigned>(uvm::plusargs::get_u64("prefetch", 64));
    // The benchmark runs a FIFO chain too, which shares cc_fifo's ports but not its status
    // table; and its figures measure the data path environment.
    cfg.status_check_enable = false;
  }
  bool start_before_reset() const override { return true; }
  void body() override {
    fifo_bench_seq seq("seq");
    seq.num_items = uvm::plusargs::get_u64("items", 100000);
    seq.start(this->env->in_agent->sequencer);
  }
};

}  // namespace collnet::common

/// Declares the FIFO tests for MODEL under their factory names (use once, in a sim main file).
#define COLLNET_FIFO_TEST(NAME, MODEL)                                                      \
  class NAME : public collnet::common::NAME##_t<MODEL> {                                    \
   public:                                                                                  \
    UVM_COMPONENT_UTILS(NAME);                                                              \
    explicit NAME(uvm::uvm_component_name name) : collnet::common::NAME##_t<MODEL>(name) {} \
  }
#define COLLNET_FIFO_TESTS(MODEL)                 \
  COLLNET_FIFO_TEST(fifo_smoke_test, MODEL);      \
  COLLNET_FIFO_TEST(fifo_random_test, MODEL);     \
  COLLNET_FIFO_TEST(fifo_exact_test, MODEL);      \
  COLLNET_FIFO_TEST(fifo_full_empty_test, MODEL); \
  COLLNET_FIFO_TEST(fifo_proto_bad_test, MODEL);  \
  COLLNET_FIFO_TEST(fifo_bench_test, MODEL)
