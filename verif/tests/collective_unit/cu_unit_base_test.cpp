// cu_unit_base_test: the members shared by every collective-unit test, compiled once (library
// cu_unit_tests).
#include "cu_unit_base_test.h"

#include <memory>

#include <fmt/format.h>

#include <cstdint>

#include "cu_unit_dut.h"
#include "cu_unit_env.h"
#include "cu_unit_fault_probe.h"
#include "cu_unit_fault_rec_monitor.h"
#include "cu_unit_fault_reg_monitor.h"
#include "uvm.h"

template class collnet::dv::dv_dut_test<collnet::collective::cu_unit_dut_if,
                                        collnet::collective::cu_unit_env,
                                        collnet::collective::cu_unit_env_config>;

namespace collnet::collective {

void cu_unit_base_test::build_phase(uvm::uvm_phase& phase) {
  dv_dut_test::build_phase(phase);
}

collnet::dv::vl_harness_base& cu_unit_base_test::harness() {
  return dv_dut_test::harness();
}

void cu_unit_base_test::setup_env(cu_unit_env_config& cfg) {
  const cu_unit_rtl_params p = m_dut->params();
  cfg.num_in = p.num_in;
  cfg.max_len = p.max_len;
  cfg.frac_bits = p.frac_bits;
  cfg.vc_depth = p.vc_depth;
  cfg.depth = {p.up_depth, p.rec_depth, p.rec_depth};
  const std::uint64_t lp = uvm::plusargs::get_u64("link_prob_pct", 100);
  cfg.link_pattern = lp >= 100 ? common::stream_pattern::always()
                               : common::stream_pattern::random(static_cast<double>(lp) / 100);
  if (uvm::plusargs::has("link_bursts"))  // flit bursts of 1..8 cycles, idle 1..30 cycles
    cfg.link_pattern = common::stream_pattern::bursts(1, 8, 1, 30);
  const std::uint64_t rp = uvm::plusargs::get_u64("rec_prob_pct", 60);
  for (auto& pat : cfg.rec_pattern)
    pat = uvm::plusargs::has("rec_bursts")
              ? common::stream_pattern::bursts(1, 12, 20, 400)
              : (rp >= 100 ? common::stream_pattern::always()
                           : common::stream_pattern::random(static_cast<double>(rp) / 100));
  cfg.pick = uvm::plusargs::has("pick_rr") ? cu_class_pick::round_robin : cu_class_pick::random;
  // Packets started without waiting for in_room_o (percent); with the knob on (or
  // +link_ignore_room_check) the env requires that such a header really waited for room.
  const std::uint64_t irp = uvm::plusargs::get_u64("link_ignore_room_pct", 0);
  if (irp > 100) UVM_FATAL("PLUSARG", fmt::format("+link_ignore_room_pct={} outside 0..100", irp));
  cfg.link_ignore_room_pct = static_cast<unsigned>(irp);
  cfg.link_ignore_room_check = irp > 0 || uvm::plusargs::has("link_ignore_room_check");
  configure(cfg);
}

void cu_unit_base_test::bind_dut() {
  m_dut->bind(this);
  // Data, conservation and framing checkers' _bad tests: destination +cu_lose_dest's monitor
  // falsifies what it sees (factory override).
  if (cu_unit_fault_rec_monitor::wanted()) {
    const auto d = static_cast<unsigned>(uvm::plusargs::get_u64("cu_lose_dest", 0));
    cu_rec_monitor::type_id::set_inst_override(cu_unit_fault_rec_monitor::get_type(),
                                               "env." + cu_unit_env::rec_name(d) + ".monitor",
                                               this);
  }
  // Arbitration scoreboard's _bad test: a probe that falsifies gnt_cls_o in an idle cycle.
  if (cu_unit_fault_probe::wanted())
    cu_unit_probe::type_id::set_inst_override(cu_unit_fault_probe::get_type(), "env.probe", this);
  // Register checkers' _bad tests: a monitor that falsifies reads (factory override).
  if (uvm::plusargs::has("cu_corrupt_err_count_read") || uvm::plusargs::has("cu_corrupt_ctrl_read"))
    common::reg_bus_monitor::type_id::set_inst_override(cu_unit_fault_reg_monitor::get_type(),
                                                        "env.mgmt.monitor", this);
}

void cu_unit_base_test::run_reg_seq(uvm::uvm_reg_sequence<>& s) {
  m_dut->install_reg_backdoor(*env->regmodel);
  s.model = env->regmodel.get();
  s.start(nullptr);
  harness().wait_cycles(10);
}

template <class DEPOSIT>
void cu_unit_base_test::preload_count(const char* name, uvm::uvm_reg& reg, std::uint32_t v,
                                      const char* models, DEPOSIT deposit) {
  m_dut->install_reg_backdoor(*env->regmodel);
  uvm::uvm_status_e st = uvm::UVM_IS_OK;
  if (!deposit()) {
    UVM_ERROR("CU_CFG", fmt::format("{} preload while the unit is not quiescent", name));
    return;
  }
  reg.poke(st, v);
  if (st != uvm::UVM_IS_OK)
    UVM_ERROR("CU_CFG", fmt::format("back-door write of {} (0x{:08x}) failed", name, v));
  UVM_INFO(test_id(), fmt::format("{} preloaded to 0x{:08x} (back door and {})", name, v, models),
           uvm::UVM_LOW);
}

void cu_unit_base_test::preload_err_count(std::uint32_t v) {
  preload_count("ERR_COUNT", *env->regmodel->ERR_COUNT, v, "model", [this, v] {
    if (!env->scoreboard->deposit_err_count(v)) return false;
    env->arb_sb->deposit_err_count(v);
    return true;
  });
}

void cu_unit_base_test::preload_grant_count(std::uint32_t v) {
  preload_count("GRANT_COUNT", *env->regmodel->GRANT_COUNT, v, "models", [this, v] {
    if (!env->scoreboard->deposit_grant_count(v)) return false;
    env->arb_sb->deposit_grant_count(v);
    return true;
  });
}

bool cu_unit_base_test::count_knob(const char* knob, std::uint64_t dflt, std::uint32_t& v) {
  const std::uint64_t k = uvm::plusargs::get_u64(knob, dflt);
  if (k > 0xFFFFFFFFu) {
    UVM_FATAL("CU_CFG", fmt::format("+{}=0x{:x} is wider than 32 bits", knob, k));
    return false;
  }
  v = static_cast<std::uint32_t>(k);
  return true;
}

std::uint64_t cu_unit_base_test::saturated_err_count_reads() const {
  return env->scoreboard->saturated_err_count_reads();
}

}  // namespace collnet::collective
