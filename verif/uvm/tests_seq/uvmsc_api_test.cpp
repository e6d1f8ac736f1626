// Unit tests of the UVM-SystemC forms of the factory, sequence/driver API and TLM-1: factory
// create returning T* and destroy, one-argument *_PARAM_UTILS, the driver's value and pointer
// get_next_item, item_done(rsp) with get_response(RSP*&), wait_for_grant/send_request/
// wait_for_item_done, the UVM_DO family, user arbitration, automatic phase objections,
// TLM-1 blocking semantics (fifo full/empty, times), non-blocking calls, port chains, the
// req/rsp channel and UVM_ANALYSIS_IMP_DECL. Expected values are derived from the UVM rules
// stated in the comments, not taken from a run. SystemC scenarios run in a forked child.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <systemc>

#include "seq_fork.h"
#include "uvm.h"

namespace {

using namespace sc_core;

// ---- Factory ---------------------------------------------------------------------------------

class f_item : public uvm::uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(f_item);
  explicit f_item(const std::string& name = "f_item") : uvm::uvm_sequence_item(name) {}
  virtual int kind() const { return 1; }
  int data = 0;
};
class f_item_derived : public f_item {
 public:
  UVM_OBJECT_UTILS(f_item_derived);
  explicit f_item_derived(const std::string& name = "f_item_derived") : f_item(name) {}
  int kind() const override { return 2; }
};

template <typename A, typename B>
class pair_item : public uvm::uvm_object {
 public:
  UVM_OBJECT_PARAM_UTILS(pair_item<A, B>);
  explicit pair_item(const std::string& name = "pair_item") : uvm::uvm_object(name) {}
  A a{};
  B b{};
};
template <typename A, typename B>
class pair_item_x : public pair_item<A, B> {
 public:
  UVM_OBJECT_PARAM_UTILS(pair_item_x<A, B>);
  explicit pair_item_x(const std::string& name = "pair_item_x") : pair_item<A, B>(name) {}
};

template <typename A, typename B>
class pair_comp : public uvm::uvm_component {
 public:
  UVM_COMPONENT_PARAM_UTILS(pair_comp<A, B>);
  explicit pair_comp(uvm::uvm_component_name name) : uvm::uvm_component(name) {}
};

TEST(Factory, ObjectCreateReturnsOwnedPointerAndDestroy) {
  seq_test::run_in_child([] {
    f_item* p = f_item::type_id::create("p");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->get_name(), "p");
    EXPECT_EQ(p->kind(), 1);
    f_item::type_id::destroy(p);
    // overrides apply to create(), make_owned() and create_object_by_name()
    uvm::uvm_factory::get()->set_type_override_by_type(f_item::get_type(),
                                                       f_item_derived::get_type());
    f_item* q = f_item::type_id::create("q");
    EXPECT_EQ(q->kind(), 2);
    EXPECT_EQ(q->get_type_name(), "f_item_derived");
    f_item::type_id::destroy(q);
    std::unique_ptr<f_item> o = uvm::make_owned<f_item>("o");
    EXPECT_EQ(o->kind(), 2);
    uvm::uvm_object* n = uvm::uvm_factory::get()->create_object_by_name("f_item", "", "n");
    ASSERT_NE(n, nullptr);
    EXPECT_EQ(n->get_type_name(), "f_item_derived");
    EXPECT_EQ(n->get_name(), "n");
    delete n;
    // instance override by name, by path
    uvm::uvm_factory::get()->clear_overrides();
    uvm::uvm_factory::get()->set_inst_override_by_name("f_item", "f_item_derived", "top.sp*");
    std::unique_ptr<f_item> hit(f_item::type_id::create("special", nullptr, "top"));
    std::unique_ptr<f_item> miss(f_item::type_id::create("normal", nullptr, "top"));
    EXPECT_EQ(hit->kind(), 2);
    EXPECT_EQ(miss->kind(), 1);
    // unknown names: error, nullptr
    EXPECT_EQ(uvm::uvm_factory::get()->create_object_by_name("no_such_type"), nullptr);
    EXPECT_EQ(uvm::uvm_report_server::get_server()->get_id_count("BDTYP"), 1);
  });
}

TEST(Factory, OneArgumentParamUtils) {
  seq_test::run_in_child([] {
    using pi = pair_item<int, char>;
    // the type name is the macro argument as written (as UVM-SystemC's #__VA_ARGS__)
    EXPECT_EQ(pi::type_name(), "pair_item<A, B>");
    pi* a = pi::type_id::create("a");
    EXPECT_EQ(a->get_type_name(), "pair_item<A, B>");
    pi::type_id::destroy(a);
    pi::type_id::set_type_override(pair_item_x<int, char>::get_type());
    std::unique_ptr<pi> b = uvm::make_owned<pi>("b");
    EXPECT_EQ(b->get_type_name(), "pair_item_x<A, B>");
    using pix = pair_item_x<int, char>;
    EXPECT_NE(dynamic_cast<pix*>(b.get()), nullptr);
    // another instantiation is another type: not overridden
    std::unique_ptr<pair_item<int, int>> c = uvm::make_owned<pair_item<int, int>>("c");
    using pix2 = pair_item_x<int, int>;
    EXPECT_EQ(dynamic_cast<pix2*>(c.get()), nullptr);
    auto* comp = pair_comp<int, long>::type_id::create("comp", nullptr);
    EXPECT_EQ(comp->get_type_name(), "pair_comp<A, B>");
    EXPECT_EQ(comp->get_full_name(), "comp");
  });
}

// ---- Sequences and drivers ----------------------------------------------------------------------

using sqr_t = uvm::uvm_sequencer<f_item>;

/// Connects `drv` to `sqr` and starts its thread.
template <typename DRV>
void attach(DRV& drv, sqr_t& sqr) {
  drv.seq_item_port.connect(sqr.seq_item_export);
  drv.start_thread();
}

/// Runs the simulation until `s`, started on `sqr`, has ended.
template <typename SEQ>
void run_to_end(SEQ& s, sqr_t& sqr) {
  sc_spawn([&] {
    s.start(&sqr);
    sc_stop();
  });
  sc_start();
}

/// A driver in UVM-SystemC style: a copy of each item (value get_next_item), a response with
/// data + 100 through item_done(rsp), 10 ns per item.
class copy_driver : public uvm::uvm_driver<f_item> {
 public:
  explicit copy_driver(uvm::uvm_component_name name) : uvm_driver(name) {}
  std::vector<int> kinds;
  std::vector<int> datas;
  void start_thread() {
    sc_spawn([this] {
      for (;;) {
        f_item req;
        seq_item_port->get_next_item(req);
        kinds.push_back(req.kind());  // a copy: sliced to f_item
        datas.push_back(req.data);
        wait(10, SC_NS);
        f_item rsp("rsp");
        rsp.set_id_info(req);
        rsp.data = req.data + 100;
        seq_item_port->item_done(rsp);
      }
    });
  }
};

/// A driver that keeps the pointer (collnet's no-copy form) and records dynamic kinds.
class ptr_driver : public uvm::uvm_driver<f_item> {
 public:
  explicit ptr_driver(uvm::uvm_component_name name) : uvm_driver(name) {}
  std::vector<int> kinds;
  std::vector<std::string> names;
  std::vector<sc_time> times;
  void start_thread() {
    sc_spawn([this] {
      for (;;) {
        f_item* req = nullptr;
        seq_item_port->get_next_item(req);
        kinds.push_back(req->kind());
        names.push_back(req->get_name());
        times.push_back(sc_time_stamp());
        wait(10, SC_NS);
        seq_item_port->item_done();
      }
    });
  }
};

class rsp_seq : public uvm::uvm_sequence<f_item> {
 public:
  explicit rsp_seq(const std::string& name = "rsp_seq") : uvm_sequence(name) {}
  std::vector<int> rsp_data;
  std::vector<sc_time> done_at;
  void body() override {
    for (int i = 0; i < 3; ++i) {
      f_item* req = f_item::type_id::create("req");
      req->data = i;
      start_item(req);
      finish_item(req);
      done_at.push_back(sc_time_stamp());
      if (i == 1) {
        // UVM-SystemC's form with the caller's object: copied into it, the caller frees it.
        f_item* mine = f_item::type_id::create("mine");
        f_item* const before = mine;
        get_response(mine);
        EXPECT_EQ(mine, before);
        rsp_data.push_back(mine->data);
        f_item::type_id::destroy(mine);
      } else {
        f_item* rsp = nullptr;  // null: points at a response owned by the sequence
        get_response(rsp);
        rsp_data.push_back(rsp->data);
      }
      f_item::type_id::destroy(req);
    }
  }
};

TEST(SequenceApi, PointerItemsValueDriverAndGetResponsePointer) {
  seq_test::run_in_child([] {
    sqr_t sqr("sqr");
    copy_driver drv("drv");
    attach(drv, sqr);
    rsp_seq s("s");
    run_to_end(s, sqr);
    EXPECT_EQ(drv.datas, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(s.rsp_data, (std::vector<int>{100, 101, 102}));
    // finish_item returns at item_done: 10, 20, 30 ns
    ASSERT_EQ(s.done_at.size(), 3u);
    EXPECT_EQ(s.done_at[0], sc_time(10, SC_NS));
    EXPECT_EQ(s.done_at[2], sc_time(30, SC_NS));
  });
}

/// wait_for_grant + send_request + wait_for_item_done, the steps of start/finish_item.
class lowlevel_seq : public uvm::uvm_sequence<f_item> {
 public:
  explicit lowlevel_seq(const std::string& name = "lowlevel_seq") : uvm_sequence(name) {}
  sc_time sent_at, done_at;
  void body() override {
    f_item it("it");
    it.data = 5;
    wait_for_grant();
    send_request(&it);
    sent_at = sc_time_stamp();
    wait_for_item_done();
    done_at = sc_time_stamp();
  }
};

TEST(SequenceApi, WaitForGrantSendRequestWaitForItemDone) {
  seq_test::run_in_child([] {
    sqr_t sqr("sqr");
    ptr_driver drv("drv");
    attach(drv, sqr);
    lowlevel_seq s("s");
    run_to_end(s, sqr);
    EXPECT_EQ(drv.names, (std::vector<std::string>{"it"}));
    EXPECT_EQ(s.sent_at, SC_ZERO_TIME);
    EXPECT_EQ(s.done_at, sc_time(10, SC_NS));  // the driver takes 10 ns
  });
}

// A sequence object started again (UVM-SystemC's arbitration example restarts the same
// sequences): each start's finish_item returns only when the driver is done with that item, not
// at once because the previous start's item with the same transaction id was done.
TEST(SequenceApi, RestartedSequenceWaitsForItemDoneAgain) {
  seq_test::run_in_child([] {
    sqr_t sqr("sqr");
    ptr_driver drv("drv");
    attach(drv, sqr);
    lowlevel_seq s("s");
    std::vector<sc_time> done;
    sc_spawn([&] {
      for (int i = 0; i < 3; ++i) {
        s.start(&sqr);
        done.push_back(s.done_at);
      }
      sc_stop();
    });
    sc_start();
    EXPECT_EQ(done,
              (std::vector<sc_time>{sc_time(10, SC_NS), sc_time(20, SC_NS), sc_time(30, SC_NS)}));
    EXPECT_EQ(drv.names.size(), 3u);
  });
}

class child_seq : public uvm::uvm_sequence<f_item> {
 public:
  UVM_OBJECT_UTILS(child_seq);
  explicit child_seq(const std::string& name = "child_seq") : uvm_sequence(name) {}
  void body() override {
    f_item* req = nullptr;
    UVM_DO(req);
  }
};

/// UVM_DO of an item (factory-created: an override applies), UVM_DO_PRI, UVM_CREATE + the
/// low-level send, and UVM_DO_ON_PRI of a sub-sequence.
class do_seq : public uvm::uvm_sequence<f_item> {
 public:
  explicit do_seq(const std::string& name = "do_seq") : uvm_sequence(name) {}
  int child_priority = 0;
  void body() override {
    f_item* req = nullptr;
    UVM_DO(req);
    UVM_DO_PRI(req, 300);
    UVM_CREATE(req);
    start_item(req);
    finish_item(req);
    child_seq* sub = nullptr;
    UVM_DO_ON_PRI(sub, m_sequencer, 250);
    child_priority = sub->get_priority();
  }
};

TEST(SequenceApi, DoMacrosCreateThroughTheFactory) {
  seq_test::run_in_child([] {
    sqr_t sqr("sqr");
    ptr_driver drv("drv");
    attach(drv, sqr);
    f_item::type_id::set_type_override(f_item_derived::get_type());
    do_seq s("s");
    run_to_end(s, sqr);
    // four items: three from this sequence, one from the sub-sequence; all overridden
    EXPECT_EQ(drv.kinds, (std::vector<int>{2, 2, 2, 2}));
    EXPECT_EQ(drv.names, (std::vector<std::string>{"req", "req", "req", "req"}));
    EXPECT_EQ(s.child_priority, 250);
  });
}

/// UVM_SEQ_ARB_USER: user_priority_arbitration chooses; this one takes the last available.
class lifo_sequencer : public uvm::uvm_sequencer<f_item> {
 public:
  explicit lifo_sequencer(uvm::uvm_component_name name) : uvm_sequencer(name) {}
  int calls = 0;
  int user_priority_arbitration(std::vector<int> avail) override {
    ++calls;
    return avail.back();
  }
};

class tag_seq : public uvm::uvm_sequence<f_item> {
 public:
  tag_seq(const std::string& name, int n) : uvm_sequence(name), m_n(n) {}
  void body() override {
    for (int i = 0; i < m_n; ++i) {
      f_item it(get_name() + std::to_string(i));
      start_item(&it);
      finish_item(&it);
    }
  }

 private:
  int m_n;
};

TEST(SequenceApi, UserArbitration) {
  seq_test::run_in_child([] {
    lifo_sequencer sqr("sqr");
    sqr.set_arbitration(uvm::UVM_SEQ_ARB_USER);
    ptr_driver drv("drv");
    attach(drv, sqr);
    tag_seq a("A", 2), b("B", 2), c("C", 2);
    int done = 0;
    for (tag_seq* s : {&a, &b, &c}) {
      sc_spawn([s, &sqr, &done] {
        s->start(&sqr);
        if (++done == 3) sc_stop();
      });
    }
    sc_start();
    // t=0: A, B, C request (in that order); the newest (C) wins. After C0 is done (10 ns), C
    // re-requests at the back: queue A B C -> C1. Then A B -> B0, A B -> B1, A -> A0, A -> A1.
    std::string order;
    for (const auto& n : drv.names) order += n + " ";
    EXPECT_EQ(order, "C0 C1 B0 B1 A0 A1 ");
    EXPECT_GE(sqr.calls, 3);
  });
}

class obj_seq : public uvm::uvm_sequence<f_item> {
 public:
  explicit obj_seq(const std::string& name = "obj_seq") : uvm_sequence(name) {}
  int count_in_body = -1;
  uvm::uvm_objection* objection = nullptr;
  void body() override {
    count_in_body = objection->get_objection_count(this);
    f_item it("it");
    start_item(&it);
    finish_item(&it);
  }
};

TEST(SequenceApi, AutomaticPhaseObjection) {
  seq_test::run_in_child([] {
    sqr_t sqr("sqr");
    ptr_driver drv("drv");
    attach(drv, sqr);
    uvm::uvm_objection objection("run");
    uvm::uvm_phase phase(uvm::UVM_RUN_PHASE, &objection);
    obj_seq s("s");
    s.objection = &objection;
    EXPECT_FALSE(s.get_automatic_phase_objection());
    s.set_automatic_phase_objection(true);
    s.set_starting_phase(&phase);
    EXPECT_EQ(s.get_starting_phase(), &phase);
    int after = -1;
    sc_spawn([&] {
      s.start(&sqr);
      after = objection.get_objection_count(&s);
      sc_stop();
    });
    sc_start();
    EXPECT_EQ(s.count_in_body, 1);  // raised before pre_start
    EXPECT_EQ(after, 0);            // dropped after post_start
  });
}

// ---- TLM-1
// ---------------------------------------------------------------------------------------

/// Blocking put through a port into a 2-deep fifo; a consumer gets one item every 10 ns
/// starting at 35 ns. put #0, #1 at 0 ns (room), #2 waits until the first get (35 ns), #3 until
/// the second (45 ns).
TEST(Tlm1, FifoBlockingPutAndGet) {
  seq_test::run_in_child([] {
    uvm::uvm_tlm_fifo<int> fifo("fifo", 2);
    uvm::uvm_blocking_put_port<int> put_port("put_port");
    uvm::uvm_blocking_get_port<int> get_port("get_port");
    put_port.connect(fifo.put_export);
    get_port.connect(fifo.get_peek_export);
    EXPECT_EQ(fifo.size(), 2u);
    std::vector<sc_time> put_done;
    std::vector<int> got;
    std::vector<sc_time> got_at;
    sc_spawn([&] {
      for (int i = 0; i < 4; ++i) {
        put_port->put(i);
        put_done.push_back(sc_time_stamp());
      }
    });
    sc_spawn([&] {
      wait(35, SC_NS);
      for (int i = 0; i < 4; ++i) {
        int v = -1;
        get_port.get(v);
        got.push_back(v);
        got_at.push_back(sc_time_stamp());
        wait(10, SC_NS);
      }
      sc_stop();
    });
    sc_start();
    EXPECT_EQ(got, (std::vector<int>{0, 1, 2, 3}));
    ASSERT_EQ(put_done.size(), 4u);
    EXPECT_EQ(put_done[1], SC_ZERO_TIME);
    EXPECT_EQ(put_done[2], sc_time(35, SC_NS));
    EXPECT_EQ(put_done[3], sc_time(45, SC_NS));
    EXPECT_EQ(got_at[0], sc_time(35, SC_NS));
    EXPECT_TRUE(fifo.is_empty());
  });
}

/// get() on an empty fifo waits for the next put.
TEST(Tlm1, FifoGetWaitsForPutAndPeekKeeps) {
  seq_test::run_in_child([] {
    uvm::uvm_tlm_fifo<int> fifo("fifo", 0);  // unbounded
    uvm::uvm_get_peek_port<int> port("port");
    port.connect(fifo.get_peek_export);
    int peeked = -1, got = -1;
    sc_time got_at;
    sc_spawn([&] {
      port->peek(peeked);
      port->get(got);
      got_at = sc_time_stamp();
      sc_stop();
    });
    sc_spawn([&] {
      wait(20, SC_NS);
      fifo.put(7);
    });
    sc_start();
    EXPECT_EQ(peeked, 7);
    EXPECT_EQ(got, 7);
    EXPECT_EQ(got_at, sc_time(20, SC_NS));
    EXPECT_EQ(fifo.size(), 0u);
  });
}

TEST(Tlm1, FifoNonBlockingCallsAndFlush) {
  uvm::uvm_tlm_fifo<int> fifo("nbfifo", 2);
  uvm::uvm_nonblocking_put_port<int> pp("pp");
  uvm::uvm_nonblocking_get_peek_port<int> gp("gp");
  pp.connect(fifo.nonblocking_put_export);
  gp.connect(fifo.nonblocking_get_peek_export);
  std::vector<int> ap_seen;
  EXPECT_TRUE(pp.can_put());
  EXPECT_FALSE(gp.can_get());
  int v = -1;
  EXPECT_FALSE(gp.try_get(v));
  EXPECT_TRUE(pp.try_put(1));
  EXPECT_TRUE(pp->nb_put(2));  // SystemC spelling
  EXPECT_TRUE(fifo.is_full());
  EXPECT_FALSE(pp.try_put(3));
  EXPECT_FALSE(pp.can_put());
  EXPECT_EQ(fifo.used(), 2u);
  EXPECT_TRUE(gp.try_peek(v));
  EXPECT_EQ(v, 1);
  EXPECT_TRUE(gp.try_get(v));
  EXPECT_EQ(v, 1);
  EXPECT_EQ(fifo.used(), 1u);
  fifo.flush();
  EXPECT_TRUE(fifo.is_empty());
  EXPECT_FALSE(gp.nb_can_get());
}

/// A user imp (blocking put that takes time), reached through port -> port -> export -> imp.
class slow_sink {
 public:
  std::vector<int> got;
  void put(const int& t) {
    wait(5, SC_NS);
    got.push_back(t);
  }
};

TEST(Tlm1, PortChainToUserImpBlocks) {
  seq_test::run_in_child([] {
    slow_sink sink;
    uvm::uvm_blocking_put_imp<int, slow_sink> imp("imp", &sink);
    uvm::uvm_blocking_put_export<int> exp("exp");
    uvm::uvm_blocking_put_port<int> parent_port("parent_port");
    uvm::uvm_put_port<int> wide("wide");  // needs non-blocking too: cannot connect to imp
    (void)wide;
    uvm::uvm_blocking_put_port<int> child_port("child_port");
    exp.connect(imp);
    parent_port.connect(exp);
    child_port.connect(parent_port);
    sc_time end;
    sc_spawn([&] {
      child_port->put(1);
      child_port.put(2);
      end = sc_time_stamp();
      sc_stop();
    });
    sc_start();
    EXPECT_EQ(sink.got, (std::vector<int>{1, 2}));
    EXPECT_EQ(end, sc_time(10, SC_NS));
  });
}

TEST(Tlm1, UnimplementedAndUnconnectedAreReported) {
  seq_test::run_in_child([] {
    uvm::uvm_tlm_if_base<int, int> bare;
    int v = 0;
    bare.get(v);
    EXPECT_EQ(uvm::uvm_report_server::get_server()->get_id_count("TLM_IFNOTIMPL"), 1);
    uvm::uvm_blocking_get_port<int> port("port");
    EXPECT_FALSE(port.is_connected());
    EXPECT_THROW(port.get(v), uvm::uvm_fatal_exception);
  });
}

/// Master puts requests and gets responses; the slave answers each request with req * 2
/// after 10 ns.
TEST(Tlm1, ReqRspChannel) {
  seq_test::run_in_child([] {
    uvm::uvm_tlm_req_rsp_channel<int, long> ch("ch");
    uvm::uvm_master_port<int, long> master("master");
    uvm::uvm_slave_port<int, long> slave("slave");
    master.connect(ch.master_export);
    slave.connect(ch.slave_export);
    uvm::uvm_tlm_analysis_fifo<int> req_seen("req_seen");
    ch.request_ap.connect(req_seen.analysis_export);
    std::vector<long> rsps;
    std::vector<sc_time> at;
    sc_spawn([&] {
      for (int i = 1; i <= 3; ++i) {
        master->put(i);
        long r = 0;
        master->get(r);
        rsps.push_back(r);
        at.push_back(sc_time_stamp());
      }
      sc_stop();
    });
    sc_spawn([&] {
      for (;;) {
        int q = 0;
        slave->get(q);
        wait(10, SC_NS);
        slave->put(static_cast<long>(q) * 2);
      }
    });
    sc_start();
    EXPECT_EQ(rsps, (std::vector<long>{2, 4, 6}));
    ASSERT_EQ(at.size(), 3u);
    EXPECT_EQ(at[0], sc_time(10, SC_NS));
    EXPECT_EQ(at[2], sc_time(30, SC_NS));
    EXPECT_EQ(req_seen.used(), 3u);
  });
}

}  // namespace

UVM_ANALYSIS_IMP_DECL(_in)
UVM_ANALYSIS_IMP_DECL(_out)

namespace {

class two_input_sb {
 public:
  uvm_analysis_imp_in<int, two_input_sb> in_export{"in_export", this};
  uvm_analysis_imp_out<int, two_input_sb> out_export{"out_export", this};
  std::vector<std::string> log;
  void write_in(const int& t) { log.push_back("in" + std::to_string(t)); }
  void write_out(const int& t) { log.push_back("out" + std::to_string(t)); }
};

TEST(Tlm1, AnalysisImpDeclRoutesBySuffix) {
  two_input_sb sb;
  uvm::uvm_analysis_port<int> a("a"), b("b");
  a.connect(sb.in_export);
  b.connect(sb.out_export);
  a.write(1);
  b.write(2);
  a.write(3);
  EXPECT_EQ(sb.log, (std::vector<std::string>{"in1", "out2", "in3"}));
}

}  // namespace

int sc_main(int, char**) {
  return 0;
}  // libsystemc's main() is not used (gtest_main is)
