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
#pragma once

#include <verilated.h>
#if COLLNET_HAS_TRACE
#include <verilated_fst_c.h>
#endif

#include <cstdint>
#include <memory>
#include <type_traits>

class VerilatedFstC;

namespace collnet::barrier {

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
};

/// Parts common to both models: clock, reset, register interface, trace.
template <class V>
class model_node : public node {
 public:
  model_node(VerilatedContext* ctx, const char* name) : m_(std::make_unique<V>(ctx, name)) {}
  void set_clk(bool v) override { m_->clk_i = v; }
  void set_rst_n(bool v) override { m_->rst_ni = v; }
  void eval() override { m_->eval(); }
  void set_reg(bool valid, bool write, uint32_t addr, uint32_t wdata) override {
    m_->reg_valid_i = valid;
    m_->reg_write_i = write;
    m_->reg_addr_i = addr;
    m_->reg_wdata_i = wdata;
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
  std::unique_ptr<V> m_;  ///< the Verilated model
};

/// A Verilated barrier_switch (any configuration class V).
template <class V>
class switch_node : public model_node<V> {
 public:
  using model_node<V>::model_node;
  int num_ports() const override {
    return static_cast<int>(sizeof(this->m_->rx_pkt_i) / sizeof(this->m_->rx_pkt_i[0]));
  }
  bool is_leaf() const override { return false; }
  bool tx_valid(int p) const override { return (this->m_->tx_valid_o >> p) & 1u; }
  uint32_t tx_pkt(int p) const override { return this->m_->tx_pkt_o[p]; }
  void set_tx_ready(int p, bool r) override { set_bit(this->m_->tx_ready_i, p, r); }
  bool rx_ready(int p) const override { return (this->m_->rx_ready_o >> p) & 1u; }
  void set_rx(int p, bool v, uint32_t pkt) override {
    set_bit(this->m_->rx_valid_i, p, v);
    this->m_->rx_pkt_i[p] =
        static_cast<std::remove_reference_t<decltype(this->m_->rx_pkt_i[0])>>(pkt);
  }

 private:
  template <class T>
  static void set_bit(T& word, int p, bool v) {
    word = static_cast<T>(v ? (word | (T{1} << p)) : (word & ~(T{1} << p)));
  }
};

/// A Verilated barrier_leaf (any configuration class V).
template <class V>
class leaf_node : public model_node<V> {
 public:
  using model_node<V>::model_node;
  int num_ports() const override { return 1; }
  bool is_leaf() const override { return true; }
  bool tx_valid(int) const override { return this->m_->tx_valid_o; }
  uint32_t tx_pkt(int) const override { return this->m_->tx_pkt_o; }
  void set_tx_ready(int, bool r) override { this->m_->tx_ready_i = r; }
  bool rx_ready(int) const override { return this->m_->rx_ready_o; }
  void set_rx(int, bool v, uint32_t pkt) override {
    this->m_->rx_valid_i = v;
    this->m_->rx_pkt_i = static_cast<std::remove_reference_t<decltype(this->m_->rx_pkt_i)>>(pkt);
  }
  void set_arrive(bool v) override { this->m_->arrive_valid_i = v; }
  bool arrive_ready() const override { return this->m_->arrive_ready_o; }
  bool release() const override { return this->m_->release_o; }
  unsigned release_seq() const override { return this->m_->release_seq_o; }
};

}  // namespace collnet::barrier
