// dv_virtual_sequencer: the virtual sequencer every environment builds ("vsqr", dv_base_env). It
// holds the clock of the sim (h: wait_cycles in a virtual sequence); a block whose virtual
// sequences drive several agents derives its own (e.g. cu_unit_vsqr) and adds the handles of its
// sequencers. Declared apart from the environment, so a sequence that needs p_sequencer does not
// compile the env. Its constructor is compiled once (dv_base_env.cpp).
#pragma once

#include "uvm.h"

namespace collnet::dv {

class vl_harness_base;

class dv_virtual_sequencer : public uvm::uvm_virtual_sequencer {
 public:
  UVM_COMPONENT_UTILS(dv_virtual_sequencer);
  explicit dv_virtual_sequencer(uvm::uvm_component_name name);
  ~dv_virtual_sequencer() override;

  collnet::dv::vl_harness_base* h = nullptr;  ///< the clock (wait_cycles)
};

}  // namespace collnet::dv
