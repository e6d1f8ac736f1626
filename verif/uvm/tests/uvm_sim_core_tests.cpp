// uvm_sim_core_tests.cpp: simulated tests of the UVM-SystemC core forms (linked into
// uvm_sim_selftest): runtime phases and jumps, hierarchical objections with drain times,
// domains (independent and synced), phase_ready_to_end, components as sc_modules (ports, SC_THREAD,
// sc_spawn), run_test without a test name, the UVM +UVM_TIMEOUT form. Each test checks itself
// (UVM_ERROR on a mismatch) and prints one "<ID> ok" line that CTest looks for.
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "uvm.h"

namespace coretest {

using sc_core::SC_NS;
using sc_core::sc_time;
using uvm::uvm_component_name;
using uvm::uvm_phase;

std::string now() {
  return sc_core::sc_time_stamp().to_string();
}

// ---- Runtime phases and a jump ----------------------------------------------------------------
// The test objects in reset (10 ns) and main (10 ns); the first main jumps back to reset.
// A leaf loops forever in main_phase: its thread must be killed when main ends.
class looping_leaf : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(looping_leaf);
  explicit looping_leaf(uvm_component_name name) : uvm_component(name) {}
  void main_phase(uvm_phase& /*phase*/) override {
    for (;;) {
      sc_core::wait(1, SC_NS);
      ++ticks;
    }
  }
  int ticks = 0;
};

class runtime_jump_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(runtime_jump_test);
  explicit runtime_jump_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    leaf = looping_leaf::type_id::create("leaf", this);
  }
  void phase_started(uvm_phase& phase) override {
    if (phase.is_task_phase() && phase.get_kind() != uvm::UVM_RUN_PHASE)
      started.push_back(fmt::format("{}@{}#{}", phase.get_name(), now(), phase.get_run_count()));
  }
  void phase_ended(uvm_phase& phase) override {
    if (phase.is(uvm::uvm_main_phase::get())) ticks_at_main_end = leaf->ticks;
  }
  void reset_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(10, SC_NS);
    phase.drop_objection(this);
  }
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(10, SC_NS);
    if (phase.get_run_count() == 1) {
      phase.jump(uvm::uvm_reset_phase::get());
      return;  // the objection is forgotten by the jump
    }
    phase.drop_objection(this);
  }
  void run_phase(uvm_phase& phase) override {
    // run is in parallel with the runtime schedule: main starts at 10 ns while run still waits.
    uvm::uvm_main_phase::get()->wait_for_state(uvm::UVM_PHASE_EXECUTING, uvm::UVM_GTE);
    run_saw_main_at = now();
    (void)phase;
  }
  void check_phase(uvm_phase& /*phase*/) override {
    const std::vector<std::string> exp = {
        "pre_reset@0 s#1",        "reset@0 s#1",           "post_reset@10 ns#1",
        "pre_configure@10 ns#1",  "configure@10 ns#1",     "post_configure@10 ns#1",
        "pre_main@10 ns#1",       "main@10 ns#1",          "reset@20 ns#2",
        "post_reset@30 ns#2",     "pre_configure@30 ns#2", "configure@30 ns#2",
        "post_configure@30 ns#2", "pre_main@30 ns#2",      "main@30 ns#2",
        "post_main@40 ns#1",      "pre_shutdown@40 ns#1",  "shutdown@40 ns#1",
        "post_shutdown@40 ns#1"};
    bool ok = true;
    if (started != exp) {
      ok = false;
      UVM_ERROR("RT_ORDER", fmt::format("runtime phases:\n got: {}\n exp: {}",
                                        fmt::join(started, ", "), fmt::join(exp, ", ")));
    }
    if (now() != "40 ns") {
      ok = false;
      UVM_ERROR("RT_ORDER", "simulation ended at " + now() + ", expected 40 ns");
    }
    if (run_saw_main_at != "10 ns") {
      ok = false;
      UVM_ERROR("RT_ORDER", "run_phase saw main executing at " + run_saw_main_at);
    }
    // main ran twice (10..20 ns and 30..40 ns): ~20 ticks; killed at its end, no tick after.
    if (ticks_at_main_end < 18 || leaf->ticks != ticks_at_main_end) {
      ok = false;
      UVM_ERROR("RT_KILL", fmt::format("leaf ticks {} at main end, {} at check", ticks_at_main_end,
                                       leaf->ticks));
    }
    if (uvm::uvm_main_phase::get()->get_state() != uvm::UVM_PHASE_DONE ||
        uvm::uvm_reset_phase::get()->get_run_count() != 2 ||
        uvm::uvm_pre_reset_phase::get()->get_run_count() != 1) {
      ok = false;
      UVM_ERROR("RT_STATE", "phase state / run counts wrong");
    }
    if (!uvm::uvm_reset_phase::get()->is_before(uvm::uvm_main_phase::get()) ||
        !uvm::uvm_extract_phase::get()->is_after(uvm::uvm_post_shutdown_phase::get()) ||
        uvm::uvm_run_phase::get()->is_before(uvm::uvm_main_phase::get())) {
      ok = false;
      UVM_ERROR("RT_STATE", "is_before/is_after wrong");
    }
    if (ok) UVM_INFO("RT_ORDER", "runtime phases and jump ok", uvm::UVM_NONE);
  }
  looping_leaf* leaf = nullptr;
  std::vector<std::string> started;
  std::string run_saw_main_at;
  int ticks_at_main_end = -1;
};

// ---- Domains ------------------------------------------------------------------------------------
// Two components object in reset and main; `b` is in a domain of its own. Apart (default), each
// domain runs its schedule: a's main starts when a's reset ends (5 ns), b's at 30 ns. With
// +sync_domains (b's domain synced with the uvm domain) both mains start at 30 ns and end
// together, when both objections dropped (40 ns).
class domain_comp : public uvm::uvm_component {
 public:
  explicit domain_comp(uvm_component_name name, int reset_ns, int main_ns)
      : uvm_component(name), m_reset_ns(reset_ns), m_main_ns(main_ns) {}
  void reset_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(m_reset_ns, SC_NS);
    phase.drop_objection(this);
  }
  void main_phase(uvm_phase& phase) override {
    main_domain = phase.get_domain_name();
    main_is_main = phase.is(uvm::uvm_main_phase::get());
    main_start = now();
    phase.raise_objection(this);
    sc_core::wait(m_main_ns, SC_NS);
    phase.drop_objection(this);
  }
  void phase_ended(uvm_phase& phase) override {
    if (phase.is(uvm::uvm_main_phase::get())) main_end = now();
  }
  std::string main_domain, main_start, main_end;
  bool main_is_main = false;

 private:
  int m_reset_ns;
  int m_main_ns;
};

class domain_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(domain_test);
  explicit domain_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    a = new domain_comp("a", 5, 10);
    b = new domain_comp("b", 30, 5);
  }
  void connect_phase(uvm_phase& /*phase*/) override {
    b->set_domain(&m_domain_b);
    if (uvm::plusargs::has("sync_domains")) m_domain_b.sync(uvm::uvm_domain::get_uvm_domain());
  }
  void check_phase(uvm_phase& /*phase*/) override {
    const bool synced = uvm::plusargs::has("sync_domains");
    std::map<std::string, uvm::uvm_domain*> domains;
    uvm::uvm_domain::get_domains(domains);
    const std::vector<std::string> got = {a->main_domain, a->main_start, a->main_end,
                                          b->main_domain, b->main_start, b->main_end,
                                          now()};
    const std::vector<std::string> exp =
        synced ? std::vector<std::string>{"uvm", "30 ns", "40 ns", "b", "30 ns", "40 ns", "40 ns"}
               : std::vector<std::string>{"uvm", "5 ns", "15 ns", "b", "30 ns", "35 ns", "35 ns"};
    if (got != exp || !a->main_is_main || !b->main_is_main || b->get_domain() != &m_domain_b ||
        domains.count("b") != 1 || domains.count("uvm") != 1 || domains.count("common") != 1) {
      UVM_ERROR("DOMAINS", fmt::format("main phases (domain, start, end; end of run):\n got: {}\n "
                                       "exp: {}",
                                       fmt::join(got, ", "), fmt::join(exp, ", ")));
      return;
    }
    UVM_INFO("DOMAINS", synced ? "synced domains ok" : "independent domains ok", uvm::UVM_NONE);
  }

 private:
  uvm::uvm_domain m_domain_b{"b"};
  domain_comp* a = nullptr;
  domain_comp* b = nullptr;
};

// ---- Objection propagation and drain ----------------------------------------------------------
class counting_comp : public uvm::uvm_component {
 public:
  explicit counting_comp(uvm_component_name name) : uvm_component(name) {}
  void raised(uvm::uvm_objection* /*o*/, uvm::uvm_object* /*src*/, const std::string& /*d*/,
              int count) override {
    raised_total += count;
  }
  void dropped(uvm::uvm_objection* /*o*/, uvm::uvm_object* /*src*/, const std::string& /*d*/,
               int count) override {
    dropped_total += count;
  }
  void all_dropped(uvm::uvm_objection* /*o*/, uvm::uvm_object* /*src*/, const std::string& /*d*/,
                   int /*count*/) override {
    ++all_dropped_calls;
    all_dropped_at = now();
  }
  int raised_total = 0;
  int dropped_total = 0;
  int all_dropped_calls = 0;
  std::string all_dropped_at;
};

class obj_leaf : public counting_comp {
 public:
  UVM_COMPONENT_UTILS(obj_leaf);
  explicit obj_leaf(uvm_component_name name) : counting_comp(name) {}
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this, "two", 2);
    sc_core::wait(10, SC_NS);
    phase.drop_objection(this, "two", 2);
    sc_core::wait(10, SC_NS);  // 20 ns: inside env's drain window
    phase.raise_objection(this);
    sc_core::wait(30, SC_NS);
    phase.drop_objection(this);  // 50 ns; env drains until 80 ns
  }
};

class obj_env : public counting_comp {
 public:
  UVM_COMPONENT_UTILS(obj_env);
  explicit obj_env(uvm_component_name name) : counting_comp(name) {}
  void build_phase(uvm_phase& phase) override {
    counting_comp::build_phase(phase);
    leaf = obj_leaf::type_id::create("leaf", this);
    uvm::uvm_main_phase::get()->get_objection()->set_drain_time(this, sc_time(30, SC_NS));
  }
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(10, SC_NS);
    phase.drop_objection(this);
  }
  obj_leaf* leaf = nullptr;
};

class objection_propagation_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(objection_propagation_test);
  explicit objection_propagation_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    env = obj_env::type_id::create("env", this);
  }
  void expect(bool cond, const std::string& what) {
    if (!cond) {
      ok = false;
      UVM_ERROR("OBJ_PROP", what);
    }
  }
  void counts(int leaf_c, int leaf_t, int env_c, int env_t, int test_t, int top_t) {
    uvm::uvm_objection* o = uvm::uvm_main_phase::get()->get_objection();
    const std::string got = fmt::format("{} {} {} {} {} {}", o->get_objection_count(env->leaf),
                                        o->get_objection_total(env->leaf),
                                        o->get_objection_count(env), o->get_objection_total(env),
                                        o->get_objection_total(this), o->get_objection_total());
    const std::string exp =
        fmt::format("{} {} {} {} {} {}", leaf_c, leaf_t, env_c, env_t, test_t, top_t);
    expect(got == exp, fmt::format("@{} counts leaf/leaf_total/env/env_total/test_total/top_total "
                                   "= {}, expected {}",
                                   now(), got, exp));
  }
  void main_phase(uvm_phase& /*phase*/) override {
    sc_core::wait(5, SC_NS);
    counts(2, 2, 1, 3, 3, 3);
    sc_core::wait(10, SC_NS);  // 15 ns: env's total is 0 but its drop waits for the drain
    // env's parent still counts what env has not passed on yet: 1 or 2, by the order in which
    // leaf and env dropped at 10 ns.
    const int held = uvm::uvm_main_phase::get()->get_objection()->get_objection_total(this);
    expect(held == 1 || held == 2, fmt::format("test total {} while env drains", held));
    counts(0, 0, 0, 0, held, held);
    sc_core::wait(10, SC_NS);  // 25 ns: leaf re-raised during the drain: drain cancelled
    counts(1, 1, 0, 1, 1, 1);
    sc_core::wait(30, SC_NS);  // 55 ns: draining again
    counts(0, 0, 0, 0, 1, 1);
  }
  void phase_ended(uvm_phase& phase) override {
    if (phase.is(uvm::uvm_main_phase::get())) main_ended_at = now();
  }
  void check_phase(uvm_phase& /*phase*/) override {
    expect(main_ended_at == "80 ns", "main ended at " + main_ended_at + ", expected 80 ns");
    expect(env->all_dropped_calls == 1 && env->all_dropped_at == "80 ns",
           fmt::format("env all_dropped {} times, last at {}", env->all_dropped_calls,
                       env->all_dropped_at));
    expect(env->leaf->all_dropped_calls == 2, "leaf all_dropped calls");
    expect(env->raised_total == 4 && env->dropped_total == 4,
           fmt::format("env raised {} dropped {}", env->raised_total, env->dropped_total));
    expect(env->leaf->raised_total == 3, "leaf raised callbacks");
    if (ok) UVM_INFO("OBJ_PROP", "objection propagation and drain ok", uvm::UVM_NONE);
  }
  obj_env* env = nullptr;
  std::string main_ended_at;
  bool ok = true;
};

// ---- phase_ready_to_end -------------------------------------------------------------------------
class ready_to_end_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(ready_to_end_test);
  explicit ready_to_end_test(uvm_component_name name) : uvm_test(name) {}
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(10, SC_NS);
    phase.drop_objection(this);
  }
  void phase_ready_to_end(uvm_phase& phase) override {
    if (!phase.is(uvm::uvm_main_phase::get())) return;
    ready_calls.push_back(now());
    if (ready_calls.size() == 1) {
      // Not ready yet: object for 15 ns more.
      phase.raise_objection(this, "not ready");
      sc_core::sc_spawn([&phase, this]() {
        sc_core::wait(15, SC_NS);
        phase.drop_objection(this, "not ready");
      });
    }
  }
  void phase_ended(uvm_phase& phase) override {
    if (phase.is(uvm::uvm_main_phase::get())) ended_at = now();
  }
  void check_phase(uvm_phase& /*phase*/) override {
    const std::vector<std::string> exp = {"10 ns", "25 ns"};
    if (ready_calls != exp || ended_at != "25 ns")
      UVM_ERROR("READY_END", fmt::format("ready_to_end at [{}], main ended at {}",
                                         fmt::join(ready_calls, ", "), ended_at));
    else
      UVM_INFO("READY_END", "phase_ready_to_end extends the phase ok", uvm::UVM_NONE);
  }
  std::vector<std::string> ready_calls;
  std::string ended_at;
};

// ---- Components are sc_modules: ports, exports, SC_THREAD, sc_spawn ----------------------------
class plain_env : public uvm::uvm_env {
 public:
  UVM_COMPONENT_UTILS(plain_env);
  explicit plain_env(uvm_component_name name) : uvm_env(name) {}
};

class port_consumer : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(port_consumer);
  SC_HAS_PROCESS(port_consumer);
  sc_core::sc_export<sc_core::sc_fifo_out_if<int>> in{"in"};
  explicit port_consumer(uvm_component_name name) : uvm_component(name), fifo("fifo", 2) {
    in.bind(fifo);
    SC_THREAD(reader);
  }
  void reader() {
    for (;;) {
      int v = 0;
      fifo.read(v);
      got.push_back(v);
      if (got.size() == 4) done.notify();
    }
  }
  sc_core::sc_fifo<int> fifo;
  std::vector<int> got;
  sc_core::sc_event done;
};

class port_producer : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(port_producer);
  SC_HAS_PROCESS(port_producer);
  sc_core::sc_port<sc_core::sc_fifo_out_if<int>> out{"out"};
  explicit port_producer(uvm_component_name name) : uvm_component(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_component::build_phase(phase);
    SC_THREAD(writer);  // registered during build: still elaboration
  }
  void writer() {
    for (int i = 1; i <= 4; ++i) {
      wait(5, SC_NS);  // sc_module::wait
      out->write(i * 10);
    }
  }
};

class port_binding_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(port_binding_test);
  explicit port_binding_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    env = plain_env::type_id::create("env", this);
    prod = port_producer::type_id::create("prod", env);
    cons = port_consumer::type_id::create("cons", env);
  }
  void connect_phase(uvm_phase& /*phase*/) override { prod->out.bind(cons->in); }
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    int forked = 0;
    sc_core::sc_spawn([&forked]() {
      sc_core::wait(1, SC_NS);
      ++forked;
    });
    while (cons->got.size() < 4) sc_core::wait(cons->done);
    forked_ran = forked;
    phase.drop_objection(this);
  }
  void check_phase(uvm_phase& /*phase*/) override {
    const std::vector<int> exp = {10, 20, 30, 40};
    bool ok = true;
    if (cons->got != exp || now() != "20 ns" || forked_ran != 1) {
      ok = false;
      UVM_ERROR("PORTS", fmt::format("got [{}] at {}, forked {}", fmt::join(cons->got, " "), now(),
                                     forked_ran));
    }
    // SystemC names follow the UVM hierarchy.
    const std::string names = fmt::format("{} {} {} {}", name(), prod->name(), cons->fifo.name(),
                                          std::string(cons->in.name()));
    const std::string exp_names =
        "uvm_test_top uvm_test_top.env.prod uvm_test_top.env.cons.fifo uvm_test_top.env.cons.in";
    if (names != exp_names || prod->get_full_name() != "uvm_test_top.env.prod" ||
        dynamic_cast<sc_core::sc_module*>(prod->get_parent_object()) != env) {
      ok = false;
      UVM_ERROR("PORTS", "sc names: " + names);
    }
    if (ok) UVM_INFO("PORTS", "port/export binding, SC_THREAD and sc_spawn ok", uvm::UVM_NONE);
  }
  uvm::uvm_env* env = nullptr;
  port_producer* prod = nullptr;
  port_consumer* cons = nullptr;
  int forked_ran = 0;
};

// ---- find / find_all
// -----------------------------------------------------------------------------
class find_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(find_test);
  explicit find_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    uvm::uvm_env* env = plain_env::type_id::create("env", this);
    looping_leaf::type_id::create("a1", env);
    looping_leaf::type_id::create("a2", env);
    looping_leaf::type_id::create("b1", env);
  }
  void end_of_elaboration_phase(uvm_phase& /*phase*/) override {
    uvm::uvm_root* top = uvm::uvm_root::get();
    std::vector<uvm::uvm_component*> v;
    top->find_all("*.a?", v);
    std::vector<std::string> names;
    for (auto* c : v) names.push_back(c->get_full_name());
    uvm::uvm_component* b1 = top->find("uvm_test_top.env.b1");
    uvm::uvm_component* none = top->find("nothing*");
    if (names != std::vector<std::string>{"uvm_test_top.env.a1", "uvm_test_top.env.a2"} || !b1 ||
        b1->get_name() != "b1" || none)
      UVM_ERROR("FIND", fmt::format("find_all: [{}]", fmt::join(names, ", ")));
    else
      UVM_INFO("FIND", "find and find_all ok", uvm::UVM_NONE);
  }
};

// ---- UVM-SystemC +UVM_TIMEOUT form (no clock period registered) --------------------------------
class hang_ns_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(hang_ns_test);
  explicit hang_ns_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    uvm::uvm_root::get()->set_timeout(sc_time(1, sc_core::SC_US));  // +UVM_TIMEOUT overrides
  }
  void main_phase(uvm_phase& phase) override {
    phase.raise_objection(this);  // never dropped
    for (;;) sc_core::wait(100, SC_NS);
  }
};

// ---- run_test() without a test: sc_main's components
// ---------------------------------------------
class top_env : public uvm::uvm_env {
 public:
  explicit top_env(uvm_component_name name) : uvm_env(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_env::build_phase(phase);
    leaf = new counting_comp("leaf");  // parent: this (the component being built); not owned
  }
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(7, SC_NS);
    phase.drop_objection(this);
  }
  void report_phase(uvm_phase& /*phase*/) override {
    const bool ok = get_full_name() == "top_env" && leaf->get_full_name() == "top_env.leaf" &&
                    uvm::uvm_root::get()->get_test() == nullptr && now() == "7 ns";
    if (!ok)
      UVM_ERROR("NOTEST_RUN",
                "names " + get_full_name() + " " + leaf->get_full_name() + " at " + now());
    else
      UVM_INFO("NOTEST_RUN", "sc_main components phased without a test ok", uvm::UVM_NONE);
  }
  counting_comp* leaf = nullptr;
};

/// Called by sc_main for +sc_main_env: constructs a top-level component before run_test.
void make_sc_main_env() {
  new top_env("top_env");  // lives until exit, as sc_main's modules
}

}  // namespace coretest
