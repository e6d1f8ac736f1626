// sim_<collective_unit config>: the sim executable of one collective_unit RTL configuration
// (contract: docs/architecture.md). Built with COLLNET_MODEL=<Verilated class> and
// COLLNET_RTL_CONFIG="<class>_config.h", the header generated from rtl/collective/configs.json
// (the parameters the model was verilated with). The tests (library cu_unit_tests) are compiled
// once for every configuration; this file only binds the model (cu_unit_dut_bind.h).
#include COLLNET_RTL_CONFIG
#include COLLNET_MODEL_TOP_MODULE  // public signals of the top module (register back door)
#include COLLNET_MODEL_ROOT_H      // the model root (rootp)
#include "cu_unit_dut_bind.h"

namespace {
/// A FIFO depth of the configuration: the value configs.json gives, else the RTL default
/// 2 * (MaxLen + 1) (collective_unit.sv parameters VcDepth, RecDepth, UpDepth).
template <typename C, typename = void>
struct depths {
  static constexpr unsigned vc = 2 * (C::MaxLen + 1), rec = vc, up = vc;
};
template <typename C>
struct depths<C, std::void_t<decltype(C::VcDepth), decltype(C::RecDepth), decltype(C::UpDepth)>> {
  static constexpr unsigned vc = C::VcDepth, rec = C::RecDepth, up = C::UpDepth;
};
}  // namespace

template <>
struct collnet::collective::cu_unit_model_traits<COLLNET_MODEL> {
  using config = collnet::rtl_config::COLLNET_MODEL;
  static constexpr cu_unit_rtl_params params() {
    cu_unit_rtl_params p;
    p.num_in = config::NumIn;
    p.max_len = config::MaxLen;
    p.frac_bits = config::FracBits;
    p.vc_depth = depths<config>::vc;
    p.rec_depth = depths<config>::rec;
    p.up_depth = depths<config>::up;
    return p;
  }
  static auto* root(COLLNET_MODEL& m) { return m.rootp->collective_unit; }
};

COLLNET_CU_UNIT_DUT(COLLNET_MODEL);

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv);
}
