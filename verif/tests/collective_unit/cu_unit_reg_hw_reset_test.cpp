// cu_unit_reg_hw_reset_test: uvm_reg_hw_reset_seq on env.regmodel (front door, no traffic).
#include "cu_unit_reg_test.h"

#include "uvm.h"

DV_DECLARE_TEST(cu_unit_reg_hw_reset_test,
                collnet::collective::cu_unit_reg_test<uvm::uvm_reg_hw_reset_seq>);
