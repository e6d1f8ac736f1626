// bar_leaf_checker: compares, edge by edge, what one barrier leaf did (bar_leaf_obs, from the
// probe) with what its reference model predicted (bar_leaf_pred, from the predictor). Inputs:
// obs_export and pred_export, in either order (an edge is checked once both arrived). Checks:
//   BAR_LEAF_OUT      release/release_seq, arrive_ready, waiting, seq at the edge against the
//                     model's outputs of the cycle before it (from the first edge out of reset);
//   packets           predicted and observed tx transfers to the packet scoreboard `sb` (port 0:
//                     BAR_SB_MISSING, BAR_SB_EXTRA, BAR_SB_MISMATCH, BAR_SB_NONE);
//   BAR_SB_REG, BAR_SB_REG_STRAY  the register responses (bar_edge_checker).
// ref_model_check = false turns BAR_LEAF_OUT and BAR_SB_REG off (a register back door writes
// the RTL behind the model's back). Depends on the model's items only.
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "bar_edge_checker.h"
#include "bar_leaf_items.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_leaf_checker : public bar_edge_checker<bar_leaf_checker, bar_leaf_obs, bar_leaf_pred> {
  friend bar_edge_checker;  // calls keep() and check()

 public:
  UVM_COMPONENT_UTILS(bar_leaf_checker);
  explicit bar_leaf_checker(uvm::uvm_component_name name);
  ~bar_leaf_checker() override;

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::report_phase(phase);
    UVM_INFO("BAR_LEAF",
             fmt::format("{} release(s) checked, {} timeout(s), {} register "
                         "response(s) checked",
                         m_releases, m_timeouts, reg_checked()),
             uvm::UVM_LOW);
  }

 private:
  void keep(const bar_leaf_pred& p) { m_pred = p; }
  void check(const bar_leaf_obs& s) {
    const bar_leaf_pred& m = m_pred;
    const std::uint64_t e = s.edge;
    if (ref_model_check &&
        (s.release != m.release || (s.release && s.release_seq != m.release_seq) ||
         s.arrive_ready != m.arrive_ready || s.waiting != m.waiting || s.seq != m.seq))
      UVM_ERROR(
          "BAR_LEAF_OUT",
          fmt::format("edge {}: release {}/{} arrive_ready {} waiting {} seq {}; model "
                      "{}/{} {} {} {}",
                      e, int(s.release), s.release_seq, int(s.arrive_ready), int(s.waiting), s.seq,
                      int(m.release), m.release_seq, int(m.arrive_ready), int(m.waiting), m.seq));
    if (s.release) ++m_releases;
    std::optional<reg_access> accepted;
    if (m.reg_valid) accepted = reg_access{"access", m.reg_addr, m.out.reg_rdata, m.out.reg_rerr};
    check_reg_response(e, s.rvalid, s.rdata, s.rerr, accepted);
    if (m.out.timeout) ++m_timeouts;
    if (m.out.tx_xfer) sb->expect(e, 0, m.out.tx_pkt);
    if (s.tx) sb->observe(e, 0, s.tx_pkt);
    sb->tick(e);
  }

  bar_leaf_pred m_pred;  ///< a prediction waiting for its observation (or being checked)
  std::uint64_t m_releases = 0, m_timeouts = 0;
};

}  // namespace collnet::barrier
