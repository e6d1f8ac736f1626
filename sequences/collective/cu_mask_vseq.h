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
  static std::uint32_t sweep_mask(rng_t& r, unsigned n, std::uint64_t k);

  static void gen(rng_t& r, cu_elem& e, unsigned n, std::uint64_t k);

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
