// report_context: whose name a report carries, and what a user sees at the edges of a run.
// Written against UVM-SystemC's documented API only.
//
// - a plain uvm_object's UVM_* macros report as "reporter", wherever they run;
// - a sequence item's uvm_report_* members report through its sequencer, named
//   "<sequencer>@@<sequence path>" ("reporter@@<name>" without a sequencer);
// - a verbosity set on uvm_root before run_test() reaches every component (UVM_MEDIUM hidden);
// - an agent whose is_active was not configured warns [ACTPASS:];
// - UVM_COMPONENT_UTILS in a class template: a second instantiation warns [TPRGED];
// - argument "fatal" (fatal_test): a UVM_FATAL ends the run with the summary, SystemC's report of
//   uvm_root::die() and exit status 1; nothing after run_test() runs.
#include <systemc>
#include <uvm>

using namespace uvm;

class note_item : public uvm_sequence_item {
 public:
  using uvm_sequence_item::uvm_report_info;
  UVM_OBJECT_UTILS(note_item);
  explicit note_item(const std::string& name = "note_item") : uvm_sequence_item(name) {}
  void tell() const {
    uvm_report_info("ITEM", "reported by the item", UVM_LOW);
    UVM_INFO("ITEM_MACRO", "reported by the item's macro", UVM_LOW);
  }
};

class checker_object : public uvm::uvm_object {
 public:
  UVM_OBJECT_UTILS(checker_object);
  explicit checker_object(const std::string& name = "checker_object") : uvm::uvm_object(name) {}
  void check(int got, int expected) const {
    if (got != expected) UVM_ERROR("CHECK", "got a value other than expected");
    UVM_INFO("CHECK_DONE", "check done", UVM_LOW);
  }
};

class note_seq : public uvm_sequence<note_item> {
 public:
  UVM_OBJECT_UTILS(note_seq);
  explicit note_seq(const std::string& name = "note_seq") : uvm_sequence<note_item>(name) {}
  void body() override {
    note_item* item = note_item::type_id::create("note");
    start_item(item);
    item->tell();
    finish_item(item);
    note_item::type_id::destroy(item);
  }
};

class note_driver : public uvm_driver<note_item> {
 public:
  UVM_COMPONENT_UTILS(note_driver);
  explicit note_driver(uvm_component_name name) : uvm_driver<note_item>(name) {}
  void run_phase(uvm_phase& /*phase*/) override {
    note_item item;
    for (;;) {
      seq_item_port->get_next_item(item);
      sc_core::wait(10, sc_core::SC_NS);
      seq_item_port->item_done();
    }
  }
};

class note_sequencer : public uvm_sequencer<note_item> {
 public:
  UVM_COMPONENT_UTILS(note_sequencer);
  explicit note_sequencer(uvm_component_name name) : uvm_sequencer<note_item>(name) {}
};

class note_agent : public uvm_agent {
 public:
  UVM_COMPONENT_UTILS(note_agent);
  explicit note_agent(uvm_component_name name) : uvm_agent(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_agent::build_phase(phase);
    sequencer = note_sequencer::type_id::create("sequencer", this);
    driver = note_driver::type_id::create("driver", this);
  }
  void connect_phase(uvm_phase& /*phase*/) override {
    driver->seq_item_port.connect(sequencer->seq_item_export);
  }
  void run_phase(uvm_phase& /*phase*/) override {
    UVM_INFO("HIDDEN", "UVM_MEDIUM: hidden by uvm_root's UVM_LOW", UVM_MEDIUM);
  }
  note_sequencer* sequencer = nullptr;
  note_driver* driver = nullptr;
};

template <typename T>
class holder : public uvm_component {
 public:
  UVM_COMPONENT_UTILS(holder<T>);
  explicit holder(uvm_component_name name) : uvm_component(name) {}
  T value{};
};

class context_test : public uvm_test {
 public:
  UVM_COMPONENT_UTILS(context_test);
  explicit context_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    agent = note_agent::type_id::create("agent", this);
    int_holder = holder<int>::type_id::create("int_holder", this);
    char_holder = holder<char>::type_id::create("char_holder", this);
  }
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    checker_object checker;
    checker.check(1, 2);
    note_item loose("loose");
    loose.tell();
    note_seq* seq = note_seq::type_id::create("seq");
    seq->start(agent->sequencer);
    note_seq::type_id::destroy(seq);
    last_step();
    phase.drop_objection(this);
  }
  virtual void last_step() {}
  note_agent* agent = nullptr;
  holder<int>* int_holder = nullptr;
  holder<char>* char_holder = nullptr;
};

class fatal_test : public context_test {
 public:
  UVM_COMPONENT_UTILS(fatal_test);
  explicit fatal_test(uvm_component_name name) : context_test(name) {}
  void last_step() override { UVM_FATAL("GIVE_UP", "cannot go on"); }
};

int sc_main(int argc, char* argv[]) {
  uvm_root::get()->set_report_verbosity_level(UVM_LOW);
  run_test(argc > 1 && std::string(argv[1]) == "fatal" ? "fatal_test" : "context_test");
  std::cout << "after run_test" << std::endl;
  return 0;
}
