// fifo_full_empty_vseq: full/empty stress of cc_fifo. Runs fifo_fill_drain_seq ("seq") on the
// source agent's sequencer (fifo_vsqr::in): +rounds=<n> (40) rounds of a burst of 2 * Depth + 4
// back-to-back items, then a gap of 12 * (Depth + 1) idle cycles. With a slow sink
// (fifo_base_test: +out_bursts) the FIFO is full and empty many times and pushes meet pops at
// full.
#pragma once

#include <string>

#include "common_vsqr.h"
#include "uvm.h"

namespace collnet::common {

class fifo_full_empty_vseq : public uvm::uvm_sequence<> {
 public:
  UVM_OBJECT_UTILS(fifo_full_empty_vseq);
  UVM_DECLARE_P_SEQUENCER(fifo_vsqr);
  explicit fifo_full_empty_vseq(const std::string& name = "fifo_full_empty_vseq");
  ~fifo_full_empty_vseq() override;

  void body() override;
};

}  // namespace collnet::common
