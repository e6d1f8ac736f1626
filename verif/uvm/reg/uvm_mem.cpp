// uvm_mem.cpp: memory accesses by word offset (UVM's uvm_mem).
#include "uvm_mem.h"

#include <algorithm>

#include <fmt/format.h>

#include "uvm_printer.h"
#include "uvm_reg_backdoor.h"
#include "uvm_reg_block.h"
#include "uvm_reg_item.h"
#include "uvm_reg_map.h"
#include "uvm_report.h"

namespace uvm {

uvm_mem::uvm_mem(std::string name, std::uint64_t size, unsigned n_bits, const std::string& access,
                 int has_coverage)
    : uvm_object(std::move(name)), m_size(size), m_n_bits(n_bits), m_access(access) {
  (void)has_coverage;
  if (n_bits == 0) {
    UVM_ERROR("RegModel", fmt::format("Memory \"{}\" cannot have 0 bits per word", get_name()));
    m_n_bits = 1;
  }
  if (m_n_bits > s_max_size) s_max_size = m_n_bits;
  if (m_access != "RW" && m_access != "RO") {
    UVM_ERROR("RegModel", "Memory '" + get_name() + "' can only be RW or RO");
    m_access = "RW";
  }
}

void uvm_mem::configure(uvm_reg_block* parent, const std::string& hdl_path) {
  m_parent = parent;
  if (parent) parent->add_mem(this);
  if (!hdl_path.empty()) add_hdl_path_slice(hdl_path, -1, -1);
}

void uvm_mem::add_hdl_path_slice(const std::string& name, int offset, int size, bool first,
                                 const std::string& kind) {
  std::vector<uvm_hdl_path_concat>& paths = m_hdl_paths[kind];
  if (first || paths.empty()) paths.emplace_back();
  paths.back().add_path(name, offset, size);
}

bool uvm_mem::has_hdl_path(const std::string& kind) const {
  std::string k = kind;
  if (k.empty()) k = m_parent ? m_parent->get_default_hdl_path() : std::string("RTL");
  return m_hdl_paths.count(k) != 0;
}

void uvm_mem::add_map(uvm_reg_map* map) {
  if (!is_in_map(map)) m_maps.push_back(map);
}

std::string uvm_mem::get_full_name() const {
  return m_parent ? m_parent->get_full_name() + "." + get_name() : get_name();
}

bool uvm_mem::is_in_map(const uvm_reg_map* map) const {
  return std::find(m_maps.begin(), m_maps.end(), map) != m_maps.end();
}

void uvm_mem::get_maps(std::vector<uvm_reg_map*>& maps) const {
  maps.insert(maps.end(), m_maps.begin(), m_maps.end());
}

uvm_reg_map* uvm_mem::get_default_map() const {
  if (m_maps.empty()) return nullptr;
  if (m_parent && m_parent->get_default_map() && is_in_map(m_parent->get_default_map()))
    return m_parent->get_default_map();
  return m_maps.front();
}

std::string uvm_mem::get_rights(const uvm_reg_map* map) const {
  const uvm_reg_map* local = map && is_in_map(map) ? map : get_default_map();
  if (!local) return "RW";
  const uvm_reg_map::map_info* info = local->get_mem_map_info(this);
  return info ? info->rights : "RW";
}

std::string uvm_mem::get_access(const uvm_reg_map* map) const {
  const std::string rights = get_rights(map);
  if (rights == "RW") return m_access;
  if (rights == "RO") return "RO";
  return m_access == "RO" ? "NOACCESS" : "WO";
}

unsigned uvm_mem::s_max_size = 0;

void uvm_mem::do_print(const uvm_printer& printer) const {
  uvm_object::do_print(printer);
  printer.print_field_int("n_bits", get_n_bits(), 32, UVM_UNSIGNED);
  printer.print_field_int("size", static_cast<std::int64_t>(get_size()), 32, UVM_UNSIGNED);
}

uvm_reg_addr_t uvm_mem::get_offset(uvm_reg_addr_t offset, const uvm_reg_map* map) const {
  const uvm_reg_map* local = map && is_in_map(map) ? map : get_default_map();
  if (!local) return 0;
  const uvm_reg_map::map_info* info = local->get_mem_map_info(this);
  return (info ? info->offset.to_uint64() : 0) + offset;
}

uvm_reg_addr_t uvm_mem::get_address(uvm_reg_addr_t offset, const uvm_reg_map* map) const {
  const uvm_reg_map* local = map && is_in_map(map) ? map : get_default_map();
  if (!local) return ~uvm_reg_addr_t{0};
  const uvm_reg_map::map_info* info = local->get_mem_map_info(this);
  if (!info) return ~uvm_reg_addr_t{0};
  return local->get_physical_addresses(info->offset, offset, get_n_bytes()).front();
}

bool uvm_mem::m_check_access(uvm_reg_item* rw, const std::string& caller) {
  if (rw->offset >= m_size) {
    UVM_ERROR("uvm_mem",
              fmt::format("Offset 0x{:x} exceeds size of memory, 0x{:x}", rw->offset, m_size));
    rw->status = UVM_NOT_OK;
    return false;
  }
  if (rw->path == UVM_DEFAULT_PATH)
    rw->path = m_parent ? m_parent->get_default_path() : UVM_FRONTDOOR;
  if (rw->path == UVM_BACKDOOR && !m_backdoor && !has_hdl_path()) {
    UVM_WARNING("RegModel", "No backdoor access available for memory '" + get_full_name() +
                                "' . Using frontdoor instead.");
    rw->path = UVM_FRONTDOOR;
  }
  if (rw->path == UVM_BACKDOOR) return true;
  if (rw->map && !is_in_map(rw->map)) {
    UVM_WARNING("RegModel", "Memory '" + get_full_name() + "' is not contained within map '" +
                                rw->map->get_full_name() + "' (called from " + caller + ")");
    rw->local_map = nullptr;
  } else {
    rw->local_map = rw->map ? rw->map : get_default_map();
  }
  if (!rw->local_map) {
    UVM_ERROR("uvm_mem", "No transactor available to physically access memory from map '" +
                             (rw->map ? rw->map->get_full_name() : std::string("<default>")) + "'");
    rw->status = UVM_NOT_OK;
    return false;
  }
  if (!rw->map) rw->map = rw->local_map;
  return true;
}

void uvm_mem::do_write(uvm_reg_item* rw) {
  if (!m_check_access(rw, "write()")) return;
  rw->status = UVM_IS_OK;
  rw->value[0] &= uvm_mask_size(static_cast<int>(m_n_bits));
  if (rw->path == UVM_BACKDOOR && !m_backdoor) {
    rw->status = UVM_NOT_OK;  // an HDL path but no user back door (uvm_mem.h)
  } else if (rw->path == UVM_BACKDOOR) {
    m_backdoor->write(rw);
  } else {
    rw->local_map->do_write(rw);
  }
}

void uvm_mem::do_read(uvm_reg_item* rw) {
  if (!m_check_access(rw, "read()")) return;
  rw->status = UVM_IS_OK;
  if (rw->path == UVM_BACKDOOR && !m_backdoor) {
    rw->status = UVM_NOT_OK;  // an HDL path but no user back door (uvm_mem.h)
  } else if (rw->path == UVM_BACKDOOR) {
    m_backdoor->read(rw);
  } else {
    rw->local_map->do_read(rw);
  }
}

namespace {
void fill(uvm_reg_item& rw, uvm_mem* mem, uvm_access_e kind, uvm_reg_addr_t offset, uvm_path_e path,
          uvm_reg_map* map, uvm_sequence_base* parent, int prior, uvm_object* extension,
          const std::string& fname, int lineno) {
  rw.element = mem;
  rw.element_kind = UVM_MEM;
  rw.access_kind = kind;
  rw.offset = offset;
  rw.path = path;
  rw.map = map;
  rw.parent = parent;
  rw.prior = prior;
  rw.extension = extension;
  rw.fname = fname;
  rw.lineno = lineno;
}
}  // namespace

void uvm_mem::write(uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t value,
                    uvm_path_e path, uvm_reg_map* map, uvm_sequence_base* parent, int prior,
                    uvm_object* extension, const std::string& fname, int lineno) {
  uvm_reg_item rw("mem_write_item");
  fill(rw, this, UVM_WRITE, offset, path, map, parent, prior, extension, fname, lineno);
  rw.value[0] = value;
  do_write(&rw);
  status = rw.status;
}

void uvm_mem::read(uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t& value,
                   uvm_path_e path, uvm_reg_map* map, uvm_sequence_base* parent, int prior,
                   uvm_object* extension, const std::string& fname, int lineno) {
  uvm_reg_item rw("mem_read_item");
  fill(rw, this, UVM_READ, offset, path, map, parent, prior, extension, fname, lineno);
  do_read(&rw);
  status = rw.status;
  value = rw.value[0];
}

void uvm_mem::poke(uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t value,
                   const std::string& kind, uvm_sequence_base* parent, uvm_object* extension,
                   const std::string& fname, int lineno) {
  (void)kind;
  if (!m_backdoor) {
    UVM_ERROR("RegModel", "No backdoor access available to poke memory '" + get_full_name() + "'");
    status = UVM_NOT_OK;
    return;
  }
  write(status, offset, value, UVM_BACKDOOR, nullptr, parent, -1, extension, fname, lineno);
}

void uvm_mem::peek(uvm_status_e& status, uvm_reg_addr_t offset, uvm_reg_data_t& value,
                   const std::string& kind, uvm_sequence_base* parent, uvm_object* extension,
                   const std::string& fname, int lineno) {
  (void)kind;
  if (!m_backdoor) {
    UVM_ERROR("RegModel", "No backdoor access available to peek memory '" + get_full_name() + "'");
    status = UVM_NOT_OK;
    value = 0;
    return;
  }
  read(status, offset, value, UVM_BACKDOOR, nullptr, parent, -1, extension, fname, lineno);
}

}  // namespace uvm
