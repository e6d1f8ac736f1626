// fifo_env.cpp: fifo_env's phases, compiled once (library common_env).
#include "vl_harness.h"

#include "fifo_env.h"

#include "uvm.h"

namespace collnet::common {

fifo_vsqr::fifo_vsqr(uvm::uvm_component_name name) : dv::dv_virtual_sequencer(name) {}
fifo_vsqr::~fifo_vsqr() = default;

void fifo_env::build_phase(uvm::uvm_phase& phase) {
  dv_base_env::build_phase(phase);
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
  }
  if (m_cfg.coverage_enable) cov = fifo_cov_probe::type_id::create("cov", this);
}

void fifo_env::connect_phase(uvm::uvm_phase& phase) {
  dv_base_env::connect_phase(phase);
  vsqr->in = in_agent->sequencer;
  vsqr->cfg = m_cfg;
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

}  // namespace collnet::common
