// cu_bare_check.h: checkers of the bare-loop collective tests.
//
// - host_add(): the IEEE-754 double addition of the host CPU, with its exception flags read
//   from <cfenv>; for two inputs and no truncated bit the spec's FP add must equal it.
// - model_mismatches(): streams elements through a Verilated model and compares every result
//   with the reference model of scoreboards/collective (cu::cu_int_model, written from the spec
//   by another engineer), bit for bit, flags included.
// Both collect readable messages for the first mismatches and return the number of mismatches,
// so the _bad tests can assert that a broken RTL variant IS caught.
#pragma once

#include <cfenv>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "cu_model.h"
#include "cu_stimulus.h"
#include "cu_stream_driver.h"

namespace cu_bare {

/// Flags of the host addition (NV, OF, NX; the host detects tininess after rounding, the spec
/// before, so UF is not compared against the host).
constexpr uint8_t HOST_FLAG_MASK = 0x8 | 0x4 | 0x1;

/// Result of a + b on the host, NaN canonicalised as the spec demands.
inline cu_out host_add(uint64_t a, uint64_t b) {
  volatile double x = double_of(a);
  volatile double y = double_of(b);
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile double r = x + y;
  const int ex = std::fetestexcept(FE_INEXACT | FE_OVERFLOW | FE_INVALID);
  cu_out o;
  o.bits = std::isnan(r) ? 0x7FF8000000000000ull : bits_of(r);
  o.flags = static_cast<uint8_t>(((ex & FE_INVALID) ? 0x8 : 0) | ((ex & FE_OVERFLOW) ? 0x4 : 0) |
                                 ((ex & FE_INEXACT) ? 0x1 : 0));
  return o;
}

inline std::string hex64(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
  return buf;
}

inline std::string elem_str(const cu_elem& e, unsigned n) {
  std::string s = "op=" + std::to_string(e.op) + " mask=0x" + hex64(e.mask).substr(8) + " in=[";
  for (unsigned i = 0; i < n; ++i) s += (i ? " " : "") + hex64(e.in[i]);
  return s + "]";
}

/// Streams `elems` (two enabled inputs each, FP add) through model V and counts results that
/// differ from the host's a + b (bits, and NV/OF/NX).
template <class V>
size_t host_add_mismatches(const std::vector<cu_elem>& elems, const cu_stream_knobs& knobs,
                           std::vector<std::string>* msgs) {
  cu_stream_driver<V> dut(knobs.seed);
  const auto out = dut.run(elems, knobs);
  for (const auto& e : dut.errors()) msgs->push_back("protocol: " + e);
  size_t bad = dut.errors().size() + (out.size() != elems.size() ? 1 : 0);
  for (size_t k = 0; k < out.size() && k < elems.size(); ++k) {
    const cu_elem& el = elems[k];
    uint64_t ab[2];
    unsigned got = 0;
    for (unsigned i = 0; i < cu_stream_driver<V>::num_in && got < 2; ++i) {
      if (el.mask >> i & 1) ab[got++] = el.in[i];
    }
    const cu_out exp = host_add(ab[0], ab[1]);
    const uint8_t rtl_flags = out[k].flags & HOST_FLAG_MASK;
    if (got != 2 || out[k].bits != exp.bits || rtl_flags != exp.flags) {
      if (++bad <= 10) {
        msgs->push_back("#" + std::to_string(k) + " " + hex64(ab[0]) + " + " + hex64(ab[1]) +
                        ": rtl " + hex64(out[k].bits) + " flags " + std::to_string(rtl_flags) +
                        ", host " + hex64(exp.bits) + " flags " + std::to_string(exp.flags));
      }
    }
  }
  return bad;
}

/// Streams `elems` through model V and counts results that differ from cu::cu_int_model(F).
template <class V>
size_t model_mismatches(const std::vector<cu_elem>& elems, unsigned frac_bits,
                        const cu_stream_knobs& knobs, std::vector<std::string>* msgs) {
  constexpr unsigned n = cu_stream_driver<V>::num_in;
  cu_stream_driver<V> dut(knobs.seed);
  const auto out = dut.run(elems, knobs);
  for (const auto& e : dut.errors()) msgs->push_back("protocol: " + e);
  size_t bad = dut.errors().size() + (out.size() != elems.size() ? 1 : 0);
  cu::cu_int_model model(frac_bits);
  for (size_t k = 0; k < out.size() && k < elems.size(); ++k) {
    const cu_elem& el = elems[k];
    const cu::cu_result exp =
        model.compute(static_cast<cu::cu_op>(el.op), el.in.data(), el.mask, n);
    if (out[k].bits != exp.bits || out[k].flags != exp.flags) {
      if (++bad <= 10) {
        msgs->push_back("#" + std::to_string(k) + " " + elem_str(el, n) + ": rtl " +
                        hex64(out[k].bits) + " " + cu::cu_flags_str(out[k].flags) + ", model " +
                        hex64(exp.bits) + " " + cu::cu_flags_str(exp.flags));
      }
    }
  }
  return bad;
}

/// Random elements of every opcode over n inputs.
inline std::vector<cu_elem> random_elems(unsigned n, size_t count, uint64_t seed) {
  cu_fp_gen gen(seed);
  std::vector<cu_elem> v;
  v.reserve(count);
  for (size_t k = 0; k < count; ++k) v.push_back(gen.any_elem(n));
  return v;
}

/// FP-add elements with exactly two enabled inputs on random ports of n. With `close`, the two
/// exponents differ by at most 11 and both are finite normal numbers: F = 64 then keeps every
/// bit, so even the narrow configuration must equal the host. Ties are frequent.
inline std::vector<cu_elem> two_input_adds(unsigned n, size_t count, uint64_t seed, bool close) {
  cu_fp_gen gen(seed);
  std::vector<cu_elem> v;
  if (n < 2) return v;
  v.reserve(count);
  while (v.size() < count) {
    cu_elem el;
    el.op = OP_FP_ADD;
    for (unsigned i = 0; i < n; ++i) el.in[i] = gen.operand();  // junk on disabled ports
    uint64_t a, b;
    if (close) {
      const uint64_t e = 1 + gen.pick(2046);
      a = make_fp(gen.rng()() & 1, e, gen.rng()());
      // Half the time b's lowest set bit sits exactly at half an ulp of a (a tie, unless the
      // sum carries into the next binade): b = (1.f) * 2^(e-k), f's lowest bit at k-1.
      const uint64_t k = 1 + gen.pick(11);
      if (gen.pick(2) == 0 && e > k) {
        b = make_fp(gen.rng()() & 1, e - k, (gen.rng()() << k) | (1ull << (k - 1)));
      } else {
        const uint64_t eb = e > 11 ? e - gen.pick(12) : e + gen.pick(12);
        b = make_fp(gen.rng()() & 1, eb, gen.rng()());
      }
    } else {
      a = gen.operand();
      b = gen.pick(2) ? gen.partner(a) : gen.operand();
    }
    const unsigned pa = static_cast<unsigned>(gen.pick(n));
    unsigned pb = static_cast<unsigned>(gen.pick(n));
    while (pb == pa) pb = static_cast<unsigned>(gen.pick(n));
    el.in[pa] = a;
    el.in[pb] = b;
    el.mask = (1u << pa) | (1u << pb);
    v.push_back(el);
  }
  return v;
}

}  // namespace cu_bare
