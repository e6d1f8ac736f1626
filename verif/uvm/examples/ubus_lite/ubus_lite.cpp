// ubus_lite: a small ubus-like integrated bench written against UVM-SystemC's documented API only.
//
// A master agent (sequencer, driver, monitor) starts transfers on a shared bus object (the
// "virtual interface", passed through uvm_config_db); a slave agent answers them from its
// memory, with wait states given by the slave sequence. Both monitors publish every completed
// transfer; the scoreboard has one analysis imp per side (UVM_ANALYSIS_IMP_DECL), checks that
// the two sides saw the same transfer (compare/do_compare) and that every read returns the last
// data written. The test is chosen with run_test("ubus_test"), sets the item count and the bus
// through config_db, overrides the slave sequence with the factory, and runs a virtual sequence
// (writes, then read-backs) on the virtual sequencer.
//
// Expected: 4 writes and 4 reads, 20 ns per transfer plus 5 ns per wait state (1 wait state from
// the overriding slave sequence), no miscompare, the scoreboard's report, the summary, FINISH.
#include <cstdio>
#include <deque>
#include <map>
#include <string>

#include <systemc>
#include <uvm>

#include "env_test.h"

using namespace uvm;

// ---- the bus transfer ------------------------------------------------------------------------
enum ubus_rw_e { UBUS_READ = 0, UBUS_WRITE = 1 };

class ubus_transfer : public uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(ubus_transfer);
  explicit ubus_transfer(const std::string& name = "ubus_transfer") : uvm_sequence_item(name) {}

  unsigned addr = 0;
  unsigned data = 0;
  ubus_rw_e read_write = UBUS_READ;
  int wait_state = 0;  // slave side: wait states before the answer

  void do_print(const uvm_printer& printer) const override {
    printer.print_field_int("addr", addr, 16);
    printer.print_field_int("data", data, 8);
    printer.print_string("read_write", read_write == UBUS_WRITE ? "WRITE" : "READ");
  }
  bool do_compare(const uvm_object& rhs, const uvm_comparer* comparer) const override {
    const auto* r = dynamic_cast<const ubus_transfer*>(&rhs);
    return r && uvm_sequence_item::do_compare(rhs, comparer) && addr == r->addr &&
           data == r->data && read_write == r->read_write;
  }
  void do_copy(const uvm_object& rhs) override {
    const auto* r = dynamic_cast<const ubus_transfer*>(&rhs);
    if (!r) return;
    uvm_sequence_item::do_copy(rhs);
    addr = r->addr;
    data = r->data;
    read_write = r->read_write;
    wait_state = r->wait_state;
  }
  std::string convert2string() const override {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s addr=0x%04x data=0x%02x",
                  read_write == UBUS_WRITE ? "WRITE" : "READ ", addr, data);
    return buf;
  }
};

// ---- the bus ("virtual interface") -----------------------------------------------------------
struct ubus_bus {
  ubus_transfer cur;        // the transfer in progress
  sc_core::sc_event start;  // master -> slave: a transfer begins
  sc_core::sc_event done;   // slave -> master and monitors: the transfer is complete
};

/// What the master and the slave driver share: the bus, from the config_db ("vif").
class ubus_driver : public uvm_driver<ubus_transfer> {
 public:
  explicit ubus_driver(uvm_component_name name) : uvm_driver<ubus_transfer>(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_driver<ubus_transfer>::build_phase(phase);
    if (!uvm_config_db<ubus_bus*>::get(this, "", "vif", vif))
      UVM_FATAL("NOVIF", "no bus set for " + get_full_name());
  }
  ubus_bus* vif = nullptr;
};

// ---- master agent ----------------------------------------------------------------------------
class ubus_master_driver : public ubus_driver {
 public:
  UVM_COMPONENT_UTILS(ubus_master_driver);
  using ubus_driver::ubus_driver;
  void run_phase(uvm_phase& /*phase*/) override {
    ubus_transfer req;
    for (;;) {
      seq_item_port->get_next_item(req);
      sc_core::wait(10, sc_core::SC_NS);  // arbitration and address phase
      vif->cur.copy(req);
      vif->start.notify(sc_core::SC_ZERO_TIME);
      sc_core::wait(vif->done);
      seq_item_port->item_done();
    }
  }
};

class ubus_monitor : public uvm_monitor {
 public:
  UVM_COMPONENT_UTILS(ubus_monitor);
  explicit ubus_monitor(uvm_component_name name)
      : uvm_monitor(name), item_collected_port("item_collected_port") {}
  void build_phase(uvm_phase& phase) override {
    uvm_monitor::build_phase(phase);
    if (!uvm_config_db<ubus_bus*>::get(this, "", "vif", vif))
      UVM_FATAL("NOVIF", "no bus set for " + get_full_name());
  }
  void run_phase(uvm_phase& /*phase*/) override {
    for (;;) {
      sc_core::wait(vif->done);
      ubus_transfer t("observed");
      t.copy(vif->cur);
      UVM_INFO("MON", t.convert2string(), UVM_HIGH);
      item_collected_port.write(t);
    }
  }
  uvm_analysis_port<ubus_transfer> item_collected_port;
  ubus_bus* vif = nullptr;
};

/// An agent (master or slave): sequencer, DRIVER and monitor.
template <typename DRIVER>
class ubus_agent : public uvm_agent {
 public:
  UVM_COMPONENT_PARAM_UTILS(ubus_agent<DRIVER>);
  explicit ubus_agent(uvm_component_name name) : uvm_agent(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_agent::build_phase(phase);
    sequencer = uvm_sequencer<ubus_transfer>::type_id::create("sequencer", this);
    driver = DRIVER::type_id::create("driver", this);
    monitor = ubus_monitor::type_id::create("monitor", this);
  }
  void connect_phase(uvm_phase& /*phase*/) override {
    driver->seq_item_port.connect(sequencer->seq_item_export);
  }
  uvm_sequencer<ubus_transfer>* sequencer = nullptr;
  DRIVER* driver = nullptr;
  ubus_monitor* monitor = nullptr;
};
using ubus_master_agent = ubus_agent<ubus_master_driver>;

// ---- slave agent -----------------------------------------------------------------------------
/// Answers each bus transfer with the next item of its sequence (the wait states).
class ubus_slave_driver : public ubus_driver {
 public:
  UVM_COMPONENT_UTILS(ubus_slave_driver);
  using ubus_driver::ubus_driver;
  void run_phase(uvm_phase& /*phase*/) override {
    ubus_transfer rsp;
    for (;;) {
      sc_core::wait(vif->start);
      seq_item_port->get_next_item(rsp);
      sc_core::wait(10 + 5 * rsp.wait_state, sc_core::SC_NS);  // data phase
      if (vif->cur.read_write == UBUS_WRITE)
        mem[vif->cur.addr] = vif->cur.data;
      else
        vif->cur.data = read_data(vif->cur.addr);
      seq_item_port->item_done();
      vif->done.notify(sc_core::SC_ZERO_TIME);
    }
  }
  virtual unsigned read_data(unsigned addr) { return mem.count(addr) ? mem[addr] : 0; }
  std::map<unsigned, unsigned> mem;
};

/// A faulty slave (ubus_bad_test): bit 0 of every read is inverted.
class ubus_bad_slave_driver : public ubus_slave_driver {
 public:
  UVM_COMPONENT_UTILS(ubus_bad_slave_driver);
  explicit ubus_bad_slave_driver(uvm_component_name name) : ubus_slave_driver(name) {}
  unsigned read_data(unsigned addr) override { return ubus_slave_driver::read_data(addr) ^ 1u; }
};

using ubus_slave_agent = ubus_agent<ubus_slave_driver>;

// ---- sequences -------------------------------------------------------------------------------
/// Slave responder: answers every transfer without wait states (runs until the end of the test).
class slave_responder_seq : public uvm_sequence<ubus_transfer> {
 public:
  UVM_OBJECT_UTILS(slave_responder_seq);
  explicit slave_responder_seq(const std::string& name = "slave_responder_seq")
      : uvm_sequence<ubus_transfer>(name) {}
  virtual int wait_states() const { return 0; }
  void body() override {
    for (;;) {
      ubus_transfer* rsp = ubus_transfer::type_id::create("rsp");
      start_item(rsp);
      rsp->wait_state = wait_states();
      finish_item(rsp);
      ubus_transfer::type_id::destroy(rsp);
    }
  }
};

/// The test's factory override: one wait state per transfer.
class slow_slave_seq : public slave_responder_seq {
 public:
  UVM_OBJECT_UTILS(slow_slave_seq);
  explicit slow_slave_seq(const std::string& name = "slow_slave_seq") : slave_responder_seq(name) {}
  int wait_states() const override { return 1; }
};

/// Master: `count` transfers of one kind at addresses base, base+4, ...; data 0xa0 + index.
class rw_seq : public uvm_sequence<ubus_transfer> {
 public:
  UVM_OBJECT_UTILS(rw_seq);
  explicit rw_seq(const std::string& name = "rw_seq") : uvm_sequence<ubus_transfer>(name) {}
  ubus_rw_e kind = UBUS_WRITE;
  int count = 1;
  unsigned base = 0x100;
  void body() override {
    for (int i = 0; i < count; ++i) {
      ubus_transfer* req = ubus_transfer::type_id::create("req");
      start_item(req);
      req->read_write = kind;
      req->addr = base + 4u * static_cast<unsigned>(i);
      req->data = kind == UBUS_WRITE ? 0xa0u + static_cast<unsigned>(i) : 0u;
      finish_item(req);
      ubus_transfer::type_id::destroy(req);
    }
  }
};

class ubus_virtual_sequencer : public uvm_sequencer<> {
 public:
  UVM_COMPONENT_UTILS(ubus_virtual_sequencer);
  explicit ubus_virtual_sequencer(uvm_component_name name) : uvm_sequencer<>(name) {}
  uvm_sequencer<ubus_transfer>* master_sqr = nullptr;
};

/// Writes `num_items` words, then reads them back, on the master's sequencer.
class write_read_vseq : public uvm_sequence<> {
 public:
  UVM_OBJECT_UTILS(write_read_vseq);
  UVM_DECLARE_P_SEQUENCER(ubus_virtual_sequencer);
  explicit write_read_vseq(const std::string& name = "write_read_vseq") : uvm_sequence<>(name) {}
  int num_items = 1;
  void body() override {
    rw_seq* wr = rw_seq::type_id::create("wr");
    wr->kind = UBUS_WRITE;
    wr->count = num_items;
    wr->start(p_sequencer->master_sqr, this);
    rw_seq* rd = rw_seq::type_id::create("rd");
    rd->kind = UBUS_READ;
    rd->count = num_items;
    rd->start(p_sequencer->master_sqr, this);
    rw_seq::type_id::destroy(wr);
    rw_seq::type_id::destroy(rd);
  }
};

// ---- scoreboard ------------------------------------------------------------------------------
UVM_ANALYSIS_IMP_DECL(_master)
UVM_ANALYSIS_IMP_DECL(_slave)

class ubus_scoreboard : public uvm_scoreboard {
 public:
  UVM_COMPONENT_UTILS(ubus_scoreboard);
  explicit ubus_scoreboard(uvm_component_name name)
      : uvm_scoreboard(name),
        master_export("master_export", this),
        slave_export("slave_export", this) {}

  void write_master(const ubus_transfer& t) { match(t, slave_q, master_q); }
  void write_slave(const ubus_transfer& t) { match(t, master_q, slave_q); }

  void report_phase(uvm_phase& /*phase*/) override {
    if (!master_q.empty() || !slave_q.empty())
      UVM_ERROR("SB", std::to_string(master_q.size() + slave_q.size()) +
                          " transfers seen on one side only");
    UVM_INFO("SB",
             "transfers: " + std::to_string(n_transfers) + ", reads checked: " +
                 std::to_string(n_reads) + ", errors: " + std::to_string(n_errors),
             UVM_LOW);
  }

  uvm_analysis_imp_master<ubus_transfer, ubus_scoreboard> master_export;
  uvm_analysis_imp_slave<ubus_transfer, ubus_scoreboard> slave_export;

 private:
  /// Pairs `t` with the other side's oldest transfer, or queues it until the other side sees it.
  void match(const ubus_transfer& t, std::deque<ubus_transfer>& other,
             std::deque<ubus_transfer>& mine) {
    if (other.empty()) {
      mine.push_back(t);
      return;
    }
    const ubus_transfer o = other.front();
    other.pop_front();
    if (!t.compare(o)) {
      ++n_errors;
      UVM_ERROR("SB",
                "master and slave disagree: " + t.convert2string() + " / " + o.convert2string());
      return;
    }
    check(t);
  }
  void check(const ubus_transfer& t) {
    ++n_transfers;
    if (t.read_write == UBUS_WRITE) {
      model[t.addr] = t.data;
      return;
    }
    ++n_reads;
    const unsigned want = model.count(t.addr) ? model[t.addr] : 0;
    if (t.data != want) {
      ++n_errors;
      UVM_ERROR("SB", "read " + t.convert2string() + ", expected data " + std::to_string(want));
    }
  }
  std::deque<ubus_transfer> master_q, slave_q;
  std::map<unsigned, unsigned> model;
  int n_transfers = 0, n_reads = 0, n_errors = 0;
};

// ---- env and test ----------------------------------------------------------------------------
class ubus_env : public uvm_env {
 public:
  UVM_COMPONENT_UTILS(ubus_env);
  explicit ubus_env(uvm_component_name name) : uvm_env(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_env::build_phase(phase);
    master = ubus_master_agent::type_id::create("master", this);
    slave = ubus_slave_agent::type_id::create("slave", this);
    scoreboard = ubus_scoreboard::type_id::create("scoreboard", this);
    vsequencer = ubus_virtual_sequencer::type_id::create("vsequencer", this);
  }
  void connect_phase(uvm_phase& /*phase*/) override {
    master->monitor->item_collected_port.connect(scoreboard->master_export);
    slave->monitor->item_collected_port.connect(scoreboard->slave_export);
    vsequencer->master_sqr = master->sequencer;
  }
  ubus_master_agent* master = nullptr;
  ubus_slave_agent* slave = nullptr;
  ubus_scoreboard* scoreboard = nullptr;
  ubus_virtual_sequencer* vsequencer = nullptr;
};

class ubus_test : public env_test<ubus_env> {
 public:
  UVM_COMPONENT_UTILS(ubus_test);
  using env_test::env_test;
  void configure() override {
    uvm_config_db<ubus_bus*>::set(this, "env.*", "vif", &bus);
    uvm_config_db<uvm_active_passive_enum>::set(this, "env.*", "is_active", UVM_ACTIVE);
    uvm_config_db<int>::set(this, "env", "num_items", 4);
    set_type_override_by_type(slave_responder_seq::get_type(), slow_slave_seq::get_type());
  }
  void run_phase(uvm_phase& phase) override {
    slave_responder_seq* responder = slave_responder_seq::type_id::create("responder");
    UVM_INFO("TEST", "slave sequence is a " + responder->get_type_name(), UVM_LOW);
    sc_core::sc_spawn([this, responder] { responder->start(env->slave->sequencer); });

    phase.raise_objection(this);
    write_read_vseq* vseq = write_read_vseq::type_id::create("vseq");
    if (!uvm_config_db<int>::get(this, "env", "num_items", vseq->num_items))
      UVM_ERROR("TEST", "num_items not set");
    vseq->start(env->vsequencer);
    UVM_INFO("TEST",
             std::to_string(vseq->num_items) + " writes and " + std::to_string(vseq->num_items) +
                 " reads done",
             UVM_LOW);
    write_read_vseq::type_id::destroy(vseq);
    phase.drop_objection(this);
  }

 private:
  ubus_bus bus;
};

/// The scoreboard fires: +UVM_TESTNAME=ubus_bad_test replaces the slave driver with a faulty one.
class ubus_bad_test : public ubus_test {
 public:
  UVM_COMPONENT_UTILS(ubus_bad_test);
  explicit ubus_bad_test(uvm_component_name name) : ubus_test(name) {}
  void build_phase(uvm_phase& phase) override {
    set_type_override_by_type(ubus_slave_driver::get_type(), ubus_bad_slave_driver::get_type());
    ubus_test::build_phase(phase);
  }
};

int sc_main(int, char*[]) {
  run_test("ubus_test");
  return 0;
}
