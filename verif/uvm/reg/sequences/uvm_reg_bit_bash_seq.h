// uvm_reg_bit_bash_seq.h: writes and reads every bit of every register (UVM's
// uvm_reg_single_bit_bash_seq / uvm_reg_bit_bash_seq). For each map of a register and each
// bit k (write-only fields excluded): twice, flip bit k of the desired value, write it through
// the front door, read it back and compare with the model's prediction; a difference is
// UVM_ERROR [uvm_reg_bit_bash_seq] "Writing a <b> in bit #<k> of register "<reg>" with initial
// value 'h.. yielded 'h.. instead of 'h..". So a read-only bit the design lets software write,
// or a writable bit that does not hold its value, is caught.
//
// Exclusions (uvm_resource_db<bool>, scope "REG::<full name>"): NO_REG_TESTS or
// NO_REG_BIT_BASH_TEST on a block or a register.
#pragma once

#include <string>
#include <vector>

#include "../uvm_reg_map.h"
#include "../uvm_reg_sequence.h"
#include "uvm_factory.h"

namespace uvm {

/// Bit bash of one register (`rg`).
class uvm_reg_single_bit_bash_seq : public uvm_reg_sequence<> {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_single_bit_bash_seq);
  explicit uvm_reg_single_bit_bash_seq(const std::string& name = "uvm_reg_single_bit_bash_seq")
      : uvm_reg_sequence(name) {}

  uvm_reg* rg = nullptr;

  void body() override;

 protected:
  void bash_kth_bit(unsigned k, uvm_reg_map* map, uvm_reg_data_t dc_mask);
};

/// Bit bash of every register of `model` (and its sub-blocks).
class uvm_reg_bit_bash_seq : public uvm_reg_sequence<> {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_bit_bash_seq);
  explicit uvm_reg_bit_bash_seq(const std::string& name = "uvm_reg_bit_bash_seq")
      : uvm_reg_sequence(name) {}

  /// Hook: reset the design (the model is reset by the sequence).
  virtual void reset_blk(uvm_reg_block* blk) { (void)blk; }

  void body() override;

 protected:
  virtual void do_block(uvm_reg_block* blk);
};

}  // namespace uvm
