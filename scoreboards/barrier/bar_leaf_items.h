// bar_leaf_items: the transactions between the components of the barrier leaf env.
//   bar_leaf_obs   one rising edge of one leaf as its probe saw it (bar_leaf_probe): the link
//                  port's transfers and tx_ready, the software interface (arrive handshake and
//                  the outputs release/release_seq, arrive_ready, waiting, seq), the register
//                  access accepted at the edge and the response pins;
//   bar_leaf_pred  the reference model's answer (bar_leaf_predictor): the outputs the model
//                  holds during the cycle before the edge (what the pins must show at the edge),
//                  the packet that must transfer out at the edge, the response due one cycle
//                  later, and the edge's events (coverage).
#pragma once

#include <cstdint>

#include "bar_leaf_model.h"

namespace collnet::barrier {

struct bar_leaf_obs {
  std::uint64_t edge = 0;  ///< the rising edge (harness cycle() after it)
  bool rx = false;         ///< rx transfer (rx_valid_i && rx_ready_o), packet rx_pkt
  std::uint16_t rx_pkt = 0;
  bool ready = false;  ///< tx_ready_i
  bool tx = false;     ///< tx transfer (tx_valid_o && tx_ready_i), packet tx_pkt
  std::uint16_t tx_pkt = 0;
  bool arrive = false;  ///< arrive_valid_i && arrive_ready_o
  bool arrive_ready = false;
  bool release = false;
  unsigned release_seq = 0;
  bool waiting = false;
  unsigned seq = 0;
  bool reg_req = false;  ///< reg_valid_i && reg_ready_o: an access accepted at this edge
  bool reg_write = false;
  unsigned reg_addr = 0;
  std::uint32_t reg_wdata = 0;
  bool rvalid = false;  ///< reg_rvalid_o, reg_rdata_o, reg_rerr_o
  std::uint32_t rdata = 0;
  bool rerr = false;
};

struct bar_leaf_pred {
  std::uint64_t edge = 0;
  // The model's outputs during the cycle before the edge.
  bool release = false;
  unsigned release_seq = 0;
  bool arrive_ready = false;
  bool waiting = false;
  unsigned seq = 0;
  bool reg_valid = false;  ///< a register access was accepted at this edge (response in `out`)
  unsigned reg_addr = 0;
  bar_leaf_model::edge_out out;  ///< the model's outputs of the edge
  bool release_after = false;    ///< release output during the cycle after the edge
  bar_leaf_rule_hits hits;       ///< the model's rule counts after the edge (rule bins)
};

}  // namespace collnet::barrier
