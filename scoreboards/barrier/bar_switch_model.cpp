// bar_switch_model.cpp: see bar_switch_model.h (written from the spec and the README interface).
#include "bar_switch_model.h"

#include "bar_pkt.h"

namespace collnet::barrier {

bar_switch_model::bar_switch_model(bar_switch_params p)
    : m_p(p), m_seq_mask((1u << p.seq_bits) - 1u) {}

std::uint32_t bar_switch_model::child_set(unsigned g) const {
  const group& gr = m_g[g];
  const std::uint32_t ports = (m_p.num_ports >= 32) ? ~0u : ((1u << m_p.num_ports) - 1u);
  std::uint32_t m = gr.child_mask & ports;
  if (!gr.is_root) m &= ~(1u << gr.parent);
  return m;
}

bool bar_switch_model::idle() const {
  if (m_tx_valid != 0 || m_rx_valid != 0) return false;
  for (unsigned p = 0; p < m_p.num_ports; ++p)
    if (m_pending[p] != 0) return false;
  return true;
}

std::uint32_t bar_switch_model::reg_read(unsigned addr, bool& known, bool& err) const {
  known = true;
  err = false;
  if (addr >= 0x200) {
    const unsigned k = addr - 0x200;
    if (k < bar_err_count) return m_err[k];
    if (k == 0xF) return m_p.num_ports | (m_p.num_groups << 8) | (m_p.seq_bits << 16) | (3u << 20);
    err = true;
    return 0;
  }
  const unsigned g = addr / 16, r = addr % 16;
  if (g >= m_p.num_groups || r > 7) {
    err = true;
    return 0;
  }
  const group& gr = m_g[g];
  const std::uint32_t ports = (1u << m_p.num_ports) - 1u;
  switch (r) {
    case 0:
      return gr.enable ? 1u : 0u;
    case 1:
      return gr.child_mask & ports;
    case 2:
      return gr.parent | (gr.is_root ? 0x100u : 0u);
    case 3:
      return gr.t2_reload;
    case 4:
      return gr.seq | (gr.waiting ? 0x100u : 0u) | ((gr.arrivals & 0xFFFFu) << 16);
    case 5:
      return gr.t2_fired;
    case 6:
      return gr.stale_red;
    default:
      return gr.stale_dist;
  }
}

bool bar_switch_model::reg_write(unsigned addr, std::uint32_t data) {
  if (addr >= 0x200) {
    const unsigned k = addr - 0x200;
    if (k < bar_err_count) {
      m_err[k] = 0;  // clear (increments of this edge are added afterwards)
      return true;
    }
    return false;  // PARAMS is read-only, others unknown
  }
  const unsigned g = addr / 16, r = addr % 16;
  if (g >= m_p.num_groups || r > 7) return false;
  group& gr = m_g[g];
  switch (r) {
    case 0:
      gr.enable = (data & 1u) != 0;
      return true;
    case 1:
      if (gr.enable) return false;
      gr.child_mask = data & ((1u << m_p.num_ports) - 1u);
      return true;
    case 2:
      if (gr.enable || (data & 0xFu) >= m_p.num_ports) return false;
      gr.parent = data & 0xFu;
      gr.is_root = (data & 0x100u) != 0;
      return true;
    case 3:
      if (gr.enable) return false;
      gr.t2_reload = data & 0xFFFFu;
      return true;
    case 4:
      return false;  // STATUS read-only
    case 5:
      gr.t2_fired = 0;
      return true;
    case 6:
      gr.stale_red = 0;
      return true;
    default:
      gr.stale_dist = 0;
      return true;
  }
}

void bar_switch_model::edge(const edge_in& in, edge_out& out) {
  out = edge_out{};
  const unsigned np = m_p.num_ports, ng = m_p.num_groups;

  // 1. Register response: value before this edge.
  if (in.reg_valid) {
    bool known = true, err = false;
    std::uint32_t rd = reg_read(in.reg_addr, known, err);
    out.reg_rdata = in.reg_write ? 0u : rd;
    out.reg_rdata_known = known;
    out.reg_rerr = err;
  }

  // 2. Tx stages and arbiters (state before the edge).
  for (unsigned p = 0; p < np; ++p) {
    const std::uint32_t bit = 1u << p;
    bool free = (m_tx_valid & bit) == 0;
    if ((m_tx_valid & bit) && (in.tx_ready & bit)) {
      out.tx_xfer |= bit;
      out.tx_pkt[p] = m_tx_pkt[p];
      m_tx_valid &= ~bit;
      free = true;
    }
    if (!free || m_pending[p] == 0) continue;
    out.contend[p] = static_cast<std::uint8_t>(__builtin_popcount(m_pending[p]));
    for (unsigned i = 0; i < ng; ++i) {
      const unsigned g = (m_prio[p] + i) % ng;
      if (!(m_pending[p] & (1u << g))) continue;
      const group& gr = m_g[g];
      const bool red = !gr.is_root && gr.parent == p;
      m_tx_pkt[p] = red ? bar_pack(0, g, gr.seq, m_p.seq_bits)
                        : bar_pack(1, g, (gr.seq - 1u) & m_seq_mask, m_p.seq_bits);
      m_tx_valid |= bit;
      m_pending[p] &= ~(1u << g);
      m_prio[p] = (g + 1) % ng;
      break;
    }
  }

  // 3. Control: the packets in the rx stage (transferred at the previous edge), pre-edge config.
  std::uint32_t d_err[bar_err_count] = {};
  std::array<std::uint32_t, kMaxGroups> d_t2{}, d_sr{}, d_sd{};
  std::array<std::uint32_t, kMaxGroups> red_cur{}, red_stale{};
  std::array<bool, kMaxGroups> dist_cur{};
  for (unsigned p = 0; p < np; ++p) {
    if (!(m_rx_valid & (1u << p))) continue;
    const bar_fields f = bar_unpack(m_rx_pkt[p], m_p.seq_bits);
    unsigned reason = bar_err_count;
    if (!f.crc_ok) {
      reason = bar_err_crc;
    } else if (f.group >= ng) {
      reason = bar_err_group_range;
    } else if (!m_g[f.group].enable) {
      reason = bar_err_group_disabled;
    } else if (f.kind == 0 && !(child_set(f.group) & (1u << p))) {
      reason = bar_err_red_port;
    } else if (f.kind == 1 && (m_g[f.group].is_root || m_g[f.group].parent != p)) {
      reason = bar_err_dist_port;
    }
    if (reason != bar_err_count) {
      ++d_err[reason];
      continue;
    }
    group& gr = m_g[f.group];
    if (f.kind == 0) {
      if (f.seq == gr.seq) {
        red_cur[f.group] |= 1u << p;
      } else {
        red_stale[f.group] |= 1u << p;
        ++d_sr[f.group];
      }
    } else if (f.seq == gr.seq) {
      dist_cur[f.group] = true;
    } else {
      ++d_sd[f.group];
      out.ev[f.group].dist_stale = true;
      ++m_hits.dist_stale_ignore;
    }
  }
  for (unsigned g = 0; g < ng; ++g) {
    group& gr = m_g[g];
    bar_group_events& ev = out.ev[g];
    if (!gr.enable) {  // held at reset; pending sends cleared
      gr.seq = 0;
      gr.arrivals = 0;
      gr.waiting = false;
      gr.timer = 0;
      for (unsigned p = 0; p < np; ++p) m_pending[p] &= ~(1u << g);
      continue;
    }
    const std::uint32_t kids = child_set(g);
    ev.red_cur = red_cur[g];
    ev.red_dup = red_cur[g] & gr.arrivals;
    ev.red_stale = red_stale[g];
    m_hits.red_dup += static_cast<unsigned>(__builtin_popcount(ev.red_dup));
    m_hits.red_stale_resend += static_cast<unsigned>(__builtin_popcount(red_stale[g]));
    for (unsigned p = 0; p < np; ++p)
      if (red_stale[g] & (1u << p)) m_pending[p] |= 1u << g;
    if (dist_cur[g]) {  // intermediate only (root drops it as ERR_DIST_PORT)
      ev.dist_cur = true;
      ++m_hits.dist_cur_forward;
      if (gr.waiting && gr.timer == 1) ++m_hits.dist_at_t2_expiry;
      if (red_cur[g] | red_stale[g]) ++m_hits.dist_with_red;
      for (unsigned p = 0; p < np; ++p)
        if (kids & (1u << p)) m_pending[p] |= 1u << g;
      m_pending[gr.parent] &= ~(1u << g);  // cancel a queued REDUCE
      gr.seq = (gr.seq + 1u) & m_seq_mask;
      gr.arrivals = 0;
      gr.waiting = false;
      gr.timer = 0;
      continue;
    }
    gr.arrivals |= red_cur[g];
    if (gr.waiting) {
      if (gr.timer == 1) {
        m_pending[gr.parent] |= 1u << g;
        gr.timer = gr.t2_reload;
        ++d_t2[g];
        ev.timeout = true;
        ++m_hits.t2_resend;
      } else if (gr.timer > 1) {
        --gr.timer;
      }
    } else if (kids != 0 && (gr.arrivals & kids) == kids) {
      ev.completed = true;
      ++(gr.is_root ? m_hits.red_cur_root : m_hits.red_cur_int);
      if (gr.is_root) {
        for (unsigned p = 0; p < np; ++p)
          if (kids & (1u << p)) m_pending[p] |= 1u << g;
        gr.seq = (gr.seq + 1u) & m_seq_mask;
        gr.arrivals = 0;
      } else {
        m_pending[gr.parent] |= 1u << g;
        gr.timer = gr.t2_reload;
        gr.waiting = true;
      }
    }
  }

  // 4. Register write (takes effect at this edge), then this edge's counter increments.
  if (in.reg_valid && in.reg_write) {
    if (!reg_write(in.reg_addr, in.reg_wdata)) out.reg_rerr = true;
  }
  if (in.reg_valid && out.reg_rerr) {
    out.reg_rdata = 0;
    ++d_err[bar_err_reg];
  }
  for (unsigned k = 0; k < bar_err_count; ++k) {
    out.drops[k] = d_err[k];
    for (std::uint32_t i = 0; i < d_err[k]; ++i) sat_inc(m_err[k]);
  }
  for (unsigned g = 0; g < ng; ++g) {
    for (std::uint32_t i = 0; i < d_t2[g]; ++i) sat_inc(m_g[g].t2_fired);
    for (std::uint32_t i = 0; i < d_sr[g]; ++i) sat_inc(m_g[g].stale_red);
    for (std::uint32_t i = 0; i < d_sd[g]; ++i) sat_inc(m_g[g].stale_dist);
  }

  // 5. Rx stage captures this edge's packets.
  m_rx_valid = in.rx_valid;
  m_rx_pkt = in.rx_pkt;
}

}  // namespace collnet::barrier
