// cu_base_test: the members shared by every datapath test, compiled once (library cu_tests).
#include "cu_base_test.h"

#include <cstdint>

#include <fmt/format.h>

#include "cu_dut.h"
#include "cu_in_lane_fault_driver.h"
#include "cu_scoreboard.h"
#include "dv_knobs.h"
#include "stream_agent.h"
#include "uvm.h"

template class collnet::dv::dv_dut_test<collnet::collective::cu_dut_if, collnet::collective::cu_env,
                                        collnet::collective::cu_env_config>;

namespace collnet::collective {

collnet::dv::vl_harness_base& cu_base_test::harness() {
  return dv_dut_test::harness();
}

void cu_base_test::setup_env(cu_env_config& cfg) {
  const cu_rtl_params p = m_dut->params();
  cfg.num_in = p.num_in;
  cfg.frac_bits = p.frac_bits;
  cfg.latency = p.latency;
  cfg.out_cfg.pattern = prob_pattern(uvm::plusargs::get_u64("out_prob_pct", out_prob_default()));
  configure(cfg);
  if (uvm::plusargs::has("cu_corrupt_port")) {
    // Fault injection (cu_repro_bad): the input agent's driver breaks one input lane.
    const auto lane = static_cast<unsigned>(uvm::plusargs::get_u64("cu_corrupt_port", 0));
    if (lane >= cfg.num_in)
      UVM_FATAL("CFG",
                fmt::format("+cu_corrupt_port={}: the DUT has {} input lanes", lane, cfg.num_in));
    common::stream_driver<cu_in_elem>::type_id::set_inst_override(
        cu_in_lane_fault_driver::get_type(), "env.in_agent.driver", this);
    uvm::uvm_config_db<unsigned>::set(this, "env.in_agent.driver", "fault_lane", lane);
  }
}

void cu_base_test::bind_dut() {
  m_dut->bind(this, [this](bool ready) { return env->gated_ready(ready); });
}

common::stream_pattern cu_base_test::prob_pattern(std::uint64_t pct) {
  return pct >= 100 ? common::stream_pattern::always()
                    : common::stream_pattern::random(static_cast<double>(pct) / 100.0);
}

void cu_base_test::wait_drained() {
  collnet::dv::vl_harness_base& h = harness();
  const std::uint64_t limit = dv::drain_limit();
  std::uint64_t last_out = env->scoreboard->outputs();
  std::uint64_t last_progress = h.cycle();
  auto busy = [this] {
    return env->in_agent->driver->items_pending() != 0 || env->scoreboard->pending() != 0;
  };
  while (busy()) {
    h.wait_cycles(16);
    if (env->scoreboard->outputs() != last_out) {
      last_out = env->scoreboard->outputs();
      last_progress = h.cycle();
    } else if (h.cycle() - last_progress >= limit) {
      UVM_ERROR("CU_DRAIN", fmt::format("no output for {} cycles; ending the test", limit));
      break;
    }
  }
}

}  // namespace collnet::collective
