// bar_env_view.h: what the barrier envs (bar_switch_env, bar_leaf_env) and the DUT bindings
// share besides the agents:
//   bar_port_name(p)   agent name of link port p ("port0", ...; bar_port_name.h);
//   the register-bus agent's names (verif/agents/reg_bus), used in the barrier namespace;
//   bar_env_knobs      the run-time knobs both envs take, read from the plusargs in one place.
#pragma once

#include <cstdint>
#include <string>

#include "bar_port_name.h"
#include "dv_knobs.h"
#include "reg_bus_agent.h"
#include "uvm.h"

namespace collnet::barrier {

using common::reg_bus_agent;
using common::reg_bus_item;
using common::reg_bus_op;
using common::reg_bus_pins;
using common::reg_bus_reg_adapter;
using common::reg_bus_req;
using common::reg_bus_rsp;
using common::reg_bus_vif;

/// Knobs of a barrier env (the base of both env configs). from_plusargs() reads them:
/// +ready_pct=<0..100> (tx_ready probability; the default is the block's, see its dut test),
/// +bar_sb_window=<W> (packet scoreboard window, default 0: exact cycle), +nocov.
struct bar_env_knobs {
  std::uint64_t seed = 1;       ///< tx_ready pattern
  unsigned ready_pct = 100;     ///< tx_ready probability
  std::uint64_t sb_window = 0;  ///< packet scoreboard window (0: exact cycle)
  bool coverage = true;         ///< build the coverage subscriber

  void from_plusargs(unsigned default_ready_pct) {
    seed = uvm::get_global_seed();
    ready_pct = static_cast<unsigned>(uvm::plusargs::get_u64("ready_pct", default_ready_pct));
    sb_window = uvm::plusargs::get_u64("bar_sb_window", 0);
    coverage = !dv::nocov();
  }
};

}  // namespace collnet::barrier
