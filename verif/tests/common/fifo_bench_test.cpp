// Registers fifo_bench_test (fifo_bench_test.h) in the sims that link this file, and defines its
// phases and run_fifo_bench_test() (compiled once; bench_env_overhead includes only
// fifo_bench_result.h).
#include "fifo_bench_test.h"

#include <chrono>
#include <cstdint>

#include "fifo_bench_seq.h"
#include "uvm.h"

namespace collnet::common {

fifo_bench_test::fifo_bench_test(uvm::uvm_component_name name)
    : fifo_base_test(name), out_imp("out_imp", this) {}

void fifo_bench_test::connect_phase(uvm::uvm_phase& phase) {
  fifo_base_test::connect_phase(phase);
  env->out_agent->monitor->ap.connect(out_imp);
}

void fifo_bench_test::run_phase(uvm::uvm_phase& phase) {
  const auto t0 = std::chrono::steady_clock::now();
  fifo_base_test::run_phase(phase);
  run_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void fifo_bench_test::configure(fifo_env_config& cfg) {
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

bool fifo_bench_test::start_before_reset() const {
  return true;
}

void fifo_bench_test::body() {
  fifo_bench_seq seq("seq");
  seq.num_items = uvm::plusargs::get_u64("items", 100000);
  seq.start(env->in_agent->sequencer);
}

int run_fifo_bench_test(int argc, char** argv, bench_result& out) {
  const int rc = uvm::run_test(argc, argv);
  auto* test = dynamic_cast<fifo_bench_test*>(uvm::uvm_root::get()->get_test());
  if (!test) return -1;
  out = bench_result{};
  out.cycles = test->harness().cycle();
  out.popped = test->outputs;
  out.checksum = test->checksum;
  out.seconds = test->run_seconds;
  out.syncs = test->harness().sync_count();
  return rc;
}

}  // namespace collnet::common
