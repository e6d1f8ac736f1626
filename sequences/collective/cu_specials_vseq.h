// cu_specials_vseq: special values on the enabled ports: qNaN, sNaN, +-inf, +-0, subnormals, +-max
// finite, min normal, mixed with normal numbers; ops fp_add (3/4), fp_min, fp_max.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

/// One element of this kind (cu_mix_vseq draws from it too; defined in cu_specials_vseq.cpp).
void cu_specials_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f);

class cu_specials_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_specials_vseq);
  explicit cu_specials_vseq(const std::string& name = "cu_specials_vseq") : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
