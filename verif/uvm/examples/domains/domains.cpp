// domains: two agents whose runtime phases run apart (a domain of their own), then a pair of
// phases tied together with sync(). Written against UVM-SystemC's documented API only.
//
// fast_agent (uvm domain) resets for 10 ns, slow_agent (domain "slow") for 40 ns; each reports
// when its main phase starts and objects 20 ns in main. Apart, fast_agent's main starts at
// 10 ns, slow_agent's at 40 ns. The shutdown phases are synced: fast_agent's shutdown waits for
// slow_agent's (60 ns), and both end together.
#include <string>

#include <systemc>
#include <uvm>

using namespace uvm;

class agent_base : public uvm_component {
 public:
  agent_base(uvm_component_name name, int reset_ns) : uvm_component(name), reset_ns(reset_ns) {}
  void reset_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(reset_ns, sc_core::SC_NS);
    phase.drop_objection(this);
  }
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    UVM_INFO("MAIN", "main phase of domain " + phase.get_domain_name() + " started", UVM_LOW);
    sc_core::wait(20, sc_core::SC_NS);
    phase.drop_objection(this);
  }
  int reset_ns;
};

class fast_agent : public agent_base {
 public:
  UVM_COMPONENT_UTILS(fast_agent);
  explicit fast_agent(uvm_component_name name) : agent_base(name, 10) {}
  void shutdown_phase(uvm_phase& phase) override {
    UVM_INFO("SHUTDOWN", "shutdown phase of domain " + phase.get_domain_name() + " started",
             UVM_LOW);
  }
};

class slow_agent : public agent_base {
 public:
  UVM_COMPONENT_UTILS(slow_agent);
  explicit slow_agent(uvm_component_name name) : agent_base(name, 40) {}
};

class domains_test : public uvm_test {
 public:
  UVM_COMPONENT_UTILS(domains_test);
  explicit domains_test(uvm_component_name name) : uvm_test(name), slow_domain("slow") {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    fast = fast_agent::type_id::create("fast", this);
    slow = slow_agent::type_id::create("slow", this);
  }
  void connect_phase(uvm_phase& /*phase*/) override {
    slow->set_domain(&slow_domain);
    slow_domain.sync(uvm_domain::get_uvm_domain(), uvm_shutdown_phase::get());
  }
  void report_phase(uvm_phase& /*phase*/) override {
    UVM_INFO("DOMAIN", "slow is in domain " + slow->get_domain()->get_name(), UVM_LOW);
  }
  uvm_domain slow_domain;
  fast_agent* fast = nullptr;
  slow_agent* slow = nullptr;
};

int sc_main(int, char*[]) {
  run_test("domains_test");
  return 0;
}
