// config_db: uvm_config_db set/get with wildcards, hierarchical precedence during build and
// "last set wins" afterwards. Written against UVM-SystemC's documented API only.
//
// sc_main sets the mode of everything under env (the test started with run_test("config_test")
// is named config_test, as UVM-SystemC names it); during build the test (higher in the
// hierarchy) sets agent1's num_items and env sets every agent's: the test's setting wins for
// agent1 although env's came later. In the run phase the test changes agent2's num_items.
#include <string>

#include <systemc>
#include <uvm>

#include "env_test.h"

using namespace uvm;

class agent_t : public uvm_component {
 public:
  UVM_COMPONENT_UTILS(agent_t);
  explicit agent_t(uvm_component_name name) : uvm_component(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_component::build_phase(phase);
    int n = 0;
    if (uvm_config_db<int>::get(this, "", "num_items", n))
      UVM_INFO("CFG", "num_items = " + std::to_string(n), UVM_LOW);
    std::string mode;
    if (uvm_config_db<std::string>::get(this, "", "mode", mode))
      UVM_INFO("CFG", "mode = " + mode, UVM_LOW);
    int depth = 0;
    if (!uvm_config_db<int>::get(this, "", "depth", depth))
      UVM_INFO("CFG", "depth not set, keeping the default", UVM_LOW);
  }
  void run_phase(uvm_phase& /*phase*/) override {
    // agent1 reads at 10 ns, agent2 at 12 ns (not at the same time: the order of two processes
    // waking at one time is the kernel's).
    sc_core::wait(get_name() == "agent1" ? 10 : 12, sc_core::SC_NS);
    int n = 0;
    if (uvm_config_db<int>::get(this, "", "num_items", n))
      UVM_INFO("CFG", "num_items now = " + std::to_string(n), UVM_LOW);
  }
};

class env_t : public uvm_env {
 public:
  UVM_COMPONENT_UTILS(env_t);
  explicit env_t(uvm_component_name name) : uvm_env(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_env::build_phase(phase);
    uvm_config_db<int>::set(this, "agent*", "num_items", 3);
    agent1 = agent_t::type_id::create("agent1", this);
    agent2 = agent_t::type_id::create("agent2", this);
  }
  agent_t* agent1 = nullptr;
  agent_t* agent2 = nullptr;
};

class config_test : public env_test<env_t> {
 public:
  UVM_COMPONENT_UTILS(config_test);
  using env_test::env_test;
  void configure() override { uvm_config_db<int>::set(this, "env.agent1", "num_items", 5); }
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(5, sc_core::SC_NS);
    uvm_config_db<int>::set(this, "env.agent2", "num_items", 8);
    sc_core::wait(10, sc_core::SC_NS);
    phase.drop_objection(this);
  }
};

int sc_main(int, char*[]) {
  uvm_config_db<std::string>::set(NULL, "config_test.env.*", "mode", "fast");
  run_test("config_test");
  return 0;
}
