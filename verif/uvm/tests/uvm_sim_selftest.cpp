// uvm_sim_selftest.cpp: one sim executable with many small uvm_tests that exercise the
// simulated parts of UVM-lite (phases, objections, timeout, fatal/error handling, quit count,
// analysis FIFO, recording). Each CTest case runs it with a +UVM_TESTNAME and checks the exit
// status and output with expect_run.py (SystemC elaborates once per process).
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "uvm.h"

namespace selftest {

using uvm::uvm_component_name;
using uvm::uvm_phase;

// ---- Phase order -------------------------------------------------------------------------------
class leaf : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(leaf);
  explicit leaf(uvm_component_name name) : uvm_component(name) {}
};

class mid : public uvm::uvm_env {
 public:
  UVM_COMPONENT_UTILS(mid);
  explicit mid(uvm_component_name name) : uvm_env(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_env::build_phase(phase);
    // created in reverse name order on purpose: siblings are visited in name order
    leaf::type_id::create("b_leaf", this);
    leaf::type_id::create("a_leaf", this);
  }
};

class phase_order_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(phase_order_test);
  explicit phase_order_test(uvm_component_name name) : uvm_test(name) {
    uvm::uvm_root::get()->set_phase_trace(true);
  }
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    mid::type_id::create("env", this);
  }
  void final_phase(uvm_phase& /*phase*/) override {
    // final is top-down: the test's final_phase runs before its children's, so check in
    // report_phase instead (after check, before final) and look at final separately.
  }
  void report_phase(uvm_phase& /*phase*/) override {
    const std::vector<std::string> expected_common = {
        // build: top-down, siblings by name
        "build uvm_test_top", "build uvm_test_top.env", "build uvm_test_top.env.a_leaf",
        "build uvm_test_top.env.b_leaf",
        // connect, end_of_elaboration, start_of_simulation: bottom-up
        "connect uvm_test_top.env.a_leaf", "connect uvm_test_top.env.b_leaf",
        "connect uvm_test_top.env", "connect uvm_test_top",
        "end_of_elaboration uvm_test_top.env.a_leaf", "end_of_elaboration uvm_test_top.env.b_leaf",
        "end_of_elaboration uvm_test_top.env", "end_of_elaboration uvm_test_top",
        "start_of_simulation uvm_test_top.env.a_leaf",
        "start_of_simulation uvm_test_top.env.b_leaf", "start_of_simulation uvm_test_top.env",
        "start_of_simulation uvm_test_top",
        // run: one thread each, started children first (as UVM) at time 0
        "run uvm_test_top.env.a_leaf", "run uvm_test_top.env.b_leaf", "run uvm_test_top.env",
        "run uvm_test_top",
        // (the runtime phases are inserted here, below)
        // extract, check, report: bottom-up
        "extract uvm_test_top.env.a_leaf", "extract uvm_test_top.env.b_leaf",
        "extract uvm_test_top.env", "extract uvm_test_top", "check uvm_test_top.env.a_leaf",
        "check uvm_test_top.env.b_leaf", "check uvm_test_top.env", "check uvm_test_top",
        "report uvm_test_top.env.a_leaf", "report uvm_test_top.env.b_leaf",
        "report uvm_test_top.env", "report uvm_test_top"};
    // Runtime schedule, in parallel with run (which is started first): each phase in turn,
    // one thread per component, children first.
    std::vector<std::string> expected = expected_common;
    const auto at = expected.begin() + 20;
    std::vector<std::string> runtime;
    for (const char* ph :
         {"pre_reset", "reset", "post_reset", "pre_configure", "configure", "post_configure",
          "pre_main", "main", "post_main", "pre_shutdown", "shutdown", "post_shutdown"})
      for (const char* c : {"uvm_test_top.env.a_leaf", "uvm_test_top.env.b_leaf",
                            "uvm_test_top.env", "uvm_test_top"})
        runtime.push_back(std::string(ph) + " " + c);
    expected.insert(at, runtime.begin(), runtime.end());
    const auto& got = uvm::uvm_root::get()->get_phase_trace();
    if (got != expected)
      UVM_ERROR("PHASE_ORDER", fmt::format("phase order mismatch:\n got: {}\n exp: {}",
                                           fmt::join(got, ", "), fmt::join(expected, ", ")));
    else
      UVM_INFO("PHASE_ORDER", fmt::format("phase order as expected ({} callbacks)", got.size()),
               uvm::UVM_NONE);
  }
};

// final_phase is top-down: checked by a leaf that must see the test's final already traced.
class final_order_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(final_order_test);
  explicit final_order_test(uvm_component_name name) : uvm_test(name) {
    uvm::uvm_root::get()->set_phase_trace(true);
  }
  class checker : public uvm::uvm_component {
   public:
    explicit checker(uvm_component_name name) : uvm_component(name) {}
    void final_phase(uvm_phase& /*phase*/) override {
      const auto& t = uvm::uvm_root::get()->get_phase_trace();
      const std::vector<std::string> tail(t.end() - 2, t.end());
      const std::vector<std::string> exp = {"final uvm_test_top", "final uvm_test_top.chk"};
      if (tail != exp)
        UVM_ERROR("FINAL_ORDER", fmt::format("final order: got {}", fmt::join(tail, ", ")));
      else
        UVM_INFO("FINAL_ORDER", "final phase is top-down", uvm::UVM_NONE);
    }
  };
  checker chk{"chk"};  // member component: parent is this test
};

// ---- Objections / drain time ------------------------------------------------------------------
// A test whose run phase must end at `end_ns` (checked at extract_phase: [OBJ_END]).
class run_end_test : public uvm::uvm_test {
 public:
  run_end_test(uvm_component_name name, double end_ns)
      : uvm_test(name), m_end(end_ns, sc_core::SC_NS) {}
  void extract_phase(uvm_phase& /*phase*/) override {
    if (sc_core::sc_time_stamp() != m_end)
      UVM_ERROR("OBJ_END", fmt::format("run phase ended at {}, expected {}",
                                       sc_core::sc_time_stamp().to_string(), m_end.to_string()));
    else
      UVM_INFO("OBJ_END", fmt::format("run phase ended at {}", m_end.to_string()), uvm::UVM_NONE);
  }

 protected:
  /// Objects to the end of `phase` for `ns` nanoseconds.
  void object_for(uvm_phase& phase, double ns) {
    phase.raise_objection(this);
    sc_core::wait(ns, sc_core::SC_NS);
    phase.drop_objection(this);
  }

 private:
  const sc_core::sc_time m_end;
};

// Drop at 100 ns + drain 20 ns: the run phase ends at 120 ns.
class objection_test : public run_end_test {
 public:
  UVM_COMPONENT_UTILS(objection_test);
  explicit objection_test(uvm_component_name name) : run_end_test(name, 120) {}
  void run_phase(uvm_phase& phase) override {
    phase.get_objection()->set_drain_time(this, sc_core::sc_time(20, sc_core::SC_NS));
    object_for(phase, 100);
    UVM_INFO("OBJ", "dropped", uvm::UVM_LOW);
  }
};

// A re-raise during the drain time extends the run phase.
class reraise_test : public run_end_test {
 public:
  UVM_COMPONENT_UTILS(reraise_test);
  explicit reraise_test(uvm_component_name name) : run_end_test(name, 190) {}
  void run_phase(uvm_phase& phase) override {
    phase.get_objection()->set_drain_time(this, sc_core::sc_time(50, sc_core::SC_NS));
    object_for(phase, 100);
    sc_core::wait(30, sc_core::SC_NS);  // inside the drain window
    object_for(phase, 10);              // dropped at 140 ns; ends at 190 ns
  }
};

// Nobody objects: the run phase ends at time 0.
class no_objection_test : public run_end_test {
 public:
  UVM_COMPONENT_UTILS(no_objection_test);
  explicit no_objection_test(uvm_component_name name) : run_end_test(name, 0) {}
};

// ---- Timeout ----------------------------------------------------------------------------------
class hang_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(hang_test);
  explicit hang_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    // As the harness does: the clock period turns +UVM_TIMEOUT=<cycles> into time.
    uvm::uvm_root::get()->set_clock_period(sc_core::sc_time(4, sc_core::SC_NS));
    if (!uvm::plusargs::has("UVM_TIMEOUT"))
      uvm::uvm_root::get()->set_timeout(sc_core::sc_time(1, sc_core::SC_US));
  }
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);  // never dropped
    for (;;) sc_core::wait(100, sc_core::SC_NS);
  }
  void extract_phase(uvm_phase& /*phase*/) override {
    UVM_ERROR("NOT_REACHED", "extract_phase must not run after a fatal timeout");
  }
  void pre_abort() override { UVM_INFO("PRE_ABORT", "pre_abort called", uvm::UVM_NONE); }
};

// ---- Errors, fatals, quit count ---------------------------------------------------------------
class one_error_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(one_error_test);
  explicit one_error_test(uvm_component_name name) : uvm_test(name) {}
  void check_phase(uvm_phase& /*phase*/) override { UVM_ERROR("MY_CHECK", "deliberate error"); }
};

class warning_only_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(warning_only_test);
  explicit warning_only_test(uvm_component_name name) : uvm_test(name) {}
  void check_phase(uvm_phase& /*phase*/) override {
    UVM_WARNING("MY_WARN", "a warning does not fail the test");
  }
};

class fatal_run_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(fatal_run_test);
  explicit fatal_run_test(uvm_component_name name) : uvm_test(name) {}
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(30, sc_core::SC_NS);
    UVM_FATAL("MY_FATAL", "deliberate fatal");
    UVM_ERROR("NOT_REACHED", "code after UVM_FATAL ran");
    phase.drop_objection(this);
  }
  void extract_phase(uvm_phase& /*phase*/) override {
    UVM_ERROR("NOT_REACHED", "extract_phase ran after UVM_FATAL");
  }
};

class fatal_build_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(fatal_build_test);
  explicit fatal_build_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& /*phase*/) override {
    UVM_FATAL("MY_FATAL", "deliberate fatal in build");
    UVM_ERROR("NOT_REACHED", "code after UVM_FATAL ran");
  }
};

class many_errors_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(many_errors_test);
  explicit many_errors_test(uvm_component_name name) : uvm_test(name) {}
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    for (int i = 1; i <= 10; ++i) {
      sc_core::wait(10, sc_core::SC_NS);
      UVM_ERROR("MANY", fmt::format("error {}", i));
    }
    phase.drop_objection(this);
  }
};

// ---- Verbosity ---------------------------------------------------------------------------------
class verbosity_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(verbosity_test);
  explicit verbosity_test(uvm_component_name name) : uvm_test(name) {}
  void run_phase(uvm_phase& /*phase*/) override {
    UVM_INFO("V_LOW", "low message", uvm::UVM_LOW);
    UVM_INFO("V_MEDIUM", "medium message", uvm::UVM_MEDIUM);
    UVM_INFO("V_HIGH", "high message", uvm::UVM_HIGH);
    UVM_INFO("V_DEBUG", "debug message", uvm::UVM_DEBUG);
    UVM_INFO("V_OUTSIDE", "outside", uvm::UVM_LOW);
  }
};

// ---- Analysis FIFO with a blocking get across threads, and recording ----------------------------
class txn : public uvm::uvm_object {
 public:
  UVM_OBJECT_UTILS(txn);
  explicit txn(const std::string& name = "txn") : uvm_object(name) {}
  int value = 0;
  std::string convert2string() const override { return fmt::format("value={}", value); }
};

class producer : public uvm::uvm_monitor {
 public:
  UVM_COMPONENT_UTILS(producer);
  explicit producer(uvm_component_name name) : uvm_monitor(name) {}
  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    for (int i = 0; i < 5; ++i) {
      sc_core::wait(10, sc_core::SC_NS);
      txn t;
      t.value = i * 3;
      record("out", t);
      ap.write(t);
    }
    phase.drop_objection(this);
  }
  uvm::uvm_analysis_port<txn> ap{"ap"};
};

class consumer : public uvm::uvm_scoreboard {
 public:
  UVM_COMPONENT_UTILS(consumer);
  explicit consumer(uvm_component_name name) : uvm_scoreboard(name) {}
  void run_phase(uvm_phase& phase) override {
    for (int i = 0; i < 5; ++i) {
      txn t;
      fifo.get(t);  // blocks until the producer writes
      phase.raise_objection(this);
      if (t.value != i * 3)
        UVM_ERROR("FIFO_ORDER", fmt::format("got {}, expected {}", t.value, i * 3));
      if (sc_core::sc_time_stamp() != sc_core::sc_time(10 * (i + 1), sc_core::SC_NS))
        UVM_ERROR("FIFO_TIME",
                  fmt::format("item {} received at {}", i, sc_core::sc_time_stamp().to_string()));
      ++received;
      phase.drop_objection(this);
    }
  }
  void check_phase(uvm_phase& /*phase*/) override {
    if (received != 5)
      UVM_ERROR("FIFO_COUNT", fmt::format("received {} of 5", received));
    else
      UVM_INFO("FIFO_COUNT", "received 5 of 5 items in order", uvm::UVM_NONE);
  }
  uvm::uvm_tlm_analysis_fifo<txn> fifo{"fifo"};
  int received = 0;
};

class fifo_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(fifo_test);
  explicit fifo_test(uvm_component_name name) : uvm_test(name) {}
  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    prod = producer::type_id::create("prod", this);
    cons = consumer::type_id::create("cons", this);
  }
  void connect_phase(uvm_phase& /*phase*/) override {
    prod->ap.connect(cons->fifo.analysis_export);
  }
  producer* prod = nullptr;
  consumer* cons = nullptr;
};

// ---- Random stream reproducibility (printed; compared across runs by CTest) --------------------
class rng_print_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(rng_print_test);
  explicit rng_print_test(uvm_component_name name) : uvm_test(name) {}
  void run_phase(uvm_phase& /*phase*/) override {
    auto& rng = get_rng();
    std::vector<int> v;
    for (int i = 0; i < 6; ++i) v.push_back(uvm::urandom_range(rng, 0, 999));
    UVM_INFO("RNG", fmt::format("stream {}", fmt::join(v, " ")), uvm::UVM_NONE);
  }
};

// ---- Reporting from a class template with a dependent uvm base ----------------------------------
// C++ cannot see the inherited member uvm_report() there; the free function must still name the
// component whose run-phase thread / phase callback is executing.
template <typename T>
class tmpl_base : public uvm::uvm_component {
 public:
  explicit tmpl_base(uvm_component_name name) : uvm_component(name) {}
};
template <typename T>
class tmpl_comp : public tmpl_base<T> {
 public:
  explicit tmpl_comp(uvm_component_name name) : tmpl_base<T>(name) {}
  void build_phase(uvm_phase& /*phase*/) override {
    UVM_INFO("TMPL_BUILD", "in build", uvm::UVM_NONE);
  }
  void run_phase(uvm_phase& /*phase*/) override { UVM_WARNING("TMPL_RUN", "in run"); }
};

class template_report_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(template_report_test);
  explicit template_report_test(uvm_component_name name) : uvm_test(name) {}
  tmpl_comp<int> t{"t"};
  void report_phase(uvm_phase& /*phase*/) override {
    uvm::uvm_report_info("OUTSIDE_FREE", "free function from the test's report_phase",
                         uvm::UVM_NONE);
  }
};

}  // namespace selftest

/// Reported outside any component (before run_test): "reporter".
static void report_from_sc_main() {
  UVM_INFO("SC_MAIN", "before run_test", uvm::UVM_NONE);
}

namespace coretest {
void make_sc_main_env();  // uvm_sim_core_tests.cpp
}

int sc_main(int argc, char** argv) {
  uvm::plusargs::init(argc, argv);
  if (uvm::plusargs::has("report_before")) report_from_sc_main();
  if (uvm::plusargs::has("sc_main_env")) coretest::make_sc_main_env();
  return uvm::run_test(argc, argv);
}
