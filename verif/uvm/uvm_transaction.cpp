// uvm_transaction.cpp: uvm_transaction (see uvm_transaction.h).
#include "uvm_transaction.h"

namespace uvm {

namespace {
int next_tr_handle() {
  static int handle = 0;
  return ++handle;
}
sc_core::sc_time now_if_zero(const sc_core::sc_time& t) {
  return t == sc_core::SC_ZERO_TIME ? sc_core::sc_time_stamp() : t;
}
}  // namespace

void uvm_transaction::m_trigger(const char* name) {
  if (m_events && m_events->exists(name)) m_events->get(name)->trigger();
}

uvm_event_pool* uvm_transaction::get_event_pool() {
  if (!m_events) m_events = std::make_unique<uvm_event_pool>("event_pool");
  return m_events.get();
}

void uvm_transaction::accept_tr(const sc_core::sc_time& accept_time) {
  m_accept_time = now_if_zero(accept_time);
  m_trigger("accept");
  do_accept_tr();
}

int uvm_transaction::m_begin(const sc_core::sc_time& t, int parent_handle) {
  m_begin_time = now_if_zero(t);
  m_end_time = sc_core::SC_ZERO_TIME;
  m_parent_handle = parent_handle;
  m_tr_handle = next_tr_handle();
  m_active = true;
  m_trigger("begin");
  do_begin_tr();
  return m_tr_handle;
}

int uvm_transaction::begin_tr(const sc_core::sc_time& begin_time, int parent_handle) {
  return m_begin(begin_time, parent_handle);
}

int uvm_transaction::begin_child_tr(const sc_core::sc_time& begin_time, int parent_handle) {
  return m_begin(begin_time, parent_handle);
}

void uvm_transaction::end_tr(const sc_core::sc_time& end_time, bool free_handle) {
  m_end_time = now_if_zero(end_time);
  m_active = false;
  if (free_handle) m_tr_handle = 0;
  m_trigger("end");
  do_end_tr();
}

}  // namespace uvm
