// bar_env_view.h: what the barrier envs (bar_switch_env, bar_leaf_env) share besides the agents:
//   bar_edge_view      one edge as the port and mgmt monitors published it (the env gathers the
//                      items of an edge, then runs its reference model and checkers on them in
//                      its own sample callback, registered after the agents');
//   bar_port_name(p)   agent name of link port p ("port0", ...);
//   bar_mgmt_pins(h)   the register-interface pins of a switch or leaf model (same names).
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "bar_mgmt_agent.h"
#include "bar_port_agent.h"
#include "bar_switch_model.h"
#include "vl_harness.h"

namespace collnet::barrier {

struct bar_edge_view {
  static constexpr unsigned kMaxPorts = bar_switch_model::kMaxPorts;
  std::uint32_t rx = 0;     ///< ports with an rx transfer
  std::uint32_t ready = 0;  ///< ports with tx_ready high
  std::uint32_t tx = 0;     ///< ports with a tx transfer
  std::array<std::uint16_t, kMaxPorts> rx_pkt{};
  std::array<std::uint16_t, kMaxPorts> tx_pkt{};
  bool reg_req = false;  ///< a register access accepted at this edge (reg_op)
  bar_reg_op reg_op;
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
  void add(const bar_mgmt_item& it) {
    if (it.kind == bar_mgmt_req) {
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

/// Register-interface pins of a barrier switch or leaf model. Idle (valid low) leaves write,
/// addr and wdata as they were.
template <typename MODEL>
bar_mgmt_vif bar_mgmt_pins(vlh::vl_harness<MODEL>* h) {
  bar_mgmt_vif v;
  v.read_valid = [h] { return h->model().reg_valid_i != 0; };
  v.read_ready = [h] { return h->model().reg_ready_o != 0; };
  v.read_write = [h] { return h->model().reg_write_i != 0; };
  v.read_addr = [h] { return static_cast<unsigned>(h->model().reg_addr_i); };
  v.read_wdata = [h] { return static_cast<std::uint32_t>(h->model().reg_wdata_i); };
  v.read_rvalid = [h] { return h->model().reg_rvalid_o != 0; };
  v.read_rdata = [h] { return static_cast<std::uint32_t>(h->model().reg_rdata_o); };
  v.read_rerr = [h] { return h->model().reg_rerr_o != 0; };
  v.drive = [h](bool valid, bool write, unsigned addr, std::uint32_t wdata) {
    MODEL& m = h->model();
    m.reg_valid_i = valid;
    if (!valid) return;
    m.reg_write_i = write;
    m.reg_addr_i = addr;
    m.reg_wdata_i = wdata;
  };
  return v;
}

}  // namespace collnet::barrier
