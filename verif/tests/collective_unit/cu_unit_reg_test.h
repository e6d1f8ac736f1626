// cu_unit_reg_test<SEQ>: a collective-unit test that runs the built-in register sequence SEQ on
// the register model through the management agent (front door), with no packet traffic. Every
// register of the unit is tested: without traffic no error bit or counter moves, so none needs
// an exclusion. The back door (used by uvm_reg_access_seq) reads and writes the RTL's register
// flops, public signals of the model (/*verilator public_flat_rw*/ in collective_unit.sv),
// through the sim's DUT binding (cu_unit_dut_if::install_reg_backdoor).
#pragma once

#include "cu_unit_base_test.h"

#include <type_traits>

#include "uvm.h"

namespace collnet::collective {

template <typename SEQ>
class cu_unit_reg_test : public cu_unit_base_test {
 public:
  using cu_unit_base_test::cu_unit_base_test;

 protected:
  void configure(cu_unit_env_config& cfg) override {
    cfg.packet_traffic = false;
    // The back door (uvm_reg_access_seq) pokes the flops: the scoreboard's own register model
    // cannot follow, the mirror check (CU_REG_MIRROR) does.
    cfg.reg_read_check = !std::is_same_v<SEQ, uvm::uvm_reg_access_seq>;
  }
  void body() override {
    SEQ s("reg_seq");
    run_reg_seq(s);
  }
};

}  // namespace collnet::collective
