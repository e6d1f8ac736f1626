// sim_<barrier switch config>: sim executable of one barrier_switch RTL configuration (contract in
// docs/architecture.md). Built with COLLNET_MODEL=<class> COLLNET_MODEL_HEADER="<class>.h"
// BAR_PORTS, BAR_GROUPS, BAR_SEQ_BITS.
#include COLLNET_MODEL_HEADER
#include "bar_switch_tests.h"

template <>
struct collnet::barrier::bar_rtl_params<COLLNET_MODEL> {
  static constexpr collnet::barrier::bar_switch_params value{BAR_PORTS, BAR_GROUPS, BAR_SEQ_BITS};
};

BAR_SWITCH_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
