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

#include <systemc>

#include "../uvm_reg_map.h"
#include "../uvm_reg_sequence.h"
#include "uvm_factory.h"

namespace uvm {

/// Access test of one register (`rg`).
class uvm_reg_single_access_seq : public uvm_reg_sequence<> {
 public:
  UVM_OBJECT_UTILS(uvm_reg_single_access_seq);
  explicit uvm_reg_single_access_seq(const std::string& name = "uvm_reg_single_access_seq")
      : uvm_reg_sequence(name) {}

  uvm_reg* rg = nullptr;

  void body() override {
    if (!rg) {
      uvm_report_error("uvm_reg_access_seq", "No register specified to run sequence on");
      return;
    }
    if (m_excluded(rg->get_full_name(), "NO_REG_ACCESS_TEST")) return;
    std::vector<uvm_reg_map*> maps;
    rg->get_maps(maps);
    // Cannot test access if the register has RO fields or fields of unknown access.
    for (const uvm_reg_field* f : rg->get_fields()) {
      for (uvm_reg_map* map : maps) {
        if (f->get_access(map) == "RO") {
          uvm_report_warning("uvm_reg_access_seq",
                             "Register \"" + rg->get_full_name() + "\" has RO fields");
          return;
        }
        if (!f->is_known_access(map)) {
          uvm_report_warning("uvm_reg_access_seq", "Register \"" + rg->get_full_name() +
                                                       "\" has field \"" + f->get_name() +
                                                       "\" with unknown access type \"" +
                                                       f->get_access(map) + "\"");
          return;
        }
      }
    }
    for (uvm_reg_map* map : maps) {
      uvm_report_info("uvm_reg_access_seq",
                      "Verifying access of register " + rg->get_full_name() + " in map \"" +
                          map->get_full_name() + "\" ...",
                      UVM_LOW);
      uvm_status_e status = UVM_IS_OK;
      const uvm_reg_data_t v = rg->get();
      rg->write(status, ~v, UVM_FRONTDOOR, map, this);
      if (status != UVM_IS_OK) {
        uvm_report_error("uvm_reg_access_seq", std::string("Status was ") +
                                                   uvm_status_name(status) + " when writing \"" +
                                                   rg->get_full_name() + "\" through map \"" +
                                                   map->get_full_name() + "\".");
      }
      sc_core::wait(1, sc_core::SC_NS);
      rg->mirror(status, UVM_CHECK, UVM_BACKDOOR, nullptr, this);
      if (status != UVM_IS_OK) {
        uvm_report_error("uvm_reg_access_seq", std::string("Status was ") +
                                                   uvm_status_name(status) +
                                                   " when reading reset value of register \"" +
                                                   rg->get_full_name() + "\" through backdoor.");
      }
      rg->write(status, v, UVM_BACKDOOR, map, this);
      if (status != UVM_IS_OK) {
        uvm_report_error("uvm_reg_access_seq", std::string("Status was ") +
                                                   uvm_status_name(status) + " when writing \"" +
                                                   rg->get_full_name() + "\" through backdoor.");
      }
      rg->mirror(status, UVM_CHECK, UVM_FRONTDOOR, map, this);
      if (status != UVM_IS_OK) {
        uvm_report_error("uvm_reg_access_seq",
                         std::string("Status was ") + uvm_status_name(status) +
                             " when reading reset value of register \"" + rg->get_full_name() +
                             "\" through map \"" + map->get_full_name() + "\".");
      }
    }
  }
};

/// Access test of every register of `model` (and its sub-blocks) that has a back door.
class uvm_reg_access_seq : public uvm_reg_sequence<> {
 public:
  UVM_OBJECT_UTILS(uvm_reg_access_seq);
  explicit uvm_reg_access_seq(const std::string& name = "uvm_reg_access_seq")
      : uvm_reg_sequence(name) {}

  /// Hook: reset the design (the model is reset by the sequence).
  virtual void reset_blk(uvm_reg_block* blk) { (void)blk; }

  void body() override {
    if (!model) {
      uvm_report_error("uvm_reg_access_seq", "No register model specified to run sequence on");
      return;
    }
    uvm_report_info("STARTING_SEQ", "\n\nStarting " + get_name() + " sequence...\n", UVM_LOW);
    reset_blk(model);
    model->reset();
    do_block(model);
  }

 protected:
  virtual void do_block(uvm_reg_block* blk) {
    if (m_excluded(blk->get_full_name(), "NO_REG_ACCESS_TEST")) return;
    std::vector<uvm_reg*> regs;
    blk->get_registers(regs, UVM_NO_HIER);
    for (uvm_reg* r : regs) {
      if (m_excluded(r->get_full_name(), "NO_REG_ACCESS_TEST")) continue;
      if (!r->get_backdoor() && !r->has_hdl_path()) {
        uvm_report_warning(
            "uvm_reg_access_seq",
            "Register \"" + r->get_full_name() + "\" does not have a backdoor mechanism available");
        continue;
      }
      uvm_reg_single_access_seq reg_seq("single_reg_access_seq");
      reg_seq.rg = r;
      reg_seq.start(nullptr, this);
    }
    std::vector<uvm_reg_block*> blks;
    blk->get_blocks(blks, UVM_NO_HIER);
    for (uvm_reg_block* b : blks) do_block(b);
  }
};

}  // namespace uvm
