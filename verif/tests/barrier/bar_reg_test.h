// bar_reg_test: a test that runs a built-in register sequence (uvm_reg_hw_reset_seq,
// uvm_reg_bit_bash_seq, ...) on the generated register model of a barrier env through the
// management agent (front door), with no packet traffic. Shared by the switch and the leaf
// tests; each says how its env is set up and which registers bit bashing must skip.
#pragma once

#include <string>
#include <vector>

#include "cov_uvm.h"
#include "dv_base_test.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

/// ENV: the block env (regmodel, sb, setup). Derived classes implement setup_env() (create
/// `env` and call its setup with the harness) and no_bit_bash() (registers excluded with the
/// NO_REG_BIT_BASH_TEST resource; their reset values are still checked by hw_reset).
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
  }
  void body() override {
    const std::string scope = "REG::" + env->regmodel->get_full_name() + ".";
    for (const char* r : no_bit_bash())
      uvm::uvm_resource_db<bool>::set(scope + r, "NO_REG_BIT_BASH_TEST", true);
    SEQ s("reg_seq");
    s.model = env->regmodel.get();
    s.start(nullptr);
    m_h.wait_cycles(10);
  }

 protected:
  virtual void setup_env(vlh::vl_harness<MODEL>& h) = 0;
  virtual std::vector<const char*> no_bit_bash() const = 0;

 private:
  vlh::vl_harness<MODEL> m_h{"harness"};
};

}  // namespace collnet::barrier
