// reporting: UVM-SystemC's report configuration on one component, written against
// UVM-SystemC's API only: an id verbosity, an id action (UVM_NO_ACTION), a severity/id
// override, a severity action with UVM_COUNT and a maximum quit count, a report catcher that
// demotes one error and swallows one warning, and a report from sc_main before run_test.
// Expected: the lines that survive, the catcher summary, the report summary with the quit
// count, FINISH.
#include <string>

#include <systemc>
#include <uvm>

class demoter : public uvm::uvm_report_catcher {
 public:
  demoter() : uvm::uvm_report_catcher("demoter") {}

  action_e do_catch() override {
    if (get_id() == "EXPECTED" && get_severity() == uvm::UVM_ERROR) {
      set_severity(uvm::UVM_INFO);
      set_message("(expected) " + get_message());
    }
    if (get_id() == "DROP") return CAUGHT;
    return THROW;
  }
};

class worker : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(worker);

  explicit worker(uvm::uvm_component_name name) : uvm::uvm_component(name) {}

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(5, sc_core::SC_NS);
    UVM_INFO("DETAIL", "shown: the id's verbosity is UVM_HIGH", uvm::UVM_HIGH);
    UVM_INFO("OTHER", "not shown: above the reporter's verbosity", uvm::UVM_HIGH);
    UVM_INFO("NOISY", "not shown: the id's action is UVM_NO_ACTION", uvm::UVM_LOW);
    UVM_ERROR("EXPECTED", "this error is expected");
    UVM_WARNING("DROP", "not shown: caught by the catcher");
    UVM_ERROR("SOFT", "an error reported as a warning");
    UVM_WARNING("COUNTED", "a warning counted towards the quit count");
    phase.drop_objection(this);
  }
};

class report_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(report_test);

  explicit report_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    w = worker::type_id::create("worker", this);
    w->set_report_id_verbosity("DETAIL", uvm::UVM_HIGH);
    w->set_report_id_action("NOISY", uvm::UVM_NO_ACTION);
    w->set_report_severity_id_override(uvm::UVM_ERROR, "SOFT", uvm::UVM_WARNING);
    w->set_report_severity_action(uvm::UVM_WARNING, uvm::UVM_DISPLAY | uvm::UVM_COUNT);
    uvm::uvm_report_cb::add(nullptr, &catcher);
    uvm::uvm_coreservice_t::get()->get_report_server()->set_max_quit_count(10);
  }

  worker* w = nullptr;
  demoter catcher;
};

int sc_main(int, char*[]) {
  uvm::uvm_report_info("MAIN", "reporting example starts", uvm::UVM_NONE);
  uvm::run_test("report_test");
  return 0;
}
