// bar_analysis_imps: the analysis imp of the barrier checkers' second input, the reference
// model's prediction of an edge (write_pred), declared with UVM's `uvm_analysis_imp_decl` like
// the shared ones of verif/dv_lib/dv_analysis_imps.h (the probe's observations use dv's _obs):
//
//   uvm_analysis_imp_pred<bar_switch_pred, bar_switch_checker> pred_export{"pred_export", this};
#pragma once

#include "uvm.h"

namespace collnet::barrier {

UVM_ANALYSIS_IMP_DECL(_pred)  ///< a reference model's prediction (write_pred)

}  // namespace collnet::barrier
