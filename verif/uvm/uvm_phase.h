// uvm_phase.h: UVM phases, phase objects and domains (UVM-SystemC's uvm_phase, uvm_*_phase,
// uvm_domain).
//
// Order (as UVM): build (top-down), connect, end_of_elaboration, start_of_simulation
// (bottom-up); then, in parallel, the run phase (common domain) and the runtime schedule of the
// uvm domain: pre_reset, reset, post_reset, pre_configure, configure, post_configure, pre_main,
// main, post_main, pre_shutdown, shutdown, post_shutdown (one after the other); then extract,
// check, report (bottom-up) and final (top-down). Siblings are visited in name order, as UVM.
// Components created during a build phase are built in the same pass. The function phases before
// run execute before sc_start() (SystemC elaboration, so sc_ports, sc_signals and SC_THREADs may
// still be created); extract..final execute after the simulation stopped.
//
// Every task phase (run and the twelve runtime phases) runs one SystemC thread per component
// and has its own objection (get_objection()). A task phase ends when its objection total at the
// top (uvm_top) is zero (after the drain times) and a phase_ready_to_end round on every component
// raised nothing; threads of a runtime phase still running then are killed. The run phase ends
// together with post_shutdown (it waits for post_shutdown, post_shutdown waits for the run
// phase's objections), so run_phase threads (monitors) live through the runtime phases.
//
// The phase object passed to the callbacks is the singleton of its kind (for a component of a
// domain of its own: that domain's phase of this kind), so `phase.is(uvm_main_phase::get())` and
// `phase.jump(uvm_reset_phase::get())` work as in UVM-SystemC. jump() is supported between
// phases of the runtime schedule.
//
// Domains: a component put into a domain of its own (set_domain) runs the twelve runtime phases
// on that domain's schedule, independently of the uvm domain (its own phase objects, objections
// and jumps); the common phases, run included, stay shared. uvm_domain::sync() ties phases of
// two domains together: they start together and end when the objections of all of them dropped.
#pragma once

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <systemc>

namespace uvm {

class uvm_objection;
class uvm_object;
class uvm_component;
class uvm_domain;

enum uvm_phase_kind {
  UVM_BUILD_PHASE,
  UVM_CONNECT_PHASE,
  UVM_END_OF_ELABORATION_PHASE,
  UVM_START_OF_SIMULATION_PHASE,
  UVM_RUN_PHASE,
  UVM_PRE_RESET_PHASE,
  UVM_RESET_PHASE,
  UVM_POST_RESET_PHASE,
  UVM_PRE_CONFIGURE_PHASE,
  UVM_CONFIGURE_PHASE,
  UVM_POST_CONFIGURE_PHASE,
  UVM_PRE_MAIN_PHASE,
  UVM_MAIN_PHASE,
  UVM_POST_MAIN_PHASE,
  UVM_PRE_SHUTDOWN_PHASE,
  UVM_SHUTDOWN_PHASE,
  UVM_POST_SHUTDOWN_PHASE,
  UVM_EXTRACT_PHASE,
  UVM_CHECK_PHASE,
  UVM_REPORT_PHASE,
  UVM_FINAL_PHASE,
  UVM_NUM_PHASES
};

/// UVM's phase states (same values as UVM).
enum uvm_phase_state {
  UVM_PHASE_UNINITIALIZED = 0,
  UVM_PHASE_DORMANT = 1,
  UVM_PHASE_SCHEDULED = 2,
  UVM_PHASE_SYNCING = 4,
  UVM_PHASE_STARTED = 8,
  UVM_PHASE_EXECUTING = 16,
  UVM_PHASE_READY_TO_END = 32,
  UVM_PHASE_ENDED = 64,
  UVM_PHASE_CLEANUP = 128,
  UVM_PHASE_DONE = 256,
  UVM_PHASE_JUMPING = 512
};

/// UVM-SystemC's uvm_phase_state_name[state] (the names of the states above).
struct uvm_phase_state_names {
  const char* operator[](int state) const {
    constexpr const char* names[] = {
        "UVM_PHASE_DORMANT",   "UVM_PHASE_SCHEDULED",    "UVM_PHASE_SYNCING", "UVM_PHASE_STARTED",
        "UVM_PHASE_EXECUTING", "UVM_PHASE_READY_TO_END", "UVM_PHASE_ENDED",   "UVM_PHASE_CLEANUP",
        "UVM_PHASE_DONE",      "UVM_PHASE_JUMPING"};
    for (int k = 0; k < 10; ++k)
      if (state == 1 << k) return names[k];
    return "UVM_PHASE_UNINITIALIZED";
  }
};
inline constexpr uvm_phase_state_names uvm_phase_state_name{};

/// UVM's phase object types. collnet's phase singletons are both the implementation and the
/// node the uvm and common domains execute (UVM has two objects): they report UVM_PHASE_IMP; a
/// user domain's own runtime phases report UVM_PHASE_NODE.
enum uvm_phase_type {
  UVM_PHASE_IMP,
  UVM_PHASE_NODE,
  UVM_PHASE_TERMINAL,
  UVM_PHASE_SCHEDULE,
  UVM_PHASE_DOMAIN,
  UVM_PHASE_GLOBAL
};
inline const char* uvm_phase_type_name[] = {"UVM_PHASE_IMP",      "UVM_PHASE_NODE",
                                            "UVM_PHASE_TERMINAL", "UVM_PHASE_SCHEDULE",
                                            "UVM_PHASE_DOMAIN",   "UVM_PHASE_GLOBAL"};

enum uvm_wait_op { UVM_LT, UVM_LTE, UVM_NE, UVM_EQ, UVM_GT, UVM_GTE };

/// "build", "connect", ..., "final" (the names UVM uses).
const char* phase_name(uvm_phase_kind kind);
/// True for run and the runtime phases.
inline bool is_task_phase_kind(uvm_phase_kind k) {
  return k >= UVM_RUN_PHASE && k <= UVM_POST_SHUTDOWN_PHASE;
}
/// True for the twelve phases of the runtime (uvm domain) schedule.
inline bool is_runtime_phase_kind(uvm_phase_kind k) {
  return k >= UVM_PRE_RESET_PHASE && k <= UVM_POST_SHUTDOWN_PHASE;
}

class uvm_phase {
 public:
  /// A free-standing phase of `kind` using `objection` (unit tests); the phases the library
  /// runs are the singletons uvm_<name>_phase::get().
  uvm_phase(uvm_phase_kind kind, uvm_objection* objection);
  virtual ~uvm_phase();
  uvm_phase(const uvm_phase&) = delete;
  uvm_phase& operator=(const uvm_phase&) = delete;

  std::string get_name() const { return phase_name(m_kind); }
  std::string get_full_name() const;
  uvm_phase_kind get_kind() const { return m_kind; }
  bool is_task_phase() const { return is_task_phase_kind(m_kind); }
  /// The phase implementation: the uvm domain's phase of this kind.
  uvm_phase* get_imp() const;
  uvm_phase_type get_phase_type() const { return m_domain ? UVM_PHASE_NODE : UVM_PHASE_IMP; }
  /// Unique number of this phase object (UVM: its uvm_object instance id).
  int get_inst_id() const { return m_inst_id; }
  uvm_domain* get_domain() const;
  std::string get_domain_name() const;
  /// The schedule holding this phase: "common" (function phases and run) or "uvm_sched" (the
  /// runtime phases); hier prefixes the domain name ("uvm.uvm_sched").
  std::string get_schedule_name(bool hier = false) const;

  /// Same phase (by kind) as `phase`.
  bool is(const uvm_phase* phase) const { return phase && phase->m_kind == m_kind; }
  /// Strictly before / after `phase` in the schedule. run counts as parallel to the runtime
  /// phases (neither before nor after them).
  bool is_before(const uvm_phase* phase) const;
  bool is_after(const uvm_phase* phase) const;

  uvm_phase_state get_state() const { return m_state; }
  /// Blocks the calling SystemC thread until `get_state() <op> state` holds.
  void wait_for_state(uvm_phase_state state, uvm_wait_op op = UVM_EQ);
  /// How many times the phase has started executing (more than once after jumps).
  int get_run_count() const { return m_run_count; }

  /// The objection of this phase (never nullptr).
  uvm_objection* get_objection() const { return m_objection; }
  /// Task phases only; in a function phase a UVM_WARNING (OBJTN_NOTASK) and ignored.
  /// obj == nullptr means uvm_top.
  void raise_objection(uvm_object* obj = nullptr, const std::string& description = "",
                       int count = 1);
  void drop_objection(uvm_object* obj = nullptr, const std::string& description = "",
                      int count = 1);

  /// Ends this (runtime) phase now and continues the schedule at `phase` (backwards: the
  /// phases from `phase` on run again; forwards: the phases between are skipped).
  void jump(const uvm_phase* phase);
  /// Target of a pending jump (nullptr if none).
  const uvm_phase* get_jump_target() const { return m_jump_target; }

  // ---- implementation (used by uvm_root) ----
  void m_set_state(uvm_phase_state state);
  void m_clear_jump() { m_jump_target = nullptr; }
  void m_inc_run_count() { ++m_run_count; }
  sc_core::sc_event& m_jump_event();
  sc_core::sc_event& m_state_event();
  /// Calls the callback of this phase on `comp` (build_phase, run_phase, main_phase, ...).
  void m_exec(uvm_component* comp);

 protected:
  explicit uvm_phase(uvm_phase_kind kind);

 private:
  friend class uvm_domain;
  uvm_phase(uvm_phase_kind kind, uvm_domain* domain);

  uvm_phase_kind m_kind;
  int m_inst_id;
  uvm_domain* m_domain = nullptr;  ///< nullptr: common (function and run) or uvm (runtime)
  uvm_objection* m_objection;
  std::unique_ptr<uvm_objection> m_own_objection;
  uvm_phase_state m_state = UVM_PHASE_DORMANT;
  int m_run_count = 0;
  const uvm_phase* m_jump_target = nullptr;
  std::unique_ptr<sc_core::sc_event> m_state_ev;
  std::unique_ptr<sc_core::sc_event> m_jump_ev;
};

/// The phase singleton of `kind`.
uvm_phase* get_phase(uvm_phase_kind kind);

// uvm_build_phase::get(), uvm_main_phase::get(), ... (one singleton per phase, as UVM-SystemC).
#define UVM_LITE_DECLARE_PHASE(NAME, KIND)                           \
  class uvm_##NAME##_phase : public uvm_phase {                      \
   public:                                                           \
    static uvm_##NAME##_phase* get();                                \
    static std::string type_name() { return "uvm_" #NAME "_phase"; } \
                                                                     \
   private:                                                          \
    uvm_##NAME##_phase() : uvm_phase(KIND) {}                        \
  };
UVM_LITE_DECLARE_PHASE(build, UVM_BUILD_PHASE)
UVM_LITE_DECLARE_PHASE(connect, UVM_CONNECT_PHASE)
UVM_LITE_DECLARE_PHASE(end_of_elaboration, UVM_END_OF_ELABORATION_PHASE)
UVM_LITE_DECLARE_PHASE(start_of_simulation, UVM_START_OF_SIMULATION_PHASE)
UVM_LITE_DECLARE_PHASE(run, UVM_RUN_PHASE)
UVM_LITE_DECLARE_PHASE(pre_reset, UVM_PRE_RESET_PHASE)
UVM_LITE_DECLARE_PHASE(reset, UVM_RESET_PHASE)
UVM_LITE_DECLARE_PHASE(post_reset, UVM_POST_RESET_PHASE)
UVM_LITE_DECLARE_PHASE(pre_configure, UVM_PRE_CONFIGURE_PHASE)
UVM_LITE_DECLARE_PHASE(configure, UVM_CONFIGURE_PHASE)
UVM_LITE_DECLARE_PHASE(post_configure, UVM_POST_CONFIGURE_PHASE)
UVM_LITE_DECLARE_PHASE(pre_main, UVM_PRE_MAIN_PHASE)
UVM_LITE_DECLARE_PHASE(main, UVM_MAIN_PHASE)
UVM_LITE_DECLARE_PHASE(post_main, UVM_POST_MAIN_PHASE)
UVM_LITE_DECLARE_PHASE(pre_shutdown, UVM_PRE_SHUTDOWN_PHASE)
UVM_LITE_DECLARE_PHASE(shutdown, UVM_SHUTDOWN_PHASE)
UVM_LITE_DECLARE_PHASE(post_shutdown, UVM_POST_SHUTDOWN_PHASE)
UVM_LITE_DECLARE_PHASE(extract, UVM_EXTRACT_PHASE)
UVM_LITE_DECLARE_PHASE(check, UVM_CHECK_PHASE)
UVM_LITE_DECLARE_PHASE(report, UVM_REPORT_PHASE)
UVM_LITE_DECLARE_PHASE(final, UVM_FINAL_PHASE)
#undef UVM_LITE_DECLARE_PHASE

/// Phase domains (UVM-SystemC's uvm_domain). "common" holds the common phases, "uvm" the
/// runtime schedule of every component not put into a domain of its own. A domain created by the
/// user (`new uvm_domain("d")`, then `comp->set_domain(d)`) runs its own runtime schedule.
class uvm_domain {
 public:
  explicit uvm_domain(std::string name);
  ~uvm_domain();
  uvm_domain(const uvm_domain&) = delete;
  uvm_domain& operator=(const uvm_domain&) = delete;

  const std::string& get_name() const { return m_name; }
  static uvm_domain* get_common_domain();
  static uvm_domain* get_uvm_domain();
  /// Every domain that exists, by name (common, uvm and the user's).
  static void get_domains(std::map<std::string, uvm_domain*>& domains);

  /// This domain's phase of the same kind as `phase` (UVM's find): for a runtime phase the
  /// domain's own phase object, for the common phases the shared one.
  uvm_phase* find(const uvm_phase* phase);
  /// This domain's phase named `name` ("build", "main", ...), nullptr if none. The common domain
  /// holds the common phases, the others the runtime ones (UVM's find_by_name).
  uvm_phase* find_by_name(const std::string& name, bool stay_in_scope = true);

  /// Ties `phase` of this domain to `with_phase` of `target` (default: the same phase; both
  /// null: every runtime phase): they start together and end together. Runtime phases only.
  void sync(uvm_domain* target, const uvm_phase* phase = nullptr,
            const uvm_phase* with_phase = nullptr);
  /// Removes what sync() with the same arguments tied.
  void unsync(uvm_domain* target, const uvm_phase* phase = nullptr,
              const uvm_phase* with_phase = nullptr);
  /// UVM-SystemC's spellings (target by reference).
  void sync(uvm_domain& target, const uvm_phase* phase = nullptr,
            const uvm_phase* with_phase = nullptr) {
    sync(&target, phase, with_phase);
  }
  void unsync(uvm_domain& target, const uvm_phase* phase = nullptr,
              const uvm_phase* with_phase = nullptr) {
    unsync(&target, phase, with_phase);
  }

  // ---- implementation (used by uvm_root) ----
  struct sync_link {
    uvm_domain* other;
    uvm_phase_kind mine;
    uvm_phase_kind theirs;
  };
  const std::vector<sync_link>& m_links() const { return m_sync; }
  /// sync() was called on this domain (or with it as target), even if unsync() undid it.
  bool m_ever_synced() const { return m_was_synced; }
  uvm_phase* m_node(uvm_phase_kind kind);

 private:
  bool m_sync_args(uvm_domain* target, const uvm_phase*& phase, const uvm_phase*& with_phase,
                   const char* what) const;
  void m_unlink(const uvm_domain* other, uvm_phase_kind mine, uvm_phase_kind theirs);

  std::string m_name;
  std::array<std::unique_ptr<uvm_phase>, 12> m_nodes;  ///< own runtime phases (user domains)
  bool m_was_synced = false;
  std::vector<sync_link> m_sync;
};

/// Waits until the nonblocking-assignment region has passed (one delta cycle; as UVM-SystemC).
void uvm_wait_for_nba_region();

}  // namespace uvm
