// sim_<cu config>: the sim executable of one collective-datapath RTL configuration (contract:
// docs/architecture.md). Built once per configuration with COLLNET_MODEL=<Verilated class> and
// COLLNET_RTL_CONFIG="<class>_config.h", the header generated from rtl/collective/configs.json;
// the latency is the RTL's own public localparam cu_datapath.Latency. This file binds the model
// ("cu_dut"); the tests (cu_*_test.cpp) are compiled once and linked into every sim.
#include COLLNET_RTL_CONFIG
#include "cu_dut_bind.h"

using cu_config = collnet::rtl_config::COLLNET_MODEL;
COLLNET_CU_DUT(COLLNET_MODEL, cu_config::NumIn, cu_config::FracBits, cu_config::top::Latency);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
