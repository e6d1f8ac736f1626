// bar_leaf_model.cpp: see bar_leaf_model.h (written from the spec and the README interface).
#include "bar_leaf_model.h"

#include "bar_pkt.h"

namespace collnet::barrier {

namespace {
void sat_inc(std::uint32_t& c) {
  if (c != 0xFFFFFFFFu) ++c;
}
}  // namespace

void bar_leaf_model::edge(const edge_in& in, edge_out& out) {
  out = edge_out{};
  // 1. Register response (value before the edge).
  bool rerr = false;
  std::uint32_t rd = 0;
  if (in.reg_valid) {
    const unsigned a = in.reg_addr;
    if (a >= 0x200 && a <= 0x205) {
      rd = m_err[a - 0x200];
    } else if (a == 0x20F) {
      rd = m_sb << 16;
      rerr = in.reg_write;
    } else if (a <= 5) {
      const std::uint32_t v[6] = {m_enable ? 1u : 0u, m_group,
                                  m_t1_reload,        m_seq | (m_waiting ? 0x100u : 0u),
                                  m_t1_fired,         m_stale};
      rd = v[a];
      if (in.reg_write && (a == 3 || ((a == 1 || a == 2) && m_enable))) rerr = true;
    } else {
      rerr = true;
    }
    out.reg_rdata = (in.reg_write || rerr) ? 0u : rd;
    out.reg_rerr = rerr;
  }
  // 2. Tx stage.
  bool free = !m_tx_valid;
  if (m_tx_valid && in.tx_ready) {
    out.tx_xfer = true;
    out.tx_pkt = m_tx_pkt;
    m_tx_valid = false;
    free = true;
  }
  if (free && m_pending) {
    m_tx_pkt = bar_pack(0, m_group, m_seq, m_sb);
    m_tx_valid = true;
    m_pending = false;
  }
  // 3. Control (pre-edge configuration).
  m_release = false;
  std::uint32_t d_err[6] = {};
  bool dist_cur = false;
  if (m_rx_valid) {
    const bar_fields f = bar_unpack(m_rx_pkt, m_sb);
    if (!f.crc_ok) {
      ++d_err[0];
    } else if (!m_enable) {
      ++d_err[2];
    } else if (f.group != m_group) {
      ++d_err[1];
    } else if (f.kind != 1) {
      ++d_err[3];
    } else if (f.seq != m_seq) {
      sat_inc(m_stale);
      out.stale = true;
      ++m_hits.dist_stale_ignore;
    } else if (!m_waiting) {
      ++d_err[4];
    } else {
      dist_cur = true;
    }
  }
  if (!m_enable) {
    m_seq = 0;
    m_waiting = false;
    m_timer = 0;
    m_pending = false;
  } else if (dist_cur) {
    if (m_timer == 1) ++m_hits.dist_at_t1_expiry;  // the distribute wins: no resend
    m_release = true;
    m_release_seq = m_seq;
    ++m_hits.release;
    m_seq = (m_seq + 1u) & m_mask;
    m_waiting = false;
    m_timer = 0;
    m_pending = false;
  } else if (m_waiting) {
    if (m_timer == 1) {
      m_pending = true;
      m_timer = m_t1_reload;
      sat_inc(m_t1_fired);
      out.timeout = true;
      ++m_hits.t1_resend;
    } else if (m_timer > 1) {
      --m_timer;
    }
  } else if (in.arrive) {
    if (m_rx_valid) ++m_hits.arrive_with_rx;
    m_pending = true;
    m_timer = m_t1_reload;
    m_waiting = true;
  }
  // 4. Register write, then this edge's counter increments.
  if (in.reg_valid && in.reg_write && !rerr) {
    switch (in.reg_addr) {
      case 0:
        m_enable = (in.reg_wdata & 1u) != 0;
        break;
      case 1:
        m_group = in.reg_wdata & 0xFu;
        break;
      case 2:
        m_t1_reload = in.reg_wdata & 0xFFFFu;
        break;
      case 4:
        m_t1_fired = 0;
        break;
      case 5:
        m_stale = 0;
        break;
      default:
        if (in.reg_addr >= 0x200 && in.reg_addr <= 0x205) m_err[in.reg_addr - 0x200] = 0;
        break;
    }
  }
  if (in.reg_valid && rerr) ++d_err[5];
  for (unsigned k = 0; k < 6; ++k)
    for (std::uint32_t i = 0; i < d_err[k]; ++i) sat_inc(m_err[k]);
  // 5. Rx stage.
  m_rx_valid = in.rx_valid;
  m_rx_pkt = in.rx_pkt;
}

}  // namespace collnet::barrier
