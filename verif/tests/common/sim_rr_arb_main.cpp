// sim_<arbiter config>: the sim executable of one cc_rr_arb RTL configuration (see the sim
// executable contract in docs/architecture.md). Built once per configuration with
//   COLLNET_MODEL=<Verilated class> COLLNET_MODEL_HEADER="<class>.h"
//   ARB_NUM_IN=<NumIn> ARB_LOCK_IN=<0|1>
#include COLLNET_MODEL_HEADER
#include "rr_arb_tests.h"

template <>
struct collnet::common::rr_arb_rtl_params<COLLNET_MODEL> {
  static constexpr unsigned num_in = ARB_NUM_IN;
  static constexpr bool lock_in = ARB_LOCK_IN != 0;
};

COLLNET_RR_ARB_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
