// bar_reg_test: a test that runs a built-in register sequence (uvm_reg_hw_reset_seq,
// uvm_reg_bit_bash_seq, uvm_reg_access_seq) on the generated register model of a barrier env
// through the management agent (front door), with no packet traffic. Shared by the switch and
// the leaf tests (BASE: bar_switch_dut_test or bar_leaf_dut_test); each says which registers bit
// bashing must skip; the register back door comes from the sim's DUT binding
// (install_backdoor, bar_reg_backdoor.h): the file that instantiates it includes the DUT's
// interface (bar_switch_dut.h or bar_leaf_dut.h).
#pragma once

#include "dv_base_test.h"

#include <string>
#include <type_traits>
#include <vector>

#include "bar_reg_backdoor.h"
#include "bar_scoreboard.h"
#include "uvm.h"

namespace collnet::barrier {

/// no_bit_bash(): registers excluded with the NO_REG_BIT_BASH_TEST resource (their reset values
/// are still checked by hw_reset); read_only(): the registers with no back door (STATUS,
/// PARAMS), excluded from the access test with NO_REG_ACCESS_TEST, as UVM skips registers with
/// read-only fields. With uvm_reg_access_seq the back door writes the RTL behind the env's
/// reference model, so its register checks are off (env->set_ref_model_check) and the
/// sequence's own front-door/back-door mirror checks are the check.
template <typename BASE, typename SEQ>
class bar_reg_test_t : public BASE {
 public:
  explicit bar_reg_test_t(uvm::uvm_component_name name) : BASE(name) {}

  void connect_phase(uvm::uvm_phase& phase) override {
    BASE::connect_phase(phase);
    this->env->sb->require_packets = false;
    this->env->set_ref_model_check(!std::is_same_v<SEQ, uvm::uvm_reg_access_seq>);
  }
  void body() override {
    const std::string scope = "REG::" + this->env->regmodel->get_full_name() + ".";
    for (const char* r : no_bit_bash())
      uvm::uvm_resource_db<bool>::set(scope + r, "NO_REG_BIT_BASH_TEST", true);
    for (const char* r : read_only())
      uvm::uvm_resource_db<bool>::set(scope + r, "NO_REG_ACCESS_TEST", true);
    this->m_dut->install_backdoor(*this->env->regmodel, this->m_backdoors);
    SEQ s("reg_seq");
    s.model = this->env->regmodel.get();
    s.start(nullptr);
    this->harness().wait_cycles(10);
  }

 protected:
  virtual std::vector<const char*> no_bit_bash() const = 0;
  /// The read-only registers (no back door; skipped by the access test).
  virtual std::vector<const char*> read_only() const = 0;
};

}  // namespace collnet::barrier
