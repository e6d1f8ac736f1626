// rr_arb_dut: what the arbiter tests need from the DUT of their sim, independent of its
// Verilated model, so that the tests are compiled once for every cc_rr_arb configuration. The
// sim's main file registers the binding of its model under the factory name "rr_arb_dut"
// (COLLNET_RR_ARB_DUT in rr_arb_dut_bind.h); rr_arb_base_test creates it as its harness.
#pragma once

#include "vl_dut.h"

namespace collnet::common {

/// Parameters of one cc_rr_arb RTL configuration.
struct rr_arb_rtl_params {
  unsigned num_in = 4;  ///< NumIn
  bool lock_in = true;  ///< LockIn
};

/// bind() puts "vif" of every requester agent and of env.out_agent* (stream_vif) and "status_vif"
/// of env.probe in the config_db.
class rr_arb_dut_if : public collnet::dv::vl_dut_if<rr_arb_rtl_params> {
 public:
  /// Factory name of the binding the sim registers.
  static constexpr const char* dut_type_name = "rr_arb_dut";
};

}  // namespace collnet::common
