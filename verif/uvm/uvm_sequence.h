// uvm_sequence.h: typed sequences (UVM's uvm_sequence<REQ, RSP>) and UVM_DECLARE_P_SEQUENCER.
//
//   class my_seq : public uvm::uvm_sequence<my_item> {
//    public:
//     UVM_OBJECT_UTILS(my_seq);
//     explicit my_seq(std::string name = "my_seq") : uvm_sequence(std::move(name)) {}
//     void body() override {
//       my_item req("req");
//       for (int i = 0; i < 10; ++i) {
//         start_item(&req);
//         req.data = uvm::urandom<std::uint32_t>(rng());
//         finish_item(&req);            // returns after the driver's item_done()
//         my_item* rsp = nullptr;
//         get_response(rsp, req.get_transaction_id());  // only if the driver responds
//       }
//     }
//   };
//   my_seq seq("seq"); seq.start(env->agent->sqr);
//
// Items are owned by the sequence (the driver gets a pointer, valid until item_done()).
// get_response(RSP*& rsp) copies into *rsp (UVM-SystemC); a null rsp is pointed at a response
// owned by the sequence, valid until the next start() of the sequence or its destruction. UVM_DO /
// UVM_CREATE create the item through the factory (create_item), owned by the sequence likewise; as
// in UVM-SystemC, the CONSTRAINTS argument of the *_WITH forms is accepted and ignored (no
// randomization). Virtual sequences: a sequencer of no item type (uvm::uvm_virtual_sequencer or a
// class derived from it) holding pointers to the real sequencers; in the sequence,
// UVM_DECLARE_P_SEQUENCER(T) gives `T* p_sequencer` (checked at start()), and sub-sequences are
// started with `sub.start(p_sequencer->fifo_sqr, this)`.
#pragma once

#include <deque>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <systemc>

#include "uvm_random.h"
#include "uvm_sequence_base.h"

namespace uvm {

template <typename REQ = uvm_sequence_item, typename RSP = REQ>
class uvm_sequence : public uvm_sequence_base {
 public:
  using req_type = REQ;
  using rsp_type = RSP;

  explicit uvm_sequence(std::string name = "uvm_sequence") : uvm_sequence_base(std::move(name)) {}
  const std::string get_type_name() const override { return "uvm_sequence"; }

  /// Waits for a response (the next one, or the one with this transaction id) and copies it.
  void get_response(RSP& rsp, int transaction_id = -1) {
    for (;;) {
      for (auto it = m_responses.begin(); it != m_responses.end(); ++it) {
        if (transaction_id == -1 || (*it)->get_transaction_id() == transaction_id) {
          rsp = static_cast<const RSP&>(**it);
          m_responses.erase(it);
          return;
        }
      }
      sc_core::wait(m_rsp_ev);
    }
  }
  /// UVM-SystemC form: waits for a response and copies it into *response (the caller's object,
  /// as UVM-SystemC); with a null `response`, points it at a copy owned by the sequence until
  /// its next start().
  void get_response(RSP*& response, int transaction_id = -1) {
    if (response) {
      get_response(*response, transaction_id);
      return;
    }
    auto r = std::make_unique<RSP>();
    get_response(*r, transaction_id);
    response = r.get();
    m_rsp_store.push_back(std::move(r));
  }
  /// Non-blocking variant: false if no (matching) response is queued.
  bool try_get_response(RSP& rsp, int transaction_id = -1) {
    for (auto it = m_responses.begin(); it != m_responses.end(); ++it) {
      if (transaction_id == -1 || (*it)->get_transaction_id() == transaction_id) {
        rsp = static_cast<const RSP&>(**it);
        m_responses.erase(it);
        return true;
      }
    }
    return false;
  }
  std::size_t get_response_queue_size() const { return m_responses.size(); }

  void put_response(const uvm_sequence_item& rsp) override {
    const RSP* typed = dynamic_cast<const RSP*>(&rsp);
    if (!typed) {
      UVM_ERROR("SEQ_RSP_TYPE",
                fmt::format("response {} is not of the sequence's RSP type", rsp.get_name()));
      return;
    }
    if (m_rsp_depth >= 0 && static_cast<int>(m_responses.size()) >= m_rsp_depth) {
      if (!m_rsp_overflow_quiet) {
        UVM_ERROR("SEQ_RSP_OVERFLOW", fmt::format("response queue overflow (depth {}), "
                                                  "response dropped",
                                                  m_rsp_depth));
      }
      return;
    }
    m_responses.push_back(std::make_unique<RSP>(*typed));
    m_rsp_ev.notify();
  }

  /// This sequence's random stream: seeded from (+seed, full name at first use).
  std::mt19937_64& rng() {
    if (!m_rng) m_rng = std::make_unique<std::mt19937_64>(make_rng(get_full_name()));
    return *m_rng;
  }

 protected:
  void m_on_start() override { m_rsp_store.clear(); }

 private:
  std::unique_ptr<std::mt19937_64> m_rng;
  std::vector<std::unique_ptr<RSP>> m_rsp_store;  ///< responses given by get_response(RSP*&)
};

}  // namespace uvm

// ---- Sequence action macros (UVM-SystemC's set: UVM_DO, UVM_DO_PRI, UVM_DO_WITH,
// UVM_DO_PRI_WITH, UVM_DO_ON, UVM_DO_ON_PRI, UVM_DO_ON_WITH, UVM_DO_ON_PRI_WITH, UVM_CREATE,
// UVM_CREATE_ON). SEQ_OR_ITEM is a pointer variable of the item or sequence type; it is set to a
// new factory-created object owned by this sequence. An item is sent with start_item /
// finish_item on SEQR; a sequence is started on SEQR with this sequence as parent and
// call_pre_post = false. CONSTRAINTS is ignored (as UVM-SystemC: no randomization).
#define UVM_CREATE_ON(SEQ_OR_ITEM, SEQR)                                                        \
  SEQ_OR_ITEM = dynamic_cast<std::remove_reference_t<decltype(SEQ_OR_ITEM)>>(this->create_item( \
      std::remove_pointer_t<std::remove_reference_t<decltype(SEQ_OR_ITEM)>>::get_type(), SEQR,  \
      #SEQ_OR_ITEM));

#define UVM_CREATE(SEQ_OR_ITEM) UVM_CREATE_ON(SEQ_OR_ITEM, this->m_sequencer)

#define UVM_DO_ON_PRI_WITH(SEQ_OR_ITEM, SEQR, PRIORITY, CONSTRAINTS)       \
  {                                                                        \
    UVM_CREATE_ON(SEQ_OR_ITEM, SEQR)                                       \
    auto* uvm_seq_ = dynamic_cast<::uvm::uvm_sequence_base*>(SEQ_OR_ITEM); \
    if (uvm_seq_ == nullptr) {                                             \
      this->start_item(SEQ_OR_ITEM, PRIORITY, SEQR);                       \
      this->finish_item(SEQ_OR_ITEM, PRIORITY);                            \
    } else {                                                               \
      uvm_seq_->start(SEQR, this, PRIORITY, false);                        \
    }                                                                      \
  }

#define UVM_DO(SEQ_OR_ITEM) UVM_DO_ON_PRI_WITH(SEQ_OR_ITEM, this->m_sequencer, -1, "")
#define UVM_DO_PRI(SEQ_OR_ITEM, PRIORITY) \
  UVM_DO_ON_PRI_WITH(SEQ_OR_ITEM, this->m_sequencer, PRIORITY, "")
#define UVM_DO_WITH(SEQ_OR_ITEM, CONSTRAINTS) \
  UVM_DO_ON_PRI_WITH(SEQ_OR_ITEM, this->m_sequencer, -1, CONSTRAINTS)
#define UVM_DO_PRI_WITH(SEQ_OR_ITEM, PRIORITY, CONSTRAINTS) \
  UVM_DO_ON_PRI_WITH(SEQ_OR_ITEM, this->m_sequencer, PRIORITY, CONSTRAINTS)
#define UVM_DO_ON(SEQ_OR_ITEM, SEQR) UVM_DO_ON_PRI_WITH(SEQ_OR_ITEM, SEQR, -1, "")
#define UVM_DO_ON_PRI(SEQ_OR_ITEM, SEQR, PRIORITY) \
  UVM_DO_ON_PRI_WITH(SEQ_OR_ITEM, SEQR, PRIORITY, "")
#define UVM_DO_ON_WITH(SEQ_OR_ITEM, SEQR, CONSTRAINTS) \
  UVM_DO_ON_PRI_WITH(SEQ_OR_ITEM, SEQR, -1, CONSTRAINTS)

/// In a sequence class: `SEQUENCER* p_sequencer`, set (and type-checked) by start().
#define UVM_DECLARE_P_SEQUENCER(SEQUENCER)                                           \
  SEQUENCER* p_sequencer = nullptr;                                                  \
  void m_set_p_sequencer() override {                                                \
    p_sequencer = dynamic_cast<SEQUENCER*>(get_sequencer());                         \
    if (!p_sequencer) {                                                              \
      UVM_FATAL("DCLPSQ", get_full_name() + ": the sequencer is not a " #SEQUENCER); \
    }                                                                                \
  }
