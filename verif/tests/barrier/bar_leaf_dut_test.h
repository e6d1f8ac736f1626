// bar_leaf_dut_test: base of every barrier leaf test (bar_dut_test on the leaf: the DUT comes
// from the sim, "bar_leaf_dut", bar_leaf_dut.h; the register back door goes to the env's virtual
// sequencer, bar_leaf_vsqr.h), compiled once for every barrier_leaf configuration
// (bar_leaf_dut_test.cpp). Registered as bar_leaf_vseq_test, it runs the sequence named by
// +UVM_TEST_SEQ (sequences/barrier/bar_leaf_vseqs.cpp). The env (bar_leaf_env "env") gets
// SeqBits and the knobs: +ready_pct=<0..100> (tx_ready probability,
// default 80), +bar_sb_window=<W> (packet scoreboard window, default 0: exact cycle), +nocov.
#pragma once

#include "bar_dut_test.h"
#include "bar_env_config.h"
#include "uvm.h"

BAR_DUT_TEST_EXTERN(leaf);

namespace collnet::barrier {

class bar_leaf_dut_test : public bar_dut_test<bar_leaf_dut_if, bar_leaf_env, bar_leaf_env_config> {
 public:
  using bar_dut_test::bar_dut_test;

 protected:
  void setup_env(bar_leaf_env_config& cfg) override;

  unsigned m_sb = 2;  ///< SeqBits of the sim's RTL configuration
};

}  // namespace collnet::barrier
