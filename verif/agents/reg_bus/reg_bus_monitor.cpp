// reg_bus_monitor.cpp: construction of reg_bus_monitor, so that its class and its base
// dv_base_monitor<reg_bus_monitor, ...> (phases, the per-edge callback calling sample()) are
// compiled once (library reg_bus_agent).
#include "vl_harness.h"

#include "reg_bus_monitor.h"

#include "uvm.h"

namespace collnet::common {

reg_bus_monitor::reg_bus_monitor(uvm::uvm_component_name name) : dv_base_monitor(name) {}

reg_bus_monitor::~reg_bus_monitor() = default;

}  // namespace collnet::common
