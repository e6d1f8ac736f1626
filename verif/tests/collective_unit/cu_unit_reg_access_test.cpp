// cu_unit_reg_access_test: uvm_reg_access_seq on env.regmodel (front door vs back door).
#include "cu_unit_reg_test.h"

#include "uvm.h"

DV_DECLARE_TEST(cu_unit_reg_access_test,
                collnet::collective::cu_unit_reg_test<uvm::uvm_reg_access_seq>);
