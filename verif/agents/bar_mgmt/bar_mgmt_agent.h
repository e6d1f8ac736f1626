// bar_mgmt_agent: register interface of a barrier switch or leaf: monitor (always), driver and
// sequencer (active). config_db: "cfg" (bar_mgmt_config, optional), "vif" (bar_mgmt_vif),
// "harness". Sequences of bar_mgmt_item (field op) run on `sequencer` (or the env calls
// driver->push()); accesses and responses come out of monitor->ap.
#pragma once

#include "bar_mgmt_config.h"
#include "bar_mgmt_driver.h"
#include "bar_mgmt_item.h"
#include "bar_mgmt_monitor.h"
#include "dv_base_agent.h"
#include "uvm.h"

namespace collnet::barrier {

using bar_mgmt_sequencer = dv::dv_sequencer<bar_mgmt_item>;

class bar_mgmt_agent : public dv::dv_base_agent<bar_mgmt_config, bar_mgmt_driver, bar_mgmt_monitor,
                                                bar_mgmt_sequencer, dv::cfg_lookup::optional> {
 public:
  UVM_COMPONENT_UTILS(bar_mgmt_agent);
  using dv_base_agent::dv_base_agent;
};

}  // namespace collnet::barrier
