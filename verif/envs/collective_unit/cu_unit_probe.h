// cu_unit_probe: per-cycle monitor of collective_unit. After reset, at every rising edge it reads
// the unit's ports (input handshakes and data, in_room_o, destination valid/ready, management
// access, and the gnt_*_o observation port when the model has it) into one cu_unit_obs and
// publishes it on `ap` (the grant/credit checks, the cycle-by-cycle arbitration scoreboard and
// coverage subscribe). One sample callback, the observation is a reused member.
// Arbitration is checked cycle by cycle, so this probe must work every cycle: the small price of
// the arbiter check (docs/architecture.md, performance rules).
#pragma once

#include <cstdint>

#include "vl_harness.h"  // first: Verilator's headers precede SystemC's

#include "cu_unit_env_config.h"
#include "dv_config_lookup.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_probe : public uvm::uvm_monitor {
 public:
  UVM_COMPONENT_UTILS(cu_unit_probe);
  // Constructor and destructor out of line (cu_unit_env.cpp): the class's code is compiled there
  // once, not in every translation unit that includes this header.
  explicit cu_unit_probe(uvm::uvm_component_name name);
  ~cu_unit_probe() override;
  uvm::uvm_analysis_port<cu_unit_obs> ap{"ap"};
  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::build_phase(phase);
    if (!uvm::uvm_config_db<cu_unit_obs_vif>::get(this, "", "vif", m_vif) || !m_vif.read)
      UVM_FATAL("NOVIF", "cu_unit_probe needs 'vif' (cu_unit_obs_vif)");
    m_h = dv::get_harness(this);
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::connect_phase(phase);
    m_h->on_sample([this] {
      m_vif.read(m_obs);
      m_obs.edge = m_h->cycle() + 1;
      ap.write(m_obs);
    });
  }
  const cu_unit_obs& last() const { return m_obs; }

 protected:  // a _bad test's fault probe reads the pins itself (cu_unit_fault_probe)
  cu_unit_obs_vif m_vif;
  collnet::dv::vl_harness_base* m_h = nullptr;
  cu_unit_obs m_obs;
};

}  // namespace collnet::collective
