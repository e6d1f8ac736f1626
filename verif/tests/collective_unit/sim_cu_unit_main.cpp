// sim_<collective_unit config>: the sim executable of one collective_unit RTL configuration
// (contract: docs/architecture.md). Built with COLLNET_MODEL=<Verilated class>,
// COLLNET_MODEL_HEADER="<class>.h" and the configuration's parameters CU_NUM_IN, CU_MAX_LEN,
// CU_FRAC_BITS, CU_VC_DEPTH, CU_REC_DEPTH, CU_UP_DEPTH.
#include COLLNET_MODEL_HEADER
#include "cu_unit_tests.h"

template <>
struct collnet::cuunit::cu_unit_rtl_params<COLLNET_MODEL> {
  static constexpr unsigned num_in = CU_NUM_IN;
  static constexpr unsigned max_len = CU_MAX_LEN;
  static constexpr unsigned frac_bits = CU_FRAC_BITS;
  static constexpr unsigned vc_depth = CU_VC_DEPTH;
  static constexpr unsigned rec_depth = CU_REC_DEPTH;
  static constexpr unsigned up_depth = CU_UP_DEPTH;
};

COLLNET_CU_UNIT_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
