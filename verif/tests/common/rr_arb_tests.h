// Tests of cc_rr_arb (any model with its port list). Templates on the Verilated model; a sim
// main file instantiates them with COLLNET_RR_ARB_TESTS(MODEL) after specialising
// rr_arb_rtl_params<MODEL>.
//
// | test                   | stimulus                                                           |
// |------------------------|--------------------------------------------------------------------|
// | rr_arb_random_test     | every requester: +reqs (300) requests with random idle times;      |
// |                        | downstream ready random(+ready_pct, 60): random request patterns   |
// | rr_arb_contention_test | every requester always requesting again at once, ready in bursts:  |
// |                        | full contention, fairness and the lock while not ready             |
// The cycle scoreboard compares every cycle's grant with rr_arb_model.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>

#include <fmt/format.h>

#include "cov_uvm.h"
#include "rr_arb_env.h"
#include "rr_arb_random_vseq.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::common {

/// Parameters of the RTL configuration behind MODEL (specialised in the sim main file).
template <typename MODEL>
struct rr_arb_rtl_params;

template <typename MODEL>
class rr_arb_base_test : public uvm::uvm_test {
 public:
  explicit rr_arb_base_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {
    cov::uvm::install_error_handler();
  }

  rr_arb_env* env = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    m_cfg.num_in = rr_arb_rtl_params<MODEL>::num_in;
    m_cfg.lock_in = rr_arb_rtl_params<MODEL>::lock_in;
    configure(m_cfg);
    MODEL& m = m_h.model();
    using vif_t = stream::stream_vif<rr_arb_env::data_t>;
    uvm::uvm_config_db<vlh::vl_harness_base*>::set(this, "*", "harness", &m_h);
    for (unsigned k = 0; k < m_cfg.num_in; ++k) {
      // Requester k: valid = req_i[k], ready = gnt_o[k] && ready_i, data = k (constant).
      vif_t v;
      using req_t = std::remove_reference_t<decltype(m.req_i)>;
      const auto bit = static_cast<req_t>(1u << k);
      v.read_valid = [&m, bit] { return (m.req_i & bit) != 0; };
      v.read_ready = [&m, bit] { return (m.gnt_o & bit) != 0 && m.ready_i; };
      v.read_data = [k] { return static_cast<rr_arb_env::data_t>(k); };
      v.drive_valid = [&m, bit](bool b) {
        m.req_i = static_cast<req_t>(b ? (m.req_i | bit) : (m.req_i & ~bit));
      };
      v.drive_data = [](const rr_arb_env::data_t&) {};
      uvm::uvm_config_db<vif_t>::set(this, "env." + rr_arb_env::req_agent_name(k) + "*", "vif", v);
    }
    // Downstream: valid_o / ready_i, data = the winner's index.
    uvm::uvm_config_db<vif_t>::set(this, "env.out_agent*", "vif",
                                   vif_t::from_ports(&m.valid_o, &m.ready_i, &m.idx_o));
    arb_status_vif st;
    st.req = [&m] { return static_cast<std::uint64_t>(m.req_i); };
    st.gnt = [&m] { return static_cast<std::uint64_t>(m.gnt_o); };
    st.ready = [&m] { return m.ready_i != 0; };
    uvm::uvm_config_db<arb_status_vif>::set(this, "env.probe", "status_vif", st);
    uvm::uvm_config_db<rr_arb_env_config>::set(this, "env", "env_cfg", m_cfg);
    env = rr_arb_env::type_id::create("env", this);
  }

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    m_h.wait_reset_done();
    rr_arb_random_vseq vseq("vseq");
    for (auto* a : env->req_agents) vseq.sequencers.push_back(a->sequencer);
    set_stimulus(vseq);
    vseq.start(nullptr);
    // Every request must be served.
    const std::uint64_t limit = uvm::plusargs::get_u64("drain_limit", 10000);
    const std::uint64_t start = m_h.cycle();
    for (;;) {
      std::uint64_t pending = 0;
      for (auto* a : env->req_agents) pending += a->driver->items_pending();
      if (pending == 0) break;
      if (m_h.cycle() - start > limit) {
        UVM_ERROR("ARB_STARVED",
                  fmt::format("{} request(s) never served within {} cycles", pending, limit));
        break;
      }
      m_h.wait_cycles(16);
    }
    m_h.wait_cycles(2);
    phase.drop_objection(this);
  }

  void final_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::final_phase(phase);
    cov::uvm::write_functional_coverage();
  }

 protected:
  virtual void configure(rr_arb_env_config& cfg) = 0;
  virtual void set_stimulus(rr_arb_random_vseq& vseq) = 0;

  rr_arb_env_config m_cfg;                ///< environment configuration
  vlh::vl_harness<MODEL> m_h{"harness"};  ///< the one clock loop and the model
};

template <typename MODEL>
class rr_arb_random_test_t : public rr_arb_base_test<MODEL> {
 public:
  using rr_arb_base_test<MODEL>::rr_arb_base_test;

 protected:
  void configure(rr_arb_env_config& cfg) override {
    cfg.ready_cfg.pattern =
        stream::stream_pattern::random(uvm::plusargs::get_u64("ready_pct", 60) / 100.0);
  }
  void set_stimulus(rr_arb_random_vseq& vseq) override {
    vseq.num_reqs = uvm::plusargs::get_u64("reqs", 300);
    vseq.idle_num = 1;
    vseq.idle_den = 2;
    vseq.max_idle = 2 * rr_arb_rtl_params<MODEL>::num_in;
  }
};

template <typename MODEL>
class rr_arb_contention_test_t : public rr_arb_base_test<MODEL> {
 public:
  using rr_arb_base_test<MODEL>::rr_arb_base_test;

 protected:
  void configure(rr_arb_env_config& cfg) override {
    cfg.ready_cfg.pattern = stream::stream_pattern::bursts(1, 6, 1, 4);
  }
  void set_stimulus(rr_arb_random_vseq& vseq) override {
    vseq.num_reqs = uvm::plusargs::get_u64("reqs", 300);
    vseq.idle_num = 0;  // back to back: every requester always requests
    vseq.idle_den = 1;
  }
};

}  // namespace collnet::common

/// Declares the arbiter tests for MODEL under their factory names (once, in a sim main file).
#define COLLNET_RR_ARB_TEST(NAME, MODEL)                                                    \
  class NAME : public collnet::common::NAME##_t<MODEL> {                                    \
   public:                                                                                  \
    UVM_COMPONENT_UTILS(NAME);                                                              \
    explicit NAME(uvm::uvm_component_name name) : collnet::common::NAME##_t<MODEL>(name) {} \
  }
#define COLLNET_RR_ARB_TESTS(MODEL)               \
  COLLNET_RR_ARB_TEST(rr_arb_random_test, MODEL); \
  COLLNET_RR_ARB_TEST(rr_arb_contention_test, MODEL)
