// tlm1: a producer and a consumer connected through a uvm_tlm_fifo of depth 2, written against
// UVM-SystemC's API only. The producer puts 0..4 as fast as the fifo takes them (blocking put);
// the consumer gets one item every 10 ns (blocking get) and ends the test after the fifth.
// Expected: at 0 ns the producer puts 0 and 1 (fifo full), the consumer takes 0, which frees a
// slot for 2; then one get and one put every 10 ns; the last get at 40 ns.
#include <string>

#include <systemc>
#include <uvm>

class producer : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(producer);
  uvm::uvm_blocking_put_port<int> put_port;

  explicit producer(uvm::uvm_component_name name)
      : uvm::uvm_component(name), put_port("put_port") {}

  void run_phase(uvm::uvm_phase& /*phase*/) override {
    for (int i = 0; i < 5; ++i) {
      put_port->put(i);
      UVM_INFO("PRODUCER", "sent " + std::to_string(i), uvm::UVM_MEDIUM);
    }
  }
};

class consumer : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(consumer);
  uvm::uvm_blocking_get_port<int> get_port;

  explicit consumer(uvm::uvm_component_name name)
      : uvm::uvm_component(name), get_port("get_port") {}

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    for (int i = 0; i < 5; ++i) {
      if (i > 0) sc_core::wait(10, sc_core::SC_NS);
      int v = -1;
      get_port->get(v);
      UVM_INFO("CONSUMER", "received " + std::to_string(v), uvm::UVM_MEDIUM);
    }
    phase.drop_objection(this);
  }
};

class tlm1_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(tlm1_test);
  explicit tlm1_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    prod = producer::type_id::create("producer", this);
    cons = consumer::type_id::create("consumer", this);
    fifo = new uvm::uvm_tlm_fifo<int>("fifo", 2);
  }
  void connect_phase(uvm::uvm_phase& /*phase*/) override {
    prod->put_port.connect(fifo->put_export);
    cons->get_port.connect(fifo->get_peek_export);
  }

  producer* prod = nullptr;
  consumer* cons = nullptr;
  uvm::uvm_tlm_fifo<int>* fifo = nullptr;
};

int sc_main(int, char*[]) {
  uvm::run_test("tlm1_test");
  return 0;
}
