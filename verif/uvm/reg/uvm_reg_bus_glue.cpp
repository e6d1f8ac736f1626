// uvm_reg_bus_glue.cpp: front-door bus transfer on the sequence layer (see the header).
#include "uvm_reg_bus_glue.h"

#include <string>

#include <systemc>

#include "uvm_report.h"
#include "uvm_sequence_base.h"
#include "uvm_sequence_item.h"

namespace uvm::detail {

namespace {

/// One bus item as a sequence: start_item / finish_item, then (optionally) the response.
class reg_bus_seq : public uvm_sequence_base {
 public:
  reg_bus_seq(uvm_sequence_item& item, int prior, bool want_response)
      : uvm_sequence_base("reg_bus_seq"),
        m_item(item),
        m_prior(prior),
        m_want_response(want_response) {}
  void body() override {
    start_item(m_item, m_prior);
    finish_item(m_item, m_prior);
    if (m_want_response) {
      while (!m_rsp && !m_rsp_failed) sc_core::wait(m_rsp_ev);
    }
  }
  void put_response(const uvm_sequence_item& rsp) override {
    std::unique_ptr<uvm_object> copy = clone_owned(rsp);
    auto* typed = dynamic_cast<uvm_sequence_item*>(copy.get());
    if (!typed) {
      uvm_report_error("RegModel", "response item of type " + rsp.get_type_name() +
                                       " cannot be copied (register its type with "
                                       "UVM_OBJECT_UTILS); the read data is lost");
      m_rsp_failed = true;
    } else {
      copy.release();
      m_rsp.reset(typed);
    }
    m_rsp_ev.notify();
  }
  std::unique_ptr<uvm_sequence_item> m_rsp;
  bool m_rsp_failed = false;

 private:
  uvm_sequence_item& m_item;
  int m_prior;
  bool m_want_response;
};

}  // namespace

std::unique_ptr<uvm_sequence_item> reg_bus_transfer(uvm_sequencer_base* sqr,
                                                    uvm_sequence_base* parent,
                                                    uvm_sequence_item& item, int prior,
                                                    bool want_response) {
  reg_bus_seq seq(item, prior, want_response);
  seq.start(sqr, parent, prior);
  return std::move(seq.m_rsp);
}

}  // namespace uvm::detail
