// sim_<barrier switch config>: sim executable of one barrier_switch RTL configuration (contract in
// docs/architecture.md). Built with COLLNET_MODEL=<class> and COLLNET_RTL_CONFIG=
// "<class>_config.h", the header generated from rtl/barrier/configs.json. This file binds the
// model ("bar_switch_dut"); the tests (bar_switch_dut_test.cpp, bar_switch_reg_tests.cpp,
// bar_reg_rules_test.cpp) and the sequences (sequences/barrier/bar_switch_*) are compiled once and
// linked into every switch sim.
#include COLLNET_RTL_CONFIG
#include COLLNET_MODEL_ROOT_H  // the model root (rootp): public register flops, back door
#include "bar_switch_dut_bind.h"

using bar_config = collnet::rtl_config::COLLNET_MODEL;
COLLNET_BAR_SWITCH_DUT(COLLNET_MODEL, bar_config::NumPorts, bar_config::NumGroups,
                       bar_config::SeqBits);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
