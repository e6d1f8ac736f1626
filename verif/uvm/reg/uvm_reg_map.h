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
  /// Makes `child_map` (a map of a sub-block of this map's block) a submap at `offset`: its
  /// registers and memories get addresses in this map's address space (offset + their offset
  /// in the submap) and are reached through the root map's sequencer and adapter.
  void add_submap(uvm_reg_map* child_map, uvm_reg_addr_t offset);
  void set_submap_offset(uvm_reg_map* submap, uvm_reg_addr_t offset);
  uvm_reg_addr_t get_submap_offset(const uvm_reg_map* submap) const;
  /// Submaps in the order they were added (UVM_HIER: and theirs).
  void get_submaps(std::vector<uvm_reg_map*>& maps, uvm_hier_e hier = UVM_HIER) const;
  /// Sets (nullptr: removes) the user front door of `rg` in this map.
  void set_reg_frontdoor(const uvm_reg* rg, uvm_reg_frontdoor* frontdoor);

  /// Front door: bus items go to `sequencer`, translated by `adapter` (not owned).
  void set_sequencer(uvm_sequencer_base* sequencer, uvm_reg_adapter* adapter = nullptr);
  /// UVM_HIER: the root map's (the one bus items go to).
  uvm_sequencer_base* get_sequencer(uvm_hier_e hier = UVM_HIER) const {
    return hier == UVM_HIER && m_parent_map ? get_root_map()->m_sequencer : m_sequencer;
  }
  uvm_reg_adapter* get_adapter(uvm_hier_e hier = UVM_HIER) const {
    return hier == UVM_HIER && m_parent_map ? get_root_map()->m_adapter : m_adapter;
  }
  /// Auto prediction (default off, as UVM): the mirror is updated after each front-door access
  /// from the value written/read. Off: a uvm_reg_predictor on the bus monitor does it.
  void set_auto_predict(bool on = true) { m_auto_predict = on; }
  bool get_auto_predict() const { return m_auto_predict; }
  /// Every front-door read is compared with the mirror (as mirror(UVM_CHECK)).
  void set_check_on_read(bool on = true) { m_check_on_read = on; }
  bool get_check_on_read() const { return m_check_on_read; }

  /// UVM-SystemC's layout: endianness, effective sequencer, registers and memories with their
  /// addresses, then the submaps.
  void do_print(const uvm_printer& printer) const override;

  // ---- Introspection ------------------------------------------------------------------------
  std::string get_full_name() const override;
  uvm_reg_block* get_parent() const { return m_parent; }
  /// The topmost map above this one (add_submap), or this map.
  uvm_reg_map* get_root_map() const {
    const uvm_reg_map* m = this;
    while (m->m_parent_map) m = m->m_parent_map;
    return const_cast<uvm_reg_map*>(m);
  }
  uvm_reg_map* get_parent_map() const { return m_parent_map; }
  /// UVM_HIER on a submap: the parent's base address plus the submap's offset.
  uvm_reg_addr_t get_base_addr(uvm_hier_e hier = UVM_HIER) const;
  /// On a submap: its offset in the parent map.
  void set_base_addr(uvm_reg_addr_t offset);
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
  /// Registers in the order they were added (UVM_HIER: then those of the submaps).
  void get_registers(std::vector<uvm_reg*>& regs, uvm_hier_e hier = UVM_HIER) const;
  void get_memories(std::vector<uvm_mem*>& mems, uvm_hier_e hier = UVM_HIER) const;
  /// The register at bus address `offset` (any of its words; submaps included), or nullptr. A
  /// register with "WO" rights is not found for reads, one with "RO" rights not for writes.
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
  /// Bus addresses of an element of `n_bytes` at `offset` (first word first, by endianness),
  /// in the root map's address space.
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
  /// The address caches of this map and of the maps above it are stale.
  void m_invalidate_addr_cache();

  uvm_reg_block* m_parent = nullptr;
  uvm_reg_map* m_parent_map = nullptr;
  std::vector<std::pair<uvm_reg_map*, uvm_reg_addr_t>> m_submaps;  ///< (map, offset)
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
