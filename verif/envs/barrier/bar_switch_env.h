// bar_switch_env<MODEL>: environment of one barrier switch (any Verilated barrier_switch model).
//
//   agents (verif/agents): port<p> (bar_port_agent, one per link port: packet queue offered to
//     rx from each packet's earliest edge, valid held until the transfer; tx_ready from one
//     shared bar_ready_gen, +ready_pct, default 100) and mgmt (reg_bus_agent: a queue of
//     register accesses, one per cycle). Stimulus rule of the env (the port drivers' may_offer
//     hook; avoids a same-edge ordering the README does not define): a good-CRC packet of group g
//     is not offered in the same edge as a DISTRIBUTE of group g on another port.
//   checking: the agents' monitors publish rx, tx_ready, tx and register transfers; the env
//     gathers one edge of them and, in its own sample callback (registered after the agents'),
//     feeds the reference model (bar_switch_model) -> bar_scoreboard (packets) and the register
//     response check (BAR_SB_REG: rerr always, rdata when the model knows the value) -> coverage.
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
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "bar_env_view.h"
#include "bar_pkt.h"
#include "bar_port_agent.h"
#include "bar_reg_mirror.h"
#include "bar_scoreboard.h"
#include "bar_switch_cov.h"
#include "bar_switch_model.h"
#include "barrier_reg_model.h"
#include "dv_knobs.h"
#include "reg_bus_agent.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

template <typename MODEL>
class bar_switch_env : public uvm::uvm_env {
 public:
  static constexpr unsigned kMaxPorts = bar_switch_model::kMaxPorts;
  using tx_fn = std::function<void(std::uint64_t edge, unsigned port, std::uint16_t pkt)>;

  UVM_COMPONENT_PARAM_UTILS(bar_switch_env<MODEL>);
  explicit bar_switch_env(uvm::uvm_component_name name)
      : uvm::uvm_env(name), m_pkt_imp("pkt_imp", this), m_mgmt_imp("mgmt_imp", this) {}

  void setup(vlh::vl_harness<MODEL>* h, bar_switch_params p, std::uint64_t seed) {
    m_h = h;
    m_p = p;
    m_model = std::make_unique<bar_switch_model>(p);
    m_ready = std::make_shared<bar_ready_gen>(
        p.num_ports, seed, static_cast<unsigned>(uvm::plusargs::get_u64("ready_pct", 100)));
    m_fault = uvm::plusargs::get_string("bar_fault", "");
    m_fault_at = uvm::plusargs::get_u64("bar_fault_at", 5);
    if (!m_fault.empty() && m_fault != "tx_corrupt" && m_fault != "tx_hide" &&
        m_fault != "tx_extra" && m_fault != "reg_corrupt")
      UVM_FATAL("BAR_FAULT", fmt::format("unknown +bar_fault={}", m_fault));
  }

  bar_scoreboard* sb = nullptr;
  std::vector<bar_port_agent*> port;  ///< one agent per link port ("port<p>")
  reg_bus_agent* mgmt = nullptr;      ///< register interface
  /// Register model (generated from rtl/barrier/data/barrier_regs.yaml, map sw): front door on
  /// mgmt's sequencer through reg_adapter, mirror kept by reg_predictor (mgmt's complete
  /// accepted accesses through reg_mirror, whoever started them; no auto-predict).
  std::unique_ptr<bar_regs::uvm_model::sw_reg_block> regmodel;
  reg_bus_reg_adapter reg_adapter;
  uvm::uvm_reg_predictor<reg_bus_item>* reg_predictor = nullptr;
  /// Register scoreboard against the mirror (BAR_REG_MIRROR); feeds reg_predictor with the
  /// accepted accesses.
  bar_reg_mirror* reg_mirror = nullptr;
  /// false: register responses are not compared with the reference model (BAR_SB_REG off),
  /// because a register back door writes the RTL's flops behind the model's back (the access
  /// test); the register model's mirror checks instead.
  bool ref_model_check = true;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::build_phase(phase);
    sb = bar_scoreboard::type_id::create("scoreboard", this);
    sb->configure(m_p.num_ports, m_p.seq_bits, uvm::plusargs::get_u64("bar_sb_window", 0));
    if (!knobs::nocov()) {
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
    vlh::vl_harness_base* hb = m_h;
    uvm::uvm_config_db<vlh::vl_harness_base*>::set(this, "*", "harness", hb);
    for (unsigned p = 0; p < m_p.num_ports; ++p) {
      const std::string name = bar_port_name(p);
      bar_port_config pc;
      pc.port = p;
      pc.ready = m_ready;
      pc.may_offer = [this](unsigned q, std::uint64_t next) { return may_offer(q, next); };
      uvm::uvm_config_db<bar_port_config>::set(this, name + "*", "cfg", pc);
      uvm::uvm_config_db<bar_port_vif>::set(this, name + "*", "vif", port_vif(p));
      port.push_back(bar_port_agent::type_id::create(name, this));
    }
    uvm::uvm_config_db<reg_bus_vif>::set(this, "mgmt*", "vif", reg_bus_pins(m_h));
    mgmt = reg_bus_agent::type_id::create("mgmt", this);
    bar_regs::params rp;
    rp.NumPorts = m_p.num_ports;
    rp.NumGroups = m_p.num_groups;
    rp.SeqBits = m_p.seq_bits;
    regmodel = std::make_unique<bar_regs::uvm_model::sw_reg_block>(rp, "regmodel");
    regmodel->build();
    reg_predictor = uvm::uvm_reg_predictor<reg_bus_item>::type_id::create("reg_predictor", this);
    reg_mirror = bar_reg_mirror::type_id::create("reg_mirror", this);
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::connect_phase(phase);
    for (bar_port_agent* a : port) {
      a->monitor->rx_ap.connect(m_pkt_imp);
      a->monitor->ready_ap.connect(m_pkt_imp);
      a->monitor->tx_ap.connect(m_pkt_imp);
    }
    mgmt->monitor->ap.connect(m_mgmt_imp);
    regmodel->default_map->set_sequencer(mgmt->sequencer, &reg_adapter);
    regmodel->default_map->set_auto_predict(false);
    reg_predictor->map = regmodel->default_map;
    reg_predictor->adapter = &reg_adapter;
    reg_mirror->map = regmodel->default_map;
    reg_mirror->predictor = reg_predictor;
    mgmt->monitor->access_ap.connect(reg_mirror->analysis_export);
    // After the agents' callbacks (connect_phase is bottom-up): the edge is complete here.
    m_h->on_sample([this] { check_edge(); });
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

  // ---- analysis (the agents' monitors) ----
  void write(const bar_pkt_item& it) { m_view.add(it); }
  void write(const reg_bus_item& it) { m_view.add(it); }

  // ---- stimulus API (tests, from the run thread or from on_tx callbacks) ----
  void send(unsigned p, std::uint16_t pkt, std::uint64_t earliest) {
    port[p]->driver->push(pkt, earliest);
  }
  void reg(reg_bus_op op) { mgmt->driver->push(op); }
  void set_ready_pct(unsigned pct) { m_ready->set_pct(pct); }
  /// true: drop the stimulus rule (a good packet of g may be offered at the edge of a DISTRIBUTE
  /// of g on another port); the same-edge directed test uses it (README "Same-edge cases").
  void set_same_edge(bool on) { m_same_edge = on; }
  void on_tx(tx_fn fn) { m_tx_fn = std::move(fn); }
  bool stimulus_done() const {
    for (const bar_port_agent* a : port)
      if (!a->driver->empty()) return false;
    return mgmt->driver->empty() && !m_reg_resp_due;
  }
  bool quiet() const { return stimulus_done() && m_model->idle(); }
  const bar_switch_model& model() const { return *m_model; }
  std::uint64_t edge() const { return m_h->cycle(); }

 private:
  using imp_pkt = uvm::uvm_analysis_imp<bar_pkt_item, bar_switch_env>;
  using imp_mgmt = uvm::uvm_analysis_imp<reg_bus_item, bar_switch_env>;

  /// Pins of link port p (the switch's port vectors: bit p, element p).
  bar_port_vif port_vif(unsigned p) {
    vlh::vl_harness<MODEL>* h = m_h;
    const std::uint32_t bit = 1u << p;
    bar_port_vif v;
    v.read_rx_valid = [h, bit] { return (h->model().rx_valid_i & bit) != 0; };
    v.read_rx_ready = [h, bit] { return (h->model().rx_ready_o & bit) != 0; };
    v.read_rx_pkt = [h, p] { return static_cast<std::uint16_t>(h->model().rx_pkt_i[p]); };
    v.read_tx_valid = [h, bit] { return (h->model().tx_valid_o & bit) != 0; };
    v.read_tx_ready = [h, bit] { return (h->model().tx_ready_i & bit) != 0; };
    v.read_tx_pkt = [h, p] { return static_cast<std::uint16_t>(h->model().tx_pkt_o[p]); };
    v.drive_rx_valid = [h, bit](bool on) {
      auto& s = h->model().rx_valid_i;
      s = static_cast<std::remove_reference_t<decltype(s)>>(on ? (s | bit) : (s & ~bit));
    };
    v.drive_rx_pkt = [h, p](std::uint16_t pkt) { h->model().rx_pkt_i[p] = pkt; };
    v.drive_tx_ready = [h, bit](bool on) {
      auto& s = h->model().tx_ready_i;
      s = static_cast<std::remove_reference_t<decltype(s)>>(on ? (s | bit) : (s & ~bit));
    };
    return v;
  }

  /// Stimulus rule (port drivers' may_offer): of the packets due at `next` on all ports, which
  /// are offered. Computed once per cycle from every driver's due() (order independent).
  bool may_offer(unsigned p, std::uint64_t next) {
    if (m_same_edge) return true;
    if (!m_gate_drawn || m_gate_next != next) {
      m_gate_mask = offer_mask(next);
      m_gate_next = next;
      m_gate_drawn = true;
    }
    return (m_gate_mask >> p) & 1u;
  }

  std::uint32_t offer_mask(std::uint64_t next) const {
    std::uint32_t valid = 0, dist_groups = 0;
    std::array<bool, kMaxPorts> good{};
    std::array<bar_fields, kMaxPorts> f{};
    for (unsigned p = 0; p < m_p.num_ports; ++p) {
      const std::optional<std::uint16_t> d = port[p]->driver->due(next);
      if (!d) continue;
      f[p] = bar_unpack(*d, m_p.seq_bits);
      good[p] = f[p].crc_ok;
      valid |= 1u << p;
      if (good[p] && f[p].kind == BAR_DISTRIBUTE) dist_groups |= 1u << f[p].group;
    }
    for (unsigned p = 0; p < m_p.num_ports; ++p) {
      if (!(valid & (1u << p)) || !good[p] || !(dist_groups & (1u << f[p].group))) continue;
      // another good packet of a group that has a distribute this edge: not offered now
      if (f[p].kind == BAR_DISTRIBUTE) {
        bool first = true;
        for (unsigned q = 0; q < p; ++q)
          if ((valid & (1u << q)) && good[q] && f[q].group == f[p].group &&
              f[q].kind == BAR_DISTRIBUTE)
            first = false;
        if (first) continue;
      }
      valid &= ~(1u << p);
    }
    return valid;
  }

  /// One edge, as the monitors saw it (m_view), through the model and the checkers.
  void check_edge() {
    const bar_edge_view v = m_view;
    m_view.clear();
    const std::uint64_t e = m_h->cycle() + 1;  // the edge about to happen
    bar_switch_model::edge_in in;
    in.rx_valid = v.rx;
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (in.rx_valid & (1u << p)) in.rx_pkt[p] = v.rx_pkt[p];
    in.tx_ready = v.ready;
    in.reg_valid = v.reg_req;
    in.reg_write = v.reg_op.write;
    in.reg_addr = v.reg_op.addr;
    in.reg_wdata = v.reg_op.data;
    // Register response of the access accepted at the previous edge.
    if (m_reg_resp_due && !ref_model_check) {
      m_reg_resp_due = false;
    } else if (m_reg_resp_due) {
      ++m_reg_checked;
      std::uint32_t rdata = v.rsp.rdata;
      if (m_fault == "reg_corrupt" && m_reg_checked == m_fault_at) {
        rdata ^= 1u;
        UVM_INFO("BAR_FAULT", fmt::format("edge {}: register rdata falsified (self-test)", e),
                 uvm::UVM_LOW);
      }
      if (!v.reg_rsp || !v.rsp.rvalid)
        UVM_ERROR("BAR_SB_REG", fmt::format("edge {}: no register response", e));
      else if (v.rsp.rerr != m_resp.reg_rerr ||
               (m_resp.reg_rdata_known && rdata != m_resp.reg_rdata))
        UVM_ERROR("BAR_SB_REG",
                  fmt::format("edge {}: {} 0x{:03x}: got rdata 0x{:x} rerr {}, "
                              "model 0x{:x} rerr {}",
                              e, m_last_reg.write ? "write" : "read", m_last_reg.addr, rdata,
                              int(v.rsp.rerr), m_resp.reg_rdata, int(m_resp.reg_rerr)));
      m_reg_resp_due = false;
    } else if (v.reg_rsp && v.rsp.rvalid) {
      UVM_ERROR("BAR_SB_REG_STRAY",
                fmt::format("edge {}: register response (rdata 0x{:x} rerr {}) without an access "
                            "at the previous edge",
                            e, v.rsp.rdata, int(v.rsp.rerr)));
    }
    m_model->edge(in, m_out);
    if (in.reg_valid) {
      m_resp = m_out;
      m_reg_resp_due = true;
      m_last_reg = v.reg_op;
    }
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (m_out.tx_xfer & (1u << p)) sb->expect(e, p, m_out.tx_pkt[p]);
    for (unsigned p = 0; p < m_p.num_ports; ++p) {
      if (!(v.tx & (1u << p))) continue;
      const std::uint16_t pkt = v.tx_pkt[p];
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

  vlh::vl_harness<MODEL>* m_h = nullptr;
  bar_switch_params m_p;
  std::unique_ptr<bar_switch_model> m_model;
  bar_switch_model::edge_out m_out, m_resp;
  imp_pkt m_pkt_imp;                       ///< rx, tx_ready and tx of every port agent
  imp_mgmt m_mgmt_imp;                     ///< register accesses and responses
  bar_edge_view m_view;                    ///< the edge being gathered from the monitors
  std::shared_ptr<bar_ready_gen> m_ready;  ///< tx_ready of every port (+ready_pct)
  reg_bus_op m_last_reg;
  bool m_reg_resp_due = false;
  std::uint64_t m_reg_checked = 0;
  std::string m_fault;           ///< +bar_fault: checker self-test hook ("" = off)
  std::uint64_t m_fault_at = 5;  ///< +bar_fault_at: which transfer/response is falsified
  std::uint64_t m_tx_seen = 0;   ///< tx packets seen by the monitor (for +bar_fault_at)
  bool m_same_edge = false;
  bool m_gate_drawn = false;      ///< m_gate_mask is valid for m_gate_next
  std::uint64_t m_gate_next = 0;  ///< edge the stimulus rule was evaluated for
  std::uint32_t m_gate_mask = 0;  ///< ports whose due packet may be offered at m_gate_next
  tx_fn m_tx_fn;
  std::unique_ptr<bar_switch_cg> m_cg;
  std::unique_ptr<bar_timeout_cg> m_tcg;
  std::unique_ptr<bar_value_cg> m_ccg, m_ecg, m_acg;
};

}  // namespace collnet::barrier
