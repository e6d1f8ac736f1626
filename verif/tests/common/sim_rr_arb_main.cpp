// sim_<arbiter config>: the sim executable of one cc_rr_arb RTL configuration (see the sim
// executable contract in docs/architecture.md). Built once per configuration with
// COLLNET_MODEL=<Verilated class> and COLLNET_RTL_CONFIG="<class>_config.h", the header
// generated from rtl/common/configs.json (the parameters the model was verilated with).
#include COLLNET_RTL_CONFIG
#include "rr_arb_tests.h"

template <>
struct collnet::common::rr_arb_rtl_params<COLLNET_MODEL> {
  using config = collnet::rtl_config::COLLNET_MODEL;
  static constexpr unsigned num_in = config::NumIn;
  static constexpr bool lock_in = config::LockIn != 0;
};

COLLNET_RR_ARB_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
