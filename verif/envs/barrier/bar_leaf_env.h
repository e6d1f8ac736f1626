// bar_leaf_env<MODEL>: environment of one barrier leaf (barrier_leaf), built from the barrier
// agents: sw (bar_leaf_sw_agent: arrive requests held until arrive_ready), port0
// (bar_port_agent: a queue of packets offered to rx, tx_ready random, +ready_pct default 80) and
// mgmt (reg_bus_agent: register queue). Every edge the env gathers the monitors' items and
// feeds bar_leaf_model, then checks: tx packets (bar_scoreboard, port 0), release_o /
// release_seq_o, arrive_ready_o, waiting_o, seq_o (BAR_LEAF_OUT), register responses
// (BAR_SB_REG). Stimulus rule (README leaves the same-edge order open; the sw driver's
// may_arrive hook): no arrive at the edge after a packet transfer into the leaf.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "bar_env_view.h"
#include "bar_leaf_model.h"
#include "bar_leaf_sw_agent.h"
#include "bar_pkt.h"
#include "bar_port_agent.h"
#include "bar_reg_mirror.h"
#include "bar_scoreboard.h"
#include "bar_switch_cov.h"
#include "barrier_reg_model.h"
#include "dv_knobs.h"
#include "reg_bus_agent.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

template <typename MODEL>
class bar_leaf_env : public uvm::uvm_env {
 public:
  UVM_COMPONENT_PARAM_UTILS(bar_leaf_env<MODEL>);
  explicit bar_leaf_env(uvm::uvm_component_name name)
      : uvm::uvm_env(name),
        m_pkt_imp("pkt_imp", this),
        m_mgmt_imp("mgmt_imp", this),
        m_sw_imp("sw_imp", this) {}

  void setup(vlh::vl_harness<MODEL>* h, unsigned seq_bits, std::uint64_t seed) {
    m_h = h;
    m_sb = seq_bits;
    m_model = std::make_unique<bar_leaf_model>(seq_bits);
    m_ready = std::make_shared<bar_ready_gen>(
        1, seed, static_cast<unsigned>(uvm::plusargs::get_u64("ready_pct", 80)));
  }
  bar_scoreboard* sb = nullptr;
  bar_port_agent* port = nullptr;  ///< the leaf's link port ("port0")
  reg_bus_agent* mgmt = nullptr;   ///< register interface
  /// Register model (generated from rtl/barrier/data/barrier_regs.yaml, map leaf): front door
  /// on mgmt's sequencer through reg_adapter, mirror kept by reg_predictor (mgmt's complete
  /// accepted accesses through reg_mirror, whoever started them; no auto-predict).
  std::unique_ptr<bar_regs::uvm_model::leaf_reg_block> regmodel;
  reg_bus_reg_adapter reg_adapter;
  uvm::uvm_reg_predictor<reg_bus_item>* reg_predictor = nullptr;
  /// Register scoreboard against the mirror (BAR_REG_MIRROR); feeds reg_predictor with the
  /// accepted accesses.
  bar_reg_mirror* reg_mirror = nullptr;
  /// false: register responses and the software outputs are not compared with the reference
  /// model (BAR_SB_REG, BAR_LEAF_OUT off), because a register back door writes the RTL's flops
  /// behind the model's back (the access test); the register model's mirror checks instead.
  bool ref_model_check = true;
  bar_leaf_sw_agent* sw = nullptr;  ///< software interface (arrive / release)

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::build_phase(phase);
    sb = bar_scoreboard::type_id::create("scoreboard", this);
    sb->configure(1, m_sb, uvm::plusargs::get_u64("bar_sb_window", 0));
    if (!knobs::nocov())
      m_lcg = std::make_unique<bar_value_cg>("bar_leaf_cg", get_full_name() + ".bar_leaf_cg",
                                             bar_leaf_bins());
    vlh::vl_harness_base* hb = m_h;
    uvm::uvm_config_db<vlh::vl_harness_base*>::set(this, "*", "harness", hb);
    bar_port_config pc;
    pc.port = 0;
    pc.ready = m_ready;
    uvm::uvm_config_db<bar_port_config>::set(this, "port0*", "cfg", pc);
    uvm::uvm_config_db<bar_port_vif>::set(this, "port0*", "vif", port_vif());
    port = bar_port_agent::type_id::create(bar_port_name(0), this);
    uvm::uvm_config_db<reg_bus_vif>::set(this, "mgmt*", "vif", reg_bus_pins(m_h));
    mgmt = reg_bus_agent::type_id::create("mgmt", this);
    bar_regs::params rp;
    rp.SeqBits = m_sb;
    regmodel = std::make_unique<bar_regs::uvm_model::leaf_reg_block>(rp, "regmodel");
    regmodel->build();
    reg_predictor = uvm::uvm_reg_predictor<reg_bus_item>::type_id::create("reg_predictor", this);
    reg_mirror = bar_reg_mirror::type_id::create("reg_mirror", this);
    bar_leaf_sw_config sc;
    sc.may_arrive = [this] { return m_arrive_after_rx || !port->driver->took_at_last_edge(); };
    uvm::uvm_config_db<bar_leaf_sw_config>::set(this, "sw*", "cfg", sc);
    uvm::uvm_config_db<bar_leaf_sw_vif>::set(this, "sw*", "vif", sw_vif());
    sw = bar_leaf_sw_agent::type_id::create("sw", this);
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::connect_phase(phase);
    port->monitor->rx_ap.connect(m_pkt_imp);
    port->monitor->ready_ap.connect(m_pkt_imp);
    port->monitor->tx_ap.connect(m_pkt_imp);
    mgmt->monitor->ap.connect(m_mgmt_imp);
    regmodel->default_map->set_sequencer(mgmt->sequencer, &reg_adapter);
    regmodel->default_map->set_auto_predict(false);
    reg_predictor->map = regmodel->default_map;
    reg_predictor->adapter = &reg_adapter;
    reg_mirror->map = regmodel->default_map;
    reg_mirror->predictor = reg_predictor;
    mgmt->monitor->access_ap.connect(reg_mirror->analysis_export);
    sw->monitor->ap.connect(m_sw_imp);
    // After the agents' callbacks (connect_phase is bottom-up): the edge is complete here.
    m_h->on_sample([this] { check_edge(); });
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

  // ---- analysis (the agents' monitors) ----
  void write(const bar_pkt_item& it) { m_view.add(it); }
  void write(const reg_bus_item& it) { m_view.add(it); }
  void write(const bar_leaf_sw_item& it) { m_sw_view = it; }

  // ---- stimulus API ----
  void send(std::uint16_t pkt, std::uint64_t earliest) { port->driver->push(pkt, earliest); }
  void reg(reg_bus_op op) { mgmt->driver->push(op); }
  void arrive() { sw->driver->arrive(); }
  /// true: an arrive may be driven at the edge after a packet transfer into the leaf (the
  /// same-edge directed test; README "Same-edge cases").
  void set_arrive_after_rx(bool on) { m_arrive_after_rx = on; }
  void set_ref_model_check(bool on) { ref_model_check = on; }
  void on_tx(std::function<void(std::uint64_t, std::uint16_t)> fn) { m_tx_fn = std::move(fn); }
  void on_release(std::function<void(std::uint64_t, unsigned)> fn) { m_rel_fn = std::move(fn); }
  bool quiet() const {
    return port->driver->empty() && mgmt->driver->empty() && !m_reg_resp_due &&
           sw->driver->pending() == 0 && m_model->idle();
  }
  std::uint64_t edge() const { return m_h->cycle(); }
  const bar_leaf_model& model() const { return *m_model; }

 private:
  using imp_pkt = uvm::uvm_analysis_imp<bar_pkt_item, bar_leaf_env>;
  using imp_mgmt = uvm::uvm_analysis_imp<reg_bus_item, bar_leaf_env>;
  using imp_sw = uvm::uvm_analysis_imp<bar_leaf_sw_item, bar_leaf_env>;

  bar_port_vif port_vif() {
    vlh::vl_harness<MODEL>* h = m_h;
    bar_port_vif v;
    v.read_rx_valid = [h] { return h->model().rx_valid_i != 0; };
    v.read_rx_ready = [h] { return h->model().rx_ready_o != 0; };
    v.read_rx_pkt = [h] { return static_cast<std::uint16_t>(h->model().rx_pkt_i); };
    v.read_tx_valid = [h] { return h->model().tx_valid_o != 0; };
    v.read_tx_ready = [h] { return h->model().tx_ready_i != 0; };
    v.read_tx_pkt = [h] { return static_cast<std::uint16_t>(h->model().tx_pkt_o); };
    v.drive_rx_valid = [h](bool on) { h->model().rx_valid_i = on; };
    v.drive_rx_pkt = [h](std::uint16_t pkt) { h->model().rx_pkt_i = pkt; };
    v.drive_tx_ready = [h](bool on) { h->model().tx_ready_i = on; };
    return v;
  }
  bar_leaf_sw_vif sw_vif() {
    vlh::vl_harness<MODEL>* h = m_h;
    bar_leaf_sw_vif v;
    v.read_arrive_valid = [h] { return h->model().arrive_valid_i != 0; };
    v.read_arrive_ready = [h] { return h->model().arrive_ready_o != 0; };
    v.read_release = [h] { return h->model().release_o != 0; };
    v.read_release_seq = [h] { return static_cast<unsigned>(h->model().release_seq_o); };
    v.read_waiting = [h] { return h->model().waiting_o != 0; };
    v.read_seq = [h] { return static_cast<unsigned>(h->model().seq_o); };
    v.drive_arrive_valid = [h](bool on) { h->model().arrive_valid_i = on; };
    return v;
  }

  /// One edge, as the monitors saw it, through the model and the checkers.
  void check_edge() {
    const bar_edge_view v = m_view;
    m_view.clear();
    const bar_leaf_sw_item& s = m_sw_view;
    const std::uint64_t e = m_h->cycle() + 1;
    // Outputs of the cycle after the previous edge (at the first edge out of reset: the reset
    // state), against the model.
    {
      if (ref_model_check && (s.release != m_model->release() ||
                              (s.release && s.release_seq != m_model->release_seq()) ||
                              s.arrive_ready != m_model->arrive_ready() ||
                              s.waiting != m_model->waiting() || s.seq != m_model->seq()))
        UVM_ERROR(
            "BAR_LEAF_OUT",
            fmt::format("edge {}: release {}/{} arrive_ready {} waiting {} seq {}; model "
                        "{}/{} {} {} {}",
                        e, int(s.release), s.release_seq, int(s.arrive_ready), int(s.waiting),
                        s.seq, int(m_model->release()), m_model->release_seq(),
                        int(m_model->arrive_ready()), int(m_model->waiting()), m_model->seq()));
      if (s.release) {
        ++m_releases;
        if (m_rel_fn) m_rel_fn(e, s.release_seq);
      }
    }
    bar_leaf_model::edge_in in;
    in.arrive = s.arrive;
    in.rx_valid = (v.rx & 1u) != 0;
    in.rx_pkt = v.rx_pkt[0];
    in.tx_ready = (v.ready & 1u) != 0;
    in.reg_valid = v.reg_req;
    in.reg_write = v.reg_op.write;
    in.reg_addr = v.reg_op.addr;
    in.reg_wdata = v.reg_op.data;
    if (m_reg_resp_due && !ref_model_check) {
      m_reg_resp_due = false;
    } else if (m_reg_resp_due) {
      ++m_reg_checked;
      if (!v.reg_rsp || !v.rsp.rvalid || v.rsp.rerr != m_resp.reg_rerr ||
          v.rsp.rdata != m_resp.reg_rdata)
        UVM_ERROR("BAR_SB_REG",
                  fmt::format("edge {}: addr 0x{:03x}: got rvalid {} rdata 0x{:x} "
                              "rerr {}, model 0x{:x} rerr {}",
                              e, m_last_addr, int(v.rsp.rvalid), v.rsp.rdata, int(v.rsp.rerr),
                              m_resp.reg_rdata, int(m_resp.reg_rerr)));
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
      m_last_addr = in.reg_addr;
    }
    if (m_out.timeout) {
      ++m_timeouts;
      if (m_lcg) m_lcg->hit(leaf_ev_t1_resend);
    }
    if (m_out.stale && m_lcg) m_lcg->hit(leaf_ev_dist_stale);
    if (m_model->release() && m_lcg) m_lcg->hit(leaf_ev_release);
    if (m_out.tx_xfer) sb->expect(e, 0, m_out.tx_pkt);
    if (v.tx & 1u) {
      sb->observe(e, 0, v.tx_pkt[0]);
      if (m_tx_fn) m_tx_fn(e, v.tx_pkt[0]);
    }
    sb->tick(e);
  }

  vlh::vl_harness<MODEL>* m_h = nullptr;
  unsigned m_sb = 2;
  std::unique_ptr<bar_leaf_model> m_model;
  bar_leaf_model::edge_out m_out, m_resp;
  imp_pkt m_pkt_imp;                       ///< rx, tx_ready and tx of the port agent
  imp_mgmt m_mgmt_imp;                     ///< register accesses and responses
  imp_sw m_sw_imp;                         ///< software interface, every edge
  bar_edge_view m_view;                    ///< the edge being gathered (port and mgmt)
  bar_leaf_sw_item m_sw_view;              ///< software interface at this edge
  std::shared_ptr<bar_ready_gen> m_ready;  ///< tx_ready (+ready_pct)
  bool m_reg_resp_due = false;
  bool m_arrive_after_rx = false;
  unsigned m_last_addr = 0;
  std::uint64_t m_reg_checked = 0, m_releases = 0, m_timeouts = 0;
  std::function<void(std::uint64_t, std::uint16_t)> m_tx_fn;
  std::function<void(std::uint64_t, unsigned)> m_rel_fn;
  std::unique_ptr<bar_value_cg> m_lcg;
};

}  // namespace collnet::barrier
