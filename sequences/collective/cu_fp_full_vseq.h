// cu_fp_full_vseq: fp_add over all NumIn inputs (full mask) of random normal numbers with
// biased exponents 900..1100 (so most inputs are partly truncated in the narrow configuration).
// The benchmark's stimulus: the same kind of vectors bench_cu_env.py feeds to cu_vectors.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

class cu_fp_full_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_fp_full_vseq);
  explicit cu_fp_full_vseq(const std::string& name = "cu_fp_full_vseq") : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
