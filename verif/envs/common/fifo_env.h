// fifo_env: environment of cc_fifo (and of anything with its port list).
//
//   in_agent  (stream source)  -> valid_i/ready_o/data_i
//   out_agent (stream sink)    -> valid_o/ready_i/data_o
//   scoreboard: fifo_scoreboard (order and no loss), fed by both monitors
//   status:     fifo_status_checker (ready_o, valid_o, level_o, almost_full_o every cycle),
//               unless env_cfg.status_check_enable is false
//   coverage:   fifo_cov_probe (level x op), unless env_cfg.coverage_enable is false or +nocov
//
// config_db: "env_cfg" (fifo_env_config) for the env; the test sets the pins: "vif" for
// "env.in_agent*" and "env.out_agent*" (stream_vif<data_t>), "status_vif" for "env" and
// "env.cov*" (fifo_status_vif), and "harness" (collnet::dv::vl_harness_base*) for everything below
// the test.
#pragma once

#include <cstdint>
#include <string>

#include "common_env_config.h"
#include "dv_knobs.h"
#include "fifo_coverage.h"
#include "fifo_scoreboard.h"
#include "fifo_status_checker.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::common {

class fifo_env : public uvm::uvm_env {
 public:
  using data_t = std::uint32_t;
  using agent_t = common::stream_agent<data_t>;
  using item_t = common::stream_item<data_t>;

  UVM_COMPONENT_UTILS(fifo_env);
  explicit fifo_env(uvm::uvm_component_name name) : uvm::uvm_env(name) {}

  agent_t* in_agent = nullptr;
  agent_t* out_agent = nullptr;
  fifo_scoreboard<item_t>* scoreboard = nullptr;
  fifo_status_checker* status = nullptr;  ///< nullptr when the status check is off
  fifo_cov_probe* cov = nullptr;          ///< nullptr when coverage is off

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::build_phase(phase);
    if (!uvm::uvm_config_db<fifo_env_config>::get(this, "", "env_cfg", m_cfg))
      UVM_FATAL("NOCFG", "fifo_env needs 'env_cfg' (fifo_env_config)");
    uvm::uvm_config_db<common::stream_agent_config>::set(this, "in_agent*", "cfg", m_cfg.in_cfg);
    uvm::uvm_config_db<common::stream_agent_config>::set(this, "out_agent*", "cfg", m_cfg.out_cfg);
    uvm::uvm_config_db<fifo_env_config>::set(this, "cov", "env_cfg", m_cfg);
    in_agent = agent_t::type_id::create("in_agent", this);
    out_agent = agent_t::type_id::create("out_agent", this);
    scoreboard = fifo_scoreboard<item_t>::type_id::create("scoreboard", this);
    if (m_cfg.status_check_enable) {
      status = fifo_status_checker::type_id::create("status", this);
      status->configure(m_cfg.depth, m_cfg.fall_through, m_cfg.almost_full_thresh);
      if (!uvm::uvm_config_db<fifo_status_vif>::get(this, "", "status_vif", m_status_vif) ||
          !m_status_vif.handshake || !m_status_vif.level || !m_status_vif.almost_full)
        UVM_FATAL("NOVIF", "fifo_env needs 'status_vif' with handshake, level, almost_full");
      if (!uvm::uvm_config_db<collnet::dv::vl_harness_base*>::get(this, "", "harness", m_h) || !m_h)
        UVM_FATAL("NOHARNESS", "fifo_env needs 'harness'");
    }
    if (m_cfg.coverage_enable && !dv::nocov()) cov = fifo_cov_probe::type_id::create("cov", this);
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::connect_phase(phase);
    in_agent->monitor->ap.connect(scoreboard->in_export);
    out_agent->monitor->ap.connect(scoreboard->out_export);
    if (status == nullptr) return;
    m_h->on_sample([this] {
      if (m_h->in_reset()) return;
      const unsigned hs = m_status_vif.handshake();
      fifo_pins p;
      p.valid_i = hs & 1u;
      p.ready_o = hs & 2u;
      p.valid_o = hs & 4u;
      p.ready_i = hs & 8u;
      p.level = m_status_vif.level();
      p.almost_full = m_status_vif.almost_full();
      status->sample(p, m_h->cycle());
    });
  }

  const fifo_env_config& cfg() const { return m_cfg; }

 private:
  fifo_env_config m_cfg;                        ///< as read in build_phase
  fifo_status_vif m_status_vif;                 ///< status and handshake pins
  collnet::dv::vl_harness_base* m_h = nullptr;  ///< per-cycle callbacks
};

}  // namespace collnet::common
