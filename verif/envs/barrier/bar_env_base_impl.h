// The bodies of bar_env_base (bar_env_base.h), included only by the .cpp of the env that
// instantiates it (bar_switch_env.cpp, bar_leaf_env.cpp), after the components' headers.
#pragma once

#include "vl_harness.h"

#include <memory>
#include <string>

#include "bar_env_base.h"
#include "bar_port_agent.h"
#include "bar_scoreboard.h"
#include "bar_tx_responder.h"
#include "uvm.h"

namespace collnet::barrier {

template <class ENV, class CFG, class VSQR, class REG_BLOCK, class PROBE, class PREDICTOR,
          class CHECKER, class COVERAGE>
void bar_env_base<ENV, CFG, VSQR, REG_BLOCK, PROBE, PREDICTOR, CHECKER, COVERAGE>::begin_build(
    uvm::uvm_phase& phase) {
  dv::dv_base_env<CFG, VSQR, REG_BLOCK>::build_phase(phase);
  this->vsqr->env = static_cast<ENV*>(this);
  responder = bar_tx_responder::type_id::create("responder", this);
  m_ready = std::make_shared<bar_ready_gen>(this->m_cfg.num_ports(),
                                            uvm::seed_for(this->get_full_name() + ".tx_ready"),
                                            this->m_cfg.ready_pct);
}

template <class ENV, class CFG, class VSQR, class REG_BLOCK, class PROBE, class PREDICTOR,
          class CHECKER, class COVERAGE>
template <class PRED, class... COV>
void bar_env_base<ENV, CFG, VSQR, REG_BLOCK, PROBE, PREDICTOR, CHECKER, COVERAGE>::build_checking(
    unsigned seq_bits, const PRED& pred, const COV&... cov) {
  probe = PROBE::type_id::create("probe", this);
  predictor = PREDICTOR::type_id::create("predictor", this);
  predictor->configure(pred);
  sb = bar_scoreboard::type_id::create("scoreboard", this);
  sb->configure(this->m_cfg.num_ports(), seq_bits, this->m_cfg.sb_window);
  checker = CHECKER::type_id::create("checker", this);
  checker->sb = sb;
  if (this->m_cfg.coverage_enable) {
    coverage = COVERAGE::type_id::create("coverage", this);
    coverage->configure(cov..., this->get_full_name());
  }
}

template <class ENV, class CFG, class VSQR, class REG_BLOCK, class PROBE, class PREDICTOR,
          class CHECKER, class COVERAGE>
void bar_env_base<ENV, CFG, VSQR, REG_BLOCK, PROBE, PREDICTOR, CHECKER,
                  COVERAGE>::connect_checking() {
  probe->ap.connect(predictor->analysis_export);
  probe->ap.connect(checker->obs_export);
  predictor->ap.connect(checker->pred_export);
  if (coverage) predictor->ap.connect(coverage->analysis_export);
}

template <class ENV, class CFG, class VSQR, class REG_BLOCK, class PROBE, class PREDICTOR,
          class CHECKER, class COVERAGE>
void bar_env_base<ENV, CFG, VSQR, REG_BLOCK, PROBE, PREDICTOR, CHECKER,
                  COVERAGE>::set_ref_model_check(bool on) {
  checker->ref_model_check = on;
}

}  // namespace collnet::barrier
