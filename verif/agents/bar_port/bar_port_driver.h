// bar_port_driver: sender side of one barrier link port: a queue of packets offered to rx, and
// the port's tx_ready.
//
// Items come from the sequencer (run_phase thread, item_done at once) or from push() (the env's
// stimulus API, callable from harness callbacks, e.g. a reactive network answering a tx packet).
// No thread per clock: the handshake is seen in the sample callback, the pins are driven from
// the drive callback.
//
// Per cycle after reset (drive callback, inputs for edge `next` = cycle() + 1):
// | state                                   | rx_valid / rx_pkt                           |
// |-----------------------------------------|---------------------------------------------|
// | head transferred at the edge just done  | popped first                                |
// | head.earliest > next, or queue empty    | valid low                                   |
// | head due, cfg.may_offer(port, next) no  | valid low (the env's stimulus rule)         |
// | head due, may offer                     | valid high, pkt = head (held until taken)   |
// tx_ready = cfg.ready->ready(port, cycle) (high when no generator). In reset: valid and ready low.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>

#include <fmt/format.h>

#include "bar_pkt_item.h"
#include "bar_port_config.h"
#include "dv_base_driver.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

class bar_port_driver : public dv::dv_base_driver<bar_pkt_item, bar_port_vif, bar_port_config> {
 public:
  UVM_COMPONENT_UTILS(bar_port_driver);
  explicit bar_port_driver(uvm::uvm_component_name name);
  ~bar_port_driver() override;

  void connect_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::connect_phase(phase);
    m_h->on_sample([this] {
      m_pop = m_vif.read_rx_valid() && m_vif.read_rx_ready();
      m_took = m_pop;
    });
    m_h->on_drive([this] { drive(); });
  }

  void run_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::run_phase(phase);
    take_items([this](const bar_pkt_item& it) { push(it.pkt, it.earliest); });
  }

  void report_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::report_phase(phase);
    UVM_INFO("BAR_PORT_DRV",
             fmt::format("port {}: {} packet(s) sent, {} queued", m_cfg.port, m_sent, m_q.size()),
             uvm::UVM_HIGH);
  }

  /// Queue `pkt`, to be offered from edge `earliest` on (after the packets queued before it).
  void push(std::uint16_t pkt, std::uint64_t earliest) { m_q.push_back({earliest, pkt}); }
  /// No packet queued or being offered.
  bool empty() const { return m_q.empty(); }
  /// The packet that is at the head for edge `next` once this cycle's transfer is accounted for
  /// (valid in any callback order), if it is due at `next`.
  std::optional<std::uint16_t> due(std::uint64_t next) const {
    const std::size_t i = m_pop ? 1 : 0;
    if (m_q.size() <= i || m_q[i].earliest > next) return std::nullopt;
    return m_q[i].pkt;
  }
  /// A packet was transferred into the DUT at the last sampled edge.
  bool took_at_last_edge() const { return m_took; }

 private:
  struct entry {
    std::uint64_t earliest;
    std::uint16_t pkt;
  };

  void drive() {
    if (m_h->in_reset()) {
      m_vif.drive_rx_valid(false);
      m_vif.drive_tx_ready(false);
      return;
    }
    const std::uint64_t next = m_h->cycle() + 1;
    if (m_pop) {
      m_q.pop_front();
      ++m_sent;
    }
    m_pop = false;
    const bool offer = !m_q.empty() && m_q.front().earliest <= next &&
                       (!m_cfg.may_offer || m_cfg.may_offer(m_cfg.port, next));
    m_vif.drive_rx_valid(offer);
    if (offer) m_vif.drive_rx_pkt(m_q.front().pkt);
    m_vif.drive_tx_ready(m_cfg.ready ? m_cfg.ready->ready(m_cfg.port, m_h->cycle()) : true);
  }

  std::deque<entry> m_q;  ///< packets to send, head offered
  bool m_pop = false;     ///< head transferred at the last edge, not popped yet
  bool m_took = false;    ///< a transfer at the last sampled edge
  std::uint64_t m_sent = 0;
};

}  // namespace collnet::barrier
