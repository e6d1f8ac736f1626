// uvm_sequence_item.h: base of transactions (UVM's uvm_sequence_item).
//
// Ids (as UVM): the sequencer sets the sequence id of an item when the sequence sends it, and
// the sequence sets a transaction id (1, 2, ... per sequence run) in start_item(). A driver that
// sends a response copies them with rsp.set_id_info(req), so that the sequencer routes the
// response to the sequence that sent the request, and get_response(rsp, tid) can match it.
#pragma once

#include <string>

#include <fmt/format.h>

#include "uvm_report.h"
#include "uvm_transaction.h"

namespace uvm {

class uvm_sequence_base;
class uvm_sequencer_base;

class uvm_sequence_item : public uvm_transaction {
 public:
  explicit uvm_sequence_item(std::string name = "uvm_sequence_item")
      : uvm_transaction(std::move(name)) {}
  const std::string get_type_name() const override { return "uvm_sequence_item"; }

  // Transaction id: uvm_transaction's get_transaction_id()/set_transaction_id() (-1 until the
  // item is started by a sequence).
  /// Id of the sending sequence on its sequencer (-1 until sent).
  int get_sequence_id() const { return m_sequence_id; }
  void set_sequence_id(int id) { m_sequence_id = id; }
  /// Copies the sequence and transaction ids of `other` (a response from its request).
  void set_id_info(const uvm_sequence_item& other) {
    set_transaction_id(other.get_transaction_id());
    m_sequence_id = other.m_sequence_id;
  }
  uvm_sequence_base* get_parent_sequence() const { return m_parent_sequence; }
  void set_parent_sequence(uvm_sequence_base* seq) { m_parent_sequence = seq; }
  uvm_sequencer_base* get_sequencer() const { return m_sequencer; }
  void set_sequencer(uvm_sequencer_base* sqr) { m_sequencer = sqr; }
  /// "<name> seq_id=<s> tr_id=<t>"; override convert2string() in items to show the fields.
  std::string convert2string() const override {
    return fmt::format("{} seq_id={} tr_id={}", get_name(), m_sequence_id, get_transaction_id());
  }
  /// "<names of the parent sequences>.<name>" (UVM's get_sequence_path()).
  std::string get_sequence_path() const;

  // ---- reporting (UVM-SystemC's uvm_sequence_item) ----
  // Through the item's sequencer (uvm_root, "reporter", without one), filtered by its
  // verbosity; the report names "<sequencer>@@<sequence path>" unless context_name is given.
  bool uvm_report_enabled(int verbosity, uvm_severity severity = UVM_INFO,
                          std::string_view id = {}) const;
  virtual void uvm_report(uvm_severity severity, const std::string& id, const std::string& message,
                          int verbosity = -1, const std::string& file = "", int line = 0,
                          const std::string& context_name = "",
                          bool report_enabled_checked = false) const;
  virtual void uvm_report_info(const std::string& id, const std::string& message,
                               int verbosity = UVM_MEDIUM, const std::string& file = "",
                               int line = 0, const std::string& context_name = "",
                               bool report_enabled_checked = false) const {
    uvm_report(UVM_INFO, id, message, verbosity, file, line, context_name, report_enabled_checked);
  }
  virtual void uvm_report_warning(const std::string& id, const std::string& message,
                                  int verbosity = UVM_MEDIUM, const std::string& file = "",
                                  int line = 0, const std::string& context_name = "",
                                  bool report_enabled_checked = false) const {
    uvm_report(UVM_WARNING, id, message, verbosity, file, line, context_name,
               report_enabled_checked);
  }
  virtual void uvm_report_error(const std::string& id, const std::string& message,
                                int verbosity = UVM_LOW, const std::string& file = "", int line = 0,
                                const std::string& context_name = "",
                                bool report_enabled_checked = false) const {
    uvm_report(UVM_ERROR, id, message, verbosity, file, line, context_name, report_enabled_checked);
  }
  virtual void uvm_report_fatal(const std::string& id, const std::string& message,
                                int verbosity = UVM_NONE, const std::string& file = "",
                                int line = 0, const std::string& context_name = "",
                                bool report_enabled_checked = false) const {
    uvm_report(UVM_FATAL, id, message, verbosity, file, line, context_name, report_enabled_checked);
  }

 private:
  int m_sequence_id = -1;
  uvm_sequence_base* m_parent_sequence = nullptr;
  uvm_sequencer_base* m_sequencer = nullptr;
};

}  // namespace uvm
