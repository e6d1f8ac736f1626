// bar_switch_env: environment of one barrier switch (any barrier_switch configuration: the pins
// come from the config_db, put there by the sim's DUT binding, bar_switch_dut.h; the parameters,
// seed and knobs from "env_cfg", bar_switch_env_config). It builds its components and connects
// them; each has one role:
//
//   port<p>    bar_port_agent per link port (stimulus: packet queue offered to rx from each
//              packet's earliest edge, valid held until the transfer; tx_ready from one shared
//              bar_ready_gen, cfg.ready_pct)
//   mgmt       reg_bus_agent (register accesses, one per cycle)
//   probe      bar_switch_probe: the switch's pins at every edge -> one bar_switch_obs
//   predictor  bar_switch_predictor: bar_switch_model run on the probe's observations ->
//              one bar_switch_pred per edge
//   checker    bar_switch_checker: observation vs prediction -> scoreboard (packets:
//              BAR_SB_MISSING/EXTRA/MISMATCH/NONE), BAR_SB_REG, BAR_SB_REG_STRAY
//   coverage   bar_switch_coverage (cfg.coverage): covergroups from the predictions
//   reg_mirror bar_reg_mirror on mgmt's complete accesses: BAR_REG_MIRROR, feeds reg_predictor
//
//   probe.ap --> predictor --> predictor.ap --> checker.pred_export
//            \                              \-> coverage
//             \-> checker.obs_export
//   mgmt.monitor.access_ap --> reg_mirror --> reg_predictor (regmodel's mirror)
//
// Stimulus (the tests): send(), reg(), set_ready_pct(), set_same_edge() (bar_switch_offer_rule,
// the port drivers' may_offer hook). A test that reacts to the switch subscribes to the agents'
// monitors itself (port<p>.monitor.tx_ap; verif/tests/barrier/bar_tx_responder.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bar_env_view.h"
#include "bar_pkt.h"
#include "bar_port_agent.h"
#include "bar_reg_mirror.h"
#include "bar_scoreboard.h"
#include "bar_switch_checker.h"
#include "bar_switch_coverage.h"
#include "bar_switch_model.h"
#include "bar_switch_offer_rule.h"
#include "bar_switch_predictor.h"
#include "bar_switch_probe.h"
#include "barrier_reg_model.h"
#include "dv_config_lookup.h"
#include "reg_bus_agent.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::barrier {

/// What a test gives the switch env ("env_cfg").
/// The knobs (bar_env_knobs; set_ready_pct() changes ready_pct later) and the parameters.
struct bar_switch_env_config : bar_env_knobs {
  bar_switch_params params;  ///< of the RTL configuration
};

class bar_switch_env : public uvm::uvm_env {
 public:
  static constexpr unsigned kMaxPorts = bar_switch_model::kMaxPorts;

  UVM_COMPONENT_UTILS(bar_switch_env);
  explicit bar_switch_env(uvm::uvm_component_name name) : uvm::uvm_env(name) {}

  std::vector<bar_port_agent*> port;  ///< one agent per link port ("port<p>")
  reg_bus_agent* mgmt = nullptr;      ///< register interface
  bar_switch_probe* probe = nullptr;
  bar_switch_predictor* predictor = nullptr;
  bar_switch_checker* checker = nullptr;
  bar_scoreboard* sb = nullptr;             ///< the checker's per-port packet scoreboard
  bar_switch_coverage* coverage = nullptr;  ///< null when cfg.coverage is false
  /// Register model (generated from rtl/barrier/data/barrier_regs.yaml, map sw): front door on
  /// mgmt's sequencer through reg_adapter, mirror kept by reg_predictor (mgmt's complete
  /// accepted accesses through reg_mirror, whoever started them; no auto-predict).
  std::unique_ptr<collnet::barrier::regs::uvm_model::sw_reg_block> regmodel;
  reg_bus_reg_adapter reg_adapter;
  uvm::uvm_reg_predictor<reg_bus_item>* reg_predictor = nullptr;
  /// Register scoreboard against the mirror (BAR_REG_MIRROR); feeds reg_predictor with the
  /// accepted accesses.
  bar_reg_mirror* reg_mirror = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::build_phase(phase);
    dv::get_config(this, "env_cfg", m_cfg);
    m_h = dv::get_harness(this);
    m_p = m_cfg.params;
    m_ready = std::make_shared<bar_ready_gen>(m_p.num_ports, m_cfg.seed, m_cfg.ready_pct);
    m_rule = std::make_unique<bar_switch_offer_rule>(
        m_p.num_ports, m_p.seq_bits,
        [this](unsigned q, std::uint64_t next) { return port[q]->driver->due(next); });
    for (unsigned p = 0; p < m_p.num_ports; ++p) {
      const std::string name = bar_port_name(p);
      bar_port_config pc;
      pc.port = p;
      pc.ready = m_ready;
      pc.may_offer = [this](unsigned q, std::uint64_t next) { return m_rule->may_offer(q, next); };
      uvm::uvm_config_db<bar_port_config>::set(this, name + "*", "cfg", pc);
      port.push_back(bar_port_agent::type_id::create(name, this));
    }
    mgmt = reg_bus_agent::type_id::create("mgmt", this);
    uvm::uvm_config_db<bar_switch_probe_config>::set(this, "probe", "cfg",
                                                     {m_p.num_ports, m_p.seq_bits});
    probe = bar_switch_probe::type_id::create("probe", this);
    predictor = bar_switch_predictor::type_id::create("predictor", this);
    predictor->configure(m_p);
    sb = bar_scoreboard::type_id::create("scoreboard", this);
    sb->configure(m_p.num_ports, m_p.seq_bits, m_cfg.sb_window);
    checker = bar_switch_checker::type_id::create("checker", this);
    checker->sb = sb;
    checker->num_ports = m_p.num_ports;
    if (m_cfg.coverage) {
      coverage = bar_switch_coverage::type_id::create("coverage", this);
      coverage->configure(m_p, get_full_name());
    }
    collnet::barrier::regs::params rp;
    rp.NumPorts = m_p.num_ports;
    rp.NumGroups = m_p.num_groups;
    rp.SeqBits = m_p.seq_bits;
    regmodel = std::make_unique<collnet::barrier::regs::uvm_model::sw_reg_block>(rp, "regmodel");
    regmodel->build();
    reg_predictor = uvm::uvm_reg_predictor<reg_bus_item>::type_id::create("reg_predictor", this);
    reg_mirror = bar_reg_mirror::type_id::create("reg_mirror", this);
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::connect_phase(phase);
    probe->ap.connect(predictor->analysis_export);
    probe->ap.connect(checker->obs_export);
    predictor->ap.connect(checker->pred_export);
    if (coverage) predictor->ap.connect(coverage->analysis_export);
    reg_bus_front_door(regmodel->default_map, mgmt->sequencer, reg_adapter, reg_predictor);
    reg_mirror->map = regmodel->default_map;
    reg_mirror->predictor = reg_predictor;
    mgmt->monitor->access_ap.connect(reg_mirror->analysis_export);
  }

  // ---- stimulus API (tests: from the run thread or from their monitor subscribers) ----
  void send(unsigned p, std::uint16_t pkt, std::uint64_t earliest) {
    port[p]->driver->push(pkt, earliest);
  }
  void reg(reg_bus_op op) { mgmt->driver->push(op); }
  void set_ready_pct(unsigned pct) { m_ready->set_pct(pct); }
  /// true: drop the stimulus rule (a good packet of g may be offered at the edge of a DISTRIBUTE
  /// of g on another port); the same-edge directed test uses it (README "Same-edge cases").
  void set_same_edge(bool on) { m_rule->same_edge = on; }
  /// false: register responses are not compared with the reference model (BAR_SB_REG off),
  /// because a register back door writes the RTL's flops behind the model's back (the access
  /// test); the register model's mirror checks instead.
  void set_ref_model_check(bool on) { checker->ref_model_check = on; }
  bool stimulus_done() const {
    for (const bar_port_agent* a : port)
      if (!a->driver->empty()) return false;
    return mgmt->driver->empty() && !checker->reg_response_due();
  }
  bool quiet() const { return stimulus_done() && predictor->model().idle(); }
  const bar_switch_model& model() const { return predictor->model(); }
  std::uint64_t edge() const { return m_h->cycle(); }

 private:
  bar_switch_env_config m_cfg;
  collnet::dv::vl_harness_base* m_h = nullptr;
  bar_switch_params m_p;
  std::shared_ptr<bar_ready_gen> m_ready;         ///< tx_ready of every port (+ready_pct)
  std::unique_ptr<bar_switch_offer_rule> m_rule;  ///< the port drivers' may_offer
};

}  // namespace collnet::barrier
