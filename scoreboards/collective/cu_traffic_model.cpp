// cu_traffic_model.cpp: cycle-by-cycle traffic/arbiter model of collective_unit. Written from
// rtl/collective/TRAFFIC.md and the spec ("Traffic, arbitration and FIFOs"); the timing
// convention is in cu_traffic_model.h.
#include "cu_traffic_model.h"

#include <algorithm>
#include <stdexcept>

namespace collnet::collective {

namespace {

// Header and route register fields (generated from the unit's description).
constexpr auto hdr_cls = cu_hdr_cls;
constexpr auto hdr_op = cu_hdr_op;
constexpr auto hdr_len = cu_hdr_len;
constexpr uint32_t ROUTE_LOCAL = CU_ROUTE_LOCAL;
constexpr uint32_t ROUTE_ENABLE = CU_ROUTE_ENABLE;
constexpr uint32_t ROUTE_BITS = CU_ROUTE_BITS;
// Number of valid opcodes (cu_pkg::cu_op_e 0..11).
constexpr unsigned NUM_OPS = 12;

unsigned popcount(uint32_t v) {
  unsigned n = 0;
  for (; v != 0; v &= v - 1) ++n;
  return n;
}

const char* dst_name(unsigned d) {
  static const char* const names[CU_NUM_DST] = {"up", "user", "sys"};
  return d < CU_NUM_DST ? names[d] : "?";
}

}  // namespace

cu_traffic_model::cu_traffic_model(const cu_traffic_cfg& cfg) : cfg_(cfg) {
  const unsigned def = 2 * (cfg_.max_len + 1);
  if (cfg_.vc_depth == 0) cfg_.vc_depth = def;
  if (cfg_.rec_depth == 0) cfg_.rec_depth = def;
  if (cfg_.up_depth == 0) cfg_.up_depth = def;
  if (cfg_.num_in < 1 || cfg_.num_in > CU_TRAFFIC_MAX_IN)
    throw std::invalid_argument("cu_traffic_model: num_in must be 1..16");
  if (cfg_.max_len < 1 || cfg_.max_len > 127)
    throw std::invalid_argument("cu_traffic_model: max_len must be 1..127");
  if (cfg_.vc_depth < cfg_.max_len + 1 || cfg_.rec_depth < cfg_.max_len + 1 ||
      cfg_.up_depth < cfg_.max_len + 1)
    throw std::invalid_argument("cu_traffic_model: every depth must be >= max_len + 1");
  depth_ = {cfg_.up_depth, cfg_.rec_depth, cfg_.rec_depth};
  errors_.reserve(16);
  reset();
}

void cu_traffic_model::reset() {
  route_.fill(0);
  sys_prio_ = false;
  credit_ = depth_;
  ptr_ = 0;
  holder_.fill(-1);
  port_.fill(port_state{});
  for (auto& p : vc_)
    for (auto& q : p) q.clear();
  for (auto& p : flits_) p.fill(0);
  busy_left_ = 0;
  seq_cls_ = 0;
  pops_left_.fill(0);
  err_status_ = 0;
  err_count_ = 0;
  grant_count_ = 0;
  cycle_ = 0;
  n_accepted_ = n_drop_in_ = n_consumed_ = n_gnt_stream_ = n_gnt_drop_ = 0;
  errors_.clear();
}

void cu_traffic_model::add_error(const std::string& what) {
  if (errors_.size() < 100) errors_.push_back("cycle " + std::to_string(cycle_) + ": " + what);
}

unsigned cu_traffic_model::vc_packets(unsigned i, unsigned c) const {
  return static_cast<unsigned>(vc_.at(i).at(c).size());
}

unsigned cu_traffic_model::vc_flits(unsigned i, unsigned c) const {
  return flits_.at(i).at(c);
}

unsigned cu_traffic_model::pending_packets() const {
  unsigned n = 0;
  for (unsigned i = 0; i < cfg_.num_in; ++i) {
    for (unsigned c = 0; c < CU_NUM_CLS; ++c) n += static_cast<unsigned>(vc_[i][c].size());
    if (port_[i].in_pkt) ++n;
  }
  return n;
}

uint32_t cu_traffic_model::reg_read(unsigned addr) const {
  switch (addr) {
    case CU_REG_ROUTE0:
    case CU_REG_ROUTE1:
    case CU_REG_ROUTE2:
      return route_[addr];
    case CU_REG_CTRL:
      return sys_prio_ ? CU_CTRL_SYS_PRIO : 0u;
    case CU_REG_ERR_STATUS:
      return err_status_;
    case CU_REG_ERR_COUNT:
      return err_count_;
    case CU_REG_GRANT_COUNT:
      return grant_count_;
    default:
      return 0;
  }
}

cu_grant_pred cu_traffic_model::step(const cu_cycle_obs& obs) {
  cu_grant_pred p;
  p.cycle = cycle_;
  p.idle = busy_left_ == 0;
  p.sys_prio = sys_prio_;
  p.rr_ptr = static_cast<uint8_t>(ptr_);
  p.credit = credit_;
  const uint32_t in_bits = cfg_.num_in >= 32 ? ~0u : (1u << cfg_.num_in) - 1u;

  // ---- Class status of cycle t (TRAFFIC.md "Readiness") ----
  std::array<uint32_t, CU_NUM_CLS> mask{};
  std::array<unsigned, CU_NUM_CLS> dest{};
  std::array<unsigned, CU_NUM_CLS> len{};
  for (unsigned c = 0; c < CU_NUM_CLS; ++c) {
    mask[c] = route_[c] & CU_ROUTE_MASK & in_bits;
    dest[c] = (route_[c] & ROUTE_LOCAL) ? (c == 2 ? CU_DST_SYS : CU_DST_USER) : CU_DST_UP;
    bool ready = (route_[c] & ROUTE_ENABLE) && mask[c] != 0;
    for (unsigned i = 0; ready && i < cfg_.num_in; ++i) {
      if (((mask[c] >> i) & 1u) && vc_[i][c].empty()) ready = false;
    }
    if (!ready) continue;
    p.ready |= 1u << c;
    uint64_t ref = 0;
    bool have_ref = false;
    bool mism = false;
    for (unsigned i = 0; i < cfg_.num_in; ++i) {
      if (!((mask[c] >> i) & 1u)) continue;
      const uint64_t h = vc_[i][c].front().hdr;
      if (!have_ref) {
        ref = h;
        have_ref = true;
      } else if (hdr_op(h) != hdr_op(ref) || hdr_len(h) != hdr_len(ref)) {
        mism = true;
      }
    }
    len[c] = hdr_len(ref);
    if (mism) p.mismatch |= 1u << c;
  }

  // ---- Room reservation (TRAFFIC.md "Room reservation") ----
  // A class waits for room at d: ready, not mismatched, going to d.
  const auto waits_at = [&](int c, unsigned d) {
    return c >= 0 && ((p.ready >> c) & 1u) && !((p.mismatch >> c) & 1u) && dest[c] == d;
  };
  const auto own_room = [&](unsigned c) { return credit_[dest[c]] >= len[c] + 1; };
  std::array<int, CU_NUM_DST> base{};  // holder without the system-priority override
  std::array<int, CU_NUM_DST> hold{};  // holder of this cycle
  for (unsigned d = 0; d < CU_NUM_DST; ++d) {
    base[d] = -1;
    if (waits_at(holder_[d], d)) {
      base[d] = holder_[d];
    } else {
      for (unsigned k = 0; k < CU_NUM_CLS; ++k) {  // cand[d]: next at d in round-robin order
        const unsigned c = (ptr_ + k) % CU_NUM_CLS;
        if (!waits_at(static_cast<int>(c), d)) continue;
        if (!own_room(c)) base[d] = static_cast<int>(c);
        break;
      }
    }
    hold[d] = base[d];
    if (sys_prio_ && waits_at(2, d) && !own_room(2)) hold[d] = 2;
  }
  for (unsigned c = 0; c < CU_NUM_CLS; ++c) {
    if (!((p.ready >> c) & 1u)) continue;
    const int h = hold[dest[c]];
    const bool held_off = h >= 0 && h != static_cast<int>(c) && !(sys_prio_ && c == 2);
    const unsigned need = len[c] + 1 + (held_off ? len[h] + 1 : 0);
    p.cls_dst[c] = static_cast<uint8_t>(dest[c]);
    if (credit_[dest[c]] + 1 == need) p.short_one |= 1u << c;
    if (credit_[dest[c]] >= need)
      p.room |= 1u << c;
    else if (held_off && own_room(c))
      p.held_off |= 1u << c;
    if (h >= 0) p.held |= 1u << h;
  }
  p.eligible = p.ready & (p.mismatch | p.room);

  // ---- Arbitration (rules 1-5) ----
  if (p.idle) {
    p.refused = p.ready & ~p.mismatch & ~p.room;
    int win = -1;
    if (sys_prio_ && ((p.eligible >> 2) & 1u)) {
      win = 2;
      p.prio_grant = true;
    } else {
      for (unsigned k = 0; k < CU_NUM_CLS; ++k) {
        const unsigned c = (ptr_ + k) % CU_NUM_CLS;
        if ((p.eligible >> c) & 1u) {
          win = static_cast<int>(c);
          break;
        }
      }
    }
    for (unsigned d = 0; d < CU_NUM_DST; ++d) holder_[d] = base[d] == win ? -1 : base[d];
    if (win >= 0) {
      p.valid = true;
      p.cls = static_cast<uint8_t>(win);
      p.drop = (p.mismatch >> win) & 1u;
      p.lost = p.eligible & ~(1u << win);
      if (!p.drop) {
        p.len = len[win];
        p.dst = static_cast<uint8_t>(dest[win]);
      }
    }
  }

  // ---- in_room of cycle t ----
  for (unsigned i = 0; i < cfg_.num_in; ++i) {
    for (unsigned c = 0; c < CU_NUM_CLS; ++c) {
      if (cfg_.vc_depth - flits_[i][c] >= cfg_.max_len + 1) p.in_room |= 1ull << (3 * i + c);
    }
  }

  // ==== Apply cycle t (the rising edge that ends it) ====
  uint32_t err_now = 0;
  uint32_t drops_now = 0;

  // Input flits (checked with the routes of cycle t, before a register write of cycle t).
  for (unsigned i = 0; i < cfg_.num_in; ++i) {
    if (!((obs.in_accept >> i) & 1u)) continue;
    port_state& ps = port_[i];
    const uint64_t w = obs.in_data[i];
    if (!ps.in_pkt) {  // header
      const unsigned c = hdr_cls(w);
      const unsigned l = hdr_len(w);
      uint32_t e = 0;
      if (c == 3) {
        e |= CU_ERR_BAD_CLASS;
      } else {
        if (!(route_[c] & ROUTE_ENABLE)) e |= CU_ERR_NOT_ENABLED;
        if (!((route_[c] >> i) & 1u)) e |= CU_ERR_NOT_IN_MASK;
      }
      if (hdr_op(w) >= NUM_OPS) e |= CU_ERR_BAD_OP;
      if (l == 0 || l > cfg_.max_len) e |= CU_ERR_BAD_LEN;
      ps.cls = static_cast<uint8_t>(c);
      ps.rem = l;
      ps.hdr = w;
      ps.in_pkt = l != 0;
      ps.drop = e != 0;
      if (e != 0) {
        p.in_drop |= 1u << i;
        err_now |= e;
        ++drops_now;
        ++n_drop_in_;
        continue;
      }
      if (!((p.in_room >> (3 * i + c)) & 1u)) {
        add_error("input " + std::to_string(i) + " class " + std::to_string(c) +
                  ": header accepted while in_room is low");
      }
      ++flits_[i][c];
    } else {  // payload
      --ps.rem;
      if (ps.rem == 0) ps.in_pkt = false;
      if (ps.drop) continue;
      if (flits_[i][ps.cls] >= cfg_.vc_depth) {
        add_error("input " + std::to_string(i) + " class " + std::to_string(ps.cls) +
                  ": flit accepted into a full VC");
      }
      ++flits_[i][ps.cls];
      if (ps.rem == 0) {
        vc_[i][ps.cls].push_back(vc_pkt{ps.hdr});
        ++n_accepted_;
      }
    }
  }

  // Sequencer pops of cycle t (elements of a grant given before t).
  if (busy_left_ > 0) {
    for (unsigned i = 0; i < cfg_.num_in; ++i) {
      if (pops_left_[i] == 0) continue;
      --pops_left_[i];
      if (flits_[i][seq_cls_] == 0) {
        add_error("input " + std::to_string(i) + ": sequencer pop of an empty VC");
      } else {
        --flits_[i][seq_cls_];
      }
    }
    --busy_left_;
  }

  // Grant of cycle t: packets leave the VCs (popped flit by flit from t+1), credit, pointer.
  uint32_t gnt_now = 0;
  if (p.valid) {
    const unsigned c = p.cls;
    seq_cls_ = p.cls;
    unsigned longest = 0;
    for (unsigned i = 0; i < cfg_.num_in; ++i) {
      pops_left_[i] = 0;
      if (!((mask[c] >> i) & 1u)) continue;
      const unsigned l = hdr_len(vc_[i][c].front().hdr);
      vc_[i][c].pop_front();
      ++n_consumed_;
      pops_left_[i] = l + 1;
      longest = std::max(longest, l);
    }
    busy_left_ = longest + 1;
    if (p.drop) {
      err_now |= CU_ERR_MISMATCH;
      drops_now += popcount(mask[c]);
      ++n_gnt_drop_;
    } else {
      credit_[p.dst] -= p.len + 1;
      gnt_now = 1;
      ++n_gnt_stream_;
    }
    if (!p.prio_grant) ptr_ = (c + 1) % CU_NUM_CLS;
  }

  // Destination pops return credit.
  for (unsigned d = 0; d < CU_NUM_DST; ++d) {
    if (!((obs.dst_pop >> d) & 1u)) continue;
    if (credit_[d] >= depth_[d]) {
      add_error(std::string("destination ") + dst_name(d) +
                ": flit left with no granted flit outstanding");
    } else {
      ++credit_[d];
    }
  }

  // Registers: the write of cycle t, then the events of cycle t (TRAFFIC.md register map: an
  // event in the cycle of a clear is kept; both counters saturate).
  err_status_ |= err_now;
  if (obs.reg_write) {
    switch (obs.reg_addr) {
      case CU_REG_ROUTE0:
      case CU_REG_ROUTE1:
      case CU_REG_ROUTE2:
        route_[obs.reg_addr] = obs.reg_wdata & ROUTE_BITS;
        break;
      case CU_REG_CTRL:
        sys_prio_ = (obs.reg_wdata & CU_CTRL_SYS_PRIO) != 0;
        break;
      case CU_REG_ERR_STATUS:
        err_status_ = (err_status_ & ~obs.reg_wdata) | err_now;
        break;
      case CU_REG_ERR_COUNT:
        err_count_ = 0;
        break;
      case CU_REG_GRANT_COUNT:
        grant_count_ = 0;
        break;
      default:
        break;
    }
  }
  const uint64_t cnt = static_cast<uint64_t>(err_count_) + drops_now;
  err_count_ = cnt > 0xFFFFFFFFull ? 0xFFFFFFFFu : static_cast<uint32_t>(cnt);
  const uint64_t gcnt = static_cast<uint64_t>(grant_count_) + gnt_now;
  grant_count_ = gcnt > 0xFFFFFFFFull ? 0xFFFFFFFFu : static_cast<uint32_t>(gcnt);
  p.err_now = err_now;
  p.drops_now = static_cast<unsigned>(drops_now);
  ++cycle_;
  return p;
}

std::string cu_traffic_model::to_string(const cu_grant_pred& p) {
  std::string s = "cycle " + std::to_string(p.cycle) + ": ";
  if (!p.valid) {
    s += "no grant";
  } else {
    s += "grant cls " + std::to_string(p.cls);
    s += p.drop ? " drop" : " stream len " + std::to_string(p.len) + " dst " + dst_name(p.dst);
    if (p.prio_grant) s += " (sys_prio)";
  }
  auto bits = [](uint8_t v) {
    std::string b;
    for (int c = 2; c >= 0; --c) b += ((v >> c) & 1u) ? '1' : '0';
    return b;
  };
  s += std::string(p.idle ? " idle" : " busy") + " ready " + bits(p.ready) + " mismatch " +
       bits(p.mismatch) + " room " + bits(p.room) + " refused " + bits(p.refused) + " held " +
       bits(p.held) + " P " + std::to_string(p.rr_ptr) + " credit " + std::to_string(p.credit[0]) +
       "/" + std::to_string(p.credit[1]) + "/" + std::to_string(p.credit[2]);
  return s;
}

}  // namespace collnet::collective
