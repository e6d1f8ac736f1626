// uvm_root.h: the top of the hierarchy, the phase runner and run_test().
//
//   int sc_main(int argc, char** argv) { return uvm::run_test(argc, argv); }
//
// run_test(argc, argv, default_test) / run_test(test_name):
//   1. parses plusargs (+UVM_TESTNAME, +seed, +UVM_VERBOSITY, +UVM_MAX_QUIT_COUNT, +UVM_TIMEOUT,
//      +record, +out_dir), prints
//        UVM_INFO @ 0 s: reporter [RNTST] Running test <name>, seed <seed>
//   2. with a test name (+UVM_TESTNAME wins over the argument), creates that test by factory
//      name as "uvm_test_top" (unknown name: UVM_FATAL listing the registered tests); without
//      one, phases the top-level components constructed in sc_main before run_test (as
//      UVM-SystemC); no test and no component is UVM_FATAL [NOTEST];
//   3. runs build..start_of_simulation before sc_start(), then the run phase and the runtime
//      schedule (see uvm_phase.h) until their objections are dropped (plus drain) or the
//      timeout, then sc_stop()s;
//   4. runs extract, check, report, final; prints the report summary; the LAST line is
//      "TEST PASSED (...counts...)" or "TEST FAILED (...counts...)";
//   5. returns 0 iff no UVM_ERROR and no UVM_FATAL was reported (use it as sc_main's return).
// SystemC elaborates once per process, so run_test can be called once per process.
//
// Timeout (UVM_FATAL [PH_TIMEOUT] when hit):
//  - UVM-SystemC form (default): set_timeout(t, overridable); +UVM_TIMEOUT=<n>[,YES|NO] with n in
//    ns overrides it unless set_timeout(t, false) was called (",NO": later set_timeout calls
//    are ignored); default 9200 s.
//  - collnet's cycle form: once a harness registers its clock with set_clock_period(p),
//    +UVM_TIMEOUT=<cycles> means cycles x p, and the default is 1,000,000 cycles.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <systemc>

#include "uvm_component.h"
#include "uvm_objection.h"
#include "uvm_phase.h"
#include "uvm_printer.h"

namespace uvm {

class uvm_root : public uvm_component {
 public:
  static uvm_root* get();

  const std::string get_type_name() const override { return "uvm_root"; }
  const char* kind() const override { return "uvm::uvm_root"; }
  std::string get_report_name() const override { return "reporter"; }

  /// See file comment. Returns the process exit status.
  int run_test(const std::string& test_name = "");

  /// The test created by run_test (nullptr before, or when phasing sc_main's components).
  uvm_component* get_test() const { return m_test; }
  /// Phase currently executing (UVM_RUN_PHASE while simulating; UVM_NUM_PHASES when none).
  uvm_phase_kind get_current_phase() const { return m_current_phase; }
  /// True between the start and the end of the run phase.
  bool in_run_phase() const { return m_current_phase == UVM_RUN_PHASE; }
  /// The run-phase objection.
  uvm_objection* get_objection() { return uvm_run_phase::get()->get_objection(); }

  void set_timeout(const sc_core::sc_time& timeout, bool overridable = true);
  sc_core::sc_time get_timeout() const;
  /// Registers the DUT clock: +UVM_TIMEOUT=<n> then counts cycles of `period` (collnet form).
  void set_clock_period(const sc_core::sc_time& period) {
    m_clock_period = period;
    m_timeout_in_cycles = true;
  }
  sc_core::sc_time get_clock_period() const { return m_clock_period; }
  /// collnet extension: stack size of the task-phase threads (0: SystemC's default). A harness
  /// that dumps waves of a wide model raises it (Verilator's trace code keeps wide temporaries
  /// on the stack of the thread that evaluates the model).
  void set_task_stack_size(std::size_t bytes) { m_task_stack_size = bytes; }
  std::size_t get_task_stack_size() const { return m_task_stack_size; }
  bool timeout_in_cycles() const { return m_timeout_in_cycles; }
  static constexpr std::uint64_t default_timeout_cycles = 1000000;

  /// Prints the component tree (UVM_NONE info, id UVMTOP).
  void print_topology(uvm_printer* printer = nullptr) const;
  /// Print the topology after end_of_elaboration (default off, as UVM-SystemC).
  void enable_print_topology(bool enable = true) { m_enable_print_topology = enable; }
  /// UVM-SystemC: stop the simulation (sc_stop) when phasing completes (default true).
  void set_finish_on_completion(bool enable) { m_finish_on_completion = enable; }
  bool get_finish_on_completion() const { return m_finish_on_completion; }

  /// First component whose full name matches `comp_match` (glob * ?); UVM_WARNING MMATCH if
  /// several, CMPNFD (and nullptr) if none.
  uvm_component* find(const std::string& comp_match);
  /// All components at or below `comp` (default: everything) whose full name matches.
  void find_all(const std::string& comp_match, std::vector<uvm_component*>& comps,
                uvm_component* comp = nullptr);

  /// Sequence of "<phase> <full_name>" strings of every phase callback run so far, when
  /// phase tracing is on (unit tests of phase order).
  void set_phase_trace(bool on) { m_trace_phases = on; }
  const std::vector<std::string>& get_phase_trace() const { return m_phase_trace; }

  /// Runs one function phase over the tree (build top-down etc.). Exposed for unit tests that
  /// exercise the hierarchy without a simulation.
  void run_function_phase(uvm_phase_kind kind);

  /// Component whose phase callback is executing (parent of `new x(...)` there); may be null.
  uvm_component* get_phase_context() const { return m_phase_context; }

  /// Component whose task-phase thread is the current SystemC process (nullptr if none).
  uvm_component* get_run_thread_component() const;

  /// Unit tests: destroys all top-level components and resets phase state.
  void reset_for_testing();

 private:
  uvm_root();
  void m_run_phase_controller();
  /// Ends the run phase (phase_ended callbacks, RUNPHASE line); once.
  void m_end_run_phase();
  void m_runtime_schedule(uvm_domain* domain);
  void m_task_thread(uvm_component* comp, uvm_phase* phase);
  void m_start_task_phase(uvm_phase& phase);
  bool m_wait_task_end(uvm_phase& phase, uvm_phase* also);
  void m_sync_start(uvm_domain* domain, uvm_phase& phase);
  std::vector<uvm_phase*> m_synced(uvm_domain* domain, uvm_phase_kind kind);
  bool m_in_phase_domain(const uvm_component* c, const uvm_phase& phase) const;
  void m_end_task_phase(uvm_phase& phase, bool kill);
  void m_callbacks(uvm_phase& phase, int which);
  void m_build_recursive(uvm_component* comp, uvm_phase& phase);
  void m_bottom_up(uvm_component* comp, uvm_phase& phase);
  void m_top_down(uvm_component* comp, uvm_phase& phase);
  void m_call_phase(uvm_component* comp, uvm_phase& phase);
  void m_pre_abort(uvm_component* comp);
  void m_find_all(const std::string& match, std::vector<uvm_component*>& comps,
                  uvm_component* comp);
  std::vector<uvm_component*> m_all_components(bool top_down);
  std::string m_objectors() const;
  int m_finish();

  uvm_component* m_test = nullptr;
  uvm_phase_kind m_current_phase = UVM_NUM_PHASES;
  uvm_component* m_phase_context = nullptr;
  sc_core::sc_time m_timeout = sc_core::SC_ZERO_TIME;  ///< zero = not set explicitly
  bool m_timeout_overridable = true;
  bool m_timeout_in_cycles = false;
  sc_core::sc_time m_clock_period{10, sc_core::SC_NS};
  bool m_trace_phases = false;
  std::size_t m_task_stack_size = 0;  ///< set_task_stack_size(); 0: SystemC's default
  bool m_enable_print_topology = false;
  bool m_finish_on_completion = true;
  std::vector<std::string> m_phase_trace;
  bool m_run_ended = false;
  bool m_also_outlasted = false;  ///< m_wait_task_end: `also` was still raised after the phase
  bool m_runtime_done = false;
  int m_runtime_pending = 0;               ///< domains whose runtime schedule still runs
  std::vector<uvm_domain*> m_run_domains;  ///< domains with a runtime schedule this run
  sc_core::sc_event* m_runtime_done_ev = nullptr;
  std::map<const sc_core::sc_object*, uvm_component*> m_run_threads;  ///< process -> component
  std::map<const uvm_phase*, std::vector<sc_core::sc_process_handle>> m_procs;
  bool m_ran = false;
};

/// Captures argc/argv (plusargs) and runs the test (see uvm_root.h). `default_test` is used
/// when +UVM_TESTNAME is absent.
int run_test(int argc, char** argv, const std::string& default_test = "");
/// Same, with the arguments SystemC captured for sc_main.
int run_test(const std::string& default_test = "");

/// The top-level component (UVM's uvm_top).
inline uvm_root* uvm_top() {
  return uvm_root::get();
}

}  // namespace uvm
