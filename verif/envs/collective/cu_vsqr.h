// cu_vsqr: virtual sequencer of cu_env ("vsqr"), what an element sequence started on it by
// dv_base_test (+UVM_TEST_SEQ) reads its knobs from and sends its elements to. Declared apart
// from the environment, so a sequence does not compile the env. Built and filled by cu_env
// (cu_env.cpp).
#pragma once

#include "cu_env_config.h"
#include "dv_virtual_sequencer.h"
#include "uvm.h"

namespace collnet::collective {

/// h (the clock) comes from dv_virtual_sequencer.
class cu_vsqr : public dv::dv_virtual_sequencer {
 public:
  UVM_COMPONENT_UTILS(cu_vsqr);
  explicit cu_vsqr(uvm::uvm_component_name name);  // cu_env.cpp
  ~cu_vsqr() override;

  uvm::uvm_sequencer_base* in = nullptr;  ///< the input agent's sequencer (whole elements)
  cu_env_config cfg;                      ///< NumIn, F of the DUT
};

}  // namespace collnet::collective
