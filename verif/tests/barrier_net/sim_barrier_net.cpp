// sim_barrier_net: the RTL barrier network as a regression sim (regressions/tests/
// barrier_net.yaml; `./dv run net_faults --seed 7`). Runner contract (docs/architecture.md):
// +UVM_TESTNAME=<test> +seed=<n> +out_dir=<dir>; checker violations are printed as
// `UVM_ERROR @ <time> ns: net [<ID>] <msg>` (time = cycle * 10 ns, the period every collnet
// testbench reports in), RTL assertion failures as [RTL_SVA]; last line
// `TEST PASSED` or `TEST FAILED`, exit status 0 iff passed. Leaf events go to
// <out_dir>/events.csv. Functional coverage (coverage/barrier_net covergroups) is printed at the
// end ([FCOV] lines) and written to <out_dir>/fcov.json unless +nocov (the nightly merges it);
// a coverage error (illegal bin hit) is a UVM_ERROR [COV_ILLEGAL].
// +waves[=<file>] dumps the whole network to an FST (default <out_dir>/waves.fst).
//
// One test, `net_test`; the scenario is its knobs, given as plusargs by the YAML entry
// (verif/tests/barrier_net/README.md lists them): +fanout= +depth= +groups= +barriers= +drop=
// +dup= +corrupt= +delay= +think= +t1= +t2= +max_run= +max_cycles=, +t2_off=<switch>
// (repeatable: that intermediate switch's T2_RELOAD is 0), +reset_timeouts (T1/T2_RELOAD never
// written: the reset defaults), +no_idle_skip (every node evaluated in every cycle, as the
// tool's --no-idle-skip: same results, slower), +fault=<spec> (repeatable,
// collnet::barrier::parse_fault syntax) and +bug=early_release or +bug=sched_hog (every switch is
// Vbar_switch_bugs with that bug selected). +exact_latency adds the no-loss latency check: every
// barrier's last release comes exactly 2*LeafLatency + (2*depth - 1)*HOP_LATENCY = 6*depth + 1
// cycles after its last arrive (rtl/barrier/README.md 6.1), else UVM_ERROR [BARNET_LATENCY]; it
// holds for one group, no link faults or delay and +think=0. A malformed or unknown knob is a
// UVM_FATAL [PLUSARG].
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

#include "bar_net_coverage.h"
#include "bar_net_env.h"
#include "bar_net_tree.h"
#include "covergroup.h"

namespace {

// Parses the value of +<name>=<value> into out; false when the value is not a number in range.
bool parse_unsigned(const std::string& v, unsigned lo, unsigned hi, unsigned& out) {
  char* end = nullptr;
  const unsigned long x = std::strtoul(v.c_str(), &end, 10);
  if (v.empty() || *end != '\0' || x < lo || x > hi) return false;
  out = static_cast<unsigned>(x);
  return true;
}

bool parse_prob(const std::string& v, double& out) {
  char* end = nullptr;
  const double x = std::strtod(v.c_str(), &end);
  if (v.empty() || *end != '\0' || !(x >= 0.0 && x <= 1.0)) return false;
  out = x;
  return true;
}

using collnet::barrier::net_config;

// The knobs that set one number of net_config: +<key>=<value>, the value in [lo, hi].
struct count_knob {
  const char* key;
  unsigned lo, hi;
  unsigned net_config::*field;
};
constexpr count_knob count_knobs[] = {
    {"+fanout", 1, 8, &net_config::fanout},      {"+depth", 1, 8, &net_config::depth},
    {"+groups", 1, 4, &net_config::groups},      {"+barriers", 1, 1000000, &net_config::barriers},
    {"+delay", 0, 1000, &net_config::delay},     {"+think", 0, 100000, &net_config::think},
    {"+t1", 0, 0xFFFF, &net_config::t1},         {"+t2", 0, 0xFFFF, &net_config::t2},
    {"+max_run", 1, 1000, &net_config::max_run},
};
// The knobs that set one probability of net_config: +<key>=<value>, the value in [0, 1].
struct prob_knob {
  const char* key;
  double net_config::*field;
};
constexpr prob_knob prob_knobs[] = {
    {"+drop", &net_config::drop}, {"+dup", &net_config::dup}, {"+corrupt", &net_config::corrupt}};

// The knob of `table` named `key`, or null.
template <typename KNOB, std::size_t N>
const KNOB* find_knob(const KNOB (&table)[N], const std::string& key) {
  for (const KNOB& k : table)
    if (key == k.key) return &k;
  return nullptr;
}

// Report time of cycle c, with its unit (the runner reads a time without one as ns).
std::string at(uint64_t c) {
  return std::to_string(c * 10) + " ns";
}

}  // namespace

int main(int argc, char** argv) {
  std::string test, out_dir, waves, bad_arg;
  bool want_waves = false;
  uint64_t seed = uvm::default_seed;
  bool write_cov = true;
  bool exact_latency = false;
  auto cfg = collnet::barrier::tree_config(2, 2, 2, 6);
  for (int i = 1; i < argc && bad_arg.empty(); ++i) {
    const std::string a = argv[i];
    const auto eq = a.find('=');
    const std::string key = a.substr(0, eq);
    const std::string val = eq == std::string::npos ? "" : a.substr(eq + 1);
    bool ok = true;
    if (key == "+UVM_TESTNAME")
      test = val;
    else if (key == "+seed")
      seed = std::strtoull(val.c_str(), nullptr, 10);
    else if (key == "+out_dir")
      out_dir = val;
    else if (a == "+waves")
      want_waves = true;
    else if (key == "+waves")
      want_waves = true, waves = val;
    else if (a == "+nocov")
      write_cov = false;
    else if (a == "+cov")
      write_cov = true;
    else if (a == "+exact_latency")
      exact_latency = true;
    else if (a == "+reset_timeouts")
      cfg.reset_timeouts = true;
    else if (a == "+no_idle_skip")
      cfg.idle_skip = false;
    else if (const count_knob* k = find_knob(count_knobs, key))
      ok = parse_unsigned(val, k->lo, k->hi, cfg.*(k->field));
    else if (const prob_knob* k = find_knob(prob_knobs, key))
      ok = parse_prob(val, cfg.*(k->field));
    else if (key == "+t2_off") {
      unsigned x = 0;
      ok = parse_unsigned(val, 0, 4095, x);  // the network says which switches qualify
      cfg.t2_off.push_back(x);
    } else if (key == "+max_cycles") {
      unsigned mc = 0;
      ok = parse_unsigned(val, 1, 4000000000u, mc);
      cfg.max_cycles = mc;
    } else if (key == "+fault") {
      try {
        cfg.faults.push_back(collnet::barrier::parse_fault(val));
      } catch (const std::exception&) {
        ok = false;
      }
    } else if (key == "+bug") {
      ok = val == "early_release" || val == "sched_hog";  // the switch bugs the network selects
      cfg.early_switch = val == "early_release";
      cfg.hog_switch = val == "sched_hog";
    } else if (key == "+trace_start" || key == "+trace_stop" || key == "+trace_depth") {
      // The runner's wave-window knobs (verif/harness): accepted and checked, but the network
      // dumps every cycle of every node (its runs are short).
      unsigned ignored = 0;
      ok = parse_unsigned(val, 0, 4000000000u, ignored);
    } else if (key == "+mutant") {
      // `./dv mutate`'s mutant-schema select: read by the RTL itself ($value$plusargs)
      unsigned ignored = 0;
      ok = parse_unsigned(val, 0, 4000000000u, ignored);
      cfg.plusargs.push_back(a);
    } else if (key.rfind("+UVM_", 0) == 0) {
      // runner-level UVM plusargs (verbosity, quit count): nothing to do in this sim
    } else {
      ok = false;
    }
    if (!ok) bad_arg = a;
  }
  if (!bad_arg.empty()) {
    std::cout << "UVM_FATAL @ 0 ns: net [PLUSARG] bad or unknown plusarg '" << bad_arg
              << "'\nTEST FAILED\n";
    return 1;
  }
  if (test != "net_test") {
    std::cout << "UVM_FATAL @ 0 ns: net [NOTEST] unknown test '" << test
              << "' (sim_barrier_net has one test, net_test)\nTEST FAILED\n";
    return 1;
  }
  cfg.seed = seed;
  uint64_t cov_errors = 0;
  collnet::cov::set_error_handler([&](const std::string& id, const std::string& msg) {
    std::cout << "UVM_ERROR @ 0 ns: net.cov [" << id << "] " << msg << "\n";
    ++cov_errors;
  });
  if (want_waves)
    cfg.waves = waves.empty() ? (out_dir.empty() ? "." : out_dir) + "/waves.fst" : waves;
  std::unique_ptr<collnet::barrier::network> net_ptr;
  try {
    net_ptr = std::make_unique<collnet::barrier::network>(cfg);
  } catch (const std::invalid_argument& e) {  // bad knob combination: a clear error
    std::cout << "UVM_FATAL @ 0: net [PLUSARG] " << e.what() << "\nTEST FAILED\n";
    return 1;
  }
  collnet::barrier::network& net = *net_ptr;
  const auto r = net.run();
  std::cout << "UVM_INFO @ " << at(r.cycles) << ": net [NET] " << net.num_leaves() << " leaves, "
            << net.num_switches() << " switches, " << net.chk().completed()
            << " barriers completed, seed " << seed << "\n";
  std::cout << "UVM_INFO @ " << at(r.cycles) << ": net [SCHED] " << net.chk().port_edges()
            << " switch port edges checked, largest wait of a group behind others "
            << net.chk().max_port_wait() << " grants (bound " << cfg.groups - 1 << ")\n";
  for (const auto& v : net.chk().violations())
    std::cout << "UVM_ERROR @ " << at(v.cycle) << ": net [" << v.id << "] " << v.text << "\n";
  uint64_t latency_errors = 0;
  if (exact_latency) {
    const collnet::barrier::bound_params bp;  // the documented hop and leaf latencies
    const uint64_t want = 2 * bp.leaf_latency + (2 * cfg.depth - 1) * uint64_t{bp.hop_latency};
    for (const uint64_t l : net.chk().latencies())
      if (l != want) {
        std::cout << "UVM_ERROR @ " << at(r.cycles) << ": net [BARNET_LATENCY] last arrive -> last "
                  << "release took " << l << " cycles, expected " << want << "\n";
        ++latency_errors;
      }
    std::cout << "UVM_INFO @ " << at(r.cycles) << ": net [NET] " << net.chk().latencies().size()
              << " latencies checked against " << want << " cycles\n";
    if (net.chk().latencies().empty()) {
      std::cout << "UVM_ERROR @ " << at(r.cycles)
                << ": net [BARNET_LATENCY] no barrier completed\n";
      ++latency_errors;
    }
  }
  if (r.sva_error)
    std::cout << "UVM_ERROR @ " << at(r.cycles) << ": net [RTL_SVA] an RTL assertion failed\n";
  if (const auto* c = net.cov()) {
    for (const auto* g : c->all())
      std::cout << "UVM_INFO @ " << at(r.cycles) << ": net [FCOV] covergroup " << g->type_name()
                << " " << g->get_inst_coverage() << "%\n";
  }
  if (write_cov && !out_dir.empty()) {
    const std::string path = out_dir + "/fcov.json";
    collnet::cov::write_db(path, test, seed);
    std::cout << "UVM_INFO @ " << at(r.cycles) << ": net [FCOV] total "
              << collnet::cov::registry::instance().get_coverage() << "% written to " << path
              << "\n";
  }
  const bool ok = net.chk().violations().empty() && !r.sva_error && r.all_done && cov_errors == 0 &&
                  latency_errors == 0;
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
