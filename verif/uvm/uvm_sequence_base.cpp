// Out-of-line parts of the sequencer: the paths that are not taken per item.
#include "uvm_sequence_base.h"

namespace uvm {

void uvm_sequencer_base::m_wait_for_grant_queued(uvm_sequence_base* seq, int item_priority) {
  arb_request req{seq, item_priority, SEQ_TYPE_REQ, false};
  m_arb_q.push_back(&req);
  m_arb_changed_ev.notify();
  while (!req.granted) sc_core::wait(seq->m_grant_ev);
}

void uvm_sequencer_base::m_send_request_busy(const uvm_sequence_base* seq) const {
  UVM_ERROR("SQRSNDREQ", fmt::format("send_request from {}: the driver still holds an item "
                                     "(finish_item without a grant?)",
                                     seq->get_full_name()));
}

void uvm_sequencer_base::m_item_done_without_request() const {
  UVM_FATAL("SQR_ITEM_DONE", "item_done() called with no outstanding request");
}

}  // namespace uvm
