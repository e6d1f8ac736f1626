// bar_switch_fault_probe: a switch probe that falsifies what it observed, for the switch
// checker's _bad tests only. A test installs it with bar_switch_fault_probe::install(this)
// in its build_phase (a factory instance override on "env.probe", only when +bar_fault=<kind>
// is given); the production probe carries no fault hook. The DUT and the test's reactive
// network (fed by the port monitors) are untouched: only the checker's view changes, so the
// checker itself must fire. +bar_fault_at=N (default 5) picks the N-th tx packet (1-based,
// all ports, ascending port within an edge) or the N-th register response to an access.
//
// | +bar_fault= | falsified observation                              | must fire       |
// |-------------|----------------------------------------------------|-----------------|
// | tx_corrupt  | the packet's seq field + 1 (CRC recomputed)        | BAR_SB_MISMATCH |
// | tx_hide     | the packet is not reported at all                  | BAR_SB_MISSING  |
// | tx_extra    | the packet is reported twice at its edge and port  | BAR_SB_EXTRA    |
// | reg_corrupt | rdata bit 0 of the response flipped                | BAR_SB_REG      |
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "bar_pkt.h"
#include "bar_switch_probe.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_switch_fault_probe : public bar_switch_probe {
 public:
  UVM_COMPONENT_UTILS(bar_switch_fault_probe);
  explicit bar_switch_fault_probe(uvm::uvm_component_name name);
  ~bar_switch_fault_probe() override;

  /// Overrides the probe of `test`'s "env" when +bar_fault is given.
  static void install(uvm::uvm_component* test) {
    if (uvm::plusargs::has("bar_fault"))
      bar_switch_probe::type_id::set_inst_override(get_type(), "env.probe", test);
  }

  void build_phase(uvm::uvm_phase& phase) override {
    bar_switch_probe::build_phase(phase);
    m_fault = uvm::plusargs::get_string("bar_fault", "");
    m_at = uvm::plusargs::get_u64("bar_fault_at", 5);
    if (m_fault != "tx_corrupt" && m_fault != "tx_hide" && m_fault != "tx_extra" &&
        m_fault != "reg_corrupt")
      UVM_FATAL("BAR_FAULT", fmt::format("unknown +bar_fault={}", m_fault));
  }

 protected:
  void publish(bar_switch_obs& o) override {
    if (m_fault == "reg_corrupt") {
      // The response to the access accepted at the previous edge.
      if (m_reg_due && ++m_reg_seen == m_at) {
        o.rdata ^= 1u;
        UVM_INFO("BAR_FAULT", fmt::format("edge {}: register rdata falsified (self-test)", o.edge),
                 uvm::UVM_LOW);
      }
      m_reg_due = o.reg_req;
    } else if (m_tx_seen < m_at && m_tx_seen + o.num_tx >= m_at) {
      falsify_tx(o, static_cast<unsigned>(m_at - m_tx_seen - 1));
      m_tx_seen = m_at;
    } else {
      m_tx_seen += o.num_tx;
    }
    bar_switch_probe::publish(o);
  }

 private:
  void falsify_tx(bar_switch_obs& o, unsigned i) {
    const bar_switch_obs::tx_xfer x = o.tx[i];
    UVM_INFO("BAR_FAULT",
             fmt::format("edge {} port {}: {} of {} (self-test)", o.edge, x.port, m_fault,
                         bar_str(x.pkt, m_cfg.seq_bits)),
             uvm::UVM_LOW);
    if (m_fault == "tx_corrupt") {
      const bar_fields f = bar_unpack(x.pkt, m_cfg.seq_bits);
      o.tx[i].pkt = bar_pack(f.kind, f.group, f.seq + 1, m_cfg.seq_bits);
    } else if (m_fault == "tx_extra") {
      for (unsigned k = o.num_tx; k > i + 1; --k) o.tx[k] = o.tx[k - 1];
      o.tx[i + 1] = x;
      ++o.num_tx;
    } else {  // tx_hide
      for (unsigned k = i; k + 1 < o.num_tx; ++k) o.tx[k] = o.tx[k + 1];
      --o.num_tx;
    }
  }

  std::string m_fault;           ///< +bar_fault
  std::uint64_t m_at = 5;        ///< +bar_fault_at
  std::uint64_t m_tx_seen = 0;   ///< tx packets observed so far
  std::uint64_t m_reg_seen = 0;  ///< register responses to an access observed so far
  bool m_reg_due = false;        ///< an access was accepted at the previous edge
};

}  // namespace collnet::barrier
