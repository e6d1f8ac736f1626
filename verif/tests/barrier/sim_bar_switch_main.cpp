// sim_<barrier switch config>: sim executable of one barrier_switch RTL configuration (contract in
// docs/architecture.md). Built with COLLNET_MODEL=<class> and COLLNET_RTL_CONFIG=
// "<class>_config.h", the header generated from rtl/barrier/configs.json.
#include COLLNET_RTL_CONFIG
#include COLLNET_MODEL_ROOT_H  // the model root (rootp): public register flops, back door
#include "bar_switch_reg_rules_test.h"
#include "bar_switch_tests.h"

template <>
struct collnet::barrier::bar_rtl_params<COLLNET_MODEL> {
  using config = collnet::rtl_config::COLLNET_MODEL;
  static constexpr collnet::barrier::bar_switch_params value{config::NumPorts, config::NumGroups,
                                                             config::SeqBits};
};

BAR_SWITCH_TESTS(COLLNET_MODEL);
BAR_SWITCH_REG_RULES_TEST(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
