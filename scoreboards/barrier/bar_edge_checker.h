// bar_edge_checker<DERIVED, OBS, PRED>: what the barrier checkers (bar_leaf_checker,
// bar_switch_checker) share. Inputs obs_export (the probe's observation of an edge) and
// pred_export (the reference model's prediction of it), in either order: write_pred() hands the
// prediction to DERIVED::keep(p), and once both items of an edge are there DERIVED::check(o)
// compares them (CRTP, no virtual call per edge). The packet scoreboard `sb` and the flag
// ref_model_check are the env's to set.
//
// The register response check, called by check() for every edge:
//   BAR_SB_REG        the response to the access the model accepted at the previous edge:
//                     rvalid high, rerr as predicted, rdata as predicted when the model knows
//                     the value (off when ref_model_check is false: a register back door writes
//                     the RTL behind the model's back);
//   BAR_SB_REG_STRAY  a response (rvalid) that answers no access (always on).
#pragma once

#include <cstdint>
#include <optional>

#include <fmt/format.h>

#include "bar_analysis_imps.h"
#include "bar_scoreboard.h"
#include "dv_analysis_imps.h"
#include "uvm.h"

namespace collnet::barrier {

template <typename DERIVED, typename OBS, typename PRED>
class bar_edge_checker : public uvm::uvm_scoreboard {
 public:
  explicit bar_edge_checker(uvm::uvm_component_name name) : uvm::uvm_scoreboard(name) {}

  dv::uvm_analysis_imp_obs<OBS, bar_edge_checker> obs_export{"obs_export", this};
  uvm_analysis_imp_pred<PRED, bar_edge_checker> pred_export{"pred_export", this};

  /// The packet scoreboard (set before the first edge).
  bar_scoreboard* sb = nullptr;
  /// false: no comparison of outputs and register responses with the model.
  bool ref_model_check = true;

  void write_obs(const OBS& o) {
    if (m_join.on_obs(o, m_pred_edge)) self().check(o);
  }
  void write_pred(const PRED& p) {
    m_pred_edge = p.edge;
    self().keep(p);
    if (const OBS* o = m_join.on_pred(p.edge)) self().check(*o);
  }

  /// An access was accepted and its response was not checked yet.
  bool reg_response_due() const { return m_resp.has_value(); }
  std::uint64_t reg_checked() const { return m_reg_checked; }

 protected:
  /// A register access the model accepted, with its predicted response.
  struct reg_access {
    const char* kind = "access";  ///< "read", "write" or (not predicted) "access"
    unsigned addr = 0;
    std::uint32_t rdata = 0;
    bool rerr = false;
    bool rdata_known = true;  ///< false: rdata is not compared
  };

  /// The register response observed at edge `e` against the access of the previous edge; then
  /// `accepted` (the access the model accepted at `e`, if any) is the one whose response is due.
  void check_reg_response(std::uint64_t e, bool rvalid, std::uint32_t rdata, bool rerr,
                          const std::optional<reg_access>& accepted) {
    if (m_resp && ref_model_check) {
      ++m_reg_checked;
      const reg_access& a = *m_resp;
      if (!rvalid)
        UVM_ERROR("BAR_SB_REG", fmt::format("edge {}: no register response", e));
      else if (rerr != a.rerr || (a.rdata_known && rdata != a.rdata))
        UVM_ERROR("BAR_SB_REG",
                  fmt::format("edge {}: {} 0x{:03x}: got rdata 0x{:x} rerr {}, "
                              "model 0x{:x} rerr {}",
                              e, a.kind, a.addr, rdata, int(rerr), a.rdata, int(a.rerr)));
    } else if (!m_resp && rvalid) {
      UVM_ERROR("BAR_SB_REG_STRAY",
                fmt::format("edge {}: register response (rdata 0x{:x} rerr {}) without an access "
                            "at the previous edge",
                            e, rdata, int(rerr)));
    }
    m_resp = accepted;
  }

 private:
  DERIVED& self() { return static_cast<DERIVED&>(*this); }

  bar_edge_join<OBS> m_join;         ///< pairs an edge's observation and prediction
  std::uint64_t m_pred_edge = 0;     ///< edge of the prediction kept by DERIVED
  std::optional<reg_access> m_resp;  ///< the access whose response is due at the next edge
  std::uint64_t m_reg_checked = 0;   ///< responses compared with the model
};

}  // namespace collnet::barrier
