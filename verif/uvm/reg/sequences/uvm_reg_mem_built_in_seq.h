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
  UVM_OBJECT_UTILS(uvm_reg_mem_built_in_seq);
  explicit uvm_reg_mem_built_in_seq(const std::string& name = "uvm_reg_mem_built_in_seq")
      : uvm_reg_sequence(name) {}

  unsigned tests = UVM_DO_ALL_REG_MEM_TESTS;

  void body() override {
    if (!model) {
      uvm_report_error("uvm_reg_mem_built_in_seq",
                       "Not block or system specified to run sequence on");
      return;
    }
    uvm_report_info("START_SEQ", "\n\nStarting " + get_name() + " sequence...\n", UVM_LOW);
    const std::string name = model->get_full_name();
    if ((tests & UVM_DO_REG_HW_RESET) && !m_excluded(name, "NO_REG_HW_RESET_TEST")) {
      uvm_reg_hw_reset_seq seq("reg_hw_reset_seq");
      seq.model = model;
      seq.start(nullptr, this);
      uvm_report_info("FINISH_SEQ", "Finished " + seq.get_name() + " sequence.", UVM_LOW);
    }
    if ((tests & UVM_DO_REG_BIT_BASH) && !m_excluded(name, "NO_REG_BIT_BASH_TEST")) {
      uvm_reg_bit_bash_seq seq("reg_bit_bash_seq");
      seq.model = model;
      seq.start(nullptr, this);
      uvm_report_info("FINISH_SEQ", "Finished " + seq.get_name() + " sequence.", UVM_LOW);
    }
    if ((tests & UVM_DO_REG_ACCESS) && !m_excluded(name, "NO_REG_ACCESS_TEST")) {
      uvm_reg_access_seq seq("reg_access_seq");
      seq.model = model;
      seq.start(nullptr, this);
      uvm_report_info("FINISH_SEQ", "Finished " + seq.get_name() + " sequence.", UVM_LOW);
    }
  }
};

}  // namespace uvm
