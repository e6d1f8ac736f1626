// bar_leaf_env<MODEL>: environment of one barrier leaf (barrier_leaf). Software side: arrive
// requests (held until arrive_ready); link side: a queue of packets offered to rx, tx_ready
// random (+ready_pct); register queue. Every edge the monitor feeds bar_leaf_model and checks:
// tx packets (bar_scoreboard, port 0), release_o/release_seq_o, arrive_ready_o, waiting_o, seq_o
// (BAR_LEAF_OUT), register responses (BAR_SB_REG). Stimulus rule (README leaves the same-edge
// order open): no arrive at the edge after a packet transfer into the leaf.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <random>
#include <string>

#include <fmt/format.h>

#include "bar_leaf_model.h"
#include "bar_pkt.h"
#include "bar_scoreboard.h"
#include "bar_switch_cov.h"
#include "bar_switch_env.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

template <typename MODEL>
class bar_leaf_env : public uvm::uvm_env {
 public:
  UVM_COMPONENT_PARAM_UTILS(bar_leaf_env<MODEL>, "bar_leaf_env");
  explicit bar_leaf_env(uvm::uvm_component_name name) : uvm::uvm_env(name) {}

  void setup(vlh::vl_harness<MODEL>* h, unsigned seq_bits, std::uint64_t seed) {
    m_h = h;
    m_sb = seq_bits;
    m_model = std::make_unique<bar_leaf_model>(seq_bits);
    m_rng.seed(seed);
    m_ready_pct = static_cast<unsigned>(uvm::plusargs::get_u64("ready_pct", 80));
  }
  bar_scoreboard* sb = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::build_phase(phase);
    sb = bar_scoreboard::type_id::create("scoreboard", this);
    sb->configure(1, m_sb, uvm::plusargs::get_u64("bar_sb_window", 0));
    if (!uvm::plusargs::has("nocov"))
      m_lcg = std::make_unique<bar_value_cg>("bar_leaf_cg", get_full_name() + ".bar_leaf_cg",
                                             bar_leaf_bins());
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::connect_phase(phase);
    m_h->on_sample([this] { sample(); });
    m_h->on_drive([this] { drive(); });
  }
  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::report_phase(phase);
    UVM_INFO("BAR_LEAF",
             fmt::format("{} release(s) checked, {} timeout(s), {} register "
                         "response(s) checked",
                         m_releases, m_timeouts, m_reg_checked),
             uvm::UVM_LOW);
    if (m_lcg)
      UVM_INFO("BAR_COV", fmt::format("bar_leaf_cg {:.1f}%", m_lcg->get_inst_coverage()),
               uvm::UVM_LOW);
  }

  void send(std::uint16_t pkt, std::uint64_t earliest) { m_rx.push_back({earliest, pkt}); }
  void reg(bar_reg_op op) { m_regs.push_back(op); }
  void arrive() { ++m_arrives; }
  /// true: an arrive may be driven at the edge after a packet transfer into the leaf (the
  /// same-edge directed test; README "Same-edge cases").
  void set_arrive_after_rx(bool on) { m_arrive_after_rx = on; }
  void on_tx(std::function<void(std::uint64_t, std::uint16_t)> fn) { m_tx_fn = std::move(fn); }
  void on_release(std::function<void(std::uint64_t, unsigned)> fn) { m_rel_fn = std::move(fn); }
  bool quiet() const {
    return m_rx.empty() && m_regs.empty() && !m_reg_resp_due && m_arrives == 0 && m_model->idle();
  }
  std::uint64_t edge() const { return m_h->cycle(); }
  const bar_leaf_model& model() const { return *m_model; }

 private:
  void sample() {
    MODEL& m = m_h->model();
    const std::uint64_t e = m_h->cycle() + 1;
    // Outputs of the cycle after the previous edge, against the model.
    if (m_started) {
      if (m.release_o != m_model->release() ||
          (m.release_o && m.release_seq_o != m_model->release_seq()) ||
          m.arrive_ready_o != m_model->arrive_ready() || m.waiting_o != m_model->waiting() ||
          m.seq_o != m_model->seq())
        UVM_ERROR("BAR_LEAF_OUT",
                  fmt::format("edge {}: release {}/{} arrive_ready {} waiting {} seq {}; model "
                              "{}/{} {} {} {}",
                              e, int(m.release_o), int(m.release_seq_o), int(m.arrive_ready_o),
                              int(m.waiting_o), int(m.seq_o), int(m_model->release()),
                              m_model->release_seq(), int(m_model->arrive_ready()),
                              int(m_model->waiting()), m_model->seq()));
      if (m.release_o) {
        ++m_releases;
        if (m_rel_fn) m_rel_fn(e, m.release_seq_o);
      }
    }
    m_started = true;
    bar_leaf_model::edge_in in;
    in.arrive = m.arrive_valid_i && m.arrive_ready_o;
    in.rx_valid = m.rx_valid_i && m.rx_ready_o;
    in.rx_pkt = static_cast<std::uint16_t>(m.rx_pkt_i);
    in.tx_ready = m.tx_ready_i;
    in.reg_valid = m.reg_valid_i && m.reg_ready_o;
    in.reg_write = m.reg_write_i;
    in.reg_addr = m.reg_addr_i;
    in.reg_wdata = m.reg_wdata_i;
    m_rx_taken = in.rx_valid;
    m_reg_taken = in.reg_valid;
    m_arrive_taken = in.arrive;
    if (m_reg_resp_due) {
      ++m_reg_checked;
      if (!m.reg_rvalid_o || m.reg_rerr_o != m_resp.reg_rerr || m.reg_rdata_o != m_resp.reg_rdata)
        UVM_ERROR("BAR_SB_REG",
                  fmt::format("edge {}: addr 0x{:03x}: got rvalid {} rdata 0x{:x} "
                              "rerr {}, model 0x{:x} rerr {}",
                              e, m_last_addr, int(m.reg_rvalid_o), m.reg_rdata_o, int(m.reg_rerr_o),
                              m_resp.reg_rdata, int(m_resp.reg_rerr)));
      m_reg_resp_due = false;
    }
    m_model->edge(in, m_out);
    if (in.reg_valid) {
      m_resp = m_out;
      m_reg_resp_due = true;
      m_last_addr = in.reg_addr;
    }
    if (m_out.timeout) {
      ++m_timeouts;
      if (m_lcg) m_lcg->hit(leaf_ev_t1_resend);
    }
    if (m_out.stale && m_lcg) m_lcg->hit(leaf_ev_dist_stale);
    if (m_model->release() && m_lcg) m_lcg->hit(leaf_ev_release);
    if (m_out.tx_xfer) sb->expect(e, 0, m_out.tx_pkt);
    if (m.tx_valid_o && m.tx_ready_i) {
      const auto pkt = static_cast<std::uint16_t>(m.tx_pkt_o);
      sb->observe(e, 0, pkt);
      if (m_tx_fn) m_tx_fn(e, pkt);
    }
    sb->tick(e);
  }

  void drive() {
    MODEL& m = m_h->model();
    if (m_h->in_reset()) {
      m.rx_valid_i = 0;
      m.tx_ready_i = 0;
      m.reg_valid_i = 0;
      m.arrive_valid_i = 0;
      return;
    }
    const std::uint64_t next = m_h->cycle() + 1;
    const bool rx_was_taken = m_rx_taken;
    if (m_rx_taken) m_rx.pop_front();
    m_rx_taken = false;
    if (m_reg_taken) m_regs.pop_front();
    m_reg_taken = false;
    if (m_arrive_taken) --m_arrives;
    m_arrive_taken = false;
    const bool offer = !m_rx.empty() && m_rx.front().earliest <= next;
    m.rx_valid_i = offer;
    if (offer) m.rx_pkt_i = m_rx.front().pkt;
    m.tx_ready_i = (m_rng() % 100) < m_ready_pct;
    m.arrive_valid_i = m_arrives > 0 && (m_arrive_after_rx || !rx_was_taken);
    if (!m_regs.empty()) {
      m.reg_valid_i = 1;
      m.reg_write_i = m_regs.front().write;
      m.reg_addr_i = m_regs.front().addr;
      m.reg_wdata_i = m_regs.front().data;
    } else {
      m.reg_valid_i = 0;
    }
  }

  struct rx_item {
    std::uint64_t earliest;
    std::uint16_t pkt;
  };
  vlh::vl_harness<MODEL>* m_h = nullptr;
  unsigned m_sb = 2;
  std::unique_ptr<bar_leaf_model> m_model;
  bar_leaf_model::edge_out m_out, m_resp;
  std::deque<rx_item> m_rx;
  std::deque<bar_reg_op> m_regs;
  unsigned m_arrives = 0;
  bool m_rx_taken = false, m_reg_taken = false, m_arrive_taken = false, m_reg_resp_due = false;
  bool m_started = false;
  bool m_arrive_after_rx = false;
  unsigned m_last_addr = 0;
  std::uint64_t m_reg_checked = 0, m_releases = 0, m_timeouts = 0;
  unsigned m_ready_pct = 80;
  std::mt19937_64 m_rng;
  std::function<void(std::uint64_t, std::uint16_t)> m_tx_fn;
  std::function<void(std::uint64_t, unsigned)> m_rel_fn;
  std::unique_ptr<bar_value_cg> m_lcg;
};

}  // namespace collnet::barrier
