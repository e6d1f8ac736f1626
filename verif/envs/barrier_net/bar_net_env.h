// bar_net_env.h: a network of real RTL barrier switches and leaves (Verilated, bar_rtl /
// bar_rtl_bugs), connected through a link model, evaluated in one C++ loop per cycle (the
// nodes of a cycle on net_config::threads threads). See README.md for the topology, the group
// trees and the link numbering.
//
//   collnet::barrier::net_config cfg;  cfg.fanout = 4; cfg.depth = 3; cfg.groups = 2; cfg.barriers
//   = 10; collnet::barrier::network n(cfg);  auto r = n.run();   // r.checker: violations,
//   latencies
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <queue>
#include <random>
#include <string>
#include <vector>

#include "bar_net_checker.h"
#include "bar_net_regs.h"  // register addresses (rtl/barrier/README.md section 4)
#include "uvm_random.h"    // default_seed, derive_seed (plain C++)

class VerilatedContext;
namespace collnet::barrier {
class node;  // a Verilated switch or leaf seen through its ports (bar_node.h)
struct node_outputs;
class eval_pool;  // bar_net_pool.h
}  // namespace collnet::barrier
namespace collnet::barrier {
class coverage;  // coverage/barrier_net/bar_net_coverage.h
}
class VerilatedFstC;

namespace collnet::barrier {

using collnet::barrier::node;

/// Packet kinds a scripted fault applies to.
enum class fault_kind { any, reduce, distribute };
/// What a scripted fault does to a matching packet.
enum class fault_action { drop, dup, corrupt, delay };

/// "drop the next distribute on link 3": {link 3, distribute, any group, drop, count 1}.
struct scripted_fault {
  int edge = -1;  ///< edge number (README: numbering); -1 = every edge
  fault_kind kind = fault_kind::any;
  int group = -1;  ///< -1 = any group
  fault_action action = fault_action::drop;
  int64_t count = 1;   ///< matching packets affected; -1 = forever ("lose forever")
  uint64_t after = 0;  ///< only packets sent at or after this cycle
  unsigned delay = 0;  ///< extra cycles for action delay
};
/// Parses "edge=3,kind=distribute,group=0,action=drop,count=1|forever,after=100,delay=20".
/// Throws std::invalid_argument with a clear message.
scripted_fault parse_fault(const std::string& spec);

/// One race of operation k+1's reduce with operation k's distribute, seen at a switch
/// (README "Races"): counted once per (switch, group, operation).
struct race_record {
  uint64_t cycle;  ///< cycle the first REDUCE(k+1) was delivered to the switch
  int level;       ///< switch level (0 = root)
  int sw;          ///< switch number in breadth-first order (0 = root)
  int group;
  unsigned seq;  ///< seq of the REDUCE (operation k+1 mod 2^SeqBits)
  int port;      ///< child port the REDUCE(k+1) came in on
  int lag_port;  ///< a sibling child port of the group not yet delivered DISTRIBUTE(k)
};

/// One leaf event (taken from the RTL leaf interface).
struct leaf_event {
  uint64_t cycle;
  int leaf, group;
  bool release;  ///< false: arrive
};

struct net_config {
  unsigned fanout = 2;  ///< children per switch (1..8; the switch model has fanout + 1 ports or 8)
  unsigned depth = 2;   ///< switch levels (root = level 0); leaves = fanout^depth
  unsigned groups = 1;  ///< barrier groups (1..4); leaf i is in group i % groups
  unsigned barriers = 4;                  ///< operations per leaf
  double drop = 0, dup = 0, corrupt = 0;  ///< per packet per link probabilities
  unsigned delay = 0;  ///< max extra link delay in cycles (uniform 0..delay per packet)
  uint64_t seed = uvm::default_seed;  ///< link faults, delays, think times: uvm::derive_seed
  unsigned think = 8;                 ///< max software delay before each arrive (uniform 0..think)
  unsigned t1 = 0, t2 = 0;            ///< timeout reloads; 0 = automatic (README)
  /// Switches (breadth-first number, 1.. = below the root) whose T2_RELOAD is written 0 in
  /// every group (timeout 2 off); the checker is told which losses that makes unrecoverable.
  std::vector<unsigned> t2_off;
  /// Leave T1_RELOAD and T2_RELOAD at their reset values (never written): the working defaults
  /// of the description (rtl/barrier/README.md 5.3); t1 / t2 are then those values.
  bool reset_timeouts = false;
  unsigned max_run = 8;       ///< declared loss bound for the liveness check
  bool early_switch = false;  ///< every switch: Vbar_switch_bugs with +bug=early_release
  /// Every switch: Vbar_switch_bugs with +bug=sched_hog (its send ports starve groups 1..: the
  /// scheduler checker's _bad case).
  bool hog_switch = false;
  uint64_t max_cycles = 0;  ///< 0 = automatic
  std::vector<scripted_fault> faults;
  std::string waves;  ///< FST file of the whole network (empty: none)
  bool cov = true;    ///< sample the covergroups (coverage/barrier_net)
  /// Do not evaluate idle nodes (bar_node.h "Idle skip"; same results, off with waves).
  bool idle_skip = true;
  /// Threads that evaluate the nodes of a cycle (README "Evaluation"); 0 = automatic: the
  /// machine's cores (at most 4) for a network of 256 nodes or more, else 1. Same results for
  /// every count.
  unsigned threads = 0;
  /// Handed to the RTL ($value$plusargs), e.g. `./dv mutate`'s +mutant=N.
  std::vector<std::string> plusargs;
};

/// Coverage and protocol counters of one run.
struct net_counters {
  std::vector<uint64_t> t2_fired_by_level;         ///< switch reduce resends per level (0 = root)
  uint64_t t1_fired = 0;                           ///< leaf reduce resends
  uint64_t stale_red_root = 0, stale_red_int = 0;  ///< stale reduces answered
  uint64_t stale_dist_switch = 0, stale_dist_leaf = 0;  ///< ignored distributes
  uint64_t err_crc_switch = 0, err_crc_leaf = 0;        ///< corruption drops seen by the RTL
  uint64_t races = 0;                    ///< switch races, README "Races" (sum of races_by_level)
  std::vector<uint64_t> races_by_level;  ///< switch races per switch level (0 = root)
  uint64_t race_arrivals = 0;  ///< leaf arrives at k+1 while a leaf of the group is not released
                               ///< from k (README "Races", derivable from the events)
  uint64_t link_dropped = 0, link_corrupted = 0, link_duplicated = 0, link_delayed = 0;
  uint64_t link_packets = 0;
  uint64_t link_corrupted_delivered = 0;  ///< corrupted packets taken by their receiver
  uint64_t link_corrupted_in_flight = 0;  ///< corrupted packets still in a link at the end
  uint64_t max_loss_run = 0;  ///< longest run of consecutive losses on one link and group
};

struct net_result {
  uint64_t cycles = 0;
  bool all_done = false;   ///< every leaf did all its barriers
  bool sva_error = false;  ///< an RTL assertion fired (counted apart from the checker)
  net_counters counters;
};

class network {
 public:
  explicit network(const net_config& cfg);
  ~network();
  /// Resets, configures every node through its register interface, runs the leaf software
  /// until every leaf did cfg.barriers operations (or max_cycles), reads the counters.
  net_result run();
  const checker& chk() const { return *chk_; }
  const std::vector<leaf_event>& events() const { return events_; }
  const std::vector<race_record>& races() const { return races_; }
  /// The covergroups (null when cfg.cov is false); sampled during and at the end of run().
  const collnet::barrier::coverage* cov() const { return cov_.get(); }
  /// The switch (number in breadth-first order, 0 = root) leaf i hangs on, and its port there.
  int leaf_switch(unsigned i) const { return links_[tx_link_[leaf_nodes_[i]][0]].dst; }
  int leaf_port(unsigned i) const { return links_[tx_link_[leaf_nodes_[i]][0]].dp; }
  unsigned num_leaves() const { return static_cast<unsigned>(leaf_nodes_.size()); }
  unsigned num_switches() const { return static_cast<unsigned>(switch_nodes_.size()); }
  unsigned num_edges() const { return static_cast<unsigned>(links_.size() / 2); }
  const net_config& config() const { return cfg_; }
  /// Rising edges of switches / leaves not evaluated by the idle skip (net_config::idle_skip).
  uint64_t switch_edges_skipped() const;
  uint64_t leaf_edges_skipped() const;
  /// Threads evaluating the nodes (net_config::threads resolved).
  unsigned threads() const;
  /// Node evaluations (half cycles) spread over more than one thread.
  uint64_t parallel_evals() const;

 private:
  struct flight {
    uint32_t pkt;
    uint64_t ready;
    int group;       ///< -1: corrupted (the receiver's CRC check drops it)
    int sent_group;  ///< group of the packet as sent (also for a corrupted one)
  };
  struct link {
    int src, sp, dst, dp;
    int level;  ///< level of the child end (switch level, or depth for a leaf)
    std::deque<flight> q;
    uint64_t last_ready = 0;
    bool busy = false;     ///< in busy_ (has packets, or offered one last cycle)
    bool offered = false;  ///< rx_valid given to the receiver
    uint32_t offered_pkt = 0;
  };
  struct leaf_sw {
    int node;
    int group;
    unsigned ops_left;
    uint64_t next_arrive;
    bool waiting = false;
    bool arrive_req = false;
    bool arrive_set = false;    ///< arrive_valid_i as last given to the leaf
    bool in_cand = false;       ///< in cand_
    bool released_now = false;  ///< released this cycle (race count update pending)
  };
  void build();
  int role_of(
      int node) const;  ///< tree role of a node for the covergroups (collnet::barrier::role)
  void configure();
  void step();
  void refresh_hot();
  void send(int li, uint32_t pkt);
  /// The scheduler check of switch node i after its evaluated edge (checker::on_port_edge).
  void sched_edge(int i);
  void reg_all(const std::vector<std::vector<std::pair<uint32_t, uint32_t>>>& writes);
  std::vector<uint32_t> read_all(uint32_t addr_switch, uint32_t addr_leaf);
  uint64_t rnd(uint64_t max) {
    return max ? std::uniform_int_distribution<uint64_t>(0, max)(rng_) : 0;
  }
  bool coin(double p) { return p > 0 && std::uniform_real_distribution<double>(0, 1)(rng_) < p; }

  net_config cfg_;
  std::mt19937_64 rng_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::vector<std::unique_ptr<node>> nodes_;
  /// Deletes the FST writer where its type is complete (bar_net_env.cpp; a model built without
  /// tracing never creates one).
  struct fst_deleter {
    void operator()(VerilatedFstC* f) const;
  };
  std::unique_ptr<VerilatedFstC, fst_deleter> fst_;
  std::vector<int> switch_nodes_, leaf_nodes_;       ///< node indices
  std::vector<int> switch_level_;                    ///< per switch node index (-1 for leaves)
  std::vector<std::vector<int>> tx_link_, rx_link_;  ///< [node][port] -> link (-1 none)
  std::vector<link> links_;
  std::vector<int> busy_;          ///< links with packets or an offer (step b, c)
  std::vector<int> tx_now_;        ///< links taking a packet this cycle (step a)
  std::vector<node_outputs> out_;  ///< [node] outputs after its last evaluation
  // Idle skip (bar_node.h): which nodes step() ticks.
  bool skip_on_ = false;
  bool touch_all_ = true;               ///< tick every node next cycle (register accesses)
  std::vector<int> act_;                ///< nodes ticked this cycle
  std::vector<unsigned char> act_res_;  ///< [k] what ticking act_[k] gave (step b, d)
  std::unique_ptr<eval_pool> pool_;     ///< evaluates act_ (cfg_.threads)
  std::vector<int> awake_;              ///< nodes awake after this cycle's edge
  std::vector<int> touched_;            ///< nodes whose inputs were written this cycle
  std::vector<int> hot_, hot_next_;     ///< nodes with tx_valid or release_o high (node order)
  std::vector<int> leaf_index_;         ///< [node] leaf number (-1: a switch)
  std::vector<int> cand_;      ///< leaves that may arrive or hold arrive_valid (leaf numbers)
  std::vector<int> released_;  ///< leaves released this cycle
  size_t busy_leaves_ = 0;     ///< leaves with operations left or waiting
  /// (cycle, node): a sleeping node's sleep ends (may be stale: the node woke earlier).
  std::priority_queue<std::pair<uint64_t, int>, std::vector<std::pair<uint64_t, int>>,
                      std::greater<>>
      wake_;
  std::vector<unsigned> child_mask_;  ///< [switch idx * groups + g]
  std::vector<leaf_sw> sw_;
  std::vector<int64_t> fault_left_;
  std::vector<std::vector<int>> last_dist_;  ///< [node*9+port][g] seq of last distribute sent
  std::vector<uint32_t> sched_prev_;         ///< [node*9+port] groups pending after its last edge
  std::vector<std::vector<unsigned>> run_;   ///< [link][g] consecutive losses
  std::vector<int> race_seq_;  ///< [switch node * groups + g] seq of the race counted (-1 none)
  std::vector<std::vector<unsigned>> rel_cnt_;  ///< [g][op] leaves of g released from op
  std::vector<uint64_t> rel_full_;              ///< [g] leading ops every leaf of g left
  std::vector<unsigned> group_size_;            ///< [g] leaves in group g
  std::vector<race_record> races_;
  std::unique_ptr<collnet::barrier::coverage> cov_;
  std::unique_ptr<checker> chk_;
  std::vector<leaf_event> events_;
  net_counters cnt_;
  uint64_t now_ = 0;
  int parent_port_ = 7;  ///< switch port of the parent (the switch model's last port)
  bool live_ = false;    ///< out of reset: links and leaf events are sampled
};

}  // namespace collnet::barrier
