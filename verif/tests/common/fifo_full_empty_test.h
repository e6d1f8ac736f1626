// fifo_full_empty_test: fill/drain rounds (+rounds, 40), sink in bursts: full and empty many
// times, push+pop at full.
#pragma once

#include "fifo_base_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>

#include "fifo_fill_drain_seq.h"
#include "uvm.h"

namespace collnet::common {

class fifo_full_empty_test : public fifo_base_test {
 public:
  UVM_COMPONENT_UTILS(fifo_full_empty_test);
  using fifo_base_test::fifo_base_test;

 protected:
  void configure(fifo_env_config& cfg) override {
    // Source: always; sink: short bursts of ready with long pauses, so a burst of items fills
    // the FIFO and pops happen while it is full; the sequence's gaps drain it to empty.
    cfg.out_cfg.pattern = common::stream_pattern::bursts(1, 4, 2, 10);
  }
  void body() override {
    fifo_fill_drain_seq seq("seq");
    seq.rounds = static_cast<unsigned>(uvm::plusargs::get_u64("rounds", 40));
    seq.burst = 2 * m_cfg.depth + 4;
    seq.gap = static_cast<std::uint32_t>(12 * (m_cfg.depth + 1));
    seq.start(env->in_agent->sequencer);
  }
};

}  // namespace collnet::common
