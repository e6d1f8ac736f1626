// uvm_objection.cpp: objection counting (see uvm_objection.h) and uvm_phase helpers.
#include "uvm_objection.h"

#include <fmt/format.h>

#include "uvm_phase.h"
#include "uvm_plusargs.h"
#include "uvm_report.h"

namespace uvm {

namespace {
std::string objector_name(uvm_object* obj) {
  return obj ? obj->get_full_name() : "<null>";
}
bool trace_on() {
  static const bool on = plusargs::has("UVM_OBJECTION_TRACE");
  return on;
}
}  // namespace

void uvm_objection::raise_objection(uvm_object* obj, const std::string& description, int count) {
  if (count <= 0) return;
  m_counts[obj] += count;
  m_total += count;
  ++m_raise_serial;
  if (sc_core::sc_is_running()) m_raised.notify(sc_core::SC_ZERO_TIME);
  if (trace_on())
    uvm_report_info(
        "OBJTN_TRC",
        fmt::format("Object {} raised {} objection(s){}: count is now {}", objector_name(obj),
                    count, description.empty() ? "" : " (" + description + ")", m_total),
        UVM_NONE);
}

void uvm_objection::drop_objection(uvm_object* obj, const std::string& description, int count) {
  if (count <= 0) return;
  const auto it = m_counts.find(obj);
  if (it == m_counts.end() || it->second < count) {
    uvm_report_error("OBJTN_ZERO",
                     fmt::format("Object \"{}\" attempted to drop objection '{}' count below zero",
                                 objector_name(obj), get_name()));
    return;
  }
  it->second -= count;  // the entry stays at 0: no allocation on the next raise by obj
  m_total -= count;
  if (trace_on())
    uvm_report_info(
        "OBJTN_TRC",
        fmt::format("Object {} dropped {} objection(s){}: count is now {}", objector_name(obj),
                    count, description.empty() ? "" : " (" + description + ")", m_total),
        UVM_NONE);
  if (m_total == 0 && sc_core::sc_is_running()) m_all_dropped.notify(sc_core::SC_ZERO_TIME);
}

void uvm_objection::set_drain_time(uvm_object* /*obj*/, const sc_core::sc_time& drain) {
  m_drain = drain;
}

int uvm_objection::get_objection_count(uvm_object* obj) const {
  if (!obj) return m_total;
  const auto it = m_counts.find(obj);
  return it == m_counts.end() ? 0 : it->second;
}

std::string uvm_objection::objectors_string() const {
  std::string s;
  for (const auto& [obj, n] : m_counts)
    if (n > 0) s += fmt::format("{}{}({})", s.empty() ? "" : " ", objector_name(obj), n);
  return s;
}

void uvm_objection::display_objections() const {
  std::string s = fmt::format("Objections of '{}': total {}\n", get_name(), m_total);
  for (const auto& [obj, n] : m_counts)
    if (n > 0) s += fmt::format("  {:5}  {}\n", n, objector_name(obj));
  uvm_report_info("UVM/OBJ/DISPLAY", s, UVM_NONE);
}

void uvm_objection::clear() {
  m_counts.clear();
  m_total = 0;
  m_drain = sc_core::SC_ZERO_TIME;
}

// ---- uvm_phase --------------------------------------------------------------------------------
const char* phase_name(uvm_phase_kind kind) {
  static const char* const names[] = {
      "build",  "connect", "end_of_elaboration", "start_of_simulation", "run", "extract", "check",
      "report", "final"};
  return kind < UVM_NUM_PHASES ? names[kind] : "none";
}

void uvm_phase::raise_objection(uvm_object* obj, const std::string& description, int count) {
  if (m_kind != UVM_RUN_PHASE) {
    uvm_report_warning("OBJTN_NOTASK", fmt::format("raise_objection in function phase '{}' "
                                                   "(only the run phase has objections); ignored",
                                                   get_name()));
    return;
  }
  m_objection->raise_objection(obj, description, count);
}

void uvm_phase::drop_objection(uvm_object* obj, const std::string& description, int count) {
  if (m_kind != UVM_RUN_PHASE) {
    uvm_report_warning("OBJTN_NOTASK", fmt::format("drop_objection in function phase '{}' "
                                                   "(only the run phase has objections); ignored",
                                                   get_name()));
    return;
  }
  m_objection->drop_objection(obj, description, count);
}

}  // namespace uvm
