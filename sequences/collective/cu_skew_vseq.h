// cu_skew_vseq: backpressure and skew patterns. Mixed elements (cu_mix_vseq) sent in four
// chunks, each with a different port skew mode (cu_elem_knobs.h): none (back-to-back), random
// (skew_pct, up to max_skew), one slow port (changes every 32 elements), staggered ports. Each
// element waits for its slowest word. The output backpressure pattern is the test's (sink agent
// pattern and the env's stall gate).
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_mix_vseq.h"
#include "uvm.h"

namespace collnet::collective {

class cu_skew_vseq : public cu_mix_vseq {
 public:
  UVM_OBJECT_UTILS(cu_skew_vseq);
  explicit cu_skew_vseq(const std::string& name = "cu_skew_vseq") : cu_mix_vseq(name) {}

  void body() override;
};

}  // namespace collnet::collective
