// bar_port_monitor: watches one barrier link port and publishes, at every edge (sample callback,
// before the flops update), in this order:
//   rx_ap     the packet transferred into the DUT (rx_valid_i && rx_ready_o),
//   ready_ap  a bar_pkt_ready item when tx_ready_i is high (whether or not tx_valid_o is),
//   tx_ap     the packet transferred out of the DUT (tx_valid_o && tx_ready_i).
// Items carry the edge (cycle() + 1), the port and the packet. The item is a reused member:
// subscribers copy what they keep.
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "bar_pkt_item.h"
#include "bar_port_config.h"
#include "dv_base_monitor.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

class bar_port_monitor
    : public dv::dv_base_monitor<bar_port_monitor, bar_pkt_item, bar_port_vif, bar_port_config> {
  friend dv_base_monitor;  // calls on_build() and sample()

 public:
  UVM_COMPONENT_UTILS(bar_port_monitor);
  explicit bar_port_monitor(uvm::uvm_component_name name);
  ~bar_port_monitor() override;

  uvm::uvm_analysis_port<bar_pkt_item> rx_ap{"rx_ap"};        ///< transfers into the DUT
  uvm::uvm_analysis_port<bar_pkt_item> ready_ap{"ready_ap"};  ///< edges with tx_ready high
  uvm::uvm_analysis_port<bar_pkt_item> tx_ap{"tx_ap"};        ///< transfers out of the DUT

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::report_phase(phase);
    UVM_INFO("BAR_PORT_MON", fmt::format("port {}: {} rx, {} tx packet(s)", m_cfg.port, m_rx, m_tx),
             uvm::UVM_HIGH);
  }

 private:
  void on_build() { m_item.port = m_cfg.port; }
  void sample() {
    m_item.edge = m_h->cycle() + 1;
    if (m_vif.read_rx_valid() && m_vif.read_rx_ready()) {
      m_item.kind = bar_pkt_rx;
      m_item.pkt = m_vif.read_rx_pkt();
      ++m_rx;
      write(rx_ap, m_item);
    }
    if (!m_vif.read_tx_ready()) return;
    m_item.kind = bar_pkt_ready;
    m_item.pkt = 0;
    ready_ap.write(m_item);  // every edge with tx_ready: not recorded
    if (m_vif.read_tx_valid()) {
      m_item.kind = bar_pkt_tx;
      m_item.pkt = m_vif.read_tx_pkt();
      ++m_tx;
      write(tx_ap, m_item);
    }
  }

  std::uint64_t m_rx = 0, m_tx = 0;
};

}  // namespace collnet::barrier
