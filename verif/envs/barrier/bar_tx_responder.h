// bar_tx_responder: the input of a barrier sequence's reactive neighbours. A subscriber of the
// port monitors' tx_ap (analysis_export; the env connects every port's monitor to it in its
// connect_phase and hands it to the sequences through the virtual sequencer, vsqr.responder): it
// collects the packets the DUT sent at one edge (at most one per port) and, at the end of that
// edge, hands them to the reaction one at a time in ascending port order, each as a bar_pkt_item
// (kind bar_pkt_tx, port, edge of the transfer, pkt). Without a reaction (none configured yet, or
// cleared by the sequence at its end) the packets are dropped.
//
// Why at the end of the edge and not in write(): the reaction sends packets on any port
// (bar_switch_env::send / bar_leaf_env::send push into the port drivers). Delivered from inside
// a monitor's sample callback it would run before the later ports' monitors and drivers sampled
// the edge, and its order would depend on which port spoke first. The end of the edge is a
// sample callback of the harness registered in end_of_elaboration_phase, so after every
// callback registered in connect_phase (all agents' monitors and drivers, the probes).
//
//   responder = bar_tx_responder::type_id::create("responder", this);  // env build_phase
//   port[p]->monitor->tx_ap.connect(responder->analysis_export);        // env connect_phase
//   responder->configure([this](const bar_pkt_item& tx) { ... });     // the sequence's body
//   responder->configure(nullptr);                                     // its end
#pragma once

#include "vl_harness.h"

#include <array>
#include <cstdint>
#include <functional>
#include <utility>

#include <fmt/format.h>

#include "bar_pkt_item.h"
#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_tx_responder : public uvm::uvm_component {
 public:
  /// Ports a responder can batch (the width of its port mask).
  static constexpr unsigned kMaxPorts = 32;
  /// The reaction to one packet the DUT sent.
  using react_fn = std::function<void(const bar_pkt_item& tx)>;

  UVM_COMPONENT_UTILS(bar_tx_responder);
  explicit bar_tx_responder(uvm::uvm_component_name name)
      : uvm::uvm_component(name), analysis_export("analysis_export", this), m_out("tx") {}

  /// tx transfers of any number of port monitors (bar_port_monitor::tx_ap).
  uvm::uvm_analysis_imp<bar_pkt_item, bar_tx_responder> analysis_export;

  /// The reaction, called at the end of every edge with a transfer (nullptr: none).
  void configure(react_fn fn) { m_react = std::move(fn); }

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::build_phase(phase);
    m_h = dv::get_harness(this);
  }
  void end_of_elaboration_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::end_of_elaboration_phase(phase);
    m_h->on_sample([this] { flush(); });
  }

  /// One tx transfer (monitor sample callback): kept until the end of its edge.
  void write(const bar_pkt_item& it) {
    if (it.port >= kMaxPorts)
      UVM_FATAL("BAR_RESPONDER", fmt::format("port {} >= {}", it.port, kMaxPorts));
    m_ports |= 1u << it.port;
    m_pkt[it.port] = it.pkt;
    m_edge = it.edge;
  }

 private:
  /// End of the edge: this edge's transfers to the reaction, ascending port.
  void flush() {
    const std::uint32_t ports = m_ports;
    m_ports = 0;
    if (!m_react) return;
    m_out.kind = bar_pkt_tx;
    m_out.edge = m_edge;
    for (std::uint32_t m = ports; m != 0; m &= m - 1) {
      m_out.port = static_cast<unsigned>(__builtin_ctz(m));
      m_out.pkt = m_pkt[m_out.port];
      m_react(m_out);
    }
  }

  collnet::dv::vl_harness_base* m_h = nullptr;
  react_fn m_react;
  std::uint32_t m_ports = 0;                     ///< ports with a tx transfer at this edge
  std::array<std::uint16_t, kMaxPorts> m_pkt{};  ///< their packets
  std::uint64_t m_edge = 0;                      ///< edge of those transfers
  bar_pkt_item m_out;                            ///< handed to the reaction (reused)
};

}  // namespace collnet::barrier
