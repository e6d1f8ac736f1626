// dv_reg_mirror: the register scoreboard of an environment with a register map, against its
// register model's mirror. It subscribes to the register-bus monitor's complete accesses
// (access_ap: request with its response) and, for each:
//   1. <id> (e.g. BAR_REG_MIRROR, CU_REG_MIRROR): a read of a register that only software
//      changes (no volatile field and no WC field) must return the mirror, which the predictor
//      built from every earlier accepted access, whoever started it (front door, raw accesses of
//      an env's stimulus API, another master);
//   2. then feeds the access to the uvm_reg_predictor, only if the DUT accepted it: a rejected
//      access (reg_rerr_o, rtl/common/cc_reg_if.sv) has no effect, so it must not move the mirror.
// dv_base_env builds and connects it (build_reg_model); its code is compiled once
// (dv_reg_mirror.cpp, library dv_env).
#pragma once

#include <cstdint>
#include <string>

#include "uvm.h"

namespace collnet::common {
class reg_bus_item;
}  // namespace collnet::common

namespace collnet::dv {

class dv_reg_mirror : public uvm::uvm_subscriber<common::reg_bus_item> {
 public:
  UVM_COMPONENT_UTILS(dv_reg_mirror);
  explicit dv_reg_mirror(uvm::uvm_component_name name);
  ~dv_reg_mirror() override;

  /// The register model's map, the predictor that keeps its mirror, the error id of the check.
  void configure(uvm::uvm_reg_map* map, uvm::uvm_reg_predictor<common::reg_bus_item>* predictor,
                 std::string id);

  void write(const common::reg_bus_item& it) override;
  void report_phase(uvm::uvm_phase& phase) override;
  /// Reads compared with the mirror so far.
  std::uint64_t checked() const { return m_checked; }

 private:
  void compare(const common::reg_bus_item& it);

  uvm::uvm_reg_map* m_map = nullptr;
  uvm::uvm_reg_predictor<common::reg_bus_item>* m_predictor = nullptr;
  std::string m_id = "REG_MIRROR";
  std::uint64_t m_checked = 0;
};

}  // namespace collnet::dv
