// uvm_reg_block.cpp: block hierarchy, maps and whole-model operations (UVM's uvm_reg_block).
#include "uvm_reg_block.h"

#include <algorithm>

#include <fmt/format.h>

#include "uvm_mem.h"
#include "uvm_printer.h"
#include "uvm_reg.h"
#include "uvm_reg_map.h"
#include "uvm_report.h"

namespace uvm {

uvm_reg_block::uvm_reg_block(std::string name, int has_coverage) : uvm_object(std::move(name)) {
  (void)has_coverage;
}

uvm_reg_block::~uvm_reg_block() = default;

void uvm_reg_block::configure(uvm_reg_block* parent, const std::string& hdl_path) {
  m_parent = parent;
  if (parent) parent->add_block(this);
  if (!hdl_path.empty()) add_hdl_path(hdl_path);
}

uvm_reg_map* uvm_reg_block::create_map(const std::string& name, uvm_reg_addr_t base_addr,
                                       unsigned n_bytes, uvm_endianness_e endian,
                                       bool byte_addressing) {
  m_maps.push_back(std::make_unique<uvm_reg_map>(name));
  uvm_reg_map* map = m_maps.back().get();
  map->configure(this, base_addr, n_bytes, endian, byte_addressing);
  if (!default_map) default_map = map;
  return map;
}

void uvm_reg_block::lock_model() {
  if (m_locked) return;
  m_locked = true;
  for (uvm_reg* rg : m_regs) rg->m_lock_model();
  for (uvm_reg_block* b : m_blks) b->lock_model();
  if (m_parent) return;
  unsigned max_size = uvm_reg::get_max_size();
  if (uvm_reg_field::get_max_size() > max_size) max_size = uvm_reg_field::get_max_size();
  if (uvm_mem::get_max_size() > max_size) max_size = uvm_mem::get_max_size();
  if (max_size > UVM_REG_DATA_WIDTH) {
    UVM_FATAL("RegModel",
              fmt::format("Register model requires that UVM_REG_DATA_WIDTH be defined as {} "
                          "or greater. Currently defined as {}",
                          max_size, UVM_REG_DATA_WIDTH));
  }
}

void uvm_reg_block::do_print(const uvm_printer& printer) const {
  uvm_object::do_print(printer);
  for (const uvm_reg_block* b : m_blks) printer.print_object(b->get_name(), *b);
  for (const uvm_reg* r : m_regs) printer.print_object(r->get_name(), *r);
  for (const uvm_mem* m : m_mems) printer.print_object(m->get_name(), *m);
  for (const auto& m : m_maps) printer.print_object(m->get_name(), *m);
}

std::string uvm_reg_block::get_full_name() const {
  return m_parent ? m_parent->get_full_name() + "." + get_name() : get_name();
}

void uvm_reg_block::get_registers(std::vector<uvm_reg*>& regs, uvm_hier_e hier) const {
  regs.insert(regs.end(), m_regs.begin(), m_regs.end());
  if (hier == UVM_HIER)
    for (const uvm_reg_block* b : m_blks) b->get_registers(regs, hier);
}

void uvm_reg_block::get_fields(std::vector<uvm_reg_field*>& fields, uvm_hier_e hier) const {
  for (const uvm_reg* rg : m_regs) rg->get_fields(fields);
  if (hier == UVM_HIER)
    for (const uvm_reg_block* b : m_blks) b->get_fields(fields, hier);
}

void uvm_reg_block::get_memories(std::vector<uvm_mem*>& mems, uvm_hier_e hier) const {
  mems.insert(mems.end(), m_mems.begin(), m_mems.end());
  if (hier == UVM_HIER)
    for (const uvm_reg_block* b : m_blks) b->get_memories(mems, hier);
}

void uvm_reg_block::get_blocks(std::vector<uvm_reg_block*>& blks, uvm_hier_e hier) const {
  for (uvm_reg_block* b : m_blks) {
    blks.push_back(b);
    if (hier == UVM_HIER) b->get_blocks(blks, hier);
  }
}

void uvm_reg_block::get_maps(std::vector<uvm_reg_map*>& maps) const {
  for (const auto& m : m_maps) maps.push_back(m.get());
}

uvm_reg* uvm_reg_block::get_reg_by_name(const std::string& name) const {
  std::vector<uvm_reg*> regs;
  get_registers(regs, UVM_HIER);
  for (uvm_reg* rg : regs)
    if (rg->get_name() == name) return rg;
  UVM_WARNING("RegModel",
              "Unable to locate register '" + name + "' in block '" + get_full_name() + "'");
  return nullptr;
}

uvm_reg_field* uvm_reg_block::get_field_by_name(const std::string& name) const {
  std::vector<uvm_reg_field*> fields;
  get_fields(fields, UVM_HIER);
  for (uvm_reg_field* f : fields)
    if (f->get_name() == name) return f;
  UVM_WARNING("RegModel",
              "Unable to locate field '" + name + "' in block '" + get_full_name() + "'");
  return nullptr;
}

uvm_mem* uvm_reg_block::get_mem_by_name(const std::string& name) const {
  std::vector<uvm_mem*> mems;
  get_memories(mems, UVM_HIER);
  for (uvm_mem* m : mems)
    if (m->get_name() == name) return m;
  UVM_WARNING("RegModel",
              "Unable to locate memory '" + name + "' in block '" + get_full_name() + "'");
  return nullptr;
}

uvm_reg_block* uvm_reg_block::get_block_by_name(const std::string& name) const {
  if (get_name() == name) return const_cast<uvm_reg_block*>(this);
  std::vector<uvm_reg_block*> blks;
  get_blocks(blks, UVM_HIER);
  for (uvm_reg_block* b : blks)
    if (b->get_name() == name) return b;
  UVM_WARNING("RegModel",
              "Unable to locate block '" + name + "' in block '" + get_full_name() + "'");
  return nullptr;
}

uvm_reg_map* uvm_reg_block::get_map_by_name(const std::string& name) const {
  for (const auto& m : m_maps)
    if (m->get_name() == name) return m.get();
  for (const uvm_reg_block* b : m_blks) {
    for (const auto& m : b->m_maps)
      if (m->get_name() == name) return m.get();
  }
  UVM_WARNING("RegModel",
              "Map with name '" + name + "' does not exist in block '" + get_full_name() + "'");
  return nullptr;
}

uvm_path_e uvm_reg_block::get_default_path() const {
  if (default_path != UVM_DEFAULT_PATH) return default_path;
  return m_parent ? m_parent->get_default_path() : UVM_FRONTDOOR;
}

void uvm_reg_block::reset(const std::string& kind) {
  for (uvm_reg* rg : m_regs) rg->reset(kind);
  for (uvm_reg_block* b : m_blks) b->reset(kind);
}

bool uvm_reg_block::needs_update() const {
  for (const uvm_reg* rg : m_regs)
    if (rg->needs_update()) return true;
  for (const uvm_reg_block* b : m_blks)
    if (b->needs_update()) return true;
  return false;
}

void uvm_reg_block::update(uvm_status_e& status, uvm_path_e path, uvm_sequence_base* parent,
                           int prior, uvm_object* extension, const std::string& fname, int lineno) {
  status = UVM_IS_OK;
  for (uvm_reg* rg : m_regs) {
    rg->update(status, path, nullptr, parent, prior, extension, fname, lineno);
    if (status != UVM_IS_OK) return;
  }
  for (uvm_reg_block* b : m_blks) {
    b->update(status, path, parent, prior, extension, fname, lineno);
    if (status != UVM_IS_OK) return;
  }
}

void uvm_reg_block::mirror(uvm_status_e& status, uvm_check_e check, uvm_path_e path,
                           uvm_sequence_base* parent, int prior, uvm_object* extension,
                           const std::string& fname, int lineno) {
  uvm_status_e final_status = UVM_IS_OK;
  for (uvm_reg* rg : m_regs) {
    rg->mirror(status, check, path, nullptr, parent, prior, extension, fname, lineno);
    if (status != UVM_IS_OK) final_status = status;
  }
  for (uvm_reg_block* b : m_blks) {
    b->mirror(status, check, path, parent, prior, extension, fname, lineno);
    if (status != UVM_IS_OK) final_status = status;
  }
  status = final_status;
}

std::string uvm_reg_block::get_default_hdl_path() const {
  if (m_default_hdl_path.empty() && m_parent) return m_parent->get_default_hdl_path();
  return m_default_hdl_path;
}

void uvm_reg_block::set_default_hdl_path(const std::string& kind) {
  if (kind.empty() && !m_parent) {
    UVM_ERROR("RegModel", "Block has no parent. Must specify a valid HDL abstraction (kind)");
    return;
  }
  m_default_hdl_path = kind;
}

void uvm_reg_block::add_hdl_path(const std::string& path, const std::string& kind) {
  m_hdl_paths[kind].push_back(path);
}

bool uvm_reg_block::has_hdl_path(const std::string& kind) const {
  return m_hdl_paths.count(kind.empty() ? get_default_hdl_path() : kind) != 0;
}

void uvm_reg_block::get_hdl_path(std::vector<std::string>& paths, const std::string& kind) const {
  const std::string k = kind.empty() ? get_default_hdl_path() : kind;
  auto it = m_hdl_paths.find(k);
  if (it == m_hdl_paths.end()) {
    UVM_ERROR("RegModel", "Block does not have hdl path defined for abstraction '" + k + "'");
    return;
  }
  paths.insert(paths.end(), it->second.begin(), it->second.end());
}

void uvm_reg_block::get_full_hdl_path(std::vector<std::string>& paths, const std::string& kind,
                                      const std::string& separator) const {
  const std::string k = kind.empty() ? get_default_hdl_path() : kind;
  paths.clear();
  if (is_hdl_path_root(k)) {
    const std::string& root = m_root_hdl_paths.at(k);
    if (!root.empty()) paths.push_back(root);
    return;
  }
  auto it = m_hdl_paths.find(k);
  if (it == m_hdl_paths.end()) {
    UVM_ERROR("RegModel", "Block " + get_full_name() +
                              " does not have hdl path defined for abstraction '" + k + "'");
    return;
  }
  std::vector<std::string> parent_paths;
  if (m_parent) m_parent->get_full_hdl_path(parent_paths, k, separator);
  for (const std::string& own : it->second) {
    if (parent_paths.empty()) {
      if (!own.empty()) paths.push_back(own);
      continue;
    }
    for (const std::string& pp : parent_paths)
      paths.push_back(own.empty() ? pp : pp + separator + own);
  }
}

void uvm_reg_block::clear_hdl_path(const std::string& kind) {
  if (kind == "ALL") {
    m_hdl_paths.clear();
    return;
  }
  const std::string k = kind.empty() ? get_default_hdl_path() : kind;
  if (!m_hdl_paths.erase(k)) UVM_WARNING("RegModel", "Unknown HDL Abstraction '" + k + "'");
}

void uvm_reg_block::set_hdl_path_root(const std::string& path, const std::string& kind) {
  m_root_hdl_paths[kind.empty() ? get_default_hdl_path() : kind] = path;
}

bool uvm_reg_block::is_hdl_path_root(const std::string& kind) const {
  return m_root_hdl_paths.count(kind.empty() ? get_default_hdl_path() : kind) != 0;
}

void uvm_reg_block::get_hdl_path_kinds(std::vector<std::string>& kinds) const {
  kinds.clear();
  for (const auto& p : m_hdl_paths) kinds.push_back(p.first);
}

void uvm_reg_block::add_reg(uvm_reg* rg) {
  if (m_locked) {
    UVM_ERROR("RegModel", "Cannot add register to locked block model");
    return;
  }
  if (std::find(m_regs.begin(), m_regs.end(), rg) != m_regs.end()) {
    UVM_ERROR("RegModel", "Register '" + rg->get_name() +
                              "' has already been registered with block '" + get_name() + "'");
    return;
  }
  m_regs.push_back(rg);
}

void uvm_reg_block::add_mem(uvm_mem* mem) {
  if (m_locked) {
    UVM_ERROR("RegModel", "Cannot add memory to locked block model");
    return;
  }
  if (std::find(m_mems.begin(), m_mems.end(), mem) == m_mems.end()) m_mems.push_back(mem);
}

void uvm_reg_block::add_block(uvm_reg_block* blk) {
  if (m_locked) {
    UVM_ERROR("RegModel", "Cannot add subblock to locked block model");
    return;
  }
  if (std::find(m_blks.begin(), m_blks.end(), blk) == m_blks.end()) m_blks.push_back(blk);
}

}  // namespace uvm
