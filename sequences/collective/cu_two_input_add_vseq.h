// cu_two_input_add_vseq: fp_add with exactly two enabled inputs on random ports (junk on the
// disabled ones), the stimulus of the host-addition check (cu_host_checker, CU_HOST).
//
// The first elements are the directed pairs: every pair (a, b) of 25 corner operands (signed
// zeros, +-1, 2^-53 and its neighbours, max finite and half an ulp of it, the smallest
// subnormals and normals, infinities, quiet and signalling NaNs, 2^53, 0.5), 625 elements. Then
// random pairs of one of two kinds per element:
// - close: both finite normal, exponents at most 11 apart, half of them an exact rounding tie
//   (b's lowest set bit at half an ulp of a); F = 64 keeps every bit, so the narrow datapath
//   must equal the host too;
// - any (only when `close_only` is false): arbitrary operands (corners, subnormals, NaNs, and a
//   partner of a: -a, a with the last bit flipped); the host check applies when F >= 2097.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

class cu_two_input_add_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_two_input_add_vseq);
  explicit cu_two_input_add_vseq(const std::string& name = "cu_two_input_add_vseq")
      : cu_elem_vseq(name) {}
  bool directed = true;  ///< start with the 625 directed pairs (F below 2097: every random pair
                         ///< is a close one)

  static constexpr std::uint64_t corners[] = {
      0x0000000000000000ull, 0x8000000000000000ull, 0x3FF0000000000000ull, 0xBFF0000000000000ull,
      0x3CA0000000000000ull, 0xBCA0000000000000ull, 0x3CA0000000000001ull, 0x3FF0000000000001ull,
      0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull, 0x7C90000000000000ull, 0x0000000000000001ull,
      0x8000000000000001ull, 0x000FFFFFFFFFFFFFull, 0x0010000000000000ull, 0x8010000000000000ull,
      0x7FF0000000000000ull, 0xFFF0000000000000ull, 0x7FF8000000000000ull, 0xFFF8000000000123ull,
      0x7FF0000000000001ull, 0xFFF4000000000000ull, 0x4340000000000000ull, 0x3FE0000000000000ull,
      0x0008000000000000ull};
  static constexpr std::uint64_t num_corners = sizeof(corners) / sizeof(corners[0]);

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;

 private:
  static std::uint64_t any(rng_t& r);
};

}  // namespace collnet::collective
