// bar_port_config: configuration and pins ("virtual interface") of one bar_port agent (one link
// port of a barrier switch or leaf). config_db fields "cfg" (bar_port_config), "vif"
// (bar_port_vif), "harness" (vl_harness_base*).
#pragma once

#include <cstdint>
#include <memory>
#include <random>

#include "vl_small_function.h"

namespace collnet::barrier {

/// The pins of link port `port` (the env builds the lambdas from the model's vectors).
struct bar_port_vif {
  collnet::dv::small_function<bool()> read_rx_valid;              ///< rx_valid_i[port]
  collnet::dv::small_function<bool()> read_rx_ready;              ///< rx_ready_o[port]
  collnet::dv::small_function<std::uint16_t()> read_rx_pkt;       ///< rx_pkt_i[port]
  collnet::dv::small_function<bool()> read_tx_valid;              ///< tx_valid_o[port]
  collnet::dv::small_function<bool()> read_tx_ready;              ///< tx_ready_i[port]
  collnet::dv::small_function<std::uint16_t()> read_tx_pkt;       ///< tx_pkt_o[port]
  collnet::dv::small_function<void(bool)> drive_rx_valid;         ///< rx_valid_i[port]
  collnet::dv::small_function<void(std::uint16_t)> drive_rx_pkt;  ///< rx_pkt_i[port]
  collnet::dv::small_function<void(bool)> drive_tx_ready;         ///< tx_ready_i[port]
};

/// tx_ready pattern shared by the ports of one DUT: each cycle every port's ready is high with
/// probability pct %, drawn from ONE generator port 0 first (the first driver asking in a cycle
/// draws the whole cycle's mask), so the pattern does not depend on the order of the drivers'
/// callbacks and is the one of the seed whatever the number of agents.
class bar_ready_gen {
 public:
  bar_ready_gen(unsigned num_ports, std::uint64_t seed, unsigned pct)
      : m_ports(num_ports), m_pct(pct) {
    m_rng.seed(seed);
  }
  void set_pct(unsigned pct) { m_pct = pct; }
  unsigned pct() const { return m_pct; }
  /// tx_ready of `port` for the edge after `cycle` (called once per port and cycle, not in reset).
  bool ready(unsigned port, std::uint64_t cycle) {
    if (!m_drawn || cycle != m_cycle) {
      m_mask = 0;
      for (unsigned p = 0; p < m_ports; ++p)
        if (m_rng() % 100 < m_pct) m_mask |= std::uint64_t{1} << p;
      m_cycle = cycle;
      m_drawn = true;
    }
    return (m_mask >> port) & 1u;
  }

 private:
  unsigned m_ports;
  unsigned m_pct;
  std::mt19937_64 m_rng;
  std::uint64_t m_mask = 0;   ///< ready of every port for m_cycle
  std::uint64_t m_cycle = 0;  ///< cycle m_mask was drawn for
  bool m_drawn = false;
};

struct bar_port_config {
  bool is_active = true;  ///< build the driver and sequencer
  unsigned port = 0;      ///< link port index
  /// tx_ready source (shared by the ports of one DUT); null: tx_ready always high.
  std::shared_ptr<bar_ready_gen> ready;
  /// Stimulus rule of the env (may be null: always offer): may the packet due at `port` be
  /// offered for the edge `next`? Called once per cycle while a packet is due.
  collnet::dv::small_function<bool(unsigned port, std::uint64_t next)> may_offer;
};

}  // namespace collnet::barrier
