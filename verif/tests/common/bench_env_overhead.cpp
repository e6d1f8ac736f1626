// bench_env_overhead: what does the verification environment cost per simulated cycle?
//
// The SAME stimulus on the SAME Verilated model (BENCH_MODEL), in one process:
//   (a) bare:  a plain C++ loop around the model (fifo_bare_loop.h), no SystemC, no checks;
//   (b) env:   the full UVM-lite environment: harness, stream source/sink drivers fed by a
//              sequence, two monitors, the FIFO scoreboard, the coverage probe
//              (fifo_bench_test.h, run by run_fifo_bench_test(); the model's binding is
//              bench_fifo_dut.cpp);
//   (a) again, to bracket (b) against machine drift.
// The stimulus is identical by construction (same pattern generators, seeds and item data); the
// benchmark proves it by comparing the number of output transfers and a checksum over
// (cycle, data) of every output transfer, and fails (exit 1) if they differ.
//
//   bench_env_overhead [--items N] [--in-pct P] [--out-pct P] [--prefetch K] [--only bare|env]
// (--only: run just (a) once or just (b), e.g. to count instructions of one side under
// valgrind --tool=callgrind; prints that run's cycles and checksum, no ratio.)
// (--in-pct/--out-pct: probability in percent that the source may offer / the sink is ready
// in a cycle; 100 = always.) SystemC elaborates once per process, so (b) runs once.
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include BENCH_MODEL_HEADER
#include "fifo_bare_loop.h"
#include "fifo_bench_result.h"
#include "uvm.h"

namespace {

collnet::common::stream_pattern pattern_of(unsigned pct) {
  return pct >= 100 ? collnet::common::stream_pattern::always()
                    : collnet::common::stream_pattern::random(pct / 100.0);
}

}  // namespace

int sc_main(int argc, char** argv) {
  CLI::App app{"bench_env_overhead: bare C++ loop vs full UVM-lite environment, same stimulus"};
  std::uint64_t items = 1000000;
  unsigned in_pct = 90, out_pct = 80, prefetch = 64;
  std::string out_dir = ".";
  std::string only;
  app.add_option("--items", items, "items through the FIFO");
  app.add_option("--in-pct", in_pct, "source activity in percent (100 = always)");
  app.add_option("--out-pct", out_pct, "sink readiness in percent (100 = always)");
  app.add_option("--prefetch", prefetch, "source driver prefetch (0 = item_done at acceptance)");
  app.add_option("--out-dir", out_dir, "run artefacts of (b)");
  app.add_option("--only", only, "run only (a) once ('bare') or only (b) ('env')")
      ->check(CLI::IsMember({"bare", "env"}));
  CLI11_PARSE(app, argc, argv);

  // Seeds: the drivers seed their patterns with uvm::seed_for("<full name>.pattern") under the
  // global seed (+seed=1), so the bare loop does the same.
  uvm::set_global_seed(1);
  const auto in_seed = uvm::seed_for("uvm_test_top.env.in_agent.driver.pattern");
  const auto out_seed = uvm::seed_for("uvm_test_top.env.out_agent.driver.pattern");
  const auto run_bare = [&] {
    return collnet::common::run_fifo_bare_loop<BENCH_MODEL>(items, pattern_of(in_pct), in_seed,
                                                            pattern_of(out_pct), out_seed);
  };

  if (only == "bare") {
    const collnet::common::bench_result a = run_bare();
    std::printf("\nbench_env_overhead --only bare: model %s, %llu items\n", BENCH_MODEL_NAME,
                static_cast<unsigned long long>(items));
    std::printf(
        "  (a) bare loop : %10llu cycles %8.3f s %12.0f cycles/s  outputs %llu checksum "
        "%016llx\n",
        static_cast<unsigned long long>(a.cycles), a.seconds, a.cycles_per_s(),
        static_cast<unsigned long long>(a.popped), static_cast<unsigned long long>(a.checksum));
    return 0;
  }
  const collnet::common::bench_result a1 =
      only.empty() ? run_bare() : collnet::common::bench_result{};

  std::vector<std::string> args = {argv[0],
                                   "+UVM_TESTNAME=fifo_bench_test",
                                   "+seed=1",
                                   "+UVM_VERBOSITY=UVM_LOW",
                                   fmt::format("+items={}", items),
                                   fmt::format("+in_prob_pct={}", in_pct),
                                   fmt::format("+out_prob_pct={}", out_pct),
                                   fmt::format("+prefetch={}", prefetch),
                                   fmt::format("+UVM_TIMEOUT={}", 100 * items + 100000),
                                   "+out_dir=" + out_dir};
  std::vector<char*> av;
  for (auto& s : args) av.push_back(s.data());
  collnet::common::bench_result b;
  const int rc = collnet::common::run_fifo_bench_test(static_cast<int>(av.size()), av.data(), b);
  if (rc < 0) {
    std::fprintf(stderr, "bench_env_overhead: the bench test did not run\n");
    return 1;
  }
  if (only == "env") {
    std::printf("\nbench_env_overhead --only env: model %s, %llu items, prefetch %u\n",
                BENCH_MODEL_NAME, static_cast<unsigned long long>(items), prefetch);
    std::printf(
        "  (b) UVM-lite env : %10llu cycles %8.3f s %12.0f cycles/s  (%llu syncs)  outputs "
        "%llu checksum %016llx\n",
        static_cast<unsigned long long>(b.cycles), b.seconds, b.cycles_per_s(),
        static_cast<unsigned long long>(b.syncs), static_cast<unsigned long long>(b.popped),
        static_cast<unsigned long long>(b.checksum));
    return rc;
  }

  const collnet::common::bench_result a2 = run_bare();

  const double a_rate = 0.5 * (a1.cycles_per_s() + a2.cycles_per_s());
  const bool same =
      a1.popped == b.popped && a1.checksum == b.checksum && a2.checksum == a1.checksum && rc == 0;
  std::printf("\nbench_env_overhead: model %s, %llu items, source %u%%, sink %u%%, prefetch %u\n",
              BENCH_MODEL_NAME, static_cast<unsigned long long>(items), in_pct, out_pct, prefetch);
  std::printf("  (a) bare loop, run 1 : %10llu cycles %8.3f s %12.0f cycles/s\n",
              static_cast<unsigned long long>(a1.cycles), a1.seconds, a1.cycles_per_s());
  std::printf("  (b) UVM-lite env     : %10llu cycles %8.3f s %12.0f cycles/s  (%llu syncs)\n",
              static_cast<unsigned long long>(b.cycles), b.seconds, b.cycles_per_s(),
              static_cast<unsigned long long>(b.syncs));
  std::printf("  (a) bare loop, run 2 : %10llu cycles %8.3f s %12.0f cycles/s\n",
              static_cast<unsigned long long>(a2.cycles), a2.seconds, a2.cycles_per_s());
  std::printf("  same stimulus: %s (outputs %llu / %llu, checksum %016llx / %016llx)\n",
              same ? "yes" : "NO", static_cast<unsigned long long>(a1.popped),
              static_cast<unsigned long long>(b.popped),
              static_cast<unsigned long long>(a1.checksum),
              static_cast<unsigned long long>(b.checksum));
  std::printf("  cost ratio (b)/(a) = %.2f  (time per cycle, (a) = mean of both bare runs)\n",
              a_rate / b.cycles_per_s());
  return same ? 0 : 1;
}
