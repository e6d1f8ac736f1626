// cu_unit_scenarios.h: scenarios of the collective_unit bare-loop tests, templated on the model
// class so that the same scenario runs on the good and the deliberately broken configurations.
// Each returns the errors found (strings with got/expected), whether an RTL assertion fired,
// and how many result words matched the reference model.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "cu_unit_tb.h"

namespace cu_unit {

/// MaxLen of configuration V (rtl/collective/traffic.cmake; 4 for the small one).
template <class V>
unsigned max_len() {
  return unit_cfg<V>::traffic().max_len;
}

struct scenario_result {
  std::vector<std::string> errors;  ///< check failures
  bool sva = false;                 ///< an RTL assertion fired ($error seen by the context)
  size_t matched = 0;               ///< result words equal to the reference model
  size_t packets = 0;               ///< result packets received
  uint64_t cycles = 0;              ///< cycles simulated
  uint64_t grants = 0;              ///< grants equal to cu_traffic_model's, cycle by cycle
};

/// End of a scenario: the bench's own checks (arb model, fifo grant check, conservation),
/// the RTL assertion flag and the counts.
template <class V>
void finish(unit_tb<V>& tb, scenario_result& r) {
  tb.finish(r.errors);
  r.sva = tb.ctx()->gotError();
  r.cycles = tb.cycles;
  r.grants = tb.grants_matched;
}

inline std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (size_t k = 0; k < v.size() && k < 20; ++k) s += "  " + v[k] + "\n";
  if (v.size() > 20) s += "  ... " + std::to_string(v.size() - 20) + " more\n";
  return s;
}

/// Random operand word: random bits, small integers, or FP values near 1.0 (so that FP add
/// both rounds and cancels).
inline uint64_t random_word(std::mt19937_64& rng) {
  switch (rng() % 3) {
    case 0:
      return rng();
    case 1:
      return rng() % 1000;
    default:
      return (0x3FEull + rng() % 4) << 52 | (rng() & 0xFFFFFFFFFFFFFull) | ((rng() & 1) << 63);
  }
}

/// The packets of one class index: one per input of `mask`, same op/len/tag, random words.
inline std::vector<packet> class_packets(std::mt19937_64& rng, unsigned num_in, uint32_t mask,
                                         unsigned cls, unsigned op, unsigned len, uint64_t tag) {
  std::vector<packet> v(num_in);
  for (unsigned i = 0; i < num_in; ++i) {
    if (!((mask >> i) & 1u)) continue;
    v[i].hdr = make_hdr(cls, op, len, tag);
    for (unsigned j = 0; j < len; ++j) v[i].words.push_back(random_word(rng));
  }
  return v;
}

/// Destination of a class given its local bit (TRAFFIC.md).
inline unsigned dst_of(unsigned cls, bool local) {
  if (!local) return DST_UP;
  return cls == 2 ? DST_SYS : DST_USER;
}

/// Compares every destination with the expected packets of the classes routed to it.
/// `exp[c]` = expected result packets of class c in order; `local[c]` its local bit.
template <class V>
void check_outputs(unit_tb<V>& tb, const std::vector<result_pkt> exp[3], const bool local[3],
                   scenario_result& r) {
  for (unsigned d = 0; d < NUM_DST; ++d) {
    std::vector<result_pkt> pk = split_packets(tb.out[d], r.errors);
    r.packets += pk.size();
    std::vector<result_pkt> by_cls[3];
    for (const auto& p : pk) {
      const unsigned c = hdr_cls(p.hdr);
      if (c > 2 || dst_of(c, local[c]) != d) {
        r.errors.push_back("destination " + std::to_string(d) + ": packet of class " +
                           std::to_string(c) + " does not belong here (hdr 0x" + to_hex(p.hdr) +
                           ")");
        continue;
      }
      by_cls[c].push_back(p);
    }
    for (unsigned c = 0; c < 3; ++c) {
      if (dst_of(c, local[c]) != d) continue;
      r.matched += compare_class(by_cls[c], exp[c], "class " + std::to_string(c), r.errors);
    }
  }
}

/// Appends the packets of `per_class[c][k][i]` to the input streams, interleaving the classes
/// in a random order that keeps each class's order.
template <class V>
void send_interleaved(unit_tb<V>& tb, std::mt19937_64& rng,
                      const std::vector<std::vector<packet>> per_class[3], const uint32_t mask[3]) {
  for (unsigned i = 0; i < unit_tb<V>::num_in; ++i) {
    size_t next[3] = {0, 0, 0};
    for (;;) {
      std::vector<unsigned> cand;
      for (unsigned c = 0; c < 3; ++c) {
        if (((mask[c] >> i) & 1u) && next[c] < per_class[c].size()) cand.push_back(c);
      }
      if (cand.empty()) break;
      const unsigned c = cand[rng() % cand.size()];
      tb.send(i, per_class[c][next[c]++][i]);
    }
  }
}

/// All three classes, random ops and lengths, random gaps and backpressure: every result
/// packet equals cu_int_model, none lost, duplicated or misrouted; no error counted.
/// `corrupt` flips one sent word after the expected results are computed (for the _bad test).
/// `lose_accepted` >= 0: the bench's input monitor loses that accepted packet (test hook of the
/// conservation check's _bad test).
template <class V>
scenario_result run_three_classes(uint64_t seed, double valid_prob, double ready_prob,
                                  bool corrupt = false, int64_t lose_accepted = -1) {
  constexpr unsigned n = unit_tb<V>::num_in;
  constexpr unsigned npk = 20;
  scenario_result r;
  unit_tb<V> tb(seed);
  tb.hook_lose_accepted = lose_accepted;
  std::mt19937_64 rng(seed * 7919 + 1);
  cu::cu_int_model model(unit_cfg<V>::frac_bits);
  const uint32_t full = (1u << n) - 1;
  const uint32_t mask[3] = {full, n > 1 ? (full & ~(1u << (n - 1))) : full, full};
  const bool local[3] = {true, false, true};
  for (unsigned c = 0; c < 3; ++c)
    tb.reg_write(REG_ROUTE0 + c, make_route(mask[c], local[c], true));

  std::vector<std::vector<packet>> per_class[3];
  std::vector<result_pkt> exp[3];
  for (unsigned c = 0; c < 3; ++c) {
    for (unsigned k = 0; k < npk; ++k) {
      unsigned op = rng() % 12;
      const unsigned len = 1 + rng() % max_len<V>();
      if (corrupt && c == 0 && k == 3) op = 2;  // int_add_u: one flipped bit changes the sum
      per_class[c].push_back(class_packets(rng, n, mask[c], c, op, len, k | (c << 8)));
      exp[c].push_back(expect_result(model, per_class[c].back(), mask[c], n));
    }
  }
  if (corrupt) {
    // Deliberately broken stimulus (_bad test): the word sent differs from the one the
    // expected result was computed from, so the comparison must report class 0 packet 3.
    per_class[0][3][0].words[0] ^= 1;
  }
  send_interleaved(tb, rng, per_class, mask);
  tb.valid_prob = valid_prob;
  tb.ready_prob = {ready_prob, ready_prob, ready_prob};
  if (!tb.run_until_drained(20000)) r.errors.push_back("timeout: the unit did not drain");
  check_outputs(tb, exp, local, r);
  if (tb.reg_read(REG_ERR_STATUS) != 0) r.errors.push_back("ERR_STATUS != 0 on good traffic");
  if (tb.reg_read(REG_ERR_COUNT) != 0) r.errors.push_back("ERR_COUNT != 0 on good traffic");
  if (tb.reg_read(REG_GRANT_COUNT) != 3 * npk) {
    r.errors.push_back("GRANT_COUNT got " + std::to_string(tb.reg_read(REG_GRANT_COUNT)) +
                       " expected " + std::to_string(3 * npk));
  }
  finish(tb, r);
  return r;
}

/// Malformed packets of every kind between good ones: each is dropped whole, the sticky bits
/// and the drop counter are exact, good packets are unaffected; W1C / clear work.
template <class V>
scenario_result run_malformed(uint64_t seed) {
  constexpr unsigned n = unit_tb<V>::num_in;
  static_assert(n >= 3, "needs three inputs");
  constexpr unsigned npk = 10, bad_idx = 4;
  scenario_result r;
  unit_tb<V> tb(seed);
  std::mt19937_64 rng(seed);
  cu::cu_int_model model(unit_cfg<V>::frac_bits);
  const uint32_t full = (1u << n) - 1;
  const uint32_t mask[3] = {0x3u, 0u, full};  // class 1 disabled, input n-1 not in class 0
  const bool local[3] = {true, false, true};
  tb.reg_write(REG_ROUTE0, make_route(mask[0], true, true));
  tb.reg_write(REG_ROUTE0 + 2, make_route(mask[2], true, true));

  std::vector<std::vector<packet>> per_class[3];
  std::vector<result_pkt> exp[3];
  for (unsigned c : {0u, 2u}) {
    for (unsigned k = 0; k < npk; ++k) {
      const unsigned op = rng() % 12, len = 1 + rng() % max_len<V>();
      per_class[c].push_back(class_packets(rng, n, mask[c], c, op, len, k | (c << 8)));
      if (c == 2 && k == bad_idx) {
        // Input 1 disagrees in opcode: the three packets are dropped as a mismatch.
        auto& p = per_class[c].back()[1];
        p.hdr = make_hdr(2, (op + 1) % 12, len, k | (c << 8));
        continue;
      }
      exp[c].push_back(expect_result(model, per_class[c].back(), mask[c], n));
    }
  }
  // Payload words of bad packets look like good headers: framing must skip them by length.
  const uint64_t fake = make_hdr(0, 0, 1, 0xBAD);
  const std::vector<std::pair<unsigned, packet>> bad = {
      {0, {make_hdr(3, 0, 2, 1), {fake, fake}}},  // bad class
      {1, {make_hdr(1, 0, 2, 2), {fake, fake}}},  // class not enabled
      {0, {make_hdr(0, 13, 1, 3), {fake}}},       // unknown opcode
      {1, {make_hdr(0, 0, 0, 4), {}}},            // length 0
      {0,
       {make_hdr(2, 0, max_len<V>() + 2, 5),
        std::vector<uint64_t>(max_len<V>() + 2, fake)}},    // too long
      {n - 1, {make_hdr(0, 0, 3, 6), {fake, fake, fake}}},  // input not in the class mask
  };
  // Bad packets first on their input, then the good interleaved stream.
  for (const auto& b : bad) tb.send(b.first, b.second, true);
  send_interleaved(tb, rng, per_class, mask);
  tb.valid_prob = 0.9;
  tb.ready_prob = {0.8, 0.8, 0.8};
  if (!tb.run_until_drained(20000)) r.errors.push_back("timeout: the unit did not drain");
  check_outputs(tb, exp, local, r);
  const uint32_t st = tb.reg_read(REG_ERR_STATUS), cnt = tb.reg_read(REG_ERR_COUNT);
  if (st != 0x3Fu) r.errors.push_back("ERR_STATUS got 0x" + to_hex(st) + " expected 0x3f");
  const uint32_t exp_cnt = static_cast<uint32_t>(bad.size()) + n;
  if (cnt != exp_cnt) {
    r.errors.push_back("ERR_COUNT got " + std::to_string(cnt) + " expected " +
                       std::to_string(exp_cnt));
  }
  const uint32_t gc = tb.reg_read(REG_GRANT_COUNT);
  if (gc != 2 * npk - 1) {
    r.errors.push_back("GRANT_COUNT got " + std::to_string(gc) + " expected " +
                       std::to_string(2 * npk - 1));
  }
  tb.reg_write(REG_ERR_STATUS, 0x5u);  // W1C: bits 0 and 2 cleared
  if (tb.reg_read(REG_ERR_STATUS) != 0x3Au) r.errors.push_back("ERR_STATUS W1C failed");
  tb.reg_write(REG_ERR_COUNT, 0);
  if (tb.reg_read(REG_ERR_COUNT) != 0) r.errors.push_back("ERR_COUNT clear failed");
  finish(tb, r);
  return r;
}

/// All classes to the up-tree FIFO, length 1; the output is blocked until the credits are
/// exhausted and the VCs full, then drained slowly so that every class with packets left is
/// waiting at each grant. Round robin (sys_prio = 0) then implies: a class is granted twice in a
/// row only when no other class has packets left. Data checked against cu_int_model.
/// With sys_prio = 1: a user class is granted only when no system packet is left.
template <class V>
scenario_result run_round_robin(uint64_t seed, bool sys_prio) {
  constexpr unsigned n = unit_tb<V>::num_in;
  constexpr unsigned npk = 8;
  constexpr unsigned warmup = 6;  // packets granted before the output was blocked, and margin
  scenario_result r;
  unit_tb<V> tb(seed);
  std::mt19937_64 rng(seed);
  cu::cu_int_model model(unit_cfg<V>::frac_bits);
  const uint32_t full = (1u << n) - 1;
  const bool local[3] = {false, false, false};
  for (unsigned c = 0; c < 3; ++c) tb.reg_write(REG_ROUTE0 + c, make_route(full, false, true));
  tb.reg_write(REG_CTRL, sys_prio ? 1u : 0u);
  std::vector<std::vector<packet>> per_class[3];
  std::vector<result_pkt> exp[3];
  for (unsigned k = 0; k < npk; ++k) {
    for (unsigned c = 0; c < 3; ++c) {
      per_class[c].push_back(class_packets(rng, n, full, c, rng() % 12, 1, k | (c << 8)));
      exp[c].push_back(expect_result(model, per_class[c].back(), full, n));
    }
  }
  // Each input sends class 0, 1, 2, 0, 1, 2, ...
  for (unsigned i = 0; i < n; ++i) {
    for (unsigned k = 0; k < npk; ++k) {
      for (unsigned c = 0; c < 3; ++c) tb.send(i, per_class[c][k][i]);
    }
  }
  tb.ready_prob = {0.0, 1.0, 1.0};
  for (int c = 0; c < 300; ++c) tb.cycle();
  tb.ready_prob = {0.05, 1.0, 1.0};
  if (!tb.run_until_drained(40000, 200)) r.errors.push_back("timeout: the unit did not drain");
  check_outputs(tb, exp, local, r);
  std::vector<std::string> ignore;
  const auto pk = split_packets(tb.out[DST_UP], ignore);
  if (sys_prio) {
    // Priority: a user class is granted only when the system class has no packet left.
    for (size_t k = warmup; k < pk.size(); ++k) {
      if (hdr_cls(pk[k].hdr) == 2) continue;
      const bool left = std::any_of(pk.begin() + static_cast<long>(k), pk.end(),
                                    [](const result_pkt& p) { return hdr_cls(p.hdr) == 2; });
      if (left) {
        r.errors.push_back("system priority: class " + std::to_string(hdr_cls(pk[k].hdr)) +
                           " granted at packet " + std::to_string(k) +
                           " while the system class still had packets");
        break;
      }
    }
  } else {
    for (size_t k = warmup; k < pk.size(); ++k) {
      const unsigned c = hdr_cls(pk[k].hdr);
      if (c != hdr_cls(pk[k - 1].hdr)) continue;
      for (unsigned o = 0; o < 3; ++o) {
        if (o == c) continue;
        const bool left = std::any_of(pk.begin() + static_cast<long>(k), pk.end(),
                                      [o](const result_pkt& p) { return hdr_cls(p.hdr) == o; });
        if (left) {
          r.errors.push_back("round robin: class " + std::to_string(c) +
                             " granted twice in a row at packet " + std::to_string(k) +
                             " while class " + std::to_string(o) + " still had packets");
        }
      }
    }
  }
  finish(tb, r);
  return r;
}

/// The user reception FIFO is not read: class 0 fills it and its next packets are refused for
/// lack of room; classes 1 (up-tree) and 2 (system FIFO) must still be delivered completely
/// meanwhile. Then the user FIFO is read and class 0 completes. Data checked against the model.
template <class V>
scenario_result run_no_room(uint64_t seed) {
  constexpr unsigned n = unit_tb<V>::num_in;
  constexpr unsigned n0 = 4, npk = 8;
  scenario_result r;
  unit_tb<V> tb(seed);
  std::mt19937_64 rng(seed);
  cu::cu_int_model model(unit_cfg<V>::frac_bits);
  const uint32_t full = (1u << n) - 1;
  const uint32_t mask[3] = {full, full, full};
  const bool local[3] = {true, false, true};
  for (unsigned c = 0; c < 3; ++c) tb.reg_write(REG_ROUTE0 + c, make_route(full, local[c], true));
  std::vector<std::vector<packet>> per_class[3];
  std::vector<result_pkt> exp[3];
  for (unsigned c = 0; c < 3; ++c) {
    for (unsigned k = 0; k < (c == 0 ? n0 : npk); ++k) {
      const unsigned len = c == 0 ? max_len<V>() : 1 + rng() % max_len<V>();
      per_class[c].push_back(class_packets(rng, n, full, c, rng() % 12, len, k | (c << 8)));
      exp[c].push_back(expect_result(model, per_class[c].back(), full, n));
    }
  }
  // Class 0 first on every input, then classes 1 and 2 interleaved.
  for (unsigned i = 0; i < n; ++i) {
    for (const auto& p : per_class[0]) tb.send(i, p[i]);
  }
  const std::vector<std::vector<packet>> rest[3] = {{}, per_class[1], per_class[2]};
  send_interleaved(tb, rng, rest, mask);
  tb.ready_prob = {0.7, 0.0, 0.7};
  for (int c = 0; c < 1500; ++c) tb.cycle();
  std::vector<std::string> ignore;
  if (!tb.out[DST_USER].empty()) r.errors.push_back("user FIFO delivered while not ready");
  const size_t up = split_packets(tb.out[DST_UP], ignore).size();
  const size_t sys = split_packets(tb.out[DST_SYS], ignore).size();
  if (up != npk || sys != npk) {
    r.errors.push_back("while class 0 was refused: up-tree got " + std::to_string(up) +
                       ", system got " + std::to_string(sys) + " packets, expected " +
                       std::to_string(npk) + " each (a refused class blocked the others)");
  }
  tb.ready_prob = {0.7, 0.7, 0.7};
  if (!tb.run_until_drained(20000)) r.errors.push_back("timeout: the unit did not drain");
  check_outputs(tb, exp, local, r);
  finish(tb, r);
  return r;
}

/// Register writes during traffic: good packets of all classes, malformed packets and op or
/// length mismatches, while ERR_STATUS (W1C, random bits), ERR_COUNT, GRANT_COUNT and CTRL.sys_prio
/// are written at random cycles. After every cycle all registers must equal cu_traffic_model's
/// (this checks the same-cycle rules of TRAFFIC.md when a clear meets a drop or a grant:
/// `collisions` counts those cycles), grants are compared every cycle as always, and the data
/// of the good packets against cu_int_model.
/// `lose_clear` >= 0: test hook, that write to ERR_COUNT / GRANT_COUNT is hidden from the model.
template <class V>
scenario_result run_reg_writes(uint64_t seed, unsigned& collisions, int64_t lose_clear = -1) {
  constexpr unsigned n = unit_tb<V>::num_in;
  static_assert(n >= 3, "needs three inputs");
  constexpr unsigned npk = 15;
  scenario_result r;
  unit_tb<V> tb(seed);
  tb.hook_lose_clear = lose_clear;
  std::mt19937_64 rng(seed);
  cu::cu_int_model model(unit_cfg<V>::frac_bits);
  const uint32_t full = (1u << n) - 1;
  const uint32_t mask[3] = {0x3u, full, full};
  const bool local[3] = {true, false, true};
  for (unsigned c = 0; c < 3; ++c)
    tb.reg_write(REG_ROUTE0 + c, make_route(mask[c], local[c], true));
  std::vector<std::vector<packet>> per_class[3];
  std::vector<result_pkt> exp[3];
  for (unsigned c = 0; c < 3; ++c) {
    for (unsigned k = 0; k < npk; ++k) {
      const unsigned op = rng() % 12, len = 1 + rng() % max_len<V>();
      per_class[c].push_back(class_packets(rng, n, mask[c], c, op, len, k | (c << 8)));
      if (c == 2 && k % 5 == 2) {  // every 5th system packet: input 1 disagrees (dropped)
        packet& p1 = per_class[c].back()[1];
        if (k % 10 == 2) {  // in opcode
          p1.hdr = make_hdr(2, (op + 1) % 12, len, k | (c << 8));
        } else {  // in length (its own framing: the drop pops each VC's own packet)
          const unsigned len1 = len % max_len<V>() + 1;
          p1.hdr = make_hdr(2, op, len1, k | (c << 8));
          p1.words.resize(len1, 0x5A5Au);
        }
        continue;
      }
      exp[c].push_back(expect_result(model, per_class[c].back(), mask[c], n));
    }
  }
  // Malformed packets (bad class, bad op) on every input, before the good stream.
  for (unsigned k = 0; k < 8 * n; ++k) {
    const uint64_t h = (k % 2) ? make_hdr(3, 0, 1 + k % 3, k) : make_hdr(0, 14, 1 + k % 3, k);
    tb.send(k % n, {h, std::vector<uint64_t>(hdr_len(h), 0)}, true);
  }
  send_interleaved(tb, rng, per_class, mask);
  tb.valid_prob = 0.9;
  tb.ready_prob = {0.8, 0.8, 0.8};
  std::uniform_real_distribution<double> u(0.0, 1.0);
  collisions = 0;
  unsigned quiet = 0;
  for (uint64_t t = 0; t < 20000 && quiet < 40; ++t) {
    const size_t before = tb.out[0].size() + tb.out[1].size() + tb.out[2].size();
    uint8_t addr = 0xFF;
    if (u(rng) < 0.4) {
      const uint8_t regs[4] = {REG_ERR_STATUS, REG_ERR_COUNT, REG_GRANT_COUNT, REG_CTRL};
      addr = regs[rng() % 4];
      tb.reg_write(addr, static_cast<uint32_t>(rng()) &
                             (addr == REG_CTRL ? cu::CU_CTRL_SYS_PRIO : cu::CU_ERR_ALL));
    } else {
      tb.cycle();
    }
    const cu::cu_grant_pred& p = tb.last_pred();
    if ((addr == REG_ERR_COUNT && (p.in_drop != 0 || (p.valid && p.drop))) ||
        (addr == REG_ERR_STATUS && (p.in_drop != 0 || (p.valid && p.drop))) ||
        (addr == REG_GRANT_COUNT && p.valid && !p.drop)) {
      ++collisions;
    }
    tb.check_regs();
    const size_t after = tb.out[0].size() + tb.out[1].size() + tb.out[2].size();
    quiet = (tb.pending() == 0 && after == before) ? quiet + 1 : 0;
  }
  if (quiet < 40) r.errors.push_back("timeout: the unit did not drain");
  check_outputs(tb, exp, local, r);
  finish(tb, r);
  return r;
}

}  // namespace cu_unit
