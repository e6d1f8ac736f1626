// cu_env: the environment's members, compiled once per build (library cu_env): the agents,
// alignment stage, scoreboard, host checker and coverage are instantiated here, not in every
// test translation unit.
#include "vl_harness.h"  // first: Verilator's headers precede SystemC's

#include "cu_env.h"

#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cu_align.h"
#include "cu_coverage.h"
#include "cu_host_checker.h"
#include "cu_repro_checker.h"
#include "cu_scoreboard.h"
#include "dv_knobs.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::collective {

cu_env::cu_env(uvm::uvm_component_name name) : uvm::uvm_env(name) {}

cu_env::~cu_env() = default;

void cu_env::build_phase(uvm::uvm_phase& phase) {
  uvm::uvm_env::build_phase(phase);
  if (!uvm::uvm_config_db<cu_env_config>::get(this, "", "env_cfg", m_cfg))
    UVM_FATAL("NOCFG", "cu_env needs 'env_cfg' (cu_env_config)");
  if (!uvm::uvm_config_db<collnet::dv::vl_harness_base*>::get(this, "", "harness", m_h) || !m_h)
    UVM_FATAL("NOHARNESS", "cu_env needs 'harness'");
  if (m_cfg.num_in < 1 || m_cfg.num_in > CU_ENV_MAX_IN)
    UVM_FATAL("CFG", fmt::format("cu_env: num_in {} outside 1..{}", m_cfg.num_in, CU_ENV_MAX_IN));
  if (dv::nocov()) m_cfg.coverage_enable = false;
  align = cu_align::type_id::create("align", this);
  align->configure(m_cfg, m_h);
  for (unsigned p = 0; p < m_cfg.num_in; ++p) {
    uvm::uvm_config_db<common::stream_agent_config>::set(this, port_agent_name(p) + "*", "cfg",
                                                         m_cfg.port_cfg);
    uvm::uvm_config_db<common::stream_vif<cu_port_word>>::set(this, port_agent_name(p) + "*", "vif",
                                                              align->port_vif(p));
    port_agents.push_back(port_agent_t::type_id::create(port_agent_name(p), this));
  }
  common::stream_agent_config mon_cfg;
  mon_cfg.is_active = false;
  uvm::uvm_config_db<common::stream_agent_config>::set(this, "in_mon*", "cfg", mon_cfg);
  in_mon = in_agent_t::type_id::create("in_mon", this);
  uvm::uvm_config_db<common::stream_agent_config>::set(this, "out_agent*", "cfg", m_cfg.out_cfg);
  out_agent = out_agent_t::type_id::create("out_agent", this);
  scoreboard = cu_scoreboard::type_id::create("scoreboard", this);
  if (m_cfg.coverage_enable)
    cov = std::make_unique<cu_coverage>(get_full_name() + ".cov", m_cfg.num_in, m_cfg.frac_bits);
  scoreboard->configure(m_cfg.num_in, m_cfg.frac_bits, cov.get());
  host = cu_host_checker::type_id::create("host", this);
  host->configure(m_cfg.frac_bits, m_cfg.host_check_require);
  if (m_cfg.repro_enable) repro = cu_repro_checker::type_id::create("repro", this);
}

void cu_env::connect_phase(uvm::uvm_phase& phase) {
  uvm::uvm_env::connect_phase(phase);
  in_mon->monitor->ap.connect(scoreboard->in_export);
  out_agent->monitor->ap.connect(scoreboard->out_export);
  in_mon->monitor->ap.connect(host->in_export);
  out_agent->monitor->ap.connect(host->out_export);
}

void cu_env::report_phase(uvm::uvm_phase& phase) {
  uvm::uvm_env::report_phase(phase);
  if (cov) UVM_INFO("CU_COV", "functional coverage per covergroup:" + cov->report(), uvm::UVM_LOW);
}

std::vector<uvm::uvm_sequencer_base*> cu_env::port_sequencers() const {
  std::vector<uvm::uvm_sequencer_base*> v;
  for (port_agent_t* a : port_agents) v.push_back(a->sequencer);
  return v;
}

void cu_env::set_stall_gate(const common::stream_pattern& pat, std::uint64_t seed) {
  m_gate = std::make_unique<common::stream_pattern_cursor>(pat, seed);
}

void cu_env::clear_stall_gate() {
  m_gate.reset();
}

}  // namespace collnet::collective
