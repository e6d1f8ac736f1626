// bar_port agent: constructors and destructors of the agent's classes, so that their code
// (vtables and every virtual member) is compiled once (library bar_port_agent), not in every
// translation unit that includes the headers.
#include "vl_harness.h"

#include "bar_port_agent.h"

#include <string>

#include "bar_pkt_item.h"
#include "bar_port_driver.h"
#include "bar_port_monitor.h"
#include "uvm.h"

namespace collnet::barrier {

bar_pkt_item::bar_pkt_item(const std::string& name) : uvm_sequence_item(name) {}
bar_pkt_item::~bar_pkt_item() = default;

bar_port_driver::bar_port_driver(uvm::uvm_component_name name) : dv_base_driver(name) {}
bar_port_driver::~bar_port_driver() = default;

bar_port_monitor::bar_port_monitor(uvm::uvm_component_name name) : dv_base_monitor(name) {}
bar_port_monitor::~bar_port_monitor() = default;

bar_port_agent::bar_port_agent(uvm::uvm_component_name name) : dv_base_agent(name) {}
bar_port_agent::~bar_port_agent() = default;

}  // namespace collnet::barrier
