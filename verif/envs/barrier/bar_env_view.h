// bar_env_view.h: what the barrier envs (bar_switch_env, bar_leaf_env) and the DUT bindings
// share besides the agents:
//   bar_port_name(p)   agent name of link port p ("port0", ...; bar_port_name.h);
//   the forward declarations of the components both envs build;
//   the register-bus agent's names (verif/agents/reg_bus), used in the barrier namespace;
//   bar_env_knobs      the run-time knobs both envs take, read from the plusargs in one place
//                      (bar_env_config.h, with the two env configs).
#pragma once

#include "bar_env_config.h"
#include "bar_port_name.h"
#include "reg_bus_config.h"
#include "reg_bus_item.h"
#include "reg_bus_reg_adapter.h"
#include "uvm.h"

namespace collnet::common {
class reg_bus_agent;  // reg_bus_agent.h
}  // namespace collnet::common

namespace collnet::barrier {

// The components both envs build (their headers: the envs' .cpp and the tests that use them).
class bar_port_agent;
class bar_ready_gen;
class bar_scoreboard;

using common::reg_bus_agent;
using common::reg_bus_item;
using common::reg_bus_op;
using common::reg_bus_pins;
using common::reg_bus_reg_adapter;
using common::reg_bus_req;
using common::reg_bus_rsp;
using common::reg_bus_vif;

}  // namespace collnet::barrier
