// uvm_tlm.h: analysis ports and the analysis FIFO (UVM's TLM analysis subset).
//
//   uvm_analysis_port<T> ap{"ap"};              // in a monitor: ap.write(item) fans out
//   uvm_analysis_export<T> export{"export"};    // hierarchical pass-through
//   uvm_analysis_imp<T, my_sb> imp{"imp", this};// calls my_sb::write(const T&)
//   uvm_tlm_analysis_fifo<T> fifo{"fifo"};      // unbounded; fifo.analysis_export
//   mon->ap.connect(sb->imp);  mon->ap.connect(fifo.analysis_export);
//
// write() is a plain synchronous function call on each connected target, in connection order
// (no SystemC process, no allocation). Connecting the same target twice is ignored.
#pragma once

#include <algorithm>
#include <cstddef>
#include <deque>
#include <string>
#include <vector>

#include <systemc>

#include "uvm_component.h"

namespace uvm {

/// Anything an analysis port can write to.
template <typename T>
class uvm_analysis_if {
 public:
  virtual ~uvm_analysis_if() = default;
  virtual void write(const T& t) = 0;
};

/// Broadcasts write() to every connected export / imp / port.
template <typename T>
class uvm_analysis_port : public uvm_analysis_if<T> {
 public:
  explicit uvm_analysis_port(std::string name = "analysis_port") : m_name(std::move(name)) {}
  void connect(uvm_analysis_if<T>& target) {
    if (std::find(m_targets.begin(), m_targets.end(), &target) == m_targets.end())
      m_targets.push_back(&target);
  }
  /// SystemC binding spellings: `port(target)` and `port.bind(target)` are connect(target).
  void operator()(uvm_analysis_if<T>& target) { connect(target); }
  void bind(uvm_analysis_if<T>& target) { connect(target); }
  void write(const T& t) override {
    for (uvm_analysis_if<T>* target : m_targets) target->write(t);
  }
  std::size_t size() const { return m_targets.size(); }
  const std::string& get_name() const { return m_name; }

 private:
  std::string m_name;
  std::vector<uvm_analysis_if<T>*> m_targets;
};

/// Hierarchical export: forwards to whatever it is connected to (imp, fifo, another export).
template <typename T>
class uvm_analysis_export : public uvm_analysis_port<T> {
 public:
  explicit uvm_analysis_export(std::string name = "analysis_export")
      : uvm_analysis_port<T>(std::move(name)) {}
};

/// Terminal: write() calls imp->write(t).
template <typename T, typename IMP>
class uvm_analysis_imp : public uvm_analysis_if<T> {
 public:
  uvm_analysis_imp(std::string name, IMP* imp) : m_name(std::move(name)), m_imp(imp) {}
  void write(const T& t) override { m_imp->write(t); }
  const std::string& get_name() const { return m_name; }

 private:
  std::string m_name;
  IMP* m_imp;
};

/// Unbounded analysis FIFO (UVM's uvm_tlm_analysis_fifo). It is a component (it shows in the
/// hierarchy); declare it as a member of the component that uses it.
template <typename T>
class uvm_tlm_analysis_fifo : public uvm_component {
 public:
  explicit uvm_tlm_analysis_fifo(uvm_component_name name)
      : uvm_component(name), analysis_export("analysis_export", this) {}
  const std::string get_type_name() const override { return "uvm_tlm_analysis_fifo"; }

  /// Analysis side: called by connected ports.
  void write(const T& t) { put(t); }
  void put(const T& t) {
    m_items.push_back(t);
    m_put_event.notify(sc_core::SC_ZERO_TIME);
  }
  bool try_put(const T& t) {
    put(t);
    return true;
  }
  /// Blocking get: waits (must be called from a SystemC thread) until an item is available.
  void get(T& t) {
    while (m_items.empty()) sc_core::wait(m_put_event);
    t = std::move(m_items.front());
    m_items.pop_front();
  }
  T get() {
    T t{};
    get(t);
    return t;
  }
  bool try_get(T& t) {
    if (m_items.empty()) return false;
    t = std::move(m_items.front());
    m_items.pop_front();
    return true;
  }
  /// Blocking peek: like get() but leaves the item in the FIFO.
  void peek(T& t) {
    while (m_items.empty()) sc_core::wait(m_put_event);
    t = m_items.front();
  }
  bool try_peek(T& t) const {
    if (m_items.empty()) return false;
    t = m_items.front();
    return true;
  }
  std::size_t used() const { return m_items.size(); }
  std::size_t size() const { return 0; }  ///< UVM: 0 means unbounded
  bool is_empty() const { return m_items.empty(); }
  bool is_full() const { return false; }
  void flush() { m_items.clear(); }
  /// Notified (delta) after each put.
  const sc_core::sc_event& ok_to_get() const { return m_put_event; }

  uvm_analysis_imp<T, uvm_tlm_analysis_fifo> analysis_export;

 private:
  std::deque<T> m_items;
  sc_core::sc_event m_put_event;
};

/// Subscriber: a component with an analysis_export that calls write().
template <typename T>
class uvm_subscriber : public uvm_component {
 public:
  using type_t = T;
  explicit uvm_subscriber(uvm_component_name name)
      : uvm_component(name), analysis_export("analysis_imp", this) {}
  const std::string get_type_name() const override { return "uvm_subscriber"; }
  virtual void write(const T& t) = 0;

  uvm_analysis_imp<T, uvm_subscriber> analysis_export;
};

}  // namespace uvm
