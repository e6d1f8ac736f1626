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

#include <fmt/format.h>

#include "../uvm_reg_map.h"
#include "../uvm_reg_sequence.h"
#include "uvm_factory.h"

namespace uvm {

/// Bit bash of one register (`rg`).
class uvm_reg_single_bit_bash_seq : public uvm_reg_sequence<> {
 public:
  UVM_OBJECT_UTILS(uvm_reg_single_bit_bash_seq);
  explicit uvm_reg_single_bit_bash_seq(const std::string& name = "uvm_reg_single_bit_bash_seq")
      : uvm_reg_sequence(name) {}

  uvm_reg* rg = nullptr;

  void body() override {
    if (!rg) {
      uvm_report_error("uvm_reg_bit_bash_seq", "No register specified to run sequence on");
      return;
    }
    if (m_excluded(rg->get_full_name(), "NO_REG_BIT_BASH_TEST")) return;
    const unsigned n_bits = rg->get_n_bytes() * 8;
    std::vector<uvm_reg_map*> maps;
    rg->get_maps(maps);
    for (uvm_reg_map* map : maps) {
      // Bits of write-only fields cannot be checked by reading them.
      uvm_reg_data_t dc_mask = 0;
      for (const uvm_reg_field* f : rg->get_fields()) {
        const std::string a = f->get_access(map);
        if (a == "WO" || a == "WOC" || a == "WOS" || a == "WO1" || a == "NOACCESS")
          dc_mask |= uvm_mask_size(static_cast<int>(f->get_n_bits())) << f->get_lsb_pos();
      }
      uvm_report_info("uvm_reg_bit_bash_seq",
                      "Verifying bits in register " + rg->get_full_name() + " in map \"" +
                          map->get_full_name() + "\"...",
                      UVM_LOW);
      for (unsigned k = 0; k < n_bits; ++k) {
        if ((dc_mask >> k) & 1) continue;
        bash_kth_bit(k, map, dc_mask);
      }
    }
  }

 protected:
  void bash_kth_bit(unsigned k, uvm_reg_map* map, uvm_reg_data_t dc_mask) {
    uvm_report_info("uvm_reg_bit_bash_seq",
                    fmt::format("...Bashing bit #{} of register {}", k, rg->get_full_name()),
                    UVM_HIGH);
    for (int i = 0; i < 2; ++i) {
      const uvm_reg_data_t v = rg->get();
      const uvm_reg_data_t val = v ^ (uvm_reg_data_t{1} << k);
      const unsigned bit_val = static_cast<unsigned>((val >> k) & 1);
      uvm_status_e status = UVM_IS_OK;
      rg->write(status, val, UVM_FRONTDOOR, map, this);
      if (status != UVM_IS_OK) {
        uvm_report_error("uvm_reg_bit_bash_seq",
                         std::string("Status was ") + uvm_status_name(status) +
                             " when writing to register \"" + rg->get_full_name() +
                             "\" through map \"" + map->get_full_name() + "\".");
      }
      const uvm_reg_data_t exp = rg->get() & ~dc_mask;
      uvm_reg_data_t got = 0;
      rg->read(status, got, UVM_FRONTDOOR, map, this);
      if (status != UVM_IS_OK) {
        uvm_report_error("uvm_reg_bit_bash_seq",
                         std::string("Status was ") + uvm_status_name(status) +
                             " when reading register \"" + rg->get_full_name() +
                             "\" through map \"" + map->get_full_name() + "\".");
      }
      got &= ~dc_mask;
      if (got != exp) {
        uvm_report_error("uvm_reg_bit_bash_seq",
                         fmt::format("Writing a {} in bit #{} of register \"{}\" with initial "
                                     "value 'h{:x} yielded 'h{:x} instead of 'h{:x}",
                                     bit_val, k, rg->get_full_name(), v, got, exp));
      }
    }
  }
};

/// Bit bash of every register of `model` (and its sub-blocks).
class uvm_reg_bit_bash_seq : public uvm_reg_sequence<> {
 public:
  UVM_OBJECT_UTILS(uvm_reg_bit_bash_seq);
  explicit uvm_reg_bit_bash_seq(const std::string& name = "uvm_reg_bit_bash_seq")
      : uvm_reg_sequence(name) {}

  /// Hook: reset the design (the model is reset by the sequence).
  virtual void reset_blk(uvm_reg_block* blk) { (void)blk; }

  void body() override {
    if (!model) {
      uvm_report_error("uvm_reg_bit_bash_seq", "No register model specified to run sequence on");
      return;
    }
    uvm_report_info("STARTING_SEQ", "\n\nStarting " + get_name() + " sequence...\n", UVM_LOW);
    reset_blk(model);
    model->reset();
    do_block(model);
  }

 protected:
  virtual void do_block(uvm_reg_block* blk) {
    if (m_excluded(blk->get_full_name(), "NO_REG_BIT_BASH_TEST")) return;
    std::vector<uvm_reg*> regs;
    blk->get_registers(regs, UVM_NO_HIER);
    for (uvm_reg* r : regs) {
      if (m_excluded(r->get_full_name(), "NO_REG_BIT_BASH_TEST")) continue;
      uvm_reg_single_bit_bash_seq reg_seq("single_reg_bit_bash_seq");
      reg_seq.rg = r;
      reg_seq.start(nullptr, this);
    }
    std::vector<uvm_reg_block*> blks;
    blk->get_blocks(blks, UVM_NO_HIER);
    for (uvm_reg_block* b : blks) do_block(b);
  }
};

}  // namespace uvm
