// bar_net_env.cpp: see bar_net_env.h and README.md.
#include "bar_net_env.h"

#include <verilated.h>
// Always: network::fst_ is a unique_ptr<VerilatedFstC>, whose destructor (here) needs the
// complete type also in a build without tracing (the `fast` preset), where it stays null.
#include <verilated_fst_c.h>

#include <algorithm>
#include <initializer_list>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <utility>

#include "Vbar_leaf.h"
#include "Vbar_leaf___024root.h"  // bar_node.h's idle skip reads the models' state
#include "Vbar_switch.h"
#include "Vbar_switch___024root.h"
#include "Vbar_switch_bugs.h"
#include "Vbar_switch_bugs___024root.h"
#include "Vbar_switch_p5.h"
#include "Vbar_switch_p5___024root.h"
#include "Vbar_switch_p9.h"
#include "Vbar_switch_p9___024root.h"
#include "bar_net_coverage.h"
#include "bar_net_pool.h"
#include "bar_node.h"
#include "bar_pkt.h"
#include "vl_bug_model.h"
#include "vl_ico_skip.h"

namespace collnet::barrier {

namespace reg = collnet::barrier::net_reg;

constexpr int kMaxPorts = 9;  ///< ports of the widest switch model (Vbar_switch_p9)
/// Switch model by fan-out, each with one port more than the children (the parent port, the
/// last one): Vbar_switch_p5 for 1..4, Vbar_switch (8 ports) for 5..7, Vbar_switch_p9 for 8.
/// The early switch (Vbar_switch_bugs) has 8 ports: fan-out 1..7.
constexpr unsigned kP5Fanout = 4, kNarrowFanout = 7;
constexpr unsigned kSeqBits = 2;
const unsigned kPktW = bar_pkt_w(kSeqBits);  ///< PktW
const uint32_t kPktMask = static_cast<uint32_t>(collnet::barrier::regs::low_mask(kPktW));

using collnet::barrier::leaf_node;
using collnet::barrier::node;
using collnet::barrier::switch_node;

namespace {

constexpr char k_early_release[] = "early_release";  ///< the bug of cfg.early_switch
constexpr char k_sched_hog[] = "sched_hog";          ///< the bug of cfg.hog_switch

std::string trim(std::string s) {
  const auto b = s.find_first_not_of(" \t");
  const auto e = s.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// The value of the fault key `k` named `v` among `names`, else invalid_argument listing them.
template <typename E>
E named(const std::string& spec, const std::string& k, const std::string& v,
        std::initializer_list<std::pair<const char*, E>> names) {
  std::string all;
  for (const auto& [name, e] : names) {
    if (v == name) return e;
    all += (all.empty() ? "" : "|") + std::string(name);
  }
  throw std::invalid_argument("fault '" + spec + "': " + k + " must be " + all);
}

}  // namespace

scripted_fault parse_fault(const std::string& spec) {
  scripted_fault f;
  std::stringstream ss(spec);
  std::string item;
  auto num = [&](const std::string& k, const std::string& v) -> int64_t {
    try {
      size_t pos = 0;
      const long long x = std::stoll(v, &pos);
      if (pos != v.size() || x < 0) throw std::invalid_argument("");
      return x;
    } catch (const std::exception&) {
      throw std::invalid_argument("fault '" + spec + "': " + k + "=" + v +
                                  " is not a non-negative integer");
    }
  };
  while (std::getline(ss, item, ',')) {
    item = trim(item);
    if (item.empty()) continue;
    const auto eq = item.find('=');
    if (eq == std::string::npos)
      throw std::invalid_argument("fault '" + spec + "': '" + item + "' is not key=value");
    const std::string k = trim(item.substr(0, eq)), v = trim(item.substr(eq + 1));
    if (k == "edge" || k == "link") {
      f.edge = v == "any" ? -1 : static_cast<int>(num(k, v));
    } else if (k == "kind") {
      f.kind = named<fault_kind>(spec, k, v,
                                 {{"reduce", fault_kind::reduce},
                                  {"distribute", fault_kind::distribute},
                                  {"any", fault_kind::any}});
    } else if (k == "group") {
      f.group = v == "any" ? -1 : static_cast<int>(num(k, v));
    } else if (k == "action") {
      f.action = named<fault_action>(spec, k, v,
                                     {{"drop", fault_action::drop},
                                      {"dup", fault_action::dup},
                                      {"corrupt", fault_action::corrupt},
                                      {"delay", fault_action::delay}});
    } else if (k == "count") {
      f.count = v == "forever" ? -1 : num(k, v);
    } else if (k == "after") {
      f.after = static_cast<uint64_t>(num(k, v));
    } else if (k == "delay") {
      f.delay = static_cast<unsigned>(num(k, v));
    } else {
      throw std::invalid_argument("fault '" + spec + "': unknown key '" + k +
                                  "' (edge, kind, group, action, count, after, delay)");
    }
  }
  return f;
}

network::network(const net_config& cfg)
    : cfg_(cfg), rng_(uvm::derive_seed(cfg.seed, "barrier_net.links")) {
  if (cfg_.fanout < 1 || cfg_.fanout > static_cast<unsigned>(kMaxPorts - 1))
    throw std::invalid_argument(
        "fanout must be 1..8 (the widest switch model has 9 ports, its last one is the parent "
        "port)");
  if (cfg_.early_switch && cfg_.hog_switch)
    throw std::invalid_argument("one switch bug at a time (early_release or sched_hog)");
  const bool bug_switch = cfg_.early_switch || cfg_.hog_switch;
  if (bug_switch && cfg_.fanout > kNarrowFanout)
    throw std::invalid_argument("the bug switch (Vbar_switch_bugs, 8 ports) takes fanout 1..7");
  if (bug_switch || (cfg_.fanout > kP5Fanout && cfg_.fanout <= kNarrowFanout))
    parent_port_ = 7;
  else
    parent_port_ = cfg_.fanout <= kP5Fanout ? 4 : 8;
  if (cfg_.depth < 1 || cfg_.depth > 8) throw std::invalid_argument("depth must be 1..8");
  if (cfg_.groups < 1 || cfg_.groups > 4)
    throw std::invalid_argument("groups must be 1..4 (the switch has NumGroups = 4)");
  uint64_t leaves = 1;
  for (unsigned i = 0; i < cfg_.depth; ++i) leaves *= cfg_.fanout;
  if (leaves > 4096) throw std::invalid_argument("fanout^depth must be at most 4096 leaves");
  if (leaves < cfg_.groups) throw std::invalid_argument("groups must not exceed the leaves");
  for (double p : {cfg_.drop, cfg_.dup, cfg_.corrupt})
    if (!(p >= 0 && p < 1)) throw std::invalid_argument("probabilities must be in [0, 1)");
  for (const auto& f : cfg_.faults)
    if (f.group >= static_cast<int>(cfg_.groups))
      throw std::invalid_argument("fault group out of range");
  const unsigned hop = 4 + cfg_.delay + cfg_.groups;
  if (cfg_.reset_timeouts) {  // the description's working defaults, never written
    namespace rg = collnet::barrier::regs;
    cfg_.t1 = static_cast<unsigned>(rg::field_get(rg::leaf::T1_RELOAD_RESET,
                                                  rg::leaf::T1_RELOAD_RELOAD_LSB,
                                                  rg::leaf::T1_RELOAD_RELOAD_MASK));
    cfg_.t2 = static_cast<unsigned>(rg::field_get(
        rg::sw::T2_RELOAD_RESET, rg::sw::T2_RELOAD_RELOAD_LSB, rg::sw::T2_RELOAD_RELOAD_MASK));
  }
  if (cfg_.t2 == 0) cfg_.t2 = 2 * cfg_.depth * hop + 8;
  if (cfg_.t1 == 0) cfg_.t1 = 2 * cfg_.depth * hop + 16;
  if (cfg_.t1 > collnet::barrier::regs::leaf::T1_RELOAD_RELOAD_MASK ||
      cfg_.t2 > collnet::barrier::regs::sw::T2_RELOAD_RELOAD_MASK)
    throw std::invalid_argument("timeouts must fit T1_RELOAD / T2_RELOAD");
  ctx_ = std::make_unique<VerilatedContext>();
  if (!cfg_.plusargs.empty()) {  // the RTL reads them with $value$plusargs
    std::vector<const char*> args{"barrier_net"};
    for (const auto& a : cfg_.plusargs) args.push_back(a.c_str());
    ctx_->commandArgs(static_cast<int>(args.size()), args.data());
  }
  ctx_->fatalOnError(false);  // an SVA failure is recorded (gotError), reported apart
  ctx_->randReset(2);
  ctx_->randSeed(
      static_cast<int>(uvm::derive_seed(cfg_.seed, "barrier_net.verilator") % 0x7FFFFFFE) + 1);
  build();
  unsigned threads = cfg_.threads;
  if (threads == 0)
    threads = nodes_.size() >= 256 ? std::clamp(std::thread::hardware_concurrency(), 1u, 4u) : 1u;
  pool_ = std::make_unique<eval_pool>(threads, ctx_.get());
  for (const auto& f : cfg_.faults)
    if (f.edge >= static_cast<int>(num_edges()))
      throw std::invalid_argument("fault edge " + std::to_string(f.edge) + " out of range (" +
                                  std::to_string(num_edges()) + " edges)");
  fault_left_.clear();
  for (const auto& f : cfg_.faults) fault_left_.push_back(f.count);
}

int network::role_of(int node) const {
  const unsigned lvl =
      switch_level_[node] >= 0 ? static_cast<unsigned>(switch_level_[node]) : cfg_.depth;  // a leaf
  return collnet::barrier::role_of(lvl, cfg_.depth);
}

void network::fst_deleter::operator()(VerilatedFstC* f) const {
#if COLLNET_HAS_TRACE
  delete f;
#else
  (void)f;  // never created without tracing
#endif
}

network::~network() {
#if COLLNET_HAS_TRACE
  if (fst_) fst_->close();
#endif
}

unsigned network::threads() const {
  return pool_->threads();
}
uint64_t network::parallel_evals() const {
  return pool_->parallel_runs();
}

uint64_t network::switch_edges_skipped() const {
  uint64_t n = 0;
  for (int i : switch_nodes_) n += nodes_[i]->edges_skipped();
  return n;
}

uint64_t network::leaf_edges_skipped() const {
  uint64_t n = 0;
  for (int i : leaf_nodes_) n += nodes_[i]->edges_skipped();
  return n;
}

void network::build() {
  const unsigned F = cfg_.fanout, D = cfg_.depth, G = cfg_.groups;
  // Switches, BFS by level.
  std::vector<std::vector<int>> level_nodes(D);
  for (unsigned l = 0, n = 1; l < D; ++l, n *= F) {
    for (unsigned i = 0; i < n; ++i) {
      const std::string name = "sw_l" + std::to_string(l) + "_" + std::to_string(i);
      if (cfg_.early_switch)
        nodes_.push_back(
            std::make_unique<switch_node<collnet::dv::with_bug<Vbar_switch_bugs, k_early_release>>>(
                ctx_.get(), name.c_str()));
      else if (cfg_.hog_switch)
        nodes_.push_back(
            std::make_unique<switch_node<collnet::dv::with_bug<Vbar_switch_bugs, k_sched_hog>>>(
                ctx_.get(), name.c_str()));
      else if (cfg_.fanout <= kP5Fanout)
        nodes_.push_back(std::make_unique<switch_node<Vbar_switch_p5>>(ctx_.get(), name.c_str()));
      else if (cfg_.fanout <= kNarrowFanout)
        nodes_.push_back(std::make_unique<switch_node<Vbar_switch>>(ctx_.get(), name.c_str()));
      else
        nodes_.push_back(std::make_unique<switch_node<Vbar_switch_p9>>(ctx_.get(), name.c_str()));
      const int idx = static_cast<int>(nodes_.size()) - 1;
      switch_nodes_.push_back(idx);
      switch_level_.push_back(static_cast<int>(l));
      level_nodes[l].push_back(idx);
    }
  }
  const unsigned nleaves = static_cast<unsigned>(level_nodes[D - 1].size()) * F;
  for (unsigned i = 0; i < nleaves; ++i) {
    nodes_.push_back(
        std::make_unique<leaf_node<Vbar_leaf>>(ctx_.get(), ("leaf_" + std::to_string(i)).c_str()));
    leaf_nodes_.push_back(static_cast<int>(nodes_.size()) - 1);
    switch_level_.push_back(-1);
  }
  tx_link_.assign(nodes_.size(), std::vector<int>(kMaxPorts, -1));
  rx_link_.assign(nodes_.size(), std::vector<int>(kMaxPorts, -1));
  // Edges in child order: switches of levels 1..D-1, then leaves. Edge e: link 2e up, 2e+1 down.
  auto connect = [&](int parent, int cport, int child, int child_port, int level) {
    const int up = static_cast<int>(links_.size());
    links_.push_back({child, child_port, parent, cport, level, {}, 0, false, false, 0});
    links_.push_back({parent, cport, child, child_port, level, {}, 0, false, false, 0});
    tx_link_[child][child_port] = up;
    rx_link_[parent][cport] = up;
    tx_link_[parent][cport] = up + 1;
    rx_link_[child][child_port] = up + 1;
  };
  for (unsigned l = 1; l < D; ++l)
    for (size_t i = 0; i < level_nodes[l].size(); ++i)
      connect(level_nodes[l - 1][i / F], static_cast<int>(i % F), level_nodes[l][i], parent_port_,
              static_cast<int>(l));
  for (unsigned i = 0; i < nleaves; ++i)
    connect(level_nodes[D - 1][i / F], static_cast<int>(i % F), leaf_nodes_[i], 0,
            static_cast<int>(D));
  // Groups: leaf i in group i % G; a switch's child mask for g = ports with a member below.
  std::vector<unsigned> below(nodes_.size(), 0);  // group bit mask of the subtree
  for (unsigned i = 0; i < nleaves; ++i) below[leaf_nodes_[i]] = 1u << (i % G);
  child_mask_.assign(nodes_.size() * G, 0);
  for (int l = static_cast<int>(D) - 1; l >= 0; --l) {
    for (int s : level_nodes[l]) {
      for (int p = 0; p < static_cast<int>(F); ++p) {
        const int li = tx_link_[s][p];
        const int child = links_[li].dst;
        below[s] |= below[child];
        for (unsigned g = 0; g < G; ++g)
          if ((below[child] >> g) & 1u) child_mask_[s * G + g] |= 1u << p;
      }
    }
  }
  std::vector<int> leaf_group(nleaves);
  for (unsigned i = 0; i < nleaves; ++i) leaf_group[i] = static_cast<int>(i % G);
  bound_params bp;
  bp.levels = D;
  bp.max_link_delay = cfg_.delay;
  bp.groups = G;
  bp.t1 = cfg_.t1;
  bp.t2 = cfg_.t2;
  bp.max_run = cfg_.max_run;
  for (const auto& f : cfg_.faults)
    if (f.action == fault_action::delay)
      bp.max_link_delay = std::max(bp.max_link_delay, cfg_.delay + f.delay);
  chk_ = std::make_unique<checker>(leaf_group, kSeqBits, bp);
  // T2 off at an intermediate switch X (rtl/barrier/README.md 5.3): X sends its REDUCE once
  // and waits with no timeout, so a REDUCE lost on its up link or a DISTRIBUTE lost on its down
  // link is never recovered (the leaves below retransmit, which only sets arrival bits again).
  for (unsigned x : cfg_.t2_off) {
    if (x == 0 || x >= switch_nodes_.size())
      throw std::invalid_argument("t2_off: switch " + std::to_string(x) +
                                  " is not an intermediate switch (1.." +
                                  std::to_string(switch_nodes_.size() - 1) + ")");
    const int n = switch_nodes_[x];
    for (unsigned g = 0; g < G; ++g) {
      if (!child_mask_[n * G + g]) continue;  // group not enabled at X
      const std::string sx = "switch " + std::to_string(x) + " group " + std::to_string(g);
      chk_->declare_unrecoverable(tx_link_[n][parent_port_], static_cast<int>(g),
                                  "REDUCE out of " + sx + " whose T2 is off");
      chk_->declare_unrecoverable(rx_link_[n][parent_port_], static_cast<int>(g),
                                  "DISTRIBUTE into " + sx + " whose T2 is off");
    }
  }
  for (unsigned i = 0; i < nleaves; ++i)
    sw_.push_back({leaf_nodes_[i], leaf_group[i], cfg_.barriers, 0});
  leaf_index_.assign(nodes_.size(), -1);
  for (unsigned i = 0; i < nleaves; ++i) leaf_index_[leaf_nodes_[i]] = static_cast<int>(i);
  last_dist_.assign(nodes_.size() * kMaxPorts, std::vector<int>(G, (1 << kSeqBits) - 1));
  sched_prev_.assign(nodes_.size() * kMaxPorts, 0);
  run_.assign(links_.size(), std::vector<unsigned>(G, 0));
  cnt_.t2_fired_by_level.assign(D, 0);
  cnt_.races_by_level.assign(D, 0);
  race_seq_.assign(nodes_.size() * G, -1);
  group_size_.assign(G, 0);
  for (int g : leaf_group) ++group_size_[g];
  rel_cnt_.assign(G, std::vector<unsigned>(cfg_.barriers, 0));
  rel_full_.assign(G, 0);
  if (cfg_.cov) cov_ = std::make_unique<collnet::barrier::coverage>();
}

void network::send(int li, uint32_t pkt) {
  auto& l = links_[li];
  const bar_fields f = bar_unpack(static_cast<std::uint16_t>(pkt), kSeqBits);
  const int g = static_cast<int>(f.group);
  if (g >= static_cast<int>(cfg_.groups))
    throw std::logic_error("RTL emitted a packet of an unused group");
  ++cnt_.link_packets;
  bool drop = false, dup = false, corrupt = false;
  uint64_t extra = 0;
  for (size_t i = 0; i < cfg_.faults.size(); ++i) {
    const auto& sf = cfg_.faults[i];
    if (fault_left_[i] == 0 || now_ < sf.after) continue;
    if (sf.edge >= 0 && sf.edge != li / 2) continue;
    if (sf.kind == fault_kind::reduce && f.kind != BAR_REDUCE) continue;
    if (sf.kind == fault_kind::distribute && f.kind != BAR_DISTRIBUTE) continue;
    if (sf.group >= 0 && sf.group != g) continue;
    if (fault_left_[i] > 0) --fault_left_[i];
    drop |= sf.action == fault_action::drop;
    dup |= sf.action == fault_action::dup;
    corrupt |= sf.action == fault_action::corrupt;
    if (sf.action == fault_action::delay) extra += sf.delay;
    break;
  }
  drop |= coin(cfg_.drop);
  if (!drop) corrupt |= coin(cfg_.corrupt);
  if (!drop) dup |= coin(cfg_.dup);
  if (drop || corrupt) {
    if (drop)
      ++cnt_.link_dropped;
    else
      ++cnt_.link_corrupted;
    chk_->on_loss(now_, li, g);
    cnt_.max_loss_run = std::max<uint64_t>(cnt_.max_loss_run, ++run_[li][g]);
    if (drop) return;
    // Corrupt 1..3 distinct bits: always caught by the CRC-8 (Hamming distance 4).
    const unsigned nbits = 1 + static_cast<unsigned>(rnd(2));
    uint32_t mask = 0;
    while (static_cast<unsigned>(__builtin_popcount(mask)) < nbits) mask |= 1u << rnd(kPktW - 1);
    pkt = (pkt ^ mask) & kPktMask;
  }
  const uint64_t d = rnd(cfg_.delay) + extra;
  if (d) ++cnt_.link_delayed;
  l.last_ready = std::max(l.last_ready, now_ + d);
  l.q.push_back({pkt, l.last_ready, corrupt ? -1 : g, g});
  if (dup) {
    ++cnt_.link_duplicated;
    if (corrupt) ++cnt_.link_corrupted;  // the copy is corrupted too: one more CRC drop
    l.q.push_back({pkt, l.last_ready, corrupt ? -1 : g, g});
  }
}

void network::sched_edge(int i) {
  // The scheduler check ("the scheduler never starves a group", rtl/barrier/README.md 6.2),
  // without the switch reference model: the port's requests before this edge are the groups
  // pending after the switch's previous evaluated edge (a sleeping switch changes nothing);
  // the group the port took at this edge is the group of the packet it offers after it (the
  // tx stage holds one packet and the link always takes it, so each offer is a new grant).
  const int np = nodes_[i]->num_ports();
  uint32_t now_req[kMaxPorts] = {};
  nodes_[i]->sched_req(switch_level_[i] == 0 ? -1 : parent_port_, now_req);
  uint32_t* prev = &sched_prev_[static_cast<size_t>(i) * kMaxPorts];
  for (int p = 0; p < np; ++p) {
    int granted = -1;
    if ((out_[i].tx_valid >> p) & 1u)
      granted = static_cast<int>(
          bar_unpack(static_cast<std::uint16_t>(nodes_[i]->tx_pkt(p)), kSeqBits).group);
    if (prev[p] != 0 || granted >= 0) chk_->on_port_edge(now_, i, p, prev[p], granted);
    prev[p] = now_req[p];
  }
}

void network::step() {
  // a. Packets offered on tx this cycle (registered outputs; tx_ready is always 1: the link
  //    model takes every packet) enter the links, in link order (the order of the random draws).
  //    The outputs are the copies taken after each evaluation (out_; a skipped node's outputs
  //    did not change).
  if (live_) {
    tx_now_.clear();
    for (int i : hot_)
      for (uint32_t m = out_[i].tx_valid; m; m &= m - 1)
        tx_now_.push_back(tx_link_[i][static_cast<size_t>(__builtin_ctz(m))]);
    std::sort(tx_now_.begin(), tx_now_.end());
    for (int li : tx_now_) {
      if (li < 0) continue;  // an unconnected port (never offered by a configured node)
      const auto& l = links_[li];
      const bool empty = l.q.empty();
      send(li, nodes_[l.src]->tx_pkt(l.sp));
      if (empty && !links_[li].q.empty() && !links_[li].busy) {
        links_[li].busy = true;
        busy_.push_back(li);
      }
    }
  }
  // b. Links offer their due head packet (only links with packets, or that offered one last
  //    cycle, can change their offer); leaf software requests arrivals.
  std::sort(busy_.begin(), busy_.end());
  size_t keep = 0;
  for (int li : busy_) {
    auto& l = links_[li];
    const bool v = !l.q.empty() && l.q.front().ready <= now_;
    const uint32_t pkt = v ? l.q.front().pkt : 0;
    if (v != l.offered || pkt != l.offered_pkt) {
      nodes_[l.dst]->set_rx(l.dp, v, pkt);
      touched_.push_back(l.dst);
      l.offered = v;
      l.offered_pkt = pkt;
    }
    if (l.q.empty() && !l.offered)
      l.busy = false;
    else
      busy_[keep++] = li;
  }
  busy_.resize(keep);
  // Only leaves that may arrive (not waiting, operations left) or still hold arrive_valid.
  std::sort(cand_.begin(), cand_.end());
  keep = 0;
  for (int i : cand_) {
    auto& s = sw_[i];
    s.arrive_req = s.ops_left > 0 && !s.waiting && now_ >= s.next_arrive;
    if (s.arrive_req != s.arrive_set) {
      nodes_[s.node]->set_arrive(s.arrive_req);
      touched_.push_back(s.node);
      s.arrive_set = s.arrive_req;
    }
    if ((s.ops_left > 0 && !s.waiting) || s.arrive_set)
      cand_[keep++] = i;
    else
      s.in_cand = false;
  }
  cand_.resize(keep);
  // The nodes ticked this cycle, in node order: with the idle skip, the awake ones, those whose
  // inputs were written and those whose sleep ends (bar_node.h); else all.
  act_.clear();
  if (!skip_on_ || touch_all_) {
    for (size_t i = 0; i < nodes_.size(); ++i) act_.push_back(static_cast<int>(i));
  } else {
    act_ = awake_;
    act_.insert(act_.end(), touched_.begin(), touched_.end());
    while (!wake_.empty() && wake_.top().first <= now_) {
      act_.push_back(wake_.top().second);
      wake_.pop();
    }
    std::sort(act_.begin(), act_.end());
    act_.erase(std::unique(act_.begin(), act_.end()), act_.end());
  }
  touch_all_ = false;
  touched_.clear();
  // The falling edge of the ticked nodes (with the skip on, only those whose inputs changed):
  // each node touches only its own model and output copy, so they may run on the pool's
  // threads; what they gave is gathered in act_ order.
  act_res_.assign(act_.size(), 0);
  pool_->run(act_.size(), [this](size_t k) {
    const int i = act_[k];
    if (nodes_[i]->tick_low(now_)) {
      nodes_[i]->outputs(out_[i]);
      act_res_[k] = 1;
    }
  });
  bool low_evals = false;
  for (unsigned char r : act_res_) low_evals |= r != 0;
  if (low_evals) refresh_hot();
  ctx_->timeInc(1);
#if COLLNET_HAS_TRACE
  if (fst_) fst_->dump(ctx_->time());
#endif
  // c. Sample the transfers of this edge.
  const int mask = (1 << kSeqBits) - 1;
  for (int li : busy_) {  // in link order (sorted above); a link without packets has nothing
    auto& l = links_[li];
    if (l.q.empty() || l.q.front().ready > now_ || !((out_[l.dst].rx_ready >> l.dp) & 1u)) continue;
    const auto fl = l.q.front();
    l.q.pop_front();
    if (fl.group < 0) {  // corrupted: already counted as a loss; the receiver's CRC drops it
      ++cnt_.link_corrupted_delivered;
      if (cov_) cov_->crc_drop().sample_at(role_of(l.dst), fl.sent_group);
      continue;
    }
    chk_->on_delivery(li, fl.group);
    run_[li][fl.group] = 0;
    const bar_fields f = bar_unpack(static_cast<std::uint16_t>(fl.pkt), kSeqBits);
    // Race coverage (README "Races"): the seq of the last DISTRIBUTE delivered on each switch
    // port, per group; a REDUCE(s) delivered to a switch from a child whose last DISTRIBUTE is
    // s-1 while a sibling child of the group is still at s-2 is a race, counted once per
    // (switch, group, operation).
    if (f.kind == BAR_DISTRIBUTE && switch_level_[l.src] >= 0) {
      last_dist_[l.src * kMaxPorts + l.sp][fl.group] = static_cast<int>(f.seq);
      // distribute(s) leaving this switch: operation s is complete here, its race window closed
      int& rs = race_seq_[l.src * cfg_.groups + fl.group];
      if (rs == static_cast<int>(f.seq)) rs = -1;
    }
    if (f.kind == BAR_REDUCE && switch_level_[l.dst] >= 0) {
      const int s = static_cast<int>(f.seq);
      const auto& ld = last_dist_;
      const int base = l.dst * kMaxPorts;
      int& rs = race_seq_[l.dst * cfg_.groups + fl.group];
      if (rs != s && ld[base + l.dp][fl.group] == ((s - 1) & mask)) {
        const unsigned cm = child_mask_[l.dst * cfg_.groups + fl.group];
        for (int p = 0; p < kMaxPorts; ++p)
          if (p != l.dp && ((cm >> p) & 1u) && ld[base + p][fl.group] == ((s - 2) & mask)) {
            rs = s;
            const int lvl = switch_level_[l.dst];
            ++cnt_.races;
            ++cnt_.races_by_level[lvl];
            races_.push_back({now_, lvl, l.dst, fl.group, static_cast<unsigned>(s), l.dp, p});
            if (cov_) cov_->race().sample_at(role_of(l.dst), fl.group);
            break;
          }
      }
    }
  }
  // Leaf events: releases first, then arrivals. A release seen in the cycle of another leaf's
  // arrive cannot have been caused by that arrive, so the checker sees it first (a same-cycle
  // early release is a BARNET_SAFETY). For the race count (README "Races") a release in the
  // arrive's own cycle does not count as released: the release counts are applied after the
  // arrivals.
  // (Leaves with release_o high are in hot_, in leaf order.)
  released_.clear();
  for (int n : hot_) {
    const int i = leaf_index_[n];
    if (i < 0 || !live_) continue;
    auto& s = sw_[i];
    if (!out_[s.node].release) continue;
    events_.push_back({now_, i, s.group, true});
    chk_->on_release(now_, i, s.group, out_[s.node].release_seq);
    s.released_now = s.waiting;  // a release without an outstanding arrive: checker flags it
    if (s.waiting && s.ops_left == 0) --busy_leaves_;
    s.waiting = false;
    s.next_arrive = now_ + 1 + rnd(cfg_.think);
    if (s.released_now) released_.push_back(i);
    if (!s.in_cand && s.ops_left > 0) {
      s.in_cand = true;
      cand_.push_back(i);
    }
  }
  for (size_t c = 0; c < cand_.size() && live_; ++c) {  // (leaf order but for the ones just
    const int i = cand_[c];                             // added, which do not arrive)
    auto& s = sw_[i];
    if (s.arrive_req && out_[s.node].arrive_ready) {
      const uint64_t op = cfg_.barriers - s.ops_left;  // 0-based operation of this arrive
      s.waiting = true;
      --s.ops_left;
      events_.push_back({now_, i, s.group, false});
      chk_->on_arrive(now_, i, s.group);
      if (op > 0 && rel_full_[s.group] < op) ++cnt_.race_arrivals;
    }
  }
  for (int i : released_) {
    auto& s = sw_[i];
    s.released_now = false;
    const uint64_t op = cfg_.barriers - s.ops_left - 1;  // operation released
    auto& rc = rel_cnt_[s.group];
    if (op < rc.size() && ++rc[op] == group_size_[s.group])
      while (rel_full_[s.group] < rc.size() && rc[rel_full_[s.group]] == group_size_[s.group])
        ++rel_full_[s.group];
  }
  // d. The rising edge.
  // With the skip on, a rising edge follows this cycle's falling-edge eval (inputs written) or
  // an unchanged set of inputs: the input-combinational pass would recompute the same values,
  // so the models rewritten by collnet_ico_once.py skip it (vl_ico_skip.h). Set only between
  // the two pool runs, so no model reads it while it changes.
  collnet_vl_ico_skip = skip_on_;
  pool_->run(act_.size(), [this](size_t k) {
    const int i = act_[k];
    const auto t = nodes_[i]->tick_high(now_);
    if (t != node::tick::skipped) nodes_[i]->outputs(out_[i]);
    act_res_[k] = static_cast<unsigned char>(t);
  });
  collnet_vl_ico_skip = false;
  awake_.clear();
  for (size_t k = 0; k < act_.size(); ++k) {
    const int i = act_[k];
    const auto t = static_cast<node::tick>(act_res_[k]);
    if (t == node::tick::skipped) continue;  // still asleep (its wake-up is queued)
    if (live_ && switch_level_[i] >= 0) sched_edge(i);
    if (t == node::tick::awake) {
      awake_.push_back(i);
    } else if (const uint64_t u = nodes_[i]->sleep_until(); u != ~uint64_t{0}) {
      wake_.push({u, i});
    }
  }
  refresh_hot();
  ctx_->timeInc(1);
#if COLLNET_HAS_TRACE
  if (fst_) fst_->dump(ctx_->time());
#endif
  ++now_;
  if (live_) chk_->tick(now_);
}

void network::refresh_hot() {
  // hot_ = (hot_ without the nodes ticked this cycle) + (ticked nodes with tx_valid or release),
  // both sorted: a node not ticked kept its outputs.
  hot_next_.clear();
  auto h = hot_.begin();
  for (int i : act_) {
    for (; h != hot_.end() && *h < i; ++h) hot_next_.push_back(*h);
    if (h != hot_.end() && *h == i) ++h;
    if (out_[i].tx_valid || out_[i].release) hot_next_.push_back(i);
  }
  hot_next_.insert(hot_next_.end(), h, hot_.end());
  hot_.swap(hot_next_);
}

void network::reg_all(const std::vector<std::vector<std::pair<uint32_t, uint32_t>>>& writes) {
  touch_all_ = true;
  size_t maxn = 0;
  for (const auto& w : writes) maxn = std::max(maxn, w.size());
  for (size_t j = 0; j < maxn; ++j) {
    for (size_t i = 0; i < nodes_.size(); ++i) {
      if (j < writes[i].size())
        nodes_[i]->set_reg(true, true, writes[i][j].first, writes[i][j].second);
      else
        nodes_[i]->set_reg(false, false, 0, 0);
    }
    step();
    for (size_t i = 0; i < nodes_.size(); ++i) {
      if (j < writes[i].size() && (!nodes_[i]->reg_rvalid() || nodes_[i]->reg_rerr()))
        throw std::runtime_error("register write rejected at node " + std::to_string(i));
      nodes_[i]->set_reg(false, false, 0, 0);
    }
    touch_all_ = true;
  }
}

std::vector<uint32_t> network::read_all(uint32_t addr_switch, uint32_t addr_leaf) {
  touch_all_ = true;
  for (size_t i = 0; i < nodes_.size(); ++i)
    nodes_[i]->set_reg(true, false, switch_level_[i] >= 0 ? addr_switch : addr_leaf, 0);
  step();
  std::vector<uint32_t> r(nodes_.size());
  for (size_t i = 0; i < nodes_.size(); ++i) {
    r[i] = nodes_[i]->reg_rdata();
    nodes_[i]->set_reg(false, false, 0, 0);
  }
  touch_all_ = true;
  return r;
}

void network::configure() {
  const unsigned G = cfg_.groups;
  std::vector<std::vector<std::pair<uint32_t, uint32_t>>> cfgw(nodes_.size()), en(nodes_.size());
  for (size_t i = 0; i < nodes_.size(); ++i) {
    if (switch_level_[i] >= 0) {
      const bool root = switch_level_[i] == 0;
      for (unsigned g = 0; g < G; ++g) {
        const unsigned cm = child_mask_[i * G + g];
        if (!cm) continue;  // no member below: group not enabled here
        cfgw[i].push_back({reg::grp(g, reg::child_mask), cm});
        cfgw[i].push_back(
            {reg::grp(g, reg::parent),
             reg::parent_value(root ? 0u : static_cast<unsigned>(parent_port_), root)});
        const bool t2_off = std::find(cfg_.t2_off.begin(), cfg_.t2_off.end(), i) !=
                            cfg_.t2_off.end();  // switch number = node index (switches first)
        if (t2_off || !cfg_.reset_timeouts)
          cfgw[i].push_back({reg::grp(g, reg::t2_reload), t2_off ? 0u : cfg_.t2});
        en[i].push_back({reg::grp(g, reg::ctrl), 1});
      }
    }
  }
  for (const auto& s : sw_) {
    cfgw[s.node].push_back({reg::leaf_group, static_cast<uint32_t>(s.group)});
    if (!cfg_.reset_timeouts) cfgw[s.node].push_back({reg::leaf_t1_reload, cfg_.t1});
    en[s.node].push_back({reg::leaf_ctrl, 1});
  }
  reg_all(cfgw);
  reg_all(en);
}

net_result network::run() {
  if (!cfg_.waves.empty()) {
#if COLLNET_HAS_TRACE
    ctx_->traceEverOn(true);
    fst_.reset(new VerilatedFstC);
    for (auto& n : nodes_) n->trace(fst_.get());
    fst_->open(cfg_.waves.c_str());
#else
    throw std::runtime_error("--waves: the RTL models were built without tracing");
#endif
  }

  for (auto& n : nodes_) {
    n->set_rst_n(false);
    n->set_reg(false, false, 0, 0);
    n->set_tx_ready_all();
    for (int p = 0; p < n->num_ports(); ++p) n->set_rx(p, false, 0);
    n->set_arrive(false);
  }
  out_.assign(nodes_.size(), {});
  for (size_t i = 0; i < nodes_.size(); ++i) nodes_[i]->outputs(out_[i]);
  for (auto& s : sw_) s.ops_left = 0;  // software starts after the configuration
  for (int i = 0; i < 3; ++i) step();
  for (auto& n : nodes_) n->set_rst_n(true);
  step();
  // Idle skip (bar_node.h), from here on (out of reset): exact for the network's behaviour, off
  // when waves are dumped (a skipped cycle is not in the models' state, so not in the waves).
  skip_on_ = cfg_.idle_skip && cfg_.waves.empty();
  for (auto& n : nodes_) n->set_idle_skip(skip_on_);
  live_ = true;
  configure();
  for (auto& s : sw_) {
    s.ops_left = cfg_.barriers;
    s.next_arrive = now_ + rnd(cfg_.think);
  }
  // Leaves not done (ops_left or waiting), and the leaves that may arrive (step b).
  busy_leaves_ = 0;
  for (size_t i = 0; i < sw_.size(); ++i) {
    auto& s = sw_[i];
    busy_leaves_ += s.ops_left > 0 || s.waiting;
    if (!s.in_cand && (s.ops_left > 0 || s.arrive_set)) {
      s.in_cand = true;
      cand_.push_back(static_cast<int>(i));
    }
  }
  const auto& b = chk_->liveness_bound();
  uint64_t max_cycles = cfg_.max_cycles;
  if (max_cycles == 0)
    max_cycles = now_ + (cfg_.barriers + 1) * (cfg_.think + b.base + 4 * b.per_loss) +
                 (cfg_.max_run + 4) * b.per_loss + 1000;
  net_result r;
  uint64_t stop_at = max_cycles;
  auto done = [&] { return busy_leaves_ == 0; };
  while (now_ < stop_at && !(r.all_done = done())) {
    step();
    // A run that already missed its liveness bound only runs on for a while.
    if (stop_at == max_cycles &&
        chk_->count("BARNET_LIVENESS") + chk_->count("BARNET_UNRECOVERABLE") > 0)
      stop_at = std::min(max_cycles, now_ + 2 * b.per_loss);
  }
  // Drain the links, then read the RTL counters.
  for (int i = 0; i < 4 * static_cast<int>(b.per_loss) && !r.all_done; ++i) step();
  for (int i = 0; i < 16; ++i) step();
  const unsigned G = cfg_.groups;
  auto add = [&](uint32_t sw_addr, uint32_t leaf_addr, auto&& fn) {
    const auto v = read_all(sw_addr, leaf_addr);
    for (size_t i = 0; i < nodes_.size(); ++i) fn(i, v[i]);
  };
  // Covergroups: one sample per event counted by the RTL (level x group, coverage/barrier_net).
  std::vector<int> leaf_grp(nodes_.size(), -1);
  for (const auto& s : sw_) leaf_grp[s.node] = s.group;
  using cg_of = collnet::barrier::tree_event_cg& (collnet::barrier::coverage::*)() const;
  auto cov_at = [&](cg_of cg, size_t i, int g, uint32_t v) {
    if (cov_ && v) ((*cov_).*cg)().sample_at(role_of(static_cast<int>(i)), g, v);
  };
  for (unsigned g = 0; g < G; ++g) {
    const int gi = static_cast<int>(g);
    add(reg::grp(g, reg::t2_fired), reg::leaf_t1_fired, [&](size_t i, uint32_t v) {
      if (switch_level_[i] >= 0) {
        cnt_.t2_fired_by_level[switch_level_[i]] += v;
        cov_at(&collnet::barrier::coverage::retx, i, gi, v);
      } else if (g == 0) {
        cnt_.t1_fired += v;
        cov_at(&collnet::barrier::coverage::retx, i, leaf_grp[i], v);
      }
    });
    add(reg::grp(g, reg::stale_red), reg::leaf_stale_dist, [&](size_t i, uint32_t v) {
      if (switch_level_[i] == 0)
        cnt_.stale_red_root += v;
      else if (switch_level_[i] > 0)
        cnt_.stale_red_int += v;
      else if (g == 0)
        cnt_.stale_dist_leaf += v;
      if (switch_level_[i] >= 0)
        cov_at(&collnet::barrier::coverage::stale_red, i, gi, v);
      else if (g == 0)
        cov_at(&collnet::barrier::coverage::ign_dist, i, leaf_grp[i], v);
    });
    add(reg::grp(g, reg::stale_dist), reg::err_crc, [&](size_t i, uint32_t v) {
      if (switch_level_[i] >= 0) {
        cnt_.stale_dist_switch += v;
        cov_at(&collnet::barrier::coverage::ign_dist, i, gi, v);
      } else if (g == 0) {
        cnt_.err_crc_leaf += v;
      }
    });
  }
  add(reg::err_crc, reg::err_crc, [&](size_t i, uint32_t v) {
    if (switch_level_[i] >= 0) cnt_.err_crc_switch += v;
  });
  for (const auto& l : links_)
    for (const auto& fl : l.q) cnt_.link_corrupted_in_flight += fl.group < 0;
  chk_->finish(now_);
  r.cycles = now_;
  r.all_done = done();
  r.sva_error = ctx_->gotError();
  r.counters = cnt_;
  return r;
}

}  // namespace collnet::barrier
