// fifo_bench_result: what bench_env_overhead compares between its two sides, (a) the bare loop
// (fifo_bare_loop.h) and (b) the environment running fifo_bench_test, and the one call that runs
// (b). The benchmark's main file includes only this header, not the test's class: editing the
// FIFO tests' base does not recompile the benchmark.
#pragma once

#include <cstdint>

#include "uvm_random.h"

namespace collnet::common {

/// What a run did (to compare (a) with (b)) and how long it took.
struct bench_result {
  std::uint64_t cycles = 0;    ///< rising edges until the last item left (incl. reset)
  std::uint64_t pushed = 0;    ///< input transfers
  std::uint64_t popped = 0;    ///< output transfers
  std::uint64_t checksum = 0;  ///< hash over (cycle, data) of every output transfer
  std::uint64_t syncs = 0;     ///< (b) only: harness synchronisations of the run
  double seconds = 0;          ///< wall-clock time of the cycle loop / run phase
  double cycles_per_s() const { return seconds > 0 ? static_cast<double>(cycles) / seconds : 0; }
};

/// Folds one output transfer into the bench checksum (order sensitive; both sides use it).
inline std::uint64_t bench_fold(std::uint64_t sum, std::uint64_t cycle, std::uint32_t data) {
  return uvm::splitmix64(sum ^ (cycle << 32) ^ data);
}

/// Side (b): uvm::run_test(argc, argv) with +UVM_TESTNAME=fifo_bench_test among the arguments,
/// then the test's figures into `out` (fifo_bench_test.cpp). Returns run_test()'s exit code, or
/// -1 when no fifo_bench_test ran (out is then left empty).
int run_fifo_bench_test(int argc, char** argv, bench_result& out);

}  // namespace collnet::common
