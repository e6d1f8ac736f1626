// rr_arb_fault_probe: an arbiter probe that falsifies what it observed, for the cycle
// scoreboard's _bad tests only. rr_arb_base_test installs it with install(this) (a factory
// instance override on "env.probe", only when +arb_fault=<kind> is given); the production probe
// carries no fault hook. The DUT and the stimulus are untouched: only the scoreboard's view
// changes, so the scoreboard itself must fire. +arb_fault_at=N (default 5) picks the N-th cycle
// with a grant.
//
// | +arb_fault= | falsified observation                      | must fire  |
// |-------------|--------------------------------------------|------------|
// | valid       | valid_o reads 0 although a grant is given  | ARB_SB_OUT |
// | idx         | idx_o reads the next requester's index     | ARB_SB_OUT |
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "rr_arb_probe.h"
#include "uvm.h"

namespace collnet::common {

class rr_arb_fault_probe : public rr_arb_probe {
 public:
  UVM_COMPONENT_UTILS(rr_arb_fault_probe);
  explicit rr_arb_fault_probe(uvm::uvm_component_name name) : rr_arb_probe(name) {}

  /// Overrides the probe of `test`'s "env" when +arb_fault is given.
  static void install(uvm::uvm_component* test) {
    if (uvm::plusargs::has("arb_fault"))
      rr_arb_probe::type_id::set_inst_override(get_type(), "env.probe", test);
  }

  void build_phase(uvm::uvm_phase& phase) override {
    rr_arb_probe::build_phase(phase);
    m_fault = uvm::plusargs::get_string("arb_fault", "");
    m_at = uvm::plusargs::get_u64("arb_fault_at", 5);
    uvm::uvm_config_db<rr_arb_env_config>::get(this, "", "env_cfg", m_env_cfg);
    if (m_fault != "valid" && m_fault != "idx")
      UVM_FATAL("ARB_FAULT", fmt::format("unknown +arb_fault={}", m_fault));
  }

 protected:
  void publish(arb_cycle& c) override {
    if (c.gnt != 0 && ++m_granted == m_at) {
      if (m_fault == "valid")
        c.valid = false;
      else
        c.idx = (c.idx + 1) % m_env_cfg.num_in;
      UVM_INFO("ARB_FAULT",
               fmt::format("cycle {}: {} falsified (self-test)", c.cycle,
                           m_fault == "valid" ? "valid_o" : "idx_o"),
               uvm::UVM_LOW);
    }
    rr_arb_probe::publish(c);
  }

 private:
  std::string m_fault;
  std::uint64_t m_at = 5;
  std::uint64_t m_granted = 0;
  rr_arb_env_config m_env_cfg;
};

}  // namespace collnet::common
