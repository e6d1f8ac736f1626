// dv_base_env.cpp: dv_env_core (the part of dv_base_env that does not depend on its template
// arguments) and the constructor of dv_virtual_sequencer, compiled once (library dv_env).
#include "dv_base_env.h"

#include <memory>

#include "dv_config_lookup.h"
#include "dv_reg_mirror.h"
#include "reg_bus_agent.h"
#include "uvm.h"

namespace collnet::dv {

dv_virtual_sequencer::dv_virtual_sequencer(uvm::uvm_component_name name)
    : uvm::uvm_virtual_sequencer(name) {}
dv_virtual_sequencer::~dv_virtual_sequencer() = default;

dv_env_core::dv_env_core(uvm::uvm_component_name name) : uvm::uvm_env(name) {}
dv_env_core::~dv_env_core() = default;

void dv_env_core::build_phase(uvm::uvm_phase& phase) {
  uvm::uvm_env::build_phase(phase);
  m_h = get_harness(this);
}

std::uint64_t dv_env_core::edge() const {
  return m_h->cycle();
}

void dv_env_core::attach_reg_model(uvm::uvm_reg_block* model, common::reg_bus_agent* bus,
                                   const char* mirror_id) {
  m_reg_model = model;
  m_reg_bus = bus;
  m_reg_adapter = std::make_unique<common::reg_bus_reg_adapter>();
  reg_predictor =
      uvm::uvm_reg_predictor<common::reg_bus_item>::type_id::create("reg_predictor", this);
  reg_mirror = dv_reg_mirror::type_id::create("reg_mirror", this);
  reg_mirror->configure(model->default_map, reg_predictor, mirror_id);
}

void dv_env_core::connect_phase(uvm::uvm_phase& phase) {
  uvm::uvm_env::connect_phase(phase);
  if (m_reg_model == nullptr) return;
  common::reg_bus_front_door(m_reg_model->default_map, m_reg_bus->sequencer, *m_reg_adapter,
                             reg_predictor);
  m_reg_bus->monitor->access_ap.connect(reg_mirror->analysis_export);
}

}  // namespace collnet::dv
