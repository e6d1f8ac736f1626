// bar_port_agent: one link port of a barrier switch or leaf: monitor (always), driver and
// sequencer (active). config_db: "cfg" (bar_port_config), "vif" (bar_port_vif), "harness".
// Sequences of bar_pkt_item run on `sequencer` (or the env calls driver->push()); transfers come
// out of monitor->rx_ap / tx_ap, the tx_ready pattern out of monitor->ready_ap.
#pragma once

#include "bar_pkt_item.h"
#include "bar_port_config.h"
#include "bar_port_driver.h"
#include "bar_port_monitor.h"
#include "dv_base_agent.h"
#include "uvm.h"

namespace collnet::barrier {

using bar_port_sequencer = dv::dv_sequencer<bar_pkt_item>;

class bar_port_agent : public dv::dv_base_agent<bar_port_config, bar_port_driver, bar_port_monitor,
                                                bar_port_sequencer> {
 public:
  UVM_COMPONENT_UTILS(bar_port_agent);
  explicit bar_port_agent(uvm::uvm_component_name name);
  ~bar_port_agent() override;
};

}  // namespace collnet::barrier
