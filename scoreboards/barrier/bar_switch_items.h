// bar_switch_items: the transactions between the components of the barrier switch env.
//   bar_switch_obs   one rising edge of one switch as its probe saw it (bar_switch_probe):
//                    transfers into and out of every port, the tx_ready pattern, the register
//                    access accepted at the edge and the register response pins;
//   bar_switch_pred  the reference model's answer to that edge (bar_switch_predictor): the
//                    packets that must transfer out at the edge, the response due one cycle
//                    later, the per-group events and drop reasons (coverage).
// Both are plain structs published by const reference once per edge (subscribers copy what
// they keep).
#pragma once

#include <array>
#include <cstdint>

#include "bar_switch_model.h"

namespace collnet::barrier {

struct bar_switch_obs {
  static constexpr unsigned kMaxPorts = bar_switch_model::kMaxPorts;
  /// Room for every port twice: a checker self-test may report one transfer twice.
  static constexpr unsigned kMaxTx = 2 * kMaxPorts;
  struct tx_xfer {
    std::uint8_t port = 0;
    std::uint16_t pkt = 0;
  };

  std::uint64_t edge = 0;   ///< the rising edge (harness cycle() after it)
  std::uint32_t rx = 0;     ///< ports with an rx transfer (rx_valid_i && rx_ready_o)
  std::uint32_t ready = 0;  ///< ports with tx_ready_i high
  std::array<std::uint16_t, kMaxPorts> rx_pkt{};
  /// tx transfers (tx_valid_o && tx_ready_i), ascending port order.
  std::array<tx_xfer, kMaxTx> tx{};
  unsigned num_tx = 0;
  bool reg_req = false;  ///< reg_valid_i && reg_ready_o: an access accepted at this edge
  bool reg_write = false;
  unsigned reg_addr = 0;
  std::uint32_t reg_wdata = 0;
  bool rvalid = false;  ///< reg_rvalid_o (rdata, rerr meaningful only when set)
  std::uint32_t rdata = 0;
  bool rerr = false;
};

struct bar_switch_pred {
  std::uint64_t edge = 0;  ///< the edge predicted
  bool reg_valid = false;  ///< a register access was accepted at this edge (response in `out`)
  bool reg_write = false;
  unsigned reg_addr = 0;
  std::uint32_t root = 0;          ///< groups configured as root after the edge (bit g)
  bar_switch_model::edge_out out;  ///< the model's outputs of the edge
  bar_rule_hits hits;              ///< the model's rule counts after the edge (rule bins)
};

}  // namespace collnet::barrier
