// cu_unit_fairness_checker: the no-starvation property of the collective unit, checked from the
// spec alone (../shared/spec/collective-unit.md, "Traffic, arbitration and FIFOs": "no class
// may starve ... a ready class is granted within a bounded number of grants to other classes,
// also when it is refused for lack of room while classes with shorter packets take the same
// destination's room as it frees"), with the bound the contract states (TRAFFIC.md rule 5: at
// most 2 stream grants of other classes to the class's destination; rule 6: with sys_prio a
// user class does not count the system class's grants).
//
// Independent of the reference model on purpose: it never calls cu_traffic_model (a rule the
// model shares with the RTL cannot hide a starvation here). It keeps only what the spec names:
// - routes and CTRL.sys_prio from the register writes it sees (a write applies from the next
//   cycle; ROUTE: mask, local destination, enable; the destination of a class is the up-tree
//   link, or the user / system reception FIFO for local delivery);
// - per input and class the complete packets waiting (the last flit of a packet accepted in
//   cycle t counts from t + 1; malformed packets, which the spec says are rejected, are not
//   counted: class 3, class not enabled, opcode > 11, len 0 or > MaxLen, input not in the
//   class mask, judged with the routes of the header's cycle);
// - ready[c]: class c enabled with a non-empty mask and every masked input holding a complete
//   packet of class c (the spec's "every input in the class's mask has a packet of that class
//   at its head");
// - on a grant of class g (the gnt_*_o observation port), one packet leaves every masked input.
//
// | id          | fires when                                                                 |
// |-------------|----------------------------------------------------------------------------|
// | CU_STARVE   | a class stayed ready while more than `bound` stream grants of other classes |
// |             | went to its destination (system-class grants not counted for a user class   |
// |             | while sys_prio = 1); at the end: packet traffic but no grant seen           |
// | CU_GNT_REQ  | a grant of a class that is not ready (no grant without request)             |
// Observes the probe's per-cycle cu_unit_obs only (a uvm_subscriber: analysis_export); needs the
// gnt_*_o port.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "cu_traffic_defs.h"
#include "cu_unit_env_config.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_fairness_checker : public uvm::uvm_subscriber<cu_unit_obs> {
 public:
  UVM_COMPONENT_UTILS(cu_unit_fairness_checker);
  explicit cu_unit_fairness_checker(uvm::uvm_component_name name);
  ~cu_unit_fairness_checker() override;

  /// Stream grants of other classes to a class's destination it may wait for (TRAFFIC.md rule
  /// 5); a test may lower it (+cu_starve_bound=, the checker's own _bad test).
  unsigned bound = 2;
  unsigned max_reports = 10;  ///< errors printed in full

  void configure(const cu_unit_env_config& cfg) {
    m_num_in = cfg.num_in;
    m_max_len = cfg.max_len;
    m_packet_traffic = cfg.packet_traffic;
  }

  void write(const cu_unit_obs& o) override {
    if (!o.has_gnt) return;
    m_active = true;
    // ---- Readiness in this cycle (state of the cycles before) ----
    std::array<bool, CU_NUM_CLS> ready{};
    for (unsigned c = 0; c < CU_NUM_CLS; ++c) {
      const std::uint32_t m = mask(c);
      ready[c] = (m_route[c] & CU_ROUTE_ENABLE) != 0 && m != 0;
      for (unsigned i = 0; ready[c] && i < m_num_in; ++i)
        if (((m >> i) & 1u) && m_pkts[i][c] == 0) ready[c] = false;
      if (ready[c]) ++m_ready_cycles[c];
    }
    // ---- The grant of this cycle ----
    if (o.gnt_valid) grant(o, ready);
    for (unsigned c = 0; c < CU_NUM_CLS; ++c)
      if (!ready[c]) {
        m_wait[c] = 0;
        m_reported[c] = false;
      }
    // ---- Inputs, then register writes (they apply from the next cycle) ----
    const std::uint32_t acc = o.in_valid & o.in_ready;
    for (unsigned i = 0; i < m_num_in; ++i)
      if ((acc >> i) & 1u) accept(i, o.in_data[i]);
    if (o.reg_req && o.reg_we) {
      if (o.reg_addr == CU_REG_ROUTE0 || o.reg_addr == CU_REG_ROUTE1 || o.reg_addr == CU_REG_ROUTE2)
        m_route[o.reg_addr - CU_REG_ROUTE0] = o.reg_wdata;
      else if (o.reg_addr == CU_REG_CTRL)
        m_sys_prio = (o.reg_wdata & CU_CTRL_SYS_PRIO) != 0;
    }
  }

  void check_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_subscriber<cu_unit_obs>::check_phase(phase);
    if (!m_active) {
      UVM_WARNING("CU_STARVE", "no gnt_*_o observation port: fairness not checked");
      return;
    }
    if (m_errors > max_reports)
      UVM_ERROR("CU_STARVE", fmt::format("{} errors in all ({} printed)", m_errors, max_reports));
    if (m_packet_traffic && m_grants[0] + m_grants[1] + m_grants[2] == 0)
      UVM_ERROR("CU_STARVE", "no grant was seen (nothing checked)");
  }
  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_subscriber<cu_unit_obs>::report_phase(phase);
    if (!m_active) return;
    std::string s;
    for (unsigned c = 0; c < CU_NUM_CLS; ++c)
      s += fmt::format(
          " | class {}: {} grants ({} while another class of its destination was "
          "ready), ready {} cycles, waited for at most {} grant(s) of others",
          c, m_grants[c], m_contested[c], m_ready_cycles[c], m_max_wait[c]);
    UVM_INFO("CU_STARVE", fmt::format("bound {}{}", bound, s), uvm::UVM_LOW);
  }

  /// Largest number of other classes' grants class c waited for while ready.
  unsigned max_wait(unsigned c) const { return m_max_wait[c]; }

 private:
  std::uint32_t mask(unsigned c) const {
    const std::uint32_t in_bits = (1u << m_num_in) - 1u;
    return m_route[c] & CU_ROUTE_MASK & in_bits;
  }
  unsigned dest(unsigned c) const {
    if (!(m_route[c] & CU_ROUTE_LOCAL)) return CU_DST_UP;
    return c == 2 ? CU_DST_SYS : CU_DST_USER;
  }
  void error(const char* id, const std::string& msg) {
    if (++m_errors <= max_reports) UVM_ERROR(id, msg);
  }

  void grant(const cu_unit_obs& o, const std::array<bool, CU_NUM_CLS>& ready) {
    const unsigned g = o.gnt_cls;
    if (g >= CU_NUM_CLS || !ready[g]) {
      error("CU_GNT_REQ",
            fmt::format("cycle ending at edge {}: grant of class {} that is not "
                        "ready (ready classes 2..0: {}{}{})",
                        o.edge, g, ready[2] ? 1 : 0, ready[1] ? 1 : 0, ready[0] ? 1 : 0));
      return;
    }
    ++m_grants[g];
    const std::uint32_t m = mask(g);
    for (unsigned i = 0; i < m_num_in; ++i)
      if ((m >> i) & 1u) --m_pkts[i][g];
    bool contested = false;
    for (unsigned c = 0; c < CU_NUM_CLS; ++c) {
      if (c == g || !ready[c] || o.gnt_drop || dest(c) != dest(g)) continue;
      contested = true;
      if (m_sys_prio && g == 2) continue;  // rule 6: a user class waits while system packets come
      ++m_wait[c];
      if (m_wait[c] > m_max_wait[c]) m_max_wait[c] = m_wait[c];
      if (m_wait[c] > bound && !m_reported[c]) {
        m_reported[c] = true;
        error("CU_STARVE",
              fmt::format("cycle ending at edge {}: class {} ready for {} grant(s) of other "
                          "classes to its destination (bound {}), the last to class {}",
                          o.edge, c, m_wait[c], bound, g));
      }
    }
    if (contested) ++m_contested[g];
    m_wait[g] = 0;
    m_reported[g] = false;
  }

  void accept(unsigned i, std::uint64_t flit) {
    port& p = m_port[i];
    if (p.rem == 0) {  // a header
      p.cls = cu_hdr_cls(flit);
      const unsigned len = cu_hdr_len(flit);
      p.keep = p.cls < CU_NUM_CLS && (m_route[p.cls] & CU_ROUTE_ENABLE) != 0 &&
               cu_hdr_op(flit) <= 11 && len >= 1 && len <= m_max_len &&
               ((mask(p.cls) >> i) & 1u) != 0;
      p.rem = len;  // len 0: a header-only packet (malformed), the next flit is a header
      return;
    }
    if (--p.rem == 0 && p.keep) ++m_pkts[i][p.cls];
  }

  struct port {
    unsigned rem = 0;  ///< payload flits still to come (0: the next flit is a header)
    unsigned cls = 0;
    bool keep = false;  ///< the packet is well formed (goes to a VC)
  };
  unsigned m_num_in = 3, m_max_len = 4;
  bool m_packet_traffic = true, m_active = false, m_sys_prio = false;
  std::array<std::uint32_t, CU_NUM_CLS> m_route{};
  std::array<port, 16> m_port{};
  std::array<std::array<unsigned, CU_NUM_CLS>, 16> m_pkts{};  ///< complete packets [i][c]
  std::array<unsigned, CU_NUM_CLS> m_wait{}, m_max_wait{};
  std::array<bool, CU_NUM_CLS> m_reported{};
  std::array<std::uint64_t, CU_NUM_CLS> m_grants{}, m_contested{}, m_ready_cycles{};
  std::uint64_t m_errors = 0;
};

}  // namespace collnet::collective
