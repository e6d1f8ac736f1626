// dv_analysis_imps: the analysis imps of collnet's components, declared once with UVM's
// `uvm_analysis_imp_decl` (UVM_ANALYSIS_IMP_DECL). A component with several inputs declares one
// imp per input; each calls the component's write<SFX>():
//
//   dv::uvm_analysis_imp_in<item_t, my_scoreboard> in_export{"in_export", this};  // write_in()
//
// A component with one input uses uvm::uvm_analysis_imp<T, IMP> (calls write()).
#pragma once

#include "uvm.h"

namespace collnet::dv {

UVM_ANALYSIS_IMP_DECL(_in)    ///< DUT input transfers (write_in)
UVM_ANALYSIS_IMP_DECL(_out)   ///< DUT output transfers (write_out)
UVM_ANALYSIS_IMP_DECL(_link)  ///< packets taken on an input link (write_link)
UVM_ANALYSIS_IMP_DECL(_rec)   ///< packets taken from a destination (write_rec)
UVM_ANALYSIS_IMP_DECL(_mgmt)  ///< register accesses (write_mgmt)
UVM_ANALYSIS_IMP_DECL(_obs)   ///< one observation per cycle from a probe (write_obs)

}  // namespace collnet::dv
