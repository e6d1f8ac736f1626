// cov_gen_demo: writes a small fcov.json from values given on the command line. Used by the
// cov_merge tool tests (coverage/tests/cov_merge_test.cmake) so their expected hits are exact.
//
//   cov_gen_demo --out a.json --test t1 --seed 5 --values 0:1,3:0,7:1 [--mismatch]
//
// Each value is `level:push`. `--mismatch` builds the "mid" bin as [1:5] instead of [1:6], a
// different definition that cov_merge must refuse to sum.
#include <CLI/CLI.hpp>
#include <sstream>
#include <string>

#include "covergroup.h"

namespace {

/// Demo covergroup: FIFO level with explicit and illegal bins, push auto bins, and their cross.
struct demo_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> level;
  collnet::cov::coverpoint<bool> push{this, "push"};
  collnet::cov::cross level_x_push{this, "level_x_push", level, push};
  explicit demo_cg(bool mismatch)
      : covergroup("demo_cg", "top.demo"),
        level{this,
              "level",
              {collnet::cov::bin("empty", 0), collnet::cov::bin("mid", 1, mismatch ? 5 : 6),
               collnet::cov::bin("full", 7), collnet::cov::illegal_bins("bad", 8, 15)}} {
    level_x_push.ignore_bins("empty_pop", [this](const collnet::cov::cross_tuple& t) {
      return t.is(level, "empty") && t.is(push, "auto[0]");
    });
  }
};

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Write a demo fcov.json from level:push pairs"};
  std::string out, test = "demo", values;
  uint64_t seed = 1;
  bool mismatch = false;
  app.add_option("--out", out, "fcov.json to write")->required();
  app.add_option("--test", test, "test name recorded in the database");
  app.add_option("--seed", seed, "seed recorded in the database");
  app.add_option("--values", values, "comma-separated level:push pairs to sample");
  app.add_flag("--mismatch", mismatch, "use a different definition of bin 'mid'");
  CLI11_PARSE(app, argc, argv);

  demo_cg cg(mismatch);
  std::istringstream in(values);
  std::string pair;
  while (std::getline(in, pair, ',')) {
    const auto colon = pair.find(':');
    if (colon == std::string::npos) return 2;
    cg.level.set(std::stoi(pair.substr(0, colon)));
    cg.push.set(std::stoi(pair.substr(colon + 1)) != 0);
    cg.sample();
  }
  collnet::cov::write_db(out, test, seed);
  return 0;
}
