// sim_<barrier leaf config>: sim executable of one barrier_leaf RTL configuration. Built with
// COLLNET_MODEL=<class> COLLNET_MODEL_HEADER="<class>.h" BAR_SEQ_BITS.
#include COLLNET_MODEL_HEADER
#include "bar_leaf_tests.h"
#include "bar_switch_tests.h"

template <>
struct collnet::barrier::bar_leaf_rtl_params<COLLNET_MODEL> {
  static constexpr unsigned seq_bits = BAR_SEQ_BITS;
};

BAR_LEAF_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
