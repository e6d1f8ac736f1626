// fifo_base_test.cpp: fifo_base_test's functions and the one instantiation of its base
// dv_dut_test<fifo_dut_if, fifo_env, fifo_env_config> (which builds fifo_env).
#include "fifo_base_test.h"

#include <cstdint>

#include <fmt/format.h>

#include "dv_knobs.h"
#include "fifo_dut.h"
#include "uvm.h"

namespace collnet::dv {
template class dv_dut_test<common::fifo_dut_if, common::fifo_env, common::fifo_env_config>;
}  // namespace collnet::dv

namespace collnet::common {

collnet::dv::vl_harness_base& fifo_base_test::harness() {
  return dv_dut_test::harness();
}

const char* fifo_base_test::test_id() const {
  return "FIFO_TEST";
}

void fifo_base_test::configure(fifo_env_config& cfg) {
  if (uvm::plusargs::has("in_prob_pct"))
    cfg.in_cfg.pattern =
        common::stream_pattern::random(uvm::plusargs::get_u64("in_prob_pct", 100) / 100.0);
  if (uvm::plusargs::has("out_prob_pct"))
    cfg.out_cfg.pattern =
        common::stream_pattern::random(uvm::plusargs::get_u64("out_prob_pct", 100) / 100.0);
  // Short bursts of ready with long pauses: a burst of items fills the FIFO and pops happen
  // while it is full; the sequence's gaps drain it to empty.
  if (uvm::plusargs::has("out_bursts"))
    cfg.out_cfg.pattern = common::stream_pattern::bursts(1, 4, 2, 10);
  cfg.in_cfg.prefetch =
      static_cast<unsigned>(uvm::plusargs::get_u64("in_prefetch", cfg.in_cfg.prefetch));
}

void fifo_base_test::bind_dut() {
  m_dut->bind(this);
}

void fifo_base_test::setup_env(fifo_env_config& cfg) {
  const fifo_rtl_params p = m_dut->params();
  cfg.depth = p.depth;
  cfg.fall_through = p.fall_through;
  cfg.almost_full_thresh = p.almost_full_thresh;
  configure(cfg);
}

void fifo_base_test::wait_drained() {
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

/// The test of every FIFO virtual sequence: the base as it is (+UVM_TEST_SEQ, the knobs above).
class fifo_vseq_test : public fifo_base_test {
 public:
  UVM_COMPONENT_UTILS(fifo_vseq_test);
  using fifo_base_test::fifo_base_test;
};

}  // namespace collnet::common
