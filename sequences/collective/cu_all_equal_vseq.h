// cu_all_equal_vseq: all enabled inputs equal (carries, exact multiples, ties); and hand-made
// rounding ties (x + half ulp of x, odd and even last bit); fp_add, some int_add_s/int_add_u.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too; defined in cu_all_equal_vseq.cpp).
void cu_all_equal_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f);

class cu_all_equal_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_all_equal_vseq);
  explicit cu_all_equal_vseq(const std::string& name = "cu_all_equal_vseq") : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
