// sim_<arbiter config>: the sim executable of one cc_rr_arb RTL configuration (see the sim
// executable contract in docs/architecture.md). Built once per configuration with
// COLLNET_MODEL=<Verilated class> and COLLNET_RTL_CONFIG="<class>_config.h", the header
// generated from rtl/common/configs.json (the parameters the model was verilated with). This
// file binds the model ("rr_arb_dut"); the tests (rr_arb_*_test.cpp) are compiled once and
// linked into every sim.
#include COLLNET_RTL_CONFIG
#include "rr_arb_dut_bind.h"

using rr_arb_config = collnet::rtl_config::COLLNET_MODEL;
COLLNET_RR_ARB_DUT(COLLNET_MODEL, rr_arb_config::NumIn, rr_arb_config::LockIn != 0);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
