// Cost of covergroup::sample() against a bare loop doing the same value computation.
// Typical per-cycle group: 3 coverpoints (explicit, auto bool, auto uint8 with 64 bins), one
// cross and two transition bins.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <limits>

#include "covergroup.h"

namespace {

struct bench_cg : collnet::cov::covergroup {
  int lvl = 0;
  collnet::cov::coverpoint<int> level{
      this,
      "level",
      [this] { return lvl; },
      {collnet::cov::bin("empty", 0), collnet::cov::bins_array("mid", 1, 6),
       collnet::cov::bin("full", 7), collnet::cov::trans("fill", {0, collnet::cov::range(1, 6), 7}),
       collnet::cov::trans("drain", {7, collnet::cov::range(1, 6), 0})}};
  collnet::cov::coverpoint<bool> push{this, "push"};
  collnet::cov::coverpoint<uint8_t> data{this, "data"};
  collnet::cov::cross level_x_push{this, "level_x_push", level, push};
  bench_cg() : covergroup("bench_cg") {}
};

void bm_bare_loop(benchmark::State& state) {
  uint64_t x = 1, acc = 0;
  for (auto _ : state) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    acc += (x >> 33) % 8;
    benchmark::DoNotOptimize(acc);
  }
}
BENCHMARK(bm_bare_loop);

void bm_sample(benchmark::State& state) {
  bench_cg cg;
  uint64_t x = 1;
  for (auto _ : state) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    cg.lvl = static_cast<int>((x >> 33) % 8);
    cg.push.set((x >> 40) & 1);
    cg.data.set(static_cast<uint8_t>(x >> 48));
    cg.sample();
  }
  benchmark::DoNotOptimize(cg.level.hits("empty"));
}
BENCHMARK(bm_sample);

void bm_sample_disabled(benchmark::State& state) {
  bench_cg cg;
  cg.set_enabled(false);
  uint64_t x = 1;
  for (auto _ : state) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    cg.lvl = static_cast<int>((x >> 33) % 8);
    cg.sample();
    benchmark::DoNotOptimize(cg.lvl);
  }
}
BENCHMARK(bm_sample_disabled);

// A per-transfer FIFO group without transition bins (like fifo_cg): level, operation, a flag and
// their cross. Values repeat (5 x 3 x 2 tuples), so the sample cache serves almost every sample;
// arg 0 runs the same group with the cache off (collnet::cov::set_sample_cache), side by side.
struct fifo_like_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> level{
      this, "level",
      collnet::cov::bins{
          collnet::cov::bin("empty", 0), collnet::cov::bin("mid", 1, 3),
          collnet::cov::bin("full", 4),
          collnet::cov::illegal_bins("over", 5, std::numeric_limits<int32_t>::max())}};
  collnet::cov::coverpoint<int> op{
      this, "op",
      collnet::cov::bins{collnet::cov::bin("push", 1), collnet::cov::bin("pop", 2),
                         collnet::cov::bin("both", 3)}};
  collnet::cov::coverpoint<bool> af{this, "af"};
  collnet::cov::cross level_x_op{this, "level_x_op", level, op};
  fifo_like_cg() : covergroup("fifo_like_cg") {}
};

void bm_sample_no_transitions(benchmark::State& state) {
  collnet::cov::set_sample_cache(state.range(0) != 0);
  fifo_like_cg cg;
  uint64_t x = 1;
  for (auto _ : state) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    cg.level.set(static_cast<int>((x >> 33) % 5));
    cg.op.set(static_cast<int>((x >> 40) % 3 + 1));
    cg.af.set(((x >> 50) & 1) != 0);
    cg.sample();
  }
  benchmark::DoNotOptimize(cg.level.hits("empty"));
  state.counters["cache_misses"] = static_cast<double>(cg.sample_cache_stats().misses);
  collnet::cov::set_sample_cache(true);
}
BENCHMARK(bm_sample_no_transitions)->Arg(0)->Arg(1);

}  // namespace

BENCHMARK_MAIN();
