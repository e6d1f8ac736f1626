// sim_barrier_net: the RTL barrier network as a regression sim (regressions/tests/
// barrier_net.yaml; `./dv run net_faults --seed 7`). Runner contract (docs/architecture.md):
// +UVM_TESTNAME=<test> +seed=<n> +out_dir=<dir>; checker violations are printed as
// `UVM_ERROR @ <cycle>: net [<ID>] <msg>`, RTL assertion failures as [RTL_SVA]; last line
// `TEST PASSED` or `TEST FAILED`, exit status 0 iff passed. Leaf events go to
// <out_dir>/events.csv.
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>

#include "bar_net_env.h"

int main(int argc, char** argv) {
  std::string test, out_dir;
  uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.rfind("+UVM_TESTNAME=", 0) == 0)
      test = a.substr(14);
    else if (a.rfind("+seed=", 0) == 0)
      seed = std::strtoull(a.c_str() + 6, nullptr, 10);
    else if (a.rfind("+out_dir=", 0) == 0)
      out_dir = a.substr(9);
  }
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
    cfg.delay = 2;
  } else if (test == "net_early_bad_test") {
    cfg.groups = 1;
    cfg.think = 30;
    cfg.early_switch = true;
  } else if (test == "net_lose_forever_bad_test") {
    cfg.groups = 1;
    cfg.barriers = 3;
    cfg.faults.push_back(bar_net::parse_fault("edge=1,kind=reduce,action=drop,count=forever"));
  } else {
    std::cout << "UVM_FATAL @ 0: net [NOTEST] unknown test '" << test << "'\nTEST FAILED\n";
    return 1;
  }
  bar_net::network net(cfg);
  const auto r = net.run();
  std::cout << "UVM_INFO @ " << r.cycles << ": net [NET] " << net.num_leaves() << " leaves, "
            << net.num_switches() << " switches, " << net.chk().completed()
            << " barriers completed, seed " << seed << "\n";
  for (const auto& v : net.chk().violations())
    std::cout << "UVM_ERROR @ " << v.cycle << ": net [" << v.id << "] " << v.text << "\n";
  if (r.sva_error)
    std::cout << "UVM_ERROR @ " << r.cycles << ": net [RTL_SVA] an RTL assertion failed\n";
  const bool ok = net.chk().violations().empty() && !r.sva_error && r.all_done;
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
