// cu_cancel_vseq: massive cancellation: x and -x (exactly, or x with its low d fraction bits
// changed, d = 0..52) plus small terms far below x; 1/4 of the time x - x exactly with terms
// 53..72 binades below (deeper than 52 bits); 1/32 a hand-made tiny result with a truncated bit.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too; defined in cu_cancel_vseq.cpp).
void cu_cancel_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f);

class cu_cancel_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_cancel_vseq);
  explicit cu_cancel_vseq(const std::string& name = "cu_cancel_vseq") : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
