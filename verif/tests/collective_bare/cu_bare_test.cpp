// cu_bare_test.cpp: bare-loop tests of the collective datapath (no UVM): Verilated models
// driven from C++ at full throughput with random output backpressure.
//
// Checks: (1) exact configuration, two inputs: result == host a + b (bits, canonical NaN,
// NV/OF/NX flags); (2) narrow, two inputs with close exponents (no truncation possible):
// == host; (3) every configuration and opcode: == reference model cu::cu_int_model, bit for
// bit with flags; (4) permutation invariance; (5) full throughput and latency.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "Vcu_exact.h"
#include "Vcu_narrow.h"
#include "Vcu_narrow_n1.h"
#include "Vcu_narrow_n2.h"
#include "Vcu_narrow_n5.h"
#include "cu_bare_check.h"

namespace {

using namespace cu_bare;

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& m : v) s += "  " + m + "\n";
  return s;
}

// Directed two-input FP-add vectors: signed zeros, infinities, NaNs, overflow, subnormal
// sums, exact ties to even/odd, cancellation.
std::vector<cu_elem> directed_two_input(unsigned n) {
  const uint64_t vals[] = {0x0000000000000000ull,
                           0x8000000000000000ull,
                           0x3FF0000000000000ull,
                           0xBFF0000000000000ull,
                           0x3CA0000000000000ull /* 2^-53 */,
                           0xBCA0000000000000ull,
                           0x3CA0000000000001ull,
                           0x3FF0000000000001ull,
                           0x7FEFFFFFFFFFFFFFull,
                           0xFFEFFFFFFFFFFFFFull,
                           0x7C90000000000000ull /* half ulp of max */,
                           0x0000000000000001ull,
                           0x8000000000000001ull,
                           0x000FFFFFFFFFFFFFull,
                           0x0010000000000000ull,
                           0x8010000000000000ull,
                           0x7FF0000000000000ull,
                           0xFFF0000000000000ull,
                           0x7FF8000000000000ull,
                           0xFFF8000000000123ull,
                           0x7FF0000000000001ull,
                           0xFFF4000000000000ull,
                           0x4340000000000000ull /* 2^53 */,
                           0x3FE0000000000000ull,
                           0x0008000000000000ull};
  std::vector<cu_elem> v;
  unsigned port = 0;
  for (uint64_t a : vals) {
    for (uint64_t b : vals) {
      cu_elem el;
      el.op = OP_FP_ADD;
      const unsigned pa = port++ % n;
      const unsigned pb = (pa + 1 + port % (n - 1)) % n;
      el.in[pa] = a;
      el.in[pb] = b;
      el.mask = (1u << pa) | (1u << pb);
      v.push_back(el);
    }
  }
  return v;
}

TEST(exact, host_add_directed) {
  std::vector<std::string> msgs;
  const auto elems = directed_two_input(12);
  EXPECT_EQ(host_add_mismatches<Vcu_exact>(elems, {0.7, 1.0, 11}, &msgs), 0u) << join(msgs);
}

TEST(exact, host_add_random) {
  std::vector<std::string> msgs;
  const auto elems = two_input_adds(12, 20000, 12, false);
  EXPECT_EQ(host_add_mismatches<Vcu_exact>(elems, {0.8, 1.0, 13}, &msgs), 0u) << join(msgs);
}

TEST(exact, host_add_close_exponents_and_ties) {
  std::vector<std::string> msgs;
  const auto elems = two_input_adds(12, 10000, 14, true);
  EXPECT_EQ(host_add_mismatches<Vcu_exact>(elems, {0.5, 1.0, 15}, &msgs), 0u) << join(msgs);
}

TEST(narrow, host_add_close_exponents_and_ties) {
  std::vector<std::string> msgs;
  const auto elems = two_input_adds(12, 30000, 16, true);
  EXPECT_EQ(host_add_mismatches<Vcu_narrow>(elems, {0.5, 1.0, 17}, &msgs), 0u) << join(msgs);
}

TEST(exact, model_all_ops) {
  std::vector<std::string> msgs;
  const auto elems = random_elems(12, 12000, 21);
  EXPECT_EQ(model_mismatches<Vcu_exact>(elems, 2097, {0.6, 0.9, 22}, &msgs), 0u) << join(msgs);
}

TEST(narrow, model_all_ops) {
  std::vector<std::string> msgs;
  const auto elems = random_elems(12, 60000, 23);
  EXPECT_EQ(model_mismatches<Vcu_narrow>(elems, 64, {0.6, 0.9, 24}, &msgs), 0u) << join(msgs);
}

TEST(narrow, model_directed) {
  std::vector<std::string> msgs;
  const auto elems = directed_two_input(12);
  EXPECT_EQ(model_mismatches<Vcu_narrow>(elems, 64, {1.0, 1.0, 25}, &msgs), 0u) << join(msgs);
}

TEST(narrow, model_heavy_backpressure) {
  std::vector<std::string> msgs;
  const auto elems = random_elems(12, 5000, 26);
  EXPECT_EQ(model_mismatches<Vcu_narrow>(elems, 64, {0.1, 1.0, 27}, &msgs), 0u) << join(msgs);
}

TEST(sweep, n1_model_all_ops) {
  std::vector<std::string> msgs;
  const auto elems = random_elems(1, 20000, 31);
  EXPECT_EQ(model_mismatches<Vcu_narrow_n1>(elems, 64, {0.7, 0.9, 32}, &msgs), 0u) << join(msgs);
}

TEST(sweep, n2_model_all_ops) {
  std::vector<std::string> msgs;
  const auto elems = random_elems(2, 20000, 33);
  EXPECT_EQ(model_mismatches<Vcu_narrow_n2>(elems, 64, {0.7, 0.9, 34}, &msgs), 0u) << join(msgs);
}

TEST(sweep, n5_combinational_model_all_ops) {
  std::vector<std::string> msgs;
  const auto elems = random_elems(5, 20000, 35);
  EXPECT_EQ(model_mismatches<Vcu_narrow_n5>(elems, 64, {0.7, 0.9, 36}, &msgs), 0u) << join(msgs);
}

// The same multiset of inputs on permuted ports (and a different backpressure pattern) gives
// the same 64 bits and flags.
template <class V>
void check_permutation_invariance(uint64_t seed) {
  constexpr unsigned n = cu_stream_driver<V>::num_in;
  auto elems = random_elems(n, 5000, seed);
  std::mt19937_64 rng(seed + 1);
  std::vector<cu_elem> perm = elems;
  for (auto& el : perm) {
    std::array<unsigned, n> idx;
    std::iota(idx.begin(), idx.end(), 0u);
    std::shuffle(idx.begin(), idx.end(), rng);
    cu_elem p = el;
    p.mask = 0;
    for (unsigned i = 0; i < n; ++i) {
      p.in[idx[i]] = el.in[i];
      if (el.mask >> i & 1) p.mask |= 1u << idx[i];
    }
    el = p;
  }
  cu_stream_driver<V> a(seed), b(seed + 2);
  const auto ra = a.run(elems, {1.0, 1.0, seed});
  const auto rb = b.run(perm, {0.3, 0.7, seed + 3});
  ASSERT_TRUE(a.errors().empty() && b.errors().empty());
  ASSERT_EQ(ra.size(), elems.size());
  ASSERT_EQ(rb.size(), elems.size());
  size_t bad = 0;
  for (size_t k = 0; k < ra.size(); ++k) {
    if (ra[k].bits != rb[k].bits || ra[k].flags != rb[k].flags) ++bad;
  }
  EXPECT_EQ(bad, 0u);
}

TEST(narrow, permutation_invariance) {
  check_permutation_invariance<Vcu_narrow>(41);
}
TEST(exact, permutation_invariance) {
  check_permutation_invariance<Vcu_exact>(42);
}

// With the output always ready and an element offered every cycle, N elements take exactly
// N + latency cycles (latency 6 for the defaults; 0 for the all-bypassed n5 configuration).
template <class V>
void check_throughput(uint64_t latency) {
  constexpr unsigned n = cu_stream_driver<V>::num_in;
  const auto elems = random_elems(n, 2000, 51);
  cu_stream_driver<V> dut(51);
  const uint64_t before = dut.cycles();
  const auto out = dut.run(elems, {1.0, 1.0, 51});
  const uint64_t loop = dut.cycles() - before - 16;  // run() ends with 16 drain cycles
  ASSERT_TRUE(dut.errors().empty()) << join(dut.errors());
  ASSERT_EQ(out.size(), elems.size());
  EXPECT_EQ(loop, elems.size() + latency);
}

TEST(narrow, full_throughput_latency6) {
  check_throughput<Vcu_narrow>(6);
}
TEST(exact, full_throughput_latency6) {
  check_throughput<Vcu_exact>(6);
}
TEST(sweep, n5_full_throughput_latency0) {
  check_throughput<Vcu_narrow_n5>(0);
}

}  // namespace
