// cu_unit_scoreboard, cu_unit_arb_scoreboard, cu_unit_fairness_checker: constructors and
// destructors, so that the scoreboards' code (vtables and every virtual member) is compiled once
// (in library cu_unit_env), not in every translation unit that includes the headers.
#include "vl_harness.h"

#include "cu_unit_scoreboard.h"

#include "cu_unit_arb_scoreboard.h"
#include "cu_unit_fairness_checker.h"
#include "uvm.h"

namespace collnet::collective {

cu_unit_scoreboard::cu_unit_scoreboard(uvm::uvm_component_name name)
    : uvm::uvm_scoreboard(name),
      link_export("link_export", this),
      rec_export("rec_export", this),
      mgmt_export("mgmt_export", this),
      obs_export("obs_export", this) {}
cu_unit_scoreboard::~cu_unit_scoreboard() = default;

cu_unit_arb_scoreboard::cu_unit_arb_scoreboard(uvm::uvm_component_name name)
    : uvm::uvm_scoreboard(name), obs_export("obs_export", this), mgmt_export("mgmt_export", this) {}
cu_unit_arb_scoreboard::~cu_unit_arb_scoreboard() = default;

cu_unit_fairness_checker::cu_unit_fairness_checker(uvm::uvm_component_name name)
    : uvm::uvm_subscriber<cu_unit_obs>(name) {}
cu_unit_fairness_checker::~cu_unit_fairness_checker() = default;

}  // namespace collnet::collective
