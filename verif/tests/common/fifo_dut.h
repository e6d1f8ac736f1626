// fifo_dut: what the FIFO tests need from the DUT of their sim, independent of its Verilated
// model, so that the tests are compiled once for every cc_fifo configuration. The sim's main
// file registers the binding of its model under the factory name "fifo_dut"
// (COLLNET_FIFO_DUT in fifo_dut_bind.h); fifo_base_test creates it as its harness.
#pragma once

#include "vl_harness.h"

#include "uvm.h"

namespace collnet::common {

/// Parameters of one cc_fifo RTL configuration.
struct fifo_rtl_params {
  unsigned depth = 4;               ///< Depth
  bool fall_through = false;        ///< FallThrough
  unsigned almost_full_thresh = 0;  ///< AlmostFullThresh (0: disabled)
};

class fifo_dut_if {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "fifo_dut";
  virtual ~fifo_dut_if() = default;
  /// The clock loop of the model.
  virtual collnet::dv::vl_harness_base& harness() = 0;
  /// The parameters the model was verilated with.
  virtual fifo_rtl_params params() const = 0;
  /// Puts the pins in the config_db for the fifo_env "env" below `test`: "vif" of
  /// env.in_agent* and env.out_agent* (stream_vif), "status_vif" of env and env.cov.
  virtual void bind(uvm::uvm_component* test) = 0;
};

}  // namespace collnet::common
