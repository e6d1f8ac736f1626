// bar_switch_dut: what the switch tests need from the DUT of their sim, independent of its
// Verilated model, so that the tests are compiled once for every barrier_switch configuration.
// The sim's main file registers the binding of its model under the factory name
// "bar_switch_dut" (COLLNET_BAR_SWITCH_DUT in bar_switch_dut_bind.h); bar_switch_dut_test
// creates it as its harness.
#pragma once

#include "vl_harness.h"

#include "bar_switch_model.h"
#include "barrier_reg_model.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_reg_backdoors;  // bar_reg_backdoor.h: the test owns it

class bar_switch_dut_if {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "bar_switch_dut";
  virtual ~bar_switch_dut_if() = default;
  /// The clock loop of the model.
  virtual collnet::dv::vl_harness_base& harness() = 0;
  /// The parameters the model was verilated with.
  virtual bar_switch_params params() const = 0;
  /// Puts the pins in the config_db for the bar_switch_env "env" below `test`: "vif" of
  /// env.port<p>* (bar_port_vif), env.mgmt* (reg_bus_vif) and env.probe (bar_switch_vif).
  virtual void bind(uvm::uvm_component* test) = 0;
  /// A back door on every writable register of `rm` (the register flops of bar_mgmt, public
  /// signals of the model), owned by `bd`.
  virtual void install_backdoor(collnet::barrier::regs::uvm_model::sw_reg_block& rm,
                                bar_reg_backdoors& bd) = 0;
};

}  // namespace collnet::barrier
