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
  UVM_OBJECT_UTILS(uvm_reg_hw_reset_seq);
  explicit uvm_reg_hw_reset_seq(const std::string& name = "uvm_reg_hw_reset_seq")
      : uvm_reg_sequence(name) {}

  /// Hook: reset the design (the model is reset by the sequence).
  virtual void reset_blk(uvm_reg_block* blk) { (void)blk; }

  void body() override {
    if (!model) {
      uvm_report_error("uvm_reg_hw_reset_seq", "Not block or system specified to run sequence on");
      return;
    }
    uvm_report_info("STARTING_SEQ", "\n\nStarting " + get_name() + " sequence...\n", UVM_LOW);
    if (m_excluded(model->get_full_name(), "NO_REG_HW_RESET_TEST")) return;
    reset_blk(model);
    model->reset();
    do_block(model);
  }

 protected:
  virtual void do_block(uvm_reg_block* blk) {
    if (m_excluded(blk->get_full_name(), "NO_REG_HW_RESET_TEST")) return;
    std::vector<uvm_reg_map*> maps;
    blk->get_maps(maps);
    for (uvm_reg_map* map : maps) {
      std::vector<uvm_reg*> regs;
      map->get_registers(regs, UVM_NO_HIER);
      for (uvm_reg* rg : regs) {
        if (m_excluded(rg->get_full_name(), "NO_REG_HW_RESET_TEST") || !rg->has_reset()) continue;
        uvm_report_info(get_type_name(),
                        "Verifying reset value of register " + rg->get_full_name() + " in map \"" +
                            map->get_full_name() + "\"...",
                        UVM_LOW);
        uvm_status_e status = UVM_IS_OK;
        rg->mirror(status, UVM_CHECK, UVM_FRONTDOOR, map, this);
        if (status != UVM_IS_OK) {
          uvm_report_error(get_type_name(), std::string("Status was ") + uvm_status_name(status) +
                                                " when reading reset value of register \"" +
                                                rg->get_full_name() + "\" through map \"" +
                                                map->get_full_name() + "\".");
        }
      }
    }
    std::vector<uvm_reg_block*> blks;
    blk->get_blocks(blks, UVM_NO_HIER);
    for (uvm_reg_block* b : blks) do_block(b);
  }
};

}  // namespace uvm
