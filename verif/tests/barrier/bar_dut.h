// bar_dut_if<REG_BLOCK>: what a barrier test needs from the DUT of its sim, switch or leaf,
// independent of its Verilated model, so that the tests are compiled once for every
// configuration of their block: the clock loop, the pins (put in the config_db) and the register
// back door on the block's register model REG_BLOCK. Each block adds its factory name and its
// parameters: bar_switch_dut_if (bar_switch_dut.h), bar_leaf_dut_if (bar_leaf_dut.h).
#pragma once

#include "vl_harness.h"

#include "uvm.h"

namespace collnet::barrier {

class bar_reg_backdoors;  // bar_reg_backdoor.h: the test owns it

template <class REG_BLOCK>
class bar_dut_if {
 public:
  virtual ~bar_dut_if() = default;
  /// The clock loop of the model.
  virtual collnet::dv::vl_harness_base& harness() = 0;
  /// Puts the pins in the config_db ("vif") for the env "env" below `test`.
  virtual void bind(uvm::uvm_component* test) = 0;
  /// A back door on every writable register of `rm` (the register flops of the model, public
  /// signals), owned by `bd`.
  virtual void install_backdoor(REG_BLOCK& rm, bar_reg_backdoors& bd) = 0;
};

}  // namespace collnet::barrier
