// cu_rec agent: constructors and destructors of the agent's components, so that their code
// (vtables and every virtual member) is compiled once (library cu_rec_agent), not in every
// translation unit that includes the headers.
#include "vl_harness.h"

#include "cu_rec_agent.h"

#include "cu_rec_driver.h"
#include "cu_rec_monitor.h"
#include "uvm.h"

namespace collnet::collective {

cu_rec_agent::cu_rec_agent(uvm::uvm_component_name name) : dv_base_agent(name) {}
cu_rec_agent::~cu_rec_agent() = default;

cu_rec_driver::cu_rec_driver(uvm::uvm_component_name name) : dv_base_driver(name) {}
cu_rec_driver::~cu_rec_driver() = default;

cu_rec_monitor::~cu_rec_monitor() = default;

}  // namespace collnet::collective
