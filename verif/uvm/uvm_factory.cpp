// uvm_factory.cpp: factory registration, overrides and creation (see uvm_factory.h).
#include "uvm_factory.h"

#include <algorithm>

#include <fmt/format.h>

#include "uvm_component.h"
#include "uvm_config_db.h"
#include "uvm_report.h"
#include "uvm_root.h"

namespace uvm {

uvm_factory* uvm_factory::get() {
  // Lives until exit. Created once; the reference keeps the built-in register sequences linked.
  static uvm_factory* factory = (detail::link_builtin_reg_sequences(), new uvm_factory());
  return factory;
}

void uvm_factory::do_register(uvm_object_wrapper* wrapper) {
  const std::string name = wrapper->get_type_name();
  const auto it = m_types.find(name);
  if (it != m_types.end() && it->second != wrapper) {
    // UVM-SystemC's text; the first registration is kept.
    uvm_report_warning("TPRGED",
                       fmt::format("Type name '{}' already registered with factory. No "
                                   "string-based lookup support for multiple types with the "
                                   "same type name.",
                                   name),
                       UVM_NONE);
    return;
  }
  m_types[name] = wrapper;
}

void uvm_factory::set_type_override_by_type(uvm_object_wrapper* original,
                                            uvm_object_wrapper* override_type, bool replace) {
  if (!original || !override_type) {
    uvm_report_error("TYPNTF", "set_type_override_by_type: null type");
    return;
  }
  for (auto& [orig, ovrd] : m_type_overrides) {
    if (orig != original) continue;
    if (!replace) {
      uvm_report_info("TPREGD",
                      fmt::format("Type override for '{}' already exists and replace=false; kept",
                                  original->get_type_name()),
                      UVM_MEDIUM);
      return;
    }
    ovrd = override_type;
    return;
  }
  m_type_overrides.emplace_back(original, override_type);
}

void uvm_factory::set_type_override_by_name(const std::string& original,
                                            const std::string& override_type, bool replace) {
  uvm_object_wrapper* o = find_wrapper_by_name(original);
  uvm_object_wrapper* n = find_wrapper_by_name(override_type);
  if (!o || !n) {
    uvm_report_error("TYPNTF", fmt::format("set_type_override_by_name: type '{}' not registered",
                                           !o ? original : override_type));
    return;
  }
  set_type_override_by_type(o, n, replace);
}

void uvm_factory::set_inst_override_by_type(uvm_object_wrapper* original,
                                            uvm_object_wrapper* override_type,
                                            const std::string& full_inst_path) {
  if (!original || !override_type) {
    uvm_report_error("TYPNTF", "set_inst_override_by_type: null type");
    return;
  }
  m_inst_overrides.push_back(inst_override{original, override_type, full_inst_path});
}

void uvm_factory::set_inst_override_by_name(const std::string& original,
                                            const std::string& override_type,
                                            const std::string& full_inst_path) {
  uvm_object_wrapper* o = find_wrapper_by_name(original);
  uvm_object_wrapper* n = find_wrapper_by_name(override_type);
  if (!o || !n) {
    uvm_report_error("TYPNTF", fmt::format("set_inst_override_by_name: type '{}' not registered",
                                           !o ? original : override_type));
    return;
  }
  set_inst_override_by_type(o, n, full_inst_path);
}

uvm_object_wrapper* uvm_factory::m_resolve(uvm_object_wrapper* requested,
                                           const std::string& path) const {
  // Follow the override chain; a chain longer than the number of overrides is a loop.
  const std::size_t max_hops = m_inst_overrides.size() + m_type_overrides.size();
  uvm_object_wrapper* cur = requested;
  for (std::size_t hops = 0;; ++hops) {
    uvm_object_wrapper* next = nullptr;
    for (const auto& io : m_inst_overrides) {
      if (io.original == cur && detail::uvm_is_match(io.path, path)) {
        next = io.override_type;
        break;
      }
    }
    if (!next) {
      for (const auto& [orig, ovrd] : m_type_overrides) {
        if (orig == cur) {
          next = ovrd;
          break;
        }
      }
    }
    if (!next || next == cur) return cur;
    if (hops >= max_hops) {
      uvm_report_error("OVRDLOOP", fmt::format("Override loop detected for type '{}'",
                                               requested->get_type_name()));
      return cur;
    }
    cur = next;
  }
}

uvm_object_wrapper* uvm_factory::find_override_by_type(uvm_object_wrapper* requested,
                                                       const std::string& full_inst_path) const {
  return requested ? m_resolve(requested, full_inst_path) : nullptr;
}

uvm_object_wrapper* uvm_factory::find_override_by_name(const std::string& requested,
                                                       const std::string& full_inst_path) const {
  return find_override_by_type(find_wrapper_by_name(requested), full_inst_path);
}

uvm_object_wrapper* uvm_factory::find_wrapper_by_name(const std::string& type_name) const {
  const auto it = m_types.find(type_name);
  return it == m_types.end() ? nullptr : it->second;
}

bool uvm_factory::is_type_name_registered(const std::string& type_name) const {
  return m_types.count(type_name) != 0;
}

std::vector<std::string> uvm_factory::get_type_names(bool components_only) const {
  std::vector<std::string> names;
  for (const auto& [name, w] : m_types)
    if (!components_only || w->is_component()) names.push_back(name);
  return names;
}

uvm_object* uvm_factory::create_object_by_type(uvm_object_wrapper* requested,
                                               const std::string& parent_inst_path,
                                               const std::string& name) {
  if (!requested) return nullptr;
  const std::string path = parent_inst_path.empty() ? name : parent_inst_path + "." + name;
  uvm_object_wrapper* w = m_resolve(requested, path);
  std::unique_ptr<uvm_object> o = w->create_object(name);
  if (!o)
    uvm_report_fatal("FCTTYP", fmt::format("Factory could not create object of type '{}' for "
                                           "'{}' (abstract or a component type?)",
                                           w->get_type_name(), path));
  return o.release();
}

uvm_component* uvm_factory::create_component_by_type(uvm_object_wrapper* requested,
                                                     const std::string& parent_inst_path,
                                                     const std::string& name,
                                                     uvm_component* parent) {
  if (!requested) return nullptr;
  const std::string path = parent_inst_path.empty() ? name : parent_inst_path + "." + name;
  uvm_object_wrapper* w = m_resolve(requested, path);
  uvm_component* c = w->create_component(name, parent);
  if (!c)
    uvm_report_fatal("FCTTYP", fmt::format("Factory could not create component of type '{}' "
                                           "for '{}' (abstract or an object type?)",
                                           w->get_type_name(), path));
  return c;
}

uvm_object* uvm_factory::create_object_by_name(const std::string& requested,
                                               const std::string& parent_inst_path,
                                               const std::string& name) {
  uvm_object_wrapper* w = find_wrapper_by_name(requested);
  if (!w) {
    uvm_report_error("BDTYP", fmt::format("Cannot create an object of type '{}' because it is "
                                          "not registered with the factory",
                                          requested));
    return nullptr;
  }
  return create_object_by_type(w, parent_inst_path, name);
}

uvm_component* uvm_factory::create_component_by_name(const std::string& requested,
                                                     const std::string& parent_inst_path,
                                                     const std::string& name,
                                                     uvm_component* parent) {
  uvm_object_wrapper* w = find_wrapper_by_name(requested);
  if (!w) {
    uvm_report_error("BDTYP", fmt::format("Cannot create a component of type '{}' because it "
                                          "is not registered with the factory",
                                          requested));
    return nullptr;
  }
  return create_component_by_type(w, parent_inst_path, name, parent);
}

void uvm_factory::print(int all_types) const {
  // The layout of UVM-SystemC's factory print: instance overrides sorted by requested type
  // (each type's in the order they were set), type overrides in the order they were set,
  // columns at least as wide as their headings, then the registered type names.
  const auto pad = [](std::size_t width, std::size_t used) {
    return std::string(width > used ? width - used : 0, ' ');
  };
  std::map<std::string, std::vector<const inst_override*>> inst_by_type;
  for (const inst_override& io : m_inst_overrides)
    inst_by_type[io.original->get_type_name()].push_back(&io);

  std::string s = "\n#### Print Factory Configuration (*)\n\n";
  if (m_type_overrides.empty() && inst_by_type.empty()) {
    s += "No instance or type overrides are registered with this factory\n";
  } else {
    std::size_t w_req = 14, w_path = 13, w_ovrd = 13;
    if (inst_by_type.empty()) {
      s += "No instance overrides are registered with this factory\n";
    } else {
      for (const auto& [type, list] : inst_by_type) {
        for (const inst_override* io : list) {
          w_req = std::max(w_req, type.size());
          w_path = std::max(w_path, io->path.size());
          w_ovrd = std::max(w_ovrd, io->override_type->get_type_name().size());
        }
      }
      s += "Instance Overrides:\n\n";
      s += "Requested Type" + pad(w_req, 14) + "  Override Path" + pad(w_path, 13) +
           "  Override Type" + pad(w_ovrd, 13) + "\n";
      s += "  " + std::string(w_req, '-') + "  " + std::string(w_path, '-') + "  " +
           std::string(w_ovrd, '-') + "\n";
      for (const auto& [type, list] : inst_by_type) {
        for (const inst_override* io : list) {
          s += "  " + type + pad(w_req, type.size()) + "  " + io->path +
               pad(w_path, io->path.size()) + "  " + io->override_type->get_type_name() + "\n";
        }
      }
    }
    if (m_type_overrides.empty()) {
      s += "\nNo type overrides are registered with this factory\n";
    } else {
      // The type table's second column continues from the instance table's path width.
      for (const auto& [orig, ovrd] : m_type_overrides) {
        w_req = std::max(w_req, orig->get_type_name().size());
        w_path = std::max(w_path, ovrd->get_type_name().size());
      }
      s += "Type Overrides:\n\n";
      s += "  Requested Type" + pad(w_req, 14) + "  Override Type" + pad(w_path, 13) + "\n";
      s += "  " + std::string(w_req, '-') + "  " + std::string(w_path, '-') + "\n";
      for (const auto& [orig, ovrd] : m_type_overrides) {
        const std::string o = orig->get_type_name();
        s += "  " + o + pad(w_req, o.size()) + "  " + ovrd->get_type_name() + "\n";
      }
    }
  }

  if (all_types >= 1 && !m_types.empty()) {
    s += fmt::format("\nAll types registered with the factory: {} total\n", m_types.size());
    bool banner = false;
    for (const auto& [name, w] : m_types) {
      if (all_types < 2 && name.rfind("uvm_", 0) == 0) continue;
      if (!banner) {
        s += "  Type Name\n  ---------\n";
        banner = true;
      }
      s += "  " + name + "\n";
    }
  }
  s += "(*) Types with no associated type name will be printed as <unknown>\n\n####\n\n";
  // UVM-SystemC reports it from the factory (not a component): through uvm_root ("reporter").
  uvm_root::get()->uvm_report_info("UVM/FACTORY/PRINT", s, UVM_NONE, __FILE__, __LINE__);
}

void uvm_factory::debug_create_by_name(const std::string& requested,
                                       const std::string& parent_inst_path,
                                       const std::string& name) const {
  uvm_object_wrapper* w = find_wrapper_by_name(requested);
  // A parameterised class is not registered by name, but the factory knows it from an override.
  for (const auto& [orig, ovrd] : m_type_overrides)
    if (!w && orig->get_type_name() == requested) w = orig;
  for (const auto& io : m_inst_overrides)
    if (!w && io.original->get_type_name() == requested) w = io.original;
  if (!w) {
    uvm_report_warning(
        "Factory Warning",
        fmt::format("The factory does not recognize '{}' as a registered type.", requested));
    return;
  }
  debug_create_by_type(w, parent_inst_path, name);
}

void uvm_factory::debug_create_by_type(uvm_object_wrapper* requested,
                                       const std::string& parent_inst_path,
                                       const std::string& name) const {
  if (!requested) return;
  const std::string path = parent_inst_path.empty() ? name
                           : name.empty()           ? parent_inst_path
                                                    : parent_inst_path + "." + name;
  // The overrides met while following the chain as m_resolve does: at each hop every matching
  // instance override of the current type, then its type override; the one taken is selected.
  struct row {
    std::string orig, path, ovrd;
    bool selected;
  };
  std::vector<row> rows;
  uvm_object_wrapper* cur = requested;
  for (std::size_t hops = 0; hops <= m_inst_overrides.size() + m_type_overrides.size(); ++hops) {
    uvm_object_wrapper* next = nullptr;
    for (const auto& io : m_inst_overrides) {
      if (io.original != cur || !detail::uvm_is_match(io.path, path)) continue;
      rows.push_back({cur->get_type_name(), io.path, io.override_type->get_type_name(), !next});
      if (!next) next = io.override_type;
    }
    for (const auto& [orig, ovrd] : m_type_overrides) {
      if (orig != cur) continue;
      rows.push_back({cur->get_type_name(), "*", ovrd->get_type_name(), !next});
      if (!next) next = ovrd;
      break;
    }
    if (!next || next == cur) break;
    cur = next;
  }

  std::string s = "\n#### Factory Override Information (*)\n\n";
  s += fmt::format(
      "Given a request for an object of type '{}' with an instance path of '{}', "
      "the factory encountered",
      requested->get_type_name(), path);
  if (rows.empty()) {
    s += " no relevant overrides.\n";
  } else {
    // UVM-SystemC's layout, including its missing line end after the dashes and after a type
    // override; an instance override's row is printed (UVM-SystemC prints an empty line).
    std::size_t w1 = 13, w2 = 13, w3 = 13;
    for (const row& r : rows) {
      w1 = std::max(w1, r.orig.size());
      w2 = std::max(w2, r.path.size());
      w3 = std::max(w3, r.ovrd.size());
    }
    const auto pad = [](std::size_t width, std::size_t used) {
      return std::string(width > used ? width - used : 0, ' ');
    };
    s += " the following relevant overrides.An 'x' next to a\n match indicates a match that was "
         "ignored.\n\n";
    s += "  Original Type" + pad(w1, 13) + "  Instance Path" + pad(w2, 13) + "  Override Type" +
         pad(w3, 13) + "\n";
    s += "  " + std::string(w1, '-') + "  " + std::string(w2, '-') + "  " + std::string(w3, '-');
    for (const row& r : rows) {
      s += (r.selected ? "  " : "x ") + r.orig + pad(w1, r.orig.size()) + "  " + r.path +
           pad(w2, r.path.size()) + "  " + r.ovrd + pad(w3, r.ovrd.size());
      s += r.path == "*" ? "  <type override>" : "\n";
    }
    s += "\n";
  }
  s += "Result:\n\n  The factory will produce an object of type '" + cur->get_type_name() + "'\n";
  s += "\n(*) Types with no associated type name will be printed as <unknown>\n\n####\n\n";
  uvm_root::get()->uvm_report_info("UVM/FACTORY/DUMP", s, UVM_NONE, __FILE__, __LINE__);
}

void uvm_factory::clear_overrides() {
  m_type_overrides.clear();
  m_inst_overrides.clear();
}

namespace detail {

bool register_type(uvm_object_wrapper* w) {
  uvm_factory::get()->do_register(w);
  return true;
}

std::string inst_path_of(uvm_component* parent, const std::string& contxt,
                         const std::string& name) {
  std::string p = contxt.empty() && parent ? parent->get_full_name() : contxt;
  return p.empty() ? name : p + "." + name;
}

void factory_cast_fatal(const std::string& requested, uvm_object_wrapper* got,
                        const std::string& path) {
  uvm_report_fatal(
      "FCTTYP", fmt::format("Factory created '{}' for '{}', which is not a '{}' (override "
                            "type must derive from the requested type)",
                            got ? got->get_type_name() : std::string("nothing"), path, requested));
  throw uvm_fatal_exception("factory type mismatch");
}

}  // namespace detail

}  // namespace uvm
