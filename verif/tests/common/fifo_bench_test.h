// fifo_bench_test: bench_env_overhead's stimulus (+items 100000, +in_prob_pct 90,
// +out_prob_pct 80, +prefetch 64), started at time 0; folds every output transfer into a
// checksum that the benchmark compares with its bare loop.
#pragma once

#include "fifo_base_test.h"  // first: Verilator's headers precede SystemC's

#include <chrono>
#include <cstdint>

#include "fifo_bench_seq.h"
#include "uvm.h"

namespace collnet::common {

/// Folds one output transfer into the bench checksum (order sensitive; same as the bare loop).
inline std::uint64_t bench_fold(std::uint64_t sum, std::uint64_t cycle, std::uint32_t data) {
  return uvm::splitmix64(sum ^ (cycle << 32) ^ data);
}

class fifo_bench_test : public fifo_base_test {
 public:
  UVM_COMPONENT_UTILS(fifo_bench_test);
  explicit fifo_bench_test(uvm::uvm_component_name name)
      : fifo_base_test(name), out_imp("out_imp", this) {}

  // Results read by bench_env_overhead after run_test().
  double run_seconds = 0;      ///< wall clock of the run phase (first to last cycle)
  std::uint64_t checksum = 0;  ///< bench_fold over every output transfer
  std::uint64_t outputs = 0;   ///< output transfers

  /// Output transfers (from the output monitor).
  uvm::uvm_analysis_imp<fifo_env::item_t, fifo_bench_test> out_imp;

  void connect_phase(uvm::uvm_phase& phase) override {
    fifo_base_test::connect_phase(phase);
    env->out_agent->monitor->ap.connect(out_imp);
  }
  void write(const fifo_env::item_t& it) {
    checksum = bench_fold(checksum, it.cycle, it.data);
    ++outputs;
  }
  void run_phase(uvm::uvm_phase& phase) override {
    const auto t0 = std::chrono::steady_clock::now();
    fifo_base_test::run_phase(phase);
    run_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

 protected:
  void configure(fifo_env_config& cfg) override {
    const std::uint64_t in_pct = uvm::plusargs::get_u64("in_prob_pct", 90);
    const std::uint64_t out_pct = uvm::plusargs::get_u64("out_prob_pct", 80);
    cfg.in_cfg.pattern = in_pct >= 100 ? common::stream_pattern::always()
                                       : common::stream_pattern::random(in_pct / 100.0);
    cfg.out_cfg.pattern = out_pct >= 100 ? common::stream_pattern::always()
                                         : common::stream_pattern::random(out_pct / 100.0);
    cfg.in_cfg.prefetch = static_cast<unsigned>(uvm::plusargs::get_u64("prefetch", 64));
    // The benchmark runs a FIFO chain too, which shares cc_fifo's ports but not its status
    // table; and its figures measure the data path environment.
    cfg.status_check_enable = false;
  }
  bool start_before_reset() const override { return true; }
  void body() override {
    fifo_bench_seq seq("seq");
    seq.num_items = uvm::plusargs::get_u64("items", 100000);
    seq.start(env->in_agent->sequencer);
  }
};

}  // namespace collnet::common
