// cu_straddle_vseq: inputs straddling the truncation window: one input at exponent E, the others E
// - (F + 52) - 3 .. E - F + 3 below it (partly cut, fully cut, just kept); fp_add.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too; defined in cu_straddle_vseq.cpp).
void cu_straddle_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f);

class cu_straddle_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_straddle_vseq);
  explicit cu_straddle_vseq(const std::string& name = "cu_straddle_vseq") : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
