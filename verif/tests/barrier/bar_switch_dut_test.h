// bar_switch_dut_test: base of every barrier switch test, compiled once for every
// barrier_switch configuration (bar_switch_dut_test.cpp): the DUT comes from the sim
// ("bar_switch_dut", bar_switch_dut.h), the env (bar_switch_env "env") gets the RTL parameters;
// the env's virtual sequencer gets the register back door (bar_switch_vsqr.h). Registered as
// bar_switch_vseq_test, it runs the sequence named by +UVM_TEST_SEQ
// (sequences/barrier/bar_switch_vseqs.cpp). The env's knobs: +ready_pct=<0..100> (tx_ready
// probability, default 100; a test may set its own unless the knob is given), +bar_sb_window=<W>
// (packet scoreboard window, default 0: exact cycle), +nocov. Checker self-test: +bar_fault=<kind>
// installs bar_switch_fault_probe (the _bad tests of the switch checker).
#pragma once

#include "dv_base_test.h"

#include <cstdint>

#include "bar_env_config.h"
#include "bar_reg_backdoor.h"
#include "bar_switch_model.h"
#include "barrier_regs.h"
#include "uvm.h"

namespace collnet::barrier {
class bar_switch_dut_if;  // bar_switch_dut.h: only the files that call the DUT include it
class bar_switch_env;     // bar_switch_env.h: only the tests that use the env include it
}  // namespace collnet::barrier

// The base of the switch tests, compiled once (in bar_switch_dut_test.cpp).
extern template class collnet::dv::dv_dut_test<collnet::barrier::bar_switch_dut_if,
                                               collnet::barrier::bar_switch_env,
                                               collnet::barrier::bar_switch_env_config>;

namespace collnet::barrier {

class bar_switch_dut_test
    : public dv::dv_dut_test<bar_switch_dut_if, bar_switch_env, bar_switch_env_config> {
 public:
  explicit bar_switch_dut_test(uvm::uvm_component_name name);
  ~bar_switch_dut_test() override;
  /// The DUT's harness (out of line: the test files do not see the DUT's interface).
  collnet::dv::vl_harness_base& harness() override;
  /// Hands the register back door to the sequences (vsqr).
  void connect_phase(uvm::uvm_phase& phase) override;

 protected:
  void setup_env(bar_switch_env_config& cfg) override;
  void bind_dut() override;

  bar_switch_params m_p;          ///< of the sim's RTL configuration
  bar_reg_backdoors m_backdoors;  ///< back doors on env->regmodel (installed on demand)
};

}  // namespace collnet::barrier
