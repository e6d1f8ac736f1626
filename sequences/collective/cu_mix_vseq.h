// cu_mix_vseq: every element is of a kind drawn at random from all the stimulus sequences
// (random bits, specials, cancellation, straddling, near overflow, all equal / ties, integer
// corners, mask sweep), so one run mixes them in the pipeline at once.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "uvm.h"

namespace collnet::collective {

class cu_mix_vseq : public cu_elem_vseq {
 public:
  UVM_OBJECT_UTILS(cu_mix_vseq);
  explicit cu_mix_vseq(const std::string& name = "cu_mix_vseq") : cu_elem_vseq(name) {}

  static void gen(rng_t& r, cu_elem& e, unsigned n, unsigned f, std::uint64_t k);

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t k) override;
};

}  // namespace collnet::collective
