// uvm_phase.h: the common UVM phases.
//
// Order (as UVM): build (top-down), connect, end_of_elaboration, start_of_simulation
// (bottom-up), run (one SystemC thread per component, all in parallel), extract, check, report
// (bottom-up), final (top-down). Siblings are visited in name order, as UVM. Components created
// during a build phase are built in the same pass. The function phases before run execute
// before sc_start() (SystemC elaboration time, so sc_signal and friends may still be created);
// the run phase is the only simulated one; extract..final execute after the simulation stopped.
// UVM's runtime sub-phases (reset/configure/main/shutdown) are not provided.
#pragma once

#include <string>

#include <systemc>

namespace uvm {

class uvm_objection;
class uvm_object;

enum uvm_phase_kind {
  UVM_BUILD_PHASE,
  UVM_CONNECT_PHASE,
  UVM_END_OF_ELABORATION_PHASE,
  UVM_START_OF_SIMULATION_PHASE,
  UVM_RUN_PHASE,
  UVM_EXTRACT_PHASE,
  UVM_CHECK_PHASE,
  UVM_REPORT_PHASE,
  UVM_FINAL_PHASE,
  UVM_NUM_PHASES
};

/// "build", "connect", ..., "final" (the names UVM uses).
const char* phase_name(uvm_phase_kind kind);

class uvm_phase {
 public:
  uvm_phase(uvm_phase_kind kind, uvm_objection* objection) : m_kind(kind), m_objection(objection) {}

  std::string get_name() const { return phase_name(m_kind); }
  uvm_phase_kind get_kind() const { return m_kind; }
  bool is_task_phase() const { return m_kind == UVM_RUN_PHASE; }

  /// Only meaningful in the run phase; in other phases a UVM_WARNING (OBJTN_NOTASK), ignored.
  void raise_objection(uvm_object* obj = nullptr, const std::string& description = "",
                       int count = 1);
  void drop_objection(uvm_object* obj = nullptr, const std::string& description = "",
                      int count = 1);
  /// The run-phase objection (never nullptr; use set_drain_time on it).
  uvm_objection* get_objection() const { return m_objection; }

 private:
  uvm_phase_kind m_kind;
  uvm_objection* m_objection;
};

}  // namespace uvm
