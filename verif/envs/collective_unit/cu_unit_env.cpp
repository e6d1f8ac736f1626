// cu_unit_env: the environment's members, compiled once per build (library cu_unit_env): a
// test or sequence that includes cu_unit_env.h does not compile its build and connect code.
#include "vl_harness.h"

#include "cu_unit_env.h"

#include <memory>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::collective {

cu_unit_vsqr::cu_unit_vsqr(uvm::uvm_component_name name) : dv::dv_virtual_sequencer(name) {}
cu_unit_vsqr::~cu_unit_vsqr() = default;

cu_unit_probe::cu_unit_probe(uvm::uvm_component_name name) : dv_base_probe(name) {}
cu_unit_probe::~cu_unit_probe() = default;

cu_unit_env::cu_unit_env(uvm::uvm_component_name name) : dv_base_env(name) {}

cu_unit_env::~cu_unit_env() = default;

void cu_unit_env::build_phase(uvm::uvm_phase& phase) {
  dv_base_env::build_phase(phase);
  if (m_cfg.num_in < 1 || m_cfg.num_in > CU_UNIT_MAX_IN)
    UVM_FATAL("CFG", fmt::format("cu_unit_env: num_in {} outside 1..16", m_cfg.num_in));
  const auto noroom_busy = std::make_shared<bool>(false);
  for (unsigned i = 0; i < m_cfg.num_in; ++i) {
    cu_link_config lc;
    lc.port = i;
    lc.flit_pattern = m_cfg.link_pattern;
    lc.pick = m_cfg.pick;
    lc.ignore_room_pct = m_cfg.link_ignore_room_pct;
    lc.noroom_busy = noroom_busy;
    uvm::uvm_config_db<cu_link_config>::set(this, link_name(i) + "*", "cfg", lc);
    link.push_back(cu_link_agent::type_id::create(link_name(i), this));
  }
  for (unsigned d = 0; d < 3; ++d) {
    cu_rec_config rc;
    rc.dest = d;
    rc.ready_pattern = m_cfg.rec_pattern[d];
    uvm::uvm_config_db<cu_rec_config>::set(this, rec_name(d) + "*", "cfg", rc);
    rec[d] = cu_rec_agent::type_id::create(rec_name(d), this);
  }
  mgmt = common::reg_bus_agent::type_id::create("mgmt", this);
  probe = cu_unit_probe::type_id::create("probe", this);
  scoreboard = cu_unit_scoreboard::type_id::create("scoreboard", this);
  if (m_cfg.coverage_enable)
    cov = std::make_unique<cu_unit_coverage>(get_full_name() + ".cov", m_cfg.num_in, m_cfg.depth);
  scoreboard->configure(m_cfg, cov.get());
  arb_sb = cu_unit_arb_scoreboard::type_id::create("arb_sb", this);
  arb_sb->configure(m_cfg, cov.get());
  fair_chk = cu_unit_fairness_checker::type_id::create("fair_chk", this);
  fair_chk->configure(m_cfg);
  fair_chk->bound = static_cast<unsigned>(uvm::plusargs::get_u64("cu_starve_bound", 2));
  regs::params rp;
  rp.NumIn = m_cfg.num_in;
  build_reg_model(std::make_unique<regs::uvm_model::cu_reg_block>(rp, "regmodel"), mgmt,
                  "CU_REG_MIRROR");
}

void cu_unit_env::connect_phase(uvm::uvm_phase& phase) {
  dv_base_env::connect_phase(phase);
  for (cu_link_agent* a : link) {
    a->monitor->ap.connect(scoreboard->link_export);
    vsqr->link.push_back(a->sequencer);
    vsqr->link_drv.push_back(a->driver);
  }
  for (unsigned d = 0; d < 3; ++d) {
    rec[d]->monitor->ap.connect(scoreboard->rec_export);
    vsqr->rec[d] = rec[d]->driver;
  }
  mgmt->monitor->ap.connect(scoreboard->mgmt_export);
  mgmt->monitor->ap.connect(arb_sb->mgmt_export);
  probe->ap.connect(scoreboard->obs_export);
  probe->ap.connect(arb_sb->obs_export);
  probe->ap.connect(fair_chk->analysis_export);
  vsqr->mgmt = mgmt->sequencer;
  vsqr->cfg = m_cfg;
  vsqr->sb = scoreboard;
  vsqr->regmodel = regmodel.get();
}

void cu_unit_env::report_phase(uvm::uvm_phase& phase) {
  dv_base_env::report_phase(phase);
  if (m_cfg.link_ignore_room_check) {
    std::uint64_t noroom = 0, waited = 0;
    for (const cu_link_agent* a : link) {
      noroom += a->driver->hdr_noroom();
      waited += a->driver->hdr_waited();
    }
    if (waited == 0)
      UVM_ERROR("CU_LINK_NOROOM",
                fmt::format("link_ignore_room_pct {}: {} header(s) offered without room, none "
                            "held until ready; the scenario of the knob never happened",
                            m_cfg.link_ignore_room_pct, noroom));
    else
      UVM_INFO(
          "CU_LINK_NOROOM",
          fmt::format("{} header(s) offered without room, {} held until ready", noroom, waited),
          uvm::UVM_LOW);
  }
  if (cov)
    UVM_INFO("CU_UNIT_COV", "functional coverage per covergroup:" + cov->report(), uvm::UVM_LOW);
}

}  // namespace collnet::collective
