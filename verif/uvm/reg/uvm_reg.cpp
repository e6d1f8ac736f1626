// uvm_reg.cpp: register accesses, prediction and checking (UVM's uvm_reg).
#include "uvm_reg.h"

#include <algorithm>

#include <fmt/format.h>

#include "uvm_printer.h"
#include "uvm_reg_backdoor.h"
#include "uvm_reg_block.h"
#include "uvm_reg_cbs.h"
#include "uvm_reg_frontdoor.h"
#include "uvm_reg_item.h"
#include "uvm_reg_map.h"
#include "uvm_report.h"

namespace uvm {

namespace {

uvm_reg_data_t field_mask(const uvm_reg_field* f) {
  return uvm_mask_size(static_cast<int>(f->get_n_bits()));
}

bool starts_with(const std::string& s, const char* p) {
  return s.rfind(p, 0) == 0;
}

}  // namespace

void uvm_reg::m_atomic(bool on) {
  if (!on) {
    if (--m_access_depth == 0) {
      m_access_owner = sc_core::sc_process_handle();
      m_access_done_ev.notify();
    }
    return;
  }
  const sc_core::sc_process_handle h = sc_core::sc_get_current_process_handle();
  if (m_access_depth > 0 && h.valid() && h == m_access_owner) {
    ++m_access_depth;  // the same thread again (write() -> update of a field, ...)
    return;
  }
  const bool in_thread = h.valid() && (h.proc_kind() == sc_core::SC_THREAD_PROC_ ||
                                       h.proc_kind() == sc_core::SC_CTHREAD_PROC_);
  while (m_access_depth > 0 && in_thread) sc_core::wait(m_access_done_ev);
  m_access_owner = h;
  ++m_access_depth;
}

/// Holds the register's access lock for a scope.
class m_atomic_guard {
 public:
  explicit m_atomic_guard(uvm_reg& rg) : m_rg(rg) { m_rg.m_atomic(true); }
  ~m_atomic_guard() { m_rg.m_atomic(false); }
  m_atomic_guard(const m_atomic_guard&) = delete;
  m_atomic_guard& operator=(const m_atomic_guard&) = delete;

 private:
  uvm_reg& m_rg;
};

uvm_reg::uvm_reg(std::string name, unsigned n_bits, int has_coverage)
    : uvm_object(std::move(name)), m_n_bits(n_bits) {
  (void)has_coverage;
  if (n_bits == 0) {
    UVM_ERROR("RegModel", fmt::format("Register \"{}\" cannot have 0 bits", get_name()));
    m_n_bits = 1;
  }
  if (m_n_bits > s_max_size) s_max_size = m_n_bits;
}

unsigned uvm_reg::s_max_size = 0;

void uvm_reg::do_print(const uvm_printer& printer) const {
  uvm_object::do_print(printer);
  for (const uvm_reg_field* f : m_fields)
    printer.print_generic(f->get_name(), f->get_type_name(), -2, f->convert2string());
}

void uvm_reg::configure(uvm_reg_block* blk_parent, void* regfile_parent,
                        const std::string& hdl_path) {
  if (regfile_parent) {
    UVM_ERROR("RegModel", "uvm_reg_file is not supported; register " + get_name());
  }
  m_parent = blk_parent;
  if (m_parent) m_parent->add_reg(this);
  if (!hdl_path.empty()) add_hdl_path_slice(hdl_path, -1, -1);
}

void uvm_reg::add_field(uvm_reg_field* field) {
  if (m_locked) {
    UVM_ERROR("RegModel", "Cannot add field to locked register model");
    return;
  }
  if (!field) {
    UVM_FATAL("RegModel", "Attempting to register NULL field");
    return;
  }
  auto pos = std::find_if(m_fields.begin(), m_fields.end(), [field](const uvm_reg_field* f) {
    return field->get_lsb_pos() < f->get_lsb_pos();
  });
  pos = m_fields.insert(pos, field);
  m_n_used_bits += field->get_n_bits();
  if (m_n_used_bits > m_n_bits) {
    UVM_ERROR("RegModel",
              fmt::format("Fields use more bits ({}) than available in register '{}' ({})",
                          m_n_used_bits, get_name(), m_n_bits));
  } else if (field->get_lsb_pos() + field->get_n_bits() > m_n_bits) {
    UVM_ERROR("RegModel", fmt::format("Field {} does not fit in register '{}' ({} bits)",
                                      field->get_name(), get_name(), m_n_bits));
  }
  if (pos != m_fields.begin()) {
    const uvm_reg_field* prev = *(pos - 1);
    if (prev->get_lsb_pos() + prev->get_n_bits() > field->get_lsb_pos()) {
      UVM_ERROR("RegModel", fmt::format("Field {} overlaps field {} in register '{}'.",
                                        prev->get_name(), field->get_name(), get_name()));
    }
  }
  if (pos + 1 != m_fields.end()) {
    const uvm_reg_field* next = *(pos + 1);
    if (field->get_lsb_pos() + field->get_n_bits() > next->get_lsb_pos()) {
      UVM_ERROR("RegModel", fmt::format("Field {} overlaps field {} in register '{}'.",
                                        field->get_name(), next->get_name(), get_name()));
    }
  }
}

void uvm_reg::add_map(uvm_reg_map* map) {
  if (std::find(m_maps.begin(), m_maps.end(), map) == m_maps.end()) m_maps.push_back(map);
}

std::string uvm_reg::get_full_name() const {
  return m_parent ? m_parent->get_full_name() + "." + get_name() : get_name();
}

void uvm_reg::get_fields(std::vector<uvm_reg_field*>& fields) const {
  fields.insert(fields.end(), m_fields.begin(), m_fields.end());
}

uvm_reg_field* uvm_reg::get_field_by_name(const std::string& name) const {
  for (uvm_reg_field* f : m_fields)
    if (f->get_name() == name) return f;
  UVM_WARNING("RegModel", "Unable to locate field '" + name + "' in register '" + get_name() + "'");
  return nullptr;
}

void uvm_reg::get_maps(std::vector<uvm_reg_map*>& maps) const {
  maps.insert(maps.end(), m_maps.begin(), m_maps.end());
}

bool uvm_reg::is_in_map(const uvm_reg_map* map) const {
  return std::find(m_maps.begin(), m_maps.end(), map) != m_maps.end();
}

uvm_reg_map* uvm_reg::get_default_map() const {
  if (m_maps.empty()) return nullptr;
  if (m_maps.size() == 1) return m_maps.front();
  for (uvm_reg_map* m : m_maps) {
    uvm_reg_map* dflt = m->get_parent() ? m->get_parent()->get_default_map() : nullptr;
    if (dflt && is_in_map(dflt)) return dflt;
  }
  return m_maps.front();
}

uvm_reg_map* uvm_reg::get_local_map(const uvm_reg_map* map, const std::string& caller) const {
  const std::string from = caller.empty() ? "" : " (called from " + caller + ")";
  if (!map) {
    uvm_reg_map* dflt = get_default_map();
    if (!dflt && !caller.empty()) {
      UVM_WARNING("RegModel",
                  "Register '" + get_full_name() + "' is not registered with any map" + from);
    }
    return dflt;
  }
  if (is_in_map(map)) return const_cast<uvm_reg_map*>(map);
  // A map above one of the register's maps (add_submap): the register's map under it.
  for (uvm_reg_map* local : m_maps)
    for (const uvm_reg_map* up = local->get_parent_map(); up; up = up->get_parent_map())
      if (up == map) return local;
  UVM_WARNING("RegModel", "Register '" + get_full_name() + "' is not contained within map '" +
                              map->get_full_name() + "'" + from);
  return nullptr;
}

std::string uvm_reg::get_rights(const uvm_reg_map* map) const {
  const uvm_reg_map* local = map && is_in_map(map) ? map : get_default_map();
  if (!local) return "RW";
  const uvm_reg_map::map_info* info = local->get_reg_map_info(this);
  return info ? info->rights : "RW";
}

uvm_reg_addr_t uvm_reg::get_offset(const uvm_reg_map* map) const {
  const uvm_reg_map* local = get_local_map(map, "get_offset()");
  if (!local) return 0;
  const uvm_reg_map::map_info* info = local->get_reg_map_info(this);
  return info ? info->offset : uvm_reg_addr_t(0);
}

uvm_reg_addr_t uvm_reg::get_address(const uvm_reg_map* map) const {
  const uvm_reg_map* local = get_local_map(map, "get_address()");
  if (!local) return ~uvm_reg_addr_t{0};
  const uvm_reg_map::map_info* info = local->get_reg_map_info(this);
  if (!info || info->unmapped) return ~uvm_reg_addr_t{0};
  return local->get_physical_addresses(info->offset, 0, get_n_bytes()).front();
}

std::string uvm_reg::m_get_fields_access(const uvm_reg_map* map) const {
  bool is_r = false;
  bool is_w = false;
  for (const uvm_reg_field* f : m_fields) {
    const std::string a = f->get_access(map);
    if (a == "RO" || a == "RC" || a == "RS") {
      is_r = true;
    } else if (a == "WO" || a == "WOC" || a == "WOS" || a == "WO1") {
      is_w = true;
    } else {
      return "RW";
    }
    if (is_r && is_w) return "RW";
  }
  if (!is_r && is_w) return "WO";
  if (is_r && !is_w) return "RO";
  return "RW";
}

// ---- Values --------------------------------------------------------------------------------

void uvm_reg::set(uvm_reg_data_t value) {
  for (uvm_reg_field* f : m_fields) f->set((value >> f->get_lsb_pos()) & field_mask(f));
}

uvm_reg_data_t uvm_reg::get() const {
  uvm_reg_data_t v = 0;
  for (const uvm_reg_field* f : m_fields) v |= f->get() << f->get_lsb_pos();
  return v;
}

uvm_reg_data_t uvm_reg::get_mirrored_value() const {
  uvm_reg_data_t v = 0;
  for (const uvm_reg_field* f : m_fields) v |= f->get_mirrored_value() << f->get_lsb_pos();
  return v;
}

uvm_reg_data_t uvm_reg::get_reset(const std::string& kind) const {
  uvm_reg_data_t v = 0;
  for (const uvm_reg_field* f : m_fields) v |= f->get_reset(kind) << f->get_lsb_pos();
  return v;
}

bool uvm_reg::has_reset(const std::string& kind) const {
  for (uvm_reg_field* f : m_fields)
    if (f->has_reset(kind)) return true;
  return false;
}

void uvm_reg::set_reset(uvm_reg_data_t value, const std::string& kind) {
  for (uvm_reg_field* f : m_fields) f->set_reset((value >> f->get_lsb_pos()) & field_mask(f), kind);
}

void uvm_reg::reset(const std::string& kind) {
  for (uvm_reg_field* f : m_fields) f->reset(kind);
  m_is_busy = false;
}

bool uvm_reg::needs_update() const {
  for (const uvm_reg_field* f : m_fields)
    if (f->needs_update()) return true;
  return false;
}

// ---- Accesses ------------------------------------------------------------------------------

void uvm_reg::write(uvm_status_e& status, uvm_reg_data_t value, uvm_path_e path, uvm_reg_map* map,
                    uvm_sequence_base* parent, int prior, uvm_object* extension,
                    const std::string& fname, int lineno) {
  m_atomic_guard lock(*this);
  set(value);
  m_write_raw(status, value, path, map, parent, prior, extension, fname, lineno);
}

void uvm_reg::m_write_raw(uvm_status_e& status, uvm_reg_data_t value, uvm_path_e path,
                          uvm_reg_map* map, uvm_sequence_base* parent, int prior,
                          uvm_object* extension, const std::string& fname, int lineno) {
  m_atomic_guard lock(*this);
  uvm_reg_item rw("write_item");
  rw.element = this;
  rw.element_kind = UVM_REG;
  rw.access_kind = UVM_WRITE;
  rw.value[0] = value;
  rw.path = path;
  rw.map = map;
  rw.parent = parent;
  rw.prior = prior;
  rw.extension = extension;
  rw.fname = fname;
  rw.lineno = lineno;
  do_write(&rw);
  status = rw.status;
}

void uvm_reg::read(uvm_status_e& status, uvm_reg_data_t& value, uvm_path_e path, uvm_reg_map* map,
                   uvm_sequence_base* parent, int prior, uvm_object* extension,
                   const std::string& fname, int lineno) {
  m_atomic_guard lock(*this);
  uvm_reg_item rw("read_item");
  rw.element = this;
  rw.element_kind = UVM_REG;
  rw.access_kind = UVM_READ;
  rw.value[0] = 0;
  rw.path = path;
  rw.map = map;
  rw.parent = parent;
  rw.prior = prior;
  rw.extension = extension;
  rw.fname = fname;
  rw.lineno = lineno;
  do_read(&rw);
  status = rw.status;
  value = rw.value[0];
}

bool uvm_reg::m_check_access(uvm_reg_item* rw, const std::string& caller) {
  if (rw->path == UVM_DEFAULT_PATH)
    rw->path = m_parent ? m_parent->get_default_path() : UVM_FRONTDOOR;
  if (rw->path == UVM_BACKDOOR && !m_backdoor && !has_hdl_path()) {
    UVM_WARNING("RegModel", "No backdoor access available for register '" + get_full_name() +
                                "' . Using frontdoor instead.");
    rw->path = UVM_FRONTDOOR;
  }
  if (rw->path == UVM_BACKDOOR) return true;
  rw->local_map = get_local_map(rw->map, caller);
  if (!rw->local_map) {
    UVM_ERROR("uvm_reg", "No transactor available to physically access register on map '" +
                             (rw->map ? rw->map->get_full_name() : std::string("<default>")) + "'");
    rw->status = UVM_NOT_OK;
    return false;
  }
  const uvm_reg_map::map_info* info = rw->local_map->get_reg_map_info(this);
  if (!info || (info->unmapped && !info->frontdoor)) {
    UVM_ERROR("RegModel", "Register '" + get_full_name() + "' unmapped in map '" +
                              rw->local_map->get_full_name() +
                              "' and does not have a user-defined frontdoor");
    rw->status = UVM_NOT_OK;
    return false;
  }
  if (!rw->map) rw->map = rw->local_map;
  return true;
}

void uvm_reg::m_hdl_backdoor_unavailable(uvm_reg_item* rw) {
  rw->status = UVM_NOT_OK;
  if (uvm_report_enabled(UVM_HIGH, UVM_INFO, "RegModel")) {
    uvm_report_info("RegModel",
                    "Register '" + get_full_name() +
                        "' has an HDL path but no user backdoor (set_backdoor()): the access "
                        "returns UVM_NOT_OK",
                    UVM_HIGH);
  }
}

void uvm_reg::set_frontdoor(uvm_reg_frontdoor* ftdr, uvm_reg_map* map, const std::string& fname,
                            int lineno) {
  (void)fname;
  (void)lineno;
  uvm_reg_map* local = get_local_map(map, "set_frontdoor()");
  if (!local) {
    UVM_ERROR("RegModel", "Register '" + get_full_name() +
                              "' not found in map: no front door set (set_frontdoor())");
    return;
  }
  local->set_reg_frontdoor(this, ftdr);
}

uvm_reg_frontdoor* uvm_reg::get_frontdoor(uvm_reg_map* map) const {
  const uvm_reg_map* local = get_local_map(map, "get_frontdoor()");
  if (!local) return nullptr;
  const uvm_reg_map::map_info* info = local->get_reg_map_info(this);
  return info ? info->frontdoor : nullptr;
}

void uvm_reg::m_run_frontdoor(uvm_reg_frontdoor* fd, uvm_reg_item* rw) {
  fd->rw_info = rw;
  if (!fd->sequencer) fd->sequencer = rw->local_map->get_sequencer();
  fd->start(fd->sequencer, rw->parent);
}

void uvm_reg::do_write(uvm_reg_item* rw) {
  if (!m_check_access(rw, "write()")) return;
  rw->value[0] &= uvm_mask_size(static_cast<int>(m_n_bits));
  rw->status = UVM_IS_OK;
  pre_write(rw);
  for (uvm_reg_cbs* cb : uvm_reg_cb::get_all(this))
    if (cb->is_enabled()) cb->pre_write(rw);
  if (rw->status != UVM_IS_OK) return;
  const uvm_reg_data_t value = rw->value[0];
  switch (rw->path) {
    case UVM_BACKDOOR: {
      if (!m_backdoor) {
        m_hdl_backdoor_unavailable(rw);
        break;
      }
      // The design gets what a physical write would leave: read, apply the policies, write.
      rw->access_kind = UVM_READ;
      m_backdoor->read(rw);
      if (rw->status == UVM_NOT_OK) break;
      uvm_reg_data_t final_val = 0;
      for (const uvm_reg_field* f : m_fields) {
        const unsigned lsb = f->get_lsb_pos();
        final_val |= f->m_predict_write((rw->value[0] >> lsb) & field_mask(f),
                                        (value >> lsb) & field_mask(f))
                     << lsb;
      }
      rw->access_kind = UVM_WRITE;
      rw->value[0] = final_val;
      m_backdoor->write(rw);
      const uvm_status_e st = rw->status;
      do_predict(rw, UVM_PREDICT_WRITE);
      rw->status = st;
      break;
    }
    case UVM_PREDICT: {
      const uvm_status_e st = rw->status;
      do_predict(rw, UVM_PREDICT_WRITE);
      rw->status = st;
      break;
    }
    case UVM_FRONTDOOR:
    case UVM_DEFAULT_PATH: {
      m_is_busy = true;
      const uvm_reg_map::map_info* info = rw->local_map->get_reg_map_info(this);
      if (info && info->frontdoor)
        m_run_frontdoor(info->frontdoor, rw);
      else
        rw->local_map->do_write(rw);
      m_is_busy = false;
      if (rw->local_map->get_root_map()->get_auto_predict()) {
        const uvm_status_e st = rw->status;
        rw->value[0] = value;
        do_predict(rw, UVM_PREDICT_WRITE);
        rw->status = st;
      }
      break;
    }
  }
  post_write(rw);
  for (uvm_reg_cbs* cb : uvm_reg_cb::get_all(this))
    if (cb->is_enabled()) cb->post_write(rw);
  if (uvm_report_enabled(UVM_HIGH, UVM_INFO, "RegModel")) {
    const std::string via = rw->path == UVM_BACKDOOR
                                ? std::string(m_backdoor ? "user backdoor" : "DPI backdoor")
                                : "map " + rw->map->get_full_name();
    uvm_report_info("RegModel",
                    fmt::format("Wrote register via {}: {} = 0x{:x}", via, get_full_name(), value),
                    UVM_HIGH);
  }
}

void uvm_reg::do_read(uvm_reg_item* rw) {
  if (!m_check_access(rw, "read()")) return;
  rw->status = UVM_IS_OK;
  pre_read(rw);
  for (uvm_reg_cbs* cb : uvm_reg_cb::get_all(this))
    if (cb->is_enabled()) cb->pre_read(rw);
  if (rw->status != UVM_IS_OK) return;
  switch (rw->path) {
    case UVM_BACKDOOR: {
      if (!m_backdoor) {
        m_hdl_backdoor_unavailable(rw);
        break;
      }
      m_backdoor->read(rw);
      if (rw->status == UVM_NOT_OK) break;
      // A read clears RC fields and sets RS fields in the design; WO fields read as 0.
      uvm_reg_data_t value = rw->value[0];
      uvm_reg_data_t wo_mask = 0;
      for (const uvm_reg_field* f : m_fields) {
        const std::string a = f->get_access(nullptr);
        const uvm_reg_data_t m = field_mask(f) << f->get_lsb_pos();
        if (a == "RC" || a == "WRC" || a == "WSRC" || a == "W1SRC" || a == "W0SRC") {
          value &= ~m;
        } else if (a == "RS" || a == "WRS" || a == "WCRS" || a == "W1CRS" || a == "W0CRS") {
          value |= m;
        } else if (starts_with(a, "WO") || a == "NOACCESS") {
          wo_mask |= m;
        }
      }
      if (value != rw->value[0]) {
        const uvm_reg_data_t read_val = rw->value[0];
        rw->value[0] = value;
        rw->access_kind = UVM_WRITE;
        m_backdoor->write(rw);
        rw->access_kind = UVM_READ;
        rw->value[0] = read_val;
      }
      rw->value[0] &= ~wo_mask;
      const uvm_status_e st = rw->status;
      do_predict(rw, UVM_PREDICT_READ);
      rw->status = st;
      break;
    }
    case UVM_PREDICT:
      rw->value[0] = get_mirrored_value();
      break;
    case UVM_FRONTDOOR:
    case UVM_DEFAULT_PATH: {
      const uvm_reg_data_t exp = get_mirrored_value();
      m_is_busy = true;
      const uvm_reg_map::map_info* info = rw->local_map->get_reg_map_info(this);
      if (info && info->frontdoor)
        m_run_frontdoor(info->frontdoor, rw);
      else
        rw->local_map->do_read(rw);
      m_is_busy = false;
      if (rw->local_map->get_root_map()->get_auto_predict()) {
        const uvm_status_e st = rw->status;
        if (rw->local_map->get_check_on_read() && st != UVM_NOT_OK)
          do_check(exp, rw->value[0], rw->local_map);
        do_predict(rw, UVM_PREDICT_READ);
        rw->status = st;
      }
      break;
    }
  }
  post_read(rw);
  for (uvm_reg_cbs* cb : uvm_reg_cb::get_all(this))
    if (cb->is_enabled()) cb->post_read(rw);
  if (uvm_report_enabled(UVM_HIGH, UVM_INFO, "RegModel")) {
    const std::string via = rw->path == UVM_BACKDOOR
                                ? std::string(m_backdoor ? "user backdoor" : "DPI backdoor")
                                : "map " + rw->map->get_full_name();
    uvm_report_info(
        "RegModel",
        fmt::format("Read register via {}: {} = 0x{:x}", via, get_full_name(), rw->value[0]),
        UVM_HIGH);
  }
}

namespace {
/// The back-door item of a poke or peek of `rg`. False, after the error, without a back door.
bool backdoor_item(uvm_reg& rg, uvm_reg_item& rw, uvm_access_e kind, uvm_sequence_base* parent,
                   uvm_object* extension, const std::string& fname, int lineno, const char* what) {
  if (!rg.get_backdoor(false)) {
    UVM_ERROR("RegModel", std::string("No backdoor access available to ") + what + " register '" +
                              rg.get_full_name() + "'");
    return false;
  }
  rw.element = &rg;
  rw.element_kind = UVM_REG;
  rw.access_kind = kind;
  rw.path = UVM_BACKDOOR;
  rw.parent = parent;
  rw.extension = extension;
  rw.fname = fname;
  rw.lineno = lineno;
  return true;
}
}  // namespace

void uvm_reg::poke(uvm_status_e& status, uvm_reg_data_t value, const std::string& kind,
                   uvm_sequence_base* parent, uvm_object* extension, const std::string& fname,
                   int lineno) {
  m_atomic_guard lock(*this);
  (void)kind;
  status = UVM_NOT_OK;
  uvm_reg_item rw("poke_item");
  if (!backdoor_item(*this, rw, UVM_WRITE, parent, extension, fname, lineno, "poke")) return;
  rw.value[0] = value & uvm_mask_size(static_cast<int>(m_n_bits));
  m_backdoor->write(&rw);
  status = rw.status;
  if (status == UVM_NOT_OK) return;
  do_predict(&rw, UVM_PREDICT_WRITE);
  rw.status = status;
}

void uvm_reg::peek(uvm_status_e& status, uvm_reg_data_t& value, const std::string& kind,
                   uvm_sequence_base* parent, uvm_object* extension, const std::string& fname,
                   int lineno) {
  m_atomic_guard lock(*this);
  (void)kind;
  status = UVM_NOT_OK;
  uvm_reg_item rw("peek_item");
  if (!backdoor_item(*this, rw, UVM_READ, parent, extension, fname, lineno, "peek")) return;
  m_backdoor->read(&rw);
  status = rw.status;
  value = rw.value[0];
  if (status == UVM_NOT_OK) return;
  do_predict(&rw, UVM_PREDICT_READ);
}

void uvm_reg::update(uvm_status_e& status, uvm_path_e path, uvm_reg_map* map,
                     uvm_sequence_base* parent, int prior, uvm_object* extension,
                     const std::string& fname, int lineno) {
  status = UVM_IS_OK;
  if (!needs_update()) return;
  uvm_reg_data_t upd = 0;
  for (const uvm_reg_field* f : m_fields) upd |= f->m_update_value() << f->get_lsb_pos();
  m_write_raw(status, upd, path, map, parent, prior, extension, fname, lineno);
}

void uvm_reg::mirror(uvm_status_e& status, uvm_check_e check, uvm_path_e path, uvm_reg_map* map,
                     uvm_sequence_base* parent, int prior, uvm_object* extension,
                     const std::string& fname, int lineno) {
  m_atomic_guard lock(*this);
  const uvm_reg_data_t exp = get_mirrored_value();
  uvm_reg_item rw("mirror_item");
  rw.element = this;
  rw.element_kind = UVM_REG;
  rw.access_kind = UVM_READ;
  rw.path = path;
  rw.map = map;
  rw.parent = parent;
  rw.prior = prior;
  rw.extension = extension;
  rw.fname = fname;
  rw.lineno = lineno;
  do_read(&rw);
  status = rw.status;
  if (status == UVM_NOT_OK) return;
  if (check == UVM_CHECK) do_check(exp, rw.value[0], rw.local_map);
}

bool uvm_reg::predict(uvm_reg_data_t value, uvm_reg_byte_en_t be, uvm_predict_e kind,
                      uvm_path_e path, uvm_reg_map* map, const std::string& fname, int lineno) {
  if (m_is_busy && kind == UVM_PREDICT_DIRECT) {
    UVM_WARNING("RegModel", "Trying to predict value of register '" + get_full_name() +
                                "' while it is being accessed");
    return false;
  }
  uvm_reg_item rw("predict_item");
  rw.element = this;
  rw.value[0] = value;
  rw.path = path;
  rw.map = map;
  rw.fname = fname;
  rw.lineno = lineno;
  do_predict(&rw, kind, be);
  return rw.status == UVM_IS_OK;
}

void uvm_reg::do_predict(uvm_reg_item* rw, uvm_predict_e kind, uvm_reg_byte_en_t be) {
  const uvm_reg_data_t reg_value = rw->value[0];
  rw->status = UVM_IS_OK;
  for (uvm_reg_field* f : m_fields) {
    rw->value[0] = (reg_value >> f->get_lsb_pos()) & field_mask(f);
    f->do_predict(rw, kind, be >> (f->get_lsb_pos() / 8));
  }
  rw->value[0] = reg_value;
}

bool uvm_reg::do_check(uvm_reg_data_t expected, uvm_reg_data_t actual, const uvm_reg_map* map) {
  uvm_reg_data_t dc = 0;
  for (const uvm_reg_field* f : m_fields) {
    const std::string a = f->get_access(map);
    if (f->get_compare() == UVM_NO_CHECK || starts_with(a, "WO") || a == "NOACCESS")
      dc |= field_mask(f) << f->get_lsb_pos();
  }
  if ((actual | dc) == (expected | dc)) return true;
  UVM_ERROR("RegModel", fmt::format("Register '{}' value read from DUT (0x{:x}) does not "
                                    "match mirrored value (0x{:x})",
                                    get_full_name(), actual, expected));
  for (const uvm_reg_field* f : m_fields) {
    const std::string a = f->get_access(map);
    if (f->get_compare() == UVM_NO_CHECK || starts_with(a, "WO") || a == "NOACCESS") continue;
    const uvm_reg_data_t val = (actual >> f->get_lsb_pos()) & field_mask(f);
    const uvm_reg_data_t exp = (expected >> f->get_lsb_pos()) & field_mask(f);
    if (val != exp) {
      uvm_report_info(
          "RegModel",
          fmt::format("Field {} ({}[{}:{}]) mismatch read = 0x{:x}(size: {}) "
                      "mirrored = 0x{:x}(size: {})",
                      f->get_name(), get_full_name(), f->get_lsb_pos() + f->get_n_bits() - 1,
                      f->get_lsb_pos(), val, f->get_n_bits(), exp, f->get_n_bits()),
          UVM_NONE);
    }
  }
  return false;
}

void uvm_reg::set_backdoor(uvm_reg_backdoor* bkdr, const std::string& fname, int lineno) {
  (void)fname;
  (void)lineno;
  m_backdoor = bkdr;
}

uvm_reg_backdoor* uvm_reg::get_backdoor(bool inherited) const {
  (void)inherited;
  return m_backdoor;
}

void uvm_reg::add_hdl_path(const std::vector<uvm_hdl_path_slice>& slices, const std::string& kind) {
  uvm_hdl_path_concat concat;
  concat.set(slices);
  m_hdl_paths[kind].push_back(concat);
}

void uvm_reg::add_hdl_path_slice(const std::string& name, int offset, int size, bool first,
                                 const std::string& kind) {
  std::vector<uvm_hdl_path_concat>& paths = m_hdl_paths[kind];
  if (first || paths.empty()) paths.emplace_back();
  paths.back().add_path(name, offset, size);
}

namespace {
std::string reg_hdl_kind(const std::string& kind, const uvm_reg_block* parent) {
  if (!kind.empty()) return kind;
  return parent ? parent->get_default_hdl_path() : std::string("RTL");
}
}  // namespace

bool uvm_reg::has_hdl_path(const std::string& kind) const {
  return m_hdl_paths.count(reg_hdl_kind(kind, m_parent)) != 0;
}

void uvm_reg::get_hdl_path(std::vector<uvm_hdl_path_concat>& paths, const std::string& kind) const {
  const std::string k = reg_hdl_kind(kind, m_parent);
  auto it = m_hdl_paths.find(k);
  if (it == m_hdl_paths.end()) {
    UVM_ERROR("RegModel", "Register does not have HDL path defined for abstraction '" + k + "'");
    return;
  }
  paths = it->second;
}

void uvm_reg::get_hdl_path_kinds(std::vector<std::string>& kinds) const {
  kinds.clear();
  for (const auto& p : m_hdl_paths) kinds.push_back(p.first);
}

void uvm_reg::get_full_hdl_path(std::vector<uvm_hdl_path_concat>& paths, const std::string& kind,
                                const std::string& separator) const {
  const std::string k = reg_hdl_kind(kind, m_parent);
  auto it = m_hdl_paths.find(k);
  if (it == m_hdl_paths.end()) {
    UVM_ERROR("RegModel", "Register " + get_full_name() +
                              " does not have HDL path defined for abstraction '" + k + "'");
    return;
  }
  std::vector<std::string> parent_paths;
  if (m_parent) m_parent->get_full_hdl_path(parent_paths, k, separator);
  for (const uvm_hdl_path_concat& own : it->second) {
    for (const std::string& pp : parent_paths) {
      uvm_hdl_path_concat t;
      for (const uvm_hdl_path_slice& sl : own.slices) {
        if (sl.path.empty())
          t.add_path(pp);
        else
          t.add_path(pp + separator + sl.path, sl.offset, sl.size);
      }
      paths.push_back(t);
    }
  }
}

void uvm_reg::clear_hdl_path(const std::string& kind) {
  if (kind == "ALL") {
    m_hdl_paths.clear();
    return;
  }
  const std::string k = reg_hdl_kind(kind, m_parent);
  if (!m_hdl_paths.erase(k)) UVM_WARNING("RegModel", "Unknown HDL Abstraction '" + k + "'");
}

std::string uvm_hdl_concat2string(const uvm_hdl_path_concat& concat) {
  if (concat.slices.size() == 1 && concat.slices[0].offset == -1 && concat.slices[0].size == -1)
    return concat.slices[0].path;
  std::string image = "{";
  for (std::size_t i = 0; i < concat.slices.size(); ++i) {
    const uvm_hdl_path_slice& sl = concat.slices[i];
    if (i) image += ", ";
    image += sl.path;
    if (sl.offset >= 0) image += fmt::format("@[{}+: {}]", sl.offset, sl.size);
  }
  return image + "}";
}

}  // namespace uvm
