// cu_dut: what the datapath tests need from the DUT of their sim, independent of its Verilated
// model, so that the tests are compiled once for every cu_datapath configuration. The sim's
// main file registers the binding of its model under the factory name "cu_dut" (COLLNET_CU_DUT
// in cu_dut_bind.h); cu_base_test creates it as its harness.
#pragma once

#include "vl_harness.h"

#include "uvm.h"
#include "vl_small_function.h"

namespace collnet::collective {

/// Parameters of one cu_datapath RTL configuration.
struct cu_rtl_params {
  unsigned num_in = 12;     ///< NumIn
  unsigned frac_bits = 64;  ///< FracBits (F)
  unsigned latency = 0;     ///< cu_datapath.Latency (the RTL's own localparam)
};

class cu_dut_if {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "cu_dut";
  virtual ~cu_dut_if() = default;
  /// The clock loop of the model.
  virtual collnet::dv::vl_harness_base& harness() = 0;
  /// The parameters the model was verilated with.
  virtual cu_rtl_params params() const = 0;
  /// Puts the pins in the config_db for the cu_env "env" below `test`: "vif" of env.in_agent*
  /// (the input agent drives in_valid_i/op/mask/data) and env.out_agent*; out_ready_i is driven
  /// with ready_gate(ready of the output agent).
  virtual void bind(uvm::uvm_component* test,
                    collnet::dv::small_function<bool(bool)> ready_gate) = 0;
};

}  // namespace collnet::collective
