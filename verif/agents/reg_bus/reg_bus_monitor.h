// reg_bus_monitor: publishes on `ap`, at every edge (sample callback), in this order:
//   the response (reg_bus_rsp: rvalid, rdata, rerr as seen now, with the op it answers and the
//     edge of that access in req_edge) of the access accepted at the previous sampled edge, if
//     there was one (whatever rvalid is: a missing response is the checker's business);
//     UVM_ERROR [REG_BUS_PROTO] when the response to a write or a rejected access has
//     rdata != 0 (rtl/common/cc_reg_if.sv's protocol);
//   otherwise a response (rvalid high) that answers no access, on `ap` only (never to the
//     predictor): a stray response is the checker's business too;
//   the access accepted at this edge (reg_bus_req: reg_valid_i && reg_ready_o).
// `access_ap` carries the responses only: the complete accesses (the register predictor's and
// the register scoreboards' input). The item is a reused member: subscribers copy what they keep.
// publish() is the one place an item leaves the monitor: a _bad test's factory override of the
// monitor may falsify what it reports there.
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "dv_base_monitor.h"
#include "reg_bus_config.h"
#include "reg_bus_item.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::common {

class reg_bus_monitor : public dv::dv_base_monitor<reg_bus_monitor, reg_bus_item, reg_bus_vif> {
 public:
  UVM_COMPONENT_UTILS(reg_bus_monitor);
  explicit reg_bus_monitor(uvm::uvm_component_name name);
  ~reg_bus_monitor() override;
  uvm::uvm_analysis_port<reg_bus_item> ap{"ap"};
  uvm::uvm_analysis_port<reg_bus_item> access_ap{"access_ap"};

  /// Called by the harness at every rising edge (dv_base_monitor).
  void sample() {
    m_item.edge = m_h->cycle() + 1;
    if (m_resp_due) {
      m_item.kind = reg_bus_rsp;
      m_item.req_edge = m_req_edge;
      m_item.rvalid = m_vif.read_rvalid();
      m_item.rdata = m_vif.read_rdata();
      m_item.rerr = m_vif.read_rerr();
      m_resp_due = false;
      if (VL_UNLIKELY(m_item.rvalid && (m_item.op.write || m_item.rerr) && m_item.rdata != 0)) {
        UVM_ERROR("REG_BUS_PROTO",
                  fmt::format("edge {}: the response to the {} {} of 0x{:x} has rdata 0x{:x} "
                              "(must be 0 for writes and rejected accesses)",
                              m_item.edge, m_item.rerr ? "rejected" : "accepted",
                              m_item.op.write ? "write" : "read", m_item.op.addr, m_item.rdata));
      }
      publish(m_item);  // m_item.op is still the op of the access answered
      m_item.op = m_op;
    } else if (m_vif.read_rvalid()) {
      m_item.kind = reg_bus_rsp;
      m_item.req_edge = 0;
      m_item.rvalid = true;
      m_item.rdata = m_vif.read_rdata();
      m_item.rerr = m_vif.read_rerr();
      write(ap, m_item);
    }
    if (m_vif.read_valid() && m_vif.read_ready()) {
      m_op = {m_vif.read_write(), m_vif.read_addr(), m_vif.read_wdata()};
      m_item.kind = reg_bus_req;
      m_item.op = m_op;
      m_item.rvalid = false;
      m_item.rdata = 0;
      m_item.rerr = false;
      m_req_edge = m_item.edge;
      m_resp_due = true;
      publish(m_item);
      m_item.op = m_op;
    }
  }

 protected:
  /// Publishes one item (a response also on access_ap).
  virtual void publish(reg_bus_item& it) {
    write(ap, it);
    if (it.kind == reg_bus_rsp) access_ap.write(it);  // recorded on ap
  }

 private:
  reg_bus_op m_op;  ///< the access awaiting its response
  std::uint64_t m_req_edge = 0;
  bool m_resp_due = false;  ///< an access was accepted at the previous sampled edge
};

}  // namespace collnet::common
