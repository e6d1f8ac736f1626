// phases: the UVM phases, including the runtime schedule running in parallel with run_phase, and
// the global timeout. Written against UVM-SystemC's documented API only.
//
// comp reports in every phase. reset_phase and main_phase object for 10 ns and 20 ns, so the
// runtime schedule ends at 30 ns; run_phase (no objection) reports at 5 ns, while the runtime
// phases are running. The timeout (1 us, set by the test) is not reached.
#include <systemc>
#include <uvm>

using namespace uvm;

class comp : public uvm_component {
 public:
  UVM_COMPONENT_UTILS(comp);
  explicit comp(uvm_component_name name) : uvm_component(name) {}

  void build_phase(uvm_phase& phase) override { say(phase); }
  void connect_phase(uvm_phase& phase) override { say(phase); }
  void end_of_elaboration_phase(uvm_phase& phase) override { say(phase); }
  void start_of_simulation_phase(uvm_phase& phase) override { say(phase); }
  void run_phase(uvm_phase& phase) override {
    sc_core::wait(5, sc_core::SC_NS);
    UVM_INFO(phase.get_name(), "run_phase runs in parallel with the runtime phases", UVM_LOW);
  }
  void pre_reset_phase(uvm_phase& phase) override { say(phase); }
  void reset_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    UVM_INFO(phase.get_name(), "reset_phase: holding reset for 10 ns", UVM_LOW);
    sc_core::wait(10, sc_core::SC_NS);
    phase.drop_objection(this);
  }
  void post_reset_phase(uvm_phase& phase) override { say(phase); }
  void pre_configure_phase(uvm_phase& phase) override { say(phase); }
  void configure_phase(uvm_phase& phase) override { say(phase); }
  void post_configure_phase(uvm_phase& phase) override { say(phase); }
  void pre_main_phase(uvm_phase& phase) override { say(phase); }
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    UVM_INFO(phase.get_name(), "main_phase: 20 ns of traffic", UVM_LOW);
    sc_core::wait(20, sc_core::SC_NS);
    UVM_INFO(phase.get_name(), "main_phase: traffic done", UVM_LOW);
    phase.drop_objection(this);
  }
  void post_main_phase(uvm_phase& phase) override { say(phase); }
  void pre_shutdown_phase(uvm_phase& phase) override { say(phase); }
  void shutdown_phase(uvm_phase& phase) override { say(phase); }
  void post_shutdown_phase(uvm_phase& phase) override { say(phase); }
  void extract_phase(uvm_phase& phase) override { say(phase); }
  void check_phase(uvm_phase& phase) override { say(phase); }
  void report_phase(uvm_phase& phase) override { say(phase); }
  void final_phase(uvm_phase& phase) override { say(phase); }

 private:
  void say(uvm_phase& phase) { UVM_INFO(phase.get_name(), phase.get_name() + "_phase", UVM_LOW); }
};

class phases_test : public uvm_test {
 public:
  UVM_COMPONENT_UTILS(phases_test);
  explicit phases_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    c = comp::type_id::create("comp", this);
    uvm_root::get()->set_timeout(sc_core::sc_time(1, sc_core::SC_US));
  }
  comp* c = nullptr;
};

int sc_main(int, char*[]) {
  run_test("phases_test");
  return 0;
}
