// bar_switch_vsqr: virtual sequencer of bar_switch_env ("vsqr"), what the switch's virtual
// sequences (sequences/barrier/bar_switch_base_vseq.h) drive and watch: the environment's
// stimulus API (env: send(), reg(), the register model, the reference model), the reactive
// input (responder: the port monitors' tx transfers) and the register back door. The env sets
// env and responder; the test sets install_reg_backdoor (bar_switch_dut_test). Declared apart
// from the environment; built by it (bar_switch_env.cpp).
#pragma once

#include <functional>

#include "dv_virtual_sequencer.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_switch_env;
class bar_tx_responder;

/// h (the clock) comes from dv_virtual_sequencer.
class bar_switch_vsqr : public dv::dv_virtual_sequencer {
 public:
  UVM_COMPONENT_UTILS(bar_switch_vsqr);
  using dv_virtual_sequencer::dv_virtual_sequencer;
  ~bar_switch_vsqr() override;

  bar_switch_env* env = nullptr;               ///< the stimulus API and the models
  bar_tx_responder* responder = nullptr;       ///< every port's tx transfers (the reactive network)
  std::function<void()> install_reg_backdoor;  ///< the DUT's register back door on env->regmodel
};

}  // namespace collnet::barrier
