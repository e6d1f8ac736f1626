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
//   coverage   bar_switch_coverage (cfg.coverage_enable): covergroups from the predictions
//   reg_mirror dv_reg_mirror on mgmt's complete accesses: BAR_REG_MIRROR, feeds reg_predictor
//              (dv_base_env, with the register model and its front door on mgmt)
//
//   probe.ap --> predictor --> predictor.ap --> checker.pred_export
//            \                              \-> coverage
//             \-> checker.obs_export
//   mgmt.monitor.access_ap --> reg_mirror --> reg_predictor (regmodel's mirror)
//
// Stimulus (the virtual sequences, through vsqr, bar_switch_vsqr.h): send(), reg(),
// set_ready_pct(), set_same_edge() (bar_switch_offer_rule, the port drivers' may_offer hook);
// responder (bar_tx_responder on every port<p>.monitor.tx_ap) for the sequences that react to the
// switch.
#pragma once

#include "vl_harness.h"

#include <cstdint>
#include <memory>
#include <vector>

#include "bar_env_base.h"
#include "bar_env_config.h"
#include "bar_env_view.h"
#include "bar_switch_model.h"
#include "bar_switch_vsqr.h"
#include "barrier_reg_model.h"
#include "dv_base_env.h"
#include "uvm.h"

namespace collnet::barrier {
class bar_switch_offer_rule;  // bar_switch_offer_rule.h
// and bar_port_agent, bar_ready_gen, bar_scoreboard (bar_env_view.h)
}  // namespace collnet::barrier

BAR_ENV_BASE_DECLARE(switch, sw_reg_block);

namespace collnet::barrier {

class bar_switch_env : public bar_switch_env_base {
 public:
  static constexpr unsigned kMaxPorts = bar_switch_model::kMaxPorts;

  UVM_COMPONENT_UTILS(bar_switch_env);
  explicit bar_switch_env(uvm::uvm_component_name name);  // out of line: m_rule's type
  ~bar_switch_env() override;

  std::vector<bar_port_agent*> port;  ///< one agent per link port ("port<p>")
  // mgmt, probe, predictor, checker, sb, coverage, responder: bar_env_base.
  // regmodel (rtl/barrier/data/barrier_regs.yaml, map sw), reg_predictor and reg_mirror
  // (BAR_REG_MIRROR): dv_base_env.

  void build_phase(uvm::uvm_phase& phase) override;

  void connect_phase(uvm::uvm_phase& phase) override;

  // ---- stimulus API (tests: from the run thread or from their monitor subscribers) ----
  void send(unsigned p, std::uint16_t pkt, std::uint64_t earliest);
  void reg(reg_bus_op op);
  void set_ready_pct(unsigned pct);
  /// true: drop the stimulus rule (a good packet of g may be offered at the edge of a DISTRIBUTE
  /// of g on another port); the same-edge directed test uses it (README "Same-edge cases").
  void set_same_edge(bool on);
  // set_ref_model_check(false): BAR_SB_REG off (bar_env_base).
  bool stimulus_done() const;
  bool quiet() const;
  const bar_switch_model& model() const;

 private:
  bar_switch_params m_p;
  std::unique_ptr<bar_switch_offer_rule> m_rule;  ///< the port drivers' may_offer
};

}  // namespace collnet::barrier
