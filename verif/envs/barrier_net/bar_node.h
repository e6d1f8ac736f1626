// bar_node.h: one C++ view of a Verilated barrier_switch or barrier_leaf (any configuration
// class V of bar_rtl / bar_rtl_bugs) through its ports, used by the network env
// (bar_net_env.cpp) and through it by the `./dv barrier` tool.
//
//   std::unique_ptr<collnet::barrier::node> n =
//   std::make_unique<collnet::barrier::switch_node<Vbar_switch>>(
//       ctx, "sw0");
//   n->set_rx(3, true, pkt);  n->set_clk(1);  n->eval();  if (n->tx_valid(7)) ...
//
// Ports are numbered 0..num_ports()-1 (a leaf has one, port 0). Leaf-only calls have harmless
// defaults on a switch. trace() adds the model to an FST (only when the model was Verilated
// with tracing, COLLNET_HAS_TRACE).
//
// Idle skip (set_idle_skip(true); the network turns it on unless it dumps waves): a node whose
// last clock edge changed nothing but its running timeout counters, with the same inputs, is not
// evaluated in the following cycles (tick_low() / tick_high() return at once) until an input
// changes or a timer comes within one step of expiring; then its timers are advanced by the
// skipped edges and it is evaluated as before. Why this is exact:
//  * The next state and the outputs of a model are a function of its state and its inputs. The
//    check compares the whole Verilated state (the model's root object, inputs, outputs,
//    internal signals, SVA sampled values) after the last edge with the state after the edge
//    before, byte for byte, except the timer counters (t1_q / t2_q, their next-state t1_d /
//    t2_d and their SVA sampled copies), which must have stayed or gone down by exactly 1.
//  * The RTL reads a timer only as (t == 1), (t > 1), t - 1 (rtl/barrier/barrier_leaf.sv T1,
//    bar_ctrl.sv T2) and in its bound assertion (t <= reload, t == 0). While every counting timer
//    stays >= 2 these predicates do not change, so every following edge with the same inputs
//    makes the same transition again: the other state stays, each counting timer goes down by 1,
//    the outputs stay. A sleeping node is woken in the cycle its timer would be 2 (the edge that
//    takes it to 1 and the firing edge after it are evaluated), or as soon as an input changes.
//  * Anything else that changes per cycle (a free-running counter, a model with coverage
//    counters in its state) makes the comparison fail: such a node is simply never skipped.
// The skipped cycles are not dumped (waves turn the skip off) and their SVA are not evaluated:
// they would see the same values as the evaluated edge before them, timers aside.
// With the skip on, the falling-edge eval is left out for a node none of whose inputs changed
// since its last eval (tick_low): the RTL has no negedge clk logic, so with the same inputs
// that eval recomputes the values the rising-edge eval left, and the outputs the network
// samples between the two halves are registered or constant (rx_ready_o is 1 out of reset,
// asserted by AlwaysReady_A in the leaf and bar_reasm; release_o, release_seq_o, tx_valid_o,
// tx_pkt_o, reg_rvalid_o are flops; arrive_ready_o = enable & ~wait_q), so they equal their
// values after the rising edge. A node whose inputs were written is evaluated at the falling
// edge as without the skip: whether the rising-edge eval alone would settle the new inputs'
// combinational logic before the SVA sample it ($past, sampled values) depends on how
// Verilator orders its regions, which differs between models of the same RTL (a mutant schema
// of barrier_leaf.sv sampled a stale reg-interface accept: RspOnePerReq_A at cycle 11). The
// network turns the skip on only once the nodes are out of reset.
#pragma once

#include <verilated.h>
#if COLLNET_HAS_TRACE
#include <verilated_fst_c.h>
#endif

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>
#include <vector>

class VerilatedFstC;

namespace collnet::barrier {

/// The outputs the network samples every cycle, copied out of a model after each evaluation
/// (node::outputs), so that the network reads flat arrays instead of every model.
struct node_outputs {
  uint32_t tx_valid = 0;                       ///< bit p: tx_valid of port p
  uint32_t rx_ready = 0;                       ///< bit p: rx_ready of port p
  bool release = false, arrive_ready = false;  ///< leaf only
  unsigned release_seq = 0;                    ///< leaf only
};

/// One clocked model (switch or leaf) seen through its ports.
class node {
 public:
  virtual ~node() = default;
  /// Number of link ports (a leaf has one).
  virtual int num_ports() const = 0;
  /// True for a leaf.
  virtual bool is_leaf() const = 0;
  virtual void set_clk(bool v) = 0;
  virtual void set_rst_n(bool v) = 0;
  virtual void eval() = 0;
  /// Cycle `cycle` in two halves: clk low + eval, then clk high + eval (the rising edge). With
  /// the idle skip on, a sleeping node skips both (header comment); a caller may then leave out
  /// the calls for a sleeping node until an input changed or cycle sleep_until() came (the
  /// cycles are counted from the cycle numbers, not from the calls).
  /// tick_low returns true when the model was evaluated (false: its outputs are unchanged).
  virtual bool tick_low(uint64_t cycle) = 0;
  /// tick_high returns skipped, awake (evaluated) or asleep (evaluated, then went to sleep).
  enum class tick { skipped, awake, asleep };
  virtual tick tick_high(uint64_t cycle) = 0;
  /// For a node that went to sleep: the first cycle it must be ticked again, inputs unchanged
  /// (~0: none, only an input change wakes it).
  virtual uint64_t sleep_until() const = 0;
  /// Copies the sampled outputs.
  virtual void outputs(node_outputs& o) const = 0;
  /// Turns the idle skip on or off (off: tick_low/tick_high always evaluate); only while the
  /// node is awake (before the first cycle with the skip on).
  virtual void set_idle_skip(bool on) = 0;
  /// Rising edges not evaluated so far (idle skip).
  virtual uint64_t edges_skipped() const = 0;
  virtual bool tx_valid(int p) const = 0;
  virtual uint32_t tx_pkt(int p) const = 0;
  virtual void set_tx_ready(int p, bool r) = 0;
  /// tx_ready_i = 1 on every port.
  void set_tx_ready_all() {
    for (int p = 0; p < num_ports(); ++p) set_tx_ready(p, true);
  }
  virtual bool rx_ready(int p) const = 0;
  virtual void set_rx(int p, bool v, uint32_t pkt) = 0;
  virtual void set_reg(bool valid, bool write, uint32_t addr, uint32_t wdata) = 0;
  virtual bool reg_rvalid() const = 0;
  virtual uint32_t reg_rdata() const = 0;
  virtual bool reg_rerr() const = 0;
  // Leaf only (defaults for a switch).
  virtual void set_arrive(bool) {}
  virtual bool arrive_ready() const { return false; }
  virtual bool release() const { return false; }
  virtual unsigned release_seq() const { return 0; }
  /// Adds this model to an open FST trace (no-op without COLLNET_HAS_TRACE).
  virtual void trace(VerilatedFstC*) {}
  /// Switch only: per port p, req[p] bit g = group g has a packet pending for port p (the send
  /// scheduler's requests: the group's pending DISTRIBUTE bits, and its pending REDUCE on
  /// `parent_port`, -1 at the root), read from the model's state after its last evaluation.
  virtual void sched_req(int /*parent_port*/, uint32_t* /*req*/) const {}
};

/// Parts common to both models: clock, reset, register interface, trace.
template <class V>
class model_node : public node {
 public:
  model_node(VerilatedContext* ctx, const char* name) : m_(std::make_unique<V>(ctx, name)) {}
  void set_clk(bool v) override { m_->clk_i = v; }
  void set_rst_n(bool v) override { put(m_->rst_ni, v); }
  void eval() override {
    m_->eval();
    inputs_changed_ = false;
  }
  bool tick_low(uint64_t cycle) override {
    if (asleep_) {
      // Asleep since the edge of cycle slept_at_: this cycle's edge may be skipped too while no
      // input changed and at most limit_ edges are skipped in all.
      if (!woken_ && cycle - slept_at_ <= limit_) return false;
      wake(cycle - slept_at_ - 1);
    }
    m_->clk_i = 0;
    if (skip_ && !inputs_changed_) {
      // No input changed since the last eval: the falling edge would recompute the same
      // values (no negedge clk logic), and what the network samples between the two halves
      // (rx_ready, release, release_seq, arrive_ready) is registered or constant (header), so
      // it is the value after the last rising edge. Only the edge detector must see clk low.
      m_->rootp->__Vtrigrprev__TOP__clk_i = 0;
      return false;
    }
    m_->eval();
    inputs_changed_ = false;
    return true;
  }
  tick tick_high(uint64_t cycle) override {
    if (asleep_) return tick::skipped;
    m_->clk_i = 1;
    m_->eval();
    inputs_changed_ = false;
    if (skip_ && check_steady()) {
      slept_at_ = cycle;
      return tick::asleep;
    }
    return tick::awake;
  }
  uint64_t sleep_until() const override {
    return limit_ == ~uint64_t{0} ? limit_ : slept_at_ + limit_ + 1;
  }
  void set_idle_skip(bool on) override {
    skip_ = on;
    have_snap_ = false;
    if (on && snap_.empty()) snap_.resize(sizeof(root_t));
  }
  uint64_t edges_skipped() const override { return skipped_total_; }
  void set_reg(bool valid, bool write, uint32_t addr, uint32_t wdata) override {
    put(m_->reg_valid_i, valid);
    put(m_->reg_write_i, write);
    put(m_->reg_addr_i, addr);
    put(m_->reg_wdata_i, wdata);
  }
  bool reg_rvalid() const override { return m_->reg_rvalid_o; }
  uint32_t reg_rdata() const override { return m_->reg_rdata_o; }
  bool reg_rerr() const override { return m_->reg_rerr_o; }
#if COLLNET_HAS_TRACE
  void trace(VerilatedFstC* f) override {
    m_->trace(f, 99);
  }
#endif

 protected:
  using root_t = std::remove_pointer_t<decltype(V::rootp)>;
  /// One timeout counter: its register, its next-state value and its SVA sampled copy (all
  /// 16-bit, TMO_W), given by the derived class.
  struct timer {
    SData* q;
    SData* d;
    SData* sampled;
  };
  /// Writes a model input; a changed input wakes a sleeping node before its next evaluation.
  template <class T, class U>
  void put(T& field, U v) {
    const T nv = static_cast<T>(v);
    if (field != nv) {
      field = nv;
      woken_ = true;
      inputs_changed_ = true;
    }
  }
  /// Called once by the derived constructor: the byte ranges of the root object compared
  /// between edges (everything but the timer fields).
  void set_timers(std::vector<timer> t) {
    timers_ = std::move(t);
    const auto* base = reinterpret_cast<const unsigned char*>(m_->rootp);
    std::vector<std::pair<size_t, size_t>> skip;  // [offset, end) not compared
    for (const auto& tm : timers_)
      for (const SData* f : {tm.q, tm.d, tm.sampled}) {
        const size_t off = static_cast<size_t>(reinterpret_cast<const unsigned char*>(f) - base);
        skip.push_back({off, off + sizeof(SData)});
      }
    std::sort(skip.begin(), skip.end());
    size_t at = 0;
    for (const auto& r : skip) {
      if (r.first > at) cmp_.push_back({at, r.first - at});
      at = std::max(at, r.second);
    }
    if (at < sizeof(root_t)) cmp_.push_back({at, sizeof(root_t) - at});
  }

  std::unique_ptr<V> m_;  ///< the Verilated model

 private:
  /// The value of field f of the root object in the snapshot.
  SData& in_snap(const SData* f) {
    const auto off = reinterpret_cast<const unsigned char*>(f) -
                     reinterpret_cast<const unsigned char*>(m_->rootp);
    return *reinterpret_cast<SData*>(snap_.data() + off);
  }
  /// After an evaluated edge: go to sleep (true) when this edge repeated the one before (header).
  bool check_steady() {
    const auto* cur = reinterpret_cast<const unsigned char*>(m_->rootp);
    bool steady = have_snap_ && !woken_;
    for (size_t i = 0; steady && i < cmp_.size(); ++i)
      steady = std::memcmp(cur + cmp_[i].first, snap_.data() + cmp_[i].first, cmp_[i].second) == 0;
    uint64_t limit = ~uint64_t{0};
    counting_.assign(timers_.size(), false);
    for (size_t i = 0; steady && i < timers_.size(); ++i) {
      const auto& t = timers_[i];
      const unsigned dq = static_cast<unsigned>(in_snap(t.q) - *t.q) & 0xFFFFu;
      steady = dq <= 1 && (static_cast<unsigned>(in_snap(t.d) - *t.d) & 0xFFFFu) == dq &&
               (static_cast<unsigned>(in_snap(t.sampled) - *t.sampled) & 0xFFFFu) == dq;
      counting_[i] = dq == 1;
      if (dq == 1) limit = *t.q >= 3 ? std::min<uint64_t>(limit, *t.q - 2u) : 0;
    }
    std::memcpy(snap_.data(), cur, snap_.size());
    have_snap_ = true;
    woken_ = false;
    if (!steady || limit == 0) return false;
    asleep_ = true;
    limit_ = limit;
    return true;
  }
  /// Advances the counting timers (and the snapshot's) by the skipped edges.
  void wake(uint64_t skipped) {
    asleep_ = false;
    skipped_total_ += skipped;
    for (size_t i = 0; i < timers_.size(); ++i) {
      if (!counting_[i]) continue;
      for (SData* f : {timers_[i].q, timers_[i].d, timers_[i].sampled}) {
        *f = static_cast<SData>(*f - skipped);
        in_snap(f) = static_cast<SData>(in_snap(f) - skipped);
      }
    }
  }

  std::vector<timer> timers_;
  std::vector<std::pair<size_t, size_t>> cmp_;  ///< [offset, length) compared
  std::vector<unsigned char> snap_;             ///< root object after the last evaluated edge
  std::vector<bool> counting_;                  ///< [timer] goes down while asleep
  bool skip_ = false, have_snap_ = false, asleep_ = false, woken_ = false;
  bool inputs_changed_ = true;  ///< an input was written since the model's last eval
  uint64_t slept_at_ = 0, limit_ = 0, skipped_total_ = 0;
};

/// A Verilated barrier_switch (any configuration class V).
template <class V>
class switch_node : public model_node<V> {
 public:
  switch_node(VerilatedContext* ctx, const char* name) : model_node<V>(ctx, name) {
    auto* r = this->m_->rootp;
#define COLLNET_BAR_T2(g)                                                                              \
  {                                                                                                    \
    &r->barrier_switch__DOT__i_ctrl__DOT__gen_group__BRA__##g##__KET____DOT__t2_q,                     \
        &r->barrier_switch__DOT__i_ctrl__DOT__gen_group__BRA__##g##__KET____DOT__t2_d,                 \
        &r->__Vsampled__TOP__barrier_switch__DOT__i_ctrl__DOT__gen_group__BRA__##g##__KET____DOT__t2_q \
  }
    this->set_timers({COLLNET_BAR_T2(0), COLLNET_BAR_T2(1), COLLNET_BAR_T2(2), COLLNET_BAR_T2(3)});
#undef COLLNET_BAR_T2
#define COLLNET_BAR_PEND(g)                                                                       \
  {                                                                                               \
    [](const root_t* q) -> uint32_t {                                                             \
      return q->barrier_switch__DOT__i_ctrl__DOT__gen_group__BRA__##g##__KET____DOT__red_pend_q;  \
    },                                                                                            \
        [](const root_t* q) -> uint32_t {                                                         \
          return q                                                                                \
              ->barrier_switch__DOT__i_ctrl__DOT__gen_group__BRA__##g##__KET____DOT__dist_pend_q; \
        }                                                                                         \
  }
    pend_ = {{COLLNET_BAR_PEND(0), COLLNET_BAR_PEND(1), COLLNET_BAR_PEND(2), COLLNET_BAR_PEND(3)}};
#undef COLLNET_BAR_PEND
  }
  void sched_req(int parent_port, uint32_t* req) const override {
    const auto* r = this->m_->rootp;
    for (int p = 0; p < num_ports(); ++p) req[p] = 0;
    for (unsigned g = 0; g < pend_.size(); ++g) {
      for (uint32_t m = pend_[g].dist(r); m; m &= m - 1) req[__builtin_ctz(m)] |= 1u << g;
      if (parent_port >= 0 && pend_[g].red(r)) req[parent_port] |= 1u << g;
    }
  }
  int num_ports() const override {
    return static_cast<int>(sizeof(this->m_->rx_pkt_i) / sizeof(this->m_->rx_pkt_i[0]));
  }
  bool is_leaf() const override {
    return false;
  }
  bool tx_valid(int p) const override {
    return (this->m_->tx_valid_o >> p) & 1u;
  }
  uint32_t tx_pkt(int p) const override {
    return this->m_->tx_pkt_o[p];
  }
  void set_tx_ready(int p, bool r) override {
    set_bit(this->m_->tx_ready_i, p, r);
  }
  bool rx_ready(int p) const override {
    return (this->m_->rx_ready_o >> p) & 1u;
  }
  void set_rx(int p, bool v, uint32_t pkt) override {
    set_bit(this->m_->rx_valid_i, p, v);
    this->put(this->m_->rx_pkt_i[p], pkt);
  }
  void outputs(node_outputs& o) const override {
    o.tx_valid = this->m_->tx_valid_o;
    o.rx_ready = this->m_->rx_ready_o;
  }

 private:
  using root_t = typename model_node<V>::root_t;
  template <class T>
  void set_bit(T& word, int p, bool v) {
    this->put(word, v ? (word | (T{1} << p)) : (word & ~(T{1} << p)));
  }
  /// Per group: its pending REDUCE bit and pending DISTRIBUTE port mask (bar_ctrl red_pend_q,
  /// dist_pend_q).
  struct pending {
    uint32_t (*red)(const root_t*);
    uint32_t (*dist)(const root_t*);
  };
  std::array<pending, 4> pend_{};
};

/// A Verilated barrier_leaf (any configuration class V).
template <class V>
class leaf_node : public model_node<V> {
 public:
  leaf_node(VerilatedContext* ctx, const char* name) : model_node<V>(ctx, name) {
    auto* r = this->m_->rootp;
    this->set_timers({{&r->barrier_leaf__DOT__t1_q, &r->barrier_leaf__DOT__t1_d,
                       &r->__Vsampled__TOP__barrier_leaf__DOT__t1_q}});
  }
  int num_ports() const override { return 1; }
  bool is_leaf() const override { return true; }
  bool tx_valid(int) const override { return this->m_->tx_valid_o; }
  uint32_t tx_pkt(int) const override { return this->m_->tx_pkt_o; }
  void set_tx_ready(int, bool r) override { this->put(this->m_->tx_ready_i, r); }
  bool rx_ready(int) const override { return this->m_->rx_ready_o; }
  void set_rx(int, bool v, uint32_t pkt) override {
    this->put(this->m_->rx_valid_i, v);
    this->put(this->m_->rx_pkt_i, pkt);
  }
  void set_arrive(bool v) override { this->put(this->m_->arrive_valid_i, v); }
  void outputs(node_outputs& o) const override {
    o.tx_valid = this->m_->tx_valid_o;
    o.rx_ready = this->m_->rx_ready_o;
    o.release = this->m_->release_o;
    o.arrive_ready = this->m_->arrive_ready_o;
    o.release_seq = this->m_->release_seq_o;
  }
  bool arrive_ready() const override { return this->m_->arrive_ready_o; }
  bool release() const override { return this->m_->release_o; }
  unsigned release_seq() const override { return this->m_->release_seq_o; }
};

}  // namespace collnet::barrier
