// cu_int_corners_vseq: integer-op corners: 0, 1, -1, INT64_MAX, INT64_MIN, UINT64_MAX, +-2^k,
// random; every integer op (ADD_S/ADD_U overflow and cancelling overflow, min/max signed and
// unsigned, and/or/xor); sometimes an invalid opcode (12..15) or an empty mask.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too; defined in cu_int_corners_vseq.cpp).
void cu_int_corners_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f);

class cu_int_corners_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_int_corners_vseq);
  explicit cu_int_corners_vseq(const std::string& name = "cu_int_corners_vseq")
      : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
