// cu_env: the environment's members, compiled once per build (library cu_env): the agents,
// scoreboard, host checker and coverage are instantiated here, not in every test translation
// unit.
#include "vl_harness.h"

#include "cu_env.h"

#include <memory>
#include <string>

#include <fmt/format.h>

#include "cu_coverage.h"
#include "cu_host_checker.h"
#include "cu_repro_checker.h"
#include "cu_scoreboard.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::collective {

cu_vsqr::cu_vsqr(uvm::uvm_component_name name) : dv::dv_virtual_sequencer(name) {}
cu_vsqr::~cu_vsqr() = default;

cu_env::cu_env(uvm::uvm_component_name name) : dv_base_env(name) {}

cu_env::~cu_env() = default;

void cu_env::build_phase(uvm::uvm_phase& phase) {
  dv_base_env::build_phase(phase);
  if (m_cfg.num_in < 1 || m_cfg.num_in > CU_ENV_MAX_IN)
    UVM_FATAL("CFG", fmt::format("cu_env: num_in {} outside 1..{}", m_cfg.num_in, CU_ENV_MAX_IN));
  uvm::uvm_config_db<common::stream_agent_config>::set(this, "in_agent*", "cfg", m_cfg.in_cfg);
  in_agent = in_agent_t::type_id::create("in_agent", this);
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
  dv_base_env::connect_phase(phase);
  vsqr->in = in_agent->sequencer;
  vsqr->cfg = m_cfg;
  in_agent->monitor->ap.connect(scoreboard->in_export);
  out_agent->monitor->ap.connect(scoreboard->out_export);
  in_agent->monitor->ap.connect(host->in_export);
  out_agent->monitor->ap.connect(host->out_export);
}

void cu_env::report_phase(uvm::uvm_phase& phase) {
  dv_base_env::report_phase(phase);
  if (cov) UVM_INFO("CU_COV", "functional coverage per covergroup:" + cov->report(), uvm::UVM_LOW);
}

void cu_env::set_stall_gate(const common::stream_pattern& pat, std::uint64_t seed) {
  m_gate = std::make_unique<common::stream_pattern_cursor>(pat, seed);
}

void cu_env::clear_stall_gate() {
  m_gate.reset();
}

}  // namespace collnet::collective
