// bar_bare_bench.h: the barrier switch and leaf in bare clocked loops for directed GoogleTests
// (bar_clear_same_cycle_test.cpp, bar_rule_directed_test.cpp): the RTL (Verilated, seen
// through verif/envs/barrier_net/bar_node.h) and the reference models (scoreboards/barrier)
// behind one interface, so that a test runs the same stimulus on both: write() a register,
// cycle() one edge with its transfers and register access (the response read after the edge),
// sent = every packet transferred out.
#pragma once

#include <verilated.h>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "Vbar_leaf.h"
#include "Vbar_leaf___024root.h"  // bar_node.h's idle skip reads the models' state
#include "Vbar_switch.h"
#include "Vbar_switch___024root.h"
#include "bar_leaf_model.h"
#include "bar_net_regs.h"
#include "bar_node.h"
#include "bar_pkt.h"
#include "bar_switch_model.h"

namespace collnet::barrier::bare {

namespace reg = collnet::barrier::net_reg;

constexpr unsigned kSeqBits = 2;  // Vbar_switch and Vbar_leaf (rtl/barrier/configs.json)
constexpr int kParentPort = 7;    // parent port of the switch's intermediate group
constexpr unsigned kLeafGroup = 5;
constexpr unsigned kPktMask = (1u << (13 + kSeqBits)) - 1u;

/// One register write.
struct wr {
  uint32_t addr, data;
};
/// Inputs of one cycle: packets offered per port, and the leaf's arrive.
struct cycle_in {
  std::vector<std::pair<int, uint32_t>> rx;
  bool arrive = false;
};
/// Register access of a cycle.
constexpr int kNone = 0, kRead = 1, kClear = 2;

/// An RTL model in a clocked loop: inputs set, one rising edge, outputs read.
template <class N>
class bench {
 public:
  bench() : ctx_(std::make_unique<VerilatedContext>()), n_(ctx_.get(), "dut") {
    ctx_->fatalOnError(false);  // an assertion is recorded, checked at the end
    n_.set_tx_ready_all();
    n_.set_reg(false, false, 0, 0);
    for (int p = 0; p < n_.num_ports(); ++p) n_.set_rx(p, false, 0);
    n_.set_rst_n(false);
    for (int i = 0; i < 3; ++i) edge();
    n_.set_rst_n(true);
    edge();
  }
  /// One rising edge with the inputs as set.
  void edge() {
    n_.set_clk(false);
    n_.eval();
    n_.set_clk(true);
    n_.eval();
  }
  void write(uint32_t a, uint32_t d) {
    n_.set_reg(true, true, a, d);
    edge();
    EXPECT_TRUE(n_.reg_rvalid() && !n_.reg_rerr()) << "write 0x" << std::hex << a;
    n_.set_reg(false, false, 0, 0);
  }
  /// Drives cycle k's inputs and a register access (none, read or clear of `a`); returns the
  /// read data (the value before this edge) for a read.
  uint32_t cycle(const cycle_in& in, int access, uint32_t a) {
    for (int p = 0; p < n_.num_ports(); ++p) n_.set_rx(p, false, 0);
    for (const auto& [p, pkt] : in.rx) n_.set_rx(p, true, pkt);
    n_.set_arrive(in.arrive);
    n_.set_reg(access != kNone, access == kClear, a, access == kClear ? 0xFFFFFFFFu : 0u);
    for (int p = 0; p < n_.num_ports(); ++p)  // tx_ready is 1: an offered packet transfers
      if (n_.tx_valid(p)) sent.push_back({p, n_.tx_pkt(p)});
    edge();
    const uint32_t d = n_.reg_rdata();
    if (access != kNone) {
      EXPECT_TRUE(n_.reg_rvalid() && !n_.reg_rerr());
    }
    n_.set_reg(false, false, 0, 0);
    return d;
  }
  bool sva_failed() const { return ctx_->gotError(); }
  std::vector<std::pair<int, uint32_t>> sent;  ///< packets transferred out: (port, packet)

 private:
  std::unique_ptr<VerilatedContext> ctx_;
  N n_;
};

/// The reference models (scoreboards/barrier) driven like the RTL: each edge's transfers and
/// register access, the response read after the edge. They must follow the same rule.
/// model_bench<MODEL> is what the leaf's and the switch's have in common: every tx port ready,
/// the register write and the register access of a cycle.
template <class MODEL>
class model_bench {
 public:
  void write(uint32_t a, uint32_t d) {
    typename MODEL::edge_in in = ready_in();
    in.reg_valid = in.reg_write = true;
    in.reg_addr = a;
    in.reg_wdata = d;
    typename MODEL::edge_out out;
    m_.edge(in, out);
    EXPECT_FALSE(out.reg_rerr) << "write 0x" << std::hex << a;
  }
  bool sva_failed() const { return false; }
  std::vector<std::pair<int, uint32_t>> sent;  ///< packets transferred out: (port, packet)

 protected:
  template <class... A>
  explicit model_bench(const A&... a) : m_(a...) {}
  /// An edge's inputs with every tx port ready and nothing else.
  static typename MODEL::edge_in ready_in() {
    typename MODEL::edge_in in;
    in.tx_ready = static_cast<decltype(in.tx_ready)>(~0u);
    return in;
  }
  /// One edge with the register access (none, read or clear of `a`); returns the model's
  /// outputs.
  typename MODEL::edge_out edge(typename MODEL::edge_in& in, int access, uint32_t a) {
    in.reg_valid = access != kNone;
    in.reg_write = access == kClear;
    in.reg_addr = a;
    in.reg_wdata = access == kClear ? 0xFFFFFFFFu : 0u;
    typename MODEL::edge_out out;
    m_.edge(in, out);
    return out;
  }

  MODEL m_;
};

class leaf_model_bench : public model_bench<collnet::barrier::bar_leaf_model> {
 public:
  leaf_model_bench() : model_bench(kSeqBits) {}
  uint32_t cycle(const cycle_in& c, int access, uint32_t a) {
    auto in = ready_in();
    in.arrive = c.arrive && m_.arrive_ready();
    for (const auto& [p, pkt] : c.rx) {
      in.rx_valid = true;
      in.rx_pkt = static_cast<std::uint16_t>(pkt);
    }
    const auto out = edge(in, access, a);
    if (out.tx_xfer) sent.push_back({0, out.tx_pkt});
    return out.reg_rdata;
  }
};

class switch_model_bench : public model_bench<collnet::barrier::bar_switch_model> {
 public:
  switch_model_bench() : model_bench(collnet::barrier::bar_switch_params{8, 4, kSeqBits}) {}
  uint32_t cycle(const cycle_in& c, int access, uint32_t a) {
    auto in = ready_in();
    for (const auto& [p, pkt] : c.rx) {
      in.rx_valid |= 1u << p;
      in.rx_pkt[static_cast<size_t>(p)] = static_cast<std::uint16_t>(pkt);
    }
    const auto out = edge(in, access, a);
    for (unsigned p = 0; p < 8; ++p)
      if ((out.tx_xfer >> p) & 1u) sent.push_back({static_cast<int>(p), out.tx_pkt[p]});
    return out.reg_rdata;
  }
  const collnet::barrier::bar_rule_hits& rule_hits() const { return m_.rule_hits(); }
};

inline uint32_t red(unsigned g, unsigned s) {
  return bar_pack(BAR_REDUCE, g, s, kSeqBits);
}
inline uint32_t dist(unsigned g, unsigned s) {
  return bar_pack(BAR_DISTRIBUTE, g, s, kSeqBits);
}
using sw_rtl = bench<collnet::barrier::switch_node<Vbar_switch>>;
using leaf_rtl = bench<collnet::barrier::leaf_node<Vbar_leaf>>;

}  // namespace collnet::barrier::bare
