// sim_barrier_net: the RTL barrier network as a regression sim (regressions/tests/
// barrier_net.yaml; `./dv run net_faults --seed 7`). Runner contract (docs/architecture.md):
// +UVM_TESTNAME=<test> +seed=<n> +out_dir=<dir>; checker violations are printed as
// `UVM_ERROR @ <cycle>: net [<ID>] <msg>`, RTL assertion failures as [RTL_SVA]; last line
// `TEST PASSED` or `TEST FAILED`, exit status 0 iff passed. Leaf events go to
// <out_dir>/events.csv. Functional coverage (coverage/barrier_net covergroups) is printed at the
// end ([FCOV] lines) and written to <out_dir>/fcov.json unless +nocov (the nightly merges it);
// a coverage error (illegal bin hit) is a UVM_ERROR [COV_ILLEGAL].
// +waves[=<file>] dumps the whole network to an FST (default <out_dir>/waves.fst).
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>

#include "bar_net_coverage.h"
#include "bar_net_env.h"
#include "covergroup.h"

int main(int argc, char** argv) {
  std::string test, out_dir, waves;
  bool want_waves = false;
  uint64_t seed = 1;
  bool write_cov = true;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.rfind("+UVM_TESTNAME=", 0) == 0)
      test = a.substr(14);
    else if (a.rfind("+seed=", 0) == 0)
      seed = std::strtoull(a.c_str() + 6, nullptr, 10);
    else if (a.rfind("+out_dir=", 0) == 0)
      out_dir = a.substr(9);
    else if (a == "+waves")
      want_waves = true;
    else if (a.rfind("+waves=", 0) == 0)
      want_waves = true, waves = a.substr(7);
    else if (a == "+nocov")
      write_cov = false;
    else if (a == "+cov")
      write_cov = true;
  }
  uint64_t cov_errors = 0;
  cov::set_error_handler([&](const std::string& id, const std::string& msg) {
    std::cout << "UVM_ERROR @ 0: net.cov [" << id << "] " << msg << "\n";
    ++cov_errors;
  });
  bar_net::net_config cfg;
  cfg.seed = seed;
  cfg.fanout = 2;
  cfg.depth = 2;
  cfg.groups = 2;
  cfg.barriers = 6;
  if (test == "net_smoke_test") {
  } else if (test == "net_faults_test") {
    cfg.depth = 3;
    cfg.barriers = 8;
    cfg.drop = 0.05;
    cfg.dup = 0.05;
    cfg.corrupt = 0.03;
    cfg.delay = 3;
    cfg.faults.push_back(bar_net::parse_fault("edge=0,kind=distribute,action=drop,count=2"));
  } else if (test == "net_64_test") {
    cfg.fanout = 4;
    cfg.depth = 3;
    cfg.groups = 4;
    cfg.barriers = 4;
    cfg.drop = 0.02;
    cfg.corrupt = 0.03;
    cfg.delay = 2;
  } else if (test == "net_races_test") {
    // Built to race (verif/envs/barrier_net/README.md "Races"): 2 leaves of each group per
    // bottom switch, lost and delayed distributes make siblings lag, leaves go on at once.
    cfg.fanout = 3;
    cfg.depth = 3;
    cfg.barriers = 6;
    cfg.drop = 0.05;
    cfg.corrupt = 0.03;
    cfg.delay = 4;
    cfg.think = 2;
  } else if (test == "net_races_g4_test") {
    // 4 groups racing at the bottom: fan-out 7 puts 2 leaves of a group under one bottom
    // switch (leaf i is in group i mod 4: groups 0-2 under switch 0, group 3 under switch 1).
    cfg.fanout = 7;
    cfg.groups = 4;
    cfg.barriers = 6;
    cfg.drop = 0.05;
    cfg.corrupt = 0.03;
    cfg.delay = 4;
    cfg.think = 2;
  } else if (test == "net_early_bad_test") {
    cfg.groups = 1;
    // Arrival spread (0..200 cycles) much larger than the release latency (13 cycles): in some
    // operation a subtree completes long before the other, so the early root's release reaches
    // the leaves before the last arrive, whatever the seed (with think 30, 13 of 60 seeds hid
    // the bug: every leaf had arrived before the early distribute came back).
    cfg.think = 200;
    cfg.early_switch = true;
  } else if (test == "net_lose_forever_bad_test") {
    cfg.groups = 1;
    cfg.barriers = 3;
    cfg.faults.push_back(bar_net::parse_fault("edge=1,kind=reduce,action=drop,count=forever"));
  } else {
    std::cout << "UVM_FATAL @ 0: net [NOTEST] unknown test '" << test << "'\nTEST FAILED\n";
    return 1;
  }
  if (want_waves)
    cfg.waves = waves.empty() ? (out_dir.empty() ? "." : out_dir) + "/waves.fst" : waves;
  bar_net::network net(cfg);
  const auto r = net.run();
  std::cout << "UVM_INFO @ " << r.cycles << ": net [NET] " << net.num_leaves() << " leaves, "
            << net.num_switches() << " switches, " << net.chk().completed()
            << " barriers completed, seed " << seed << "\n";
  for (const auto& v : net.chk().violations())
    std::cout << "UVM_ERROR @ " << v.cycle << ": net [" << v.id << "] " << v.text << "\n";
  if (r.sva_error)
    std::cout << "UVM_ERROR @ " << r.cycles << ": net [RTL_SVA] an RTL assertion failed\n";
  if (const auto* c = net.cov()) {
    for (const auto* g : c->all())
      std::cout << "UVM_INFO @ " << r.cycles << ": net [FCOV] covergroup " << g->type_name() << " "
                << g->get_inst_coverage() << "%\n";
  }
  if (write_cov && !out_dir.empty()) {
    const std::string path = out_dir + "/fcov.json";
    cov::write_db(path, test, seed);
    std::cout << "UVM_INFO @ " << r.cycles << ": net [FCOV] total "
              << cov::registry::instance().get_coverage() << "% written to " << path << "\n";
  }
  const bool ok = net.chk().violations().empty() && !r.sva_error && r.all_done && cov_errors == 0;
  if (!out_dir.empty()) {
    std::ofstream ev(out_dir + "/events.csv");
    ev << "cycle,leaf,group,event\n";
    for (const auto& e : net.events())
      ev << e.cycle << ',' << e.leaf << ',' << e.group << ',' << (e.release ? "release" : "arrive")
         << '\n';
  }
  std::cout << (ok ? "TEST PASSED" : "TEST FAILED") << "\n";
  return ok ? 0 : 1;
}
