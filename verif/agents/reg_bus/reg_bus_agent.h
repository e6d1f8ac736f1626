// reg_bus_agent: the register-bus agent of every block (rtl/common/cc_reg_if.sv): monitor
// (always), driver and sequencer (active). config_db: "cfg" (reg_bus_config, optional), "vif"
// (reg_bus_vif, e.g. reg_bus_pins(harness)), "harness". Sequences of reg_bus_item run on
// `sequencer` (the register model's front door through reg_bus_reg_adapter), or the env calls
// driver->push(); accesses and responses come out of monitor->ap, complete accesses out of
// monitor->access_ap (feed a uvm_reg_predictor<reg_bus_item> with them).
#pragma once

#include "dv_base_agent.h"
#include "reg_bus_config.h"
#include "reg_bus_driver.h"
#include "reg_bus_item.h"
#include "reg_bus_monitor.h"
#include "reg_bus_reg_adapter.h"
#include "uvm.h"

namespace collnet::common {

using reg_bus_sequencer = dv::dv_sequencer<reg_bus_item>;

/// "cfg" is optional (default: active).
class reg_bus_agent : public dv::dv_base_agent<reg_bus_config, reg_bus_driver, reg_bus_monitor,
                                               reg_bus_sequencer, dv::cfg_lookup::optional> {
 public:
  UVM_COMPONENT_UTILS(reg_bus_agent);
  explicit reg_bus_agent(uvm::uvm_component_name name);
  ~reg_bus_agent() override;
};

}  // namespace collnet::common
