// sim_<fifo config>: the sim executable of one FIFO RTL configuration (see the sim executable
// contract in docs/architecture.md). Built once per configuration with
//   COLLNET_MODEL=<Verilated class> COLLNET_MODEL_HEADER="<class>.h"
//   FIFO_DEPTH=<Depth> FIFO_FT=<0|1> FIFO_AF=<AlmostFullThresh>
#include COLLNET_MODEL_HEADER
#include "fifo_tests.h"

template <>
struct collnet::common::fifo_rtl_params<COLLNET_MODEL> {
  static constexpr unsigned depth = FIFO_DEPTH;
  static constexpr bool fall_through = FIFO_FT != 0;
  static constexpr unsigned almost_full_thresh = FIFO_AF;
};

COLLNET_FIFO_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
