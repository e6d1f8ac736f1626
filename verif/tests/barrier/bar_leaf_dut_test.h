// bar_leaf_dut_test: base of every barrier leaf test, compiled once for every barrier_leaf
// configuration (bar_leaf_dut_test.cpp): the DUT comes from the sim ("bar_leaf_dut",
// bar_leaf_dut.h); the env's virtual sequencer gets the register back door (bar_leaf_vsqr.h).
// Registered as bar_leaf_vseq_test, it runs the sequence named by
// +UVM_TEST_SEQ (sequences/barrier/bar_leaf_vseqs.cpp). The env (bar_leaf_env "env") gets
// SeqBits and the knobs: +ready_pct=<0..100> (tx_ready probability,
// default 80), +bar_sb_window=<W> (packet scoreboard window, default 0: exact cycle), +nocov.
#pragma once

#include "dv_base_test.h"

#include "bar_env_config.h"
#include "bar_reg_backdoor.h"
#include "uvm.h"

namespace collnet::barrier {
class bar_leaf_dut_if;  // bar_leaf_dut.h: only the files that call the DUT include it
class bar_leaf_env;     // bar_leaf_env.h: only the tests that use the env include it
}  // namespace collnet::barrier

// The base of the leaf tests, compiled once (in bar_leaf_dut_test.cpp).
extern template class collnet::dv::dv_dut_test<collnet::barrier::bar_leaf_dut_if,
                                               collnet::barrier::bar_leaf_env,
                                               collnet::barrier::bar_leaf_env_config>;

namespace collnet::barrier {

class bar_leaf_dut_test
    : public dv::dv_dut_test<bar_leaf_dut_if, bar_leaf_env, bar_leaf_env_config> {
 public:
  explicit bar_leaf_dut_test(uvm::uvm_component_name name);
  ~bar_leaf_dut_test() override;
  /// The DUT's harness (out of line: the test files do not see the DUT's interface).
  collnet::dv::vl_harness_base& harness() override;
  /// Hands the register back door to the sequences (vsqr).
  void connect_phase(uvm::uvm_phase& phase) override;

 protected:
  void setup_env(bar_leaf_env_config& cfg) override;
  void bind_dut() override;

  unsigned m_sb = 2;              ///< SeqBits of the sim's RTL configuration
  bar_reg_backdoors m_backdoors;  ///< back doors on env->regmodel (installed on demand)
};

}  // namespace collnet::barrier
