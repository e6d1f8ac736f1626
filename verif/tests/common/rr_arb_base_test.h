// rr_arb_base_test: base of the tests of cc_rr_arb, compiled once for every configuration: the DUT
// comes from the sim ("rr_arb_dut", rr_arb_dut.h). Builds rr_arb_env; the downstream ready
// pattern from the knobs +ready_pct=<p> (random, p % ready; default always) or +ready_bursts
// (bursts of 1..6 ready cycles with 1..4 idle ones); body() runs the virtual sequence named by
// +UVM_TEST_SEQ (rr_arb_random_vseq, rr_arb_contention_vseq: dv_base_test starts it on
// env.vsqr); then every request must be served within +drain_limit cycles (ARB_STARVED
// otherwise). Registered as rr_arb_vseq_test. The cycle
// scoreboard compares every cycle's grant with rr_arb_model. Its functions are defined in
// rr_arb_base_test.cpp, with the one instantiation of dv_dut_test<rr_arb_dut_if, rr_arb_env,
// rr_arb_env_config>.
#pragma once

#include "dv_base_test.h"

#include "rr_arb_dut.h"
#include "rr_arb_env.h"
#include "uvm.h"

// Instantiated once, in rr_arb_base_test.cpp.
namespace collnet::dv {
extern template class dv_dut_test<common::rr_arb_dut_if, common::rr_arb_env,
                                  common::rr_arb_env_config>;
}  // namespace collnet::dv

namespace collnet::common {

class rr_arb_base_test : public dv::dv_dut_test<rr_arb_dut_if, rr_arb_env, rr_arb_env_config> {
 public:
  explicit rr_arb_base_test(uvm::uvm_component_name name) : dv_dut_test(name) {}

 protected:
  void bind_dut() override;
  void setup_env(rr_arb_env_config& cfg) override;

  /// Every request must be served.
  void wait_drained() override;

  rr_arb_rtl_params m_params;  ///< of the DUT
};

}  // namespace collnet::common
