// default_sequence: a phase's default sequence set through config_db, a component created by the
// factory without a parent inside build_phase, and the names of the phase processes. Written
// against UVM-SystemC's documented API only.
//
// The test creates its sequencer with type_id::create("sqr") (no parent: the test, whose
// build_phase runs). reset_phase gets a sequence by type (a uvm_object_wrapper*, created by the
// factory and named after its type), main_phase a sequence object of the test's own. Both raise
// the phase's objection automatically, so reset ends at 20 ns and main at 20 + 5 ns; the
// sequencer's own main_phase thread, which waits 100 ns, is killed when main ends. configure has
// no default sequence and ends at once.
#include <string>

#include <systemc>
#include <uvm>

using namespace uvm;

class delay_seq : public uvm_sequence<> {
 public:
  UVM_OBJECT_UTILS(delay_seq);
  explicit delay_seq(const std::string& name = "delay_seq") : uvm_sequence<>(name) {
    set_automatic_phase_objection(true);
  }
  void body() override {
    UVM_INFO("BODY", "start, " + std::to_string(delay_ns) + " ns", UVM_LOW);
    sc_core::wait(delay_ns, sc_core::SC_NS);
    UVM_INFO("BODY", "end", UVM_LOW);
  }
  int delay_ns = 20;
};

class my_sqr : public uvm_sequencer<> {
 public:
  UVM_COMPONENT_UTILS(my_sqr);
  explicit my_sqr(uvm_component_name name) : uvm_sequencer<>(name) {}
  void main_phase(uvm_phase& /*phase*/) override {
    UVM_INFO("PROC",
             std::string("main_phase runs in ") + sc_core::sc_get_current_process_handle().name(),
             UVM_LOW);
    sc_core::wait(100, sc_core::SC_NS);
    UVM_INFO("PROC", "not reached: killed at the end of main", UVM_LOW);
  }
};

class seq_test : public uvm_test {
 public:
  UVM_COMPONENT_UTILS(seq_test);
  explicit seq_test(uvm_component_name name) : uvm_test(name), main_seq("main_seq") {
    main_seq.delay_ns = 5;
  }
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    sqr = my_sqr::type_id::create("sqr");
    uvm_config_db<uvm_object_wrapper*>::set(this, "sqr.reset_phase", "default_sequence",
                                            delay_seq::type_id::get());
    uvm_config_db<uvm_sequence_base*>::set(this, "sqr.main_phase", "default_sequence", &main_seq);
  }
  void report_phase(uvm_phase& /*phase*/) override {
    UVM_INFO("PARENT", "sqr's full name is " + sqr->get_full_name(), UVM_LOW);
  }
  my_sqr* sqr = nullptr;
  delay_seq main_seq;
};

int sc_main(int, char*[]) {
  run_test("seq_test");
  return 0;
}
