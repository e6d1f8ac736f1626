// cu_link agent: constructors and destructors of the agent's components, so that their code
// (vtables and every virtual member) is compiled once (library cu_link_agent), not in every
// translation unit that includes the headers.
#include "vl_harness.h"

#include "cu_link_agent.h"

#include "cu_link_driver.h"
#include "cu_link_monitor.h"
#include "uvm.h"

namespace collnet::collective {

cu_link_agent::cu_link_agent(uvm::uvm_component_name name) : dv_base_agent(name) {}
cu_link_agent::~cu_link_agent() = default;

cu_link_driver::cu_link_driver(uvm::uvm_component_name name) : dv_base_driver(name) {}
cu_link_driver::~cu_link_driver() = default;

cu_link_monitor::~cu_link_monitor() = default;

}  // namespace collnet::collective
