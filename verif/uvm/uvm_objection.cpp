// uvm_objection.cpp: hierarchical objection counting with drain times (see uvm_objection.h).
#include "uvm_objection.h"

#include <algorithm>

#include <fmt/format.h>

#include "uvm_component.h"
#include "uvm_plusargs.h"
#include "uvm_report.h"
#include "uvm_root.h"

namespace uvm {

namespace {
std::string objector_name(const uvm_object* obj) {
  if (!obj) return "<null>";
  const std::string n = obj->get_full_name();
  return n.empty() ? std::string("uvm_top") : n;
}
bool trace_on() {
  static const bool on = plusargs::has("UVM_OBJECTION_TRACE");
  return on;
}
}  // namespace

uvm_objection::~uvm_objection() {
  // The events belong to the SystemC kernel's lifetime; objections of the phases live until
  // exit, free-standing ones (unit tests) are destroyed normally.
  delete m_all_dropped;
  delete m_raised;
}

sc_core::sc_event& uvm_objection::m_ev_all_dropped() const {
  if (!m_all_dropped) m_all_dropped = new sc_core::sc_event();
  return *m_all_dropped;
}
sc_core::sc_event& uvm_objection::m_ev_raised() const {
  if (!m_raised) m_raised = new sc_core::sc_event();
  return *m_raised;
}
const sc_core::sc_event& uvm_objection::all_dropped_event() const {
  return m_ev_all_dropped();
}
const sc_core::sc_event& uvm_objection::raised_event() const {
  return m_ev_raised();
}

uvm_object* uvm_objection::m_top() const {
  return uvm_root::get();
}

uvm_object* uvm_objection::m_parent_of(uvm_object* obj) const {
  uvm_object* top = m_top();
  if (obj == top) return nullptr;
  if (auto* c = dynamic_cast<uvm_component*>(obj)) {
    uvm_component* p = c->get_parent();
    return p ? p : top;
  }
  return top;
}

uvm_objection::record& uvm_objection::m_rec(const uvm_object* obj) {
  auto it = m_records.find(obj);
  if (it != m_records.end()) return it->second;
  m_order.push_back(const_cast<uvm_object*>(obj));
  return m_records[obj];
}

const uvm_objection::record* uvm_objection::m_find(const uvm_object* obj) const {
  const auto it = m_records.find(obj);
  return it == m_records.end() ? nullptr : &it->second;
}

void uvm_objection::raise_objection(uvm_object* obj, const std::string& description, int count) {
  if (count <= 0) return;
  if (!obj) obj = m_top();
  m_rec(obj).source += count;
  ++m_raise_serial;
  if (sc_core::sc_is_running() && m_raised) m_raised->notify(sc_core::SC_ZERO_TIME);
  m_propagate_raise(obj, obj, description, count);
  if (trace_on())
    uvm_report_info(
        "OBJTN_TRC",
        fmt::format("Object {} raised {} objection(s){}: count={} total={}", objector_name(obj),
                    count, description.empty() ? "" : " (" + description + ")", m_rec(obj).source,
                    get_objection_total()),
        UVM_NONE);
}

void uvm_objection::m_propagate_raise(uvm_object* obj, uvm_object* source, const std::string& desc,
                                      int count) {
  while (obj && count > 0) {
    record& r = m_rec(obj);
    r.total += count;
    if (auto* c = dynamic_cast<uvm_component*>(obj)) c->raised(this, source, desc, count);
    if (r.pending > 0) {
      // A raise during the drain: it cancels the pending drop (the parent still counts it).
      const int k = std::min(r.pending, count);
      r.pending -= k;
      count -= k;
      const int rest = r.pending;
      r.pending = 0;
      ++r.drain_gen;
      if (rest > 0) m_propagate_drop(m_parent_of(obj), source, desc, rest);
    }
    obj = m_parent_of(obj);
  }
}

void uvm_objection::drop_objection(uvm_object* obj, const std::string& description, int count) {
  if (count <= 0) return;
  if (!obj) obj = m_top();
  auto it = m_records.find(obj);
  if (it == m_records.end() || it->second.source < count) {
    uvm_report_error("OBJTN_ZERO",
                     fmt::format("Object \"{}\" attempted to drop objection '{}' count below zero",
                                 objector_name(obj), get_name()));
    return;
  }
  it->second.source -= count;  // the record stays: no allocation on the next raise by obj
  m_propagate_drop(obj, obj, description, count);
  if (trace_on())
    uvm_report_info(
        "OBJTN_TRC",
        fmt::format("Object {} dropped {} objection(s){}: count={} total={}", objector_name(obj),
                    count, description.empty() ? "" : " (" + description + ")", it->second.source,
                    get_objection_total()),
        UVM_NONE);
}

void uvm_objection::m_propagate_drop(uvm_object* obj, uvm_object* source, const std::string& desc,
                                     int count) {
  while (obj && count > 0) {
    record& r = m_rec(obj);
    r.total -= count;
    if (auto* c = dynamic_cast<uvm_component*>(obj)) c->dropped(this, source, desc, count);
    if (r.total > 0) {
      obj = m_parent_of(obj);
      continue;
    }
    if (r.drain > sc_core::SC_ZERO_TIME && sc_core::sc_is_running()) {
      r.pending += count;
      const std::uint64_t gen = ++r.drain_gen;
      const sc_core::sc_time drain = r.drain;
      // One-shot thread: after the drain, passes the drop on unless a raise cancelled it.
      sc_core::sc_spawn([this, obj, source, desc, gen, drain]() {
        sc_core::wait(drain);
        record& rr = m_rec(obj);
        if (rr.drain_gen != gen || rr.pending == 0 || rr.total != 0) return;
        const int n = rr.pending;
        rr.pending = 0;
        m_zero(obj, source, desc, n);
      });
      return;
    }
    m_zero(obj, source, desc, count);
    return;
  }
}

void uvm_objection::m_zero(uvm_object* obj, uvm_object* source, const std::string& desc,
                           int count) {
  if (auto* c = dynamic_cast<uvm_component*>(obj)) c->all_dropped(this, source, desc, count);
  if (m_rec(obj).total != 0) return;  // re-raised from the callback
  uvm_object* parent = m_parent_of(obj);
  if (parent)
    m_propagate_drop(parent, source, desc, count);
  else
    m_notify_top_dropped();
}

void uvm_objection::m_notify_top_dropped() {
  if (sc_core::sc_is_running()) m_ev_all_dropped().notify(sc_core::SC_ZERO_TIME);
}

void uvm_objection::set_drain_time(uvm_object* obj, const sc_core::sc_time& drain) {
  if (!obj) obj = m_top();
  m_rec(obj).drain = drain;
}

sc_core::sc_time uvm_objection::get_drain_time(uvm_object* obj) const {
  const record* r = m_find(obj ? obj : m_top());
  return r ? r->drain : sc_core::SC_ZERO_TIME;
}

int uvm_objection::get_objection_count(uvm_object* obj) const {
  if (!obj) return get_objection_total(nullptr);
  const record* r = m_find(obj);
  return r ? r->source : 0;
}

int uvm_objection::get_objection_total(uvm_object* obj) const {
  const record* r = m_find(obj ? obj : m_top());
  return r ? r->total : 0;
}

void uvm_objection::get_objectors(std::vector<uvm_object*>& list) const {
  list.clear();
  for (uvm_object* o : m_order) {
    const record* r = m_find(o);
    if (r && r->source > 0) list.push_back(o);
  }
}

std::string uvm_objection::objectors_string() const {
  std::string s;
  std::vector<uvm_object*> objs;
  get_objectors(objs);
  for (uvm_object* o : objs)
    s += fmt::format("{}{}({})", s.empty() ? "" : " ", objector_name(o), m_find(o)->source);
  return s;
}

void uvm_objection::display_objections(uvm_object* obj, bool show_header) const {
  const uvm_object* top = obj ? obj : m_top();
  std::string s;
  if (show_header) {
    s += fmt::format("The total objection count is {}\n", get_objection_total(obj));
    s += "---------------------------------------------------------\n";
    s += "Source  Total   \nCount   Count   Object\n";
    s += "---------------------------------------------------------\n";
  }
  // Depth-first over the component tree below `top`, listing objects with a count.
  struct walk {
    static void go(const uvm_objection& o, const uvm_object* x, int depth, std::string& out) {
      const record* r = o.m_find(x);
      if (r && r->total > 0) {
        const uvm_component* c = dynamic_cast<const uvm_component*>(x);
        const std::string name = c && depth > 0 ? c->get_name() : objector_name(x);
        out += fmt::format("{:<8}{:<8}{:{}}{}\n", r->source, r->total, "", 2 * depth, name);
      }
      if (const auto* c = dynamic_cast<const uvm_component*>(x))
        for (uvm_component* k : c->get_children()) go(o, k, depth + 1, out);
    }
  };
  walk::go(*this, top, 0, s);
  if (show_header) s += "---------------------------------------------------------\n";
  uvm_report_info("UVM/OBJ/DISPLAY", s, UVM_NONE);
}

void uvm_objection::wait_for(uvm_objection_event objt_event, uvm_object* /*obj*/) {
  if (objt_event == UVM_RAISED) {
    sc_core::wait(m_ev_raised());
    return;
  }
  while (get_objection_total() != 0) sc_core::wait(m_ev_all_dropped());
}

void uvm_objection::clear() {
  for (auto& [o, r] : m_records) {
    r.source = 0;
    r.total = 0;
    r.pending = 0;
    ++r.drain_gen;
  }
}

}  // namespace uvm
