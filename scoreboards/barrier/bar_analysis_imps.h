// bar_analysis_imps: the analysis imp of the barrier checkers' second input, the reference
// model's prediction of an edge (write_pred), declared with UVM's `uvm_analysis_imp_decl` like
// the shared ones of verif/dv_lib/dv_analysis_imps.h (the probe's observations use dv's _obs):
//
//   uvm_analysis_imp_pred<PRED, bar_edge_checker> pred_export{"pred_export", this};
//
// bar_edge_join: the pairing of bar_edge_checker (both checkers). The observation and the
// prediction of one edge arrive in either order; the checker calls on_obs()/on_pred() and checks
// when they say so.
#pragma once

#include <cstdint>

#include "uvm.h"

namespace collnet::barrier {

UVM_ANALYSIS_IMP_DECL(_pred)  ///< a reference model's prediction (write_pred)

/// Holds whichever of an edge's observation and prediction came first.
template <typename OBS>
class bar_edge_join {
 public:
  /// Observation `o`; `pred_edge` is the edge of the stored prediction. True: check `o` now
  /// (its prediction is there); false: `o` is kept until its prediction arrives.
  bool on_obs(const OBS& o, std::uint64_t pred_edge) {
    if (m_have_pred && pred_edge == o.edge) {
      m_have_pred = false;
      return true;
    }
    m_obs = o;
    m_have_obs = true;
    return false;
  }
  /// A prediction of `edge` was stored: the waiting observation of that edge to check now, or
  /// nullptr (the prediction waits for its observation).
  const OBS* on_pred(std::uint64_t edge) {
    if (m_have_obs && m_obs.edge == edge) {
      m_have_obs = false;
      return &m_obs;
    }
    m_have_pred = true;
    return nullptr;
  }

 private:
  OBS m_obs{};
  bool m_have_obs = false;
  bool m_have_pred = false;
};

}  // namespace collnet::barrier
