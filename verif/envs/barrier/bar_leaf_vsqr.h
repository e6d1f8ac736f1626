// bar_leaf_vsqr: virtual sequencer of bar_leaf_env ("vsqr"), what the leaf's virtual sequences
// (sequences/barrier/bar_leaf_base_vseq.h) drive and watch: the environment's stimulus API (env:
// send(), reg(), arrive(), the agents' sequencers, the register and reference models), the
// reactive input (responder: the link port's tx transfers) and the releases the
// software-interface monitor saw (sw_export), set and connected by the env; the register back door
// (install_reg_backdoor), set by the test (bar_leaf_dut_test).
// Declared apart from the environment; built by it (bar_leaf_env.cpp).
#pragma once

#include <functional>

#include "bar_leaf_sw_item.h"
#include "dv_virtual_sequencer.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_leaf_env;
class bar_tx_responder;

/// h (the clock) comes from dv_virtual_sequencer.
class bar_leaf_vsqr : public dv::dv_virtual_sequencer {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_vsqr);
  using dv_virtual_sequencer::dv_virtual_sequencer;
  ~bar_leaf_vsqr() override;

  bar_leaf_env* env = nullptr;            ///< the stimulus API and the models
  bar_tx_responder* responder = nullptr;  ///< the link port's tx transfers (the emulated parent)
  std::function<void()> install_reg_backdoor;  ///< the DUT's register back door on env->regmodel
  /// The software interface at every edge (the sw monitor's ap): counts the releases.
  uvm::uvm_analysis_imp<bar_leaf_sw_item, bar_leaf_vsqr> sw_export{"sw_export", this};
  unsigned released = 0;  ///< releases seen (a sequence may set it to 0 when it starts)

  void write(const bar_leaf_sw_item& it) {
    if (it.release) ++released;
  }
};

}  // namespace collnet::barrier
