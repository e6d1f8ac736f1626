// sim_<fifo config>: the sim executable of one FIFO RTL configuration (see the sim executable
// contract in docs/architecture.md). Built once per configuration with COLLNET_MODEL=<Verilated
// class> and COLLNET_RTL_CONFIG="<class>_config.h", the header generated from
// rtl/common/configs.json (the parameters the model was verilated with). This file binds the
// model ("fifo_dut"); the tests (fifo_*_test.cpp) are compiled once and linked into every sim.
#include COLLNET_RTL_CONFIG
#include "fifo_dut_bind.h"

using fifo_config = collnet::rtl_config::COLLNET_MODEL;
COLLNET_FIFO_DUT(COLLNET_MODEL, fifo_config::Depth, fifo_config::FallThrough != 0,
                 fifo_config::AlmostFullThresh);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
