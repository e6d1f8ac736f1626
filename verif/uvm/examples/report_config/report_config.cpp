// report_config: a reporter's configuration printed with its handler's print(), the resource
// pool listed with uvm_resource_db<>::dump(), and the delta cycle in which the run phase
// starts. Written against UVM-SystemC's documented API only.
//
// The test configures its reporting in build_phase and prints its handler in run_phase (the
// verbosity row is the reporter's, the other rows only what was set, UVM-SystemC's table).
// config_db sets made before run_test and during build appear in the dump by name, the most
// recent first, each scope shown as a regex. A module writes its output during SystemC's
// initialization; the run phase starts one delta cycle later, so the monitor's run_phase sees
// only the second change.
#include <iostream>
#include <string>

#include <systemc>
#include <uvm>

using namespace uvm;

SC_MODULE(counter_dut) {
  sc_core::sc_signal<int> out{"out"};
  int n = 0;
  void tick() {
    out.write(++n);
    if (n < 2) next_trigger(sc_core::sc_time(5, sc_core::SC_NS));
  }
  SC_CTOR(counter_dut) {
    SC_METHOD(tick);
  }
};

class monitor_t : public uvm_component {
 public:
  UVM_COMPONENT_UTILS(monitor_t);
  explicit monitor_t(uvm_component_name name) : uvm_component(name) {}
  sc_core::sc_signal<int>* sig = nullptr;
  void build_phase(uvm_phase& phase) override {
    uvm_component::build_phase(phase);
    uvm_config_db<int>::set(this, "*", "depth", 4);
  }
  void run_phase(uvm_phase& phase) override {
    (void)phase;
    while (true) {
      sc_core::wait(sig->default_event());
      UVM_INFO("MON", "saw " + std::to_string(sig->read()), UVM_LOW);
    }
  }
};

class report_test : public uvm_test {
 public:
  UVM_COMPONENT_UTILS(report_test);
  explicit report_test(uvm_component_name name) : uvm_test(name) {}
  monitor_t* mon = nullptr;
  counter_dut* dut = nullptr;
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    set_report_verbosity_level(UVM_HIGH);
    set_report_id_verbosity("NOISY", UVM_NONE);
    set_report_severity_action(UVM_WARNING, UVM_DISPLAY | UVM_COUNT);
    set_report_severity_override(UVM_ERROR, UVM_WARNING);
    uvm_config_db<std::string>::set(this, "mon", "mode", "fast");
    mon = monitor_t::type_id::create("mon", this);
    dut = new counter_dut("dut");
  }
  void connect_phase(uvm_phase& phase) override {
    uvm_test::connect_phase(phase);
    mon->sig = &dut->out;
  }
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    get_report_handler()->print();
    sc_core::wait(10, sc_core::SC_NS);
    phase.drop_objection(this);
  }
  void report_phase(uvm_phase& phase) override {
    (void)phase;
    uvm_resource_db<>::dump();
  }
};

int sc_main(int, char*[]) {
  uvm_config_db<int>::set(nullptr, "*", "depth", 1);
  uvm_config_db<int>::set(nullptr, "report_test.*", "depth", 2);
  run_test("report_test");
  return 0;
}
