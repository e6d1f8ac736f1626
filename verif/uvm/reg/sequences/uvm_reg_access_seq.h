// uvm_reg_access_seq.h: checks that front door and back door agree (UVM's
// uvm_reg_single_access_seq / uvm_reg_access_seq). For each register with a back door and no
// read-only field, in each map: write the complement of the desired value through the front
// door, mirror(UVM_CHECK) through the back door; write the value back through the back door,
// mirror(UVM_CHECK) through the front door. A mismatch is UVM_ERROR [RegModel]. Registers
// without a back door are skipped with UVM_WARNING [uvm_reg_access_seq].
//
// Exclusions (uvm_resource_db<bool>, scope "REG::<full name>"): NO_REG_TESTS or
// NO_REG_ACCESS_TEST on a block or a register.
#pragma once

#include <string>
#include <vector>

#include "../uvm_reg_map.h"
#include "../uvm_reg_sequence.h"
#include "uvm_factory.h"

namespace uvm {

/// Access test of one register (`rg`).
class uvm_reg_single_access_seq : public uvm_reg_sequence<> {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_single_access_seq);
  explicit uvm_reg_single_access_seq(const std::string& name = "uvm_reg_single_access_seq")
      : uvm_reg_sequence(name) {}

  uvm_reg* rg = nullptr;

  void body() override;
};

/// Access test of every register of `model` (and its sub-blocks) that has a back door.
class uvm_reg_access_seq : public uvm_reg_sequence<> {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_access_seq);
  explicit uvm_reg_access_seq(const std::string& name = "uvm_reg_access_seq")
      : uvm_reg_sequence(name) {}

  /// Hook: reset the design (the model is reset by the sequence).
  virtual void reset_blk(uvm_reg_block* blk) { (void)blk; }

  void body() override;

 protected:
  virtual void do_block(uvm_reg_block* blk);
};

}  // namespace uvm
