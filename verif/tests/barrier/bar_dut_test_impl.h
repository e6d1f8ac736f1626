// The bodies of bar_dut_test<IF, ENV, CFG> (bar_dut_test.h), included only by the .cpp that
// instantiates it for its block (bar_switch_dut_test.cpp, bar_leaf_dut_test.cpp), after the
// headers of the DUT's interface and of the env.
#pragma once

#include "bar_dut_test.h"

namespace collnet::barrier {

template <class IF, class ENV, class CFG>
bar_dut_test<IF, ENV, CFG>::bar_dut_test(uvm::uvm_component_name name)
    : dv::dv_dut_test<IF, ENV, CFG>(name) {}

template <class IF, class ENV, class CFG>
bar_dut_test<IF, ENV, CFG>::~bar_dut_test() = default;

template <class IF, class ENV, class CFG>
collnet::dv::vl_harness_base& bar_dut_test<IF, ENV, CFG>::harness() {
  return this->m_dut->harness();
}

template <class IF, class ENV, class CFG>
void bar_dut_test<IF, ENV, CFG>::connect_phase(uvm::uvm_phase& phase) {
  dv::dv_dut_test<IF, ENV, CFG>::connect_phase(phase);
  this->env->vsqr->install_reg_backdoor = [this] {
    this->m_dut->install_backdoor(*this->env->regmodel, m_backdoors);
  };
}

template <class IF, class ENV, class CFG>
void bar_dut_test<IF, ENV, CFG>::bind_dut() {
  this->m_dut->bind(this);
}

}  // namespace collnet::barrier

/// The one instantiation of dv_dut_test and bar_dut_test of the block BLK (BAR_DUT_TEST_EXTERN).
#define BAR_DUT_TEST_INSTANTIATE(BLK)                              \
  template class collnet::dv::dv_dut_test<BAR_DUT_TEST_ARGS(BLK)>; \
  template class collnet::barrier::bar_dut_test<BAR_DUT_TEST_ARGS(BLK)>
