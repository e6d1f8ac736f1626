// bar_reg_test: a test that runs a built-in register sequence (uvm_reg_hw_reset_seq,
// uvm_reg_bit_bash_seq, uvm_reg_access_seq) on the generated register model of a barrier env
// through the management agent (front door), with no packet traffic. Shared by the switch and
// the leaf tests; each says how its env is set up, which registers bit bashing must skip and
// how the register back door reaches the RTL (bar_reg_backdoor.h).
#pragma once

#include <string>
#include <type_traits>
#include <vector>

#include "bar_reg_backdoor.h"
#include "cov_uvm.h"
#include "dv_base_test.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

/// ENV: the block env (regmodel, sb, setup). Derived classes implement setup_env() (create
/// `env` and call its setup with the harness), no_bit_bash() (registers excluded with the
/// NO_REG_BIT_BASH_TEST resource; their reset values are still checked by hw_reset) and
/// install_backdoor() (a back door on every writable register; the read-only ones, STATUS and
/// PARAMS, are excluded from the access test with NO_REG_ACCESS_TEST, as UVM skips registers
/// with read-only fields). With uvm_reg_access_seq the back door writes the RTL behind the
/// env's reference model, so its register checks are off (env->set_ref_model_check) and the
/// sequence's own front-door/back-door mirror checks are the check.
template <typename MODEL, typename ENV, typename SEQ>
class bar_reg_test_t : public dv::dv_base_test {
 public:
  vlh::vl_harness_base& harness() override { return m_h; }
  explicit bar_reg_test_t(uvm::uvm_component_name name) : dv::dv_base_test(name) {}
  ENV* env = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    dv::dv_base_test::build_phase(phase);
    env = ENV::type_id::create("env", this);
    setup_env(m_h);
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    dv::dv_base_test::connect_phase(phase);
    env->sb->require_packets = false;
    env->set_ref_model_check(!std::is_same_v<SEQ, uvm::uvm_reg_access_seq>);
  }
  void body() override {
    const std::string scope = "REG::" + env->regmodel->get_full_name() + ".";
    for (const char* r : no_bit_bash())
      uvm::uvm_resource_db<bool>::set(scope + r, "NO_REG_BIT_BASH_TEST", true);
    for (const char* r : read_only())
      uvm::uvm_resource_db<bool>::set(scope + r, "NO_REG_ACCESS_TEST", true);
    install_backdoor(m_h.model());
    SEQ s("reg_seq");
    s.model = env->regmodel.get();
    s.start(nullptr);
    m_h.wait_cycles(10);
  }

 protected:
  virtual void setup_env(vlh::vl_harness<MODEL>& h) = 0;
  virtual std::vector<const char*> no_bit_bash() const = 0;
  /// The read-only registers (no back door; skipped by the access test).
  virtual std::vector<const char*> read_only() const = 0;
  /// Installs the register back door on env->regmodel (owned by `backdoors`).
  virtual void install_backdoor(MODEL& m) = 0;
  bar_reg_backdoors backdoors;

 private:
  vlh::vl_harness<MODEL> m_h{"harness"};
};

}  // namespace collnet::barrier
