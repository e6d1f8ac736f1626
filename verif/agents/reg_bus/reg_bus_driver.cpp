// reg_bus_driver.cpp: reg_bus_driver's phases, compiled once (library reg_bus_agent); the
// per-edge drive() stays inline in the header.
#include "vl_harness.h"

#include "reg_bus_driver.h"

#include <cstdint>

#include "uvm.h"

namespace collnet::common {

reg_bus_driver::reg_bus_driver(uvm::uvm_component_name name) : dv_base_driver(name) {}

reg_bus_driver::~reg_bus_driver() = default;

void reg_bus_driver::connect_phase(uvm::uvm_phase& phase) {
  dv_base_driver::connect_phase(phase);
  m_h->on_sample([this] {
    if (m_rsp_due) {  // the answer to the access accepted at the previous edge
      if (m_answered == m_wait_idx) {
        m_rsp.rvalid = m_vif.read_rvalid();
        m_rsp.rdata = m_vif.read_rdata();
        m_rsp.rerr = m_vif.read_rerr();
      }
      ++m_answered;
      m_rsp_due = false;
    }
    m_pop = m_vif.read_valid() && m_vif.read_ready();
    if (m_pop) m_rsp_due = true;
  });
  m_h->on_drive([this] { drive(); });
}

void reg_bus_driver::run_phase(uvm::uvm_phase& phase) {
  dv_base_driver::run_phase(phase);
  for (;;) {
    reg_bus_item* req = nullptr;
    seq_item_port->get_next_item(req);
    const std::uint64_t idx = m_pushed;
    push(req->op);
    if (!req->want_response) {
      seq_item_port->item_done();
      continue;
    }
    m_wait_idx = idx;
    while (m_answered <= idx) m_h->wait_cycles(1);
    m_wait_idx = ~std::uint64_t{0};
    reg_bus_item rsp("reg_bus_rsp");
    rsp.op = req->op;
    rsp.kind = reg_bus_rsp;
    rsp.rvalid = m_rsp.rvalid;
    rsp.rdata = m_rsp.rdata;
    rsp.rerr = m_rsp.rerr;
    rsp.set_id_info(*req);
    seq_item_port->item_done(rsp);
  }
}

}  // namespace collnet::common
