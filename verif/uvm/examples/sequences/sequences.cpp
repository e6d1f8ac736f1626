// sequences: arbitration and lock/grab on one sequencer, written against UVM-SystemC's API only.
// One driver takes each item for 10 ns and reports it when it gets it. Three scenarios run one
// after the other in the test's run phase:
//   1. UVM_SEQ_ARB_STRICT_FIFO, A (priority 100) and B (priority 200), 3 items each, started
//      together: B's items first (B re-requests before the driver arbitrates again), then A's.
//   2. UVM_SEQ_ARB_FIFO, C (4 items) and L (lock, 2 items, unlock) started together: C0 was
//      requested before L's lock, so it goes first; then the lock is granted and C waits.
//   3. D (3 items) and G (grabs 15 ns after the start, 1 item, ungrab): G0 goes before D2.
// Expected driver order: B0 B1 B2 A0 A1 A2 | C0 L0 L1 C1 C2 C3 | D0 D1 G0 D2, 10 ns apart.
#include <string>

#include <systemc>
#include <uvm>

class tag_item : public uvm::uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(tag_item);
  explicit tag_item(const std::string& name = "tag_item") : uvm::uvm_sequence_item(name) {}
  std::string tag;
};

/// Sends `count` items tagged <prefix><i>; optionally under a lock or a grab.
class tag_seq : public uvm::uvm_sequence<tag_item> {
 public:
  UVM_OBJECT_UTILS(tag_seq);
  explicit tag_seq(const std::string& name = "tag_seq") : uvm::uvm_sequence<tag_item>(name) {}

  std::string prefix = "X";
  int count = 1;
  bool use_lock = false;
  bool use_grab = false;
  sc_core::sc_time grab_delay = sc_core::SC_ZERO_TIME;

  void body() override {
    if (use_grab) {
      sc_core::wait(grab_delay);
      grab();
    }
    if (use_lock) lock();
    for (int i = 0; i < count; ++i) {
      tag_item* req = tag_item::type_id::create("req");
      start_item(req);
      req->tag = prefix + std::to_string(i);
      finish_item(req);
      tag_item::type_id::destroy(req);
    }
    if (use_lock) unlock();
    if (use_grab) ungrab();
  }
};

class tag_driver : public uvm::uvm_driver<tag_item> {
 public:
  UVM_COMPONENT_UTILS(tag_driver);
  explicit tag_driver(uvm::uvm_component_name name) : uvm::uvm_driver<tag_item>(name) {}

  void run_phase(uvm::uvm_phase& /*phase*/) override {
    tag_item req;
    for (;;) {
      seq_item_port->get_next_item(req);
      UVM_INFO("DRV", "got " + req.tag, uvm::UVM_MEDIUM);
      sc_core::wait(10, sc_core::SC_NS);
      seq_item_port->item_done();
    }
  }
};

class sequences_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(sequences_test);
  explicit sequences_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    sqr = uvm::uvm_sequencer<tag_item>::type_id::create("sqr", this);
    drv = tag_driver::type_id::create("drv", this);
  }
  void connect_phase(uvm::uvm_phase& /*phase*/) override {
    drv->seq_item_port.connect(sqr->seq_item_export);
  }

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);

    sqr->set_arbitration(uvm::UVM_SEQ_ARB_STRICT_FIFO);
    tag_seq a("a"), b("b");
    a.prefix = "A";
    a.count = 3;
    b.prefix = "B";
    b.count = 3;
    run_two(a, 100, b, 200);

    sqr->set_arbitration(uvm::UVM_SEQ_ARB_FIFO);
    tag_seq c("c"), l("l");
    c.prefix = "C";
    c.count = 4;
    l.prefix = "L";
    l.count = 2;
    l.use_lock = true;
    run_two(c, -1, l, -1);

    tag_seq d("d"), g("g");
    d.prefix = "D";
    d.count = 3;
    g.prefix = "G";
    g.count = 1;
    g.use_grab = true;
    g.grab_delay = sc_core::sc_time(15, sc_core::SC_NS);
    run_two(d, -1, g, -1);

    phase.drop_objection(this);
  }

  uvm::uvm_sequencer<tag_item>* sqr = nullptr;
  tag_driver* drv = nullptr;

 private:
  /// Starts both sequences at the same time and waits for both.
  void run_two(tag_seq& s1, int p1, tag_seq& s2, int p2) {
    SC_FORK
    sc_core::sc_spawn([&] { s1.start(sqr, nullptr, p1); }),
        sc_core::sc_spawn([&] { s2.start(sqr, nullptr, p2); }) SC_JOIN
  }
};

int sc_main(int, char*[]) {
  uvm::run_test("sequences_test");
  return 0;
}
