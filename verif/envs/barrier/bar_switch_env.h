// bar_switch_env<MODEL>: environment of one barrier switch (any Verilated barrier_switch model).
//
//   link drivers (one per port): a queue of packets per port, each offered from its earliest edge
//     on, valid held until the transfer (rx_ready obeyed); tx_ready of every port random
//     (+ready_pct, default 100). Rule of the stimulus (avoids a same-edge ordering the README does
//     not define): a good-CRC packet of group g is not offered in the same edge as a DISTRIBUTE of
//     group g on another port.
//   register driver: a queue of accesses, one per cycle.
//   monitor (harness sample callback, every edge): rx, tx and register transfers -> the reference
//     model (bar_switch_model) -> bar_scoreboard (packets) and the register response check
//     (BAR_SB_REG: rerr always, rdata when the model knows the value) -> coverage.
//   on_tx(fn): the test's reactive network (parent and children) sees every transferred packet.
//   Checker self-test hooks (off unless +bar_fault=<kind> is given; used only by _bad tests): the
//   monitor's view of one transfer is falsified before it reaches the checker, so the checker
//   itself must fire (the DUT and the reactive network are untouched). +bar_fault_at=N (default
//   5) picks the N-th tx packet (1-based, all ports) or the N-th register response.
//   | kind        | falsified view                                     | must fire       |
//   |-------------|----------------------------------------------------|-----------------|
//   | tx_corrupt  | the packet's seq field + 1 (CRC recomputed)        | BAR_SB_MISMATCH |
//   | tx_hide     | the packet is not reported at all                  | BAR_SB_MISSING  |
//   | tx_extra    | the packet is reported twice at its edge and port  | BAR_SB_EXTRA    |
//   | reg_corrupt | rdata bit 0 of the response flipped                | BAR_SB_REG      |
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <type_traits>

#include <fmt/format.h>

#include "bar_pkt.h"
#include "bar_scoreboard.h"
#include "bar_switch_cov.h"
#include "bar_switch_model.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

struct bar_reg_op {
  bool write = false;
  unsigned addr = 0;
  std::uint32_t data = 0;
};

template <typename MODEL>
class bar_switch_env : public uvm::uvm_env {
 public:
  static constexpr unsigned kMaxPorts = bar_switch_model::kMaxPorts;
  using tx_fn = std::function<void(std::uint64_t edge, unsigned port, std::uint16_t pkt)>;

  UVM_COMPONENT_PARAM_UTILS(bar_switch_env<MODEL>, "bar_switch_env");
  explicit bar_switch_env(uvm::uvm_component_name name) : uvm::uvm_env(name) {}

  void setup(vlh::vl_harness<MODEL>* h, bar_switch_params p, std::uint64_t seed) {
    m_h = h;
    m_p = p;
    m_model = std::make_unique<bar_switch_model>(p);
    m_rng.seed(seed);
    m_ready_pct = static_cast<unsigned>(uvm::plusargs::get_u64("ready_pct", 100));
    m_fault = uvm::plusargs::get_string("bar_fault", "");
    m_fault_at = uvm::plusargs::get_u64("bar_fault_at", 5);
    if (!m_fault.empty() && m_fault != "tx_corrupt" && m_fault != "tx_hide" &&
        m_fault != "tx_extra" && m_fault != "reg_corrupt")
      UVM_FATAL("BAR_FAULT", fmt::format("unknown +bar_fault={}", m_fault));
  }

  bar_scoreboard* sb = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::build_phase(phase);
    sb = bar_scoreboard::type_id::create("scoreboard", this);
    sb->configure(m_p.num_ports, m_p.seq_bits, uvm::plusargs::get_u64("bar_sb_window", 0));
    if (!uvm::plusargs::has("nocov")) {
      const std::string n = get_full_name();
      m_cg = std::make_unique<bar_switch_cg>(n + ".bar_switch_cg", m_p.num_ports);
      m_tcg = std::make_unique<bar_timeout_cg>(n + ".bar_timeout_cg");
      m_ccg = std::make_unique<bar_value_cg>("bar_contend_cg", n + ".bar_contend_cg",
                                             bar_contending_bins(m_p.num_groups));
      m_ecg = std::make_unique<bar_value_cg>("bar_error_cg", n + ".bar_error_cg",
                                             bar_error_bins(m_p.num_groups));
      m_acg = std::make_unique<bar_value_cg>("bar_arrival_cg", n + ".bar_arrival_cg",
                                             bar_port_bins(m_p.num_ports));
    }
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::connect_phase(phase);
    m_h->on_sample([this] { sample(); });
    m_h->on_drive([this] { drive(); });
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::report_phase(phase);
    if (m_cg)
      UVM_INFO("BAR_COV",
               fmt::format("bar_switch_cg {:.1f}%  bar_timeout_cg {:.1f}%  bar_contend_cg {:.1f}%  "
                           "bar_error_cg {:.1f}%  bar_arrival_cg {:.1f}%",
                           m_cg->get_inst_coverage(), m_tcg->get_inst_coverage(),
                           m_ccg->get_inst_coverage(), m_ecg->get_inst_coverage(),
                           m_acg->get_inst_coverage()),
               uvm::UVM_LOW);
    UVM_INFO("BAR_REG", fmt::format("{} register response(s) checked", m_reg_checked),
             uvm::UVM_LOW);
  }

  // ---- stimulus API (tests, from the run thread or from on_tx callbacks) ----
  void send(unsigned port, std::uint16_t pkt, std::uint64_t earliest) {
    m_rx[port].push_back({earliest, pkt});
  }
  void reg(bar_reg_op op) { m_regs.push_back(op); }
  void set_ready_pct(unsigned pct) { m_ready_pct = pct; }
  /// true: drop the stimulus rule (a good packet of g may be offered at the edge of a DISTRIBUTE
  /// of g on another port); the same-edge directed test uses it (README "Same-edge cases").
  void set_same_edge(bool on) { m_same_edge = on; }
  void on_tx(tx_fn fn) { m_tx_fn = std::move(fn); }
  bool stimulus_done() const {
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (!m_rx[p].empty()) return false;
    return m_regs.empty() && !m_reg_resp_due;
  }
  bool quiet() const { return stimulus_done() && m_model->idle(); }
  const bar_switch_model& model() const { return *m_model; }
  std::uint64_t edge() const { return m_h->cycle(); }

 private:
  struct rx_item {
    std::uint64_t earliest;
    std::uint16_t pkt;
  };

  void sample() {
    MODEL& m = m_h->model();
    const std::uint64_t e = m_h->cycle() + 1;  // the edge about to happen
    bar_switch_model::edge_in in;
    in.rx_valid = static_cast<std::uint32_t>(m.rx_valid_i & m.rx_ready_o);
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (in.rx_valid & (1u << p)) in.rx_pkt[p] = static_cast<std::uint16_t>(m.rx_pkt_i[p]);
    in.tx_ready = static_cast<std::uint32_t>(m.tx_ready_i);
    in.reg_valid = m.reg_valid_i && m.reg_ready_o;
    in.reg_write = m.reg_write_i;
    in.reg_addr = m.reg_addr_i;
    in.reg_wdata = m.reg_wdata_i;
    m_rx_taken = in.rx_valid;
    m_reg_taken = in.reg_valid;
    // Register response of the access accepted at the previous edge.
    if (m_reg_resp_due) {
      ++m_reg_checked;
      std::uint32_t rdata = m.reg_rdata_o;
      if (m_fault == "reg_corrupt" && m_reg_checked == m_fault_at) {
        rdata ^= 1u;
        UVM_INFO("BAR_FAULT", fmt::format("edge {}: register rdata falsified (self-test)", e),
                 uvm::UVM_LOW);
      }
      if (!m.reg_rvalid_o)
        UVM_ERROR("BAR_SB_REG", fmt::format("edge {}: no register response", e));
      else if (m.reg_rerr_o != m_resp.reg_rerr ||
               (m_resp.reg_rdata_known && rdata != m_resp.reg_rdata))
        UVM_ERROR("BAR_SB_REG",
                  fmt::format("edge {}: {} 0x{:03x}: got rdata 0x{:x} rerr {}, "
                              "model 0x{:x} rerr {}",
                              e, m_last_reg.write ? "write" : "read", m_last_reg.addr, rdata,
                              int(m.reg_rerr_o), m_resp.reg_rdata, int(m_resp.reg_rerr)));
      m_reg_resp_due = false;
    }
    m_model->edge(in, m_out);
    if (in.reg_valid) {
      m_resp = m_out;
      m_reg_resp_due = true;
      m_last_reg = {in.reg_write, in.reg_addr, in.reg_wdata};
    }
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (m_out.tx_xfer & (1u << p)) sb->expect(e, p, m_out.tx_pkt[p]);
    const std::uint32_t tx = static_cast<std::uint32_t>(m.tx_valid_o & m.tx_ready_i);
    for (unsigned p = 0; p < m_p.num_ports; ++p) {
      if (!(tx & (1u << p))) continue;
      const auto pkt = static_cast<std::uint16_t>(m.tx_pkt_o[p]);
      if (m_fault.empty() || ++m_tx_seen != m_fault_at || m_fault == "reg_corrupt") {
        sb->observe(e, p, pkt);
      } else {
        UVM_INFO("BAR_FAULT",
                 fmt::format("edge {} port {}: {} of {} (self-test)", e, p, m_fault,
                             bar_str(pkt, m_p.seq_bits)),
                 uvm::UVM_LOW);
        if (m_fault == "tx_corrupt") {
          const bar_fields f = bar_unpack(pkt, m_p.seq_bits);
          sb->observe(e, p, bar_pack(f.kind, f.group, f.seq + 1, m_p.seq_bits));
        } else if (m_fault == "tx_extra") {
          sb->observe(e, p, pkt);
          sb->observe(e, p, pkt);
        }  // tx_hide: not reported
      }
      if (m_tx_fn) m_tx_fn(e, p, pkt);
    }
    sb->tick(e);
    if (m_cg) cover();
  }

  void cover() {
    for (unsigned g = 0; g < m_p.num_groups; ++g) {
      const bar_group_events& ev = m_out.ev[g];
      const int role = m_model->is_root(g) ? 1 : 0;
      auto hit = [&](int k) {
        m_cg->event.set(k);
        m_cg->role.set(role);
        m_cg->sample();
      };
      if (ev.red_cur & ~ev.red_dup) hit(ev_red_cur);
      if (ev.red_stale) hit(ev_red_stale);
      if (ev.red_dup) hit(ev_red_dup);
      if (ev.dist_cur) hit(ev_dist_cur);
      if (ev.dist_stale) hit(ev_dist_stale);
      if (ev.completed) {
        hit(ev_completed);
        const std::uint32_t last = ev.red_cur & ~ev.red_dup;
        for (unsigned p = 0; p < m_p.num_ports; ++p)
          if (last & (1u << p)) m_acg->hit(static_cast<int>(p));
      }
      if (ev.timeout) {
        m_tcg->fired.set(1);
        m_tcg->role.set(role);
        m_tcg->sample();
      }
    }
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (m_out.contend[p]) m_ccg->hit(m_out.contend[p]);
    for (unsigned k = 0; k < bar_err_reg; ++k)
      if (m_out.drops[k]) m_ecg->hit(static_cast<int>(k));
  }

  void drive() {
    MODEL& m = m_h->model();
    if (m_h->in_reset()) {
      m.rx_valid_i = 0;
      m.tx_ready_i = 0;
      m.reg_valid_i = 0;
      return;
    }
    const std::uint64_t next = m_h->cycle() + 1;
    // Drop what transferred at the edge just done.
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (m_rx_taken & (1u << p)) m_rx[p].pop_front();
    m_rx_taken = 0;
    if (m_reg_taken) m_regs.pop_front();
    m_reg_taken = false;
    // Offer packets for the next edge (valid is held: a packet once offered stays at the head).
    std::uint32_t valid = 0, dist_groups = 0;
    std::array<bool, kMaxPorts> good{};
    std::array<bar_fields, kMaxPorts> f{};
    for (unsigned p = 0; p < m_p.num_ports; ++p) {
      if (m_rx[p].empty() || m_rx[p].front().earliest > next) continue;
      f[p] = bar_unpack(m_rx[p].front().pkt, m_p.seq_bits);
      good[p] = f[p].crc_ok;
      valid |= 1u << p;
      if (good[p] && f[p].kind == 1) dist_groups |= 1u << f[p].group;
    }
    for (unsigned p = 0; p < m_p.num_ports && !m_same_edge; ++p) {
      if (!(valid & (1u << p)) || !good[p] || !(dist_groups & (1u << f[p].group))) continue;
      // another good packet of a group that has a distribute this edge: not offered now
      if (f[p].kind == 1) {
        bool first = true;
        for (unsigned q = 0; q < p; ++q)
          if ((valid & (1u << q)) && good[q] && f[q].group == f[p].group && f[q].kind == 1)
            first = false;
        if (first) continue;
      }
      valid &= ~(1u << p);
    }
    m.rx_valid_i = static_cast<std::remove_reference_t<decltype(m.rx_valid_i)>>(valid);
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (valid & (1u << p)) m.rx_pkt_i[p] = m_rx[p].front().pkt;
    std::uint32_t ready = 0;
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (m_rng() % 100 < m_ready_pct) ready |= 1u << p;
    m.tx_ready_i = static_cast<std::remove_reference_t<decltype(m.tx_ready_i)>>(ready);
    if (!m_regs.empty()) {
      m.reg_valid_i = 1;
      m.reg_write_i = m_regs.front().write;
      m.reg_addr_i = m_regs.front().addr;
      m.reg_wdata_i = m_regs.front().data;
    } else {
      m.reg_valid_i = 0;
    }
  }

  vlh::vl_harness<MODEL>* m_h = nullptr;
  bar_switch_params m_p;
  std::unique_ptr<bar_switch_model> m_model;
  bar_switch_model::edge_out m_out, m_resp;
  std::array<std::deque<rx_item>, kMaxPorts> m_rx;
  std::deque<bar_reg_op> m_regs;
  bar_reg_op m_last_reg;
  bool m_reg_resp_due = false, m_reg_taken = false;
  std::uint32_t m_rx_taken = 0;
  std::uint64_t m_reg_checked = 0;
  std::string m_fault;           ///< +bar_fault: checker self-test hook ("" = off)
  std::uint64_t m_fault_at = 5;  ///< +bar_fault_at: which transfer/response is falsified
  std::uint64_t m_tx_seen = 0;   ///< tx packets seen by the monitor (for +bar_fault_at)
  unsigned m_ready_pct = 100;
  bool m_same_edge = false;
  std::mt19937_64 m_rng;
  tx_fn m_tx_fn;
  std::unique_ptr<bar_switch_cg> m_cg;
  std::unique_ptr<bar_timeout_cg> m_tcg;
  std::unique_ptr<bar_value_cg> m_ccg, m_ecg, m_acg;
};

}  // namespace collnet::barrier
