// The built-in register sequences (reg/sequences/*.h): their bodies, compiled once into the
// library (a test that only includes uvm.h does not compile them again).
#include "uvm_reg_access_seq.h"
#include "uvm_reg_bit_bash_seq.h"
#include "uvm_reg_hw_reset_seq.h"
#include "uvm_reg_mem_built_in_seq.h"

#include <string>
#include <vector>

#include <fmt/format.h>
#include <systemc>

namespace uvm {

namespace {

/// The start of a sequence that runs on `model`: the STARTING_SEQ report, then the design
/// (reset_blk) and the model are reset. False, after the error, when there is no model.
template <typename SEQ>
bool start_on_model(SEQ& seq, const char* id) {
  if (!seq.model) {
    seq.uvm_report_error(id, "No register model specified to run sequence on");
    return false;
  }
  seq.uvm_report_info("STARTING_SEQ", "\n\nStarting " + seq.get_name() + " sequence...\n", UVM_LOW);
  seq.reset_blk(seq.model);
  seq.model->reset();
  return true;
}

/// The registers of `blk` (not of its sub-blocks) that `test` does not exclude.
std::vector<uvm_reg*> included_registers(uvm_reg_block* blk, const char* test) {
  std::vector<uvm_reg*> regs;
  blk->get_registers(regs, UVM_NO_HIER);
  std::vector<uvm_reg*> kept;
  for (uvm_reg* r : regs)
    if (!uvm_reg_sequence<>::m_excluded(r->get_full_name(), test)) kept.push_back(r);
  return kept;
}

std::vector<uvm_reg_block*> sub_blocks(uvm_reg_block* blk) {
  std::vector<uvm_reg_block*> blks;
  blk->get_blocks(blks, UVM_NO_HIER);
  return blks;
}

}  // namespace

void uvm_reg_hw_reset_seq::body() {
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

void uvm_reg_hw_reset_seq::do_block(uvm_reg_block* blk) {
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
        uvm_report_error(get_type_name(), std::string("Status was ") + uvm_status_name[status] +
                                              " when reading reset value of register \"" +
                                              rg->get_full_name() + "\" through map \"" +
                                              map->get_full_name() + "\".");
      }
    }
  }
  for (uvm_reg_block* b : sub_blocks(blk)) do_block(b);
}

void uvm_reg_single_bit_bash_seq::body() {
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

void uvm_reg_single_bit_bash_seq::bash_kth_bit(unsigned k, uvm_reg_map* map,
                                               uvm_reg_data_t dc_mask) {
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
                       std::string("Status was ") + uvm_status_name[status] +
                           " when writing to register \"" + rg->get_full_name() +
                           "\" through map \"" + map->get_full_name() + "\".");
    }
    const uvm_reg_data_t exp = rg->get() & ~dc_mask;
    uvm_reg_data_t got = 0;
    rg->read(status, got, UVM_FRONTDOOR, map, this);
    if (status != UVM_IS_OK) {
      uvm_report_error("uvm_reg_bit_bash_seq",
                       std::string("Status was ") + uvm_status_name[status] +
                           " when reading register \"" + rg->get_full_name() + "\" through map \"" +
                           map->get_full_name() + "\".");
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

void uvm_reg_bit_bash_seq::body() {
  if (start_on_model(*this, "uvm_reg_bit_bash_seq")) do_block(model);
}

void uvm_reg_bit_bash_seq::do_block(uvm_reg_block* blk) {
  if (m_excluded(blk->get_full_name(), "NO_REG_BIT_BASH_TEST")) return;
  for (uvm_reg* r : included_registers(blk, "NO_REG_BIT_BASH_TEST")) {
    uvm_reg_single_bit_bash_seq reg_seq("single_reg_bit_bash_seq");
    reg_seq.rg = r;
    reg_seq.start(nullptr, this);
  }
  for (uvm_reg_block* b : sub_blocks(blk)) do_block(b);
}

void uvm_reg_single_access_seq::body() {
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
        uvm_report_warning("uvm_reg_access_seq",
                           "Register \"" + rg->get_full_name() + "\" has field \"" + f->get_name() +
                               "\" with unknown access type \"" + f->get_access(map) + "\"");
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
      uvm_report_error("uvm_reg_access_seq", std::string("Status was ") + uvm_status_name[status] +
                                                 " when writing \"" + rg->get_full_name() +
                                                 "\" through map \"" + map->get_full_name() +
                                                 "\".");
    }
    sc_core::wait(1, sc_core::SC_NS);
    rg->mirror(status, UVM_CHECK, UVM_BACKDOOR, nullptr, this);
    if (status != UVM_IS_OK) {
      uvm_report_error("uvm_reg_access_seq", std::string("Status was ") + uvm_status_name[status] +
                                                 " when reading reset value of register \"" +
                                                 rg->get_full_name() + "\" through backdoor.");
    }
    rg->write(status, v, UVM_BACKDOOR, map, this);
    if (status != UVM_IS_OK) {
      uvm_report_error("uvm_reg_access_seq", std::string("Status was ") + uvm_status_name[status] +
                                                 " when writing \"" + rg->get_full_name() +
                                                 "\" through backdoor.");
    }
    rg->mirror(status, UVM_CHECK, UVM_FRONTDOOR, map, this);
    if (status != UVM_IS_OK) {
      uvm_report_error("uvm_reg_access_seq", std::string("Status was ") + uvm_status_name[status] +
                                                 " when reading reset value of register \"" +
                                                 rg->get_full_name() + "\" through map \"" +
                                                 map->get_full_name() + "\".");
    }
  }
}

void uvm_reg_access_seq::body() {
  if (start_on_model(*this, "uvm_reg_access_seq")) do_block(model);
}

void uvm_reg_access_seq::do_block(uvm_reg_block* blk) {
  if (m_excluded(blk->get_full_name(), "NO_REG_ACCESS_TEST")) return;
  for (uvm_reg* r : included_registers(blk, "NO_REG_ACCESS_TEST")) {
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
  for (uvm_reg_block* b : sub_blocks(blk)) do_block(b);
}

void uvm_reg_mem_built_in_seq::body() {
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

// Referenced by the factory, so that these registrations are linked into every program (a
// sequence created by name only is found).
void detail::link_builtin_reg_sequences() {}

M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_hw_reset_seq);
M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_single_bit_bash_seq);
M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_bit_bash_seq);
M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_single_access_seq);
M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_access_seq);
M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_mem_built_in_seq);

}  // namespace uvm
