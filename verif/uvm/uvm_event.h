// uvm_event.h: uvm_event, uvm_event_callback, uvm_event_pool, uvm_barrier (UVM-SystemC API).
//
// uvm_event is a SystemC event with state: trigger(data) turns it on, records the time and the
// data and wakes every process in wait_trigger()/wait_on(); wait_ptrigger() also returns at
// once if the event was already triggered in the current time step. Waiting needs a SystemC
// thread. uvm_event_pool::get_global("name") gives one shared event per name.
#pragma once

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <systemc>

#include "uvm_object.h"

namespace uvm {

class uvm_event;

/// Callback run by uvm_event::trigger (pre_trigger returning true cancels the trigger).
class uvm_event_callback : public uvm_object {
 public:
  explicit uvm_event_callback(const std::string& name = "") : uvm_object(name) {}
  virtual bool pre_trigger(uvm_event* /*e*/, uvm_object* /*data*/ = nullptr) { return false; }
  virtual void post_trigger(uvm_event* /*e*/, uvm_object* /*data*/ = nullptr) {}
};

class uvm_event : public uvm_object {
 public:
  explicit uvm_event(const std::string& name = "") : uvm_object(name) {}
  const std::string get_type_name() const override { return "uvm::uvm_event"; }

  /// Waits until the event is on (returns at once if it is; after a delta cycle if `delta`).
  void wait_on(bool delta = false) {
    if (m_on) {
      if (delta) sc_core::wait(sc_core::SC_ZERO_TIME);
      return;
    }
    m_wait(m_event);
  }
  /// Waits until the event is off (reset).
  void wait_off(bool delta = false) {
    if (!m_on) {
      if (delta) sc_core::wait(sc_core::SC_ZERO_TIME);
      return;
    }
    m_wait(m_off_event);
  }
  /// Waits for the next trigger.
  void wait_trigger() { m_wait(m_event); }
  /// As wait_trigger, but returns at once if triggered in the current time step.
  void wait_ptrigger() {
    if (m_on && m_trigger_time == sc_core::sc_time_stamp()) return;
    m_wait(m_event);
  }
  void wait_trigger_data(uvm_object*& data) {
    wait_trigger();
    data = m_data;
  }
  void wait_ptrigger_data(uvm_object*& data) {
    wait_ptrigger();
    data = m_data;
  }
  /// Turns the event on and wakes the waiters (callbacks first).
  void trigger(uvm_object* data = nullptr) {
    for (uvm_event_callback* cb : m_callbacks)
      if (cb->pre_trigger(this, data)) return;
    m_on = true;
    m_trigger_time = sc_core::sc_time_stamp();
    m_data = data;
    if (sc_core::sc_is_running()) m_event.notify();
    for (uvm_event_callback* cb : m_callbacks) cb->post_trigger(this, data);
  }
  uvm_object* get_trigger_data() const { return m_data; }
  sc_core::sc_time get_trigger_time() const { return m_trigger_time; }
  bool is_on() const { return m_on; }
  bool is_off() const { return !m_on; }
  /// Turns the event off (waiters in wait_off() wake when `wakeup`... and always, as UVM).
  void reset(bool wakeup = false) {
    if (wakeup && sc_core::sc_is_running()) m_event.notify();
    m_on = false;
    m_data = nullptr;
    m_trigger_time = sc_core::SC_ZERO_TIME;
    if (sc_core::sc_is_running()) m_off_event.notify();
  }
  void add_callback(uvm_event_callback* cb, bool append = true) {
    if (append)
      m_callbacks.push_back(cb);
    else
      m_callbacks.insert(m_callbacks.begin(), cb);
  }
  void delete_callback(uvm_event_callback* cb) {
    m_callbacks.erase(std::remove(m_callbacks.begin(), m_callbacks.end(), cb), m_callbacks.end());
  }
  /// Wakes nobody; decrements the waiter count (UVM's cancel).
  void cancel() {
    if (m_waiters > 0) --m_waiters;
  }
  int get_num_waiters() const { return m_waiters; }
  /// The underlying SystemC event (for sensitivity lists).
  const sc_core::sc_event& get_event() const { return m_event; }

 private:
  void m_wait(const sc_core::sc_event& e) {
    ++m_waiters;
    sc_core::wait(e);
    if (m_waiters > 0) --m_waiters;
  }
  sc_core::sc_event m_event;
  sc_core::sc_event m_off_event;
  bool m_on = false;
  sc_core::sc_time m_trigger_time;
  uvm_object* m_data = nullptr;
  int m_waiters = 0;
  std::vector<uvm_event_callback*> m_callbacks;
};

/// Events by name (UVM's uvm_event_pool); the global pool is shared by the whole program.
class uvm_event_pool : public uvm_object {
 public:
  explicit uvm_event_pool(const std::string& name = "") : uvm_object(name) {}
  const std::string get_type_name() const override { return "uvm::uvm_event_pool"; }
  static uvm_event_pool* get_global_pool() {
    static uvm_event_pool* pool = new uvm_event_pool("pool");  // lives until exit
    return pool;
  }
  static uvm_event* get_global(const std::string& key) { return get_global_pool()->get(key); }
  /// The event of this name, created on first use.
  uvm_event* get(const std::string& key) {
    std::unique_ptr<uvm_event>& e = m_events[key];
    if (!e) e = std::make_unique<uvm_event>(key);
    return e.get();
  }
  int num() const { return static_cast<int>(m_events.size()); }
  bool exists(const std::string& key) const { return m_events.count(key) != 0; }
  void remove(const std::string& key) { m_events.erase(key); }

 private:
  std::map<std::string, std::unique_ptr<uvm_event>> m_events;
};

/// Barrier (UVM's uvm_barrier): wait_for() blocks until `threshold` processes wait.
class uvm_barrier : public uvm_object {
 public:
  explicit uvm_barrier(const std::string& name = "", int threshold = 0)
      : uvm_object(name), m_threshold(threshold) {}
  const std::string get_type_name() const override { return "uvm::uvm_barrier"; }
  void wait_for() {
    if (m_at_threshold) return;
    ++m_waiters;
    if (m_waiters >= m_threshold) {
      m_release();
      return;
    }
    sc_core::wait(m_event);
  }
  /// Releases the waiters (reset to 0 waiters; with wakeup they return from wait_for()).
  void reset(bool wakeup = true) {
    m_at_threshold = false;
    if (wakeup && m_waiters > 0 && sc_core::sc_is_running()) m_event.notify();
    m_waiters = 0;
  }
  void set_auto_reset(bool value = true) { m_auto_reset = value; }
  void set_threshold(int threshold) {
    m_threshold = threshold;
    if (m_waiters > 0 && m_waiters >= m_threshold) m_release();
  }
  int get_threshold() const { return m_threshold; }
  int get_num_waiters() const { return m_waiters; }
  void cancel() {
    if (m_waiters > 0) --m_waiters;
  }

 private:
  void m_release() {
    if (sc_core::sc_is_running()) m_event.notify();
    m_waiters = 0;
    if (!m_auto_reset) m_at_threshold = true;
  }
  int m_threshold;
  int m_waiters = 0;
  bool m_auto_reset = true;
  bool m_at_threshold = false;
  sc_core::sc_event m_event;
};

}  // namespace uvm
