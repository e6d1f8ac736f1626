// hello_world: a test with one producer component, written against UVM-SystemC's API only.
// The producer raises an objection, reports three times 10 ns apart and drops it; the test
// greets at time 0. Expected: the RNTST line, four messages, the report summary, FINISH.
#include <string>

#include <systemc>
#include <uvm>

class producer : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(producer);

  explicit producer(uvm::uvm_component_name name) : uvm::uvm_component(name) {}

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    for (int i = 0; i < 3; ++i) {
      sc_core::wait(10, sc_core::SC_NS);
      UVM_INFO(get_name(), "Sending packet " + std::to_string(i), uvm::UVM_MEDIUM);
    }
    phase.drop_objection(this);
  }
};

class hello_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(hello_test);

  explicit hello_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    prod = producer::type_id::create("producer", this);
  }

  void run_phase(uvm::uvm_phase& /*phase*/) override {
    UVM_INFO("hello", "Hello World!", uvm::UVM_LOW);
  }

  producer* prod = nullptr;
};

int sc_main(int, char*[]) {
  uvm::run_test("hello_test");
  return 0;
}
