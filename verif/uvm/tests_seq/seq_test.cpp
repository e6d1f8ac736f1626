// Unit tests of the sequence layer: arbitration per mode, lock/grab interleavings, response
// routing, virtual sequences. Each scenario runs in a forked child (seq_fork.h). The expected
// orders are derived by hand from UVM 1.2's uvm_sequencer_base rules (see the comments), not
// taken from a run.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <systemc>

#include "seq_fork.h"
#include "uvm.h"

namespace {

using namespace sc_core;

/// Test item: a label ("A3") and a data word.
class tst_item : public uvm::uvm_sequence_item {
 public:
  explicit tst_item(std::string name = "tst_item") : uvm::uvm_sequence_item(std::move(name)) {}
  std::string label;
  int data = 0;
};

/// Sends `count` items labelled <tag><i>; `hook(i)` runs before item i (locks, ...).
class tst_seq : public uvm::uvm_sequence<tst_item> {
 public:
  explicit tst_seq(std::string name, int count) : uvm_sequence(name), m_tag(name), m_count(count) {}
  std::function<void(tst_seq&, int)> hook;
  std::vector<tst_item> sent;  ///< copies of the items, in sending order
  void body() override {
    for (int i = 0; i < m_count; ++i) {
      if (hook) hook(*this, i);
      tst_item it("it");
      it.label = m_tag + std::to_string(i);
      it.data = i;
      start_item(&it);
      finish_item(&it);
      sent.push_back(it);
    }
  }

 private:
  std::string m_tag;
  int m_count;
};

using tst_sequencer = uvm::uvm_sequencer<tst_item>;

/// A driver thread: takes items one by one, each lasting 10 ns; stops after `limit` items.
class tst_driver : public uvm::uvm_driver<tst_item> {
 public:
  explicit tst_driver(uvm::uvm_component_name name) : uvm_driver(name) {}
  std::vector<std::string> order;
  std::size_t limit = SIZE_MAX;
  void start_thread() {
    sc_spawn([this] {
      while (order.size() < limit) {
        tst_item* req = nullptr;
        seq_item_port->get_next_item(req);
        order.push_back(req->label);
        wait(10, SC_NS);
        seq_item_port->item_done();
      }
      sc_stop();
    });
  }
};

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

/// Starts the sequences in parallel (in the given order, all at time 0) and runs the kernel.
void run_parallel(tst_sequencer& sqr, std::vector<tst_seq*> seqs, std::vector<int> prios = {}) {
  for (std::size_t i = 0; i < seqs.size(); ++i) {
    const int prio = i < prios.size() ? prios[i] : -1;
    tst_seq* s = seqs[i];
    sc_spawn([s, &sqr, prio] { s->start(&sqr, nullptr, prio); });
  }
  sc_start();
}

struct bench {
  tst_sequencer sqr{"sqr"};
  tst_driver drv{"drv"};
  bench() {
    drv.seq_item_port.connect(sqr.seq_item_export);
    drv.start_thread();
  }
};

/// Order of grants with three sequences of n items in `mode` (optional priorities and seed).
std::vector<std::string> arb_order(uvm::uvm_sequencer_arb_mode mode, int n,
                                   std::vector<int> prios = {}) {
  bench b;
  b.sqr.set_arbitration(mode);
  tst_seq a("A", n), bb("B", n), c("C", n);
  run_parallel(b.sqr, {&a, &bb, &c}, prios);
  return b.drv.order;
}

// FIFO: requests are served oldest first; a sequence re-requests after its item_done, at the
// back of the queue, so three always-ready sequences alternate.
TEST(Arbitration, FifoIsRoundRobinInRequestOrder) {
  seq_test::run_in_child([] {
    const auto order = arb_order(uvm::UVM_SEQ_ARB_FIFO, 3);
    EXPECT_EQ(join(order), "A0 B0 C0 A1 B1 C1 A2 B2 C2");
  });
}

// FIFO ignores priorities.
TEST(Arbitration, FifoIgnoresPriority) {
  seq_test::run_in_child([] {
    const auto order = arb_order(uvm::UVM_SEQ_ARB_FIFO, 2, {100, 500, 300});
    EXPECT_EQ(join(order), "A0 B0 C0 A1 B1 C1");
  });
}

// STRICT_FIFO: highest priority first (B and C at 200 alternate in request order), then A.
TEST(Arbitration, StrictFifoServesHighestPriorityFirst) {
  seq_test::run_in_child([] {
    const auto order = arb_order(uvm::UVM_SEQ_ARB_STRICT_FIFO, 3, {100, 200, 200});
    EXPECT_EQ(join(order), "B0 C0 B1 C1 B2 C2 A0 A1 A2");
  });
}

std::vector<std::string> random_order(uvm::uvm_sequencer_arb_mode mode, std::uint64_t seed,
                                      std::vector<int> prios = {}) {
  uvm::set_global_seed(seed);
  return arb_order(mode, 20, prios);
}

/// Runs `f` in a child and returns what it wrote through the pipe (one line).
std::string child_output(const std::function<std::string()>& f) {
  int fds[2];
  if (pipe(fds) != 0) return "pipe failed";
  const int rc = seq_test::child_exit_code([&] {
    const std::string s = f() + "\n";
    (void)!write(fds[1], s.data(), s.size());
  });
  close(fds[1]);
  std::string out;
  char buf[4096];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) out.append(buf, static_cast<std::size_t>(n));
  close(fds[0]);
  EXPECT_EQ(rc, 0);
  return out;
}

// RANDOM: same seed, same order; another seed, another order; every item is served.
TEST(Arbitration, RandomIsReproducibleFromSeed) {
  const std::string s1 =
      child_output([] { return join(random_order(uvm::UVM_SEQ_ARB_RANDOM, 1)); });
  const std::string s1b =
      child_output([] { return join(random_order(uvm::UVM_SEQ_ARB_RANDOM, 1)); });
  const std::string s2 =
      child_output([] { return join(random_order(uvm::UVM_SEQ_ARB_RANDOM, 2)); });
  EXPECT_EQ(s1, s1b);
  EXPECT_NE(s1, s2);
  // Not FIFO: the round-robin order would be A0 B0 C0 A1 ...
  EXPECT_NE(s1.substr(0, 20), "A0 B0 C0 A1 B1 C1 A2");
  for (const char* label : {"A19", "B19", "C19"}) EXPECT_NE(s1.find(label), std::string::npos);
}

// STRICT_RANDOM: random among the highest priority only (A, lowest, comes last).
TEST(Arbitration, StrictRandomOnlyAmongHighest) {
  seq_test::run_in_child([] {
    uvm::set_global_seed(7);
    const auto order = arb_order(uvm::UVM_SEQ_ARB_STRICT_RANDOM, 20, {100, 200, 200});
    ASSERT_EQ(order.size(), 60u);
    for (std::size_t i = 0; i < 40; ++i) EXPECT_NE(order[i][0], 'A') << "at " << i;
    for (std::size_t i = 40; i < 60; ++i) EXPECT_EQ(order[i][0], 'A') << "at " << i;
    // B and C are not simply alternating (that would be STRICT_FIFO).
    std::string first;
    for (std::size_t i = 0; i < 10; ++i) first += order[i][0];
    EXPECT_NE(first, "BCBCBCBCBC");
  });
}

// WEIGHTED: priority is the weight; B (300) is chosen 3x as often as A (100) while both wait.
TEST(Arbitration, WeightedFrequencyFollowsPriority) {
  seq_test::run_in_child([] {
    uvm::set_global_seed(11);
    bench b;
    b.sqr.set_arbitration(uvm::UVM_SEQ_ARB_WEIGHTED);
    b.drv.limit = 4000;  // both sequences still have items left when the driver stops
    tst_seq a("A", 5000), bb("B", 5000);
    run_parallel(b.sqr, {&a, &bb}, {100, 300});
    ASSERT_EQ(b.drv.order.size(), 4000u);
    int n_b = 0;
    for (const auto& l : b.drv.order) n_b += l[0] == 'B';
    const double share = n_b / 4000.0;
    // Binomial sd = sqrt(.75*.25/4000) = 0.0068; 5 sd tolerance.
    EXPECT_NEAR(share, 0.75, 0.034) << "B share " << share;
  });
}

/// The order in which A (6 items), B (5) and C (6), started in parallel, are driven when B
/// calls take(B) before its item 1 and give(B) before its item 4.
std::string abc_order(void (*take)(tst_seq&), void (*give)(tst_seq&)) {
  bench b;
  tst_seq a("A", 6), bb("B", 5), c("C", 6);
  bb.hook = [take, give](tst_seq& s, int i) {
    if (i == 1) take(s);
    if (i == 4) give(s);
  };
  run_parallel(b.sqr, {&a, &bb, &c});
  return join(b.drv.order);
}

// lock(): the lock request queues at the BACK; requests ahead of it (C0, A1) are served first;
// then only B until unlock. B sends B0, lock, B1..B3, unlock, B4. Derivation (10 ns per item):
// t0 q=[A B C]: A0. t10 q=[B C A]: B0. t20 B asks lock: q=[C A L_B]: C0. t30 q=[A L_B C]: A1;
// A1's send grants the now-leading lock; B requests B1. t40..70: B1 B2 B3 (A, C blocked).
// t70 unlock, B4 queued behind C and A: C1 A2 B4, then C2 A3 C3 A4 C4 A5 C5.
TEST(Locks, LockWaitsForItsTurnThenBlocksOthers) {
  seq_test::run_in_child([] {
    EXPECT_EQ(abc_order([](tst_seq& s) { s.lock(); }, [](tst_seq& s) { s.unlock(); }),
              "A0 B0 C0 A1 B1 B2 B3 C1 A2 B4 C2 A3 C3 A4 C4 A5 C5");
  });
}

// grab(): goes to the FRONT and is granted at once: B1..B3 follow B0 directly.
// t20 grab granted; q=[C A B]: B1 B2 B3; ungrab; B4 behind C and A: C0 A1 B4 C1 A2 ...
TEST(Locks, GrabGoesToTheFront) {
  seq_test::run_in_child([] {
    EXPECT_EQ(abc_order([](tst_seq& s) { s.grab(); }, [](tst_seq& s) { s.ungrab(); }),
              "A0 B0 B1 B2 B3 C0 A1 B4 C1 A2 C2 A3 C3 A4 C4 A5 C5");
  });
}

// A sequence that ends while holding a lock releases it.
TEST(Locks, EndingSequenceReleasesItsLock) {
  seq_test::run_in_child([] {
    bench b;
    tst_seq a("A", 3), bb("B", 2);
    bb.hook = [](tst_seq& s, int i) {
      if (i == 0) s.grab();
    };
    run_parallel(b.sqr, {&a, &bb});
    EXPECT_EQ(join(b.drv.order), "B0 B1 A0 A1 A2");
    EXPECT_FALSE(b.sqr.is_locked());
  });
}

// ---- Driver-side calls ----------------------------------------------------------------------

// try_next_item (UVM semantics): nullptr when no sequence waits; otherwise the item, delivered
// in the same time step (the sequence gets its delta cycles).
TEST(DriverSide, TryNextItemSameTimeStepOrNull) {
  seq_test::run_in_child([] {
    tst_sequencer sqr("sqr");
    tst_driver drv("drv");
    drv.seq_item_port.connect(sqr.seq_item_export);
    tst_seq a("A", 2);
    std::vector<std::string> got;
    sc_spawn([&] {
      tst_item* req = nullptr;
      drv.seq_item_port->try_next_item(req);  // t=0: A not started yet
      got.push_back(req ? req->label : "null");
      wait(10, SC_NS);
      for (int i = 0; i < 2; ++i) {
        drv.seq_item_port->try_next_item(req);
        got.push_back(req ? req->label + "@" + sc_time_stamp().to_string() : "null");
        if (req) drv.seq_item_port->item_done();
      }
      drv.seq_item_port->try_next_item(req);  // A is done
      got.push_back(req ? req->label : "null");
    });
    sc_spawn([&] {
      wait(5, SC_NS);
      a.start(&sqr);
    });
    sc_start(1, SC_US);
    EXPECT_EQ(join(got), "null A0@10 ns A1@10 ns null");
  });
}

// poll_next_item never blocks: the first poll grants the waiting sequence and returns nullptr;
// once the sequence thread ran, the next poll returns its item.
TEST(DriverSide, PollNextItemGrantsThenDelivers) {
  seq_test::run_in_child([] {
    tst_sequencer sqr("sqr");
    tst_driver drv("drv");
    drv.seq_item_port.connect(sqr.seq_item_export);
    tst_seq a("A", 1);
    std::vector<std::string> got;
    sc_spawn([&] { a.start(&sqr); });
    sc_spawn([&] {
      wait(1, SC_NS);  // A is waiting for a grant now
      tst_item* req = nullptr;
      got.push_back(drv.seq_item_port->has_do_available() ? "avail" : "none");
      got.push_back(drv.seq_item_port->poll_next_item(req) ? req->label : "null");
      got.push_back(drv.seq_item_port->poll_next_item(req) ? req->label : "null");  // not run yet
      wait(SC_ZERO_TIME);
      got.push_back(drv.seq_item_port->poll_next_item(req) ? req->label : "null");
      drv.seq_item_port->item_done();
      wait(SC_ZERO_TIME);
      got.push_back(drv.seq_item_port->has_do_available() ? "avail" : "none");
    });
    sc_start(1, SC_US);
    EXPECT_EQ(join(got), "avail null null A0 none");
    EXPECT_EQ(a.sent.size(), 1u);
  });
}

// ---- Responses ----------------------------------------------------------------------------

/// Sequence that waits for the response of each item (by transaction id) and checks it.
class rsp_seq : public uvm::uvm_sequence<tst_item> {
 public:
  rsp_seq(std::string name, int count) : uvm_sequence(name), m_count(count) {}
  std::vector<int> got;  ///< response data, in order
  int mismatches = 0;
  void body() override {
    for (int i = 0; i < m_count; ++i) {
      tst_item it("it");
      it.label = get_name() + std::to_string(i);
      it.data = 1000 * (get_name()[0] - 'A') + i;
      start_item(&it);
      finish_item(&it);
      tst_item rsp;
      get_response(rsp, it.get_transaction_id());
      if (rsp.get_transaction_id() != it.get_transaction_id() || rsp.label != it.label)
        ++mismatches;
      got.push_back(rsp.data);
    }
  }

 private:
  int m_count;
};

// Two sequences share a driver that answers each item with data+1 after item_done: each
// sequence gets exactly its own responses.
TEST(Responses, RoutedToTheSendingSequence) {
  seq_test::run_in_child([] {
    tst_sequencer sqr("sqr");
    tst_driver drv("drv");
    drv.seq_item_port.connect(sqr.seq_item_export);
    sc_spawn([&] {
      for (;;) {
        tst_item* req = nullptr;
        drv.seq_item_port->get_next_item(req);
        tst_item rsp = *req;
        rsp.set_id_info(*req);
        rsp.data = req->data + 1;
        wait(5, SC_NS);
        drv.seq_item_port->item_done();
        wait(5, SC_NS);
        drv.seq_item_port->put_response(rsp);
      }
    });
    rsp_seq a("A", 4), b("B", 4);
    sc_spawn([&] { a.start(&sqr); });
    sc_spawn([&] { b.start(&sqr); });
    sc_start(1, SC_US);
    EXPECT_EQ(a.got, (std::vector<int>{1, 2, 3, 4}));
    EXPECT_EQ(b.got, (std::vector<int>{1001, 1002, 1003, 1004}));
    EXPECT_EQ(a.mismatches + b.mismatches, 0);
  });
}

// get_response(rsp, tid) picks the matching response even when responses come out of order;
// item_done(&rsp) delivers the response too.
TEST(Responses, MatchedByTransactionIdOutOfOrder) {
  seq_test::run_in_child([] {
    tst_sequencer sqr("sqr");
    tst_driver drv("drv");
    drv.seq_item_port.connect(sqr.seq_item_export);
    sc_spawn([&] {
      tst_item* r1 = nullptr;
      drv.seq_item_port->get(r1);  // get(): item_done at once, the sequence continues
      tst_item rsp1 = *r1;
      rsp1.set_id_info(*r1);
      tst_item* r2 = nullptr;
      drv.seq_item_port->get_next_item(r2);
      tst_item rsp2 = *r2;
      rsp2.set_id_info(*r2);
      rsp2.data = 200;
      rsp1.data = 100;
      wait(10, SC_NS);
      drv.seq_item_port->item_done(&rsp2);  // second first
      drv.seq_item_port->put_response(rsp1);
    });
    struct two : uvm::uvm_sequence<tst_item> {
      two() : uvm_sequence("two") {}
      int d1 = -1, d2 = -1;
      void body() override {
        tst_item i1, i2;
        start_item(&i1);
        finish_item(&i1);
        start_item(&i2);
        finish_item(&i2);
        tst_item r;
        get_response(r, i1.get_transaction_id());
        d1 = r.data;
        get_response(r, i2.get_transaction_id());
        d2 = r.data;
      }
    } seq;
    sc_spawn([&] { seq.start(&sqr); });
    sc_start(1, SC_US);
    EXPECT_EQ(seq.d1, 100);
    EXPECT_EQ(seq.d2, 200);
  });
}

// The routing checks fire: no id, and an id of a sequence that is not running.
TEST(Responses, BadResponsesAreErrors) {
  seq_test::run_in_child([] {
    auto* server = uvm::uvm_report_server::get_server();
    server->set_abort_enabled(false);
    tst_sequencer sqr("sqr");
    tst_item no_id;
    sqr.put_response(no_id);
    EXPECT_EQ(server->get_id_count("SEQ_RSP_NOID"), 1);
    tst_item stale;
    stale.set_sequence_id(42);
    sqr.put_response(stale);
    EXPECT_EQ(server->get_id_count("SEQ_RSP_ROUTE"), 1);
  });
}

// ---- Virtual sequences ----------------------------------------------------------------------

class tst_vsqr : public uvm::uvm_virtual_sequencer {
 public:
  explicit tst_vsqr(uvm::uvm_component_name name) : uvm_virtual_sequencer(name) {}
  tst_sequencer* a = nullptr;
  tst_sequencer* b = nullptr;
};

class tst_vseq : public uvm::uvm_sequence<> {
 public:
  UVM_DECLARE_P_SEQUENCER(tst_vsqr)
  tst_vseq() : uvm_sequence("vseq") {}
  tst_seq sa{"A", 3};
  tst_seq sb{"B", 2};
  std::string name_a;
  void body() override {
    // Fork/join: both sub-sequences in parallel on the two real sequencers.
    sc_event done_a, done_b;
    sc_spawn([&] {
      sa.start(p_sequencer->a, this);
      name_a = sa.get_full_name();
      done_a.notify();
    });
    sc_spawn([&] {
      sb.start(p_sequencer->b, this);
      done_b.notify();
    });
    wait(done_a & done_b);
  }
};

TEST(VirtualSequence, DrivesTwoSequencersThroughPSequencer) {
  seq_test::run_in_child([] {
    tst_vsqr vsqr("vsqr");
    tst_sequencer sa("sqr_a"), sb("sqr_b");
    tst_driver da("drv_a"), db("drv_b");
    da.seq_item_port.connect(sa.seq_item_export);
    db.seq_item_port.connect(sb.seq_item_export);
    da.start_thread();
    db.start_thread();
    vsqr.a = &sa;
    vsqr.b = &sb;
    tst_vseq vseq;
    bool finished = false;
    sc_time t_end;
    sc_spawn([&] {
      vseq.start(&vsqr);
      finished = true;
      t_end = sc_time_stamp();
    });
    sc_start(1, SC_US);
    EXPECT_TRUE(finished);
    EXPECT_EQ(vseq.p_sequencer, &vsqr);
    EXPECT_EQ(join(da.order), "A0 A1 A2");
    EXPECT_EQ(join(db.order), "B0 B1");
    EXPECT_EQ(vseq.name_a, "vsqr.vseq.A");
    // Both ran in parallel: the 3 items of A and 2 of B took 30 ns, not 50.
    EXPECT_EQ(t_end, sc_time(30, SC_NS));
  });
}

// p_sequencer type check: starting the virtual sequence on a plain sequencer is UVM_FATAL DCLPSQ.
TEST(VirtualSequence, WrongSequencerTypeIsFatal) {
  seq_test::run_in_child([] {
    auto* server = uvm::uvm_report_server::get_server();
    server->set_abort_enabled(false);
    tst_sequencer plain("plain");
    struct empty_vseq : uvm::uvm_sequence<> {
      UVM_DECLARE_P_SEQUENCER(tst_vsqr)
      empty_vseq() : uvm_sequence("v") {}
    } v;
    sc_spawn([&] { v.start(&plain); });
    sc_start();
    EXPECT_EQ(server->get_id_count("DCLPSQ"), 1);
    EXPECT_EQ(v.p_sequencer, nullptr);
  });
}

// The fork helper itself: a failing scenario is reported as a failure (exit code 1).
TEST(ForkHelper, DetectsFailureInChild) {
  const int rc = seq_test::child_exit_code([] {
    std::printf("(expected failure follows)\n");
    EXPECT_EQ(1, 2);
  });
  EXPECT_EQ(rc, 1);
}

}  // namespace

int sc_main(int, char**) {
  return 0;
}  // libsystemc's main() is not used (gtest_main is)
