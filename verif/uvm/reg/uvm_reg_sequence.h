// uvm_reg_sequence.h: base of register sequences (UVM's uvm_reg_sequence<BASE>): a `model`
// handle and convenience accessors that pass the sequence itself as the parent of the bus
// items (so they run under it on the map's sequencer).
//
//   class my_reg_seq : public uvm::uvm_reg_sequence<> {
//    public:
//     UVM_OBJECT_UTILS(my_reg_seq);
//     explicit my_reg_seq(const std::string& name = "my_reg_seq") : uvm_reg_sequence(name) {}
//     void body() override {
//       uvm::uvm_status_e status;
//       write_reg(model->get_reg_by_name("ctrl"), status, 0x5);
//     }
//   };
//   seq.model = &model; seq.start(nullptr);   // registers reach the bus through their map
//
// Not supported: layering onto a register sequencer (reg_seqr / translation in body()).
#pragma once

#include <string>

#include "uvm_mem.h"
#include "uvm_reg.h"
#include "uvm_reg_block.h"
#include "uvm_reg_item.h"
#include "uvm_report.h"
#include "uvm_resource_db.h"
#include "uvm_sequence.h"

namespace uvm {

template <typename BASE = uvm_sequence<uvm_reg_item>>
class uvm_reg_sequence : public BASE {
 public:
  explicit uvm_reg_sequence(const std::string& name = "uvm_reg_sequence_inst") : BASE(name) {}
  const std::string get_type_name() const override { return "uvm_reg_sequence"; }

  /// The block the sequence works on.
  uvm_reg_block* model = nullptr;
  /// Adapter of the bus (kept for UVM's layering API; the maps have their own).
  uvm_reg_adapter* adapter = nullptr;

  void body() override {}

  void write_reg(uvm_reg* rg, uvm_status_e& status, uvm_reg_data_t value,
                 uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr, int prior = -1,
                 uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0) {
    if (!m_check(rg, status)) return;
    rg->write(status, value, path, map, this, prior, extension, fname, lineno);
  }
  void read_reg(uvm_reg* rg, uvm_status_e& status, uvm_reg_data_t& value,
                uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr, int prior = -1,
                uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0) {
    if (!m_check(rg, status)) return;
    rg->read(status, value, path, map, this, prior, extension, fname, lineno);
  }
  void poke_reg(uvm_reg* rg, uvm_status_e& status, uvm_reg_data_t value,
                const std::string& kind = "", uvm_object* extension = nullptr,
                const std::string& fname = "", int lineno = 0) {
    if (!m_check(rg, status)) return;
    rg->poke(status, value, kind, this, extension, fname, lineno);
  }
  void peek_reg(uvm_reg* rg, uvm_status_e& status, uvm_reg_data_t& value,
                const std::string& kind = "", uvm_object* extension = nullptr,
                const std::string& fname = "", int lineno = 0) {
    if (!m_check(rg, status)) return;
    rg->peek(status, value, kind, this, extension, fname, lineno);
  }
  void update_reg(uvm_reg* rg, uvm_status_e& status, uvm_path_e path = UVM_DEFAULT_PATH,
                  uvm_reg_map* map = nullptr, int prior = -1, uvm_object* extension = nullptr,
                  const std::string& fname = "", int lineno = 0) {
    if (!m_check(rg, status)) return;
    rg->update(status, path, map, this, prior, extension, fname, lineno);
  }
  void mirror_reg(uvm_reg* rg, uvm_status_e& status, uvm_check_e check = UVM_NO_CHECK,
                  uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr, int prior = -1,
                  uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0) {
    if (!m_check(rg, status)) return;
    rg->mirror(status, check, path, map, this, prior, extension, fname, lineno);
  }
  void write_mem(uvm_mem* mem, uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t value,
                 uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr, int prior = -1,
                 uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0) {
    if (!m_check(mem, status)) return;
    mem->write(status, offset, value, path, map, this, prior, extension, fname, lineno);
  }
  void read_mem(uvm_mem* mem, uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t& value,
                uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr, int prior = -1,
                uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0) {
    if (!m_check(mem, status)) return;
    mem->read(status, offset, value, path, map, this, prior, extension, fname, lineno);
  }

  /// True if `full_name` (a block or register) is excluded from `test` by a uvm_resource_db
  /// bool named NO_REG_TESTS or `test` in scope "REG::<full_name>" (UVM's convention).
  static bool m_excluded(const std::string& full_name, const char* test) {
    const std::string scope = "REG::" + full_name;
    return uvm_resource_db<bool>::get_by_name(scope, "NO_REG_TESTS", false) != nullptr ||
           uvm_resource_db<bool>::get_by_name(scope, test, false) != nullptr;
  }

 private:
  bool m_check(const void* element, uvm_status_e& status) {
    if (element) return true;
    this->uvm_report_error("NO_REG", "Register or memory argument is null");
    status = UVM_NOT_OK;
    return false;
  }
};

}  // namespace uvm
