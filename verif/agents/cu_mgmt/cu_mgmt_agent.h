// cu_mgmt_agent: management register interface of collective_unit: monitor (always), driver and
// sequencer (active). config_db: "cfg" (cu_mgmt_config), "vif" (cu_mgmt_vif), "harness".
#pragma once

#include "cu_mgmt_config.h"
#include "cu_mgmt_driver.h"
#include "cu_mgmt_monitor.h"
#include "dv_base_agent.h"
#include "uvm.h"

namespace collnet::cuunit {

using cu_mgmt_sequencer = dv::dv_sequencer<cu_mgmt_item>;

class cu_mgmt_agent : public dv::dv_base_agent<cu_mgmt_config, cu_mgmt_driver, cu_mgmt_monitor,
                                               cu_mgmt_sequencer, dv::cfg_lookup::optional> {
 public:
  UVM_COMPONENT_UTILS(cu_mgmt_agent);
  using dv_base_agent::dv_base_agent;
};

}  // namespace collnet::cuunit
