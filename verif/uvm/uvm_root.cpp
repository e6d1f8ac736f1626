// uvm_root.cpp: uvm_root, phase execution and run_test() (see uvm_root.h).
#include "uvm_root.h"

#include <exception>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <systemc>

#include "uvm_plusargs.h"
#include "uvm_random.h"
#include "uvm_recorder.h"
#include "uvm_report.h"

namespace uvm {

namespace detail {
void set_making_root(bool on);  // uvm_component.cpp

namespace {
bool& stop_requested() {
  static bool requested = false;
  return requested;
}
}  // namespace

const uvm_root*& root_instance() {
  static const uvm_root* instance = nullptr;  // set once uvm_root exists
  return instance;
}

const uvm_report_object* current_report_context() {
  // Never creates uvm_root (reports may come from static initialisation, e.g. the factory).
  const uvm_root* root = root_instance();
  if (!root) return nullptr;
  if (const uvm_component* c = root->get_phase_context()) return c;
  return root->get_run_thread_component();
}

void request_sc_stop() {
  if (stop_requested()) return;
  stop_requested() = true;
  sc_core::sc_stop();
}
}  // namespace detail

namespace {
/// Set by collnet's run_test(argc, argv, default_test) (see the test instance name).
bool g_collnet_entry = false;

/// Reports a message but never lets an abort exception escape (used in catch handlers/cleanup).
void report_no_throw(uvm_severity sev, const std::string& id, const std::string& msg) {
  try {
    uvm_report(sev, id, msg, UVM_NONE);
  } catch (const uvm_fatal_exception&) {
  }
}
}  // namespace

uvm_root* uvm_root::get() {
  static uvm_root* root = [] {
    detail::set_making_root(true);
    uvm_root* r = new uvm_root();  // lives until exit (as SystemC's simcontext)
    detail::set_making_root(false);
    detail::root_instance() = r;
    return r;
  }();
  return root;
}

uvm_root::uvm_root() : uvm_component(uvm_component_name("")), m_objection("run_objection") {}

// ---- timeout ----------------------------------------------------------------------------------
void uvm_root::set_timeout(const sc_core::sc_time& timeout, bool overridable) {
  if (!m_timeout_overridable) {
    uvm_report_info("NOTIMOUTOVR",
                    fmt::format("The global timeout setting of {} is not overridable to {}",
                                m_timeout.to_string(), timeout.to_string()),
                    UVM_NONE);
    return;
  }
  m_timeout = timeout;
  m_timeout_overridable = overridable;
}

sc_core::sc_time uvm_root::get_timeout() const {
  if (plusargs::has("UVM_TIMEOUT") &&
      (m_timeout_overridable || m_timeout == sc_core::SC_ZERO_TIME)) {
    // "+UVM_TIMEOUT=<cycles>" (UVM's optional ",<overridable>" suffix is accepted and ignored).
    std::string v = plusargs::get_string("UVM_TIMEOUT");
    const std::size_t comma = v.find(',');
    if (comma != std::string::npos) v.resize(comma);
    std::uint64_t cycles = 0;
    try {
      std::size_t used = 0;
      cycles = std::stoull(v, &used, 0);
      if (used != v.size()) throw std::invalid_argument(v);
    } catch (const std::exception&) {
      uvm_report_fatal("TIMEOUT", fmt::format("+UVM_TIMEOUT={} is not a cycle count", v));
    }
    return m_clock_period * static_cast<double>(cycles);
  }
  if (m_timeout != sc_core::SC_ZERO_TIME) return m_timeout;
  return m_clock_period * static_cast<double>(default_timeout_cycles);
}

// ---- phases -----------------------------------------------------------------------------------
void uvm_root::m_call_phase(uvm_component* comp, uvm_phase& phase) {
  uvm_component* saved = m_phase_context;
  m_phase_context = comp;
  if (m_trace_phases) m_phase_trace.push_back(phase.get_name() + " " + comp->get_full_name());
  switch (phase.get_kind()) {
    case UVM_BUILD_PHASE:
      comp->build_phase(phase);
      break;
    case UVM_CONNECT_PHASE:
      comp->connect_phase(phase);
      break;
    case UVM_END_OF_ELABORATION_PHASE:
      comp->end_of_elaboration_phase(phase);
      break;
    case UVM_START_OF_SIMULATION_PHASE:
      comp->start_of_simulation_phase(phase);
      break;
    case UVM_RUN_PHASE:
      comp->run_phase(phase);
      break;
    case UVM_EXTRACT_PHASE:
      comp->extract_phase(phase);
      break;
    case UVM_CHECK_PHASE:
      comp->check_phase(phase);
      break;
    case UVM_REPORT_PHASE:
      comp->report_phase(phase);
      break;
    case UVM_FINAL_PHASE:
      comp->final_phase(phase);
      break;
    case UVM_NUM_PHASES:
      break;
  }
  m_phase_context = saved;
}

void uvm_root::m_build_recursive(uvm_component* comp, uvm_phase& phase) {
  if (comp != this && !comp->m_built) {
    comp->m_built = true;
    m_call_phase(comp, phase);
  }
  // Children as they are after the build (those just created included), in name order.
  for (uvm_component* c : comp->get_children()) m_build_recursive(c, phase);
}

void uvm_root::m_bottom_up(uvm_component* comp, uvm_phase& phase) {
  for (uvm_component* c : comp->get_children()) m_bottom_up(c, phase);
  if (comp != this) m_call_phase(comp, phase);
}

void uvm_root::m_top_down(uvm_component* comp, uvm_phase& phase) {
  if (comp != this) m_call_phase(comp, phase);
  for (uvm_component* c : comp->get_children()) m_top_down(c, phase);
}

void uvm_root::run_function_phase(uvm_phase_kind kind) {
  m_current_phase = kind;
  uvm_phase phase(kind, &m_objection);
  switch (kind) {
    case UVM_BUILD_PHASE:
      m_build_recursive(this, phase);
      break;
    case UVM_FINAL_PHASE:
      m_top_down(this, phase);
      break;
    case UVM_RUN_PHASE:
    case UVM_NUM_PHASES:
      break;
    default:
      m_bottom_up(this, phase);
      break;
  }
  m_current_phase = UVM_NUM_PHASES;
}

void uvm_root::m_pre_abort(uvm_component* comp) {
  for (uvm_component* c : comp->get_children()) m_pre_abort(c);
  if (comp == this) return;
  try {
    comp->pre_abort();
  } catch (const uvm_fatal_exception&) {
  }
}

// ---- run phase --------------------------------------------------------------------------------
void uvm_root::m_component_run_thread(uvm_component* comp) {
  const sc_core::sc_object* proc = sc_core::sc_get_current_process_handle().get_process_object();
  m_run_threads[proc] = comp;
  uvm_phase phase(UVM_RUN_PHASE, &m_objection);
  if (m_trace_phases) m_phase_trace.push_back("run " + comp->get_full_name());
  comp->run_phase(phase);
  // The process object may be freed and its address reused by a later sc_spawn.
  m_run_threads.erase(proc);
}

void uvm_root::m_run_phase_controller() {
  // One thread per component, in hierarchy (top-down, name) order. (Scoped: this thread may
  // stay suspended when the simulation stops, so it keeps nothing on its stack.)
  {
    std::vector<uvm_component*> all;
    std::vector<uvm_component*> todo{this};
    while (!todo.empty()) {
      uvm_component* c = todo.back();
      todo.pop_back();
      if (c != this) all.push_back(c);
      std::vector<uvm_component*> kids = c->get_children();
      for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(*it);
    }
    for (uvm_component* c : all) {
      sc_core::sc_spawn_options opt;
      sc_core::sc_spawn(sc_bind(&uvm_root::m_component_run_thread, this, c), nullptr, &opt);
    }
  }
  // Timeout watchdog.
  const sc_core::sc_time timeout = get_timeout();
  const bool explicit_timeout = plusargs::has("UVM_TIMEOUT") || m_timeout != sc_core::SC_ZERO_TIME;
  sc_core::sc_spawn(
      [this, timeout, explicit_timeout]() {
        sc_core::wait(timeout);
        if (m_run_ended) return;
        uvm_report_fatal("PH_TIMEOUT",
                         fmt::format("{} timeout of {} hit, indicating a probable testbench "
                                     "issue (+UVM_TIMEOUT=<cycles>, clock period {}); "
                                     "objections still raised by: {}",
                                     explicit_timeout ? "Explicit" : "Default", timeout.to_string(),
                                     m_clock_period.to_string(), m_objection.objectors_string()));
      },
      "uvm_timeout_watchdog");

  // Let every run_phase start and raise its objections at time 0 (UVM waits the same way).
  sc_core::wait(sc_core::SC_ZERO_TIME);
  sc_core::wait(sc_core::SC_ZERO_TIME);
  for (;;) {
    while (m_objection.get_objection_count() > 0) sc_core::wait(m_objection.all_dropped_event());
    // Drain: wait the drain time unless somebody raises again meanwhile.
    const std::uint64_t raises = m_objection.get_raise_serial();
    const sc_core::sc_time drain = m_objection.get_drain_time();
    if (drain > sc_core::SC_ZERO_TIME)
      sc_core::wait(drain, m_objection.raised_event());
    else
      sc_core::wait(sc_core::SC_ZERO_TIME);
    if (m_objection.get_raise_serial() == raises && m_objection.get_objection_count() == 0) break;
  }
  m_run_ended = true;
  if (detail::collnet_extras())  // collnet's runner (+seed=); UVM-SystemC prints no such line
    uvm_report_info("RUNPHASE",
                    fmt::format("Run phase ended: all objections dropped (drain time {})",
                                m_objection.get_drain_time().to_string()),
                    UVM_LOW);
  detail::request_sc_stop();
}

// ---- run_test ---------------------------------------------------------------------------------
int uvm_root::run_test(const std::string& test_name_arg) {
  uvm_report_server* server = uvm_report_server::get_server();
  if (m_ran) {
    uvm_report_error("RNTST", "run_test called twice (SystemC elaborates once per process)");
    return 1;
  }
  m_ran = true;
  // SystemC's own "simulation stopped" note is noise in our logs.
  sc_core::sc_report_handler::set_actions("/OSCI/SystemC", sc_core::SC_INFO,
                                          sc_core::SC_DO_NOTHING);
  try {
    // ---- plusargs ----
    set_global_seed(plusargs::get_u64("seed", 1));
    if (plusargs::has("UVM_VERBOSITY")) {
      int v = UVM_MEDIUM;
      const std::string text = plusargs::get_string("UVM_VERBOSITY");
      if (parse_verbosity(text, v))
        server->set_verbosity(v);
      else
        uvm_report_warning("VERB", fmt::format("Illegal +UVM_VERBOSITY={} ignored", text));
    }
    if (plusargs::has("UVM_MAX_QUIT_COUNT")) {
      std::string v = plusargs::get_string("UVM_MAX_QUIT_COUNT");
      const std::size_t comma = v.find(',');
      if (comma != std::string::npos) v.resize(comma);
      try {
        server->set_max_quit_count(std::stoi(v));
      } catch (const std::exception&) {
        uvm_report_warning("MAXQUIT", fmt::format("Illegal +UVM_MAX_QUIT_COUNT={} ignored", v));
      }
    }
    if (plusargs::has("record")) uvm_recorder::get()->enable();

    std::string test_name = plusargs::get_string("UVM_TESTNAME", test_name_arg);
    // UVM-SystemC's text; collnet's runner (+seed=) gets the seed on the same line.
    if (detail::collnet_extras())
      uvm_report_info("RNTST",
                      fmt::format("Running test {}, seed {}",
                                  test_name.empty() ? "<none>" : test_name, get_global_seed()),
                      UVM_NONE);
    else
      uvm_report_info("RNTST", fmt::format("Running test {}...", test_name), UVM_LOW);

    std::vector<std::string> tests;
    for (const std::string& n : uvm_factory::get()->get_type_names(true))
      if (uvm_factory::get()->find_wrapper_by_name(n)->is_test()) tests.push_back(n);
    const std::string test_list =
        tests.empty() ? "(none)" : fmt::format("{}", fmt::join(tests, " "));
    if (test_name.empty())
      uvm_report_fatal("NOTEST", fmt::format("No test specified with +UVM_TESTNAME=<test>. "
                                             "Registered tests: {}",
                                             test_list));
    uvm_object_wrapper* w = uvm_factory::get()->find_wrapper_by_name(test_name);
    if (!w || !w->is_component())
      uvm_report_fatal("INVTST", fmt::format("Requested test from command line +UVM_TESTNAME={} "
                                             "not found. Registered tests: {}",
                                             test_name, test_list));
    // Instance name: "uvm_test_top" for +UVM_TESTNAME= (UVM); a test named in the program's
    // run_test("name") call is named after the test, as UVM-SystemC names it.
    const std::string inst_name =
        plusargs::has("UVM_TESTNAME") || test_name_arg.empty() || g_collnet_entry ? "uvm_test_top"
                                                                                  : test_name;
    m_test = uvm_factory::get()->create_component_by_name(test_name, "", inst_name, nullptr);

    // ---- function phases before the simulation ----
    run_function_phase(UVM_BUILD_PHASE);
    run_function_phase(UVM_CONNECT_PHASE);
    run_function_phase(UVM_END_OF_ELABORATION_PHASE);
    if (server->get_verbosity() >= UVM_HIGH) print_topology();
    run_function_phase(UVM_START_OF_SIMULATION_PHASE);

    // ---- run phase ----
    m_current_phase = UVM_RUN_PHASE;
    sc_core::sc_spawn(sc_bind(&uvm_root::m_run_phase_controller, this), "uvm_run_phase");
    sc_core::sc_start();
    m_current_phase = UVM_NUM_PHASES;
    if (!server->is_aborted() && !m_run_ended) {
      uvm_report_fatal("RUNSTARVE",
                       fmt::format("Simulation stopped at {} before the run phase ended",
                                   sc_core::sc_time_stamp().to_string()));
    }
    if (!server->is_aborted()) {
      run_function_phase(UVM_EXTRACT_PHASE);
      run_function_phase(UVM_CHECK_PHASE);
      run_function_phase(UVM_REPORT_PHASE);
      run_function_phase(UVM_FINAL_PHASE);
    }
  } catch (const uvm_fatal_exception&) {
    // already reported
  } catch (const sc_core::sc_report& r) {
    if (!server->is_aborted()) report_no_throw(UVM_FATAL, "SYSTEMC", r.what());
  } catch (const std::exception& e) {
    report_no_throw(UVM_FATAL, "EXCEPTION", fmt::format("Uncaught exception: {}", e.what()));
  }
  m_current_phase = UVM_NUM_PHASES;
  return m_finish();
}

int uvm_root::m_finish() {
  uvm_report_server* server = uvm_report_server::get_server();
  if (server->is_aborted()) m_pre_abort(this);
  uvm_recorder::get()->close();
  // UVM-SystemC's end of test: the summary, then (after a normal end) the FINISH line.
  server->report_summarize();
  if (!server->is_aborted())
    report_no_throw(UVM_INFO, "FINISH", "UVM-SystemC phasing completed; simulation finished");
  // collnet's extras: the [REPRO] line of a failing run and the TEST PASSED/FAILED last line.
  if (!server->passed()) {
    std::string repro =
        fmt::format("+UVM_TESTNAME={} +seed={}",
                    m_test ? m_test->get_type_name() : std::string("?"), get_global_seed());
    for (const std::string& a : plusargs::all())
      if (a.rfind("+UVM_TESTNAME=", 0) != 0 && a.rfind("+seed=", 0) != 0) repro += " " + a;
    const char* argv0 = sc_core::sc_argc() > 0 ? sc_core::sc_argv()[0] : "sim";
    report_no_throw(UVM_INFO, "REPRO", fmt::format("{} {}", argv0, repro));
  }
  fmt::print("{}\n", server->final_line());
  std::fflush(stdout);
  return server->passed() ? 0 : 1;
}

void uvm_root::print_topology() const {
  std::string s = "UVM testbench topology:\n";
  struct walker {
    static void go(const uvm_component* c, int depth, std::string& out) {
      for (uvm_component* k : c->get_children()) {
        out += fmt::format("{:{}}{} ({})\n", "", depth * 2, k->get_name(), k->get_type_name());
        go(k, depth + 1, out);
      }
    }
  };
  walker::go(this, 1, s);
  uvm_report_info("UVM/TOP", s, UVM_NONE);
}

uvm_component* uvm_root::get_run_thread_component() const {
  if (m_run_threads.empty() || !sc_core::sc_is_running()) return nullptr;
  const sc_core::sc_process_handle h = sc_core::sc_get_current_process_handle();
  if (!h.valid()) return nullptr;
  const auto it = m_run_threads.find(h.get_process_object());
  return it == m_run_threads.end() ? nullptr : it->second;
}

void uvm_root::reset_for_testing() {
  m_owned.clear();
  for (auto& [n, c] : m_children) c->m_parent = nullptr;
  m_children.clear();
  m_test = nullptr;
  m_current_phase = UVM_NUM_PHASES;
  m_phase_context = nullptr;
  m_objection.clear();
  m_phase_trace.clear();
  m_run_ended = false;
  m_run_threads.clear();
}

int run_test(int argc, char** argv, const std::string& default_test) {
  plusargs::init(argc, argv);
  g_collnet_entry = true;  // collnet's form: the test is always "uvm_test_top"
  return uvm_root::get()->run_test(default_test);
}

int run_test(const std::string& default_test) {
  return uvm_root::get()->run_test(default_test);
}

}  // namespace uvm
