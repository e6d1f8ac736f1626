// uvm_reg_map.h: an address map of a block (UVM's uvm_reg_map): offsets of registers and
// memories, the bus width, and the front door (sequencer + adapter) used to reach them.
//
//   default_map = create_map("default_map", 0x0, 4, uvm::UVM_LITTLE_ENDIAN);   // in the block
//   default_map->add_reg(&ctrl, 0x0, "RW");
//   model->default_map->set_sequencer(&agent->sqr, &adapter);  // in the env's connect_phase
//   model->default_map->set_auto_predict(true);                // or connect a uvm_reg_predictor
//
// Addresses: a register at `offset` starts at get_base_addr() + offset; a register wider than
// the bus (n_bytes) takes consecutive bus words at +n_bytes each (byte addressing) or +1 (word
// addressing), least significant word first (UVM_LITTLE_ENDIAN) or last (UVM_BIG_ENDIAN).
#pragma once

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "uvm_factory.h"
#include "uvm_object.h"
#include "uvm_reg_model.h"

namespace uvm {

class uvm_sequencer_base;
class uvm_sequence_base;
class uvm_sequence_item;

class uvm_reg_map : public uvm_object {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_map);
  explicit uvm_reg_map(std::string name = "uvm_reg_map") : uvm_object(std::move(name)) {}

  /// `n_bytes`: bus width in bytes; `byte_addressing`: consecutive bus words are n_bytes
  /// apart (true) or 1 apart (false).
  void configure(uvm_reg_block* parent, uvm_reg_addr_t base_addr, unsigned n_bytes,
                 uvm_endianness_e endian, bool byte_addressing = true);
  /// Adds a register at `offset` with `rights` "RW", "RO" or "WO". An unmapped register is
  /// known to the map but has no address (it needs a `frontdoor` to be accessed). `frontdoor`:
  /// a user front door for the register in this map (uvm_reg_frontdoor.h; not owned).
  void add_reg(uvm_reg* rg, uvm_reg_addr_t offset, const std::string& rights = "RW",
               bool unmapped = false, uvm_reg_frontdoor* frontdoor = nullptr);
  /// Memories have no user front door here (`frontdoor` must be nullptr).
  void add_mem(uvm_mem* mem, uvm_reg_addr_t offset, const std::string& rights = "RW",
               bool unmapped = false, uvm_reg_frontdoor* frontdoor = nullptr);
  /// Sets (nullptr: removes) the user front door of `rg` in this map.
  void set_reg_frontdoor(const uvm_reg* rg, uvm_reg_frontdoor* frontdoor);

  /// Front door: bus items go to `sequencer`, translated by `adapter` (not owned).
  void set_sequencer(uvm_sequencer_base* sequencer, uvm_reg_adapter* adapter = nullptr);
  uvm_sequencer_base* get_sequencer() const { return m_sequencer; }
  uvm_reg_adapter* get_adapter() const { return m_adapter; }
  /// Auto prediction (default off, as UVM): the mirror is updated after each front-door access
  /// from the value written/read. Off: a uvm_reg_predictor on the bus monitor does it.
  void set_auto_predict(bool on = true) { m_auto_predict = on; }
  bool get_auto_predict() const { return m_auto_predict; }
  /// Every front-door read is compared with the mirror (as mirror(UVM_CHECK)).
  void set_check_on_read(bool on = true) { m_check_on_read = on; }
  bool get_check_on_read() const { return m_check_on_read; }

  // ---- Introspection ------------------------------------------------------------------------
  std::string get_full_name() const override;
  uvm_reg_block* get_parent() const { return m_parent; }
  uvm_reg_map* get_root_map() { return this; }
  uvm_reg_map* get_parent_map() const { return nullptr; }
  uvm_reg_addr_t get_base_addr(uvm_hier_e hier = UVM_HIER) const {
    (void)hier;
    return m_base_addr;
  }
  void set_base_addr(uvm_reg_addr_t offset) {
    m_base_addr = offset;
    m_addr_cache_valid = false;
  }
  unsigned get_n_bytes(uvm_hier_e hier = UVM_HIER) const {
    (void)hier;
    return m_n_bytes;
  }
  /// Bytes per address unit: n_bytes with word addressing, 1 with byte addressing.
  unsigned get_addr_unit_bytes() const { return m_byte_addressing ? 1 : m_n_bytes; }
  uvm_endianness_e get_endian(uvm_hier_e hier = UVM_HIER) const {
    (void)hier;
    return m_endian;
  }
  /// Registers in the order they were added.
  void get_registers(std::vector<uvm_reg*>& regs, uvm_hier_e hier = UVM_HIER) const;
  void get_memories(std::vector<uvm_mem*>& mems, uvm_hier_e hier = UVM_HIER) const;
  /// The register at bus address `offset` (any of its words), or nullptr. A register with
  /// "WO" rights is not found for reads, one with "RO" rights not for writes.
  uvm_reg* get_reg_by_offset(uvm_reg_addr_t offset, bool read = true) const;
  /// The memory whose address range holds `offset`, or nullptr.
  uvm_mem* get_mem_by_offset(uvm_reg_addr_t offset) const;

  // ---- Per-element information (used by uvm_reg / uvm_mem) ---------------------------------
  struct map_info {
    uvm_reg_addr_t offset = 0;
    std::string rights = "RW";
    bool unmapped = false;
    uvm_reg_frontdoor* frontdoor = nullptr;  ///< user front door (registers)
  };
  const map_info* get_reg_map_info(const uvm_reg* rg) const;
  const map_info* get_mem_map_info(const uvm_mem* mem) const;
  /// Bus addresses of an element of `n_bytes` at `offset` (first word first, by endianness).
  std::vector<uvm_reg_addr_t> get_physical_addresses(uvm_reg_addr_t offset,
                                                     uvm_reg_addr_t mem_offset,
                                                     unsigned n_bytes) const;

  // ---- Front door (called by uvm_reg / uvm_mem) ---------------------------------------------
  /// Writes rw->value[0] of the register or memory word through the adapter and sequencer.
  void do_write(uvm_reg_item* rw);
  /// Reads into rw->value[0].
  void do_read(uvm_reg_item* rw);

 private:
  void m_do_bus_access(uvm_reg_item* rw, bool is_write);

  uvm_reg_block* m_parent = nullptr;
  uvm_reg_addr_t m_base_addr = 0;
  unsigned m_n_bytes = 4;
  uvm_endianness_e m_endian = UVM_LITTLE_ENDIAN;
  bool m_byte_addressing = true;
  uvm_sequencer_base* m_sequencer = nullptr;
  uvm_reg_adapter* m_adapter = nullptr;
  bool m_auto_predict = false;
  bool m_check_on_read = false;
  std::vector<uvm_reg*> m_regs;  ///< in add order
  std::vector<uvm_mem*> m_mems;
  std::map<const uvm_reg*, map_info> m_reg_info;
  std::map<const uvm_mem*, map_info> m_mem_info;
  /// Bus address -> register for reads / for writes (built on first lookup; the predictor
  /// looks up every observed item).
  struct addr_regs {
    uvm_reg* rd = nullptr;
    uvm_reg* wr = nullptr;
  };
  mutable std::unordered_map<std::uint64_t, addr_regs> m_addr_cache;
  mutable bool m_addr_cache_valid = false;
};

}  // namespace uvm
