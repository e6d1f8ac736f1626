// The base of the leaf tests, compiled once (library bar_leaf_tests): bar_leaf_dut_test (with
// the one instantiation of dv_dut_test for the leaf) and bar_leaf_vseq_test, the test of every
// leaf sequence.
#include "bar_leaf_dut_test.h"

#include "bar_leaf_dut.h"
#include "bar_leaf_env.h"
#include "uvm.h"

template class collnet::dv::dv_dut_test<collnet::barrier::bar_leaf_dut_if,
                                        collnet::barrier::bar_leaf_env,
                                        collnet::barrier::bar_leaf_env_config>;

namespace collnet::barrier {

bar_leaf_dut_test::bar_leaf_dut_test(uvm::uvm_component_name name) : dv_dut_test(name) {}
bar_leaf_dut_test::~bar_leaf_dut_test() = default;
collnet::dv::vl_harness_base& bar_leaf_dut_test::harness() {
  return m_dut->harness();
}

void bar_leaf_dut_test::setup_env(bar_leaf_env_config& cfg) {
  m_sb = m_dut->seq_bits();
  cfg.seq_bits = m_sb;
  cfg.from_plusargs(80);  // +ready_pct default: 80
}

void bar_leaf_dut_test::bind_dut() {
  m_dut->bind(this);
}

void bar_leaf_dut_test::connect_phase(uvm::uvm_phase& phase) {
  dv_dut_test::connect_phase(phase);
  env->vsqr->install_reg_backdoor = [this] {
    m_dut->install_backdoor(*env->regmodel, m_backdoors);
  };
}

/// The test of every leaf sequence (sequences/barrier/bar_leaf_vseqs.cpp): the base as it is.
class bar_leaf_vseq_test : public bar_leaf_dut_test {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_vseq_test);
  using bar_leaf_dut_test::bar_leaf_dut_test;
};

}  // namespace collnet::barrier
