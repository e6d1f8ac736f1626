// fifo_full_empty_vseq.cpp: fifo_full_empty_vseq's body, compiled once (library
// common_sequences).
#include "vl_harness.h"

#include "fifo_full_empty_vseq.h"

#include <cstdint>
#include <string>

#include "fifo_fill_drain_seq.h"
#include "uvm.h"

namespace collnet::common {

fifo_full_empty_vseq::fifo_full_empty_vseq(const std::string& name) : uvm_sequence(name) {}

fifo_full_empty_vseq::~fifo_full_empty_vseq() = default;

void fifo_full_empty_vseq::body() {
  const unsigned depth = p_sequencer->cfg.depth;
  fifo_fill_drain_seq seq("seq");
  seq.rounds = static_cast<unsigned>(uvm::plusargs::get_u64("rounds", 40));
  seq.burst = 2 * depth + 4;
  seq.gap = static_cast<std::uint32_t>(12 * (depth + 1));
  seq.start(p_sequencer->in);  // a root sequence, as fifo_random_vseq's
}

}  // namespace collnet::common
