// objections: per-phase objections propagating up the hierarchy, the raised/dropped/all_dropped
// callbacks and a drain time. Written against UVM-SystemC's documented API only.
//
// Two workers under env object in main_phase (10 ns and 30 ns). The test reads the counts while
// they work; env reports the drops that reach it; the test has a drain time of 10 ns, so main
// ends (and with it the runtime schedule and the run phase) at 40 ns.
#include <string>

#include <systemc>
#include <uvm>

#include "env_test.h"

using namespace uvm;

class worker : public uvm_component {
 public:
  UVM_COMPONENT_UTILS(worker);
  explicit worker(uvm_component_name name) : uvm_component(name) {}
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this, "busy");
    sc_core::wait(work_ns, sc_core::SC_NS);
    UVM_INFO("WORK", "work done", UVM_LOW);
    phase.drop_objection(this, "busy");
  }
  double work_ns = 10;
};

class env_t : public uvm_env {
 public:
  UVM_COMPONENT_UTILS(env_t);
  explicit env_t(uvm_component_name name) : uvm_env(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_env::build_phase(phase);
    w1 = worker::type_id::create("w1", this);
    w2 = worker::type_id::create("w2", this);
    w2->work_ns = 30;
  }
  void dropped(uvm_objection* /*objection*/, uvm_object* source_obj, const std::string& description,
               int count) override {
    UVM_INFO("DROPPED",
             "dropped by " + source_obj->get_full_name() + " (" + description + "), count " +
                 std::to_string(count),
             UVM_LOW);
  }
  void all_dropped(uvm_objection* /*objection*/, uvm_object* /*source_obj*/,
                   const std::string& /*description*/, int /*count*/) override {
    UVM_INFO("ALL_DROPPED", "all objections below env dropped", UVM_LOW);
  }
  worker* w1 = nullptr;
  worker* w2 = nullptr;
};

class objections_test : public env_test<env_t> {
 public:
  UVM_COMPONENT_UTILS(objections_test);
  using env_test::env_test;
  void main_phase(uvm_phase& phase) override {
    main_objection = phase.get_objection();
    main_objection->set_drain_time(this, sc_core::sc_time(10, sc_core::SC_NS));
    sc_core::wait(5, sc_core::SC_NS);
    show_counts();
    sc_core::wait(15, sc_core::SC_NS);
    show_counts();
  }
  void all_dropped(uvm_objection* objection, uvm_object* /*source_obj*/,
                   const std::string& /*description*/, int /*count*/) override {
    if (objection == main_objection)
      UVM_INFO("ALL_DROPPED", "main phase objections dropped, after the drain time", UVM_LOW);
  }
  void report_phase(uvm_phase& /*phase*/) override { UVM_INFO("REPORT", "report_phase", UVM_LOW); }

 private:
  void show_counts() {
    UVM_INFO("COUNTS",
             "env count " + std::to_string(main_objection->get_objection_count(env)) +
                 ", env total " + std::to_string(main_objection->get_objection_total(env)) +
                 ", test total " + std::to_string(main_objection->get_objection_total(this)) +
                 ", w2 count " + std::to_string(main_objection->get_objection_count(env->w2)),
             UVM_LOW);
  }
  uvm_objection* main_objection = nullptr;
};

int sc_main(int, char*[]) {
  run_test("objections_test");
  return 0;
}
