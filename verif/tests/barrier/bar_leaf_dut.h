// bar_leaf_dut: what the leaf tests need from the DUT of their sim, independent of its
// Verilated model, so that the tests are compiled once for every barrier_leaf configuration.
// The sim's main file registers the binding of its model under the factory name
// "bar_leaf_dut" (COLLNET_BAR_LEAF_DUT in bar_leaf_dut_bind.h); bar_leaf_dut_test creates it
// as its harness.
#pragma once

#include "vl_harness.h"

#include "barrier_reg_model.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_reg_backdoors;  // bar_reg_backdoor.h: the test owns it

class bar_leaf_dut_if {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "bar_leaf_dut";
  virtual ~bar_leaf_dut_if() = default;
  /// The clock loop of the model.
  virtual collnet::dv::vl_harness_base& harness() = 0;
  /// SeqBits of the model.
  virtual unsigned seq_bits() const = 0;
  /// Puts the pins in the config_db for the bar_leaf_env "env" below `test`: "vif" of
  /// env.port0* (bar_port_vif), env.sw* (bar_leaf_sw_vif), env.mgmt* (reg_bus_vif) and
  /// env.probe (bar_leaf_vif).
  virtual void bind(uvm::uvm_component* test) = 0;
  /// A back door on every writable register of `rm` (the register flops of barrier_leaf,
  /// public signals of the model), owned by `bd`.
  virtual void install_backdoor(collnet::barrier::regs::uvm_model::leaf_reg_block& rm,
                                bar_reg_backdoors& bd) = 0;
};

}  // namespace collnet::barrier
