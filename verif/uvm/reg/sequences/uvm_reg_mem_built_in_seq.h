// uvm_reg_mem_built_in_seq.h: runs the selected built-in register tests on `model` (UVM's
// uvm_reg_mem_built_in_seq): `tests` is a mask of UVM_DO_REG_HW_RESET, UVM_DO_REG_BIT_BASH,
// UVM_DO_REG_ACCESS (default: all). A block excluded with NO_REG_TESTS or the test's own
// NO_REG_* resource is skipped.
#pragma once

#include <string>

#include "uvm_factory.h"
#include "uvm_reg_access_seq.h"
#include "uvm_reg_bit_bash_seq.h"
#include "uvm_reg_hw_reset_seq.h"

namespace uvm {

class uvm_reg_mem_built_in_seq : public uvm_reg_sequence<> {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_mem_built_in_seq);
  explicit uvm_reg_mem_built_in_seq(const std::string& name = "uvm_reg_mem_built_in_seq")
      : uvm_reg_sequence(name) {}

  unsigned tests = UVM_DO_ALL_REG_MEM_TESTS;

  void body() override;
};

}  // namespace uvm
