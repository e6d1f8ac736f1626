// bar_leaf_model.cpp: see bar_leaf_model.h (written from the spec and the README interface).
#include "bar_leaf_model.h"

#include "bar_pkt.h"

namespace collnet::barrier {

namespace {
namespace leaf = collnet::barrier::regs::leaf;
using collnet::barrier::regs::field_get;
using collnet::barrier::regs::field_put;

void sat_inc(std::uint32_t& c) {
  if (c != 0xFFFFFFFFu) ++c;
}
/// True when a is the address of one of the error counters.
bool is_err(unsigned a) {
  return a >= leaf::ERR_OFFSET && a - leaf::ERR_OFFSET < leaf::ERR_N_MAX;
}
}  // namespace

void bar_leaf_model::edge(const edge_in& in, edge_out& out) {
  out = edge_out{};
  // 1. Register response (value before the edge).
  bool rerr = false;
  std::uint32_t rd = 0;
  if (in.reg_valid) {
    const unsigned a = in.reg_addr;
    collnet::barrier::regs::params p;
    p.SeqBits = m_sb;
    switch (a) {
      case leaf::CTRL_OFFSET:
        rd = static_cast<std::uint32_t>(
            field_put(m_enable ? 1u : 0u, leaf::CTRL_ENABLE_LSB, leaf::CTRL_ENABLE_MASK));
        break;
      case leaf::GROUP_OFFSET:
        rd = static_cast<std::uint32_t>(
            field_put(m_group, leaf::GROUP_GROUP_LSB, leaf::GROUP_GROUP_MASK));
        rerr = in.reg_write && m_enable;  // locked by CTRL.enable
        break;
      case leaf::T1_RELOAD_OFFSET:
        rd = static_cast<std::uint32_t>(
            field_put(m_t1_reload, leaf::T1_RELOAD_RELOAD_LSB, leaf::T1_RELOAD_RELOAD_MASK));
        rerr = in.reg_write && m_enable;  // locked by CTRL.enable
        break;
      case leaf::STATUS_OFFSET:
        rd = static_cast<std::uint32_t>(
            field_put(m_seq, leaf::STATUS_SEQ_LSB, leaf::STATUS_SEQ_MASK_MAX) |
            field_put(m_waiting ? 1u : 0u, leaf::STATUS_WAITING_LSB, leaf::STATUS_WAITING_MASK));
        rerr = in.reg_write;  // RO
        break;
      case leaf::T1_FIRED_OFFSET:
        rd = m_t1_fired;
        break;
      case leaf::STALE_DIST_OFFSET:
        rd = m_stale;
        break;
      case leaf::PARAMS_OFFSET:
        rd = leaf::PARAMS_RESET_OF(p);
        rerr = in.reg_write;  // RO
        break;
      default:
        if (is_err(a)) {
          rd = m_err[a - leaf::ERR_OFFSET];
        } else {
          rerr = true;
        }
        break;
    }
    out.reg_rdata = (in.reg_write || rerr) ? 0u : rd;
    out.reg_rerr = rerr;
    if (rerr) {  // which rule of README 4 rejected it
      if (a == leaf::STATUS_OFFSET || a == leaf::PARAMS_OFFSET)
        ++m_hits.reg_rej_ro;
      else if (a == leaf::GROUP_OFFSET || a == leaf::T1_RELOAD_OFFSET)
        ++m_hits.reg_rej_locked;
      else
        ++m_hits.reg_rej_unknown;
    }
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
    m_tx_pkt = bar_pack(BAR_REDUCE, m_group, m_seq, m_sb);
    m_tx_valid = true;
    m_pending = false;
  }
  // 3. Control (pre-edge configuration).
  m_release = false;
  std::uint32_t d_err[leaf::ERR_N_MAX] = {};
  bool d_stale = false;  // this edge's STALE_DIST event (counted after a same-edge clear)
  bool d_t1 = false;     // this edge's T1_FIRED event (counted after a same-edge clear)
  bool dist_cur = false;
  if (m_rx_valid) {
    const bar_fields f = bar_unpack(m_rx_pkt, m_sb);
    const unsigned fails = (!m_enable ? 1u : 0u) + (f.group != m_group ? 1u : 0u) +
                           (f.kind != BAR_DISTRIBUTE ? 1u : 0u);
    if (f.crc_ok && fails >= 2) ++m_hits.err_first_of_two;
    if (!f.crc_ok) {
      ++d_err[leaf::ERR_CRC_IDX];
      ++m_hits.err_crc;
    } else if (!m_enable) {
      ++d_err[leaf::ERR_DISABLED_IDX];
      ++m_hits.err_disabled;
    } else if (f.group != m_group) {
      ++d_err[leaf::ERR_GROUP_IDX];
      ++m_hits.err_group;
    } else if (f.kind != BAR_DISTRIBUTE) {
      ++d_err[leaf::ERR_KIND_IDX];
      ++m_hits.err_kind;
    } else if (f.seq != m_seq) {
      d_stale = true;
      out.stale = true;
      ++m_hits.dist_stale_ignore;
    } else if (!m_waiting) {
      ++d_err[leaf::ERR_UNEXPECTED_IDX];
      ++m_hits.dist_unexpected;
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
      d_t1 = true;
      out.timeout = true;
      ++m_hits.t1_resend;
    } else if (m_timer > 1) {
      --m_timer;
    }
  } else if (in.arrive) {
    if (m_rx_valid) ++m_hits.arrive_with_rx;
    ++m_hits.arrive;
    if (m_t1_reload == 0) ++m_hits.t1_off_wait;
    if (!m_t1_written) ++m_hits.t1_reset_reload;
    m_pending = true;
    m_timer = m_t1_reload;
    m_waiting = true;
  }
  // 4. Register write, then this edge's counter increments: an event in the edge of a clear is
  // kept (the counter reads 1 afterwards), for every counter alike (spec: "Counters and sticky
  // error bits").
  if (in.reg_valid && in.reg_write && !rerr) {
    switch (in.reg_addr) {
      case leaf::CTRL_OFFSET:
        m_enable = field_get(in.reg_wdata, leaf::CTRL_ENABLE_LSB, leaf::CTRL_ENABLE_MASK) != 0;
        if (!m_enable && m_waiting) ++m_hits.disable_waiting;
        break;
      case leaf::GROUP_OFFSET:
        m_group = static_cast<unsigned>(
            field_get(in.reg_wdata, leaf::GROUP_GROUP_LSB, leaf::GROUP_GROUP_MASK));
        break;
      case leaf::T1_RELOAD_OFFSET:
        m_t1_reload = static_cast<std::uint32_t>(
            field_get(in.reg_wdata, leaf::T1_RELOAD_RELOAD_LSB, leaf::T1_RELOAD_RELOAD_MASK));
        m_t1_written = true;
        break;
      case leaf::T1_FIRED_OFFSET:
        m_t1_fired = 0;
        break;
      case leaf::STALE_DIST_OFFSET:
        m_stale = 0;
        break;
      default:
        if (is_err(in.reg_addr)) m_err[in.reg_addr - leaf::ERR_OFFSET] = 0;
        break;
    }
  }
  if (in.reg_valid && rerr) ++d_err[leaf::ERR_REG_IDX];
  if (in.reg_valid && in.reg_write && !rerr) {  // rule bin: a clear at the edge of its event
    const unsigned a = in.reg_addr;
    if ((a == leaf::T1_FIRED_OFFSET && d_t1) || (a == leaf::STALE_DIST_OFFSET && d_stale) ||
        (is_err(a) && d_err[a - leaf::ERR_OFFSET] != 0))
      ++m_hits.clear_with_event;
  }
  if (d_t1) sat_inc(m_t1_fired);
  if (d_stale) sat_inc(m_stale);
  for (unsigned k = 0; k < leaf::ERR_N_MAX; ++k)
    for (std::uint32_t i = 0; i < d_err[k]; ++i) sat_inc(m_err[k]);
  // 5. Rx stage.
  m_rx_valid = in.rx_valid;
  m_rx_pkt = in.rx_pkt;
}

}  // namespace collnet::barrier
