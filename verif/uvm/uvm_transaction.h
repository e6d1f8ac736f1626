// uvm_transaction.h: base of transactions (UVM's uvm_transaction), the base of
// uvm_sequence_item.
//
// accept_tr / begin_tr / end_tr record the accept, begin and end times (a time of 0 means
// "now", as UVM) and trigger the "accept", "begin" and "end" events of the transaction's event
// pool; do_accept_tr / do_begin_tr / do_end_tr are the hooks. begin_tr returns a transaction
// handle (a number unique in the program). The event pool is made on first use, so a
// transaction that nobody waits on carries no events.
#pragma once

#include <memory>
#include <string>

#include <systemc>

#include "uvm_event.h"
#include "uvm_object.h"

namespace uvm {

class uvm_component;

class uvm_transaction : public uvm_object {
 public:
  explicit uvm_transaction(const std::string& name = "", uvm_component* initiator = nullptr)
      : uvm_object(name), m_initiator(initiator) {}
  uvm_transaction(const uvm_transaction& other)
      : uvm_object(other),
        m_initiator(other.m_initiator),
        m_tr_id(other.m_tr_id),
        m_accept_time(other.m_accept_time),
        m_begin_time(other.m_begin_time),
        m_end_time(other.m_end_time) {}
  uvm_transaction& operator=(const uvm_transaction& other) {
    uvm_object::operator=(other);
    m_initiator = other.m_initiator;
    m_tr_id = other.m_tr_id;
    m_accept_time = other.m_accept_time;
    m_begin_time = other.m_begin_time;
    m_end_time = other.m_end_time;
    return *this;
  }
  const std::string get_type_name() const override { return "uvm_transaction"; }

  void accept_tr(const sc_core::sc_time& accept_time = sc_core::SC_ZERO_TIME);
  virtual void do_accept_tr() {}
  int begin_tr(const sc_core::sc_time& begin_time = sc_core::SC_ZERO_TIME, int parent_handle = 0);
  int begin_child_tr(const sc_core::sc_time& begin_time = sc_core::SC_ZERO_TIME,
                     int parent_handle = 0);
  virtual void do_begin_tr() {}
  void end_tr(const sc_core::sc_time& end_time = sc_core::SC_ZERO_TIME, bool free_handle = true);
  virtual void do_end_tr() {}

  int get_tr_handle() const { return m_tr_handle; }
  /// Recording flag only (transactions are recorded with collnet's +record log, uvm_recorder.h).
  void enable_recording(const std::string& /*stream*/ = "main") { m_recording = true; }
  void disable_recording() { m_recording = false; }
  bool is_recording_enabled() const { return m_recording; }
  /// True between begin_tr and end_tr.
  bool is_active() const { return m_active; }
  /// Events "accept", "begin", "end" (made on first use).
  uvm_event_pool* get_event_pool();

  void set_initiator(uvm_component* initiator) { m_initiator = initiator; }
  uvm_component* get_initiator() const { return m_initiator; }
  sc_core::sc_time get_accept_time() const { return m_accept_time; }
  sc_core::sc_time get_begin_time() const { return m_begin_time; }
  sc_core::sc_time get_end_time() const { return m_end_time; }
  void set_transaction_id(int id) { m_tr_id = id; }
  int get_transaction_id() const { return m_tr_id; }

 private:
  int m_begin(const sc_core::sc_time& t, int parent_handle);
  void m_trigger(const char* name);

  uvm_component* m_initiator = nullptr;
  int m_tr_id = -1;
  int m_tr_handle = 0;
  int m_parent_handle = 0;
  bool m_active = false;
  bool m_recording = false;
  sc_core::sc_time m_accept_time;
  sc_core::sc_time m_begin_time;
  sc_core::sc_time m_end_time;
  std::unique_ptr<uvm_event_pool> m_events;  ///< not copied: events belong to the instance
};

}  // namespace uvm
