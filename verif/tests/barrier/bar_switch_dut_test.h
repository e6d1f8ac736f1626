// bar_switch_dut_test: base of every barrier switch test (bar_dut_test on the switch: the DUT
// comes from the sim, "bar_switch_dut", bar_switch_dut.h; the register back door goes to the
// env's virtual sequencer, bar_switch_vsqr.h), compiled once for every barrier_switch
// configuration (bar_switch_dut_test.cpp); the env (bar_switch_env "env") gets the RTL
// parameters. Registered as
// bar_switch_vseq_test, it runs the sequence named by +UVM_TEST_SEQ
// (sequences/barrier/bar_switch_vseqs.cpp). The env's knobs: +ready_pct=<0..100> (tx_ready
// probability, default 100; a test may set its own unless the knob is given), +bar_sb_window=<W>
// (packet scoreboard window, default 0: exact cycle), +nocov. Checker self-test: +bar_fault=<kind>
// installs bar_switch_fault_probe (the _bad tests of the switch checker).
#pragma once

#include <cstdint>

#include "bar_dut_test.h"
#include "bar_env_config.h"
#include "bar_switch_model.h"
#include "barrier_regs.h"
#include "uvm.h"

BAR_DUT_TEST_EXTERN(switch);

namespace collnet::barrier {

class bar_switch_dut_test
    : public bar_dut_test<bar_switch_dut_if, bar_switch_env, bar_switch_env_config> {
 public:
  using bar_dut_test::bar_dut_test;

 protected:
  void setup_env(bar_switch_env_config& cfg) override;
  /// The pins, then the checker's fault probe (+bar_fault).
  void bind_dut() override;

  bar_switch_params m_p;  ///< of the sim's RTL configuration
};

}  // namespace collnet::barrier
