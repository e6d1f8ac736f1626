// Cost of covergroup::sample() against a bare loop doing the same value computation.
// Typical per-cycle group: 3 coverpoints (explicit, auto bool, auto uint8 with 64 bins), one
// cross and two transition bins.
#include <benchmark/benchmark.h>

#include "covergroup.h"

namespace {

struct bench_cg : cov::covergroup {
  int lvl = 0;
  cov::coverpoint<int> level{this,
                             "level",
                             [this] { return lvl; },
                             {cov::bin("empty", 0), cov::bins_array("mid", 1, 6),
                              cov::bin("full", 7), cov::trans("fill", {0, cov::range(1, 6), 7}),
                              cov::trans("drain", {7, cov::range(1, 6), 0})}};
  cov::coverpoint<bool> push{this, "push"};
  cov::coverpoint<uint8_t> data{this, "data"};
  cov::cross level_x_push{this, "level_x_push", level, push};
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

}  // namespace

BENCHMARK_MAIN();
