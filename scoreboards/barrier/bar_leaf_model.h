// bar_leaf_model: cycle-level reference model of one barrier leaf (one group), written from the
// spec (claim 2: timeout counter 1) and rtl/barrier/README.md sections 4.3, 5.1, 5.3, 6.1: an
// arrive accepted at edge N queues REDUCE(s) at edge N (T1 loaded), the tx stage loads it at N+1,
// first transfer at N+2; a DISTRIBUTE transferred in at edge N is evaluated at edge N+1 and
// release_o is high in the cycle after N+1. Same-edge choice (avoided by the stimulus): a
// DISTRIBUTE(s) and a T1 expiry at one edge -> the distribute wins. An arrive at the edge where
// a received packet is evaluated: both against the pre-edge state (idle, since arrive needs
// arrive_ready): a DISTRIBUTE(s) is unexpected (dropped, ERR_UNEXPECTED), a stale one counted,
// and the arrive is taken. Plain C++.
#pragma once

#include <cstdint>

#include "barrier_regs.h"

namespace collnet::barrier {

/// How often each rule of the leaf (README 5.1) was applied since construction (never cleared,
/// unlike the T1_FIRED/STALE_DIST registers). Directed tests assert their rule's count > 0.
struct bar_leaf_rule_hits {
  std::uint64_t t1_resend = 0;          ///< T1 expired while waiting: REDUCE(s) queued again
  std::uint64_t release = 0;            ///< DISTRIBUTE(s) while waiting: released, s advanced
  std::uint64_t dist_stale_ignore = 0;  ///< DISTRIBUTE(seq != s) ignored
  std::uint64_t arrive_with_rx = 0;     ///< arrive at the edge a received packet is evaluated
  std::uint64_t dist_at_t1_expiry = 0;  ///< DISTRIBUTE(s) evaluated at the edge T1 would expire
  std::uint64_t clear_with_event = 0;   ///< a counter cleared at an edge that counts its event
  std::uint64_t arrive = 0;             ///< arrive taken (idle, enabled): REDUCE(s), T1 loaded
  std::uint64_t dist_unexpected = 0;    ///< DISTRIBUTE(s) while idle: dropped (ERR_UNEXPECTED)
  // Check order of a received packet (README 5.1): the first failing check counts it.
  std::uint64_t err_crc = 0;           ///< CRC failed (ERR_CRC)
  std::uint64_t err_disabled = 0;      ///< good CRC, leaf disabled (ERR_DISABLED)
  std::uint64_t err_group = 0;         ///< enabled, group differs from GROUP (ERR_GROUP)
  std::uint64_t err_kind = 0;          ///< right group, a REDUCE (ERR_KIND)
  std::uint64_t err_first_of_two = 0;  ///< a packet failing two checks, counted in the first
  std::uint64_t t1_off_wait = 0;       ///< waiting with T1_RELOAD = 0 (never expires, 5.3)
  // Register access (README 4): each reason a request is rejected for (ERR_REG++).
  std::uint64_t reg_rej_unknown = 0;  ///< an access to an unknown address
  std::uint64_t reg_rej_ro = 0;       ///< a write to a read-only register (STATUS, PARAMS)
  std::uint64_t reg_rej_locked = 0;   ///< a write to GROUP / T1_RELOAD while enabled
  std::uint64_t disable_waiting = 0;  ///< disabled while waiting (abort: state back to reset)
  /// README 5.3 (reset defaults): an arrive loads T1 from the T1_RELOAD the leaf came out of
  /// reset with (software never wrote it): the working default counts.
  std::uint64_t t1_reset_reload = 0;
};

class bar_leaf_model {
 public:
  struct edge_in {
    bool arrive = false;    ///< arrive handshake at this edge
    bool rx_valid = false;  ///< a packet transferred in at this edge
    std::uint16_t rx_pkt = 0;
    bool tx_ready = false;
    bool reg_valid = false, reg_write = false;
    unsigned reg_addr = 0;
    std::uint32_t reg_wdata = 0;
  };
  struct edge_out {
    bool tx_xfer = false;  ///< a packet transfers out at this edge
    std::uint16_t tx_pkt = 0;
    std::uint32_t reg_rdata = 0;
    bool reg_rerr = false;
    bool timeout = false, stale = false;
  };

  explicit bar_leaf_model(unsigned seq_bits) : m_sb(seq_bits), m_mask((1u << seq_bits) - 1u) {}
  void edge(const edge_in& in, edge_out& out);

  // Outputs during the cycle after the last edge() (compare with the pins then).
  bool release() const { return m_release; }
  unsigned release_seq() const { return m_release_seq; }
  bool arrive_ready() const { return m_enable && !m_waiting; }
  bool waiting() const { return m_waiting; }
  unsigned seq() const { return m_seq; }
  bool idle() const { return !m_pending && !m_tx_valid && !m_rx_valid; }
  const bar_leaf_rule_hits& rule_hits() const { return m_hits; }
  /// A back-door deposit v into counter register `addr` (T1_FIRED, STALE_DIST, ERR[k]), made
  /// between two edges when the DUT's flop gets the same value; false for another address.
  bool deposit_counter(unsigned addr, std::uint32_t v) {
    namespace leaf = collnet::barrier::regs::leaf;
    if (addr == leaf::T1_FIRED_OFFSET) {
      m_t1_fired = v;
    } else if (addr == leaf::STALE_DIST_OFFSET) {
      m_stale = v;
    } else if (addr >= leaf::ERR_OFFSET && addr - leaf::ERR_OFFSET < leaf::ERR_N_MAX) {
      m_err[addr - leaf::ERR_OFFSET] = v;
    } else {
      return false;
    }
    return true;
  }

 private:
  unsigned m_sb, m_mask;
  bool m_enable = false;
  unsigned m_group = 0;
  /// T1 period, from the description's reset (a working default, README 5.3).
  std::uint32_t m_t1_reload = static_cast<std::uint32_t>(
      regs::field_get(regs::leaf::T1_RELOAD_RESET, regs::leaf::T1_RELOAD_RELOAD_LSB,
                      regs::leaf::T1_RELOAD_RELOAD_MASK));
  bool m_t1_written = false;  ///< T1_RELOAD written by software since reset
  unsigned m_seq = 0;
  bool m_waiting = false;
  std::uint32_t m_timer = 0;
  bool m_pending = false;
  bool m_tx_valid = false;
  std::uint16_t m_tx_pkt = 0;
  bool m_rx_valid = false;
  std::uint16_t m_rx_pkt = 0;
  bool m_release = false;
  unsigned m_release_seq = 0;
  std::uint32_t m_t1_fired = 0, m_stale = 0;
  std::uint32_t m_err[collnet::barrier::regs::leaf::ERR_N_MAX] =
      {};  // ERR[k]: crc, group, disabled, kind,
           // unexpected, reg
  bar_leaf_rule_hits m_hits;
};

}  // namespace collnet::barrier
