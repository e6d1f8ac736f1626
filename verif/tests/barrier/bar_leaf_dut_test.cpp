// The base of the leaf tests, compiled once (library bar_leaf_tests): bar_leaf_dut_test (with
// the one instantiation of dv_dut_test and bar_dut_test for the leaf) and bar_leaf_vseq_test, the
// test of every leaf sequence.
#include "bar_leaf_dut_test.h"

#include "bar_dut_test_impl.h"
#include "bar_leaf_dut.h"
#include "bar_leaf_env.h"
#include "uvm.h"

BAR_DUT_TEST_INSTANTIATE(leaf);

namespace collnet::barrier {

void bar_leaf_dut_test::setup_env(bar_leaf_env_config& cfg) {
  m_sb = m_dut->seq_bits();
  cfg.seq_bits = m_sb;
  cfg.from_plusargs(80);  // +ready_pct default: 80
}

/// The test of every leaf sequence (sequences/barrier/bar_leaf_vseqs.cpp): the base as it is.
class bar_leaf_vseq_test : public bar_leaf_dut_test {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_vseq_test);
  using bar_leaf_dut_test::bar_leaf_dut_test;
};

}  // namespace collnet::barrier
