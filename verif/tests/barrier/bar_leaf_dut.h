// bar_leaf_dut: the leaf's DUT interface (bar_dut_if, bar_dut.h). The sim's main file registers
// the binding of its model under the factory name "bar_leaf_dut" (COLLNET_BAR_LEAF_DUT in
// bar_leaf_dut_bind.h); bar_leaf_dut_test creates it as its harness. bind() puts "vif" of
// env.port0* (bar_port_vif), env.sw* (bar_leaf_sw_vif), env.mgmt* (reg_bus_vif) and env.probe
// (bar_leaf_vif); the back door is on the register flops of barrier_leaf.
#pragma once

#include "bar_dut.h"
#include "barrier_reg_model.h"

namespace collnet::barrier {

class bar_leaf_dut_if : public bar_dut_if<regs::uvm_model::leaf_reg_block> {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "bar_leaf_dut";
  /// SeqBits of the model.
  virtual unsigned seq_bits() const = 0;
};

}  // namespace collnet::barrier
