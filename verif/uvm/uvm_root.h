// uvm_root.h: the top of the hierarchy, the phase runner and run_test().
//
//   int sc_main(int argc, char** argv) { return uvm::run_test(argc, argv); }
//
// run_test(argc, argv, default_test):
//   1. parses plusargs (+UVM_TESTNAME, +seed, +UVM_VERBOSITY, +UVM_MAX_QUIT_COUNT, +UVM_TIMEOUT,
//      +record, +out_dir), prints
//        UVM_INFO @ 0 s: reporter [RNTST] Running test <name>, seed <seed>
//   2. creates the test "uvm_test_top" by factory name (unknown name: UVM_FATAL listing the
//      registered tests);
//   3. runs build..start_of_simulation before sc_start(), spawns one thread per component for
//      the run phase, sc_start()s until the objections are dropped (plus drain) or the timeout,
//      then sc_stop()s;
//   4. runs extract, check, report, final; prints the report summary; the LAST line is
//      "TEST PASSED (...counts...)" or "TEST FAILED (...counts...)";
//   5. returns 0 iff no UVM_ERROR and no UVM_FATAL was reported (use it as sc_main's return).
// SystemC elaborates once per process, so run_test can be called once per process.
//
// Timeout: set_timeout(t) (absolute run-phase length), else +UVM_TIMEOUT=<cycles> times the
// clock period (set_clock_period, registered by the harness; default 10 ns), else the default
// of 1,000,000 cycles. Hitting it is UVM_FATAL [PH_TIMEOUT].
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <systemc>

#include "uvm_component.h"
#include "uvm_objection.h"
#include "uvm_phase.h"

namespace uvm {

class uvm_root : public uvm_component {
 public:
  static uvm_root* get();

  std::string get_type_name() const override { return "uvm_root"; }
  std::string get_report_name() const override { return "reporter"; }

  /// See file comment. Returns the process exit status.
  int run_test(const std::string& test_name = "");

  /// The test created by run_test (nullptr before).
  uvm_component* get_test() const { return m_test; }
  /// Phase currently executing (UVM_NUM_PHASES when none).
  uvm_phase_kind get_current_phase() const { return m_current_phase; }
  /// True between the start and the end of the run phase.
  bool in_run_phase() const { return m_current_phase == UVM_RUN_PHASE; }
  /// The run-phase objection.
  uvm_objection* get_objection() { return &m_objection; }

  void set_timeout(const sc_core::sc_time& timeout, bool overridable = true);
  sc_core::sc_time get_timeout() const;
  /// Clock period used to turn +UVM_TIMEOUT=<cycles> into time (harness sets it; default 10 ns).
  void set_clock_period(const sc_core::sc_time& period) { m_clock_period = period; }
  sc_core::sc_time get_clock_period() const { return m_clock_period; }
  static constexpr std::uint64_t default_timeout_cycles = 1000000;

  /// Prints the component tree (UVM_NONE info, id UVM/TOP).
  void print_topology() const;
  /// Sequence of "<phase> <full_name>" strings of every phase callback run so far, when
  /// phase tracing is on (unit tests of phase order).
  void set_phase_trace(bool on) { m_trace_phases = on; }
  const std::vector<std::string>& get_phase_trace() const { return m_phase_trace; }

  /// Runs one function phase over the tree (build top-down etc.). Exposed for unit tests that
  /// exercise the hierarchy without a simulation.
  void run_function_phase(uvm_phase_kind kind);

  /// Component whose phase callback is executing (parent of `new x(...)` there); may be null.
  uvm_component* get_phase_context() const { return m_phase_context; }

  /// Component whose run-phase thread is the current SystemC process (nullptr if none).
  uvm_component* get_run_thread_component() const;

  /// Unit tests: destroys all top-level components and resets phase state.
  void reset_for_testing();

 private:
  uvm_root();
  void m_run_phase_controller();
  void m_component_run_thread(uvm_component* comp);
  void m_build_recursive(uvm_component* comp, uvm_phase& phase);
  void m_bottom_up(uvm_component* comp, uvm_phase& phase);
  void m_top_down(uvm_component* comp, uvm_phase& phase);
  void m_call_phase(uvm_component* comp, uvm_phase& phase);
  void m_pre_abort(uvm_component* comp);
  int m_finish();

  uvm_component* m_test = nullptr;
  uvm_phase_kind m_current_phase = UVM_NUM_PHASES;
  uvm_component* m_phase_context = nullptr;
  uvm_objection m_objection;
  sc_core::sc_time m_timeout = sc_core::SC_ZERO_TIME;  ///< zero = not set explicitly
  bool m_timeout_overridable = true;
  sc_core::sc_time m_clock_period{10, sc_core::SC_NS};
  bool m_trace_phases = false;
  std::vector<std::string> m_phase_trace;
  bool m_run_ended = false;
  std::map<const sc_core::sc_object*, uvm_component*> m_run_threads;  ///< process -> component
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
