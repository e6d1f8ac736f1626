// bar_env_view.h: what the barrier envs (bar_switch_env, bar_leaf_env) and the DUT bindings
// share besides the agents:
//   bar_port_name(p)   agent name of link port p ("port0", ...);
//   the register-bus agent's names (verif/agents/reg_bus), used in the barrier namespace.
#pragma once

#include <string>

#include "reg_bus_agent.h"

namespace collnet::barrier {

using regbus::reg_bus_agent;
using regbus::reg_bus_item;
using regbus::reg_bus_op;
using regbus::reg_bus_pins;
using regbus::reg_bus_reg_adapter;
using regbus::reg_bus_req;
using regbus::reg_bus_rsp;
using regbus::reg_bus_vif;

inline std::string bar_port_name(unsigned p) {
  return "port" + std::to_string(p);
}

}  // namespace collnet::barrier
