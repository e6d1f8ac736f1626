// bar_leaf_dut_test, compiled once (library bar_leaf_tests), with the one instantiation of
// dv_dut_test for the leaf.
#include "bar_leaf_dut_test.h"  // first: Verilator's headers precede SystemC's

#include "uvm.h"

template class collnet::dv::dv_dut_test<collnet::barrier::bar_leaf_dut_if,
                                        collnet::barrier::bar_leaf_env,
                                        collnet::barrier::bar_leaf_env_config>;

namespace collnet::barrier {

bar_leaf_dut_test::bar_leaf_dut_test(uvm::uvm_component_name name) : dv_dut_test(name) {}
bar_leaf_dut_test::~bar_leaf_dut_test() = default;

void bar_leaf_dut_test::setup_env(bar_leaf_env_config& cfg) {
  m_sb = m_dut->seq_bits();
  cfg.seq_bits = m_sb;
  cfg.from_plusargs(80);  // +ready_pct default: 80
}

void bar_leaf_dut_test::bind_dut() {
  m_dut->bind(this);
}

}  // namespace collnet::barrier
