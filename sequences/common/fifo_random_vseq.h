// fifo_random_vseq: random push pressure on cc_fifo. Runs stream_random_seq ("seq") on the source
// agent's sequencer (fifo_vsqr::in). Knobs: +items=<n> (2000), +delays=0 (every item offered at
// once; default: an item waits 1..6 idle cycles with probability 1/4). The pop side is the sink
// agent's ready pattern (fifo_base_test: +out_prob_pct, +out_bursts).
#pragma once

#include <string>

#include "common_vsqr.h"
#include "uvm.h"

namespace collnet::common {

class fifo_random_vseq : public uvm::uvm_sequence<> {
 public:
  UVM_OBJECT_UTILS(fifo_random_vseq);
  UVM_DECLARE_P_SEQUENCER(fifo_vsqr);
  explicit fifo_random_vseq(const std::string& name = "fifo_random_vseq");
  ~fifo_random_vseq() override;

  void body() override;
};

}  // namespace collnet::common
