// bar_env_view.h: what the barrier envs (bar_switch_env, bar_leaf_env) share besides the agents:
//   bar_edge_view      one edge as the port and mgmt monitors published it (the env gathers the
//                      items of an edge, then runs its reference model and checkers on them in
//                      its own sample callback, registered after the agents');
//   bar_port_name(p)   agent name of link port p ("port0", ...);
//   the register-bus agent's names (verif/agents/reg_bus), used in the barrier namespace.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "bar_port_agent.h"
#include "bar_switch_model.h"
#include "reg_bus_agent.h"
#include "vl_harness.h"

namespace collnet::barrier {

using regbus::reg_bus_agent;
using regbus::reg_bus_item;
using regbus::reg_bus_op;
using regbus::reg_bus_pins;
using regbus::reg_bus_reg_adapter;
using regbus::reg_bus_req;
using regbus::reg_bus_rsp;
using regbus::reg_bus_vif;

struct bar_edge_view {
  static constexpr unsigned kMaxPorts = bar_switch_model::kMaxPorts;
  std::uint32_t rx = 0;     ///< ports with an rx transfer
  std::uint32_t ready = 0;  ///< ports with tx_ready high
  std::uint32_t tx = 0;     ///< ports with a tx transfer
  std::array<std::uint16_t, kMaxPorts> rx_pkt{};
  std::array<std::uint16_t, kMaxPorts> tx_pkt{};
  bool reg_req = false;  ///< a register access accepted at this edge (reg_op)
  reg_bus_op reg_op;
  bool reg_rsp = false;  ///< the response of the previous edge's access (rsp)
  struct {
    bool rvalid = false;
    std::uint32_t rdata = 0;
    bool rerr = false;
  } rsp;

  void add(const bar_pkt_item& it) {
    const std::uint32_t bit = 1u << it.port;
    switch (it.kind) {
      case bar_pkt_rx:
        rx |= bit;
        rx_pkt[it.port] = it.pkt;
        break;
      case bar_pkt_ready:
        ready |= bit;
        break;
      case bar_pkt_tx:
        tx |= bit;
        tx_pkt[it.port] = it.pkt;
        break;
    }
  }
  void add(const reg_bus_item& it) {
    if (it.kind == reg_bus_req) {
      reg_req = true;
      reg_op = it.op;
    } else {
      reg_rsp = true;
      rsp.rvalid = it.rvalid;
      rsp.rdata = it.rdata;
      rsp.rerr = it.rerr;
    }
  }
  void clear() { *this = bar_edge_view{}; }
};

inline std::string bar_port_name(unsigned p) {
  return "port" + std::to_string(p);
}

}  // namespace collnet::barrier
