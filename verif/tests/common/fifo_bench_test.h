// fifo_bench_test: bench_env_overhead's stimulus (+items 100000, +in_prob_pct 90,
// +out_prob_pct 80, +prefetch 64), started at time 0; folds every output transfer into a
// checksum that the benchmark compares with its bare loop. The benchmark reaches it through
// run_fifo_bench_test() (fifo_bench_result.h).
#pragma once

#include "fifo_base_test.h"

#include <cstdint>

#include "fifo_bench_result.h"
#include "uvm.h"

namespace collnet::common {

class fifo_bench_test : public fifo_base_test {
 public:
  UVM_COMPONENT_UTILS(fifo_bench_test);
  explicit fifo_bench_test(uvm::uvm_component_name name);

  // Results read by bench_env_overhead after run_test().
  double run_seconds = 0;      ///< wall clock of the run phase (first to last cycle)
  std::uint64_t checksum = 0;  ///< bench_fold over every output transfer
  std::uint64_t outputs = 0;   ///< output transfers

  /// Output transfers (from the output monitor).
  uvm::uvm_analysis_imp<fifo_env::item_t, fifo_bench_test> out_imp;

  void connect_phase(uvm::uvm_phase& phase) override;
  /// One output transfer (per output: stays inline).
  void write(const fifo_env::item_t& it) {
    checksum = bench_fold(checksum, it.cycle, it.data);
    ++outputs;
  }
  void run_phase(uvm::uvm_phase& phase) override;

 protected:
  void configure(fifo_env_config& cfg) override;
  bool start_before_reset() const override;
  void body() override;
};

}  // namespace collnet::common
