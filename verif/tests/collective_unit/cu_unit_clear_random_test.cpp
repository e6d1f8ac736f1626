// cu_unit_clear_random_test: the check of cu_unit_clear_random_vseq (status and count registers
// cleared at random cycles during traffic, read back at once; +UVM_TEST_SEQ). At the end: at least
// one read was compared cycle by cycle (CU_ARB_REG) and at least one clear landed in the cycle
// of one of its events (the rule the test is for), else CU_RULE.
#include "cu_unit_base_test.h"

#include <fmt/format.h>

#include "cu_unit_env.h"
#include "uvm.h"

class cu_unit_clear_random_test : public collnet::collective::cu_unit_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_clear_random_test);
  using cu_unit_base_test::cu_unit_base_test;

  void check_phase(uvm::uvm_phase& phase) override {
    cu_unit_base_test::check_phase(phase);
    const auto& sb = *env->arb_sb;
    UVM_INFO("CU_RULE",
             fmt::format("{} status/count reads compared, {} clears in the cycle of an event",
                         sb.reads_compared(), sb.clears_with_event()),
             uvm::UVM_LOW);
    if (sb.reads_compared() == 0)
      UVM_ERROR("CU_RULE", "no status/count read was compared with the traffic model");
    if (sb.clears_with_event() == 0)
      UVM_ERROR("CU_RULE", "no clear landed in the cycle of one of its events");
  }
};
