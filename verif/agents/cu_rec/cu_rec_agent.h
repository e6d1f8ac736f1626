// cu_rec_agent: consumer of one collective_unit destination (up-tree / user reception / system
// reception): monitor (always) and ready driver (active). config_db: "cfg" (cu_rec_config),
// "vif" (cu_rec_vif), "harness". Result packets come out of `monitor->ap`.
#pragma once

#include "cu_rec_config.h"
#include "cu_rec_driver.h"
#include "cu_rec_monitor.h"
#include "dv_base_agent.h"
#include "uvm.h"

namespace collnet::collective {

class cu_rec_agent : public dv::dv_base_agent<cu_rec_config, cu_rec_driver, cu_rec_monitor, void> {
 public:
  UVM_COMPONENT_UTILS(cu_rec_agent);
  explicit cu_rec_agent(uvm::uvm_component_name name);
  ~cu_rec_agent() override;
};

}  // namespace collnet::collective
