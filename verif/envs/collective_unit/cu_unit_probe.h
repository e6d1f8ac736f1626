// cu_unit_probe: per-cycle monitor of collective_unit. After reset, at every rising edge it reads
// the unit's ports (input handshakes and data, in_room_o, destination valid/ready, management
// access, and the gnt_*_o observation port when the model has it) into one cu_unit_obs and
// publishes it on `ap` (the grant/credit checks, the cycle-by-cycle arbitration scoreboard and
// coverage subscribe). One sample callback (dv_base_monitor), the observation is a reused member.
// Arbitration is checked cycle by cycle, so this probe must work every cycle: the small price of
// the arbiter check (docs/architecture.md, performance rules).
#pragma once

#include <cstdint>

#include "vl_harness.h"

#include "cu_unit_env_config.h"
#include "dv_base_monitor.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_probe : public dv::dv_base_probe<cu_unit_probe, cu_unit_obs, cu_unit_obs_vif> {
  friend dv_base_monitor;  // calls on_build()
  friend dv_base_probe;    // calls observe()

 public:
  UVM_COMPONENT_UTILS(cu_unit_probe);
  explicit cu_unit_probe(uvm::uvm_component_name name);
  ~cu_unit_probe() override;
  const cu_unit_obs& last() const { return m_item; }

 private:
  void on_build() {
    if (!m_vif.read) UVM_FATAL("NOVIF", "cu_unit_probe needs 'vif' (cu_unit_obs_vif) with read");
  }
  void observe(cu_unit_obs& o) { m_vif.read(o); }
};

}  // namespace collnet::collective
