// bar_switch_dut: the switch's DUT interface (bar_dut_if, bar_dut.h). The sim's main file
// registers the binding of its model under the factory name "bar_switch_dut"
// (COLLNET_BAR_SWITCH_DUT in bar_switch_dut_bind.h); bar_switch_dut_test creates it as its
// harness. bind() puts "vif" of env.port<p>* (bar_port_vif), env.mgmt* (reg_bus_vif) and
// env.probe (bar_switch_vif); the back door is on the register flops of bar_mgmt.
#pragma once

#include "bar_dut.h"
#include "bar_switch_model.h"
#include "barrier_reg_model.h"

namespace collnet::barrier {

class bar_switch_dut_if : public bar_dut_if<regs::uvm_model::sw_reg_block> {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "bar_switch_dut";
  /// The parameters the model was verilated with.
  virtual bar_switch_params params() const = 0;
};

}  // namespace collnet::barrier
