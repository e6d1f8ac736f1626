// reg_bus_agent.cpp: construction of reg_bus_agent, so that its base
// dv_base_agent<reg_bus_config, reg_bus_driver, reg_bus_monitor, ...> is compiled once (library
// reg_bus_agent).
#include "vl_harness.h"

#include "reg_bus_agent.h"

#include "uvm.h"

namespace collnet::common {

reg_bus_agent::reg_bus_agent(uvm::uvm_component_name name) : dv_base_agent(name) {}

reg_bus_agent::~reg_bus_agent() = default;

}  // namespace collnet::common
