// uvm_reg_field.cpp: access policies, desired/mirrored values and prediction of a field.
#include "uvm_reg_field.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "uvm_printer.h"
#include "uvm_reg.h"
#include "uvm_reg_item.h"
#include "uvm_reg_map.h"
#include "uvm_report.h"

namespace uvm {

M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_field);

namespace {

const char* const k_policies[] = {"RO",  "RW",   "RC",    "RS",    "WRC",     "WRS",   "WC",
                                  "WS",  "WSRC", "WCRS",  "W1C",   "W1S",     "W1T",   "W0C",
                                  "W0S", "W0T",  "W1SRC", "W1CRS", "W0SRC",   "W0CRS", "WO",
                                  "WOC", "WOS",  "W1",    "WO1",   "NOACCESS"};

std::string upper(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return s;
}

bool one_of(const std::string& s, std::initializer_list<const char*> names) {
  for (const char* n : names)
    if (s == n) return true;
  return false;
}

}  // namespace

bool uvm_reg_field::is_known_access_name(const std::string& access) {
  for (const char* p : k_policies)
    if (access == p) return true;
  return false;
}

void uvm_reg_field::configure(uvm_reg* parent, unsigned size, unsigned lsb_pos,
                              const std::string& access, bool is_volatile, uvm_reg_data_t reset,
                              bool has_reset, bool is_rand, bool individually_accessible) {
  (void)is_rand;
  m_parent = parent;
  if (size == 0) {
    UVM_ERROR("RegModel", fmt::format("Field \"{}\" cannot have 0 bits", get_full_name()));
    size = 1;
  }
  // Wider than UVM_REG_DATA_WIDTH: the root block's lock_model() reports it (UVM_FATAL).
  if (size > s_max_size) s_max_size = size;
  m_size = size;
  m_lsb = lsb_pos;
  m_volatile = is_volatile;
  m_check = is_volatile ? UVM_NO_CHECK : UVM_CHECK;
  m_indv_acc = individually_accessible;
  set_access(access);
  m_resets.clear();
  if (has_reset) {  // collnet starts the model at its reset values (UVM-SystemC: at 0)
    set_reset(reset);
    m_desired = m_mirrored = m_resets.front().second;
  }
  if (parent) parent->add_field(this);
}

std::string uvm_reg_field::get_full_name() const {
  return m_parent ? m_parent->get_full_name() + "." + get_name() : get_name();
}

std::string uvm_reg_field::set_access(const std::string& mode) {
  std::string old = m_access;
  std::string m = upper(mode);
  if (!is_known_access_name(m)) {
    UVM_ERROR("RegModel", fmt::format("Access policy '{}' for field '{}' is not defined. "
                                      "Setting to RW",
                                      mode, get_full_name()));
    m = "RW";
  }
  m_access = m;
  return old;
}

std::string uvm_reg_field::get_access(const uvm_reg_map* map) const {
  if (!m_parent) return m_access;
  const std::string rights = m_parent->get_rights(map);
  if (rights == "RO") {
    if (one_of(m_access,
               {"RW", "RO", "WC", "WS", "W1C", "W1S", "W1T", "W0C", "W0S", "W0T", "NOACCESS"}))
      return m_access == "NOACCESS" ? "NOACCESS" : "RO";
    if (one_of(m_access, {"RC", "WRC", "W1SRC", "W0SRC", "WSRC"})) return "RC";
    if (one_of(m_access, {"RS", "WRS", "W1CRS", "W0CRS", "WCRS"})) return "RS";
    return "NOACCESS";  // write-only policies on a read-only map
  }
  if (rights == "WO") {
    if (one_of(m_access, {"RW", "WO"})) return "WO";
    if (one_of(m_access, {"WRC", "WC", "WCRS", "WOC"})) return "WOC";
    if (one_of(m_access, {"WRS", "WS", "WSRC", "WOS"})) return "WOS";
    if (one_of(m_access, {"W1", "WO1"})) return "WO1";
    if (one_of(m_access,
               {"W1C", "W1S", "W1T", "W0C", "W0S", "W0T", "W1SRC", "W1CRS", "W0SRC", "W0CRS"}))
      return m_access;
    return "NOACCESS";
  }
  return m_access;
}

bool uvm_reg_field::is_indv_accessible(uvm_path_e path, const uvm_reg_map* map) const {
  (void)map;
  if (path == UVM_BACKDOOR) return false;
  if (!m_parent) return true;
  std::vector<uvm_reg_field*> fields;
  m_parent->get_fields(fields);
  return fields.size() == 1 || m_indv_acc;
}

uvm_reg_data_t uvm_reg_field::m_predict_write(uvm_reg_data_t cur, uvm_reg_data_t w,
                                              const uvm_reg_map* map) const {
  const uvm_reg_data_t mask = uvm_mask_size(static_cast<int>(m_size));
  const std::string a = get_access(map);
  w &= mask;
  if (a == "RO" || a == "RC" || a == "RS" || a == "NOACCESS") return cur;
  if (a == "RW" || a == "WRC" || a == "WRS" || a == "WO") return w;
  if (a == "WC" || a == "WCRS" || a == "WOC") return 0;
  if (a == "WS" || a == "WSRC" || a == "WOS") return mask;
  if (a == "W1C" || a == "W1CRS") return cur & ~w & mask;
  if (a == "W1S" || a == "W1SRC") return (cur | w) & mask;
  if (a == "W1T") return (cur ^ w) & mask;
  if (a == "W0C" || a == "W0CRS") return cur & w & mask;
  if (a == "W0S" || a == "W0SRC") return (cur | (~w & mask)) & mask;
  if (a == "W0T") return (cur ^ (~w & mask)) & mask;
  if (a == "W1" || a == "WO1") return m_written ? cur : w;
  return w;
}

void uvm_reg_field::set(uvm_reg_data_t value) {
  const uvm_reg_data_t mask = uvm_mask_size(static_cast<int>(m_size));
  if (value & ~mask) {
    UVM_WARNING("RegModel", fmt::format("Specified value (0x{:x}) greater than field "
                                        "\"{}\" size ({} bits)",
                                        value, get_name(), m_size));
    value &= mask;
  }
  m_desired = m_predict_write(m_desired, value);
}

unsigned uvm_reg_field::s_max_size = 0;

const uvm_reg_data_t* uvm_reg_field::m_find_reset(const std::string& kind) const {
  for (const auto& r : m_resets)
    if (r.first == kind) return &r.second;
  if (kind.empty() ||
      std::any_of(kind.begin(), kind.end(), [](unsigned char c) { return std::islower(c) != 0; })) {
    const std::string k = upper(kind);
    for (const auto& r : m_resets)
      if (r.first == k) return &r.second;
  }
  return nullptr;
}

uvm_reg_data_t uvm_reg_field::get_reset(const std::string& kind) const {
  const uvm_reg_data_t* r = m_find_reset(kind);
  return r ? *r : m_desired;
}

bool uvm_reg_field::has_reset(const std::string& kind, bool delete_it) {
  const std::string k = upper(kind);
  for (auto it = m_resets.begin(); it != m_resets.end(); ++it) {
    if (it->first != k) continue;
    if (delete_it) m_resets.erase(it);
    return true;
  }
  return false;
}

void uvm_reg_field::set_reset(uvm_reg_data_t value, const std::string& kind) {
  const std::string k = upper(kind);
  const uvm_reg_data_t v = value & uvm_mask_size(static_cast<int>(m_size));
  for (auto& r : m_resets) {
    if (r.first == k) {
      r.second = v;
      return;
    }
  }
  m_resets.emplace_back(k, v);
}

void uvm_reg_field::reset(const std::string& kind) {
  const uvm_reg_data_t* r = m_find_reset(kind);
  if (!r) return;
  m_mirrored = m_desired = *r;
  m_written = false;
}

std::string uvm_reg_field::convert2string() const {
  const std::string reg_name = m_parent ? m_parent->get_name() : std::string("<none>");
  if (m_parent && m_parent->get_n_maps() == 0)  // UVM-SystemC's get_rights() warns the same
    UVM_WARNING("RegModel",
                "Register '" + m_parent->get_full_name() + "' is not registered with any map");
  const std::uint64_t d = m_desired;
  std::string bin;
  for (unsigned i = m_size; i-- > 0;) bin += (i < 64 && ((d >> i) & 1)) ? '1' : '0';
  std::string s = fmt::format(" {} {}[{}:{}] = 0x{:x} (0b{})", get_access(), reg_name,
                              m_lsb + m_size - 1, m_lsb, d, bin);
  if (m_desired != m_mirrored) s += fmt::format(" (Mirror: 0x{:x})", m_mirrored);
  return s;
}

void uvm_reg_field::do_print(const uvm_printer& printer) const {
  printer.print_generic(get_name(), get_type_name(), -1, convert2string());
}

uvm_reg_data_t uvm_reg_field::m_update_value() const {
  const uvm_reg_data_t mask = uvm_mask_size(static_cast<int>(m_size));
  const std::string& a = m_access;
  // Bits to write so that the design ends at m_desired from m_mirrored.
  if (a == "W1C" || a == "W1CRS") return ~m_desired & mask;  // 1 clears the bits wanted at 0
  if (a == "W0S" || a == "W0SRC") return ~m_desired & mask;  // 0 sets the bits wanted at 1
  if (a == "W1T") return (m_desired ^ m_mirrored) & mask;    // 1 toggles the bits that differ
  if (a == "W0T") return ~(m_desired ^ m_mirrored) & mask;   // 0 toggles the bits that differ
  return m_desired & mask;
}

void uvm_reg_field::do_predict(uvm_reg_item* rw, uvm_predict_e kind, uvm_reg_byte_en_t be) {
  const uvm_reg_data_t mask = uvm_mask_size(static_cast<int>(m_size));
  uvm_reg_data_t field_val = rw->value[0] & mask;
  // Only predict a field whose (first) byte lane was enabled.
  if ((be & 1) == 0 && kind != UVM_PREDICT_DIRECT) return;
  if (kind == UVM_PREDICT_WRITE) {
    if (rw->path == UVM_FRONTDOOR || rw->path == UVM_PREDICT)
      field_val = m_predict_write(m_mirrored, field_val, rw->map);
    m_written = true;
  } else if (kind == UVM_PREDICT_READ) {
    const std::string acc = get_access(rw->map);
    if (one_of(acc, {"RC", "WRC", "WSRC", "W1SRC", "W0SRC"})) {
      field_val = 0;
    } else if (one_of(acc, {"RS", "WRS", "WCRS", "W1CRS", "W0CRS"})) {
      field_val = mask;
    } else if (one_of(acc, {"WO", "WOC", "WOS", "WO1", "NOACCESS"})) {
      return;  // a read tells nothing about a write-only field
    }
  }
  m_mirrored = field_val;
  m_desired = field_val;
}

bool uvm_reg_field::predict(uvm_reg_data_t value, uvm_reg_byte_en_t be, uvm_predict_e kind,
                            uvm_path_e path, uvm_reg_map* map, const std::string& fname,
                            int lineno) {
  if (m_parent && m_parent->is_busy() && kind == UVM_PREDICT_DIRECT) {
    UVM_WARNING("RegModel", "Trying to predict value of field '" + get_name() +
                                "' while register '" + m_parent->get_full_name() +
                                "' is being accessed");
    return false;
  }
  uvm_reg_item rw("predict_item");
  rw.value[0] = value;
  rw.path = path;
  rw.map = map;
  rw.fname = fname;
  rw.lineno = lineno;
  do_predict(&rw, kind, be);
  return true;
}

void uvm_reg_field::write(uvm_status_e& status, uvm_reg_data_t value, uvm_path_e path,
                          uvm_reg_map* map, uvm_sequence_base* parent, int prior,
                          uvm_object* extension, const std::string& fname, int lineno) {
  status = UVM_NOT_OK;
  if (!m_parent) return;
  set(value);
  // Value of the whole register: this field's value, neutral values for the others.
  uvm_reg_data_t reg_value = 0;
  std::vector<uvm_reg_field*> fields;
  m_parent->get_fields(fields);
  for (uvm_reg_field* f : fields) {
    const uvm_reg_data_t fmask = uvm_mask_size(static_cast<int>(f->get_n_bits()));
    uvm_reg_data_t v = 0;
    if (f == this) {
      v = value & fmask;
    } else {
      const std::string a = f->get_access(map);
      if (one_of(a, {"RO", "RC", "RS", "W1C", "W1S", "W1T", "W1SRC", "W1CRS", "NOACCESS"})) {
        v = 0;
      } else if (one_of(a, {"W0C", "W0S", "W0T", "W0SRC", "W0CRS"})) {
        v = fmask;
      } else {
        if (one_of(a, {"WC", "WS", "WCRS", "WSRC", "WOC", "WOS"})) {
          UVM_WARNING("RegModel", fmt::format("Field \"{}\" written individually: field \"{}\" of "
                                              "the same register has write side effects",
                                              get_full_name(), f->get_name()));
        }
        v = f->get_mirrored_value();
      }
    }
    reg_value |= (v & fmask) << f->get_lsb_pos();
  }
  m_parent->m_write_raw(status, reg_value, path, map, parent, prior, extension, fname, lineno);
}

void uvm_reg_field::read(uvm_status_e& status, uvm_reg_data_t& value, uvm_path_e path,
                         uvm_reg_map* map, uvm_sequence_base* parent, int prior,
                         uvm_object* extension, const std::string& fname, int lineno) {
  status = UVM_NOT_OK;
  value = 0;
  if (!m_parent) return;
  uvm_reg_data_t reg_value = 0;
  m_parent->read(status, reg_value, path, map, parent, prior, extension, fname, lineno);
  value = (reg_value >> m_lsb) & uvm_mask_size(static_cast<int>(m_size));
}

void uvm_reg_field::mirror(uvm_status_e& status, uvm_check_e check, uvm_path_e path,
                           uvm_reg_map* map, uvm_sequence_base* parent, int prior,
                           uvm_object* extension, const std::string& fname, int lineno) {
  status = UVM_NOT_OK;
  if (m_parent) m_parent->mirror(status, check, path, map, parent, prior, extension, fname, lineno);
}

}  // namespace uvm
