// fifo_base_test: base of the tests of cc_fifo, compiled once for every configuration: the DUT
// comes from the sim ("fifo_dut", fifo_dut.h). Builds fifo_env from the RTL parameters and
// configure(); body() runs the stimulus, by default the virtual sequence named by +UVM_TEST_SEQ
// (fifo_random_vseq, fifo_full_empty_vseq: dv_base_test starts it on env.vsqr). Registered as
// fifo_vseq_test, the test of every such sequence; fifo_proto_bad_test and fifo_bench_test add
// their own parts. configure()'s knobs: +in_prob_pct=<p> / +out_prob_pct=<p> (the source's /
// sink's random pattern, p % active; default always), +out_bursts (the sink ready in bursts of
// 1..4 cycles with 2..10 idle ones: full/empty stress), +in_prefetch=<n> (the source driver's
// prefetch, 0: item_done at acceptance). Every test ends when every
// item has left the FIFO (or after +drain_limit cycles without progress: the scoreboard then
// reports the missing items). Its functions are defined in fifo_base_test.cpp, with the one
// instantiation of dv_dut_test<fifo_dut_if, fifo_env, fifo_env_config>. The DUT binding's
// interface is only forward-declared here: fifo_base_test.cpp alone calls it, so an edit of
// fifo_dut.h recompiles that file and the sims' main files, not every test.
#pragma once

#include "dv_base_test.h"

#include "fifo_env.h"
#include "uvm.h"

namespace collnet::common {
class fifo_dut_if;  // fifo_dut.h
}  // namespace collnet::common

// Instantiated once, in fifo_base_test.cpp.
namespace collnet::dv {
extern template class dv_dut_test<common::fifo_dut_if, common::fifo_env, common::fifo_env_config>;
}  // namespace collnet::dv

namespace collnet::common {

class fifo_base_test : public dv::dv_dut_test<fifo_dut_if, fifo_env, fifo_env_config> {
 public:
  explicit fifo_base_test(uvm::uvm_component_name name) : dv_dut_test(name) {}
  /// dv_dut_test's (the DUT binding's harness), compiled once in fifo_base_test.cpp: a test does
  /// not see the binding's interface.
  collnet::dv::vl_harness_base& harness() override;

 protected:
  const char* test_id() const override;
  /// Set patterns and knobs of the environment (called in build_phase): the knobs above.
  virtual void configure(fifo_env_config& cfg);
  void bind_dut() override;
  void setup_env(fifo_env_config& cfg) override;

  /// Waits until every item sent has left the FIFO; gives up after +drain_limit cycles without
  /// progress (the scoreboard then reports the missing items).
  void wait_drained() override;
};

}  // namespace collnet::common
