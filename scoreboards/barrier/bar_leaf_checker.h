// bar_leaf_checker: compares, edge by edge, what one barrier leaf did (bar_leaf_obs, from the
// probe) with what its reference model predicted (bar_leaf_pred, from the predictor). Inputs:
// obs_export and pred_export, in either order (an edge is checked once both arrived). Checks:
//   BAR_LEAF_OUT      release/release_seq, arrive_ready, waiting, seq at the edge against the
//                     model's outputs of the cycle before it (from the first edge out of reset);
//   packets           predicted and observed tx transfers to the packet scoreboard `sb` (port 0:
//                     BAR_SB_MISSING, BAR_SB_EXTRA, BAR_SB_MISMATCH, BAR_SB_NONE);
//   BAR_SB_REG        the response to the access accepted at the previous edge (rvalid, rdata,
//                     rerr as predicted);
//   BAR_SB_REG_STRAY  a response (rvalid) that answers no access.
// ref_model_check = false turns BAR_LEAF_OUT and BAR_SB_REG off (a register back door writes
// the RTL behind the model's back). Depends on the model's items only.
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "bar_analysis_imps.h"
#include "bar_leaf_items.h"
#include "bar_scoreboard.h"
#include "dv_analysis_imps.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_leaf_checker : public uvm::uvm_scoreboard {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_checker);
  explicit bar_leaf_checker(uvm::uvm_component_name name);
  ~bar_leaf_checker() override;

  dv::uvm_analysis_imp_obs<bar_leaf_obs, bar_leaf_checker> obs_export{"obs_export", this};
  uvm_analysis_imp_pred<bar_leaf_pred, bar_leaf_checker> pred_export{"pred_export", this};

  /// The packet scoreboard (port 0; set before the first edge).
  bar_scoreboard* sb = nullptr;
  /// false: no comparison of outputs and register responses with the model.
  bool ref_model_check = true;

  void write_obs(const bar_leaf_obs& o) {
    if (m_join.on_obs(o, m_pred.edge)) check(o);
  }
  void write_pred(const bar_leaf_pred& p) {
    m_pred = p;
    if (const auto* o = m_join.on_pred(p.edge)) check(*o);
  }

  /// An access was accepted and its response was not checked yet.
  bool reg_response_due() const { return m_reg_due; }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::report_phase(phase);
    UVM_INFO("BAR_LEAF",
             fmt::format("{} release(s) checked, {} timeout(s), {} register "
                         "response(s) checked",
                         m_releases, m_timeouts, m_reg_checked),
             uvm::UVM_LOW);
  }

 private:
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
    if (m_reg_due && !ref_model_check) {
      m_reg_due = false;
    } else if (m_reg_due) {
      ++m_reg_checked;
      if (!s.rvalid || s.rerr != m_resp_rerr || s.rdata != m_resp_rdata)
        UVM_ERROR("BAR_SB_REG", fmt::format("edge {}: addr 0x{:03x}: got rvalid {} rdata 0x{:x} "
                                            "rerr {}, model 0x{:x} rerr {}",
                                            e, m_resp_addr, int(s.rvalid), s.rdata, int(s.rerr),
                                            m_resp_rdata, int(m_resp_rerr)));
      m_reg_due = false;
    } else if (s.rvalid) {
      UVM_ERROR("BAR_SB_REG_STRAY",
                fmt::format("edge {}: register response (rdata 0x{:x} rerr {}) without an access "
                            "at the previous edge",
                            e, s.rdata, int(s.rerr)));
    }
    if (m.reg_valid) {
      m_resp_rdata = m.out.reg_rdata;
      m_resp_rerr = m.out.reg_rerr;
      m_resp_addr = m.reg_addr;
      m_reg_due = true;
    }
    if (m.out.timeout) ++m_timeouts;
    if (m.out.tx_xfer) sb->expect(e, 0, m.out.tx_pkt);
    if (s.tx) sb->observe(e, 0, s.tx_pkt);
    sb->tick(e);
  }

  bar_edge_join<bar_leaf_obs> m_join;  ///< pairs an edge's observation and prediction
  bar_leaf_pred m_pred;    ///< a prediction waiting for its observation (or being checked)
  bool m_reg_due = false;  ///< the next edge carries the response to the last access
  std::uint32_t m_resp_rdata = 0;
  bool m_resp_rerr = false;
  unsigned m_resp_addr = 0;
  std::uint64_t m_reg_checked = 0, m_releases = 0, m_timeouts = 0;
};

}  // namespace collnet::barrier
