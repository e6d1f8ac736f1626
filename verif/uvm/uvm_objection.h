// uvm_objection.h: objections end the run phase (UVM's uvm_objection).
//
// The run phase ends when the total objection count has been zero for the drain time after the
// last drop (a raise during the drain cancels it; the next drop to zero starts a new one), or at
// the global timeout (UVM_FATAL PH_TIMEOUT). A run phase in which nobody raises an objection ends
// after the time-0 delta cycles, as in UVM. Simplification: the drain time is one value for the
// whole objection (set_drain_time's object argument is accepted for UVM compatibility and ignored),
// and counts are kept per object but not propagated up the hierarchy.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include <systemc>

#include "uvm_object.h"

namespace uvm {

class uvm_objection : public uvm_object {
 public:
  explicit uvm_objection(std::string name = "objection") : uvm_object(std::move(name)) {}

  void raise_objection(uvm_object* obj = nullptr, const std::string& description = "",
                       int count = 1);
  /// Dropping more than was raised is a UVM_ERROR (OBJTN_ZERO) and is ignored.
  void drop_objection(uvm_object* obj = nullptr, const std::string& description = "",
                      int count = 1);
  void set_drain_time(uvm_object* obj, const sc_core::sc_time& drain);
  sc_core::sc_time get_drain_time(uvm_object* /*obj*/ = nullptr) const { return m_drain; }
  /// Count raised by `obj` (all objects if nullptr).
  int get_objection_count(uvm_object* obj = nullptr) const;
  int get_objection_total(uvm_object* obj = nullptr) const { return get_objection_count(obj); }
  /// "<full name>(<count>)" of every object with a raised objection, space-separated.
  std::string objectors_string() const;
  /// Lists the objectors still raised (UVM_NONE info).
  void display_objections() const;

  /// Notified whenever the total count reaches zero.
  const sc_core::sc_event& all_dropped_event() const { return m_all_dropped; }
  /// Notified on every raise (ends a drain wait early).
  const sc_core::sc_event& raised_event() const { return m_raised; }
  /// Number of raise calls so far (lets the run-phase controller see a raise during a drain).
  std::uint64_t get_raise_serial() const { return m_raise_serial; }
  /// Unit tests / phase start: forget all counts.
  void clear();

 private:
  std::map<uvm_object*, int> m_counts;
  int m_total = 0;
  sc_core::sc_time m_drain = sc_core::SC_ZERO_TIME;
  sc_core::sc_event m_all_dropped;
  sc_core::sc_event m_raised;
  std::uint64_t m_raise_serial = 0;
};

}  // namespace uvm
