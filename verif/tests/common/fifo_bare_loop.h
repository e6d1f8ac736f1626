// fifo_bare_loop: benchmark reference (a): the FIFO stimulus of fifo_bench_test as a bare C++
// loop around the Verilated model, no SystemC, no UVM, no checks.
//
// It reproduces the stimulus of the environment exactly (same reset length, same pattern
// generators and seeds, same item data, the same source rule "offer the next item in the first
// active cycle after the previous one was taken"), so the benchmark can prove the two runs were
// the same: it compares the cycle count and a checksum of (cycle, data) of every output
// transfer.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>

#include <verilated.h>

#include "fifo_bench_result.h"
#include "fifo_bench_seq.h"
#include "stream_pattern.h"

namespace collnet::common {

/// Runs `items` items through a model with cc_fifo's ports. reset_cycles as the harness.
template <typename MODEL>
bench_result run_fifo_bare_loop(std::uint64_t items, const common::stream_pattern& in_pat,
                                std::uint64_t in_seed, const common::stream_pattern& out_pat,
                                std::uint64_t out_seed, unsigned reset_cycles = 5) {
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->fatalOnError(false);
  auto m = std::make_unique<MODEL>(ctx.get(), "TOP");
  common::stream_pattern_cursor in_act(in_pat, in_seed);
  common::stream_pattern_cursor out_act(out_pat, out_seed);
  bench_result r;
  bool offering = false;              // valid_i is high with item `next - 1`
  std::uint64_t next = 0;             // items offered so far
  const std::uint64_t ticks = 10000;  // model time per cycle (1 ps precision, 10 ns)

  const auto t0 = std::chrono::steady_clock::now();
  m->clk_i = 0;
  m->rst_ni = 0;
  m->valid_i = 0;
  m->ready_i = 0;
  m->data_i = 0;
  m->eval();
  bool in_reset = true;
  std::uint64_t cycle = 0;
  while (r.popped < items) {
    // Sample (before the edge), not during reset.
    bool accepted = false;
    if (!in_reset) {
      accepted = m->valid_i && m->ready_o;
      if (m->valid_o && m->ready_i) {
        ++r.popped;
        r.checksum = bench_fold(r.checksum, cycle + 1, m->data_o);
      }
      if (accepted) ++r.pushed;
    }
    // Rising edge.
    ++cycle;
    m->clk_i = 1;
    ctx->time(cycle * ticks);
    m->eval();
    if (in_reset && cycle >= reset_cycles) {
      in_reset = false;
      m->rst_ni = 1;
    }
    // Drive (after the edge).
    if (!in_reset) {
      const bool src_active = in_act.active();
      if (accepted) offering = false;
      if (!offering) {
        if (src_active && next < items) {
          m->data_i = bench_item_data(next++);
          m->valid_i = 1;
          offering = true;
        } else {
          m->valid_i = 0;
        }
      }
      m->ready_i = out_act.active();
    }
    // Falling edge.
    m->clk_i = 0;
    ctx->time(cycle * ticks + ticks / 2);
    m->eval();
  }
  m->final();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.cycles = cycle;
  return r;
}

}  // namespace collnet::common
