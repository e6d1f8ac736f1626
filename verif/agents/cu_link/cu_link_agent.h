// cu_link_agent: one input port of collective_unit: monitor (always), driver + sequencer
// (active). config_db: "cfg" (cu_link_config), "vif" (cu_link_vif), "harness".
// Sequences of cu_link_item run on `sequencer`; packets come out of `monitor->ap`.
#pragma once

#include "cu_link_config.h"
#include "cu_link_driver.h"
#include "cu_link_item.h"
#include "cu_link_monitor.h"
#include "dv_base_agent.h"
#include "uvm.h"

namespace collnet::collective {

using cu_link_sequencer = dv::dv_sequencer<cu_link_item>;

class cu_link_agent
    : public dv::dv_base_agent<cu_link_config, cu_link_driver, cu_link_monitor, cu_link_sequencer> {
 public:
  UVM_COMPONENT_UTILS(cu_link_agent);
  explicit cu_link_agent(uvm::uvm_component_name name);
  ~cu_link_agent() override;
};

}  // namespace collnet::collective
