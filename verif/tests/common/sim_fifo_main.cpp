// sim_<fifo config>: the sim executable of one FIFO RTL configuration (see the sim executable
// contract in docs/architecture.md). Built once per configuration with COLLNET_MODEL=<Verilated
// class> and COLLNET_RTL_CONFIG="<class>_config.h", the header generated from
// rtl/common/configs.json (the parameters the model was verilated with).
#include COLLNET_RTL_CONFIG
#include "fifo_tests.h"

template <>
struct collnet::common::fifo_rtl_params<COLLNET_MODEL> {
  using config = collnet::rtl_config::COLLNET_MODEL;
  static constexpr unsigned depth = config::Depth;
  static constexpr bool fall_through = config::FallThrough != 0;
  static constexpr unsigned almost_full_thresh = config::AlmostFullThresh;
};

COLLNET_FIFO_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
