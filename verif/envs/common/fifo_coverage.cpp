// fifo_coverage.cpp: fifo_cov_probe's phases, compiled once (library common_env); the
// per-cycle sample() stays inline in the header.
#include "vl_harness.h"

#include "fifo_coverage.h"

#include <memory>

#include <fmt/format.h>

#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::common {

fifo_cov_probe::fifo_cov_probe(uvm::uvm_component_name name) : uvm::uvm_component(name) {}

void fifo_cov_probe::build_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::build_phase(phase);
  if (!uvm::uvm_config_db<fifo_status_vif>::get(this, "", "status_vif", m_vif) ||
      !m_vif.transfers || !m_vif.level || !m_vif.almost_full)
    UVM_FATAL("NOVIF", "fifo_cov_probe needs 'status_vif' with transfers, level, almost_full");
  m_h = dv::get_harness(this);
  uvm::uvm_config_db<fifo_env_config>::get(this, "", "env_cfg", m_cfg);
  m_cg = std::make_unique<fifo_cg>(get_full_name() + ".fifo_cg", m_cfg.depth, m_cfg.fall_through,
                                   m_cfg.almost_full_thresh > 0);
}

void fifo_cov_probe::connect_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::connect_phase(phase);
  m_h->on_sample([this] { sample(); });
}

void fifo_cov_probe::report_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::report_phase(phase);
  UVM_INFO(
      "FIFO_COV",
      fmt::format("fifo_cg {:.1f}% over {} sampled cycle(s)", m_cg->get_inst_coverage(), m_samples),
      uvm::UVM_LOW);
}

}  // namespace collnet::common
