// rr_arb_dut: what the arbiter tests need from the DUT of their sim, independent of its
// Verilated model, so that the tests are compiled once for every cc_rr_arb configuration. The
// sim's main file registers the binding of its model under the factory name "rr_arb_dut"
// (COLLNET_RR_ARB_DUT in rr_arb_dut_bind.h); rr_arb_base_test creates it as its harness.
#pragma once

#include "vl_harness.h"

#include "uvm.h"

namespace collnet::common {

/// Parameters of one cc_rr_arb RTL configuration.
struct rr_arb_rtl_params {
  unsigned num_in = 4;  ///< NumIn
  bool lock_in = true;  ///< LockIn
};

class rr_arb_dut_if {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "rr_arb_dut";
  virtual ~rr_arb_dut_if() = default;
  /// The clock loop of the model.
  virtual collnet::dv::vl_harness_base& harness() = 0;
  /// The parameters the model was verilated with.
  virtual rr_arb_rtl_params params() const = 0;
  /// Puts the pins in the config_db for the rr_arb_env "env" below `test`: "vif" of every
  /// requester agent and of env.out_agent* (stream_vif), "status_vif" of env.probe.
  virtual void bind(uvm::uvm_component* test) = 0;
};

}  // namespace collnet::common
