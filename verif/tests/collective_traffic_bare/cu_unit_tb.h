// cu_unit_tb.h: bare C++ loop around a Verilated collective_unit model (no UVM, no SystemC).
//
// Per input port a queue of flits (whole packets, in order) offered with a random gap; per
// destination (up-tree, user reception, system reception) a random or scripted ready and a list
// of the flits taken; a management register port. The expected results are computed by
// cu_unit_expect from the packets sent and cu::cu_int_model (written from the spec), never from
// the RTL. Contract of the DUT: rtl/collective/TRAFFIC.md.
//
// Checks made every cycle by the bench itself (errors collected in `errors`, prefixed by the
// check's name, reported by finish()):
// - "arb model": cu::cu_traffic_model (scoreboards/collective, written from TRAFFIC.md) is fed
//   the observed input handshakes, destination pops and register writes; its predicted grant
//   must equal gnt_valid_o / gnt_cls_o / gnt_drop_o in every cycle, and its predicted in_room
//   must equal in_room_o. Any difference: cycle, predicted, observed.
// - "fifo grant check" (independent of the RTL's SVA and of the model): per destination the
//   bench counts the flits granted to it (len + 1 per observed stream grant, len from the head
//   packet the bench recorded) minus the flits taken at its output; this level must never
//   exceed the destination's depth (no grant without room), and never go below 0.
//   At finish() the registers the model predicts (routes, CTRL, ERR_*, GRANT_COUNT) must
//   equal the RTL's.
// - "conservation": every packet the bench sent as well-formed is recorded per (input, class)
//   when its last flit is accepted; every observed grant (stream or drop) of class c must
//   consume exactly one recorded packet of every input in the class mask; at finish() every
//   queue is empty, nothing is left to send and every granted flit left its destination.
#pragma once

#include <verilated.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cu_model.h"
#include "cu_traffic_model.h"

namespace cu_unit {

/// Register addresses (TRAFFIC.md register map, generated from the unit's description).
enum reg_addr : uint8_t {
  REG_ROUTE0 = cu::CU_REG_ROUTE0,
  REG_CTRL = cu::CU_REG_CTRL,
  REG_ERR_STATUS = cu::CU_REG_ERR_STATUS,
  REG_ERR_COUNT = cu::CU_REG_ERR_COUNT,
  REG_GRANT_COUNT = cu::CU_REG_GRANT_COUNT
};
/// Destinations (TRAFFIC.md): index into the tb's output lists.
enum dst : unsigned { DST_UP = 0, DST_USER = 1, DST_SYS = 2, NUM_DST = 3 };

/// Header word (TRAFFIC.md, header table; fields from the generated codec).
inline uint64_t make_hdr(unsigned cls, unsigned op, unsigned len, uint64_t tag) {
  return cu::cu_header(cls, op, len, tag);
}
inline unsigned hdr_cls(uint64_t h) {
  return cu::cu_hdr_cls(h);
}
inline unsigned hdr_op(uint64_t h) {
  return cu::cu_hdr_op(h);
}
inline unsigned hdr_len(uint64_t h) {
  return cu::cu_hdr_len(h);
}

/// Hexadecimal text of a word (for error messages).
inline std::string to_hex(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

/// Route register value (fields from the generated register map).
inline uint32_t make_route(uint32_t mask, bool local, bool enable) {
  return cu::cu_route_value(mask, local, enable);
}

/// One flit taken from a destination.
struct out_flit {
  uint64_t data = 0;
  uint8_t flags = 0;
  bool hdr = false;
};

/// A packet: the header and its payload words.
struct packet {
  uint64_t hdr = 0;
  std::vector<uint64_t> words;
};

/// An expected or received result packet.
struct result_pkt {
  uint64_t hdr = 0;
  std::vector<uint64_t> words;
  std::vector<uint8_t> flags;
};

/// Parameters of the configuration V (rtl/collective/traffic.cmake) the bench must know:
/// the traffic parameters and the datapath F. The default is the small configuration
/// (MaxLen 4, all depths 10, F 64); other configurations specialise this template.
template <class V>
struct unit_cfg {
  static cu::cu_traffic_cfg traffic() {
    cu::cu_traffic_cfg c;
    c.num_in = sizeof(V::in_data_i) / 8;
    c.max_len = 4;
    c.vc_depth = 10;
    c.rec_depth = 10;
    c.up_depth = 10;
    return c;
  }
  static constexpr unsigned frac_bits = 64;  ///< FracBits of the datapath
};

/// Bare test bench of one collective_unit model class V.
template <class V>
class unit_tb {
 public:
  /// Number of inputs, from the width of in_data_i (64 bits per input).
  static constexpr unsigned num_in = sizeof(V::in_data_i) / 8;

  explicit unit_tb(uint64_t seed)
      : ctx_(std::make_unique<VerilatedContext>()),
        rng_(seed),
        cfg_(unit_cfg<V>::traffic()),
        tm_(cfg_) {
    const cu::cu_traffic_cfg& full = tm_.cfg();  // depths 0 replaced by the defaults
    depth_ = {full.up_depth, full.rec_depth, full.rec_depth};
    ctx_->randReset(2);
    ctx_->randSeed(static_cast<int>(seed % 2147483647u) + 1);
    ctx_->fatalOnError(false);  // an SVA failure is counted (gotError), not an abort
    model_ = std::make_unique<V>(ctx_.get(), "cu_unit");
    model_->rst_ni = 0;
    model_->reg_req_i = 0;
    model_->reg_we_i = 0;
    model_->clk_i = 0;
    model_->eval();
    for (int i = 0; i < 3; ++i) cycle();
    model_->rst_ni = 1;
    model_->reg_req_i = 0;
    model_->reg_we_i = 0;
    model_->eval();
    // Outputs sampled before the first reset edge are random (x-initial): forget them.
    for (auto& o : out) o.clear();
    cycles = 0;
    tm_.reset();  // the model starts with the first cycle out of reset
  }
  ~unit_tb() { model_->final(); }

  VerilatedContext* ctx() { return ctx_.get(); }
  V* model() { return model_.get(); }

  /// Queue a packet on input `in`. A sender has one queue per class (plus one for headers of
  /// the invalid class 3), like a link with virtual channels: at a packet boundary it starts a
  /// packet of a class whose VC has room (in_room_o), chosen at random, and then sends its
  /// flits contiguously. Order within a class is kept.
  /// `malformed`: the packet is expected to be dropped by the input port (not recorded for the
  /// conservation check).
  void send(unsigned in, const packet& p, bool malformed = false) {
    pq_[in][std::min(hdr_cls(p.hdr), 3u)].push_back({p, malformed});
  }
  /// Packets and flits still waiting on all inputs.
  size_t pending() const {
    size_t n = 0;
    for (unsigned i = 0; i < num_in; ++i) {
      n += cur_[i].size();
      for (const auto& q : pq_[i]) n += q.size();
    }
    return n;
  }

  double valid_prob = 1.0;                          ///< probability a queued flit is offered
  std::array<double, NUM_DST> ready_prob{1, 1, 1};  ///< probability a destination is ready
  std::array<std::vector<out_flit>, NUM_DST> out;   ///< flits taken per destination
  uint64_t cycles = 0;                              ///< cycles run
  std::vector<std::string> errors;  ///< failures of the per-cycle checks (see the file header)
  uint64_t grants_matched = 0;      ///< observed grants equal to the model's prediction
  uint64_t cycles_compared = 0;     ///< cycles whose grant was compared with the model
  /// Test hook (_bad test of the conservation check): the accepted packet with this index (0 =
  /// the first well-formed packet completed on any input) is not recorded, as if the input
  /// monitor had lost it. -1: off.
  int64_t hook_lose_accepted = -1;
  /// Test hook (_bad test of the register comparison): the write to ERR_COUNT or GRANT_COUNT
  /// with this index (0 = the first), counting only writes to a non-zero register (a clear that
  /// changes something), is not passed to the model. -1: off.
  int64_t hook_lose_clear = -1;

  /// One clock cycle: drive, evaluate, sample handshakes, rising edge.
  void cycle() {
    std::uniform_real_distribution<double> u(0.0, 1.0);
    uint32_t valid = 0;
    const uint64_t room = model_->in_room_o;  // [i][c] at bit 3i + c
    for (unsigned i = 0; i < num_in; ++i) {
      if (cur_[i].empty()) {
        std::vector<unsigned> cand;
        for (unsigned c = 0; c < 4; ++c) {
          if (!pq_[i][c].empty() && (c == 3 || ((room >> (3 * i + c)) & 1u))) cand.push_back(c);
        }
        if (!cand.empty()) {
          const unsigned c = cand[rng_() % cand.size()];
          const packet& p = pq_[i][c].front().p;
          cur_[i].push_back(p.hdr);
          for (uint64_t w : p.words) cur_[i].push_back(w);
          cur_hdr_[i] = p.hdr;
          cur_bad_[i] = pq_[i][c].front().malformed;
          pq_[i][c].pop_front();
        }
      }
      uint64_t w = 0;
      if (!cur_[i].empty() && u(rng_) < valid_prob) {
        valid |= 1u << i;
        w = cur_[i].front();
      }
      set_in_data(i, w);
    }
    model_->in_valid_i = valid;
    std::array<bool, NUM_DST> rdy{};
    for (unsigned d = 0; d < NUM_DST; ++d) rdy[d] = u(rng_) < ready_prob[d];
    model_->up_ready_i = rdy[DST_UP];
    model_->rec_user_ready_i = rdy[DST_USER];
    model_->rec_sys_ready_i = rdy[DST_SYS];
    model_->clk_i = 0;
    model_->eval();
    const uint32_t ready = model_->in_ready_o;
    obs_.in_accept = 0;
    obs_.dst_pop = 0;
    done_ = 0;
    for (unsigned i = 0; i < num_in; ++i) {
      if (!((valid >> i) & (ready >> i) & 1u)) continue;
      obs_.in_accept |= 1u << i;
      obs_.in_data[i] = cur_[i].front();
      cur_[i].pop_front();
      if (cur_[i].empty()) done_ |= 1u << i;  // last flit of the packet accepted
    }
    if (model_->up_valid_o && rdy[DST_UP]) {
      out[DST_UP].push_back({model_->up_data_o, model_->up_flags_o, model_->up_hdr_o != 0});
      obs_.dst_pop |= 1u << DST_UP;
    }
    if (model_->rec_user_valid_o && rdy[DST_USER]) {
      out[DST_USER].push_back(
          {model_->rec_user_data_o, model_->rec_user_flags_o, model_->rec_user_hdr_o != 0});
      obs_.dst_pop |= 1u << DST_USER;
    }
    if (model_->rec_sys_valid_o && rdy[DST_SYS]) {
      out[DST_SYS].push_back(
          {model_->rec_sys_data_o, model_->rec_sys_flags_o, model_->rec_sys_hdr_o != 0});
      obs_.dst_pop |= 1u << DST_SYS;
    }
    obs_.reg_write = model_->reg_req_i && model_->reg_we_i;
    obs_.reg_addr = model_->reg_addr_i;
    obs_.reg_wdata = model_->reg_wdata_i;
    if (model_->rst_ni) check_cycle(room);
    model_->clk_i = 1;
    model_->eval();
    ctx_->timeInc(1);
    ++cycles;
  }

  /// Run until every input queue is empty and `quiet` cycles passed without an output flit, or
  /// `max_cycles` elapsed. Returns false on timeout.
  bool run_until_drained(uint64_t max_cycles, unsigned quiet = 40) {
    unsigned idle = 0;
    for (uint64_t c = 0; c < max_cycles; ++c) {
      const size_t before = total_out();
      cycle();
      idle = (pending() == 0 && total_out() == before) ? idle + 1 : 0;
      if (idle >= quiet) return true;
    }
    return false;
  }

  /// End-of-test checks (conservation: nothing left anywhere; the model's own contract
  /// errors); appends this bench's errors to `errs`.
  void finish(std::vector<std::string>& errs) {
    if (pending() != 0)
      add("conservation", std::to_string(pending()) + " packets/flits never accepted");
    for (unsigned i = 0; i < num_in; ++i) {
      for (unsigned c = 0; c < 3; ++c) {
        if (!acc_[i][c].empty()) {
          add("conservation", "input " + std::to_string(i) + " class " + std::to_string(c) + ": " +
                                  std::to_string(acc_[i][c].size()) +
                                  " accepted packet(s) never consumed by a grant");
        }
      }
    }
    for (unsigned d = 0; d < NUM_DST; ++d) {
      if (level_[d] != 0) {
        add("conservation", "destination " + std::to_string(d) + ": " + std::to_string(level_[d]) +
                                " granted flit(s) never left");
      }
    }
    if (tm_.pending_packets() != 0) {
      add("arb model",
          "model still holds " + std::to_string(tm_.pending_packets()) + " packet(s) at end");
    }
    for (const auto& e : tm_.errors()) add("arb model", "contract: " + e);
    // Registers the model predicts (routes, CTRL, ERR_STATUS, ERR_COUNT, GRANT_COUNT).
    for (uint8_t a = 0; a <= REG_GRANT_COUNT; ++a) {
      const uint32_t got = reg_read(a), exp = tm_.reg_read(a);
      if (got != exp) {
        add("arb model",
            "register " + std::to_string(a) + ": RTL 0x" + to_hex(got) + " model 0x" + to_hex(exp));
      }
    }
    errs.insert(errs.end(), errors.begin(), errors.end());
    if (arb_diffs_ > max_arb_msgs) {
      errs.push_back("arb model: " + std::to_string(arb_diffs_ - max_arb_msgs) +
                     " more cycle(s) differ");
    }
    errors.clear();
  }

  /// The traffic reference model fed by this bench.
  const cu::cu_traffic_model& traffic_model() const { return tm_; }
  /// The model's prediction for the last cycle run (with in_drop of that cycle).
  const cu::cu_grant_pred& last_pred() const { return last_pred_; }

  /// Reads every register the model predicts (combinationally, no clock edge) and reports a
  /// difference as an "arb model" error; returns the number of registers that differ.
  unsigned check_regs() {
    unsigned bad = 0;
    for (uint8_t a = 0; a <= REG_GRANT_COUNT; ++a) {
      const uint32_t got = reg_read(a), exp = tm_.reg_read(a);
      if (got == exp) continue;
      ++bad;
      if (++arb_diffs_ <= max_arb_msgs) {
        add("arb model", "after cycle " + std::to_string(cycles - 1) + ": register " +
                             std::to_string(a) + ": RTL 0x" + to_hex(got) + " model 0x" +
                             to_hex(exp));
      }
    }
    return bad;
  }

  /// Register write (one cycle).
  void reg_write(uint8_t addr, uint32_t data) {
    model_->reg_req_i = 1;
    model_->reg_we_i = 1;
    model_->reg_addr_i = addr;
    model_->reg_wdata_i = data;
    cycle();
    model_->reg_req_i = 0;
    model_->reg_we_i = 0;
  }
  /// Register read (combinational, no clock edge).
  uint32_t reg_read(uint8_t addr) {
    model_->reg_req_i = 1;
    model_->reg_we_i = 0;
    model_->reg_addr_i = addr;
    model_->clk_i = 0;
    model_->eval();
    const uint32_t v = model_->reg_rdata_o;
    model_->reg_req_i = 0;
    model_->eval();
    return v;
  }

 private:
  size_t total_out() const { return out[0].size() + out[1].size() + out[2].size(); }
  void set_in_data(unsigned i, uint64_t w) {
    model_->in_data_i[2 * i] = static_cast<uint32_t>(w);
    model_->in_data_i[2 * i + 1] = static_cast<uint32_t>(w >> 32);
  }

  /// A packet queued for sending.
  struct queued {
    packet p;
    bool malformed;  ///< expected to be dropped by the input port
  };
  /// Number of arb-model differences reported in full (the rest are counted).
  static constexpr uint64_t max_arb_msgs = 10;

  void add(const char* check, const std::string& msg) {
    errors.push_back(std::string(check) + ": " + msg);
  }

  /// The per-cycle checks of the file header, on the handshakes sampled in this cycle (obs_,
  /// done_) and the observation port; `room` = in_room_o of this cycle.
  void check_cycle(uint64_t room) {
    const bool gv = model_->gnt_valid_o;
    const unsigned gc = model_->gnt_cls_o;
    const bool gd = model_->gnt_drop_o;
    // ---- arb model ----
    if (obs_.reg_write && (obs_.reg_addr == REG_ERR_COUNT || obs_.reg_addr == REG_GRANT_COUNT) &&
        tm_.reg_read(obs_.reg_addr) != 0 && static_cast<int64_t>(n_clears_++) == hook_lose_clear) {
      obs_.reg_write = false;  // test hook: the model does not see this clear
    }
    const cu::cu_grant_pred p = tm_.step(obs_);
    last_pred_ = p;
    const uint64_t room_mask = (num_in * 3 >= 64) ? ~0ull : (1ull << (num_in * 3)) - 1;
    ++cycles_compared;
    if (p.valid != gv || (gv && (p.cls != gc || p.drop != gd)) || (!gv && (gc != 0 || gd))) {
      if (++arb_diffs_ <= max_arb_msgs) {
        const std::string pt = cu::cu_traffic_model::to_string(p);  // "cycle N: ..."
        add("arb model",
            "cycle " + std::to_string(cycles) + ": predicted " + pt.substr(pt.find(": ") + 2) +
                "; observed " +
                (gv ? "grant cls " + std::to_string(gc) + (gd ? " drop" : " stream")
                    : std::string(gd || gc ? "no grant with cls/drop set" : "no grant")));
      }
    } else if (gv) {
      ++grants_matched;
    }
    if ((room & room_mask) != p.in_room) {
      if (++arb_diffs_ <= max_arb_msgs) {
        add("arb model", "cycle " + std::to_string(cycles) + ": in_room predicted 0x" +
                             to_hex(p.in_room) + " observed 0x" + to_hex(room & room_mask));
      }
    }
    // ---- fifo grant check: flits granted to each destination minus flits taken ----
    for (unsigned d = 0; d < NUM_DST; ++d) {
      if (!((obs_.dst_pop >> d) & 1u)) continue;
      if (level_[d] == 0) {
        add("fifo grant check", "cycle " + std::to_string(cycles) + ": destination " +
                                    std::to_string(d) + " output a flit that was never granted");
      } else {
        --level_[d];
      }
    }
    if (gv && gc < 3) {
      const uint32_t mask = route_[gc] & 0xFFFFu & ((1u << num_in) - 1u);
      const unsigned d = dst_of_route(gc);
      bool have_len = false;
      unsigned len = 0;
      // ---- conservation: one recorded packet of every masked input ----
      for (unsigned i = 0; i < num_in; ++i) {
        if (!((mask >> i) & 1u)) continue;
        if (acc_[i][gc].empty()) {
          add("conservation", "cycle " + std::to_string(cycles) + ": grant of class " +
                                  std::to_string(gc) + " consumes a packet of input " +
                                  std::to_string(i) + " that was never accepted (or twice)");
          continue;
        }
        if (!have_len) {
          len = hdr_len(acc_[i][gc].front());
          have_len = true;
        }
        acc_[i][gc].pop_front();
      }
      if (!gd && have_len) {
        level_[d] += len + 1;
        if (level_[d] > depth_[d]) {
          add("fifo grant check",
              "cycle " + std::to_string(cycles) + ": class " + std::to_string(gc) +
                  " granted (len " + std::to_string(len) + ") to destination " + std::to_string(d) +
                  " which then holds " + std::to_string(level_[d]) + " granted flits > depth " +
                  std::to_string(depth_[d]) + " (no room)");
        }
      }
    }
    // ---- conservation: record the well-formed packets completed in this cycle ----
    for (unsigned i = 0; i < num_in; ++i) {
      if (!((done_ >> i) & 1u) || cur_bad_[i]) continue;
      const int64_t idx = n_recorded_++;
      if (idx == hook_lose_accepted) continue;  // test hook: the monitor loses this packet
      acc_[i][hdr_cls(cur_hdr_[i])].push_back(cur_hdr_[i]);
    }
    // Register writes apply from the next cycle (routes used by the checks above).
    if (obs_.reg_write && obs_.reg_addr < 3) route_[obs_.reg_addr] = obs_.reg_wdata;
  }
  /// Destination of class c from the route the bench wrote (TRAFFIC.md).
  unsigned dst_of_route(unsigned c) const {
    if (!((route_[c] >> 16) & 1u)) return DST_UP;
    return c == 2 ? DST_SYS : DST_USER;
  }

  std::unique_ptr<VerilatedContext> ctx_;  ///< simulation context (owns time, errors)
  std::unique_ptr<V> model_;               ///< the Verilated DUT
  std::mt19937_64 rng_;                    ///< timing randomisation
  std::array<std::array<std::deque<queued>, 4>, 16> pq_;  ///< packets to send [input][class]
  std::array<std::deque<uint64_t>, 16> cur_;  ///< flits left of the packet being sent per input
  std::array<uint64_t, 16> cur_hdr_{};        ///< header of the packet being sent per input
  std::array<bool, 16> cur_bad_{};            ///< that packet is malformed
  cu::cu_traffic_cfg cfg_;                    ///< parameters of V
  cu::cu_traffic_model tm_;                   ///< the traffic reference model
  cu::cu_cycle_obs obs_;                      ///< this cycle's observations (reused)
  cu::cu_grant_pred last_pred_;               ///< the model's prediction of the last cycle
  uint32_t done_ = 0;                         ///< inputs whose packet's last flit was taken
  uint64_t arb_diffs_ = 0;                    ///< cycles where the model and the DUT differ
  std::array<uint32_t, 3> route_{};           ///< route registers as written (bench copy)
  std::array<unsigned, NUM_DST> depth_{};     ///< destination depths
  std::array<unsigned, NUM_DST> level_{};     ///< flits granted to a destination, not taken
  std::array<std::array<std::deque<uint64_t>, 3>, 16> acc_;  ///< recorded packets [in][cls]
  int64_t n_recorded_ = 0;                                   ///< packets recorded so far
  uint64_t n_clears_ = 0;  ///< writes to a non-zero ERR_COUNT / GRANT_COUNT seen
};

/// Splits a destination's flit list into result packets (framing by the hdr flag and the
/// header's length). Framing errors are appended to `errors`.
inline std::vector<result_pkt> split_packets(const std::vector<out_flit>& flits,
                                             std::vector<std::string>& errors) {
  std::vector<result_pkt> pkts;
  size_t k = 0;
  while (k < flits.size()) {
    if (!flits[k].hdr) {
      errors.push_back("flit " + std::to_string(k) + " expected a header, hdr flag is 0");
      ++k;
      continue;
    }
    if (flits[k].flags != 0) errors.push_back("header flit " + std::to_string(k) + " has flags");
    result_pkt p;
    p.hdr = flits[k].data;
    const unsigned len = hdr_len(p.hdr);
    ++k;
    for (unsigned j = 0; j < len && k < flits.size(); ++j, ++k) {
      if (flits[k].hdr) errors.push_back("flit " + std::to_string(k) + " hdr flag in payload");
      p.words.push_back(flits[k].data);
      p.flags.push_back(flits[k].flags);
    }
    pkts.push_back(p);
  }
  return pkts;
}

/// Expected result of one class packet index: the packets of every masked input (same op, len
/// and tag by construction) combined word by word with cu::cu_int_model (F = 64).
inline result_pkt expect_result(cu::cu_int_model& m, const std::vector<packet>& per_input,
                                uint32_t mask, unsigned num_in) {
  result_pkt r;
  unsigned lowest = 0;
  while (!((mask >> lowest) & 1u)) ++lowest;
  r.hdr = per_input[lowest].hdr;
  const unsigned len = hdr_len(r.hdr);
  for (unsigned j = 0; j < len; ++j) {
    uint64_t in[16] = {};
    for (unsigned i = 0; i < num_in; ++i) {
      if ((mask >> i) & 1u) in[i] = per_input[i].words[j];
    }
    const cu::cu_result res = m.compute(static_cast<cu::cu_op>(hdr_op(r.hdr)), in, mask, num_in);
    r.words.push_back(res.bits);
    r.flags.push_back(res.flags);
  }
  return r;
}

/// Compares the received packets of one class (in order) with the expected ones; returns the
/// number of matched words and appends mismatches (with got/expected) to `errors`.
inline size_t compare_class(const std::vector<result_pkt>& got, const std::vector<result_pkt>& exp,
                            const std::string& what, std::vector<std::string>& errors) {
  size_t matched = 0;
  if (got.size() != exp.size()) {
    errors.push_back(what + ": got " + std::to_string(got.size()) + " packets, expected " +
                     std::to_string(exp.size()));
  }
  for (size_t k = 0; k < got.size() && k < exp.size(); ++k) {
    const std::string at = what + " packet " + std::to_string(k);
    if (got[k].hdr != exp[k].hdr) {
      errors.push_back(at + ": header got 0x" + to_hex(got[k].hdr) + " expected 0x" +
                       to_hex(exp[k].hdr));
      continue;
    }
    if (got[k].words.size() != exp[k].words.size()) {
      errors.push_back(at + ": truncated packet");
      continue;
    }
    for (size_t j = 0; j < exp[k].words.size(); ++j) {
      if (got[k].words[j] != exp[k].words[j] || got[k].flags[j] != exp[k].flags[j]) {
        errors.push_back(at + " word " + std::to_string(j) + ": got 0x" + to_hex(got[k].words[j]) +
                         "/" + std::to_string(got[k].flags[j]) + " expected 0x" +
                         to_hex(exp[k].words[j]) + "/" + std::to_string(exp[k].flags[j]));
      } else {
        ++matched;
      }
    }
  }
  return matched;
}

}  // namespace cu_unit
