// bench_cu_model: vectors/s of the two collective-unit models (fp_add, 12 inputs, mixed kinds).
//   build/<preset>/bin/bench_cu_model --benchmark_min_time=1
#include <benchmark/benchmark.h>

#include <vector>

#include "cu_model.h"
#include "cu_mpfr_model.h"
#include "cu_vectors.h"

namespace {

constexpr unsigned NUM_IN = 12;
constexpr size_t NUM_VEC = 4096;

struct vec_set {
  std::vector<uint64_t> words;
  std::vector<uint32_t> masks;
};

vec_set make_vectors(unsigned f) {
  collnet::collective::vec_gen gen(12345, f);
  vec_set vs;
  vs.words.resize(NUM_VEC * NUM_IN);
  vs.masks.resize(NUM_VEC);
  for (size_t k = 0; k < NUM_VEC; ++k) {
    gen.fill(static_cast<collnet::collective::vec_kind>(k % collnet::collective::NUM_VEC_KINDS),
             &vs.words[k * NUM_IN], NUM_IN);
    vs.masks[k] = gen.mask(NUM_IN);
  }
  return vs;
}

template <typename Model>
void bm_fp_add(benchmark::State& state) {
  const auto f = static_cast<unsigned>(state.range(0));
  Model m(f);
  const vec_set vs = make_vectors(f);
  size_t k = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(
        m.compute(collnet::collective::cu_op::fp_add, &vs.words[k * NUM_IN], vs.masks[k], NUM_IN));
    k = (k + 1) % NUM_VEC;
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

void bm_int_add_s(benchmark::State& state) {
  collnet::collective::cu_int_model m(64);
  const vec_set vs = make_vectors(64);
  size_t k = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(m.compute(collnet::collective::cu_op::int_add_s, &vs.words[k * NUM_IN],
                                       vs.masks[k], NUM_IN));
    k = (k + 1) % NUM_VEC;
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

}  // namespace

BENCHMARK_TEMPLATE(bm_fp_add, collnet::collective::cu_int_model)->Arg(64)->Arg(2097);
BENCHMARK_TEMPLATE(bm_fp_add, collnet::collective::cu_mpfr_model)->Arg(64)->Arg(2097);
BENCHMARK(bm_int_add_s);
BENCHMARK_MAIN();
