// cu_unit_tb.h: bare C++ loop around a Verilated collective_unit model (no UVM, no SystemC).
//
// Per input port a queue of flits (whole packets, in order) offered with a random gap; per
// destination (up-tree, user reception, system reception) a random or scripted ready and a list
// of the flits taken; a management register port. The expected results are computed by
// cu_unit_expect from the packets sent and cu::cu_int_model (written from the spec), never from
// the RTL. Contract of the DUT: rtl/collective/TRAFFIC.md.
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

namespace cu_unit {

/// Register addresses (TRAFFIC.md, register map).
enum reg_addr : uint8_t {
  REG_ROUTE0 = 0,
  REG_CTRL = 3,
  REG_ERR_STATUS = 4,
  REG_ERR_COUNT = 5,
  REG_GRANT_COUNT = 6
};
/// Destinations (TRAFFIC.md): index into the tb's output lists.
enum dst : unsigned { DST_UP = 0, DST_USER = 1, DST_SYS = 2, NUM_DST = 3 };

/// Header word (TRAFFIC.md, header table): cls 1:0, op 7:4, len 14:8, tag 63:16.
inline uint64_t make_hdr(unsigned cls, unsigned op, unsigned len, uint64_t tag) {
  return (cls & 3u) | ((op & 15u) << 4) | (static_cast<uint64_t>(len & 127u) << 8) | (tag << 16);
}
inline unsigned hdr_cls(uint64_t h) {
  return h & 3u;
}
inline unsigned hdr_op(uint64_t h) {
  return (h >> 4) & 15u;
}
inline unsigned hdr_len(uint64_t h) {
  return (h >> 8) & 127u;
}

/// Hexadecimal text of a word (for error messages).
inline std::string to_hex(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

/// Route register value: mask 15:0, local 16, enable 31.
inline uint32_t make_route(uint32_t mask, bool local, bool enable) {
  return (mask & 0xFFFFu) | (local ? 1u << 16 : 0u) | (enable ? 1u << 31 : 0u);
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

/// Bare test bench of one collective_unit model class V.
template <class V>
class unit_tb {
 public:
  /// Number of inputs, from the width of in_data_i (64 bits per input).
  static constexpr unsigned num_in = sizeof(V::in_data_i) / 8;

  explicit unit_tb(uint64_t seed) : ctx_(std::make_unique<VerilatedContext>()), rng_(seed) {
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
  }
  ~unit_tb() { model_->final(); }

  VerilatedContext* ctx() { return ctx_.get(); }
  V* model() { return model_.get(); }

  /// Queue a packet on input `in`. A sender has one queue per class (plus one for headers of
  /// the invalid class 3), like a link with virtual channels: at a packet boundary it starts a
  /// packet of a class whose VC has room (in_room_o), chosen at random, and then sends its
  /// flits contiguously. Order within a class is kept.
  void send(unsigned in, const packet& p) { pq_[in][std::min(hdr_cls(p.hdr), 3u)].push_back(p); }
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
          const packet& p = pq_[i][c].front();
          cur_[i].push_back(p.hdr);
          for (uint64_t w : p.words) cur_[i].push_back(w);
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
    for (unsigned i = 0; i < num_in; ++i) {
      if ((valid >> i) & (ready >> i) & 1u) cur_[i].pop_front();
    }
    if (model_->up_valid_o && rdy[DST_UP])
      out[DST_UP].push_back({model_->up_data_o, model_->up_flags_o, model_->up_hdr_o != 0});
    if (model_->rec_user_valid_o && rdy[DST_USER])
      out[DST_USER].push_back(
          {model_->rec_user_data_o, model_->rec_user_flags_o, model_->rec_user_hdr_o != 0});
    if (model_->rec_sys_valid_o && rdy[DST_SYS])
      out[DST_SYS].push_back(
          {model_->rec_sys_data_o, model_->rec_sys_flags_o, model_->rec_sys_hdr_o != 0});
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

  std::unique_ptr<VerilatedContext> ctx_;  ///< simulation context (owns time, errors)
  std::unique_ptr<V> model_;               ///< the Verilated DUT
  std::mt19937_64 rng_;                    ///< timing randomisation
  std::array<std::array<std::deque<packet>, 4>, 16> pq_;  ///< packets to send [input][class]
  std::array<std::deque<uint64_t>, 16> cur_;  ///< flits left of the packet being sent per input
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
