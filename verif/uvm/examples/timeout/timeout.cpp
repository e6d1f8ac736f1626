// timeout: a test that hangs in main_phase is stopped by the global timeout
// (uvm_root::set_timeout), with UVM_FATAL [PH_TIMEOUT]. Written against UVM-SystemC's
// documented API only.
#include <systemc>
#include <uvm>

using namespace uvm;

class timeout_test : public uvm_test {
 public:
  UVM_COMPONENT_UTILS(timeout_test);
  explicit timeout_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    uvm_root::get()->set_timeout(sc_core::sc_time(100, sc_core::SC_NS));
  }
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    UVM_INFO("WAIT", "waiting for a response that never comes", UVM_LOW);
    sc_core::wait(never);
    phase.drop_objection(this);
  }
  void report_phase(uvm_phase& /*phase*/) override {
    UVM_INFO("REPORT", "not reached after a fatal timeout", UVM_LOW);
  }
  sc_core::sc_event never;
};

int sc_main(int, char*[]) {
  run_test("timeout_test");
  return 0;
}
