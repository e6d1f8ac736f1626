// cu_unit_dut: what the collective-unit tests need from the DUT of their sim, independent of its
// Verilated model, so that the tests are compiled once for every collective_unit configuration.
// The sim's main file registers the binding of its model under the factory name "cu_unit_dut"
// (COLLNET_CU_UNIT_DUT in cu_unit_dut_bind.h); cu_unit_base_test creates it as its harness.
#pragma once

#include "vl_harness.h"

#include "uvm.h"

namespace collnet::collective::regs::uvm_model {
class cu_reg_block;
}  // namespace collnet::collective::regs::uvm_model

namespace collnet::collective {

/// Parameters of one collective_unit RTL configuration.
struct cu_unit_rtl_params {
  unsigned num_in = 0;     ///< NumIn
  unsigned max_len = 0;    ///< MaxLen
  unsigned frac_bits = 0;  ///< FracBits
  unsigned vc_depth = 0;   ///< VcDepth
  unsigned rec_depth = 0;  ///< RecDepth
  unsigned up_depth = 0;   ///< UpDepth
};

class cu_unit_dut_if {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "cu_unit_dut";
  virtual ~cu_unit_dut_if() = default;
  /// The clock loop of the model.
  virtual collnet::dv::vl_harness_base& harness() = 0;
  /// The parameters the model was verilated with.
  virtual cu_unit_rtl_params params() const = 0;
  /// Puts the pins in the config_db for the cu_unit_env "env" below `test`: "vif" of
  /// env.link_<i>* (cu_link_vif), env.rec_<d>* (cu_rec_vif), env.mgmt* (reg_bus_vif) and
  /// env.probe (cu_unit_obs_vif).
  virtual void bind(uvm::uvm_component* test) = 0;
  /// Gives every register of `rm` a back door on the RTL's register flops (public signals of the
  /// model); the binding owns the back doors.
  virtual void install_reg_backdoor(collnet::collective::regs::uvm_model::cu_reg_block& rm) = 0;
};

}  // namespace collnet::collective
