// env_test<ENV>: the test skeleton the examples share, written against UVM-SystemC's API only.
// Its build_phase calls configure() (the example's config_db settings and factory overrides,
// made before anything below the test is built), then creates the environment ENV as "env".
#pragma once

#include <uvm>

template <class ENV>
class env_test : public uvm::uvm_test {
 public:
  explicit env_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    configure();
    env = ENV::type_id::create("env", this);
  }

 protected:
  /// What the environment reads in its own build_phase; nothing by default.
  virtual void configure() {}

  ENV* env = nullptr;
};
