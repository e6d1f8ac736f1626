// bar_switch_model.cpp: see bar_switch_model.h (written from the spec and the README interface).
#include "bar_switch_model.h"

#include "bar_pkt.h"

#include <stdexcept>

namespace collnet::barrier {

bar_switch_model::bar_switch_model(bar_switch_params p)
    : m_p(p), m_seq_mask((1u << p.seq_bits) - 1u) {
  // README 1: NumPorts 1..16, NumGroups 1..16, SeqBits 1..8 (the RTL stops at elaboration).
  if (p.num_ports < 1 || p.num_ports > kMaxPorts)
    throw std::invalid_argument("bar_switch_model: num_ports must be 1..16");
  if (p.num_groups < 1 || p.num_groups > kMaxGroups)
    throw std::invalid_argument("bar_switch_model: num_groups must be 1..16");
  if (p.seq_bits < 1 || p.seq_bits > 8)
    throw std::invalid_argument("bar_switch_model: seq_bits must be 1..8");
  m_hits.params_legal = 1;  // the rule bin params_legal: the DUT's parameters were taken
}

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

namespace {
namespace sw = collnet::barrier::regs::sw;
using collnet::barrier::regs::field_get;
using collnet::barrier::regs::field_put;

/// Register r of the group block: its offset in group 0.
unsigned group_reg(unsigned addr) {
  return addr % sw::CTRL_STRIDE;
}
/// Group of a group-block address.
unsigned group_of(unsigned addr) {
  return addr / sw::CTRL_STRIDE;
}
}  // namespace

std::uint32_t bar_switch_model::reg_read(unsigned addr, bool& known, bool& err) const {
  known = true;
  err = false;
  if (addr >= sw::ERR_OFFSET) {
    const unsigned k = addr - sw::ERR_OFFSET;
    if (k < bar_err_count) return m_err[k];
    if (addr == sw::PARAMS_OFFSET) {
      collnet::barrier::regs::params p;
      p.NumPorts = m_p.num_ports;
      p.NumGroups = m_p.num_groups;
      p.SeqBits = m_p.seq_bits;
      return sw::PARAMS_RESET_OF(p);
    }
    err = true;
    return 0;
  }
  const unsigned g = group_of(addr), r = group_reg(addr);
  if (g >= m_p.num_groups || r > sw::STALE_DIST_OFFSET) {
    err = true;
    return 0;
  }
  const group& gr = m_g[g];
  const std::uint32_t ports = (1u << m_p.num_ports) - 1u;
  std::uint64_t v = 0;
  switch (r) {
    case sw::CTRL_OFFSET:
      v = field_put(gr.enable ? 1u : 0u, sw::CTRL_ENABLE_LSB, sw::CTRL_ENABLE_MASK);
      break;
    case sw::CHILD_MASK_OFFSET:
      v = field_put(gr.child_mask & ports, sw::CHILD_MASK_MASK_LSB, sw::CHILD_MASK_MASK_MASK_MAX);
      break;
    case sw::PARENT_OFFSET:
      v = field_put(gr.parent, sw::PARENT_PORT_LSB, sw::PARENT_PORT_MASK) |
          field_put(gr.is_root ? 1u : 0u, sw::PARENT_IS_ROOT_LSB, sw::PARENT_IS_ROOT_MASK);
      break;
    case sw::T2_RELOAD_OFFSET:
      v = field_put(gr.t2_reload, sw::T2_RELOAD_RELOAD_LSB, sw::T2_RELOAD_RELOAD_MASK);
      break;
    case sw::STATUS_OFFSET:
      v = field_put(gr.seq, sw::STATUS_SEQ_LSB, sw::STATUS_SEQ_MASK_MAX) |
          field_put(gr.waiting ? 1u : 0u, sw::STATUS_WAITING_LSB, sw::STATUS_WAITING_MASK) |
          field_put(gr.arrivals, sw::STATUS_ARRIVALS_LSB, sw::STATUS_ARRIVALS_MASK);
      break;
    case sw::T2_FIRED_OFFSET:
      v = gr.t2_fired;
      break;
    case sw::STALE_RED_OFFSET:
      v = gr.stale_red;
      break;
    default:
      v = gr.stale_dist;
      break;
  }
  return static_cast<std::uint32_t>(v);
}

bool bar_switch_model::reg_write(unsigned addr, std::uint32_t data) {
  if (addr >= sw::ERR_OFFSET) {
    const unsigned k = addr - sw::ERR_OFFSET;
    if (k < bar_err_count) {
      m_err[k] = 0;  // clear (increments of this edge are added afterwards)
      return true;
    }
    return false;  // PARAMS is read-only, others unknown
  }
  const unsigned g = group_of(addr), r = group_reg(addr);
  if (g >= m_p.num_groups || r > sw::STALE_DIST_OFFSET) return false;
  group& gr = m_g[g];
  switch (r) {
    case sw::CTRL_OFFSET: {
      const bool en = field_get(data, sw::CTRL_ENABLE_LSB, sw::CTRL_ENABLE_MASK) != 0;
      if (en && gr.enable) ++m_hits.enable_while_enabled;
      if (!en && gr.enable && (gr.waiting || gr.arrivals != 0)) ++m_hits.disable_mid_op;
      if (en && !gr.enable) {
        if (!gr.is_root && ((gr.child_mask >> gr.parent) & 1u)) ++m_hits.cfg_parent_in_mask;
        if (child_set(g) == 0) ++m_hits.cfg_no_children;
      }
      gr.enable = en;
      return true;
    }
    case sw::CHILD_MASK_OFFSET:
      if (gr.enable) return false;
      gr.child_mask = static_cast<std::uint32_t>(
          field_get(data, sw::CHILD_MASK_MASK_LSB, (1u << m_p.num_ports) - 1u));
      return true;
    case sw::PARENT_OFFSET: {
      const auto port =
          static_cast<unsigned>(field_get(data, sw::PARENT_PORT_LSB, sw::PARENT_PORT_MASK));
      const bool root = field_get(data, sw::PARENT_IS_ROOT_LSB, sw::PARENT_IS_ROOT_MASK) != 0;
      // README section 4: a port >= NumPorts is rejected, except at a root (port ignored).
      if (gr.enable || (port >= m_p.num_ports && !root)) return false;
      if (port >= m_p.num_ports) ++m_hits.root_parent_ignored;
      gr.parent = port;
      gr.is_root = root;
      return true;
    }
    case sw::T2_RELOAD_OFFSET:
      if (gr.enable) return false;
      gr.t2_reload = static_cast<std::uint32_t>(
          field_get(data, sw::T2_RELOAD_RELOAD_LSB, sw::T2_RELOAD_RELOAD_MASK));
      gr.t2_written = true;
      return true;
    case sw::STATUS_OFFSET:
      return false;  // STATUS read-only
    case sw::T2_FIRED_OFFSET:
      gr.t2_fired = 0;
      return true;
    case sw::STALE_RED_OFFSET:
      gr.stale_red = 0;
      return true;
    default:
      gr.stale_dist = 0;
      return true;
  }
}

bool bar_switch_model::deposit_counter(unsigned addr, std::uint32_t v) {
  if (addr >= sw::ERR_OFFSET) {
    const unsigned k = addr - sw::ERR_OFFSET;
    if (k >= bar_err_count) return false;
    m_err[k] = v;
    return true;
  }
  const unsigned g = group_of(addr), r = group_reg(addr);
  if (g >= m_p.num_groups) return false;
  switch (r) {
    case sw::T2_FIRED_OFFSET:
      m_g[g].t2_fired = v;
      return true;
    case sw::STALE_RED_OFFSET:
      m_g[g].stale_red = v;
      return true;
    case sw::STALE_DIST_OFFSET:
      m_g[g].stale_dist = v;
      return true;
    default:
      return false;
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

  // 2. Tx stages and arbiters (state before the edge). A disabled group has no pending send
  // (README section 4), also before this edge's control step clears its bits.
  std::uint32_t enabled = 0;
  for (unsigned g = 0; g < ng; ++g)
    if (m_g[g].enable) enabled |= 1u << g;
  for (unsigned p = 0; p < np; ++p) {
    const std::uint32_t bit = 1u << p;
    bool free = (m_tx_valid & bit) == 0;
    if ((m_tx_valid & bit) && (in.tx_ready & bit)) {
      out.tx_xfer |= bit;
      out.tx_pkt[p] = m_tx_pkt[p];
      m_tx_valid &= ~bit;
      free = true;
    }
    const std::uint32_t pend = m_pending[p] & enabled;
    if (!free || pend == 0) continue;
    out.contend[p] = static_cast<std::uint8_t>(__builtin_popcount(pend));
    for (unsigned i = 0; i < ng; ++i) {
      const unsigned g = (m_prio[p] + i) % ng;
      if (!(pend & (1u << g))) continue;
      const group& gr = m_g[g];
      const bool red = !gr.is_root && gr.parent == p;
      m_tx_pkt[p] = red ? bar_pack(BAR_REDUCE, g, gr.seq, m_p.seq_bits)
                        : bar_pack(BAR_DISTRIBUTE, g, (gr.seq - 1u) & m_seq_mask, m_p.seq_bits);
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
    } else if (f.kind == BAR_REDUCE && !(child_set(f.group) & (1u << p))) {
      reason = bar_err_red_port;
    } else if (f.kind == BAR_DISTRIBUTE && (m_g[f.group].is_root || m_g[f.group].parent != p)) {
      reason = bar_err_dist_port;
    }
    if (reason != bar_err_count) {
      ++d_err[reason];
      if (reason == bar_err_dist_port)
        ++(m_g[f.group].is_root ? m_hits.dist_at_root : m_hits.dist_not_parent);
      if (reason == bar_err_red_port) ++m_hits.red_not_child;
      continue;
    }
    group& gr = m_g[f.group];
    if (f.kind == BAR_REDUCE) {
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
      // Disabled at the edge T2 would expire: the group is held at reset, nothing is resent
      // and the expiry is not counted (T2_FIRED counts resends).
      if (gr.waiting && gr.timer == 1) ++m_hits.disable_at_t2_expiry;
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
      if (!gr.waiting) ++m_hits.dist_cur_not_waiting;  // the parent decides (README 5.2)
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
        if (gr.t2_reload == 0) ++m_hits.t2_off_wait;
        if (!gr.t2_written) ++m_hits.t2_reset_reload;
      }
    }
  }

  // 4. Register write (takes effect at this edge), then this edge's counter increments.
  {
    std::uint32_t dropped = 0;
    for (unsigned k = 0; k < bar_err_count; ++k)
      if (k != bar_err_reg) dropped += d_err[k];
    if (dropped >= 2) ++m_hits.drops_same_edge;
  }
  if (in.reg_valid && !in.reg_write && out.reg_rerr) ++m_hits.reg_rej_unknown;
  if (in.reg_valid && in.reg_write) {
    if (!reg_write(in.reg_addr, in.reg_wdata)) {
      out.reg_rerr = true;
      // Which rule of README 4 rejected it (the state before this edge's write).
      const unsigned a = in.reg_addr, g = group_of(a), r = group_reg(a);
      if (a == sw::PARAMS_OFFSET || (a < sw::ERR_OFFSET && g < ng && r == sw::STATUS_OFFSET))
        ++m_hits.reg_rej_ro;
      else if (a >= sw::ERR_OFFSET || g >= ng || r > sw::STALE_DIST_OFFSET)
        ++m_hits.reg_rej_unknown;
      else if (m_g[g].enable)
        ++m_hits.reg_rej_locked;
      else
        ++m_hits.reg_rej_parent;
    } else {  // rule bin: a counter cleared at an edge that counts one of its events
      const unsigned a = in.reg_addr, g = group_of(a), r = group_reg(a);
      const bool ev = a >= sw::ERR_OFFSET
                          ? a - sw::ERR_OFFSET < bar_err_count && d_err[a - sw::ERR_OFFSET] != 0
                      : g >= ng                    ? false
                      : r == sw::T2_FIRED_OFFSET   ? d_t2[g] != 0
                      : r == sw::STALE_RED_OFFSET  ? d_sr[g] != 0
                      : r == sw::STALE_DIST_OFFSET ? d_sd[g] != 0
                                                   : false;
      if (ev) ++m_hits.clear_with_event;
    }
  }
  if (in.reg_valid && out.reg_rerr) {
    out.reg_rdata = 0;
    ++d_err[bar_err_reg];
  }
  // Rule bin: an event counted into a counter already at 2^32 - 1 (it saturates, README 4.1).
  auto count = [this](std::uint32_t& c, std::uint32_t n) {
    if (n != 0 && c + n < c) ++m_hits.counter_saturated;
    for (std::uint32_t i = 0; i < n; ++i) sat_inc(c);
  };
  for (unsigned k = 0; k < bar_err_count; ++k) {
    out.drops[k] = d_err[k];
    count(m_err[k], d_err[k]);
  }
  for (unsigned g = 0; g < ng; ++g) {
    count(m_g[g].t2_fired, d_t2[g]);
    count(m_g[g].stale_red, d_sr[g]);
    count(m_g[g].stale_dist, d_sd[g]);
  }

  // 5. Rx stage captures this edge's packets.
  m_rx_valid = in.rx_valid;
  m_rx_pkt = in.rx_pkt;
}

}  // namespace collnet::barrier
