// bar_leaf_sw_agent: software interface of a barrier leaf: monitor (always), driver and sequencer
// (active). config_db: "cfg" (bar_leaf_sw_config), "vif" (bar_leaf_sw_vif), "harness".
// Each bar_leaf_sw_item run on `sequencer` is one arrive request (or the env calls
// driver->arrive()); the per-edge view comes out of monitor->ap.
#pragma once

#include "bar_leaf_sw_config.h"
#include "bar_leaf_sw_driver.h"
#include "bar_leaf_sw_item.h"
#include "bar_leaf_sw_monitor.h"
#include "dv_base_agent.h"
#include "uvm.h"

namespace collnet::barrier {

using bar_leaf_sw_sequencer = dv::dv_sequencer<bar_leaf_sw_item>;

class bar_leaf_sw_agent : public dv::dv_base_agent<bar_leaf_sw_config, bar_leaf_sw_driver,
                                                   bar_leaf_sw_monitor, bar_leaf_sw_sequencer> {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_sw_agent);
  explicit bar_leaf_sw_agent(uvm::uvm_component_name name);
  ~bar_leaf_sw_agent() override;
};

}  // namespace collnet::barrier
