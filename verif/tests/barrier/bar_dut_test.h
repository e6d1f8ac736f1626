// bar_dut_test<IF, ENV, CFG>: what the base tests of the barrier switch and leaf share
// (bar_switch_dut_test.h, bar_leaf_dut_test.h): a dv_dut_test on the block's DUT interface IF
// (bar_dut_if) whose bind_dut() puts the DUT's pins in the config_db and whose connect_phase hands
// the register back door to the sequences (env.vsqr->install_reg_backdoor: the DUT's back door on
// env.regmodel, installed on demand). The bodies are in bar_dut_test_impl.h, instantiated once
// per block in its base test's .cpp (extern template in its header): a test file sees neither the
// DUT's interface nor the env.
#pragma once

#include "dv_base_test.h"

#include "bar_reg_backdoor.h"
#include "uvm.h"

namespace collnet::barrier {

template <class IF, class ENV, class CFG>
class bar_dut_test : public dv::dv_dut_test<IF, ENV, CFG> {
 public:
  explicit bar_dut_test(uvm::uvm_component_name name);
  ~bar_dut_test() override;
  /// The DUT's harness (out of line: the test files do not see the DUT's interface).
  collnet::dv::vl_harness_base& harness() override;
  /// Hands the register back door to the sequences (vsqr).
  void connect_phase(uvm::uvm_phase& phase) override;

 protected:
  /// The DUT's pins into the config_db.
  void bind_dut() override;

  bar_reg_backdoors m_backdoors;  ///< back doors on env->regmodel (installed on demand)
};

}  // namespace collnet::barrier

/// The arguments of dv_dut_test and bar_dut_test for the barrier block BLK (switch, leaf): its
/// DUT interface, env and env config, named after it.
#define BAR_DUT_TEST_ARGS(BLK)                                             \
  collnet::barrier::bar_##BLK##_dut_if, collnet::barrier::bar_##BLK##_env, \
      collnet::barrier::bar_##BLK##_env_config

/// In a block's base-test header, at file scope: the DUT interface and the env declared (only
/// the files that call them include their headers), and dv_dut_test and bar_dut_test of the block
/// compiled once, in its base-test .cpp (BAR_DUT_TEST_INSTANTIATE, bar_dut_test_impl.h).
#define BAR_DUT_TEST_EXTERN(BLK)                                          \
  namespace collnet::barrier {                                            \
  class bar_##BLK##_dut_if;                                               \
  class bar_##BLK##_env;                                                  \
  }                                                                       \
  extern template class collnet::dv::dv_dut_test<BAR_DUT_TEST_ARGS(BLK)>; \
  extern template class collnet::barrier::bar_dut_test<BAR_DUT_TEST_ARGS(BLK)>
