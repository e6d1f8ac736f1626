// uvm_root.cpp: uvm_root, phase execution and run_test() (see uvm_root.h).
#include "uvm_root.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <systemc>

#include "uvm_config_db.h"
#include "uvm_plusargs.h"
#include "uvm_random.h"
#include "uvm_recorder.h"
#include "uvm_report.h"
#include "uvm_sequence_base.h"

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

namespace {
/// Process -> the sequence running in it (process_report_scope).
std::map<const void*, const uvm_report_object*>& process_contexts() {
  static std::map<const void*, const uvm_report_object*> contexts;
  return contexts;
}
const void* current_process_object() {
  if (!sc_core::sc_is_running()) return nullptr;
  const sc_core::sc_process_handle h = sc_core::sc_get_current_process_handle();
  return h.valid() ? h.get_process_object() : nullptr;
}
}  // namespace

process_report_scope::process_report_scope(const uvm_report_object* ro)
    : m_proc(current_process_object()) {
  if (!m_proc) return;
  auto [it, inserted] = process_contexts().try_emplace(m_proc, ro);
  if (!inserted) {
    m_prev = it->second;
    it->second = ro;
  }
}

process_report_scope::~process_report_scope() {
  if (!m_proc) return;
  if (m_prev)
    process_contexts()[m_proc] = m_prev;
  else
    process_contexts().erase(m_proc);
}

const uvm_report_object* current_report_context() {
  // Never creates uvm_root (reports may come from static initialisation, e.g. the factory).
  const uvm_root* root = root_instance();
  if (!root) return nullptr;
  if (!process_contexts().empty()) {
    const auto it = process_contexts().find(current_process_object());
    if (it != process_contexts().end()) return it->second;
  }
  if (const uvm_component* c = root->get_phase_context()) return c;
  return root->get_run_thread_component();
}

void report_from_root(uvm_severity sev, const std::string& id, const std::string& message,
                      int verbosity, const char* file, int line) {
  const uvm_root* root = uvm_root::get();
  if (root->uvm_report_enabled(verbosity, sev, id))
    root->uvm_report(sev, id, message, verbosity, file, line);
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
    // uvm_top is a top-level module: set SystemC's current module stack aside meanwhile.
    sc_core::sc_simcontext* simc = sc_core::sc_get_curr_simcontext();
    std::vector<sc_core::sc_module*> saved;
    while (simc->hierarchy_curr()) saved.push_back(simc->hierarchy_pop());
    detail::set_making_root(true);
    uvm_root* r = new uvm_root();  // lives until exit (as SystemC's simcontext)
    detail::set_making_root(false);
    for (auto it = saved.rbegin(); it != saved.rend(); ++it) simc->hierarchy_push(*it);
    detail::root_instance() = r;
    return r;
  }();
  return root;
}

uvm_root::uvm_root() : uvm_component(uvm_component_name("uvm_top", "")) {
  // UVM-SystemC's banner, on standard error, once; off under collnet's runner and with
  // UVM_SYSTEMC_DISABLE_COPYRIGHT_MESSAGE set (as UVM-SystemC).
  if (detail::collnet_extras() || std::getenv("UVM_SYSTEMC_DISABLE_COPYRIGHT_MESSAGE") != nullptr)
    return;
  std::fputs(
      "\n\n"
      "   Universal Verification Methodology for SystemC (UVM-SystemC)\n"
      "              Version: 1.0-beta6  Date: 2024-07-01\n"
      "          Copyright (c) 2006 - 2024 by all Contributors\n"
      "            See NOTICE file for all Contributors\n"
      "                    ALL RIGHTS RESERVED\n"
      "         Licensed under the Apache License, Version 2.0\n"
      "\n\n",
      stderr);
}

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

namespace {
/// "+UVM_TIMEOUT=<n>[,YES|NO]": n and whether it may be overridden by set_timeout.
bool parse_timeout_plusarg(std::uint64_t& n, bool& overridable) {
  if (!plusargs::has("UVM_TIMEOUT")) return false;
  std::string v = plusargs::get_string("UVM_TIMEOUT");
  overridable = true;
  const std::size_t comma = v.find(',');
  if (comma != std::string::npos) {
    const std::string o = v.substr(comma + 1);
    overridable = !(o == "NO" || o == "no" || o == "0");
    v.resize(comma);
  }
  try {
    std::size_t used = 0;
    n = std::stoull(v, &used, 0);
    if (used != v.size()) throw std::invalid_argument(v);
  } catch (const std::exception&) {
    uvm_report_fatal("TIMEOUT", fmt::format("+UVM_TIMEOUT={} is not a number", v));
  }
  return true;
}
}  // namespace

sc_core::sc_time uvm_root::get_timeout() const {
  std::uint64_t n = 0;
  bool plus_overridable = true;
  const bool plus = parse_timeout_plusarg(n, plus_overridable);
  if (m_timeout_in_cycles) {
    // collnet form: "+UVM_TIMEOUT=<cycles>" (wins over set_timeout unless that was not
    // overridable).
    if (plus && (m_timeout_overridable || m_timeout == sc_core::SC_ZERO_TIME))
      return m_clock_period * static_cast<double>(n);
    if (m_timeout != sc_core::SC_ZERO_TIME) return m_timeout;
    return m_clock_period * static_cast<double>(default_timeout_cycles);
  }
  // UVM form: "+UVM_TIMEOUT=<ns>[,YES|NO]".
  if (plus && (m_timeout_overridable || m_timeout == sc_core::SC_ZERO_TIME))
    return sc_core::sc_time(static_cast<double>(n), sc_core::SC_NS);
  if (m_timeout != sc_core::SC_ZERO_TIME) return m_timeout;
  return sc_core::sc_time(9200, sc_core::SC_SEC);  // UVM_DEFAULT_TIMEOUT
}

// ---- phases ----------------------------------------------------------------------------------
namespace {
/// Pushes `comp` as SystemC's current module during pre-simulation callbacks (components made
/// there become its sc children).
class hierarchy_guard {
 public:
  explicit hierarchy_guard(uvm_component* comp) {
    if (sc_core::sc_is_running() || sc_core::sc_end_of_simulation_invoked() ||
        sc_core::sc_start_of_simulation_invoked())
      return;
    sc_core::sc_get_curr_simcontext()->hierarchy_push(comp);
    m_pushed = true;
  }
  ~hierarchy_guard() {
    if (m_pushed) sc_core::sc_get_curr_simcontext()->hierarchy_pop();
  }
  hierarchy_guard(const hierarchy_guard&) = delete;
  hierarchy_guard& operator=(const hierarchy_guard&) = delete;

 private:
  bool m_pushed = false;
};

enum { CB_STARTED, CB_READY_TO_END, CB_ENDED };
}  // namespace

void uvm_root::m_call_phase(uvm_component* comp, uvm_phase& phase) {
  uvm_component* saved = m_phase_context;
  m_phase_context = comp;
  hierarchy_guard hg(comp);
  if (m_trace_phases) m_phase_trace.push_back(phase.get_name() + " " + comp->get_full_name());
  try {
    phase.m_exec(comp);
  } catch (...) {
    m_phase_context = saved;
    throw;
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

std::vector<uvm_component*> uvm_root::m_all_components(bool top_down) {
  // Top-down: parent before children; else (UVM's task phases and bottom-up phases) children
  // first. Siblings in name order either way.
  std::vector<uvm_component*> all;
  struct walk {
    static void go(uvm_component* c, bool td, uvm_component* root,
                   std::vector<uvm_component*>& out) {
      if (td && c != root) out.push_back(c);
      for (uvm_component* k : c->get_children()) go(k, td, root, out);
      if (!td && c != root) out.push_back(c);
    }
  };
  walk::go(this, top_down, this, all);
  return all;
}

void uvm_root::m_callbacks(uvm_phase& phase, int which) {
  const bool top_down = phase.get_kind() == UVM_BUILD_PHASE || phase.get_kind() == UVM_FINAL_PHASE;
  for (uvm_component* c : m_all_components(top_down)) {
    if (!m_in_phase_domain(c, phase)) continue;
    uvm_component* saved = m_phase_context;
    m_phase_context = c;
    switch (which) {
      case CB_STARTED:
        c->phase_started(phase);
        break;
      case CB_READY_TO_END:
        c->phase_ready_to_end(phase);
        break;
      default:
        c->phase_ended(phase);
        break;
    }
    m_phase_context = saved;
  }
}

void uvm_root::run_function_phase(uvm_phase_kind kind) {
  uvm_phase& phase = *get_phase(kind);
  m_current_phase = kind;
  phase.m_inc_run_count();
  phase.m_set_state(UVM_PHASE_STARTED);
  m_callbacks(phase, CB_STARTED);
  phase.m_set_state(UVM_PHASE_EXECUTING);
  switch (kind) {
    case UVM_BUILD_PHASE:
      m_build_recursive(this, phase);
      break;
    case UVM_FINAL_PHASE:
      m_top_down(this, phase);
      break;
    default:
      if (!is_task_phase_kind(kind)) m_bottom_up(this, phase);
      break;
  }
  phase.m_set_state(UVM_PHASE_READY_TO_END);
  m_callbacks(phase, CB_READY_TO_END);
  phase.m_set_state(UVM_PHASE_ENDED);
  m_callbacks(phase, CB_ENDED);
  phase.m_set_state(UVM_PHASE_DONE);
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

// ---- task phases ------------------------------------------------------------------------------
void uvm_root::m_task_thread(uvm_component* comp, uvm_phase* phase) {
  const sc_core::sc_object* proc = sc_core::sc_get_current_process_handle().get_process_object();
  m_run_threads[proc] = comp;
  struct unregister {
    uvm_root* root;
    const sc_core::sc_object* proc;
    // The process object may be freed and its address reused by a later sc_spawn; also runs
    // when the thread is killed at the end of its phase.
    ~unregister() { root->m_run_threads.erase(proc); }
  } guard{this, proc};
  phase->m_exec(comp);
}

void uvm_root::m_start_task_phase(uvm_phase& phase) {
  phase.m_inc_run_count();
  phase.m_set_state(UVM_PHASE_STARTED);
  m_callbacks(phase, CB_STARTED);
  phase.m_set_state(UVM_PHASE_EXECUTING);
  std::vector<sc_core::sc_process_handle>& procs = m_procs[&phase];
  procs.clear();
  // One thread per component, children first (as UVM's task phases traverse). A component
  // known to keep the default (empty) method gets none: calling it would return at once.
  const std::uint32_t bit = 1u << (phase.get_kind() - UVM_RUN_PHASE);
  sc_core::sc_spawn_options opts;
  if (m_task_stack_size != 0) opts.set_stack_size(static_cast<int>(m_task_stack_size));
  sc_core::sc_simcontext* simc = sc_core::sc_get_curr_simcontext();
  for (uvm_component* c : m_all_components(false)) {
    if (!m_in_phase_domain(c, phase)) continue;
    if (m_trace_phases) m_phase_trace.push_back(phase.get_name() + " " + c->get_full_name());
    if (!(c->m_task_mask & bit)) continue;
    // Named and placed as UVM-SystemC's: "<component>.exec_proc_<phase>_<flattened full
    // name>_<n>" (a process of the component, as sc_get_current_process_handle().name() shows).
    std::string base = "exec_proc_" + phase.get_name() + "_" + c->get_full_name();
    std::replace(base.begin(), base.end(), '.', '_');
    simc->hierarchy_push(c);
    const char* name = sc_core::sc_gen_unique_name(base.c_str());
    procs.push_back(
        sc_core::sc_spawn(sc_bind(&uvm_root::m_task_thread, this, c, &phase), name, &opts));
    simc->hierarchy_pop();
  }
  for (uvm_component* c : m_all_components(false))
    if (auto* sqr = dynamic_cast<uvm_sequencer_base*>(c); sqr && m_in_phase_domain(c, phase))
      sqr->start_phase_sequence(phase);
}

bool uvm_root::m_in_phase_domain(const uvm_component* c, const uvm_phase& phase) const {
  // Runtime phases run per domain; the common phases (run included) on every component.
  return !is_runtime_phase_kind(phase.get_kind()) || c->get_domain() == phase.get_domain();
}

std::vector<uvm_phase*> uvm_root::m_synced(uvm_domain* domain, uvm_phase_kind kind) {
  std::vector<uvm_phase*> v;
  for (const uvm_domain::sync_link& l : domain->m_links())
    if (l.mine == kind &&
        std::find(m_run_domains.begin(), m_run_domains.end(), l.other) != m_run_domains.end())
      v.push_back(l.other->m_node(l.theirs));
  return v;
}

void uvm_root::m_sync_start(uvm_domain* domain, uvm_phase& phase) {
  // UVM's SYNCING state: a phase tied to phases of other domains starts once they all got there.
  const std::vector<uvm_phase*> synced = m_synced(domain, phase.get_kind());
  if (synced.empty()) return;
  phase.m_set_state(UVM_PHASE_SYNCING);
  for (uvm_phase* p : synced) p->wait_for_state(UVM_PHASE_SYNCING, UVM_GTE);
}

bool uvm_root::m_wait_task_end(uvm_phase& phase, uvm_phase* also) {
  // The phase ends when its objections, those of `also` and those of the phases of other domains
  // tied to it (uvm_domain::sync) dropped.
  std::vector<uvm_objection*> objs{phase.get_objection()};
  if (also) objs.push_back(also->get_objection());
  if (is_runtime_phase_kind(phase.get_kind()))
    for (uvm_phase* p : m_synced(phase.get_domain(), phase.get_kind()))
      objs.push_back(p->get_objection());
  const auto raised = [&objs] {
    for (const uvm_objection* o : objs)
      if (o->get_objection_total() > 0) return true;
    return false;
  };
  sc_core::sc_event_or_list dropped;
  for (uvm_objection* o : objs) dropped |= o->all_dropped_event();
  dropped |= phase.m_jump_event();
  // Let every thread start and raise its objections (UVM waits the same way).
  uvm_wait_for_nba_region();
  uvm_wait_for_nba_region();
  int rounds = 0;
  m_also_outlasted = false;
  for (;;) {
    while (!phase.get_jump_target() && raised()) {
      if (also && phase.get_objection()->get_objection_total() == 0 &&
          also->get_objection()->get_objection_total() > 0)
        m_also_outlasted = true;
      sc_core::wait(dropped);
    }
    if (phase.get_jump_target()) return false;
    if (rounds++ >= 20) break;  // UVM's max_ready_to_end_iterations
    phase.m_set_state(UVM_PHASE_READY_TO_END);
    m_callbacks(phase, CB_READY_TO_END);
    uvm_wait_for_nba_region();
    if (phase.get_jump_target()) return false;
    if (!raised()) break;
    phase.m_set_state(UVM_PHASE_EXECUTING);
  }
  return true;
}

void uvm_root::m_end_task_phase(uvm_phase& phase, bool kill) {
  phase.m_set_state(UVM_PHASE_ENDED);
  m_callbacks(phase, CB_ENDED);
  if (kill) {
    phase.m_set_state(UVM_PHASE_CLEANUP);
    for (sc_core::sc_process_handle& h : m_procs[&phase])
      if (h.valid() && !h.terminated()) h.kill();
  }
  m_procs[&phase].clear();
  phase.m_set_state(UVM_PHASE_DONE);
}

void uvm_root::m_runtime_schedule(uvm_domain* domain) {
  int k = UVM_PRE_RESET_PHASE;
  while (k <= UVM_POST_SHUTDOWN_PHASE) {
    uvm_phase& phase = *domain->m_node(static_cast<uvm_phase_kind>(k));
    m_sync_start(domain, phase);
    m_start_task_phase(phase);
    const bool last = k == UVM_POST_SHUTDOWN_PHASE;
    if (m_wait_task_end(phase, last ? uvm_run_phase::get() : nullptr)) {
      // The last schedule to finish ends the run phase before its post_shutdown, in
      // UVM-SystemC's order (run's phase_ended callbacks come first), unless post_shutdown had
      // to wait for the run phase's objections (then post_shutdown ends first).
      if (last && m_runtime_pending == 1 && !m_also_outlasted) m_end_run_phase();
      m_end_task_phase(phase, true);
      ++k;
      continue;
    }
    // Jump: end this phase now (its threads are killed), forget its objections and continue
    // at the target; the phases from the target on become dormant again.
    // As UVM-SystemC: one PH_JUMP, however many callers asked for the jump, and an
    // OBJTN_CLEAR warning when objections were still raised.
    const uvm_phase* target = phase.get_jump_target();
    phase.m_clear_jump();
    uvm_report_info("PH_JUMP",
                    fmt::format("phase {} (schedule uvm_sched, domain {}) is jumping to phase {}",
                                phase.get_name(), phase.get_domain_name(), target->get_name()),
                    UVM_MEDIUM, __FILE__, __LINE__);
    phase.m_set_state(UVM_PHASE_JUMPING);
    m_end_task_phase(phase, true);
    if (phase.get_objection()->get_objection_total() > 0)
      uvm_report_warning("OBJTN_CLEAR",
                         fmt::format("Object 'uvm_top' cleared objection counts for {}",
                                     phase.get_objection()->get_name()),
                         UVM_NONE, __FILE__, __LINE__);
    phase.get_objection()->clear();
    for (int j = target->get_kind(); j <= UVM_POST_SHUTDOWN_PHASE; ++j) {
      uvm_phase* p = domain->m_node(static_cast<uvm_phase_kind>(j));
      p->get_objection()->clear();
      p->m_set_state(UVM_PHASE_DORMANT);
    }
    k = target->get_kind();
  }
  if (--m_runtime_pending == 0) {
    m_runtime_done = true;
    m_runtime_done_ev->notify(sc_core::SC_ZERO_TIME);
  }
}

std::string uvm_root::m_objectors() const {
  std::string s;
  const uvm_domain* uvm = uvm_domain::get_uvm_domain();
  for (uvm_domain* d : m_run_domains.empty()
                           ? std::vector<uvm_domain*>{uvm_domain::get_uvm_domain()}
                           : m_run_domains) {
    for (int k = d == uvm ? UVM_RUN_PHASE : UVM_PRE_RESET_PHASE; k <= UVM_POST_SHUTDOWN_PHASE;
         ++k) {
      const auto kind = static_cast<uvm_phase_kind>(k);
      const std::string o = d->m_node(kind)->get_objection()->objectors_string();
      if (o.empty()) continue;
      if (!s.empty()) s += " ";
      if (k == UVM_RUN_PHASE)
        s += o;
      else if (d == uvm)
        s += fmt::format("{} [{}]", o, phase_name(kind));
      else
        s += fmt::format("{} [{}.{}]", o, d->get_name(), phase_name(kind));
    }
  }
  return s;
}

void uvm_root::m_run_phase_controller() {
  // The run phase starts one delta cycle after the simulation, as in UVM-SystemC (whose phase
  // scheduler takes that delta): a run_phase thread waiting for a signal does not see what
  // the design's processes wrote in their initialization.
  sc_core::wait(sc_core::SC_ZERO_TIME);
  uvm_phase& run = *uvm_run_phase::get();
  m_start_task_phase(run);
  m_runtime_done_ev = new sc_core::sc_event();
  // One runtime schedule per domain: the uvm domain's, and one for each domain a component was
  // put into (the common domain has no runtime schedule).
  m_run_domains = {uvm_domain::get_uvm_domain()};
  for (uvm_component* c : m_all_components(true)) {
    uvm_domain* d = c->get_domain();
    if (d != uvm_domain::get_common_domain() &&
        std::find(m_run_domains.begin(), m_run_domains.end(), d) == m_run_domains.end())
      m_run_domains.push_back(d);
  }
  m_runtime_pending = static_cast<int>(m_run_domains.size());
  // The order UVM-SystemC's schedules start in: domains in component order (uvm first), but
  // the other way round once a domain was synced with another. SystemC starts the processes
  // spawned in one evaluation in reverse order, so the first is spawned last.
  bool synced = false;
  for (const uvm_domain* d : m_run_domains) synced = synced || d->m_ever_synced();
  std::vector<uvm_domain*> spawn_order(m_run_domains.begin(), m_run_domains.end());
  if (!synced) std::reverse(spawn_order.begin(), spawn_order.end());
  for (uvm_domain* d : spawn_order) {
    const std::string name = d == uvm_domain::get_uvm_domain()
                                 ? std::string("uvm_runtime_schedule")
                                 : "uvm_runtime_schedule_" + d->get_name();
    sc_core::sc_spawn(sc_bind(&uvm_root::m_runtime_schedule, this, d), name.c_str());
  }
  // Timeout watchdog.
  const sc_core::sc_time timeout = get_timeout();
  const bool explicit_timeout = plusargs::has("UVM_TIMEOUT") || m_timeout != sc_core::SC_ZERO_TIME;
  sc_core::sc_spawn(
      [this, timeout, explicit_timeout]() {
        sc_core::wait(timeout);
        if (m_run_ended) return;
        if (m_timeout_in_cycles)
          uvm_report_fatal(
              "PH_TIMEOUT",
              fmt::format("{} timeout of {} hit, indicating a probable testbench "
                          "issue (+UVM_TIMEOUT=<cycles>, clock period {}); "
                          "objections still raised by: {}",
                          explicit_timeout ? "Explicit" : "Default", timeout.to_string(),
                          m_clock_period.to_string(), m_objectors()));
        else  // UVM-SystemC's text (it says "Default" for every timeout of the run phase)
          uvm_report_fatal("PH_TIMEOUT",
                           fmt::format("Default timeout of {} hit, indicating a probable "
                                       "testbench issue",
                                       timeout.to_string()));
      },
      "uvm_timeout_watchdog");

  // The run phase ends with post_shutdown (which waited for the run phase's objections).
  while (!m_runtime_done) sc_core::wait(*m_runtime_done_ev);
  if (!m_run_ended) {
    m_wait_task_end(run, nullptr);
    m_end_run_phase();
  }
  if (m_finish_on_completion) detail::request_sc_stop();
}

void uvm_root::m_end_run_phase() {
  if (m_run_ended) return;
  uvm_phase& run = *uvm_run_phase::get();
  m_end_task_phase(run, false);  // run_phase threads are left to sc_stop
  m_run_ended = true;
  if (detail::collnet_extras())  // collnet's runner; UVM-SystemC prints no such line
    uvm_report_info("RUNPHASE",
                    fmt::format("Run phase ended: all objections dropped (drain time {})",
                                run.get_objection()->get_drain_time().to_string()),
                    UVM_LOW);
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
    // UVM-SystemC's text; collnet's runner gets the seed on the same line.
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
    if (test_name.empty() && m_children.empty())
      uvm_report_fatal("NOTEST", fmt::format("No test specified with +UVM_TESTNAME=<test> and no "
                                             "component constructed before run_test. "
                                             "Registered tests: {}",
                                             test_list));
    if (!test_name.empty()) {
      uvm_object_wrapper* w = uvm_factory::get()->find_wrapper_by_name(test_name);
      if (!w || !w->is_component())
        uvm_report_fatal("INVTST", fmt::format("Requested test from command line +UVM_TESTNAME={} "
                                               "not found. Registered tests: {}",
                                               test_name, test_list));
      // Instance name: "uvm_test_top" for +UVM_TESTNAME= (UVM) and collnet's entry; a test named
      // in the program's run_test("name") call is named after the test, as UVM-SystemC names it.
      const std::string inst_name =
          plusargs::has("UVM_TESTNAME") || test_name_arg.empty() || g_collnet_entry ? "uvm_test_top"
                                                                                    : test_name;
      m_test = uvm_factory::get()->create_component_by_name(test_name, "", inst_name, nullptr);
    }

    // ---- function phases before the simulation ----
    run_function_phase(UVM_BUILD_PHASE);
    run_function_phase(UVM_CONNECT_PHASE);
    run_function_phase(UVM_END_OF_ELABORATION_PHASE);
    if (m_enable_print_topology) print_topology();
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
  // collnet's verdict counts what the summary counts (the reports before it).
  const std::string verdict = server->final_line();
  // UVM-SystemC's end of test: the summary, then (after a normal end) the FINISH line.
  server->report_summarize();
  if (!server->is_aborted())
    report_no_throw(UVM_INFO, "FINISH", "UVM-SystemC phasing completed; simulation finished");
  else if (!detail::collnet_extras())
  // UVM-SystemC ends an aborted test (UVM_EXIT, the quit count) in uvm_root::die(), whose
  // exception SystemC reports as uncaught, naming the process that reported (if any).
  {
    std::fflush(stdout);
    fmt::print(stderr,
               "Error: (E549) uncaught exception: Simulation terminated by uvm_root::die()\n"
               "In file: kernel/sc_except.cpp:101\n{}",
               server->get_abort_process().empty()
                   ? std::string()
                   : fmt::format("In process: {} @ {}\n", server->get_abort_process(),
                                 server->get_abort_time().to_string()));
    // The exception leaves sc_main: SystemC reports it on standard error and ends the
    // program with exit status 1.
    std::exit(1);
  }
  // collnet's extras (COLLNET_RUNNER): the [REPRO] line of a failing run and the
  // TEST PASSED/FAILED last line.
  if (!server->passed() && detail::collnet_extras()) {
    std::string repro =
        fmt::format("+UVM_TESTNAME={} +seed={}",
                    m_test ? m_test->get_type_name() : std::string("?"), get_global_seed());
    for (const std::string& a : plusargs::all())
      if (a.rfind("+UVM_TESTNAME=", 0) != 0 && a.rfind("+seed=", 0) != 0) repro += " " + a;
    const char* argv0 = sc_core::sc_argc() > 0 ? sc_core::sc_argv()[0] : "sim";
    report_no_throw(UVM_INFO, "REPRO", fmt::format("{} {}", argv0, repro));
  }
  if (detail::collnet_extras()) {
    fmt::print("{}\n", verdict);
    std::fflush(stdout);
  }
  return server->passed() ? 0 : 1;
}

void uvm_root::print_topology(uvm_printer* printer) const {
  // As UVM-SystemC: each top-level component through the printer (the table printer by
  // default), which lists the children of a component below it, in name order.
  if (!printer) printer = uvm_default_printer;
  if (get_num_children() == 0) {
    uvm_report_warning("EMTCOMP", "print_topology - No UVM components to print.", UVM_NONE,
                       __FILE__, __LINE__);
    return;
  }
  for (uvm_component* c : get_children())
    if (c->print_enabled) printer->print_object("", *c);
  uvm_report_info("UVMTOP", "UVM testbench topology:\n" + printer->emit(), UVM_NONE, __FILE__,
                  __LINE__);
}

void uvm_root::m_find_all(const std::string& match, std::vector<uvm_component*>& comps,
                          uvm_component* comp) {
  for (uvm_component* c : comp->get_children()) m_find_all(match, comps, c);
  if (comp != this && detail::uvm_is_match(match, comp->get_full_name())) comps.push_back(comp);
}

void uvm_root::find_all(const std::string& comp_match, std::vector<uvm_component*>& comps,
                        uvm_component* comp) {
  m_find_all(comp_match, comps, comp ? comp : this);
}

uvm_component* uvm_root::find(const std::string& comp_match) {
  std::vector<uvm_component*> comps;
  find_all(comp_match, comps);
  if (comps.size() > 1)
    uvm_report_warning("MMATCH", fmt::format("Found {} components matching '{}'. Returning first "
                                             "match, {}.",
                                             comps.size(), comp_match, comps[0]->get_full_name()));
  if (comps.empty()) {
    uvm_report_warning("CMPNFD", fmt::format("Component matching '{}' was not found in the list "
                                             "of uvm_components",
                                             comp_match));
    return nullptr;
  }
  return comps[0];
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
  for (int k = 0; k < UVM_NUM_PHASES; ++k)
    get_phase(static_cast<uvm_phase_kind>(k))->get_objection()->clear();
  m_run_domains.clear();
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
