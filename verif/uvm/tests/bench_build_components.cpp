// bench_build_components: cost of building a configured component tree (docs/benchmarks.md,
// "UVM-lite vs UVM-SystemC").
//
// The test builds 20 envs x 20 agents (400 agents, 421 components): the test sets two config_db
// fields for all agents, every agent reads them and a third, unset one in its build_phase. The
// program prints the wall time from the start of run_test to the end of end_of_elaboration
// (build + connect + end_of_elaboration) and the whole run (the simulation ends at time 0:
// nobody objects). Count instructions with
//   valgrind --tool=callgrind bin/uvm_bench_build_components
#include <chrono>
#include <cstdio>
#include <string>

#include "uvm.h"

namespace {

using clock_type = std::chrono::steady_clock;
clock_type::time_point g_start;

class bench_agent : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(bench_agent);
  explicit bench_agent(uvm::uvm_component_name name) : uvm_component(name) {}
  void build_phase(uvm::uvm_phase& phase) override {
    uvm_component::build_phase(phase);
    uvm::uvm_config_db<int>::get(this, "", "num_items", num_items);
    uvm::uvm_config_db<std::string>::get(this, "", "mode", mode);
    uvm::uvm_config_db<int>::get(this, "", "unset_field", unset);
  }
  int num_items = 0;
  int unset = 0;
  std::string mode;
};

class bench_env : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(bench_env);
  explicit bench_env(uvm::uvm_component_name name) : uvm_component(name) {}
  void build_phase(uvm::uvm_phase& phase) override {
    uvm_component::build_phase(phase);
    for (int i = 0; i < 20; ++i) bench_agent::type_id::create("agent" + std::to_string(i), this);
  }
};

class bench_build_test : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(bench_build_test);
  explicit bench_build_test(uvm::uvm_component_name name) : uvm_component(name) {}
  void build_phase(uvm::uvm_phase& phase) override {
    uvm_component::build_phase(phase);
    uvm::uvm_config_db<int>::set(this, "env*.agent*", "num_items", 5);
    uvm::uvm_config_db<std::string>::set(this, "env*.agent*", "mode", "fast");
    for (int i = 0; i < 20; ++i) bench_env::type_id::create("env" + std::to_string(i), this);
  }
  void end_of_elaboration_phase(uvm::uvm_phase& /*phase*/) override {
    const double s = std::chrono::duration<double>(clock_type::now() - g_start).count();
    std::printf("BENCH build+connect+end_of_elaboration of %d components: %.4f s\n",
                count(uvm::uvm_root::get()) - 1, s);
  }
  static int count(uvm::uvm_component* c) {
    int n = 1;
    for (uvm::uvm_component* k : c->get_children()) n += count(k);
    return n;
  }
};

}  // namespace

int sc_main(int argc, char** argv) {
  g_start = clock_type::now();
  const int rc = uvm::run_test(argc, argv, "bench_build_test");
  const double s = std::chrono::duration<double>(clock_type::now() - g_start).count();
  std::printf("BENCH whole run_test: %.4f s\n", s);
  return rc;
}
