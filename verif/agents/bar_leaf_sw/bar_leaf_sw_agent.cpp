// bar_leaf_sw agent: constructors and destructors of the agent's classes, so that their code
// (vtables and every virtual member) is compiled once (library bar_leaf_sw_agent), not in every
// translation unit that includes the headers.
#include "vl_harness.h"

#include "bar_leaf_sw_agent.h"

#include <string>

#include "bar_leaf_sw_driver.h"
#include "bar_leaf_sw_item.h"
#include "bar_leaf_sw_monitor.h"
#include "uvm.h"

namespace collnet::barrier {

bar_leaf_sw_item::bar_leaf_sw_item(const std::string& name) : uvm_sequence_item(name) {}
bar_leaf_sw_item::~bar_leaf_sw_item() = default;

bar_leaf_sw_driver::bar_leaf_sw_driver(uvm::uvm_component_name name) : dv_base_driver(name) {}
bar_leaf_sw_driver::~bar_leaf_sw_driver() = default;

bar_leaf_sw_monitor::bar_leaf_sw_monitor(uvm::uvm_component_name name) : dv_base_monitor(name) {}
bar_leaf_sw_monitor::~bar_leaf_sw_monitor() = default;

bar_leaf_sw_agent::bar_leaf_sw_agent(uvm::uvm_component_name name) : dv_base_agent(name) {}
bar_leaf_sw_agent::~bar_leaf_sw_agent() = default;

}  // namespace collnet::barrier
