// dv_base_env<CFG, VSQR, REG_BLOCK>: the plumbing of every environment, so that a block's env
// holds only its own agents, checkers and connections.
//
//   build_phase    reads "env_cfg" (CFG; UVM_FATAL [NOCFG] when missing), turns the config's
//                  coverage_enable off under +nocov (the one coverage switch of every env), looks
//                  the harness up once (harness(), edge(); UVM_FATAL [NOHARNESS]) and builds the
//                  virtual sequencer "vsqr" (VSQR, a dv_virtual_sequencer, its `h` set)
//   registers      a block with a register map calls build_reg_model(model, bus agent, id) in
//                  its build_phase: the base builds the model (`regmodel`, REG_BLOCK), its
//                  predictor and the dv_reg_mirror check (error id `id`); connect_phase puts the
//                  model's front door on the bus agent's sequencer (reg_bus_reg_adapter, no
//                  auto-predict) and the agent's complete accesses through the mirror check into
//                  the predictor
//
//   class my_env : public dv::dv_base_env<my_env_config> {
//    public:
//     UVM_COMPONENT_UTILS(my_env);
//     using dv_base_env::dv_base_env;
//     void build_phase(uvm::uvm_phase& phase) override {
//       dv_base_env::build_phase(phase);   // m_cfg, m_h, vsqr
//       ... the block's agents and checkers, from m_cfg ...
//     }
//   };
//
// The part that does not depend on the template arguments (harness, register hookup) is
// dv_env_core, compiled once (dv_base_env.cpp, library dv_env).
#pragma once

#include "vl_harness.h"

#include <cstdint>
#include <memory>
#include <type_traits>

#include "dv_config_lookup.h"
#include "dv_knobs.h"
#include "dv_virtual_sequencer.h"
#include "uvm.h"

namespace collnet::common {
class reg_bus_agent;
class reg_bus_item;
class reg_bus_reg_adapter;
}  // namespace collnet::common

namespace collnet::dv {

class dv_reg_mirror;

/// What dv_base_env does whatever its arguments (compiled once).
class dv_env_core : public uvm::uvm_env {
 public:
  explicit dv_env_core(uvm::uvm_component_name name);
  ~dv_env_core() override;

  /// Predictor of the register model's mirror (null without a register map).
  uvm::uvm_reg_predictor<common::reg_bus_item>* reg_predictor = nullptr;
  /// Register reads against the mirror (null without a register map).
  dv_reg_mirror* reg_mirror = nullptr;

  void build_phase(uvm::uvm_phase& phase) override;
  void connect_phase(uvm::uvm_phase& phase) override;

  /// The clock loop of the sim.
  collnet::dv::vl_harness_base& harness() const { return *m_h; }
  /// Rising edges so far.
  std::uint64_t edge() const;

 protected:
  /// From build_phase: the register model `model` (built) on the bus of `bus`, mirror errors
  /// under `mirror_id`; creates the predictor and the mirror check.
  void attach_reg_model(uvm::uvm_reg_block* model, common::reg_bus_agent* bus,
                        const char* mirror_id);

  collnet::dv::vl_harness_base* m_h = nullptr;  ///< the clock loop ("harness")

 private:
  uvm::uvm_reg_block* m_reg_model = nullptr;
  common::reg_bus_agent* m_reg_bus = nullptr;
  std::unique_ptr<common::reg_bus_reg_adapter> m_reg_adapter;  ///< front door and predictor
};

template <typename CFG, typename VSQR = dv_virtual_sequencer,
          typename REG_BLOCK = uvm::uvm_reg_block>
class dv_base_env : public dv_env_core {
  static_assert(std::is_base_of_v<dv_virtual_sequencer, VSQR>, "VSQR: a dv_virtual_sequencer");

 public:
  explicit dv_base_env(uvm::uvm_component_name name) : dv_env_core(name) {}

  VSQR* vsqr = nullptr;                 ///< the virtual sequencer
  std::unique_ptr<REG_BLOCK> regmodel;  ///< the register model (null without a register map)

  void build_phase(uvm::uvm_phase& phase) override {
    get_config(this, "env_cfg", m_cfg);
    if (nocov()) m_cfg.coverage_enable = false;
    dv_env_core::build_phase(phase);
    vsqr = VSQR::type_id::create("vsqr", this);
    vsqr->h = m_h;
  }

  /// The configuration as read in build_phase (coverage_enable off under +nocov).
  const CFG& cfg() const { return m_cfg; }

 protected:
  /// From build_phase of a block with a register map (see the file comment).
  void build_reg_model(std::unique_ptr<REG_BLOCK> model, common::reg_bus_agent* bus,
                       const char* mirror_id) {
    model->build();
    regmodel = std::move(model);
    attach_reg_model(regmodel.get(), bus, mirror_id);
  }

  CFG m_cfg;  ///< "env_cfg"
};

}  // namespace collnet::dv
