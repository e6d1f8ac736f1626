// cu_mask_vseq: enable masks 1..NumIn inputs, in a fixed sweep: element k uses pattern k mod P
// of P = NumIn single ports, NumIn prefixes (popcount 1..NumIn), NumIn suffixes, alternating
// bits, then random masks; op rotates over fp_add, int_add_s, fp_max, xor; random normal values
// on enabled ports, garbage on disabled ones.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

class cu_mask_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_mask_vseq);
  explicit cu_mask_vseq(const std::string& name = "cu_mask_vseq") : cu_elem_vseq(name) {}

  /// Mask number k of the sweep for n inputs.
  static std::uint32_t sweep_mask(rng_t& r, unsigned n, std::uint64_t k) {
    const std::uint32_t all = n >= 32 ? ~0u : (1u << n) - 1u;
    const std::uint64_t p = k % (3ull * n + 3);
    if (p < n) return 1u << p;                               // single port p
    if (p < 2ull * n) return all >> (n - 1 - (p - n));       // prefix of popcount p-n+1
    if (p < 3ull * n) return (all << (p - 2ull * n)) & all;  // suffix
    if (p == 3ull * n) return 0x55555555u & all;             // alternating
    if (p == 3ull * n + 1) return 0xAAAAAAAAu & all ? 0xAAAAAAAAu & all : all;
    return random_mask(r, n);
  }

  static void gen(rng_t& r, cu_elem& e, unsigned n, std::uint64_t k) {
    static const std::uint8_t ops[] = {0, 1, 11, 9};
    for (unsigned i = 0; i < n; ++i) e.data[i] = uvm::next_u64(r);
    e.mask = sweep_mask(r, n, k);
    e.op = ops[(k / (3ull * n + 3)) % 4];
    for (unsigned i = 0; i < n; ++i)
      if (e.mask >> i & 1u) e.data[i] = fp_normal(r, 900, 1100);
  }

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override { gen(r, e, num_in, k); }
};

}  // namespace collnet::collective
