// uvm_objection.h: objections end the task phases (UVM-SystemC's uvm_objection).
//
// Every task phase has its own objection. As UVM, counts propagate up the component hierarchy:
// raising n on `obj` adds n to the source count of obj and to the total count of obj and of each
// of its ancestors up to uvm_top (an object that is not a component counts as a child of
// uvm_top; nullptr means uvm_top). raised()/dropped() are called on every component on the way,
// all_dropped() on a component whose total reaches zero. When a total reaches zero and the
// object has a drain time (set_drain_time(obj, t)), the drop is passed on to the parent only
// after the drain time, and only if nobody raised on that object meanwhile (a raise during the
// drain cancels it). The phase ends when uvm_top's total is zero.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include <systemc>

#include "uvm_object.h"

namespace uvm {

class uvm_phase;

enum uvm_objection_event { UVM_RAISED = 1, UVM_DROPPED = 2, UVM_ALL_DROPPED = 4 };

class uvm_objection : public uvm_object {
 public:
  explicit uvm_objection(std::string name = "objection") : uvm_object(std::move(name)) {}
  ~uvm_objection() override;

  const std::string get_type_name() const override { return "uvm_objection"; }

  void raise_objection(uvm_object* obj = nullptr, const std::string& description = "",
                       int count = 1);
  /// Dropping more than was raised by obj is a UVM_ERROR (OBJTN_ZERO) and is ignored.
  void drop_objection(uvm_object* obj = nullptr, const std::string& description = "",
                      int count = 1);
  /// Drain time of obj (nullptr: uvm_top).
  void set_drain_time(uvm_object* obj, const sc_core::sc_time& drain);
  sc_core::sc_time get_drain_time(uvm_object* obj = nullptr) const;
  /// Source count: raised by obj itself. nullptr: the total at uvm_top (everything raised).
  int get_objection_count(uvm_object* obj = nullptr) const;
  /// Total count: raised by obj and its descendants (nullptr: uvm_top, i.e. everything).
  int get_objection_total(uvm_object* obj = nullptr) const;
  /// Objects that raised and have not dropped (source count > 0).
  void get_objectors(std::vector<uvm_object*>& list) const;
  /// "<full name>(<count>)" of every object with a source count > 0, space-separated.
  std::string objectors_string() const;
  /// Table of source/total counts (UVM_NONE info, id UVM/OBJ/DISPLAY).
  void display_objections(uvm_object* obj = nullptr, bool show_header = true) const;
  /// Blocks the calling thread until the event happens on obj (nullptr: uvm_top). Only
  /// UVM_ALL_DROPPED on uvm_top and UVM_RAISED are supported.
  void wait_for(uvm_objection_event objt_event, uvm_object* obj = nullptr);

  /// Notified (delta) when uvm_top's total reaches zero (after drain times).
  const sc_core::sc_event& all_dropped_event() const;
  /// Notified (delta) on every raise.
  const sc_core::sc_event& raised_event() const;
  /// Number of raise calls so far.
  std::uint64_t get_raise_serial() const { return m_raise_serial; }
  /// Forget all counts and pending drains (phase start, jumps, unit tests). Drain times stay.
  void clear();

 private:
  struct record {
    int source = 0;
    int total = 0;
    int pending = 0;  ///< drop count waiting for the drain time before going to the parent
    std::uint64_t drain_gen = 0;
    sc_core::sc_time drain = sc_core::SC_ZERO_TIME;
  };
  record& m_rec(const uvm_object* obj);
  const record* m_find(const uvm_object* obj) const;
  uvm_object* m_top() const;
  uvm_object* m_parent_of(uvm_object* obj) const;
  void m_propagate_raise(uvm_object* obj, uvm_object* source, const std::string& desc, int count);
  void m_propagate_drop(uvm_object* obj, uvm_object* source, const std::string& desc, int count);
  void m_zero(uvm_object* obj, uvm_object* source, const std::string& desc, int count);
  void m_notify_top_dropped();
  sc_core::sc_event& m_ev_all_dropped() const;
  sc_core::sc_event& m_ev_raised() const;

  std::unordered_map<const uvm_object*, record> m_records;
  std::vector<uvm_object*> m_order;  ///< objects in first-raise order (display)
  std::uint64_t m_raise_serial = 0;
  mutable sc_core::sc_event* m_all_dropped = nullptr;
  mutable sc_core::sc_event* m_raised = nullptr;
};

}  // namespace uvm
