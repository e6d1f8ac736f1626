// cu_unit_env: the environment's members, compiled once per build (library cu_unit_env): a
// test or sequence that includes cu_unit_env.h does not compile its build and connect code.
#include "vl_harness.h"  // first: Verilator's headers precede SystemC's

#include "cu_unit_env.h"

#include <memory>
#include <string>

#include <fmt/format.h>

#include "dv_knobs.h"
#include "uvm.h"

namespace collnet::collective {

cu_unit_vsqr::cu_unit_vsqr(uvm::uvm_component_name name) : uvm::uvm_virtual_sequencer(name) {}
cu_unit_vsqr::~cu_unit_vsqr() = default;

cu_unit_probe::cu_unit_probe(uvm::uvm_component_name name) : uvm::uvm_monitor(name) {}
cu_unit_probe::~cu_unit_probe() = default;

cu_unit_env::cu_unit_env(uvm::uvm_component_name name)
    : uvm::uvm_env(name), m_mirror_imp("mirror_imp", this) {}

cu_unit_env::~cu_unit_env() = default;

void cu_unit_env::build_phase(uvm::uvm_phase& phase) {
  uvm::uvm_env::build_phase(phase);
  if (!uvm::uvm_config_db<cu_unit_env_config>::get(this, "", "env_cfg", m_cfg))
    UVM_FATAL("NOCFG", "cu_unit_env needs 'env_cfg' (cu_unit_env_config)");
  if (!uvm::uvm_config_db<collnet::dv::vl_harness_base*>::get(this, "", "harness", m_h) || !m_h)
    UVM_FATAL("NOHARNESS", "cu_unit_env needs 'harness'");
  if (m_cfg.num_in < 1 || m_cfg.num_in > CU_UNIT_MAX_IN)
    UVM_FATAL("CFG", fmt::format("cu_unit_env: num_in {} outside 1..16", m_cfg.num_in));
  if (dv::nocov()) m_cfg.coverage_enable = false;
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
  vsqr = cu_unit_vsqr::type_id::create("vsqr", this);
  collnet::collective::regs::params rp;
  rp.NumIn = m_cfg.num_in;
  regmodel = std::make_unique<collnet::collective::regs::uvm_model::cu_reg_block>(rp, "regmodel");
  regmodel->build();
  reg_predictor =
      uvm::uvm_reg_predictor<common::reg_bus_item>::type_id::create("reg_predictor", this);
}

void cu_unit_env::connect_phase(uvm::uvm_phase& phase) {
  uvm::uvm_env::connect_phase(phase);
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
  probe->ap.connect(scoreboard->obs_export);
  probe->ap.connect(arb_sb->obs_export);
  probe->ap.connect(fair_chk->obs_export);
  vsqr->mgmt = mgmt->sequencer;
  vsqr->cfg = m_cfg;
  vsqr->h = m_h;
  vsqr->sb = scoreboard;
  common::reg_bus_front_door(regmodel->default_map, mgmt->sequencer, reg_adapter, reg_predictor);
  mgmt->monitor->access_ap.connect(m_mirror_imp);  // before the predictor: the mirror of before
  mgmt->monitor->access_ap.connect(reg_predictor->bus_in);
  vsqr->regmodel = regmodel.get();
}

void cu_unit_env::report_phase(uvm::uvm_phase& phase) {
  uvm::uvm_env::report_phase(phase);
  UVM_INFO("CU_REG_MIRROR",
           fmt::format("{} register reads compared with the model's mirror", m_mirror_checked),
           uvm::UVM_LOW);
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

void cu_unit_env::write(const common::reg_bus_item& it) {
  if (it.op.write) return;
  uvm::uvm_reg* rg = regmodel->default_map->get_reg_by_offset(it.op.addr, true);
  if (!rg) return;
  for (const uvm::uvm_reg_field* f : rg->get_fields())
    if (f->is_volatile()) return;
  ++m_mirror_checked;
  const auto mirror = static_cast<std::uint32_t>(rg->get_mirrored_value());
  if (it.rdata != mirror)
    UVM_ERROR("CU_REG_MIRROR", fmt::format("{} read 0x{:08x} at edge {}, the register model's "
                                           "mirror is 0x{:08x}",
                                           rg->get_name(), it.rdata, it.req_edge, mirror));
}

}  // namespace collnet::collective
