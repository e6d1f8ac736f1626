// uvm_reg_map.cpp: addresses and the built-in front door (UVM's uvm_reg_map).
#include "uvm_reg_map.h"

#include <algorithm>
#include <memory>

#include <fmt/format.h>

#include "uvm_mem.h"
#include "uvm_printer.h"
#include "uvm_reg.h"
#include "uvm_reg_adapter.h"
#include "uvm_reg_block.h"
#include "uvm_reg_bus_glue.h"
#include "uvm_reg_item.h"
#include "uvm_report.h"
#include "uvm_sequencer.h"

namespace uvm {

M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_map);

void uvm_reg_map::configure(uvm_reg_block* parent, uvm_reg_addr_t base_addr, unsigned n_bytes,
                            uvm_endianness_e endian, bool byte_addressing) {
  m_parent = parent;
  m_base_addr = base_addr;
  if (n_bytes == 0 || n_bytes > UVM_REG_DATA_WIDTH / 8) {
    UVM_ERROR("RegModel", fmt::format("Map '{}': bus width of {} bytes (1..{})", get_full_name(),
                                      n_bytes, UVM_REG_DATA_WIDTH / 8));
    n_bytes = n_bytes == 0 ? 1 : UVM_REG_DATA_WIDTH / 8;
  }
  m_n_bytes = n_bytes;
  m_endian = endian;
  m_byte_addressing = byte_addressing;
  m_addr_cache_valid = false;
}

void uvm_reg_map::add_submap(uvm_reg_map* child_map, uvm_reg_addr_t offset) {
  if (!child_map) {
    UVM_ERROR("RegModel", "Attempting to add NULL map to map '" + get_full_name() + "'");
    return;
  }
  if (child_map == this) {
    UVM_ERROR("RegModel", "Map '" + get_full_name() + "' cannot be a submap of itself");
    return;
  }
  if (child_map->m_parent_map) {
    UVM_ERROR("RegModel", "Map '" + child_map->get_full_name() + "' is already a child of map '" +
                              child_map->m_parent_map->get_full_name() +
                              "'. Cannot also be a child of map '" + get_full_name() + "'");
    return;
  }
  for (const uvm_reg_map* up = this; up; up = up->m_parent_map) {
    if (up == child_map) {
      UVM_ERROR("RegModel", "Map '" + child_map->get_full_name() + "' is above map '" +
                                get_full_name() + "': it cannot be its submap");
      return;
    }
  }
  uvm_reg_block* child_blk = child_map->get_parent();
  if (!child_blk) {
    UVM_ERROR("RegModel", "Cannot add submap '" + child_map->get_full_name() +
                              "' because it does not have a parent block");
    return;
  }
  if (child_blk->get_parent() != m_parent) {
    UVM_ERROR("RegModel", "Submap '" + child_map->get_full_name() +
                              "' may not be added to this address map, '" + get_full_name() +
                              "', as the submap's parent block, '" + child_blk->get_full_name() +
                              "', is not a child of this map's parent block, '" +
                              (m_parent ? m_parent->get_full_name() : std::string("<none>")) + "'");
    return;
  }
  if (m_n_bytes > child_map->get_n_bytes(UVM_NO_HIER)) {
    UVM_WARNING("RegModel", fmt::format("Adding {}-byte submap '{}' to {}-byte parent map '{}'",
                                        child_map->get_n_bytes(UVM_NO_HIER),
                                        child_map->get_full_name(), m_n_bytes, get_full_name()));
  }
  child_map->m_parent_map = this;
  m_submaps.emplace_back(child_map, offset);
  m_invalidate_addr_cache();
}

void uvm_reg_map::set_submap_offset(uvm_reg_map* submap, uvm_reg_addr_t offset) {
  for (auto& sm : m_submaps) {
    if (sm.first == submap) {
      sm.second = offset;
      m_invalidate_addr_cache();
      return;
    }
  }
  UVM_ERROR("RegModel", "Map '" + (submap ? submap->get_full_name() : std::string("<null>")) +
                            "' is not a submap of '" + get_full_name() + "'");
}

uvm_reg_addr_t uvm_reg_map::get_submap_offset(const uvm_reg_map* submap) const {
  for (const auto& sm : m_submaps)
    if (sm.first == submap) return sm.second;
  UVM_ERROR("RegModel", "Map '" + (submap ? submap->get_full_name() : std::string("<null>")) +
                            "' is not a submap of '" + get_full_name() + "'");
  return ~uvm_reg_addr_t{0};
}

void uvm_reg_map::get_submaps(std::vector<uvm_reg_map*>& maps, uvm_hier_e hier) const {
  for (const auto& sm : m_submaps) {
    maps.push_back(sm.first);
    if (hier == UVM_HIER) sm.first->get_submaps(maps, hier);
  }
}

uvm_reg_addr_t uvm_reg_map::get_base_addr(uvm_hier_e hier) const {
  if (hier == UVM_NO_HIER || !m_parent_map) return m_base_addr;
  return m_parent_map->get_base_addr(UVM_HIER) + m_parent_map->get_submap_offset(this);
}

void uvm_reg_map::set_base_addr(uvm_reg_addr_t offset) {
  if (m_parent_map) {
    m_parent_map->set_submap_offset(this, offset);
    return;
  }
  m_base_addr = offset;
  m_invalidate_addr_cache();
}

void uvm_reg_map::m_invalidate_addr_cache() {
  for (uvm_reg_map* m = this; m; m = m->m_parent_map) m->m_addr_cache_valid = false;
}

void uvm_reg_map::do_print(const uvm_printer& printer) const {
  uvm_object::do_print(printer);
  printer.print_generic("endian", "", -2, uvm_endianness_name[m_endian]);
  if (const uvm_sequencer_base* sqr = get_sequencer())
    printer.print_generic("effective sequencer", sqr->get_type_name(), -2, sqr->get_full_name());
  for (const uvm_reg* rg : m_regs) {
    printer.print_generic(rg->get_name(), rg->get_type_name(), -2,
                          fmt::format("@{}+ 0x{:x}", rg->get_inst_id(), rg->get_address(this)));
  }
  for (const uvm_mem* mem : m_mems) {
    printer.print_generic(
        mem->get_name(), mem->get_type_name(), -2,
        fmt::format("@{} + 0x{:x}", mem->get_inst_id(), mem->get_address(0, this)));
  }
  for (const auto& sm : m_submaps) printer.print_object(sm.first->get_name(), *sm.first);
}

std::string uvm_reg_map::get_full_name() const {
  return m_parent ? m_parent->get_full_name() + "." + get_name() : get_name();
}

void uvm_reg_map::add_reg(uvm_reg* rg, uvm_reg_addr_t offset, const std::string& rights,
                          bool unmapped, uvm_reg_frontdoor* frontdoor) {
  if (m_reg_info.count(rg)) {
    UVM_ERROR("RegModel", "Register '" + rg->get_name() + "' has already been added to map '" +
                              get_name() + "'");
    return;
  }
  if (rights != "RW" && rights != "RO" && rights != "WO") {
    UVM_ERROR("RegModel",
              "Register '" + rg->get_full_name() + "': rights '" + rights + "' (RW, RO or WO)");
  }
  if (!unmapped) {
    // Another register at the same address is an error unless one is RO and the other WO.
    for (const uvm_reg* other : m_regs) {
      const map_info& oi = m_reg_info.at(other);
      if (oi.unmapped) continue;
      const auto a = get_physical_addresses(offset, 0, rg->get_n_bytes());
      const auto b = get_physical_addresses(oi.offset, 0, other->get_n_bytes());
      const bool overlap = std::any_of(a.begin(), a.end(), [&](uvm_reg_addr_t x) {
        return std::find(b.begin(), b.end(), x) != b.end();
      });
      const bool split =
          (rights == "RO" && oi.rights == "WO") || (rights == "WO" && oi.rights == "RO");
      if (overlap && !split) {
        UVM_WARNING("RegModel", fmt::format("In map '{}' register '{}' maps to same address as "
                                            "register '{}': 'h{:x}",
                                            get_full_name(), rg->get_full_name(),
                                            other->get_full_name(), a.front()));
      }
    }
  }
  m_regs.push_back(rg);
  m_reg_info[rg] = map_info{offset, rights, unmapped, frontdoor};
  m_invalidate_addr_cache();
  rg->add_map(this);
}

void uvm_reg_map::set_reg_frontdoor(const uvm_reg* rg, uvm_reg_frontdoor* frontdoor) {
  auto it = m_reg_info.find(rg);
  if (it == m_reg_info.end()) {
    UVM_ERROR("RegModel", "Register '" + rg->get_full_name() + "' is not in map '" +
                              get_full_name() + "': no front door set");
    return;
  }
  it->second.frontdoor = frontdoor;
}

void uvm_reg_map::add_mem(uvm_mem* mem, uvm_reg_addr_t offset, const std::string& rights,
                          bool unmapped, uvm_reg_frontdoor* frontdoor) {
  if (frontdoor) {
    UVM_ERROR("RegModel",
              "user front doors are not supported (memory '" + mem->get_full_name() + "')");
  }
  if (m_mem_info.count(mem)) {
    UVM_ERROR("RegModel", "Memory '" + mem->get_name() + "' has already been added to map '" +
                              get_name() + "'");
    return;
  }
  m_mems.push_back(mem);
  if (frontdoor) {
    UVM_ERROR("RegModel", "user front doors of memories are not supported (memory '" +
                              mem->get_full_name() + "')");
  }
  m_mem_info[mem] = map_info{offset, rights, unmapped, nullptr};
  mem->add_map(this);
}

void uvm_reg_map::set_sequencer(uvm_sequencer_base* sequencer, uvm_reg_adapter* adapter) {
  if (!sequencer) {
    UVM_ERROR("REG_NULL_SQR", "null reference specified for bus sequencer");
    return;
  }
  if (!adapter) {
    uvm_report_info("REG_NO_ADAPT",
                    "Adapter not specified for map '" + get_full_name() +
                        "'. Accesses via this map will send abstract 'uvm_reg_item' items to "
                        "sequencer",
                    UVM_MEDIUM);
  }
  m_sequencer = sequencer;
  m_adapter = adapter;
}

void uvm_reg_map::get_registers(std::vector<uvm_reg*>& regs, uvm_hier_e hier) const {
  regs.insert(regs.end(), m_regs.begin(), m_regs.end());
  if (hier == UVM_HIER)
    for (const auto& sm : m_submaps) sm.first->get_registers(regs, hier);
}

void uvm_reg_map::get_memories(std::vector<uvm_mem*>& mems, uvm_hier_e hier) const {
  mems.insert(mems.end(), m_mems.begin(), m_mems.end());
  if (hier == UVM_HIER)
    for (const auto& sm : m_submaps) sm.first->get_memories(mems, hier);
}

const uvm_reg_map::map_info* uvm_reg_map::get_reg_map_info(const uvm_reg* rg) const {
  auto it = m_reg_info.find(rg);
  return it == m_reg_info.end() ? nullptr : &it->second;
}

const uvm_reg_map::map_info* uvm_reg_map::get_mem_map_info(const uvm_mem* mem) const {
  auto it = m_mem_info.find(mem);
  return it == m_mem_info.end() ? nullptr : &it->second;
}

std::vector<uvm_reg_addr_t> uvm_reg_map::get_physical_addresses(uvm_reg_addr_t offset,
                                                                uvm_reg_addr_t mem_offset,
                                                                unsigned n_bytes) const {
  const unsigned n_words = (n_bytes + m_n_bytes - 1) / m_n_bytes;
  const uvm_reg_addr_t incr = m_byte_addressing ? m_n_bytes : 1;
  std::vector<uvm_reg_addr_t> addrs;
  const uvm_reg_addr_t base = m_parent_map ? uvm_reg_addr_t(0) : m_base_addr;
  for (unsigned i = 0; i < n_words; ++i)
    addrs.push_back(base + offset + (mem_offset * n_words + i) * incr);
  if (m_endian == UVM_BIG_ENDIAN || m_endian == UVM_BIG_FIFO)
    std::reverse(addrs.begin(), addrs.end());
  if (!m_parent_map) return addrs;
  // A submap: each of its bus words at (its offset + the local address) in the parent map,
  // scaled when the parent addresses narrower words.
  const unsigned up_bytes = m_parent_map->get_n_bytes(UVM_NO_HIER);
  const unsigned k = m_n_bytes >= up_bytes ? (m_n_bytes - 1) / up_bytes + 1 : 1;
  const uvm_reg_addr_t sub_offset = m_parent_map->get_submap_offset(this);
  std::vector<uvm_reg_addr_t> sys;
  for (uvm_reg_addr_t a : addrs) {
    for (uvm_reg_addr_t s : m_parent_map->get_physical_addresses(sub_offset + a * k, 0, m_n_bytes))
      sys.push_back(s);
  }
  return sys;
}

uvm_reg* uvm_reg_map::get_reg_by_offset(uvm_reg_addr_t offset, bool read) const {
  if (!m_addr_cache_valid) {
    m_addr_cache.clear();
    std::vector<const uvm_reg_map*> maps{this};
    std::vector<uvm_reg_map*> subs;
    get_submaps(subs, UVM_HIER);
    maps.insert(maps.end(), subs.begin(), subs.end());
    for (const uvm_reg_map* m : maps) {
      for (uvm_reg* rg : m->m_regs) {
        const map_info& info = m->m_reg_info.at(rg);
        if (info.unmapped) continue;
        for (uvm_reg_addr_t a : m->get_physical_addresses(info.offset, 0, rg->get_n_bytes())) {
          addr_regs& e = m_addr_cache[a];
          if (info.rights != "WO" && !e.rd) e.rd = rg;  // first added wins, as the list order
          if (info.rights != "RO" && !e.wr) e.wr = rg;
        }
      }
    }
    m_addr_cache_valid = true;
  }
  auto it = m_addr_cache.find(offset);
  if (it == m_addr_cache.end()) return nullptr;
  return read ? it->second.rd : it->second.wr;
}

uvm_mem* uvm_reg_map::get_mem_by_offset(uvm_reg_addr_t offset) const {
  for (const auto& sm : m_submaps)
    if (uvm_mem* mem = sm.first->get_mem_by_offset(offset)) return mem;
  for (uvm_mem* mem : m_mems) {
    const map_info& info = m_mem_info.at(mem);
    if (info.unmapped || mem->get_size() == 0) continue;
    const auto first = get_physical_addresses(info.offset, 0, mem->get_n_bytes());
    const auto last = get_physical_addresses(info.offset, mem->get_size() - 1, mem->get_n_bytes());
    const uvm_reg_addr_t lo = *std::min_element(first.begin(), first.end());
    const uvm_reg_addr_t hi = *std::max_element(last.begin(), last.end());
    if (offset >= lo && offset <= hi) return mem;
  }
  return nullptr;
}

void uvm_reg_map::do_write(uvm_reg_item* rw) {
  m_do_bus_access(rw, true);
}

void uvm_reg_map::do_read(uvm_reg_item* rw) {
  m_do_bus_access(rw, false);
}

void uvm_reg_map::m_do_bus_access(uvm_reg_item* rw, bool is_write) {
  uvm_sequencer_base* const sequencer = get_sequencer();
  uvm_reg_adapter* const adapter = get_adapter();
  if (!sequencer || !adapter) {
    UVM_ERROR("RegModel", "Map '" + get_full_name() +
                              "' has no sequencer and adapter (set_sequencer): cannot " +
                              (is_write ? "write" : "read") + " through the front door");
    rw->status = UVM_NOT_OK;
    return;
  }
  const map_info* info = nullptr;
  unsigned n_bits = 0;
  uvm_reg_addr_t mem_offset = 0;
  if (rw->element_kind == UVM_MEM) {
    auto* mem = dynamic_cast<uvm_mem*>(rw->element);
    info = mem ? get_mem_map_info(mem) : nullptr;
    n_bits = mem ? mem->get_n_bits() : 0;
    mem_offset = rw->offset;
  } else {
    auto* rg = dynamic_cast<uvm_reg*>(rw->element);
    info = rg ? get_reg_map_info(rg) : nullptr;
    n_bits = rg ? rg->get_n_bits() : 0;
  }
  if (!info) {
    UVM_ERROR("RegModel", "element of the access is not in map '" + get_full_name() + "'");
    rw->status = UVM_NOT_OK;
    return;
  }
  const unsigned bus_bits = m_n_bytes * 8;
  const auto addrs = get_physical_addresses(info->offset, mem_offset, (n_bits + 7) / 8);
  const bool big = m_endian == UVM_BIG_ENDIAN || m_endian == UVM_BIG_FIFO;
  uvm_sequence_base* parent = rw->parent ? rw->parent : adapter->parent_sequence;
  const uvm_reg_data_t value = rw->value[0];
  uvm_reg_data_t read_value = 0;
  rw->status = UVM_IS_OK;
  adapter->m_set_item(rw);
  for (std::size_t i = 0; i < addrs.size(); ++i) {
    const unsigned slice = static_cast<unsigned>(big ? addrs.size() - 1 - i : i);
    const unsigned lsb = slice * bus_bits;
    uvm_reg_bus_op op;
    op.kind = is_write ? UVM_WRITE : UVM_READ;
    op.addr = addrs[i];
    op.n_bits = static_cast<int>(std::min(bus_bits, n_bits - lsb));
    op.data = is_write ? (value >> lsb) & uvm_mask_size(op.n_bits) : 0;
    op.byte_en = uvm_mask_size(static_cast<int>(m_n_bytes));
    op.status = UVM_IS_OK;
    std::unique_ptr<uvm_sequence_item> item(adapter->reg2bus(op));
    if (!item) {
      UVM_ERROR("RegModel", "adapter " + adapter->get_name() + " returned no bus item");
      rw->status = UVM_NOT_OK;
      break;
    }
    std::unique_ptr<uvm_sequence_item> rsp =
        detail::reg_bus_transfer(sequencer, parent, *item, rw->prior, adapter->provides_responses);
    const uvm_sequence_item* src = adapter->provides_responses ? rsp.get() : item.get();
    if (!src) {
      rw->status = UVM_NOT_OK;
      break;
    }
    uvm_reg_bus_op back = op;
    adapter->bus2reg(src, back);
    if (back.status != UVM_IS_OK) rw->status = back.status;
    if (!is_write) read_value |= (back.data & uvm_mask_size(op.n_bits)) << lsb;
  }
  adapter->m_set_item(nullptr);
  if (!is_write) rw->value[0] = read_value;
}

}  // namespace uvm
