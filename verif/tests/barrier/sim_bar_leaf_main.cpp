// sim_<barrier leaf config>: sim executable of one barrier_leaf RTL configuration. Built with
// COLLNET_MODEL=<class> and COLLNET_RTL_CONFIG="<class>_config.h", the header generated from
// rtl/barrier/configs.json. This file binds the model ("bar_leaf_dut"); the tests
// (bar_leaf_dut_test.cpp, bar_leaf_reg_tests.cpp) and the sequences (sequences/barrier/bar_leaf_*)
// are compiled once and linked into every leaf sim.
#include COLLNET_RTL_CONFIG
#include COLLNET_MODEL_ROOT_H  // the model root (rootp): public register flops, back door
#include "bar_leaf_dut_bind.h"

COLLNET_BAR_LEAF_DUT(COLLNET_MODEL, collnet::rtl_config::COLLNET_MODEL::SeqBits);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
