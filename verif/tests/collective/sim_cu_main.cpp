// sim_<cu config>: the sim executable of one collective-datapath RTL configuration (contract:
// docs/architecture.md). Built once per configuration with COLLNET_MODEL=<Verilated class>,
// COLLNET_MODEL_HEADER="<class>.h", CU_NUM_IN, CU_FRAC_BITS, CU_LATENCY.
#include COLLNET_MODEL_HEADER
#include "cu_tests.h"

template <>
struct collnet::cuenv::cu_rtl_params<COLLNET_MODEL> {
  static constexpr unsigned num_in = CU_NUM_IN;
  static constexpr unsigned frac_bits = CU_FRAC_BITS;
  static constexpr unsigned latency = CU_LATENCY;
};

COLLNET_CU_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
