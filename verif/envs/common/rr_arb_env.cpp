// rr_arb_env.cpp: rr_arb_env's phases, compiled once (library common_env).
#include "vl_harness.h"

#include "rr_arb_env.h"

#include "uvm.h"

namespace collnet::common {

rr_arb_vsqr::rr_arb_vsqr(uvm::uvm_component_name name) : dv::dv_virtual_sequencer(name) {}
rr_arb_vsqr::~rr_arb_vsqr() = default;

void rr_arb_env::build_phase(uvm::uvm_phase& phase) {
  dv_base_env::build_phase(phase);
  for (unsigned k = 0; k < m_cfg.num_in; ++k) {
    uvm::uvm_config_db<common::stream_agent_config>::set(this, req_agent_name(k) + "*", "cfg",
                                                         m_cfg.req_cfg);
    req_agents.push_back(agent_t::type_id::create(req_agent_name(k), this));
  }
  // Without LockIn the arbiter may legally move the grant (and so the output data) while the
  // downstream is not ready: its output is not a stable stream, so the stream rule checks of
  // the output monitor do not apply. The arbitration scoreboard still checks every cycle.
  m_cfg.ready_cfg.check_protocol = m_cfg.lock_in;
  uvm::uvm_config_db<common::stream_agent_config>::set(this, "out_agent*", "cfg", m_cfg.ready_cfg);
  uvm::uvm_config_db<rr_arb_env_config>::set(this, "probe", "env_cfg", m_cfg);
  out_agent = agent_t::type_id::create("out_agent", this);
  probe = rr_arb_probe::type_id::create("probe", this);
  scoreboard = rr_arb_scoreboard::type_id::create("scoreboard", this);
  scoreboard->configure(m_cfg.num_in, m_cfg.lock_in);
}

void rr_arb_env::connect_phase(uvm::uvm_phase& phase) {
  dv_base_env::connect_phase(phase);
  for (agent_t* a : req_agents) vsqr->req.push_back(a->sequencer);
  vsqr->cfg = m_cfg;
  probe->ap.connect(scoreboard->analysis_export);
}

}  // namespace collnet::common
