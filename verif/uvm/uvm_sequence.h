// uvm_sequence.h: typed sequences (UVM's uvm_sequence<REQ, RSP>) and UVM_DECLARE_P_SEQUENCER.
//
//   class my_seq : public uvm::uvm_sequence<my_item> {
//    public:
//     UVM_OBJECT_UTILS(my_seq);
//     explicit my_seq(std::string name = "my_seq") : uvm_sequence(std::move(name)) {}
//     void body() override {
//       for (int i = 0; i < 10; ++i) {
//         auto req = my_item::type_id::create("req");
//         start_item(*req);
//         req->data = uvm::urandom<std::uint32_t>(rng());
//         finish_item(*req);            // returns after the driver's item_done()
//         my_item rsp;
//         get_response(rsp, req->get_transaction_id());  // only if the driver responds
//       }
//     }
//   };
//   my_seq seq("seq"); seq.start(&env->agent->sqr);
//
// Items are owned by the sequence (the driver gets a pointer, valid until item_done()).
// Virtual sequences: a sequencer of no item type (uvm::uvm_virtual_sequencer or a class derived
// from it) holding pointers to the real sequencers; in the sequence, UVM_DECLARE_P_SEQUENCER(T)
// gives `T* p_sequencer` (checked at start()), and sub-sequences are started with
// `sub.start(p_sequencer->fifo_sqr, this)`.
#pragma once

#include <deque>
#include <memory>
#include <random>
#include <string>

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
  std::string get_type_name() const override { return "uvm_sequence"; }

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

 private:
  std::unique_ptr<std::mt19937_64> m_rng;
};

}  // namespace uvm

/// In a sequence class: `SEQUENCER* p_sequencer`, set (and type-checked) by start().
#define UVM_DECLARE_P_SEQUENCER(SEQUENCER)                                           \
  SEQUENCER* p_sequencer = nullptr;                                                  \
  void m_set_p_sequencer() override {                                                \
    p_sequencer = dynamic_cast<SEQUENCER*>(get_sequencer());                         \
    if (!p_sequencer) {                                                              \
      UVM_FATAL("DCLPSQ", get_full_name() + ": the sequencer is not a " #SEQUENCER); \
    }                                                                                \
  }
