// bar_scoreboard: compares the packets a barrier switch transfers out with the reference model's
// prediction, per port. Error ids:
//   BAR_SB_MISSING   a predicted packet did not leave its port within the window
//   BAR_SB_EXTRA     a packet left a port and nothing was predicted there
//   BAR_SB_MISMATCH  a packet left a port where a different packet was predicted (same cycle)
//   BAR_SB_NONE      nothing matched during the whole test
// Window (+bar_sb_window=W, default 0): a predicted packet due at edge E matches an identical
// packet on the same port at edges E-W..E+W; W = 0 is an exact cycle-by-cycle comparison (the
// model predicts the documented pipeline and round-robin order exactly).
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "bar_pkt.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_scoreboard : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(bar_scoreboard);
  explicit bar_scoreboard(uvm::uvm_component_name name);
  ~bar_scoreboard() override;

  /// false: a test without packet traffic (the register tests) need not match a packet.
  bool require_packets = true;

  void configure(unsigned num_ports, unsigned seq_bits, std::uint64_t window) {
    m_exp.assign(num_ports, {});
    m_seq_bits = seq_bits;
    m_window = window;
  }

  /// Model: port p must transfer pkt at edge e.
  void expect(std::uint64_t e, unsigned p, std::uint16_t pkt) { m_exp[p].push_back({e, pkt}); }

  /// Monitor: port p transferred pkt at edge e. Call after expect() of the same edge.
  void observe(std::uint64_t e, unsigned p, std::uint16_t pkt) {
    auto& q = m_exp[p];
    for (auto it = q.begin(); it != q.end(); ++it) {
      if (it->edge > e + m_window) break;
      if (it->pkt == pkt && it->edge + m_window >= e) {
        q.erase(it);
        ++m_matched;
        return;
      }
    }
    if (!q.empty() && q.front().edge == e) {
      UVM_ERROR("BAR_SB_MISMATCH",
                fmt::format("edge {} port {}: got {} expected {}", e, p, bar_str(pkt, m_seq_bits),
                            bar_str(q.front().pkt, m_seq_bits)));
      q.pop_front();
      ++m_errors;
      return;
    }
    UVM_ERROR("BAR_SB_EXTRA",
              fmt::format("edge {} port {}: unexpected {}", e, p, bar_str(pkt, m_seq_bits)));
    ++m_errors;
  }

  /// Called once per edge after observe(): predictions older than the window are missing.
  void tick(std::uint64_t e) {
    for (unsigned p = 0; p < m_exp.size(); ++p) {
      auto& q = m_exp[p];
      while (!q.empty() && q.front().edge + m_window < e) {
        UVM_ERROR("BAR_SB_MISSING",
                  fmt::format("port {}: {} due at edge {} never left (now {})", p,
                              bar_str(q.front().pkt, m_seq_bits), q.front().edge, e));
        q.pop_front();
        ++m_errors;
      }
    }
  }

  std::uint64_t matched() const { return m_matched; }
  std::size_t outstanding() const {
    std::size_t n = 0;
    for (const auto& q : m_exp) n += q.size();
    return n;
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::report_phase(phase);
    for (unsigned p = 0; p < m_exp.size(); ++p)
      for (const auto& x : m_exp[p])
        UVM_ERROR("BAR_SB_MISSING", fmt::format("port {}: {} due at edge {} left over at end", p,
                                                bar_str(x.pkt, m_seq_bits), x.edge));
    UVM_INFO("BAR_SB", fmt::format("matched {} packet(s), {} error(s)", m_matched, m_errors),
             uvm::UVM_LOW);
    if (m_matched == 0 && require_packets)
      UVM_ERROR("BAR_SB_NONE", "no packet matched: nothing was checked");
  }

 private:
  struct item {
    std::uint64_t edge;
    std::uint16_t pkt;
  };
  std::vector<std::deque<item>> m_exp;
  unsigned m_seq_bits = 2;
  std::uint64_t m_window = 0;
  std::uint64_t m_matched = 0;
  std::uint64_t m_errors = 0;
};

}  // namespace collnet::barrier
