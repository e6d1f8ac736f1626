// bar_tx_responder: constructor and destructor, so that its code (vtable and every virtual
// member) is compiled once (library bar_tx_responder), not in every test translation unit.
#include "vl_harness.h"  // first: Verilator's headers precede SystemC's

#include "bar_tx_responder.h"

#include "uvm.h"

namespace collnet::barrier {

bar_tx_responder::bar_tx_responder(uvm::uvm_component_name name)
    : uvm::uvm_component(name), analysis_export("analysis_export", this), m_out("tx") {}
bar_tx_responder::~bar_tx_responder() = default;

}  // namespace collnet::barrier
