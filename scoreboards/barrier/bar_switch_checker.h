// bar_switch_checker: compares, edge by edge, what one barrier switch did (bar_switch_obs, from
// the probe) with what its reference model predicted for the same edge (bar_switch_pred, from
// the predictor). Inputs: obs_export and pred_export, in either order (an edge is checked once
// both of its items arrived). Checks:
//   packets   every predicted tx transfer and every observed one go to the per-port packet
//             scoreboard (bar_scoreboard `sb`: BAR_SB_MISSING, BAR_SB_EXTRA, BAR_SB_MISMATCH,
//             BAR_SB_NONE), predictions first, then observations, then the edge's tick;
//   BAR_SB_REG        the response to the access accepted at the previous edge: rvalid high,
//                     rerr as predicted, rdata as predicted when the model knows the value;
//   BAR_SB_REG_STRAY  a response (rvalid) that answers no access.
// ref_model_check = false turns the register response comparison off (a register back door
// writes the RTL behind the model's back); the stray check stays on.
// Depends on the model's items only (no env, no agent, no pins).
#pragma once

#include <array>
#include <cstdint>

#include <fmt/format.h>

#include "bar_analysis_imps.h"
#include "bar_scoreboard.h"
#include "bar_switch_items.h"
#include "dv_analysis_imps.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_switch_checker : public uvm::uvm_scoreboard {
 public:
  UVM_COMPONENT_UTILS(bar_switch_checker);
  explicit bar_switch_checker(uvm::uvm_component_name name);
  ~bar_switch_checker() override;

  dv::uvm_analysis_imp_obs<bar_switch_obs, bar_switch_checker> obs_export{"obs_export", this};
  uvm_analysis_imp_pred<bar_switch_pred, bar_switch_checker> pred_export{"pred_export", this};

  /// The per-port packet scoreboard (set before the first edge).
  bar_scoreboard* sb = nullptr;
  /// Ports of the switch.
  unsigned num_ports = 0;
  /// false: register responses are not compared with the model (BAR_SB_REG off).
  bool ref_model_check = true;

  void write_obs(const bar_switch_obs& o) {
    if (m_join.on_obs(o, m_pred.edge)) check(o);
  }
  void write_pred(const bar_switch_pred& p) {
    m_pred.edge = p.edge;
    m_pred.reg_valid = p.reg_valid;
    m_pred.reg_write = p.reg_write;
    m_pred.reg_addr = p.reg_addr;
    m_pred.reg_rdata = p.out.reg_rdata;
    m_pred.reg_rerr = p.out.reg_rerr;
    m_pred.reg_rdata_known = p.out.reg_rdata_known;
    m_pred.tx_xfer = p.out.tx_xfer;
    for (unsigned q = 0; q < num_ports; ++q)
      if (p.out.tx_xfer & (1u << q)) m_pred.tx_pkt[q] = p.out.tx_pkt[q];
    if (const auto* o = m_join.on_pred(p.edge)) check(*o);
  }

  /// An access was accepted and its response was not checked yet.
  bool reg_response_due() const { return m_reg_due; }
  std::uint64_t reg_checked() const { return m_reg_checked; }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::report_phase(phase);
    UVM_INFO("BAR_REG", fmt::format("{} register response(s) checked", m_reg_checked),
             uvm::UVM_LOW);
  }

 private:
  /// What is kept of a prediction until its edge is checked.
  struct pred {
    std::uint64_t edge = 0;
    bool reg_valid = false, reg_write = false;
    unsigned reg_addr = 0;
    std::uint32_t reg_rdata = 0;
    bool reg_rerr = false, reg_rdata_known = true;
    std::uint32_t tx_xfer = 0;
    std::array<std::uint16_t, bar_switch_model::kMaxPorts> tx_pkt{};
  };

  void check(const bar_switch_obs& o) {
    const std::uint64_t e = o.edge;
    // Register response of the access accepted at the previous edge.
    if (m_reg_due && !ref_model_check) {
      m_reg_due = false;
    } else if (m_reg_due) {
      ++m_reg_checked;
      if (!o.rvalid)
        UVM_ERROR("BAR_SB_REG", fmt::format("edge {}: no register response", e));
      else if (o.rerr != m_resp.reg_rerr || (m_resp.reg_rdata_known && o.rdata != m_resp.reg_rdata))
        UVM_ERROR("BAR_SB_REG",
                  fmt::format("edge {}: {} 0x{:03x}: got rdata 0x{:x} rerr {}, "
                              "model 0x{:x} rerr {}",
                              e, m_resp.reg_write ? "write" : "read", m_resp.reg_addr, o.rdata,
                              int(o.rerr), m_resp.reg_rdata, int(m_resp.reg_rerr)));
      m_reg_due = false;
    } else if (o.rvalid) {
      UVM_ERROR("BAR_SB_REG_STRAY",
                fmt::format("edge {}: register response (rdata 0x{:x} rerr {}) without an access "
                            "at the previous edge",
                            e, o.rdata, int(o.rerr)));
    }
    if (m_pred.reg_valid) {
      m_resp = m_pred;
      m_reg_due = true;
    }
    for (unsigned q = 0; q < num_ports; ++q)
      if (m_pred.tx_xfer & (1u << q)) sb->expect(e, q, m_pred.tx_pkt[q]);
    for (unsigned i = 0; i < o.num_tx; ++i) sb->observe(e, o.tx[i].port, o.tx[i].pkt);
    sb->tick(e);
  }

  bar_edge_join<bar_switch_obs> m_join;  ///< pairs an edge's observation and prediction
  pred m_pred;             ///< a prediction waiting for its observation (or the one being checked)
  pred m_resp;             ///< prediction of the access whose response is due
  bool m_reg_due = false;  ///< the next edge carries the response to m_resp's access
  std::uint64_t m_reg_checked = 0;
};

}  // namespace collnet::barrier
