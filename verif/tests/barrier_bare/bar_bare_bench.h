// bar_bare_bench.h: a bare C++ clock loop around Verilated barrier switches and leaves (no UVM),
// for the bar_bare.* smoke tests. Nodes (switch or leaf models) are connected by links; ports
// without a link are driven by C++ queues (rx) or sinks with a settable ready (tx). The bench
// logs every transfer with the edge number it happened at, runs the "software" of each leaf
// (arrive after a random delay, K times) and checks online, from the leaves' point of view:
//   safety      - a leaf released from operation k only after every leaf of its group arrived
//                 at operation k;
//   exactly once - release_seq_o is k mod 2^SeqBits for the k-th release, and a leaf is released
//                 only while it has an unreleased arrival;
//   well-formed - every packet any node emits has a good CRC.
// Edge numbering: the transfer happening at the rising edge `now()` is logged with that number.
#pragma once

#include <verilated.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "bar_bare_pkt.h"
#include "bar_node.h"

namespace bar_bare {

// The node wrappers (one C++ view of a Verilated switch or leaf) are shared with the network
// env: verif/envs/barrier_net/bar_node.h.
using bar_node::leaf_node;
using bar_node::node;
using bar_node::switch_node;

/// One logged link transfer.
struct xfer {
  uint64_t edge = 0;  ///< rising edge of the transfer
  int node = 0;       ///< node index
  int port = 0;       ///< port of that node
  uint32_t pkt = 0;   ///< packet word
};

/// What a link does with one packet (decided per transfer).
struct link_fate {
  bool drop = false;  ///< lose it
  bool dup = false;   ///< deliver it twice (queue links only)
  uint32_t flip = 0;  ///< XOR mask applied (corruption)
};

/// The bench: nodes, links, drivers, sinks, logs and the leaf-side checks.
class bench {
 public:
  /// Decides the fate of a packet transferred on a link at an edge.
  using fate_fn = std::function<link_fate(uint64_t edge, uint32_t pkt)>;

  explicit bench(unsigned seq_bits, uint64_t seed = 1) : seq_bits_(seq_bits), rng_(seed) {
    ctx_ = std::make_unique<VerilatedContext>();
    ctx_->fatalOnError(false);  // an SVA failure is recorded (gotError) and checked by the test
    ctx_->randReset(2);
  }

  /// Adds a node; returns its index.
  int add(std::unique_ptr<node> n) {
    nodes_.push_back(std::move(n));
    auto& s = state_.emplace_back();
    const int np = nodes_.back()->num_ports();
    s.drv.resize(np);
    s.sink_ready.assign(np, true);
    s.linked_rx.assign(np, false);
    s.linked_tx.assign(np, false);
    return static_cast<int>(nodes_.size()) - 1;
  }
  template <class V>
  int add_switch(const char* name) {
    return add(std::make_unique<switch_node<V>>(ctx_.get(), name));
  }
  template <class V>
  int add_leaf(const char* name) {
    return add(std::make_unique<leaf_node<V>>(ctx_.get(), name));
  }
  VerilatedContext* ctx() { return ctx_.get(); }

  /// Connects a.pa <-> b.pb in both directions. queue = false: a wire (zero added latency),
  /// the fate function may only drop or corrupt; queue = true: an unbounded in-order queue that
  /// adds one cycle and may also duplicate.
  void connect(int a, int pa, int b, int pb, fate_fn ab = nullptr, fate_fn ba = nullptr,
               bool queue = false) {
    links_.push_back({a, pa, b, pb, std::move(ab), queue, {}});
    links_.push_back({b, pb, a, pa, std::move(ba), queue, {}});
    state_[a].linked_tx[pa] = state_[b].linked_rx[pb] = true;
    state_[b].linked_tx[pb] = state_[a].linked_rx[pa] = true;
  }

  /// Queues a packet for C++-driven rx port p of node n.
  void inject(int n, int p, uint32_t pkt) { state_[n].drv[p].push_back(pkt); }
  /// Sets the ready of an unlinked tx port.
  void set_sink_ready(int n, int p, bool r) { state_[n].sink_ready[p] = r; }

  /// Leaf software: group membership (for the checks) and K arrivals, each after a random delay
  /// in [0, max_delay] cycles from the previous release (or from now).
  void leaf_program(int n, unsigned group, unsigned ops, unsigned max_delay) {
    auto& s = state_[n];
    s.group = group;
    s.ops_left = ops;
    s.max_delay = max_delay;
    s.next_arrive = now_ + delay(max_delay);
    s.member = true;
  }

  /// Resets every node (rst_ni low for 3 edges).
  void reset() {
    for (auto& n : nodes_) {
      n->set_rst_n(false);
      n->set_reg(false, false, 0, 0);
      for (int p = 0; p < n->num_ports(); ++p) {
        n->set_rx(p, false, 0);
        n->set_tx_ready(p, true);
      }
    }
    for (int i = 0; i < 3; ++i) clock();
    for (auto& n : nodes_) n->set_rst_n(true);
    clock();
  }

  /// One cycle: drive, sample the transfers of edge now(), clock.
  void tick() {
    drive();
    sample();
    clock();
    ++now_;
  }
  void run(uint64_t cycles) {
    for (uint64_t i = 0; i < cycles; ++i) tick();
  }
  /// Runs until pred() or max cycles; returns pred().
  bool run_until(const std::function<bool()>& pred, uint64_t max_cycles) {
    for (uint64_t i = 0; i < max_cycles && !pred(); ++i) tick();
    return pred();
  }

  /// Register write; returns true when accepted (rerr low).
  bool wr(int n, uint32_t addr, uint32_t data) { return access(n, true, addr, data).second; }
  /// Register read; rerr flags a rejected read.
  uint32_t rd(int n, uint32_t addr, bool* ok = nullptr) {
    auto r = access(n, false, addr, 0);
    if (ok) *ok = r.second;
    return r.first;
  }

  uint64_t now() const { return now_; }
  const std::vector<xfer>& tx_log() const { return tx_log_; }
  const std::vector<xfer>& rx_log() const { return rx_log_; }
  /// Edges of the arrive handshakes / releases of node n.
  const std::vector<uint64_t>& arrivals(int n) const { return state_[n].arrive_edges; }
  const std::vector<uint64_t>& releases(int n) const { return state_[n].release_edges; }
  /// Leaf-side check failures (safety, exactly once, CRC of emitted packets).
  const std::vector<std::string>& violations() const { return violations_; }
  /// Leaf software finished: every programmed leaf did all its operations and was released.
  bool all_done() const {
    for (const auto& s : state_) {
      if (s.member && (s.ops_left != 0 || s.arrive_edges.size() != s.release_edges.size()))
        return false;
    }
    return true;
  }
  /// Tx transfers of node n port p since edge `from`.
  std::vector<xfer> tx_of(int n, int p, uint64_t from = 0) const {
    std::vector<xfer> r;
    for (const auto& x : tx_log_)
      if (x.node == n && x.port == p && x.edge >= from) r.push_back(x);
    return r;
  }
  unsigned seq_bits() const { return seq_bits_; }

 private:
  struct link {
    int src, sp, dst, dp;    ///< source node/port -> destination node/port
    fate_fn fate;            ///< per-packet fate (nullptr: ideal)
    bool queue;              ///< queue link (else wire)
    std::deque<uint32_t> q;  ///< packets in flight (queue links)
  };
  struct node_state {
    std::vector<std::deque<uint32_t>> drv;  ///< C++ rx drivers
    std::vector<bool> sink_ready;           ///< ready of unlinked tx ports
    std::vector<bool> linked_rx, linked_tx;
    bool member = false;       ///< a programmed leaf
    unsigned group = 0;        ///< its group
    unsigned ops_left = 0;     ///< arrivals still to do
    unsigned max_delay = 0;    ///< max think time
    uint64_t next_arrive = 0;  ///< earliest edge of the next arrive
    bool arrive_req = false;   ///< arrive_valid driven
    std::vector<uint64_t> arrive_edges, release_edges;
  };

  uint64_t delay(unsigned max) {
    return max ? std::uniform_int_distribution<uint64_t>(0, max)(rng_) : 0;
  }

  std::pair<uint32_t, bool> access(int n, bool write, uint32_t addr, uint32_t data) {
    nodes_[n]->set_reg(true, write, addr, data);
    tick();
    nodes_[n]->set_reg(false, false, 0, 0);
    nodes_[n]->eval();
    if (!nodes_[n]->reg_rvalid()) violations_.push_back("register response missing");
    return {nodes_[n]->reg_rdata(), !nodes_[n]->reg_rerr()};
  }

  void drive() {
    for (size_t i = 0; i < nodes_.size(); ++i) {
      auto& n = *nodes_[i];
      auto& s = state_[i];
      for (int p = 0; p < n.num_ports(); ++p) {
        if (!s.linked_rx[p])
          n.set_rx(p, !s.drv[p].empty(), s.drv[p].empty() ? 0 : s.drv[p].front());
        if (!s.linked_tx[p]) n.set_tx_ready(p, s.sink_ready[p]);
      }
      if (n.is_leaf()) {
        s.arrive_req = s.member && s.ops_left > 0 && now_ >= s.next_arrive &&
                       s.arrive_edges.size() == s.release_edges.size();
        n.set_arrive(s.arrive_req);
      }
    }
    for (auto& n : nodes_) n->eval();
    // Links: ready of the receivers is registered (constant 1 out of reset), so one pass.
    fates_.assign(links_.size(), link_fate{});
    for (size_t li = 0; li < links_.size(); ++li) {
      auto& l = links_[li];
      auto& src = *nodes_[l.src];
      auto& dst = *nodes_[l.dst];
      if (l.queue) {
        src.set_tx_ready(l.sp, true);
        dst.set_rx(l.dp, !l.q.empty(), l.q.empty() ? 0 : l.q.front());
      } else {
        const bool v = src.tx_valid(l.sp);
        link_fate f;
        if (v && l.fate) f = l.fate(now_, src.tx_pkt(l.sp));
        fates_[li] = f;
        dst.set_rx(l.dp, v && !f.drop, src.tx_pkt(l.sp) ^ f.flip);
        src.set_tx_ready(l.sp, f.drop ? true : dst.rx_ready(l.dp));
      }
    }
    for (auto& n : nodes_) n->eval();
  }

  void sample() {
    for (size_t i = 0; i < nodes_.size(); ++i) {
      auto& n = *nodes_[i];
      auto& s = state_[i];
      for (int p = 0; p < n.num_ports(); ++p) {
        // Tx transfers: valid and the ready we drove.
        bool ready = s.sink_ready[p];
        if (s.linked_tx[p]) ready = tx_ready_of(static_cast<int>(i), p);
        if (n.tx_valid(p) && ready) {
          tx_log_.push_back({now_, static_cast<int>(i), p, n.tx_pkt(p)});
          if (!unpack(n.tx_pkt(p), seq_bits_).crc_ok)
            violations_.push_back("node " + std::to_string(i) + " emitted a packet with bad CRC");
        }
        // Rx transfers of C++-driven ports.
        if (!s.linked_rx[p] && !s.drv[p].empty() && n.rx_ready(p)) {
          rx_log_.push_back({now_, static_cast<int>(i), p, s.drv[p].front()});
          s.drv[p].pop_front();
        }
      }
      if (n.is_leaf()) {
        if (s.arrive_req && n.arrive_ready()) {
          s.arrive_edges.push_back(now_);
          --s.ops_left;
        }
        if (n.release()) on_release(static_cast<int>(i));
      }
    }
    for (size_t li = 0; li < links_.size(); ++li) {
      auto& l = links_[li];
      auto& src = *nodes_[l.src];
      auto& dst = *nodes_[l.dst];
      if (l.queue) {
        if (!l.q.empty() && dst.rx_ready(l.dp)) {
          rx_log_.push_back({now_, l.dst, l.dp, l.q.front()});
          l.q.pop_front();
        }
        if (src.tx_valid(l.sp)) {
          link_fate f;
          if (l.fate) f = l.fate(now_, src.tx_pkt(l.sp));
          if (!f.drop) {
            l.q.push_back(src.tx_pkt(l.sp) ^ f.flip);
            if (f.dup) l.q.push_back(src.tx_pkt(l.sp));
          }
        }
      } else if (src.tx_valid(l.sp) && !fates_[li].drop && dst.rx_ready(l.dp)) {
        rx_log_.push_back({now_, l.dst, l.dp, src.tx_pkt(l.sp) ^ fates_[li].flip});
      }
    }
  }

  bool tx_ready_of(int n, int p) const {
    for (size_t li = 0; li < links_.size(); ++li) {
      const auto& l = links_[li];
      if (l.src == n && l.sp == p) {
        if (l.queue || fates_[li].drop) return true;
        return nodes_[l.dst]->rx_ready(l.dp);
      }
    }
    return false;
  }

  void on_release(int n) {
    auto& s = state_[n];
    const size_t k = s.release_edges.size();  // operation index being released
    const std::string who = "leaf node " + std::to_string(n) + " op " + std::to_string(k);
    if (!s.member) {
      violations_.push_back(who + ": released but not programmed");
      return;
    }
    if (s.arrive_edges.size() <= k) violations_.push_back(who + ": released without arriving");
    const unsigned mask = (1u << seq_bits_) - 1u;
    if (nodes_[n]->release_seq() != (k & mask))
      violations_.push_back(who + ": release_seq " + std::to_string(nodes_[n]->release_seq()) +
                            " expected " + std::to_string(k & mask));
    for (size_t j = 0; j < state_.size(); ++j) {
      const auto& o = state_[j];
      if (o.member && o.group == s.group && o.arrive_edges.size() <= k)
        violations_.push_back(who + ": released before leaf node " + std::to_string(j) +
                              " arrived (safety)");
    }
    s.release_edges.push_back(now_);
    s.next_arrive = now_ + 1 + delay(s.max_delay);
  }

  void clock() {
    for (auto& n : nodes_) {
      n->set_clk(true);
      n->eval();
    }
    ctx_->timeInc(1);
    for (auto& n : nodes_) {
      n->set_clk(false);
      n->eval();
    }
    ctx_->timeInc(1);
  }

  unsigned seq_bits_;
  std::mt19937_64 rng_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::vector<std::unique_ptr<node>> nodes_;
  std::vector<node_state> state_;
  std::vector<link> links_;
  std::vector<link_fate> fates_;  ///< fate of each wire link's offered packet this cycle
  std::vector<xfer> tx_log_, rx_log_;
  std::vector<std::string> violations_;
  uint64_t now_ = 0;
};

}  // namespace bar_bare
