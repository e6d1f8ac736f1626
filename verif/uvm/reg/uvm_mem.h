// uvm_mem.h: a memory in a block (UVM's uvm_mem): `size` words of `n_bits`, accessed by word
// offset through the front door (map + adapter) or a back door. Memories are not mirrored.
//
//   uvm::uvm_mem buf{"buf", 16, 32};            // in the block
//   buf.configure(this); default_map->add_mem(&buf, 0x100);
//   buf.write(status, 3, 0xabcd);  buf.read(status, 3, v);
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "uvm_hdl_path_concat.h"
#include "uvm_object.h"
#include "uvm_reg_model.h"

namespace uvm {

class uvm_sequence_base;

class uvm_mem : public uvm_object {
 public:
  /// `access` "RW" or "RO". `has_coverage` is accepted for UVM's signature.
  uvm_mem(std::string name, std::uint64_t size, unsigned n_bits, const std::string& access = "RW",
          int has_coverage = 0);
  /// "<unknown>" as in UVM-SystemC, where uvm_mem has no type name of its own.
  const std::string get_type_name() const override { return "<unknown>"; }
  /// Widest memory word (bits) of the memories constructed so far.
  static unsigned get_max_size() { return s_max_size; }
  /// UVM-SystemC's layout: n_bits and size.
  void do_print(const uvm_printer& printer) const override;

  void configure(uvm_reg_block* parent, const std::string& hdl_path = "");
  /// Called by uvm_reg_map::add_mem.
  void add_map(uvm_reg_map* map);

  std::string get_full_name() const override;
  uvm_reg_block* get_parent() const { return m_parent; }
  uvm_reg_block* get_block() const { return m_parent; }
  std::uint64_t get_size() const { return m_size; }
  unsigned get_n_bits() const { return m_n_bits; }
  unsigned get_n_bytes() const { return (m_n_bits + 7) / 8; }
  std::string get_access(const uvm_reg_map* map = nullptr) const;
  std::string get_rights(const uvm_reg_map* map = nullptr) const;
  uvm_reg_map* get_default_map() const;
  void get_maps(std::vector<uvm_reg_map*>& maps) const;
  bool is_in_map(const uvm_reg_map* map) const;
  /// Offset of the memory in `map`, plus `offset` words.
  uvm_reg_addr_t get_offset(uvm_reg_addr_t offset = 0, const uvm_reg_map* map = nullptr) const;
  /// Bus address of word `offset`.
  uvm_reg_addr_t get_address(uvm_reg_addr_t offset = 0, const uvm_reg_map* map = nullptr) const;

  void write(uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t value,
             uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr,
             uvm_sequence_base* parent = nullptr, int prior = -1, uvm_object* extension = nullptr,
             const std::string& fname = "", int lineno = 0);
  void read(uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t& value,
            uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr,
            uvm_sequence_base* parent = nullptr, int prior = -1, uvm_object* extension = nullptr,
            const std::string& fname = "", int lineno = 0);
  void poke(uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t value,
            const std::string& kind = "", uvm_sequence_base* parent = nullptr,
            uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0);
  void peek(uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t& value,
            const std::string& kind = "", uvm_sequence_base* parent = nullptr,
            uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0);

  /// HDL paths per design abstraction, as uvm_reg's. Without a user back door, a back-door
  /// access of a memory that has an HDL path returns UVM_NOT_OK (as UVM-SystemC).
  void add_hdl_path_slice(const std::string& name, int offset, int size, bool first = false,
                          const std::string& kind = "RTL");
  bool has_hdl_path(const std::string& kind = "") const;
  void set_backdoor(uvm_reg_backdoor* bkdr, const std::string& fname = "", int lineno = 0) {
    (void)fname;
    (void)lineno;
    m_backdoor = bkdr;
  }
  uvm_reg_backdoor* get_backdoor(bool inherited = true) const {
    (void)inherited;
    return m_backdoor;
  }

  virtual void do_write(uvm_reg_item* rw);
  virtual void do_read(uvm_reg_item* rw);

 private:
  bool m_check_access(uvm_reg_item* rw, const std::string& caller);

  static unsigned s_max_size;
  uvm_reg_block* m_parent = nullptr;
  std::uint64_t m_size;
  unsigned m_n_bits;
  std::string m_access;
  std::vector<uvm_reg_map*> m_maps;
  uvm_reg_backdoor* m_backdoor = nullptr;
  std::map<std::string, std::vector<uvm_hdl_path_concat>> m_hdl_paths;  ///< by kind
};

}  // namespace uvm
