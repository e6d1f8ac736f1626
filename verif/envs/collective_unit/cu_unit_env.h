// cu_unit_env: packet-level environment of the whole collective unit (collective_unit,
// rtl/collective/TRAFFIC.md).
//
//   link_<i>   (cu_link agent, i < NumIn; port NumIn-1 is the local injection FIFO): per-class
//              sender queues, sender rule on in_room_o, idle/burst flit pattern; monitor -> pkts
//   rec_<d>    (cu_rec agent, d = 0 up-tree, 1 user reception, 2 system reception): ready by a
//              pattern (slow random draining / long stalls) and a stall gate; monitor -> pkts
//   mgmt       (reg_bus agent, the register bus of every block): register writes/reads;
//              monitor -> accesses
//   regmodel   (generated regs::uvm_model::cu_reg_block; dv_base_env): front door on mgmt's
//              sequencer, mirror kept by reg_predictor from mgmt's complete accesses;
//              reg_mirror (dv_reg_mirror): CU_REG_MIRROR, reads of non-volatile registers vs
//              the mirror
//   probe      (cu_unit_probe): one observation per cycle (handshakes, room, gnt_*_o)
//   scoreboard (cu_unit_scoreboard: CU_DATA, CU_CONS, CU_FIFO, CU_REG)
//   arb_sb     (cu_unit_arb_scoreboard: CU_ARB, cycle by cycle on cu_traffic_model)
//   fair_chk   (cu_unit_fairness_checker: CU_STARVE, CU_GNT_REQ, from the spec alone, no
//              model; +cu_starve_bound= lowers its bound)
//   cov        (cu_unit_coverage, 8 covergroups) unless coverage is off (+nocov)
//   vsqr       (cu_unit_vsqr; dv_base_env): the sequencers and handles the virtual sequences use
//
// config_db (set by the test): "env_cfg" (cu_unit_env_config) and "harness" (dv_base_env);
// "vif" for "env.link_<i>*" (cu_link_vif), "env.rec_<d>*" (cu_rec_vif), "env.mgmt*"
// (common::reg_bus_vif), "env.probe" (cu_unit_obs_vif).
#pragma once

#include "vl_harness.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "collective_unit_reg_model.h"
#include "cu_link_agent.h"
#include "cu_rec_agent.h"
#include "cu_unit_arb_scoreboard.h"
#include "cu_unit_coverage.h"
#include "cu_unit_env_config.h"
#include "cu_unit_fairness_checker.h"
#include "cu_unit_probe.h"
#include "cu_unit_scoreboard.h"
#include "cu_unit_vsqr.h"
#include "dv_base_env.h"
#include "reg_bus_agent.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_env
    : public dv::dv_base_env<cu_unit_env_config, cu_unit_vsqr, regs::uvm_model::cu_reg_block> {
 public:
  UVM_COMPONENT_UTILS(cu_unit_env);
  explicit cu_unit_env(uvm::uvm_component_name name);
  ~cu_unit_env() override;

  std::vector<cu_link_agent*> link;
  std::array<cu_rec_agent*, 3> rec{};
  common::reg_bus_agent* mgmt = nullptr;
  cu_unit_probe* probe = nullptr;
  cu_unit_scoreboard* scoreboard = nullptr;
  cu_unit_arb_scoreboard* arb_sb = nullptr;
  cu_unit_fairness_checker* fair_chk = nullptr;
  std::unique_ptr<cu_unit_coverage> cov;

  static std::string link_name(unsigned i) { return "link_" + std::to_string(i); }
  static std::string rec_name(unsigned d) { return "rec_" + std::to_string(d); }

  void build_phase(uvm::uvm_phase& phase) override;

  void connect_phase(uvm::uvm_phase& phase) override;

  void report_phase(uvm::uvm_phase& phase) override;

  /// Packets still queued in the link drivers or half-sent.
  std::uint64_t links_pending() const {
    std::uint64_t n = 0;
    for (const cu_link_agent* a : link) n += a->driver->pending();
    return n;
  }
};

}  // namespace collnet::collective
