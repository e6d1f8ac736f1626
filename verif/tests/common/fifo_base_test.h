// fifo_base_test: base of the tests of cc_fifo (tests/common/fifo_*_test.cpp), compiled once for
// every configuration: the DUT comes from the sim ("fifo_dut", fifo_dut.h). Builds fifo_env
// from the RTL parameters and configure(); body() runs the stimulus; every test ends when every
// item has left the FIFO (or after +drain_limit cycles without progress: the scoreboard then
// reports the missing items).
#pragma once

#include "dv_base_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>

#include <fmt/format.h>

#include "dv_knobs.h"
#include "fifo_dut.h"
#include "fifo_env.h"
#include "uvm.h"

namespace collnet::common {

class fifo_base_test : public dv::dv_dut_test<fifo_dut_if, fifo_env, fifo_env_config> {
 public:
  explicit fifo_base_test(uvm::uvm_component_name name) : dv_dut_test(name) {}

 protected:
  const char* test_id() const override { return "FIFO_TEST"; }
  /// Set patterns and knobs of the environment (called in build_phase).
  virtual void configure(fifo_env_config& cfg) { (void)cfg; }
  void bind_dut() override { m_dut->bind(this); }
  void setup_env(fifo_env_config& cfg) override {
    const fifo_rtl_params p = m_dut->params();
    cfg.depth = p.depth;
    cfg.fall_through = p.fall_through;
    cfg.almost_full_thresh = p.almost_full_thresh;
    configure(cfg);
  }

  /// Waits until every item sent has left the FIFO; gives up after +drain_limit cycles without
  /// progress (the scoreboard then reports the missing items).
  void wait_drained() override {
    collnet::dv::vl_harness_base& h = harness();
    const std::uint64_t limit = dv::drain_limit();
    std::uint64_t last_out = env->scoreboard->outputs();
    std::uint64_t last_progress = h.cycle();
    while (env->in_agent->driver->items_pending() != 0 || env->scoreboard->pending() != 0) {
      if (env->scoreboard->pending() != 0) {
        sc_core::wait(h.period() * static_cast<double>(limit), env->scoreboard->drained_event());
      } else {
        h.wait_cycles(8);
      }
      if (env->scoreboard->outputs() != last_out) {
        last_out = env->scoreboard->outputs();
        last_progress = h.cycle();
      } else if (h.cycle() - last_progress >= limit) {
        UVM_WARNING("DRAIN", fmt::format("no output for {} cycles; ending the test", limit));
        break;
      }
    }
  }
};

}  // namespace collnet::common
