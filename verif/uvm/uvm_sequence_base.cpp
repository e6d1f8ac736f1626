// Out-of-line parts of the sequencer: the paths that are not taken per item.
#include "uvm_sequence_base.h"

#include "uvm_config_db.h"
#include "uvm_root.h"

namespace uvm {

void uvm_sequencer_base::m_wait_for_grant_queued(uvm_sequence_base* seq, int item_priority) {
  arb_request req{seq, item_priority, SEQ_TYPE_REQ, false};
  m_arb_q.push_back(&req);
  m_arb_changed_ev.notify();
  while (!req.granted) sc_core::wait(seq->m_grant_ev);
}

void uvm_sequencer_base::m_grant_leading_locks() {
  // Leading lock requests (before the first item request) are granted unless blocked.
  std::size_t b = 0;
  while (b < m_arb_q.size() && m_arb_q[b]->type == SEQ_TYPE_LOCK) ++b;
  if (b == 0) return;
  std::vector<arb_request*> blocked;
  std::vector<arb_request*> granted;
  for (std::size_t i = 0; i < b; ++i) {
    arb_request* r = m_arb_q[i];
    (is_blocked(r->seq) ? blocked : granted).push_back(r);
  }
  m_arb_q.erase(m_arb_q.begin(), m_arb_q.begin() + static_cast<std::ptrdiff_t>(b));
  m_arb_q.insert(m_arb_q.begin(), blocked.begin(), blocked.end());
  for (arb_request* r : granted) {
    m_lock_list.push_back(r->seq);
    r->granted = true;
    r->seq->m_grant_ev.notify();
  }
  if (!granted.empty()) m_arb_changed_ev.notify();
}

void uvm_sequencer_base::m_send_request_busy(const uvm_sequence_base* seq) const {
  UVM_ERROR("SQRSNDREQ", fmt::format("send_request from {}: the driver still holds an item "
                                     "(finish_item without a grant?)",
                                     seq->get_full_name()));
}

void uvm_sequencer_base::start_phase_sequence(uvm_phase& phase) {
  const std::string inst = phase.get_name() + "_phase";
  uvm_sequence_base* seq = nullptr;
  if (!uvm_config_db<uvm_sequence_base*>::get(this, inst, "default_sequence", seq) || !seq) {
    uvm_object_wrapper* w = nullptr;
    if (!uvm_config_db<uvm_object_wrapper*>::get(this, inst, "default_sequence", w) || !w) {
      UVM_INFO("PHASESEQ",
               fmt::format("No default phase sequence for phase '{}' found for {}",
                           phase.get_name(), get_full_name()),
               UVM_FULL);
      return;
    }
    std::unique_ptr<uvm_object> o(
        uvm_factory::get()->create_object_by_type(w, get_full_name(), w->get_type_name()));
    seq = dynamic_cast<uvm_sequence_base*>(o.get());
    if (!seq) {
      UVM_WARNING("PHASESEQ", fmt::format("Default sequence for phase '{}' is not a sequence "
                                          "type.",
                                          phase.get_name()));
      return;
    }
    o.release();
    m_default_seqs.emplace_back(seq);
  }
  UVM_INFO("PHASESEQ",
           fmt::format("Starting default sequence '{}' for phase '{}' for sequencer {}",
                       seq->get_type_name(), phase.get_name(), get_full_name()),
           UVM_FULL);
  seq->set_sequencer(this);
  seq->set_starting_phase(&phase);
  sc_core::sc_spawn([this, seq] { seq->start(this); });
}

void uvm_sequencer_base::m_item_done_without_request() const {
  UVM_FATAL("SQR_ITEM_DONE", "item_done() called with no outstanding request");
}

}  // namespace uvm

namespace uvm {

std::string uvm_sequence_item::get_sequence_path() const {
  std::string path = get_name();
  for (const uvm_sequence_item* s = get_parent_sequence(); s != nullptr;
       s = s->get_parent_sequence())
    path = s->get_name() + "." + path;
  return path;
}

namespace {
const uvm_report_object* item_reporter(const uvm_sequencer_base* sqr) {
  if (sqr != nullptr) return sqr;
  return uvm_root::get();
}
}  // namespace

bool uvm_sequence_item::uvm_report_enabled(int verbosity, uvm_severity severity,
                                           std::string_view id) const {
  return item_reporter(m_sequencer)->uvm_report_enabled(verbosity, severity, id);
}

void uvm_sequence_item::uvm_report(uvm_severity severity, const std::string& id,
                                   const std::string& message, int verbosity,
                                   const std::string& file, int line,
                                   const std::string& context_name,
                                   bool report_enabled_checked) const {
  if (verbosity == -1)
    verbosity = severity == UVM_ERROR ? UVM_LOW : severity == UVM_FATAL ? UVM_NONE : UVM_MEDIUM;
  if (!report_enabled_checked && !uvm_report_enabled(verbosity, severity, id)) return;
  item_reporter(m_sequencer)
      ->uvm_report(severity, id, message, verbosity, file, line,
                   context_name.empty() ? get_sequence_path() : context_name, true);
}

}  // namespace uvm
