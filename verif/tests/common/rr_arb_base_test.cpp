// rr_arb_base_test.cpp: rr_arb_base_test's functions and the one instantiation of its base
// dv_dut_test<rr_arb_dut_if, rr_arb_env, rr_arb_env_config> (which builds rr_arb_env).
#include "rr_arb_base_test.h"

#include <cstdint>

#include <fmt/format.h>

#include "dv_knobs.h"
#include "rr_arb_fault_probe.h"
#include "uvm.h"

namespace collnet::dv {
template class dv_dut_test<common::rr_arb_dut_if, common::rr_arb_env, common::rr_arb_env_config>;
}  // namespace collnet::dv

namespace collnet::common {

void rr_arb_base_test::bind_dut() {
  m_dut->bind(this);
  rr_arb_fault_probe::install(this);  // scoreboard self-test (_bad tests, +arb_fault)
}

void rr_arb_base_test::setup_env(rr_arb_env_config& cfg) {
  m_params = m_dut->params();
  cfg.num_in = m_params.num_in;
  cfg.lock_in = m_params.lock_in;
  if (uvm::plusargs::has("ready_pct"))
    cfg.ready_cfg.pattern =
        common::stream_pattern::random(uvm::plusargs::get_u64("ready_pct", 100) / 100.0);
  if (uvm::plusargs::has("ready_bursts"))
    cfg.ready_cfg.pattern = common::stream_pattern::bursts(1, 6, 1, 4);
}

void rr_arb_base_test::wait_drained() {
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

/// The test of every arbiter virtual sequence: the base as it is.
class rr_arb_vseq_test : public rr_arb_base_test {
 public:
  UVM_COMPONENT_UTILS(rr_arb_vseq_test);
  using rr_arb_base_test::rr_arb_base_test;
};

}  // namespace collnet::common
