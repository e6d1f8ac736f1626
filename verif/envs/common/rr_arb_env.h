// rr_arb_env: environment of cc_rr_arb.
//
//   req_agent[k] (stream source, k < NumIn): valid = req_i[k], ready = gnt_o[k] && ready_i,
//                                             so a requester holds its request until served
//   out_agent    (stream sink): drives ready_i by its backpressure pattern; its monitor sees
//                valid_o/ready_i/idx_o, i.e. every taken grant and its winner
//   probe -> scoreboard: every cycle's requests, ready and grant against rr_arb_model
//   coverage: request pattern x winner (in the probe), unless coverage is off
//
// dv_base_env: "env_cfg" (rr_arb_env_config), the harness, vsqr (rr_arb_vsqr: the requesters'
// sequencers and the configuration). The test sets "vif" for
// "env.req_agent_<k>*" and "env.out_agent*" (stream_vif<std::uint8_t>), "status_vif" for
// "env.probe" (arb_status_vif). The phases are defined in rr_arb_env.cpp (library common_env),
// compiled once.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common_env_config.h"
#include "common_vsqr.h"
#include "dv_base_env.h"
#include "rr_arb_probe.h"
#include "rr_arb_scoreboard.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::common {

class rr_arb_env : public dv::dv_base_env<rr_arb_env_config, rr_arb_vsqr> {
 public:
  using data_t = std::uint8_t;
  using agent_t = common::stream_agent<data_t>;

  UVM_COMPONENT_UTILS(rr_arb_env);
  explicit rr_arb_env(uvm::uvm_component_name name) : dv_base_env(name) {}

  std::vector<agent_t*> req_agents;
  agent_t* out_agent = nullptr;
  rr_arb_probe* probe = nullptr;
  rr_arb_scoreboard* scoreboard = nullptr;

  static std::string req_agent_name(unsigned k) { return rr_arb_env_config::req_agent_name(k); }

  void build_phase(uvm::uvm_phase& phase) override;
  void connect_phase(uvm::uvm_phase& phase) override;
};

}  // namespace collnet::common
