// bar_leaf_env: environment of one barrier leaf (barrier_leaf; the pins come from the
// config_db, put there by the sim's DUT binding, bar_leaf_dut.h; SeqBits, seed and knobs from
// "env_cfg", bar_leaf_env_config). It builds its components and connects them; each has one
// role:
//
//   sw         bar_leaf_sw_agent (arrive requests held until arrive_ready; stimulus rule, the
//              driver's may_arrive hook: no arrive at the edge after a packet transfer into the
//              leaf, as the README leaves that same-edge order open)
//   port0      bar_port_agent (packet queue offered to rx; tx_ready random, cfg.ready_pct)
//   mgmt       reg_bus_agent (register accesses)
//   probe      bar_leaf_probe: the leaf's pins at every edge -> one bar_leaf_obs
//   predictor  bar_leaf_predictor: bar_leaf_model run on the observations -> bar_leaf_pred
//   checker    bar_leaf_checker: observation vs prediction -> BAR_LEAF_OUT (release_o /
//              release_seq_o, arrive_ready_o, waiting_o, seq_o), scoreboard (tx packets,
//              port 0), BAR_SB_REG, BAR_SB_REG_STRAY
//   coverage   bar_leaf_coverage (cfg.coverage_enable): bar_leaf_cg
//   reg_mirror dv_reg_mirror on mgmt's complete accesses: BAR_REG_MIRROR, feeds reg_predictor
//              (dv_base_env, with the register model and its front door on mgmt)
//
//   probe.ap --> predictor --> predictor.ap --> checker.pred_export
//            \                              \-> coverage
//             \-> checker.obs_export
//
// Stimulus (the virtual sequences, through vsqr, bar_leaf_vsqr.h): send(), reg(), arrive(),
// set_arrive_after_rx(); sw.monitor.ap feeds vsqr's release count; responder (bar_tx_responder
// on port0.monitor.tx_ap) for the sequences that react to the leaf.
#pragma once

#include "vl_harness.h"

#include <cstdint>
#include <memory>

#include "bar_env_base.h"
#include "bar_env_config.h"
#include "bar_env_view.h"
#include "bar_leaf_model.h"
#include "bar_leaf_vsqr.h"
#include "barrier_reg_model.h"
#include "dv_base_env.h"
#include "uvm.h"

namespace collnet::barrier {
class bar_leaf_sw_agent;  // and bar_port_agent, bar_ready_gen, bar_scoreboard (bar_env_view.h)
}  // namespace collnet::barrier

BAR_ENV_BASE_DECLARE(leaf, leaf_reg_block);

namespace collnet::barrier {

class bar_leaf_env : public bar_leaf_env_base {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_env);
  using bar_leaf_env_base::bar_leaf_env_base;
  ~bar_leaf_env() override;
  bar_port_agent* port = nullptr;   ///< the leaf's link port ("port0")
  bar_leaf_sw_agent* sw = nullptr;  ///< software interface (arrive / release)
  // mgmt, probe, predictor, checker, sb, coverage, responder: bar_env_base.
  // regmodel (rtl/barrier/data/barrier_regs.yaml, map leaf), reg_predictor and reg_mirror
  // (BAR_REG_MIRROR): dv_base_env.

  void build_phase(uvm::uvm_phase& phase) override;
  void connect_phase(uvm::uvm_phase& phase) override;

  // ---- stimulus API ----
  void send(std::uint16_t pkt, std::uint64_t earliest);
  void reg(reg_bus_op op);
  void arrive();
  /// true: an arrive may be driven at the edge after a packet transfer into the leaf (the
  /// same-edge directed test; README "Same-edge cases").
  void set_arrive_after_rx(bool on) { m_arrive_after_rx = on; }
  // set_ref_model_check(false): BAR_SB_REG and BAR_LEAF_OUT off (bar_env_base).
  bool quiet() const;
  const bar_leaf_model& model() const;

 private:
  unsigned m_sb = 2;
  bool m_arrive_after_rx = false;
};

}  // namespace collnet::barrier
