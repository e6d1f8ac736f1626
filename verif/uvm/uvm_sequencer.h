// uvm_sequencer.h: typed sequencer (UVM's uvm_sequencer<REQ, RSP>), its seq_item_export and the
// driver's pull port (UVM's uvm_seq_item_pull_port).
//
// Driver side, through `seq_item_port` (connected to the sequencer's seq_item_export):
//   get_next_item(req)   blocks until a sequence delivered an item (REQ*); item_done() later
//   try_next_item(req)   UVM semantics: lets the sequences run in this time step, then the item
//                        or nullptr (needs a thread: it consumes delta cycles)
//   poll_next_item(req)  NEVER blocks (for per-cycle callbacks): the item if one is ready,
//                        else nullptr after granting a waiting sequence (its item comes once its
//                        thread ran: defer() to the harness sync point and poll again)
//   has_do_available()   a sequence is waiting, or an item is ready
//   item_done(rsp)       the item is finished (rsp optional: routed like put_response)
//   get(req) = get_next_item + item_done;  peek(req) = get_next_item without the "called" flag
//   put_response(rsp)    rsp.set_id_info(req) first
#pragma once

#include <string>

#include <fmt/format.h>

#include "uvm_sequence_base.h"
#include "uvm_sequence_item.h"

namespace uvm {

template <typename REQ = uvm_sequence_item, typename RSP = REQ>
class uvm_sequencer;

/// What a seq_item_port connects to: the sequencer itself.
template <typename REQ, typename RSP = REQ>
struct uvm_seq_item_export {
  uvm_sequencer<REQ, RSP>* sqr = nullptr;
};

template <typename REQ, typename RSP>
class uvm_sequencer : public uvm_sequencer_base {
 public:
  using req_type = REQ;
  using rsp_type = RSP;

  explicit uvm_sequencer(uvm_component_name name) : uvm_sequencer_base(name) {
    seq_item_export.sqr = this;
  }
  std::string get_type_name() const override { return "uvm_sequencer"; }

  void get_next_item(REQ*& req) { req = cast(get_next_item_base()); }
  void try_next_item(REQ*& req) { req = cast(try_next_item_base()); }
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

  uvm_seq_item_export<REQ, RSP> seq_item_export;

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
  std::string get_type_name() const override { return "uvm_virtual_sequencer"; }
};

/// The driver's port (UVM's uvm_seq_item_pull_port): forwards to the connected sequencer.
template <typename REQ, typename RSP = REQ>
class uvm_seq_item_pull_port {
 public:
  explicit uvm_seq_item_pull_port(std::string name = "seq_item_port") : m_name(std::move(name)) {}
  void connect(uvm_seq_item_export<REQ, RSP>& exp) { m_sqr = exp.sqr; }
  bool is_connected() const { return m_sqr != nullptr; }
  uvm_sequencer<REQ, RSP>* get_sequencer() const { return m_sqr; }

  void get_next_item(REQ*& req) { sqr().get_next_item(req); }
  void try_next_item(REQ*& req) { sqr().try_next_item(req); }
  bool poll_next_item(REQ*& req) { return sqr().poll_next_item(req); }
  bool has_do_available() { return sqr().has_do_available(); }
  /// Notified (immediately) when a sequence delivers an item.
  const sc_core::sc_event& item_put_event() { return sqr().item_put_event(); }
  void item_done(const RSP* rsp = nullptr) { sqr().item_done(rsp); }
  void get(REQ*& req) { sqr().get(req); }
  void peek(REQ*& req) { sqr().peek(req); }
  void put_response(const RSP& rsp) { sqr().put_response(rsp); }
  const std::string& get_name() const { return m_name; }

 private:
  uvm_sequencer<REQ, RSP>& sqr() {
    if (!m_sqr) uvm_report_fatal("SEQ_PORT", m_name + " is not connected to a sequencer");
    return *m_sqr;
  }
  std::string m_name;
  uvm_sequencer<REQ, RSP>* m_sqr = nullptr;
};

}  // namespace uvm
