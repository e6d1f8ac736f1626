// uvm_sequencer.h: typed sequencer (UVM's uvm_sequencer<REQ, RSP>), its seq_item_export and the
// driver's pull port (UVM's uvm_seq_item_pull_port / _export / _imp).
//
//   drv->seq_item_port.connect(sqr->seq_item_export);      // agent's connect_phase
//
// Driver side, through `seq_item_port->...` (UVM-SystemC; `seq_item_port.` works as well):
//   get_next_item(req)   blocks until a sequence delivered an item; REQ*& gets a pointer to the
//                        sequence's item (no copy, valid until item_done), REQ& a copy
//   try_next_item(req)   UVM semantics: lets the sequences run in this time step, then the item
//                        (true) or nothing (false; REQ*& set to nullptr). Needs a thread.
//   item_done() / item_done(rsp)   the item is finished (rsp: routed like put_response)
//   get(req)             get_next_item + item_done (the sequence continues at once)
//   peek(req)            the current item without taking it (blocks like get_next_item)
//   put(rsp), put_response(rsp)   send a response (rsp.set_id_info(req) first)
// collnet extensions (never block, for per-cycle callbacks):
//   poll_next_item(req)  the item if one is ready, else nullptr after granting a waiting
//                        sequence (its item comes once its thread ran: defer() to the harness
//                        sync point and poll again)
//   has_do_available()   a sequence is waiting, or an item is ready
#pragma once

#include <string>

#include <fmt/format.h>

#include "uvm_factory.h"
#include "uvm_sequence_base.h"
#include "uvm_sequence_item.h"

namespace uvm {

template <typename REQ = uvm_sequence_item, typename RSP = REQ>
class uvm_sequencer;

/// What a seq_item_port connects to (UVM's uvm_seq_item_pull_export): an export of an agent
/// connected down to a sequencer's seq_item_export, or that imp itself.
template <typename REQ, typename RSP = REQ>
class uvm_seq_item_pull_export {
 public:
  explicit uvm_seq_item_pull_export(std::string name = "seq_item_export")
      : m_name(std::move(name)) {}
  /// Hierarchical connection: this export forwards to `next` (resolved when first used).
  void connect(uvm_seq_item_pull_export& next) { m_next = &next; }
  void operator()(uvm_seq_item_pull_export& next) { connect(next); }
  void bind(uvm_seq_item_pull_export& next) { connect(next); }
  const std::string& get_name() const { return m_name; }
  /// The sequencer at the end of the chain (nullptr if not connected).
  uvm_sequencer<REQ, RSP>* m_resolve() const {
    const uvm_seq_item_pull_export* e = this;
    for (int hops = 0; e && hops < 64; ++hops, e = e->m_next)
      if (e->m_sqr) return e->m_sqr;
    return nullptr;
  }

 protected:
  uvm_sequencer<REQ, RSP>* m_sqr = nullptr;

 private:
  std::string m_name;
  uvm_seq_item_pull_export* m_next = nullptr;
};

/// The sequencer's end (UVM's uvm_seq_item_pull_imp<REQ, RSP, IMP>); IMP is the sequencer.
template <typename REQ, typename RSP, typename IMP>
class uvm_seq_item_pull_imp : public uvm_seq_item_pull_export<REQ, RSP> {
 public:
  uvm_seq_item_pull_imp(std::string name, IMP* imp)
      : uvm_seq_item_pull_export<REQ, RSP>(std::move(name)) {
    this->m_sqr = imp;
  }
};

/// Former name of the export type.
template <typename REQ, typename RSP = REQ>
using uvm_seq_item_export = uvm_seq_item_pull_export<REQ, RSP>;

template <typename REQ, typename RSP>
class uvm_sequencer : public uvm_sequencer_base {
 public:
  using req_type = REQ;
  using rsp_type = RSP;

  explicit uvm_sequencer(uvm_component_name name)
      : uvm_sequencer_base(name), seq_item_export("seq_item_export", this) {}
  using type_id = uvm_component_registry<uvm_sequencer>;
  static std::string type_name() { return "uvm_sequencer"; }
  static type_id* get_type() { return type_id::get(); }
  const std::string get_type_name() const override { return "uvm_sequencer"; }
  uvm_object_wrapper* get_object_type() const override { return type_id::get(); }

  void get_next_item(REQ*& req) { req = cast(get_next_item_base()); }
  bool try_next_item(REQ*& req) {
    req = cast(try_next_item_base());
    return req != nullptr;
  }
  bool poll_next_item(REQ*& req) {
    req = cast(poll_next_item_base());
    return req != nullptr;
  }
  void item_done(const RSP* rsp = nullptr) { item_done_base(rsp); }
  void get(REQ*& req) {
    get_next_item(req);
    // UVM's get(): item_done at once (the sequence continues while the driver works)
    item_done_base(nullptr);
  }
  void peek(REQ*& req) { req = cast(peek_base()); }
  void put_response(const RSP& rsp) { put_response_base(rsp); }

  uvm_seq_item_pull_imp<REQ, RSP, uvm_sequencer> seq_item_export;

 private:
  REQ* cast(uvm_sequence_item* item) {
    if (!item) return nullptr;
    REQ* r = dynamic_cast<REQ*>(item);
    if (!r) {
      UVM_FATAL("SQR_ITEM_TYPE",
                fmt::format("item {} is not of the sequencer's REQ type", item->get_name()));
    }
    return r;
  }
};

/// A sequencer with no item type, for virtual sequences (hold sub-sequencer pointers in a
/// derived class and use UVM_DECLARE_P_SEQUENCER in the virtual sequence).
class uvm_virtual_sequencer : public uvm_sequencer<uvm_sequence_item, uvm_sequence_item> {
 public:
  explicit uvm_virtual_sequencer(uvm_component_name name) : uvm_sequencer(name) {}
  const std::string get_type_name() const override { return "uvm_virtual_sequencer"; }
};

/// The driver's port (UVM's uvm_seq_item_pull_port): forwards to the connected sequencer.
/// `port->f()` and `port.f()` are the same call (the port is its own interface).
template <typename REQ, typename RSP = REQ>
class uvm_seq_item_pull_port {
 public:
  explicit uvm_seq_item_pull_port(std::string name = "seq_item_port") : m_name(std::move(name)) {}
  void connect(uvm_seq_item_pull_export<REQ, RSP>& exp) {
    m_exp = &exp;
    m_up = nullptr;
    m_sqr = nullptr;
  }
  /// Port-to-port (a child's port connected to its parent's port).
  void connect(uvm_seq_item_pull_port& parent_port) {
    m_up = &parent_port;
    m_exp = nullptr;
    m_sqr = nullptr;
  }
  /// SystemC binding spellings: `port(target)` and `port.bind(target)` are connect(target).
  template <typename TARGET>
  void operator()(TARGET& target) {
    connect(target);
  }
  template <typename TARGET>
  void bind(TARGET& target) {
    connect(target);
  }
  uvm_seq_item_pull_port* operator->() { return this; }
  bool is_connected() const { return m_resolve() != nullptr; }
  uvm_sequencer<REQ, RSP>* get_sequencer() const { return m_resolve(); }

  void get_next_item(REQ*& req) { sqr().get_next_item(req); }
  /// UVM-SystemC value form: a copy of the item.
  void get_next_item(REQ& req) {
    REQ* p = nullptr;
    sqr().get_next_item(p);
    req = *p;
  }
  bool try_next_item(REQ*& req) { return sqr().try_next_item(req); }
  bool try_next_item(REQ& req) {
    REQ* p = nullptr;
    if (!sqr().try_next_item(p)) return false;
    req = *p;
    return true;
  }
  bool poll_next_item(REQ*& req) { return sqr().poll_next_item(req); }
  bool has_do_available() { return sqr().has_do_available(); }
  /// Notified (immediately) when a sequence delivers an item.
  const sc_core::sc_event& item_put_event() { return sqr().item_put_event(); }
  void item_done(const RSP* rsp = nullptr) { sqr().item_done(rsp); }
  void item_done(const RSP& rsp) { sqr().item_done(&rsp); }
  void get(REQ*& req) { sqr().get(req); }
  void get(REQ& req) {
    REQ* p = nullptr;
    sqr().get(p);
    req = *p;
  }
  void peek(REQ*& req) { sqr().peek(req); }
  void peek(REQ& req) {
    REQ* p = nullptr;
    sqr().peek(p);
    req = *p;
  }
  void put(const RSP& rsp) { sqr().put_response(rsp); }
  void put_response(const RSP& rsp) { sqr().put_response(rsp); }
  const std::string& get_name() const { return m_name; }

 private:
  uvm_sequencer<REQ, RSP>* m_resolve() const {
    if (m_sqr) return m_sqr;
    const uvm_seq_item_pull_port* p = this;
    for (int hops = 0; p->m_up && hops < 64; ++hops) p = p->m_up;
    return p->m_exp ? p->m_exp->m_resolve() : nullptr;
  }
  uvm_sequencer<REQ, RSP>& sqr() {
    if (!m_sqr) {
      m_sqr = m_resolve();
      if (!m_sqr) uvm_report_fatal("SEQ_PORT", m_name + " is not connected to a sequencer");
    }
    return *m_sqr;
  }
  std::string m_name;
  uvm_seq_item_pull_export<REQ, RSP>* m_exp = nullptr;
  uvm_seq_item_pull_port* m_up = nullptr;
  uvm_sequencer<REQ, RSP>* m_sqr = nullptr;  ///< resolved at first use
};

}  // namespace uvm
