// cu_unit_fault_probe: a per-cycle probe that falsifies the grant observation port, for the
// arbitration scoreboard's _bad test only (installed by a factory type override when the plusarg
// below is given; the production probe carries no fault hook). The DUT is untouched.
//   +cu_idle_gnt_cls=<n>: in the n-th cycle without a grant (gnt_valid_o low, n from 1),
//     gnt_cls_o is read as 1 instead of what the DUT drives (CU_ARB must fire: TRAFFIC.md
//     defines gnt_cls_o = 0 while gnt_valid_o is low).
//   +cu_fake_gnt=<n>: in the n-th cycle without a grant, the port is read as a stream grant of
//     class 2 (the fairness checker's _bad test: CU_GNT_REQ must fire where class 2 is not
//     ready).
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "cu_unit_probe.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_fault_probe : public cu_unit_probe {
 public:
  UVM_COMPONENT_UTILS(cu_unit_fault_probe);
  explicit cu_unit_fault_probe(uvm::uvm_component_name name) : cu_unit_probe(name) {}

  /// Is this probe's fault asked for on the command line?
  static bool wanted() {
    return uvm::plusargs::has("cu_idle_gnt_cls") || uvm::plusargs::has("cu_fake_gnt");
  }

  void build_phase(uvm::uvm_phase& phase) override {
    cu_unit_probe::build_phase(phase);
    m_fault_at = uvm::plusargs::get_u64("cu_idle_gnt_cls", 0);
    m_fake_at = uvm::plusargs::get_u64("cu_fake_gnt", 0);
  }
  // The production probe's observation, with the fault applied before publishing.
  void publish(cu_unit_obs& o) override {
    if (o.has_gnt && !o.gnt_valid && ++m_idle == m_fault_at) {
      UVM_INFO("CU_FAULT",
               fmt::format("fault injection: gnt_cls_o read as 1 in idle cycle {} (edge {})",
                           m_idle, o.edge),
               uvm::UVM_LOW);
      o.gnt_cls = 1;
    } else if (o.has_gnt && !o.gnt_valid && m_idle == m_fake_at) {
      UVM_INFO("CU_FAULT",
               fmt::format("fault injection: a grant of class 2 read in idle cycle {} (edge {})",
                           m_idle, o.edge),
               uvm::UVM_LOW);
      o.gnt_valid = true;
      o.gnt_cls = 2;
    }
    cu_unit_probe::publish(o);
  }

 private:
  std::uint64_t m_fault_at = 0;
  std::uint64_t m_fake_at = 0;
  std::uint64_t m_idle = 0;
};

}  // namespace collnet::collective
