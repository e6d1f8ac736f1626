// bar_switch_probe: the one observer of a barrier switch that feeds its reference model. At every
// rising edge (harness sample callback, before the flops update) it reads the switch's port
// vectors and register-bus pins and publishes one bar_switch_obs on `ap`: rx transfers, the
// tx_ready pattern, tx transfers (ascending port), the register access accepted at the edge
// and the response pins. config_db (dv_base_monitor): "vif" (bar_switch_vif), "cfg"
// (bar_switch_probe_config), "harness".
// publish() (dv_base_probe) is the one place the observation leaves the probe.
#pragma once

#include "vl_harness.h"

#include <cstdint>

#include "bar_switch_items.h"
#include "dv_base_monitor.h"
#include "reg_bus_config.h"
#include "uvm.h"
#include "vl_small_function.h"

namespace collnet::barrier {

/// The pins of one switch as the probe reads them (bit p / element p = port p).
struct bar_switch_vif {
  collnet::dv::small_function<std::uint32_t()> read_rx_xfer;         ///< rx_valid_i & rx_ready_o
  collnet::dv::small_function<std::uint32_t()> read_tx_ready;        ///< tx_ready_i
  collnet::dv::small_function<std::uint32_t()> read_tx_valid;        ///< tx_valid_o
  collnet::dv::small_function<std::uint16_t(unsigned)> read_rx_pkt;  ///< rx_pkt_i[p]
  collnet::dv::small_function<std::uint16_t(unsigned)> read_tx_pkt;  ///< tx_pkt_o[p]
  common::reg_bus_vif reg;                                           ///< the register bus
};

struct bar_switch_probe_config {
  unsigned num_ports = 8;
  unsigned seq_bits = 2;
};

class bar_switch_probe : public dv::dv_base_probe<bar_switch_probe, bar_switch_obs, bar_switch_vif,
                                                  bar_switch_probe_config> {
  friend dv_base_probe;  // calls observe()

 public:
  UVM_COMPONENT_UTILS(bar_switch_probe);
  using dv_base_probe::dv_base_probe;
  ~bar_switch_probe() override;

 private:
  void observe(bar_switch_obs& o) {
    o.rx = m_vif.read_rx_xfer();
    for (std::uint32_t m = o.rx; m != 0; m &= m - 1) {
      const unsigned p = static_cast<unsigned>(__builtin_ctz(m));
      o.rx_pkt[p] = m_vif.read_rx_pkt(p);
    }
    o.ready = m_vif.read_tx_ready();
    o.num_tx = 0;
    for (std::uint32_t m = o.ready & m_vif.read_tx_valid(); m != 0; m &= m - 1) {
      const unsigned p = static_cast<unsigned>(__builtin_ctz(m));
      o.tx[o.num_tx++] = {static_cast<std::uint8_t>(p), m_vif.read_tx_pkt(p)};
    }
    const common::reg_bus_vif& r = m_vif.reg;
    o.reg_req = r.read_valid() && r.read_ready();
    o.reg_write = o.reg_req && r.read_write();
    o.reg_addr = o.reg_req ? r.read_addr() : 0;
    o.reg_wdata = o.reg_req ? r.read_wdata() : 0;
    o.rvalid = r.read_rvalid();
    o.rdata = o.rvalid ? r.read_rdata() : 0;
    o.rerr = o.rvalid && r.read_rerr();
  }
};

}  // namespace collnet::barrier
