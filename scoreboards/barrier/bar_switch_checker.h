// bar_switch_checker: compares, edge by edge, what one barrier switch did (bar_switch_obs, from
// the probe) with what its reference model predicted for the same edge (bar_switch_pred, from
// the predictor). Inputs: obs_export and pred_export, in either order (an edge is checked once
// both of its items arrived). Checks:
//   packets   every predicted tx transfer and every observed one go to the per-port packet
//             scoreboard (bar_scoreboard `sb`: BAR_SB_MISSING, BAR_SB_EXTRA, BAR_SB_MISMATCH,
//             BAR_SB_NONE), predictions first, then observations, then the edge's tick;
//   BAR_SB_REG, BAR_SB_REG_STRAY  the register responses (bar_edge_checker).
// ref_model_check = false turns the register response comparison off (a register back door
// writes the RTL behind the model's back); the stray check stays on.
// Depends on the model's items only (no env, no agent, no pins).
#pragma once

#include <array>
#include <cstdint>

#include <fmt/format.h>

#include "bar_edge_checker.h"
#include "bar_switch_items.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_switch_checker
    : public bar_edge_checker<bar_switch_checker, bar_switch_obs, bar_switch_pred> {
  friend bar_edge_checker;  // calls keep() and check()

 public:
  UVM_COMPONENT_UTILS(bar_switch_checker);
  explicit bar_switch_checker(uvm::uvm_component_name name);
  ~bar_switch_checker() override;

  /// Ports of the switch.
  unsigned num_ports = 0;

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::report_phase(phase);
    UVM_INFO("BAR_REG", fmt::format("{} register response(s) checked", reg_checked()),
             uvm::UVM_LOW);
  }

 private:
  /// What is kept of a prediction until its edge is checked.
  struct pred {
    std::optional<reg_access> reg;  ///< the access accepted at the edge
    std::uint32_t tx_xfer = 0;
    std::array<std::uint16_t, bar_switch_model::kMaxPorts> tx_pkt{};
  };

  void keep(const bar_switch_pred& p) {
    m_pred.reg.reset();
    if (p.reg_valid)
      m_pred.reg = reg_access{p.reg_write ? "write" : "read", p.reg_addr, p.out.reg_rdata,
                              p.out.reg_rerr, p.out.reg_rdata_known};
    m_pred.tx_xfer = p.out.tx_xfer;
    for (unsigned q = 0; q < num_ports; ++q)
      if (p.out.tx_xfer & (1u << q)) m_pred.tx_pkt[q] = p.out.tx_pkt[q];
  }
  void check(const bar_switch_obs& o) {
    const std::uint64_t e = o.edge;
    check_reg_response(e, o.rvalid, o.rdata, o.rerr, m_pred.reg);
    for (unsigned q = 0; q < num_ports; ++q)
      if (m_pred.tx_xfer & (1u << q)) sb->expect(e, q, m_pred.tx_pkt[q]);
    for (unsigned i = 0; i < o.num_tx; ++i) sb->observe(e, o.tx[i].port, o.tx[i].pkt);
    sb->tick(e);
  }

  pred m_pred;  ///< a prediction waiting for its observation (or the one being checked)
};

}  // namespace collnet::barrier
