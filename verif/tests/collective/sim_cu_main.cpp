// sim_<cu config>: the sim executable of one collective-datapath RTL configuration (contract:
// docs/architecture.md). Built once per configuration with COLLNET_MODEL=<Verilated class> and
// COLLNET_RTL_CONFIG="<class>_config.h", the header generated from rtl/collective/configs.json;
// the latency is the RTL's own public localparam cu_datapath.Latency.
#include COLLNET_RTL_CONFIG
#include "cu_tests.h"

template <>
struct collnet::collective::cu_rtl_params<COLLNET_MODEL> {
  using config = collnet::rtl_config::COLLNET_MODEL;
  static constexpr unsigned num_in = config::NumIn;
  static constexpr unsigned frac_bits = config::FracBits;
  static constexpr unsigned latency = config::top::Latency;
};

COLLNET_CU_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
