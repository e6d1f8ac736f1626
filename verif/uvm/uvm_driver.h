// uvm_driver.h: UVM's uvm_driver<REQ, RSP>: seq_item_port (pull items from a sequencer) and
// rsp_port (analysis port for responses, as UVM).
//
//   drv->seq_item_port.connect(sqr->seq_item_export);   // in the agent's connect_phase
//   // run_phase:  REQ* req; seq_item_port->get_next_item(req); ...; seq_item_port->item_done();
//
// A driver that drives pins every cycle should not run a thread per clock: derive from
// collnet::dv::vl_clocked_driver (verif/harness/vl_clocked_driver.h) instead, which pulls items
// from a per-cycle harness callback.
#pragma once

#include <string>

#include "uvm_component.h"
#include "uvm_sequencer.h"
#include "uvm_tlm.h"

namespace uvm {

template <typename REQ, typename RSP = REQ>
class uvm_driver : public uvm_component {
 public:
  explicit uvm_driver(uvm_component_name name)
      : uvm_component(name), seq_item_port("seq_item_port"), rsp_port("rsp_port") {}
  const std::string get_type_name() const override { return "uvm::uvm_driver"; }
  using req_type = REQ;
  using rsp_type = RSP;

  uvm_seq_item_pull_port<REQ, RSP> seq_item_port;
  uvm_analysis_port<RSP> rsp_port;
};

}  // namespace uvm
