// uvm_reg_hw_reset_seq.h: checks the reset value of every register (UVM's
// uvm_reg_hw_reset_seq): resets the model, then mirror(UVM_CHECK) of each register through
// the front door of each map; a mismatch is UVM_ERROR [RegModel] "Register '<reg>' value read
// from DUT (0x..) does not match mirrored value (0x..)".
//
// Exclusions (uvm_resource_db<bool>, scope "REG::<full name>"): NO_REG_TESTS or
// NO_REG_HW_RESET_TEST on a block skips the block, on a register the register. Registers
// without a reset value are skipped. Override reset_blk() to reset the design first.
#pragma once

#include <string>
#include <vector>

#include "../uvm_reg_map.h"
#include "../uvm_reg_sequence.h"
#include "uvm_factory.h"

namespace uvm {

class uvm_reg_hw_reset_seq : public uvm_reg_sequence<> {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_hw_reset_seq);
  explicit uvm_reg_hw_reset_seq(const std::string& name = "uvm_reg_hw_reset_seq")
      : uvm_reg_sequence(name) {}

  /// Hook: reset the design (the model is reset by the sequence).
  virtual void reset_blk(uvm_reg_block* blk) { (void)blk; }

  void body() override;

 protected:
  virtual void do_block(uvm_reg_block* blk);
};

}  // namespace uvm
