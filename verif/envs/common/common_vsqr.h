// The virtual sequencers of the common-cell environments ("vsqr" of fifo_env and rr_arb_env):
// what a virtual sequence started on them by dv_base_test (+UVM_TEST_SEQ) reads its knobs from
// and starts its item sequences on. Declared apart from the environments, so a sequence does not
// compile them; built and filled by the env (fifo_env.cpp, rr_arb_env.cpp).
#pragma once

#include <vector>

#include "common_env_config.h"
#include "dv_virtual_sequencer.h"
#include "uvm.h"

namespace collnet::common {

class fifo_vsqr : public dv::dv_virtual_sequencer {
 public:
  UVM_COMPONENT_UTILS(fifo_vsqr);
  explicit fifo_vsqr(uvm::uvm_component_name name);  // fifo_env.cpp
  ~fifo_vsqr() override;

  uvm::uvm_sequencer_base* in = nullptr;  ///< the source agent's sequencer
  fifo_env_config cfg;                    ///< depth of the DUT
};

class rr_arb_vsqr : public dv::dv_virtual_sequencer {
 public:
  UVM_COMPONENT_UTILS(rr_arb_vsqr);
  explicit rr_arb_vsqr(uvm::uvm_component_name name);  // rr_arb_env.cpp
  ~rr_arb_vsqr() override;

  std::vector<uvm::uvm_sequencer_base*> req;  ///< one per requester, index = requester
  rr_arb_env_config cfg;                      ///< NumIn of the DUT
};

}  // namespace collnet::common
