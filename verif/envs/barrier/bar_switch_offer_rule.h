// bar_switch_offer_rule: the stimulus rule of the switch env (the port drivers' may_offer hook).
// It avoids a same-edge ordering the RTL README does not define: a good-CRC packet of group g is
// not offered in the same edge as a good DISTRIBUTE of g on another port (of several good
// DISTRIBUTEs of g due at one edge only the lowest port's is offered). Evaluated once per
// edge from every port's due packet (due(p, next)), so the answer does not depend on the order
// in which the drivers ask. same_edge = true drops the rule (the same-edge directed test).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

#include "bar_pkt.h"
#include "bar_switch_model.h"

namespace collnet::barrier {

class bar_switch_offer_rule {
 public:
  using due_fn = std::function<std::optional<std::uint16_t>(unsigned port, std::uint64_t next)>;

  bar_switch_offer_rule(unsigned num_ports, unsigned seq_bits, due_fn due)
      : m_num_ports(num_ports), m_seq_bits(seq_bits), m_due(std::move(due)) {}

  /// true: every due packet is offered.
  bool same_edge = false;

  /// May the packet due at port p be offered for the edge `next`?
  bool may_offer(unsigned p, std::uint64_t next) {
    if (same_edge) return true;
    if (!m_drawn || m_next != next) {
      m_mask = offer_mask(next);
      m_next = next;
      m_drawn = true;
    }
    return (m_mask >> p) & 1u;
  }

 private:
  static constexpr unsigned kMaxPorts = bar_switch_model::kMaxPorts;

  std::uint32_t offer_mask(std::uint64_t next) const {
    std::uint32_t valid = 0, dist_groups = 0;
    std::array<bool, kMaxPorts> good{};
    std::array<bar_fields, kMaxPorts> f{};
    for (unsigned p = 0; p < m_num_ports; ++p) {
      const std::optional<std::uint16_t> d = m_due(p, next);
      if (!d) continue;
      f[p] = bar_unpack(*d, m_seq_bits);
      good[p] = f[p].crc_ok;
      valid |= 1u << p;
      if (good[p] && f[p].kind == BAR_DISTRIBUTE) dist_groups |= 1u << f[p].group;
    }
    for (unsigned p = 0; p < m_num_ports; ++p) {
      if (!(valid & (1u << p)) || !good[p] || !(dist_groups & (1u << f[p].group))) continue;
      // another good packet of a group that has a distribute this edge: not offered now
      if (f[p].kind == BAR_DISTRIBUTE) {
        bool first = true;
        for (unsigned q = 0; q < p; ++q)
          if ((valid & (1u << q)) && good[q] && f[q].group == f[p].group &&
              f[q].kind == BAR_DISTRIBUTE)
            first = false;
        if (first) continue;
      }
      valid &= ~(1u << p);
    }
    return valid;
  }

  unsigned m_num_ports;
  unsigned m_seq_bits;
  due_fn m_due;              ///< the packet port p's driver would offer at `next`, if any
  bool m_drawn = false;      ///< m_mask is valid for m_next
  std::uint64_t m_next = 0;  ///< edge the rule was evaluated for
  std::uint32_t m_mask = 0;  ///< ports whose due packet may be offered at m_next
};

}  // namespace collnet::barrier
