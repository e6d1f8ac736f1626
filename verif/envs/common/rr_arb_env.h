// rr_arb_env: environment of cc_rr_arb.
//
//   req_agent[k] (stream source, k < NumIn): valid = req_i[k], ready = gnt_o[k] && ready_i,
//                                             so a requester holds its request until served
//   out_agent    (stream sink): drives ready_i by its backpressure pattern; its monitor sees
//                valid_o/ready_i/idx_o, i.e. every taken grant and its winner
//   probe -> scoreboard: every cycle's requests, ready and grant against rr_arb_model
//   coverage: request pattern x winner (in the probe), unless coverage is off
//
// config_db: "env_cfg" (rr_arb_env_config); the test sets "vif" for "env.req_agent_<k>*" and
// "env.out_agent*" (stream_vif<std::uint8_t>), "status_vif" for "env.probe" (arb_status_vif),
// and "harness".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common_env_config.h"
#include "dv_knobs.h"
#include "rr_arb_probe.h"
#include "rr_arb_scoreboard.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::common {

class rr_arb_env : public uvm::uvm_env {
 public:
  using data_t = std::uint8_t;
  using agent_t = common::stream_agent<data_t>;

  UVM_COMPONENT_UTILS(rr_arb_env);
  explicit rr_arb_env(uvm::uvm_component_name name) : uvm::uvm_env(name) {}

  std::vector<agent_t*> req_agents;
  agent_t* out_agent = nullptr;
  rr_arb_probe* probe = nullptr;
  rr_arb_scoreboard* scoreboard = nullptr;

  static std::string req_agent_name(unsigned k) { return rr_arb_env_config::req_agent_name(k); }

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::build_phase(phase);
    if (!uvm::uvm_config_db<rr_arb_env_config>::get(this, "", "env_cfg", m_cfg))
      UVM_FATAL("NOCFG", "rr_arb_env needs 'env_cfg' (rr_arb_env_config)");
    if (dv::nocov()) m_cfg.coverage_enable = false;
    for (unsigned k = 0; k < m_cfg.num_in; ++k) {
      uvm::uvm_config_db<common::stream_agent_config>::set(this, req_agent_name(k) + "*", "cfg",
                                                           m_cfg.req_cfg);
      req_agents.push_back(agent_t::type_id::create(req_agent_name(k), this));
    }
    // Without LockIn the arbiter may legally move the grant (and so the output data) while the
    // downstream is not ready: its output is not a stable stream, so the stream rule checks of
    // the output monitor do not apply. The arbitration scoreboard still checks every cycle.
    m_cfg.ready_cfg.check_protocol = m_cfg.lock_in;
    uvm::uvm_config_db<common::stream_agent_config>::set(this, "out_agent*", "cfg",
                                                         m_cfg.ready_cfg);
    uvm::uvm_config_db<rr_arb_env_config>::set(this, "probe", "env_cfg", m_cfg);
    out_agent = agent_t::type_id::create("out_agent", this);
    probe = rr_arb_probe::type_id::create("probe", this);
    scoreboard = rr_arb_scoreboard::type_id::create("scoreboard", this);
    scoreboard->configure(m_cfg.num_in, m_cfg.lock_in);
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::connect_phase(phase);
    probe->ap.connect(scoreboard->analysis_export);
  }

  const rr_arb_env_config& cfg() const { return m_cfg; }

 private:
  rr_arb_env_config m_cfg;  ///< as read in build_phase
};

}  // namespace collnet::common
