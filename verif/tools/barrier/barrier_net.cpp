// barrier_net: the tool behind `./dv barrier`. Runs a network of real RTL barrier switches and
// leaves (verif/envs/barrier_net) under a link fault model, checks it with the system checker
// (scoreboards/barrier_net) and prints a JSON summary on stdout. Exit status: 0 clean, 1 any
// violation (checker, RTL assertion, or not every barrier completed), 2 bad arguments.
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <iostream>
#include <numeric>

#include "bar_net_coverage.h"
#include "bar_net_env.h"
#include "covergroup.h"

int main(int argc, char** argv) {
  CLI::App app{"barrier_net: RTL barrier network under link faults, JSON summary on stdout"};
  collnet::barrier::net_config cfg;
  std::string fcov_file, events_file, waves_file = "barrier_net.fst", sw = "normal";
  std::vector<std::string> faults;
  bool waves = false;
  app.add_option("--fanout", cfg.fanout, "children per switch (1..8)")
      ->required()
      ->check(CLI::Range(1, 8));
  app.add_option("--depth", cfg.depth, "switch levels (1..8); leaves = fanout^depth")
      ->required()
      ->check(CLI::Range(1, 8));
  app.add_option("--groups", cfg.groups, "barrier groups (1..4), leaf i in group i % G")
      ->required()
      ->check(CLI::Range(1, 4));
  app.add_option("--barriers", cfg.barriers, "barrier operations per leaf")
      ->required()
      ->check(CLI::Range(1, 1000000));
  app.add_option("--drop", cfg.drop, "drop probability per packet per link")
      ->check(CLI::Range(0.0, 0.99));
  app.add_option("--dup", cfg.dup, "duplicate probability")->check(CLI::Range(0.0, 0.99));
  app.add_option("--corrupt", cfg.corrupt, "corruption probability (1..3 bits flipped)")
      ->check(CLI::Range(0.0, 0.99));
  app.add_option("--delay", cfg.delay, "max extra link delay in cycles (per packet, FIFO per link)")
      ->check(CLI::Range(0, 1000));
  app.add_option("--seed", cfg.seed, "random seed");
  app.add_option("--think", cfg.think, "max software delay before each arrive")
      ->check(CLI::Range(0, 100000));
  app.add_option("--t1", cfg.t1, "leaf timeout-1 reload (0: automatic)")
      ->check(CLI::Range(0, 65535));
  app.add_option("--t2", cfg.t2, "switch timeout-2 reload (0: automatic)")
      ->check(CLI::Range(0, 65535));
  app.add_option("--max-run", cfg.max_run,
                 "declared loss bound: consecutive losses per link and group that extend the "
                 "liveness bound")
      ->check(CLI::Range(0, 1000000));
  app.add_option("--fault", faults,
                 "scripted fault, repeatable: edge=E,kind=reduce|distribute|any,group=G,"
                 "action=drop|dup|corrupt|delay,count=N|forever,after=CYCLE,delay=N");
  app.add_option("--switch", sw,
                 "switch RTL: normal, or early (Vbar_switch_bugs with +bug=early_release)")
      ->check(CLI::IsMember({"normal", "early"}));
  app.add_option("--max-cycles", cfg.max_cycles, "stop after this many cycles (0: automatic)");
  app.add_option("--events", events_file, "write leaf events as CSV: cycle,leaf,group,event");
  app.add_option("--fcov", fcov_file,
                 "write the functional coverage database (fcov.json format, coverage/README.md)");
  app.add_flag("--waves", waves, "dump FST waves of the whole network");
  bool no_skip = false;
  app.add_flag("--no-idle-skip", no_skip,
               "evaluate every node in every cycle (same results, slower; for comparison)");
  app.add_option("--threads", cfg.threads,
                 "threads evaluating the nodes of a cycle (0: automatic, the cores up to 4 for "
                 "256 nodes or more; same results for every count)")
      ->check(CLI::Range(0u, 64u));
  app.add_option("--waves-file", waves_file, "FST file for --waves (default barrier_net.fst)");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }
  cfg.early_switch = sw == "early";
  cfg.idle_skip = !no_skip;
  if (waves) cfg.waves = waves_file;
  std::unique_ptr<collnet::barrier::network> net;
  try {
    for (const auto& f : faults) cfg.faults.push_back(collnet::barrier::parse_fault(f));
    net = std::make_unique<collnet::barrier::network>(cfg);
  } catch (const std::exception& e) {
    std::cerr << "barrier_net: error: " << e.what() << "\n";
    return 2;
  }
  std::vector<std::string> cov_errors;
  collnet::cov::set_error_handler([&](const std::string& id, const std::string& msg) {
    cov_errors.push_back("[" + id + "] " + msg);
  });
  const auto t0 = std::chrono::steady_clock::now();
  collnet::barrier::net_result r;
  try {
    r = net->run();
  } catch (const std::exception& e) {
    std::cerr << "barrier_net: error: " << e.what() << "\n";
    return 2;
  }
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const auto& chk = net->chk();
  auto lat = chk.latencies();
  std::sort(lat.begin(), lat.end());
  nlohmann::json j;
  const auto ops_expected = static_cast<uint64_t>(cfg.groups) * cfg.barriers;
  j["completed"] = chk.completed();
  j["expected"] = ops_expected;
  j["safety_violations"] = chk.count("BARNET_SAFETY");
  j["exactly_once_violations"] = chk.count("BARNET_EXACTLY_ONCE");
  j["liveness_violations"] = chk.count("BARNET_LIVENESS");
  j["isolation_violations"] = chk.count("BARNET_ISOLATION");
  j["starved_operations"] = chk.count("BARNET_STARVED");
  j["rtl_assertion_failed"] = r.sva_error;
  if (lat.empty()) {
    j["latency_cycles"] = nullptr;
  } else {
    const double mean = std::accumulate(lat.begin(), lat.end(), 0.0) / lat.size();
    const size_t p99 =
        std::min(lat.size() - 1, static_cast<size_t>(std::ceil(0.99 * lat.size())) - 1);
    j["latency_cycles"] = {
        {"min", lat.front()}, {"mean", mean}, {"p99", lat[p99]}, {"max", lat.back()}};
  }
  j["ideal_latency_cycles"] = 2 * cfg.depth * 3;  // 2·D hops × HOP_LATENCY 3
  const auto& c = r.counters;
  uint64_t t2 = 0;
  for (auto v : c.t2_fired_by_level) t2 += v;
  j["retransmissions"] = {{"leaf_t1", c.t1_fired},
                          {"switch_t2_by_level", c.t2_fired_by_level},
                          {"total", c.t1_fired + t2}};
  j["coverage"] = {{"stale_reduce_resends_root", c.stale_red_root},
                   {"stale_reduce_resends_intermediate", c.stale_red_int},
                   {"ignored_distributes_switch", c.stale_dist_switch},
                   {"ignored_distributes_leaf", c.stale_dist_leaf},
                   {"crc_drops_switch", c.err_crc_switch},
                   {"crc_drops_leaf", c.err_crc_leaf},
                   {"races_reduce_k1_vs_distribute_k", c.races},
                   {"races_by_level", c.races_by_level},
                   {"race_arrivals", c.race_arrivals}};
  j["link"] = {{"packets", c.link_packets},
               {"dropped", c.link_dropped},
               {"corrupted", c.link_corrupted},
               {"corrupted_delivered", c.link_corrupted_delivered},
               {"corrupted_in_flight", c.link_corrupted_in_flight},
               {"duplicated", c.link_duplicated},
               {"delayed", c.link_delayed},
               {"max_loss_run", c.max_loss_run}};
  const auto& b = chk.liveness_bound();
  j["liveness_bound"] = {
      {"hop", b.hop}, {"base", b.base}, {"per_loss", b.per_loss}, {"max_run", cfg.max_run}};
  j["network"] = {{"fanout", cfg.fanout},
                  {"depth", cfg.depth},
                  {"groups", cfg.groups},
                  {"leaves", net->num_leaves()},
                  {"switches", net->num_switches()},
                  {"edges", net->num_edges()},
                  {"t1", net->config().t1},
                  {"t2", net->config().t2},
                  {"seed", cfg.seed},
                  {"switch", sw}};
  j["cycles"] = r.cycles;
  // Idle skip (verif/envs/barrier_net/bar_node.h): node clock edges not evaluated.
  j["idle_skip"] = {{"on", cfg.idle_skip && cfg.waves.empty()},
                    {"switch_edges_skipped", net->switch_edges_skipped()},
                    {"switch_edges", r.cycles * net->num_switches()},
                    {"leaf_edges_skipped", net->leaf_edges_skipped()},
                    {"leaf_edges", r.cycles * net->num_leaves()}};
  j["threads"] = {{"count", net->threads()}, {"parallel_evals", net->parallel_evals()}};
  j["all_done"] = r.all_done;
  j["wall_seconds"] = wall;
  j["cycles_per_second"] = wall > 0 ? static_cast<double>(r.cycles) / wall : 0.0;
  j["barriers_per_second"] = wall > 0 ? chk.completed() / wall : 0.0;
  nlohmann::json msgs = nlohmann::json::array();
  for (size_t i = 0; i < chk.violations().size() && i < 20; ++i) {
    const auto& v = chk.violations()[i];
    msgs.push_back(v.id + " @" + std::to_string(v.cycle) + ": " + v.text);
  }
  j["violations"] = msgs;
  nlohmann::json fc = nlohmann::json::object();
  if (const auto* cv = net->cov())
    for (const auto* g : cv->all()) fc[g->type_name()] = g->get_inst_coverage();
  j["functional_coverage"] = fc;
  j["waves"] = cfg.waves.empty() ? nlohmann::json(nullptr) : nlohmann::json(cfg.waves);
  j["coverage_errors"] = cov_errors;
  if (!fcov_file.empty()) {
    try {
      collnet::cov::write_db(fcov_file, "barrier_net", cfg.seed);
    } catch (const std::exception& e) {
      std::cerr << "barrier_net: error: " << e.what() << "\n";
      return 2;
    }
    j["fcov"] = fcov_file;
  }
  std::cout << j.dump(2) << "\n";
  if (!events_file.empty()) {
    std::ofstream ev(events_file);
    if (!ev) {
      std::cerr << "barrier_net: error: cannot write " << events_file << "\n";
      return 2;
    }
    ev << "cycle,leaf,group,event\n";
    for (const auto& e : net->events())
      ev << e.cycle << ',' << e.leaf << ',' << e.group << ',' << (e.release ? "release" : "arrive")
         << '\n';
  }
  const bool bad = !chk.violations().empty() || r.sva_error || !r.all_done ||
                   chk.completed() != ops_expected || !cov_errors.empty();
  for (const auto& e : cov_errors) std::cerr << "UVM_ERROR barrier_net " << e << "\n";
  for (const auto& v : chk.violations())
    std::cerr << "UVM_ERROR @ " << v.cycle << ": barrier_net [" << v.id << "] " << v.text << "\n";
  if (r.sva_error) std::cerr << "barrier_net: an RTL assertion failed\n";
  return bad ? 1 : 0;
}
