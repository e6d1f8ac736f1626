// factory: type and instance overrides of components. Written against UVM-SystemC's
// documented API only.
//
// env creates three drivers through the factory as base_driver. The test overrides the type
// base_driver with fast_driver everywhere, and the instance env.drv2 with slow_driver (an
// instance override wins over a type override). At the end of elaboration the test prints the
// factory's overrides (print(0): the list of all registered types depends on the library) and
// the topology (the default table printer; object ids are masked by the comparison).
#include <array>
#include <cstddef>
#include <string>

#include <systemc>
#include <uvm>

#include "env_test.h"

using namespace uvm;

class base_driver : public uvm_component {
 public:
  UVM_COMPONENT_UTILS(base_driver);
  explicit base_driver(uvm_component_name name) : uvm_component(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_component::build_phase(phase);
    UVM_INFO("TYPE", get_name() + " is a " + get_type_name() + ", " + speed(), UVM_LOW);
  }
  virtual std::string speed() const { return "normal speed"; }
};

class fast_driver : public base_driver {
 public:
  UVM_COMPONENT_UTILS(fast_driver);
  explicit fast_driver(uvm_component_name name) : base_driver(name) {}
  std::string speed() const override { return "fast"; }
};

class slow_driver : public base_driver {
 public:
  UVM_COMPONENT_UTILS(slow_driver);
  explicit slow_driver(uvm_component_name name) : base_driver(name) {}
  std::string speed() const override { return "slow"; }
};

class env_t : public uvm_env {
 public:
  UVM_COMPONENT_UTILS(env_t);
  explicit env_t(uvm_component_name name) : uvm_env(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_env::build_phase(phase);
    for (std::size_t i = 0; i < drv.size(); ++i)
      drv[i] = base_driver::type_id::create("drv" + std::to_string(i + 1), this);
  }
  std::array<base_driver*, 3> drv{};  // drv1, drv2, drv3
};

class factory_test : public env_test<env_t> {
 public:
  UVM_COMPONENT_UTILS(factory_test);
  using env_test::env_test;
  void configure() override {
    set_type_override_by_type(base_driver::get_type(), fast_driver::get_type());
    set_inst_override_by_type("env.drv2", base_driver::get_type(), slow_driver::get_type());
  }
  void end_of_elaboration_phase(uvm_phase& /*phase*/) override {
    uvm_coreservice_t::get()->get_factory()->print(0);
    uvm_root::get()->print_topology();
  }
  void report_phase(uvm_phase& /*phase*/) override {
    UVM_INFO("SPEEDS",
             env->drv[0]->speed() + " " + env->drv[1]->speed() + " " + env->drv[2]->speed(),
             UVM_LOW);
  }
};

int sc_main(int, char*[]) {
  run_test("factory_test");
  return 0;
}
