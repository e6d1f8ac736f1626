// sim_<collective_unit config>: the sim executable of one collective_unit RTL configuration
// (contract: docs/architecture.md). Built with COLLNET_MODEL=<Verilated class> and
// COLLNET_RTL_CONFIG="<class>_config.h", the header generated from rtl/collective/configs.json
// (the parameters the model was verilated with).
#include COLLNET_RTL_CONFIG
#include COLLNET_MODEL_TOP_MODULE  // public signals of the top module (register back door)
#include COLLNET_MODEL_ROOT_H      // the model root (rootp)
#include "cu_unit_tests.h"

template <>
struct collnet::cuunit::cu_unit_rtl_params<COLLNET_MODEL> {
  using config = collnet::rtl_config::COLLNET_MODEL;
  static constexpr unsigned num_in = config::NumIn;
  static constexpr unsigned max_len = config::MaxLen;
  static constexpr unsigned frac_bits = config::FracBits;
  static constexpr unsigned vc_depth = config::VcDepth;
  static constexpr unsigned rec_depth = config::RecDepth;
  static constexpr unsigned up_depth = config::UpDepth;
  static auto* root(COLLNET_MODEL& m) { return m.rootp->collective_unit; }
};

COLLNET_CU_UNIT_TESTS(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
