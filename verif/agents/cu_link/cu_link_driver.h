// cu_link_driver: sender of one input port of collective_unit, following the sender rule of
// rtl/collective/TRAFFIC.md: one queue per class (plus one for class-3 headers); at a packet
// boundary it starts a packet of a class c only when in_room_o[i][c] is high (class 3 at any
// time), then sends the packet's flits contiguously. Order within a class is kept.
// Knob cu_link_config::ignore_room_pct (default 0): each packet, with that probability, may be
// started without looking at in_room_o (TRAFFIC.md allows it); its header is then held (valid
// high, data stable) until in_ready_o. Only one driver of the unit at a time holds such a
// packet (token cu_link_config::noroom_busy): two could deadlock each other. hdr_noroom() counts
// headers offered while in_room_o[i][c] was low, hdr_waited() those of them held for at least one
// edge.
//
// No thread per clock: the run_phase thread moves items from the sequencer into the class
// queues (item_done at once, UVM get() semantics); the pins are driven from the harness drive
// callback and the handshake is seen in the sample callback.
//
// Per cycle after reset:
// | state                         | action                                                  |
// |-------------------------------|---------------------------------------------------------|
// | flit offered, taken at edge   | next flit (or packet done)                              |
// | flit offered, not taken       | keep valid and data                                     |
// | no packet                     | pick a class: queue not empty, room (or class 3, or the |
// |                               | head ignores room), head's not_before reached; random   |
// |                               | or round robin                                          |
// | packet picked, gap > 0        | valid low, gap - 1                                      |
// | flit due, flit pattern idle   | valid low                                               |
// | flit due, pattern active      | offer it                                                |
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cu_link_config.h"
#include "cu_link_item.h"
#include "dv_base_driver.h"
#include "stream_pattern.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::collective {

class cu_link_driver : public dv::dv_base_driver<cu_link_item, cu_link_vif, cu_link_config> {
 public:
  UVM_COMPONENT_UTILS(cu_link_driver);
  explicit cu_link_driver(uvm::uvm_component_name name);
  ~cu_link_driver() override;

  /// dv_base_driver's hook, after the lookups of build_phase: the patterns and random streams.
  void on_build() override {
    m_pat = std::make_unique<common::stream_pattern_cursor>(
        m_cfg.flit_pattern, uvm::seed_for(get_full_name() + ".pattern"));
    m_rng.seed(uvm::seed_for(get_full_name() + ".pick"));
    m_room_rng.seed(uvm::seed_for(get_full_name() + ".ignore_room"));
    if (!m_cfg.noroom_busy) m_cfg.noroom_busy = std::make_shared<bool>(false);
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::connect_phase(phase);
    m_h->on_sample([this] {
      if (!m_offering) return;
      if (m_vif.read_ready())
        m_taken = true;
      else if (m_hdr_noroom_now)
        m_hdr_noroom_held = true;
    });
    m_h->on_drive([this] { drive(); });
  }

  void run_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::run_phase(phase);
    take_items([this](const cu_link_item& it) {
      const unsigned c = cu_hdr_cls(it.pkt.hdr);
      const bool ignore_room =
          m_cfg.ignore_room_pct > 0 && uvm::uniform_below(m_room_rng, 100) < m_cfg.ignore_room_pct;
      m_q[c].push_back({it.pkt, it.gap, it.not_before, ignore_room});
      ++m_queued;
    });
  }

  void report_phase(uvm::uvm_phase& phase) override {
    dv_base_driver::report_phase(phase);
    UVM_INFO("CU_LINK_DRV",
             fmt::format("port {}: {} packet(s) sent; {} header(s) offered without room, {} of "
                         "them held until ready",
                         m_cfg.port, m_sent, m_hdr_noroom, m_hdr_waited),
             uvm::UVM_LOW);
  }

  /// Packets queued or being sent (0 when everything was sent).
  std::uint64_t pending() const { return m_queued - m_sent; }
  std::uint64_t sent() const { return m_sent; }
  /// Headers offered while in_room_o[i][c] of their class was low (ignore_room_pct).
  std::uint64_t hdr_noroom() const { return m_hdr_noroom; }
  /// Of hdr_noroom(), headers not taken at the edge of their first offer (held until ready).
  std::uint64_t hdr_waited() const { return m_hdr_waited; }

 private:
  struct entry {
    cu_pkt pkt;
    std::uint32_t gap;
    std::uint64_t not_before;
    bool ignore_room;  ///< may start without in_room_o (ignore_room_pct)
  };

  void drive() {
    if (m_h->in_reset()) {
      m_vif.drive_valid(false);
      return;
    }
    const bool act = m_pat->active();  // advances one cycle every cycle
    if (m_hdr_noroom_now) {            // first edge of a header offered without room seen
      if (m_hdr_noroom_held) ++m_hdr_waited;
      m_hdr_noroom_now = false;
      m_hdr_noroom_held = false;
    }
    if (m_taken) {
      if (m_flit == 0 && m_holds_token) {
        *m_cfg.noroom_busy = false;
        m_holds_token = false;
      }
      m_taken = false;
      m_offering = false;
      if (++m_flit > m_cur.pkt.words.size()) {
        m_busy = false;
        ++m_sent;
      }
    }
    if (m_offering) return;  // keep valid and data until taken
    if (!m_busy && !pick()) {
      m_vif.drive_valid(false);
      return;
    }
    if (m_cur.gap > 0) {
      --m_cur.gap;
      m_vif.drive_valid(false);
      return;
    }
    if (!act) {
      m_vif.drive_valid(false);
      return;
    }
    m_vif.drive_data(m_flit == 0 ? m_cur.pkt.hdr : m_cur.pkt.words[m_flit - 1]);
    if (m_flit == 0) {
      const unsigned c = cu_hdr_cls(m_cur.pkt.hdr);
      if (c < CU_NUM_CLS && !((m_vif.read_room() >> c) & 1u)) {
        ++m_hdr_noroom;
        m_hdr_noroom_now = true;
      }
    }
    m_vif.drive_valid(true);
    m_offering = true;
  }

  /// Sender rule: a class with a queued packet whose VC has room (class 3: always; a head
  /// packet drawn to ignore room: always).
  bool pick() {
    const unsigned room = m_vif.read_room();
    const std::uint64_t now = m_h->cycle();
    unsigned cand[4];
    unsigned n = 0;
    for (unsigned k = 0; k < 4; ++k) {
      const unsigned c = (m_rr + k) % 4;
      if (m_q[c].empty() || m_q[c].front().not_before > now) continue;
      if (c < CU_NUM_CLS && !((room >> c) & 1u) &&
          (!m_q[c].front().ignore_room || *m_cfg.noroom_busy))
        continue;
      cand[n++] = c;
    }
    if (n == 0) return false;
    const unsigned c = m_cfg.pick == cu_class_pick::random
                           ? cand[uvm::uniform_below(m_rng, static_cast<std::uint64_t>(n))]
                           : cand[0];
    m_rr = (c + 1) % 4;
    if (c < CU_NUM_CLS && !((room >> c) & 1u)) {  // started without room: take the token
      *m_cfg.noroom_busy = true;
      m_holds_token = true;
    }
    m_cur = std::move(m_q[c].front());
    m_q[c].pop_front();
    m_flit = 0;
    m_busy = true;
    return true;
  }

  std::unique_ptr<common::stream_pattern_cursor> m_pat;  ///< flit idle pattern
  std::mt19937_64 m_rng;                                 ///< class pick
  std::mt19937_64 m_room_rng;                            ///< ignore_room draw per packet
  std::array<std::deque<entry>, 4> m_q;                  ///< per class (3 = bad class)
  entry m_cur{};                                         ///< packet being sent
  std::size_t m_flit = 0;                                ///< next flit (0 = header)
  bool m_busy = false;                                   ///< a packet is being sent
  bool m_offering = false;                               ///< valid high
  bool m_taken = false;                                  ///< offered flit taken at this edge
  unsigned m_rr = 0;                                     ///< round-robin pick pointer
  std::uint64_t m_queued = 0, m_sent = 0;
  bool m_holds_token = false;      ///< this driver holds noroom_busy
  bool m_hdr_noroom_now = false;   ///< a header offered without room, its first edge pending
  bool m_hdr_noroom_held = false;  ///< that header was not taken at its first edge
  std::uint64_t m_hdr_noroom = 0, m_hdr_waited = 0;
};

}  // namespace collnet::collective
