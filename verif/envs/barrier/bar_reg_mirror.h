// bar_reg_mirror: the register scoreboard of the barrier envs against the register model. It
// subscribes to the management monitor's complete accesses (access_ap: request with its
// response) and, for each:
//   1. BAR_REG_MIRROR: a read of a register that only software changes (no volatile field and
//      no counter, i.e. no WC field: CTRL, CHILD_MASK, PARENT, T2_RELOAD, GROUP, T1_RELOAD,
//      PARAMS) must return the register model's mirror, built from every earlier accepted
//      access, whoever started it;
//   2. then feeds the access to the uvm_reg_predictor, only if the DUT accepted it: a rejected
//      access (reg_rerr_o, README section 4) has no effect, so it must not move the mirror.
// The register model's front door (reg sequences, tests) and raw accesses of the env's stimulus
// API are all seen here, so the mirror follows the DUT whichever path configured it.
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "reg_bus_item.h"
#include "uvm.h"

namespace collnet::barrier {

using common::reg_bus_item;

class bar_reg_mirror : public uvm::uvm_subscriber<reg_bus_item> {
 public:
  UVM_COMPONENT_UTILS(bar_reg_mirror);
  explicit bar_reg_mirror(uvm::uvm_component_name name);
  ~bar_reg_mirror() override;

  uvm::uvm_reg_map* map = nullptr;                            ///< the register model's map
  uvm::uvm_reg_predictor<reg_bus_item>* predictor = nullptr;  ///< keeps the mirror
  /// false: no mirror comparison (accesses are still predicted).
  bool check = true;

  void write(const reg_bus_item& it) override {
    if (check && !it.op.write && !it.rerr && it.rvalid) compare(it);
    if (!it.rerr && it.rvalid && predictor) predictor->write(it);
  }
  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_subscriber<reg_bus_item>::report_phase(phase);
    UVM_INFO(
        "BAR_REG_MIRROR",
        fmt::format("{} register read(s) compared with the register model's mirror", m_checked),
        uvm::UVM_LOW);
  }
  std::uint64_t checked() const { return m_checked; }

 private:
  void compare(const reg_bus_item& it) {
    uvm::uvm_reg* rg = map->get_reg_by_offset(it.op.addr, true);
    if (!rg) return;
    for (const uvm::uvm_reg_field* f : rg->get_fields())
      if (f->is_volatile() || f->get_access(map) == "WC") return;
    ++m_checked;
    const auto mirror = static_cast<std::uint32_t>(rg->get_mirrored_value());
    if (it.rdata != mirror)
      UVM_ERROR("BAR_REG_MIRROR",
                fmt::format("{} read 0x{:08x} at edge {}, the register model's mirror is 0x{:08x}",
                            rg->get_name(), it.rdata, it.edge, mirror));
  }
  std::uint64_t m_checked = 0;
};

}  // namespace collnet::barrier
