// The base of the switch tests, compiled once (library bar_switch_tests): bar_switch_dut_test
// (with the one instantiation of dv_dut_test and bar_dut_test for the switch), the checker's fault
// probe (bar_switch_fault_probe) and bar_switch_vseq_test, the test of every switch sequence.
#include "bar_switch_dut_test.h"

#include "bar_dut_test_impl.h"
#include "bar_switch_dut.h"
#include "bar_switch_env.h"
#include "bar_switch_fault_probe.h"
#include "uvm.h"

BAR_DUT_TEST_INSTANTIATE(switch);

namespace collnet::barrier {

void bar_switch_dut_test::setup_env(bar_switch_env_config& cfg) {
  m_p = m_dut->params();
  cfg.params = m_p;
  cfg.from_plusargs(100);  // +ready_pct default: 100
}

void bar_switch_dut_test::bind_dut() {
  bar_dut_test::bind_dut();
  bar_switch_fault_probe::install(this);  // checker self-test (_bad tests, +bar_fault)
}

bar_switch_fault_probe::bar_switch_fault_probe(uvm::uvm_component_name name)
    : bar_switch_probe(name) {}
bar_switch_fault_probe::~bar_switch_fault_probe() = default;

/// The test of every switch sequence (sequences/barrier/bar_switch_vseqs.cpp): the base as it is,
/// started at time 0 under +status_at_reset=1 (the sequence queues its first register reads
/// during reset).
class bar_switch_vseq_test : public bar_switch_dut_test {
 public:
  UVM_COMPONENT_UTILS(bar_switch_vseq_test);
  using bar_switch_dut_test::bar_switch_dut_test;
  bool start_before_reset() const override {
    return uvm::plusargs::get_u64("status_at_reset", 0) != 0;
  }
};

}  // namespace collnet::barrier
