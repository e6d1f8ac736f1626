// rr_arb_probe.cpp: rr_arb_probe's phases, compiled once (library common_env); the per-cycle
// sample() stays inline in the header.
#include "vl_harness.h"

#include "rr_arb_probe.h"

#include <memory>

#include <fmt/format.h>

#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::common {

rr_arb_probe::rr_arb_probe(uvm::uvm_component_name name) : uvm::uvm_component(name) {}

void rr_arb_probe::build_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::build_phase(phase);
  if (!uvm::uvm_config_db<arb_status_vif>::get(this, "", "status_vif", m_vif))
    UVM_FATAL("NOVIF", "rr_arb_probe needs 'status_vif'");
  m_h = dv::get_harness(this);
  uvm::uvm_config_db<rr_arb_env_config>::get(this, "", "env_cfg", m_cfg);
  if (m_cfg.num_in > 6) UVM_FATAL("ARB_CFG", "rr_arb_probe coverage supports NumIn <= 6");
  if (m_cfg.coverage_enable)
    m_cg = std::make_unique<rr_arb_cg>(get_full_name() + ".rr_arb_cg", m_cfg.num_in);
}

void rr_arb_probe::connect_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::connect_phase(phase);
  m_h->on_sample([this] { sample(); });
}

void rr_arb_probe::report_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::report_phase(phase);
  if (m_cg)
    UVM_INFO("ARB_COV", fmt::format("rr_arb_cg {:.1f}%", m_cg->get_inst_coverage()), uvm::UVM_LOW);
}

}  // namespace collnet::common
