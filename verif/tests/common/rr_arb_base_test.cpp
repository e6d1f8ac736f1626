// rr_arb_base_test.cpp: rr_arb_base_test's functions and the one instantiation of its base
// dv_dut_test<rr_arb_dut_if, rr_arb_env, rr_arb_env_config> (which builds rr_arb_env).
#include "rr_arb_base_test.h"  // first: Verilator's headers precede SystemC's

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
  configure(cfg);
}

void rr_arb_base_test::body() {
  rr_arb_random_vseq vseq("vseq");
  for (auto* a : env->req_agents) vseq.sequencers.push_back(a->sequencer);
  set_stimulus(vseq);
  vseq.start(nullptr);
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

}  // namespace collnet::common
