// bar_env_base<ENV, CFG, VSQR, REG_BLOCK, PROBE, PREDICTOR, CHECKER, COVERAGE>: what the
// barrier switch and leaf envs (bar_switch_env, bar_leaf_env: ENV) share on top of
// dv_base_env: the register agent, the responder on the ports' tx transfers and their tx_ready
// generator, and the checking chain
//
//   probe.ap --> predictor --> predictor.ap --> checker.pred_export
//            \                              \-> coverage (cfg.coverage_enable)
//             \-> checker.obs_export          (checker.sb: the packet scoreboard)
//
// An env calls begin_build() first in its build_phase, build_checking() after its agents, and
// connect_checking() in its connect_phase. The bodies are in bar_env_base_impl.h, instantiated
// once per env in its .cpp (extern template in its header).
#pragma once

#include "vl_harness.h"

#include <memory>

#include "bar_env_view.h"
#include "dv_base_env.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_tx_responder;

template <class ENV, class CFG, class VSQR, class REG_BLOCK, class PROBE, class PREDICTOR,
          class CHECKER, class COVERAGE>
class bar_env_base : public dv::dv_base_env<CFG, VSQR, REG_BLOCK> {
 public:
  using dv::dv_base_env<CFG, VSQR, REG_BLOCK>::dv_base_env;

  reg_bus_agent* mgmt = nullptr;  ///< register interface
  PROBE* probe = nullptr;
  PREDICTOR* predictor = nullptr;
  CHECKER* checker = nullptr;
  bar_scoreboard* sb = nullptr;           ///< the checker's packet scoreboard
  COVERAGE* coverage = nullptr;           ///< null when cfg.coverage_enable is false
  bar_tx_responder* responder = nullptr;  ///< the ports' tx transfers, for the sequences

  /// false: register responses (and the leaf's software outputs) are not compared with the
  /// reference model, because a register back door writes the RTL's flops behind the model's
  /// back (the access test); the register model's mirror checks instead.
  void set_ref_model_check(bool on);

 protected:
  /// dv_base_env's build_phase, then vsqr->env, the responder and the tx_ready generator of
  /// the cfg.num_ports() ports (+ready_pct).
  void begin_build(uvm::uvm_phase& phase);
  /// The probe, the predictor (configure(pred)), the packet scoreboard of the cfg.num_ports()
  /// ports, the checker and, with cfg.coverage_enable, the coverage (configure(cov..., full
  /// name)).
  template <class PRED, class... COV>
  void build_checking(unsigned seq_bits, const PRED& pred, const COV&... cov);
  /// The connections of the checking chain (above).
  void connect_checking();

  std::shared_ptr<bar_ready_gen> m_ready;  ///< tx_ready of the ports (+ready_pct)
};

}  // namespace collnet::barrier

/// The arguments of bar_env_base for the env bar_<BLK>_env (its config, vsqr, probe, predictor,
/// checker and coverage are named after it) on the register block regs::uvm_model::<REG_BLOCK>.
#define BAR_ENV_BASE_ARGS(BLK, REG_BLOCK)                                               \
  collnet::barrier::bar_##BLK##_env, collnet::barrier::bar_##BLK##_env_config,          \
      collnet::barrier::bar_##BLK##_vsqr, collnet::barrier::regs::uvm_model::REG_BLOCK, \
      collnet::barrier::bar_##BLK##_probe, collnet::barrier::bar_##BLK##_predictor,     \
      collnet::barrier::bar_##BLK##_checker, collnet::barrier::bar_##BLK##_coverage

/// In the header of bar_<BLK>_env, at file scope: its components declared (their headers: the
/// env's .cpp and the tests that use them), bar_<BLK>_env_base (what it derives from) and the
/// base compiled once, in the env's .cpp (BAR_ENV_BASE_INSTANTIATE).
#define BAR_ENV_BASE_DECLARE(BLK, REG_BLOCK)                                    \
  namespace collnet::barrier {                                                  \
  class bar_##BLK##_env;                                                        \
  class bar_##BLK##_probe;                                                      \
  class bar_##BLK##_predictor;                                                  \
  class bar_##BLK##_checker;                                                    \
  class bar_##BLK##_coverage;                                                   \
  using bar_##BLK##_env_base = bar_env_base<BAR_ENV_BASE_ARGS(BLK, REG_BLOCK)>; \
  }                                                                             \
  extern template class collnet::barrier::bar_env_base<BAR_ENV_BASE_ARGS(BLK, REG_BLOCK)>
#define BAR_ENV_BASE_INSTANTIATE(BLK, REG_BLOCK) \
  template class collnet::barrier::bar_env_base<BAR_ENV_BASE_ARGS(BLK, REG_BLOCK)>
