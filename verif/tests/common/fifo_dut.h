// fifo_dut: what the FIFO tests need from the DUT of their sim, independent of its Verilated
// model, so that the tests are compiled once for every cc_fifo configuration. The sim's main
// file registers the binding of its model under the factory name "fifo_dut"
// (COLLNET_FIFO_DUT in fifo_dut_bind.h); fifo_base_test creates it as its harness.
#pragma once

#include "vl_dut.h"

namespace collnet::common {

/// Parameters of one cc_fifo RTL configuration.
struct fifo_rtl_params {
  unsigned depth = 4;               ///< Depth
  bool fall_through = false;        ///< FallThrough
  unsigned almost_full_thresh = 0;  ///< AlmostFullThresh (0: disabled)
};

/// bind() puts "vif" of env.in_agent* and env.out_agent* (stream_vif) and "status_vif" of env and
/// env.cov in the config_db.
class fifo_dut_if : public collnet::dv::vl_dut_if<fifo_rtl_params> {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "fifo_dut";
};

}  // namespace collnet::common
