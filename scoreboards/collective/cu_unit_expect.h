// cu_unit_expect: transaction-level reference of the whole collective unit (collective_unit),
// written from rtl/collective/TRAFFIC.md and the spec section "Traffic, arbitration and FIFOs",
// not from the RTL. Plain C++ (no Verilator, no SystemC, no UVM); errors are collected as
// (id, message) pairs for the caller to report (Ibex cosim style). Used by cu_unit_scoreboard.
//
// What it predicts, from the packets the DUT took on its inputs, the register writes and the
// result packets it delivered:
// - Header check (per input packet, with the routes in force at its header edge): bad class
//   (cls 3), class not enabled, op > 11, len 0 or > MaxLen, input not in the class mask. Our
//   reading for cls 3: only bad_class of the class-dependent checks (there is no route 3);
//   bad_op / bad_len are still checked. A dropped packet adds 1 to ERR_COUNT and its bits.
//   ERR_COUNT saturates at 0xFFFF_FFFF; a back-door preload of it is followed with
//   deposit_err_count().
// - Class packets: the k-th packet of every masked VC (i, c) forms the k-th packet of class c
//   (order within a VC is FIFO; routes change only while a class is drained). Heads that
//   differ in op or len: a mismatch drop (ERR_MISMATCH, ERR_COUNT += popcount(mask)); else one
//   expected result packet: header of the lowest masked input, word k = cu_int_model(op, word k
//   of every masked input, mask), on destination up (dest bit 0) / user (classes 0, 1) /
//   system (class 2).
// - Grants and credits (when grant observations are fed): a grant of class c takes the oldest
//   formed, not yet granted packet of class c; a streamed grant needs credit(dest) >= len + 1;
//   credit starts at the destination depth, -= len + 1 per streamed grant, += 1 per flit that
//   leaves the destination; the level (depth - credit) must stay within 0..depth.
//
// Error ids: CU_DATA (result word/flag/header content, wrong destination, nothing checked),
// CU_CONS (a packet lost, duplicated, never delivered, or an input packet never consumed),
// CU_FIFO (grant without request or without room, level beyond depth), CU_REG (a register read
// that differs from the model while the unit is quiescent).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cu_model.h"
#include "cu_traffic_defs.h"

namespace collnet::collective {

struct cu_unit_error {
  const char* id;
  std::string msg;
};
using cu_unit_errors = std::vector<cu_unit_error>;

class cu_unit_expect {
 public:
  struct config {
    unsigned num_in = 3;
    unsigned max_len = 4;
    unsigned frac_bits = 64;
    std::array<unsigned, 3> depth{10, 10, 10};  ///< up, user, system destination depths
  };
  /// One result packet expected on a destination.
  struct result {
    unsigned cls = 0;
    std::uint64_t hdr = 0;
    std::vector<std::uint64_t> words;
    std::vector<std::uint8_t> flags;
    std::uint32_t mask = 0;
  };
  /// A formed class packet waiting for its grant (grant checks).
  struct formed {
    unsigned len = 0;
    unsigned dest = 0;
    bool mismatch = false;
    std::uint32_t mask = 0;
    unsigned op = 0;
    std::uint64_t edge = 0;  ///< edge at which its last input flit was taken (ready after it)
  };
  /// Called for every class packet formed (coverage), with its class.
  std::function<void(unsigned cls, const formed&)> on_form;

  explicit cu_unit_expect(const config& c) : m_cfg(c), m_model(c.frac_bits) {
    for (unsigned d = 0; d < 3; ++d) m_credit[d] = static_cast<long>(c.depth[d]);
  }

  // ---- registers ------------------------------------------------------------------------------
  /// A register write seen at `edge` (it takes effect after that edge).
  void reg_write(std::uint64_t edge, unsigned addr, std::uint32_t data) {
    if (addr < CU_NUM_CLS)
      m_route_hist[addr].emplace_back(edge, data & collnet::collective::CU_ROUTE_BITS);
    if (addr == CU_REG_CTRL) m_ctrl = data & collnet::collective::CU_CTRL_SYS_PRIO;
    if (addr == CU_REG_ERR_STATUS) m_err &= ~data;
    if (addr == CU_REG_ERR_COUNT) {
      m_err_count = 0;
      m_err_count_clipped = false;
    }
    if (addr == CU_REG_GRANT_COUNT) m_grant_count = 0;
    if (addr < CU_NUM_CLS) {
      for (unsigned c = 0; c < 3; ++c) form(c, edge);
    }
  }
  /// Route register value in force for a header taken at `edge` (writes before that edge).
  std::uint32_t route_at(unsigned cls, std::uint64_t edge) const {
    std::uint32_t v = 0;
    for (const auto& [e, val] : m_route_hist[cls])
      if (e < edge) v = val;
    return v;
  }
  std::uint32_t route_now(unsigned cls) const {
    return m_route_hist[cls].empty() ? 0 : m_route_hist[cls].back().second;
  }
  bool sys_prio() const { return m_ctrl != 0; }
  /// ERR_COUNT set to `v` behind the bus (a back-door write of its flop, in the same cycle).
  /// Only while the unit is quiescent (no drop in flight that the model has not counted yet);
  /// returns false, and changes nothing, otherwise.
  bool deposit_err_count(std::uint32_t v) {
    if (!quiescent()) return false;
    m_err_count = v;
    m_err_count_clipped = false;
    return true;
  }
  /// GRANT_COUNT set to `v` behind the bus, as deposit_err_count (only while quiescent).
  bool deposit_grant_count(std::uint32_t v) {
    if (!quiescent()) return false;
    m_grant_count = v;
    return true;
  }

  /// Checks a register read against the model; only when the unit is quiescent (no packet
  /// inside) for the status/count registers. Returns true when it was compared.
  bool check_read(unsigned addr, std::uint32_t got, cu_unit_errors& errs) const {
    std::uint32_t exp = 0;
    if (addr < CU_NUM_CLS) {
      exp = route_now(addr);
    } else if (addr == CU_REG_CTRL) {
      exp = m_ctrl;
    } else if (addr == CU_REG_ERR_STATUS || addr == CU_REG_ERR_COUNT ||
               addr == CU_REG_GRANT_COUNT) {
      if (!quiescent()) return false;
      exp = addr == CU_REG_ERR_STATUS  ? m_err
            : addr == CU_REG_ERR_COUNT ? m_err_count
                                       : m_grant_count;
    } else {
      exp = 0;  // unmapped
    }
    if (got != exp)
      errs.push_back({"CU_REG", fmt::format("register {} read 0x{:08x}, model expects 0x{:08x}",
                                            addr, got, exp)});
    return true;
  }

  // ---- inputs ---------------------------------------------------------------------------------
  /// Error bits of a header taken on input `port` at `edge` (0: accepted).
  unsigned header_errors(unsigned port, std::uint64_t hdr, std::uint64_t edge) const {
    const unsigned cls = collnet::collective::cu_hdr_cls(hdr);
    const unsigned op = collnet::collective::cu_hdr_op(hdr);
    const unsigned len = collnet::collective::cu_hdr_len(hdr);
    unsigned e = 0;
    if (cls == collnet::collective::CU_CLS_BAD) {
      e |= CU_ERR_BAD_CLASS;
    } else {
      const std::uint32_t r = route_at(cls, edge);
      if (!(r & collnet::collective::CU_ROUTE_ENABLE)) e |= CU_ERR_NOT_ENABLED;
      if (!((r >> port) & 1u)) e |= CU_ERR_NOT_IN_MASK;
    }
    if (op >= collnet::collective::CU_NUM_OPS) e |= CU_ERR_BAD_OP;
    if (len == 0 || len > m_cfg.max_len) e |= CU_ERR_BAD_LEN;
    return e;
  }

  /// A whole packet taken on `port` (header at hdr_edge, last flit at last_edge). Returns its
  /// error bits (0 = kept).
  unsigned input_packet(unsigned port, std::uint64_t hdr, const std::vector<std::uint64_t>& words,
                        std::uint64_t hdr_edge, std::uint64_t last_edge) {
    const unsigned e = header_errors(port, hdr, hdr_edge);
    ++m_inputs;
    if (e != 0) {
      m_err |= e;
      count_drops(1);
      ++m_dropped_in;
      return e;
    }
    const unsigned cls = collnet::collective::cu_hdr_cls(hdr);
    m_vc[port][cls].push_back({hdr, words});
    ++m_vc_count;
    form(cls, last_edge);
    return 0;
  }

  // ---- outputs --------------------------------------------------------------------------------
  /// A result packet delivered on destination `dest`. Identifies it by (class, header): the
  /// expected packet of that class with the same header word (sequences make headers unique).
  /// A header that is no expected packet's, was not delivered recently (else: a duplicate,
  /// CU_CONS) and agrees on cls/op/len with the oldest expected packet of its class on `dest`
  /// is that packet with a wrong header (CU_DATA: the result header must be the lowest masked
  /// input's header, unchanged); its words are compared with that packet's.
  void result_packet(unsigned dest, std::uint64_t hdr, const std::vector<std::uint64_t>& words,
                     const std::vector<std::uint8_t>& flags, std::uint64_t edge,
                     cu_unit_errors& errs) {
    ++m_results_seen;
    const unsigned cls = collnet::collective::cu_hdr_cls(hdr);
    auto& q = m_exp[dest];
    std::size_t k = 0;
    for (; k < q.size(); ++k)
      if (q[k].cls == cls && q[k].hdr == hdr) break;
    // Only a header that is not where it is expected needs the history (duplicate or wrong).
    const bool seen_before = k == q.size() && delivered_recently(cls, hdr);
    remember_delivered(cls, hdr);
    bool hdr_ok = true;
    if (k == q.size() && !seen_before && !expected_elsewhere(dest, cls, hdr)) {
      k = 0;
      while (k < q.size() && q[k].cls != cls) ++k;
      if (k < q.size() &&
          (collnet::collective::cu_hdr_op(q[k].hdr) != collnet::collective::cu_hdr_op(hdr) ||
           collnet::collective::cu_hdr_len(q[k].hdr) != collnet::collective::cu_hdr_len(hdr)))
        k = q.size();
      if (k < q.size()) {
        hdr_ok = false;
        errs.push_back(
            {"CU_DATA", fmt::format("result header 0x{:016x} (class {}, dest {}, cycle {}) "
                                    "differs from the expected 0x{:016x} (the lowest masked "
                                    "input's header, unchanged) in bits 0x{:016x}",
                                    hdr, cls, dest, edge, q[k].hdr, hdr ^ q[k].hdr)});
      }
    }
    if (k == q.size()) {
      for (unsigned d = 0; d < 3; ++d) {
        if (d == dest) continue;
        for (std::size_t j = 0; j < m_exp[d].size(); ++j) {
          if (m_exp[d][j].cls == cls && m_exp[d][j].hdr == hdr) {
            errs.push_back({"CU_DATA", fmt::format("result packet hdr 0x{:016x} (class {}) at "
                                                   "cycle {} on destination {}, expected on {}",
                                                   hdr, cls, edge, dest, d)});
            m_exp[d].erase(m_exp[d].begin() + static_cast<long>(j));
            return;
          }
        }
      }
      errs.push_back({"CU_CONS", fmt::format("result packet hdr 0x{:016x} (class {}) at cycle {} "
                                             "on destination {} matches no expected packet "
                                             "(duplicated or made up)",
                                             hdr, cls, edge, dest)});
      return;
    }
    // Packets of the same class expected before it on this destination were lost.
    for (std::size_t j = 0; j < k;) {
      if (q[j].cls == cls) {
        errs.push_back({"CU_CONS", fmt::format("result packet hdr 0x{:016x} (class {}) never "
                                               "delivered on destination {}: the next one of "
                                               "its class (hdr 0x{:016x}) came at cycle {}",
                                               q[j].hdr, cls, dest, hdr, edge)});
        q.erase(q.begin() + static_cast<long>(j));
        --k;
      } else {
        ++j;
      }
    }
    const result& r = q[k];
    bool ok = words.size() == r.words.size();
    if (!ok)
      errs.push_back({"CU_DATA", fmt::format("result hdr 0x{:016x}: {} word(s), expected {}", hdr,
                                             words.size(), r.words.size())});
    for (std::size_t j = 0; ok && j < words.size(); ++j) {
      if (words[j] != r.words[j] || flags[j] != r.flags[j]) {
        errs.push_back(
            {"CU_DATA", fmt::format("result hdr 0x{:016x} (class {}, dest {}, cycle {}) word {}: "
                                    "got 0x{:016x} flags 0x{:x}, expected 0x{:016x} flags 0x{:x} "
                                    "(cu_int_model, op {} mask 0x{:x})",
                                    hdr, cls, dest, edge, j, words[j], flags[j], r.words[j],
                                    r.flags[j], collnet::collective::cu_hdr_op(hdr), r.mask)});
        ok = false;
      }
    }
    if (ok && hdr_ok) {
      ++m_matched;
      m_words_matched += words.size();
    }
    q.erase(q.begin() + static_cast<long>(k));
  }

  // ---- grants and credits (per-cycle observations) --------------------------------------------
  /// Grant of class `cls` observed in the cycle before `edge`.
  void grant(unsigned cls, std::uint64_t edge, cu_unit_errors& errs) {
    ++m_grants;
    if (cls >= 3 || m_ungranted[cls].empty()) {
      errs.push_back({"CU_FIFO", fmt::format("grant of class {} at cycle {} without a ready "
                                             "request (no complete packet of the class on every "
                                             "masked input)",
                                             cls, edge)});
      return;
    }
    const formed f = m_ungranted[cls].front();
    m_ungranted[cls].pop_front();
    if (f.mismatch) return;  // a drop needs no room
    const long need = static_cast<long>(f.len) + 1;
    if (m_credit[f.dest] < need)
      errs.push_back({"CU_FIFO", fmt::format("grant of class {} at cycle {} without room: "
                                             "destination {} has room for {} flit(s), the packet "
                                             "needs {}",
                                             cls, edge, f.dest, m_credit[f.dest], need)});
    m_credit[f.dest] -= need;
    if (m_credit[f.dest] < 0)
      errs.push_back({"CU_FIFO", fmt::format("destination {} level {} beyond its depth {} after "
                                             "the grant at cycle {}",
                                             f.dest, level(f.dest), m_cfg.depth[f.dest], edge)});
  }
  /// A flit left destination `dest` at `edge`.
  void dest_pop(unsigned dest, std::uint64_t edge, cu_unit_errors& errs) {
    ++m_credit[dest];
    if (m_credit[dest] > static_cast<long>(m_cfg.depth[dest]))
      errs.push_back({"CU_FIFO", fmt::format("destination {}: a flit left at cycle {} that no "
                                             "grant reserved (level below 0)",
                                             dest, edge)});
  }
  /// Flits stored in or granted towards destination d.
  long level(unsigned d) const { return static_cast<long>(m_cfg.depth[d]) - m_credit[d]; }
  long credit(unsigned d) const { return m_credit[d]; }
  /// Formed, not yet granted packets of class c (grant model view).
  const std::deque<formed>& ungranted(unsigned c) const { return m_ungranted[c]; }

  // ---- end of test ----------------------------------------------------------------------------
  /// require_packets = false: a test without packet traffic (the register tests) need not
  /// match a result packet.
  void end_check(bool grants_observed, cu_unit_errors& errs, bool require_packets = true) const {
    for (unsigned d = 0; d < 3; ++d)
      for (const result& r : m_exp[d])
        errs.push_back({"CU_CONS", fmt::format("result packet hdr 0x{:016x} (class {}) never "
                                               "delivered on destination {}",
                                               r.hdr, r.cls, d)});
    for (unsigned i = 0; i < m_cfg.num_in; ++i)
      for (unsigned c = 0; c < 3; ++c)
        for (const auto& p : m_vc[i][c])
          errs.push_back({"CU_CONS", fmt::format("input packet hdr 0x{:016x} of port {} class "
                                                 "{} never consumed (its class never formed)",
                                                 p.first, i, c)});
    if (grants_observed) {
      for (unsigned c = 0; c < 3; ++c)
        if (!m_ungranted[c].empty())
          errs.push_back({"CU_FIFO", fmt::format("{} packet(s) of class {} formed but never "
                                                 "granted",
                                                 m_ungranted[c].size(), c)});
    }
    if (m_matched == 0 && require_packets)
      errs.push_back({"CU_DATA", "no result packet was checked (a test must match at least one)"});
  }

  /// Nothing inside the unit: no VC packet, no expected result, and (once grants are observed)
  /// no formed packet still waiting for its grant (a mismatch drop counts at its grant).
  bool quiescent() const {
    if (m_grants != 0)
      for (const auto& q : m_ungranted)
        if (!q.empty()) return false;
    return m_vc_count == 0 && m_exp[0].empty() && m_exp[1].empty() && m_exp[2].empty();
  }
  std::uint64_t matched() const { return m_matched; }
  std::uint64_t words_matched() const { return m_words_matched; }
  std::uint64_t inputs() const { return m_inputs; }
  std::uint64_t dropped_inputs() const { return m_dropped_in; }
  std::uint64_t mismatches() const { return m_mismatch_drops; }
  std::uint64_t formed_count() const { return m_formed; }
  std::uint64_t grants() const { return m_grants; }
  std::uint32_t err_status() const { return m_err; }
  std::uint32_t err_count() const { return m_err_count; }
  /// Since the last clear or deposit, some drop found no room below 2^32 (count + drops >
  /// 0xFFFF_FFFF): ERR_COUNT stays at 0xFFFF_FFFF by saturation, not by counting.
  bool err_count_clipped() const { return m_err_count_clipped; }
  std::size_t expected_pending() const {
    return m_exp[0].size() + m_exp[1].size() + m_exp[2].size();
  }
  std::size_t vc_packets() const { return m_vc_count; }

 private:
  /// ERR_COUNT += n, saturating at 0xFFFF_FFFF (TRAFFIC.md register map).
  void count_drops(unsigned n) {
    const std::uint64_t sum = std::uint64_t{m_err_count} + n;
    if (sum > 0xFFFFFFFFull) m_err_count_clipped = true;
    m_err_count = static_cast<std::uint32_t>(std::min<std::uint64_t>(0xFFFFFFFFull, sum));
  }

  /// The last kRecentResults result headers of each class: a header that matches no expected
  /// packet and is among them is a duplicate (CU_CONS); an older duplicate would be reported as
  /// a wrong header (CU_DATA) instead, an error either way. Bounded: no growth with run length.
  static constexpr std::size_t kRecentResults = 1024;
  bool delivered_recently(unsigned cls, std::uint64_t hdr) const {
    const auto& r = m_recent[cls & 3u];
    return std::find(r.begin(), r.end(), hdr) != r.end();
  }
  void remember_delivered(unsigned cls, std::uint64_t hdr) {
    auto& r = m_recent[cls & 3u];
    if (r.size() == kRecentResults) r.pop_front();
    r.push_back(hdr);
  }

  /// Is a packet of class `cls` with header `hdr` expected on a destination other than `dest`?
  bool expected_elsewhere(unsigned dest, unsigned cls, std::uint64_t hdr) const {
    for (unsigned d = 0; d < 3; ++d) {
      if (d == dest) continue;
      for (const result& r : m_exp[d])
        if (r.cls == cls && r.hdr == hdr) return true;
    }
    return false;
  }

  /// Forms every class-c packet for which each masked VC holds a packet.
  void form(unsigned c, std::uint64_t edge) {
    const std::uint32_t r = route_now(c);
    const std::uint32_t mask = r & collnet::collective::CU_ROUTE_MASK & ((1u << m_cfg.num_in) - 1u);
    if (!(r & collnet::collective::CU_ROUTE_ENABLE) || mask == 0) return;
    for (;;) {
      for (unsigned i = 0; i < m_cfg.num_in; ++i)
        if (((mask >> i) & 1u) && m_vc[i][c].empty()) return;
      unsigned lowest = 0;
      while (!((mask >> lowest) & 1u)) ++lowest;
      const std::uint64_t ref = m_vc[lowest][c].front().first;
      bool mismatch = false;
      for (unsigned i = 0; i < m_cfg.num_in; ++i) {
        if (!((mask >> i) & 1u)) continue;
        const std::uint64_t h = m_vc[i][c].front().first;
        if (collnet::collective::cu_hdr_op(h) != collnet::collective::cu_hdr_op(ref) ||
            collnet::collective::cu_hdr_len(h) != collnet::collective::cu_hdr_len(ref))
          mismatch = true;
      }
      const unsigned len = collnet::collective::cu_hdr_len(ref);
      const unsigned op = collnet::collective::cu_hdr_op(ref);
      const unsigned dest =
          !(r & collnet::collective::CU_ROUTE_LOCAL) ? unsigned{collnet::collective::CU_DST_UP}
          : (c == collnet::collective::CU_CLS_SYS)   ? unsigned{collnet::collective::CU_DST_SYS}
                                                     : unsigned{collnet::collective::CU_DST_USER};
      ++m_formed;
      m_ungranted[c].push_back({len, dest, mismatch, mask, op, edge});
      if (on_form) on_form(c, m_ungranted[c].back());
      if (mismatch) {
        m_err |= CU_ERR_MISMATCH;
        count_drops(static_cast<unsigned>(__builtin_popcount(mask)));
        ++m_mismatch_drops;
      } else {
        result res;
        res.cls = c;
        res.hdr = ref;
        res.mask = mask;
        std::uint64_t in[CU_MAX_IN_WORDS] = {};
        for (unsigned k = 0; k < len; ++k) {
          for (unsigned i = 0; i < m_cfg.num_in; ++i)
            in[i] = ((mask >> i) & 1u) ? m_vc[i][c].front().second[k] : 0;
          const collnet::collective::cu_result x =
              m_model.compute(static_cast<collnet::collective::cu_op>(op), in, mask, m_cfg.num_in);
          res.words.push_back(x.bits);
          res.flags.push_back(x.flags);
        }
        m_exp[dest].push_back(std::move(res));
        if (m_grant_count != 0xFFFFFFFFu) ++m_grant_count;  // saturating (TRAFFIC.md)
      }
      for (unsigned i = 0; i < m_cfg.num_in; ++i) {
        if ((mask >> i) & 1u) {
          m_vc[i][c].pop_front();
          --m_vc_count;
        }
      }
    }
  }

  static constexpr unsigned CU_MAX_IN_WORDS = 16;
  config m_cfg;
  collnet::collective::cu_int_model m_model;
  std::array<std::vector<std::pair<std::uint64_t, std::uint32_t>>, 3> m_route_hist;
  std::uint32_t m_ctrl = 0;
  std::uint32_t m_err = 0;
  std::uint32_t m_err_count = 0;
  bool m_err_count_clipped = false;  ///< a drop was lost to saturation since the last clear
  std::uint32_t m_grant_count = 0;
  /// Accepted packets per VC: (header, payload words).
  std::array<std::array<std::deque<std::pair<std::uint64_t, std::vector<std::uint64_t>>>, 3>, 16>
      m_vc;
  std::size_t m_vc_count = 0;
  std::array<std::deque<result>, 3> m_exp;            ///< expected results per destination
  std::array<std::deque<std::uint64_t>, 4> m_recent;  ///< recent result headers per class
  std::array<std::deque<formed>, 3> m_ungranted;      ///< per class
  std::array<long, 3> m_credit{};
  std::uint64_t m_inputs = 0, m_dropped_in = 0, m_mismatch_drops = 0, m_formed = 0;
  std::uint64_t m_matched = 0, m_words_matched = 0, m_results_seen = 0, m_grants = 0;
};

}  // namespace collnet::collective
