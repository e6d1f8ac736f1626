// sim_<barrier leaf config>: sim executable of one barrier_leaf RTL configuration. Built with
// COLLNET_MODEL=<class> and COLLNET_RTL_CONFIG="<class>_config.h", the header generated from
// rtl/barrier/configs.json.
#include COLLNET_RTL_CONFIG
#include COLLNET_MODEL_ROOT_H  // the model root (rootp): public register flops, back door
#include "bar_leaf_tests.h"
#include "bar_switch_tests.h"

template <>
struct collnet::barrier::bar_leaf_rtl_params<COLLNET_MODEL> {
  static constexpr unsigned seq_bits = collnet::rtl_config::COLLNET_MODEL::SeqBits;
};

BAR_LEAF_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
