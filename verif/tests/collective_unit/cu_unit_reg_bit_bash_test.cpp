// cu_unit_reg_bit_bash_test: uvm_reg_bit_bash_seq on env.regmodel (front door).
#include "cu_unit_reg_test.h"

#include "uvm.h"

DV_DECLARE_TEST(cu_unit_reg_bit_bash_test,
                collnet::collective::cu_unit_reg_test<uvm::uvm_reg_bit_bash_seq>);
