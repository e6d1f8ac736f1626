// fifo_random_vseq.cpp: fifo_random_vseq's body, compiled once (library common_sequences).
#include "vl_harness.h"

#include "fifo_random_vseq.h"

#include <cstdint>
#include <string>

#include "stream_random_seq.h"
#include "uvm.h"

namespace collnet::common {

fifo_random_vseq::fifo_random_vseq(const std::string& name) : uvm_sequence(name) {}

fifo_random_vseq::~fifo_random_vseq() = default;

void fifo_random_vseq::body() {
  stream_random_seq<std::uint32_t> seq("seq");
  seq.num_items = uvm::plusargs::get_u64("items", 2000);
  if (uvm::plusargs::get_u64("delays", 1) == 0) seq.delay_num = 0;
  // Started as a root sequence on the source's sequencer (not under this one): its random
  // stream is named after that sequencer, so a seed gives the items it always gave.
  seq.start(p_sequencer->in);
}

}  // namespace collnet::common
