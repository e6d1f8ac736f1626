// rr_arb_base_test: base of the tests of cc_rr_arb (rr_arb_*_test.cpp), compiled once for every
// configuration: the DUT comes from the sim ("rr_arb_dut", rr_arb_dut.h). Builds rr_arb_env;
// body() runs rr_arb_random_vseq on every requester (knobs from set_stimulus()); then every
// request must be served within +drain_limit cycles (ARB_STARVED otherwise). The cycle
// scoreboard compares every cycle's grant with rr_arb_model.
#pragma once

#include "dv_base_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>

#include <fmt/format.h>

#include "dv_knobs.h"
#include "rr_arb_dut.h"
#include "rr_arb_env.h"
#include "rr_arb_fault_probe.h"
#include "rr_arb_random_vseq.h"
#include "uvm.h"

namespace collnet::common {

class rr_arb_base_test : public dv::dv_dut_test<rr_arb_dut_if, rr_arb_env, rr_arb_env_config> {
 public:
  explicit rr_arb_base_test(uvm::uvm_component_name name) : dv_dut_test(name) {}

 protected:
  virtual void configure(rr_arb_env_config& cfg) = 0;
  void bind_dut() override {
    m_dut->bind(this);
    rr_arb_fault_probe::install(this);  // scoreboard self-test (_bad tests, +arb_fault)
  }
  void setup_env(rr_arb_env_config& cfg) override {
    m_params = m_dut->params();
    cfg.num_in = m_params.num_in;
    cfg.lock_in = m_params.lock_in;
    configure(cfg);
  }
  virtual void set_stimulus(rr_arb_random_vseq& vseq) = 0;

  void body() override {
    rr_arb_random_vseq vseq("vseq");
    for (auto* a : env->req_agents) vseq.sequencers.push_back(a->sequencer);
    set_stimulus(vseq);
    vseq.start(nullptr);
  }

  /// Every request must be served.
  void wait_drained() override {
    collnet::dv::vl_harness_base& h = harness();
    const std::uint64_t limit = dv::drain_limit();
    const std::uint64_t start = h.cycle();
    for (;;) {
      std::uint64_t pending = 0;
      for (auto* a : env->req_agents) pending += a->driver->items_pending();
      if (pending == 0) break;
      if (h.cycle() - start > limit) {
        UVM_ERROR("ARB_STARVED",
                  fmt::format("{} request(s) never served within {} cycles", pending, limit));
        break;
      }
      h.wait_cycles(16);
    }
    h.wait_cycles(2);
  }

  rr_arb_rtl_params m_params;  ///< of the DUT
};

}  // namespace collnet::common
