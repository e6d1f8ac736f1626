// bar_switch_dut_test and the switch checker's fault probe (bar_switch_fault_probe), compiled
// once (library bar_switch_tests), with the one instantiation of dv_dut_test for the switch.
#include "bar_switch_dut_test.h"  // first: Verilator's headers precede SystemC's

#include "bar_switch_fault_probe.h"
#include "uvm.h"

template class collnet::dv::dv_dut_test<collnet::barrier::bar_switch_dut_if,
                                        collnet::barrier::bar_switch_env,
                                        collnet::barrier::bar_switch_env_config>;

namespace collnet::barrier {

bar_switch_dut_test::bar_switch_dut_test(uvm::uvm_component_name name) : dv_dut_test(name) {}
bar_switch_dut_test::~bar_switch_dut_test() = default;

void bar_switch_dut_test::setup_env(bar_switch_env_config& cfg) {
  m_p = m_dut->params();
  cfg.params = m_p;
  cfg.from_plusargs(100);  // +ready_pct default: 100
}

void bar_switch_dut_test::bind_dut() {
  m_dut->bind(this);
  bar_switch_fault_probe::install(this);  // checker self-test (_bad tests, +bar_fault)
}

bar_switch_fault_probe::bar_switch_fault_probe(uvm::uvm_component_name name)
    : bar_switch_probe(name) {}
bar_switch_fault_probe::~bar_switch_fault_probe() = default;

}  // namespace collnet::barrier
