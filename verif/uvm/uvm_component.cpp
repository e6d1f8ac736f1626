// uvm_component.cpp: hierarchy bookkeeping and default phase callbacks (see uvm_component.h).
#include "uvm_component.h"

#include <algorithm>

#include <fmt/format.h>

#include "uvm_components.h"
#include "uvm_config_db.h"
#include "uvm_random.h"
#include "uvm_recorder.h"
#include "uvm_root.h"
#include "uvm_transaction.h"

namespace uvm {

namespace {

/// Construction bookkeeping (the equivalent of SystemC's module-name / hierarchy stacks).
struct construction_state {
  std::vector<uvm_component_name*> names;  ///< original name objects alive, innermost last
  std::vector<uvm_component*> building;    ///< components whose constructor chain is running
  uvm_component* pending_parent = nullptr;
  bool pending_set = false;
  bool making_root = false;
};

construction_state& cs() {
  static construction_state s;
  return s;
}

}  // namespace

namespace detail {
const uvm_root*& root_instance();  // uvm_root.cpp
}

namespace {
/// uvm_root is created before the first component name is pushed on SystemC's name stack (so
/// that it is not constructed inside another module).
const char* with_root(const char* name) {
  if (!detail::root_instance() && !cs().making_root) uvm_root::get();
  return name;
}
}  // namespace

// ---- uvm_component_name -----------------------------------------------------------------------
uvm_component_name::uvm_component_name(const char* name)
    : m_name(name ? name : ""), m_origin(this), m_sc_name(with_root(m_name.c_str())) {
  cs().names.push_back(this);
}

uvm_component_name::uvm_component_name(const std::string& name)
    : m_name(name), m_origin(this), m_sc_name(with_root(m_name.c_str())) {
  cs().names.push_back(this);
}

uvm_component_name::uvm_component_name(const char* sc_name, const std::string& uvm_name)
    : m_name(uvm_name), m_origin(this), m_sc_name(sc_name) {
  cs().names.push_back(this);
}

uvm_component_name::uvm_component_name(const uvm_component_name& other)
    : m_name(other.m_name), m_origin(other.m_origin), m_sc_name(other.m_sc_name) {}

uvm_component_name::~uvm_component_name() {
  if (m_origin != this) return;
  auto& st = cs();
  st.names.erase(std::remove(st.names.begin(), st.names.end(), this), st.names.end());
  if (m_component) {
    auto it = std::find(st.building.rbegin(), st.building.rend(), m_component);
    if (it != st.building.rend()) st.building.erase(std::next(it).base());
  }
}

// ---- uvm_component ----------------------------------------------------------------------------
uvm_component::uvm_component(uvm_component_name name)
    : sc_core::sc_module(name.m_sc_name), uvm_object(name.str()) {
  auto& st = cs();
  uvm_component* parent = nullptr;
  if (st.making_root) {
    parent = nullptr;
  } else if (st.pending_set) {
    parent = st.pending_parent ? st.pending_parent : uvm_root::get();
    st.pending_set = false;
    st.pending_parent = nullptr;
  } else if (!st.building.empty()) {
    parent = st.building.back();
  } else if (uvm_root::get()->get_phase_context()) {
    parent = uvm_root::get()->get_phase_context();
  } else {
    parent = uvm_root::get();
  }
  uvm_component_name* origin = name.m_origin;
  if (origin && !origin->m_component &&
      std::find(st.names.begin(), st.names.end(), origin) != st.names.end()) {
    origin->m_component = this;
    st.building.push_back(this);
  }
  m_set_parent(parent);
}

uvm_component::~uvm_component() {
  m_owned.clear();  // factory-created children (they unregister themselves)
  for (auto& [n, child] : m_children) child->m_parent = nullptr;  // not owned: detach
  m_children.clear();
  if (m_parent) m_parent->m_remove_child(this);
  auto& st = cs();
  st.building.erase(std::remove(st.building.begin(), st.building.end(), this), st.building.end());
}

void uvm_component::m_set_parent(uvm_component* parent) {
  m_parent = parent;
  if (!parent) {
    m_full_name = get_name();
    return;
  }
  const std::string& pname = parent->m_full_name;
  m_full_name = pname.empty() ? get_name() : pname + "." + get_name();
  // As UVM-SystemC, a new component starts at its parent's verbosity (one set on uvm_root
  // before run_test() reaches the whole tree); unset, both follow the server's.
  if (m_verbosity < 0) m_verbosity = parent->m_verbosity;
  if (get_name().empty()) uvm_report_error("EMPTNM", "Component created with an empty name");
  if (!parent->m_children.emplace(get_name(), this).second) {
    uvm_report_error("CLDEXT", fmt::format("Cannot set '{}' as a child of '{}', which already "
                                           "has a child by that name.",
                                           get_name(), parent->get_report_name()));
  }
}

void uvm_component::m_remove_child(uvm_component* child) {
  const auto it = m_children.find(child->get_name());
  if (it != m_children.end() && it->second == child) m_children.erase(it);
}

void uvm_component::m_adopt(std::unique_ptr<uvm_component> child) {
  m_owned.push_back(std::move(child));
}

std::vector<uvm_component*> uvm_component::get_children() const {
  std::vector<uvm_component*> v;
  get_children(v);
  return v;
}

void uvm_component::get_children(std::vector<uvm_component*>& children) const {
  children.clear();
  for (const auto& [n, c] : m_children) children.push_back(c);
}

uvm_component* uvm_component::get_child(const std::string& name) const {
  const auto it = m_children.find(name);
  return it == m_children.end() ? nullptr : it->second;
}

uvm_component* uvm_component::lookup(const std::string& path) const {
  auto walk = [](const uvm_component* from, const std::string& p) -> uvm_component* {
    const uvm_component* cur = from;
    std::size_t start = 0;
    while (cur && start <= p.size()) {
      const std::size_t dot = p.find('.', start);
      const std::string part = p.substr(start, dot == std::string::npos ? p.npos : dot - start);
      cur = cur->get_child(part);
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    return const_cast<uvm_component*>(cur);
  };
  if (path.empty()) return const_cast<uvm_component*>(this);
  if (uvm_component* c = walk(this, path)) return c;
  if (this != uvm_root::get()) return walk(uvm_root::get(), path);
  return nullptr;
}

int uvm_component::get_depth() const {
  int d = 0;
  for (const uvm_component* c = m_parent; c; c = c->m_parent) ++d;
  return d;
}

std::string uvm_component::get_report_name() const {
  return m_full_name.empty() ? std::string("reporter") : m_full_name;
}

void uvm_component::build_phase(uvm_phase& /*phase*/) {}
void uvm_component::connect_phase(uvm_phase& /*phase*/) {}
void uvm_component::end_of_elaboration_phase(uvm_phase& /*phase*/) {}
void uvm_component::start_of_simulation_phase(uvm_phase& /*phase*/) {}
void uvm_component::run_phase(uvm_phase& /*phase*/) {}
void uvm_component::extract_phase(uvm_phase& /*phase*/) {}
void uvm_component::check_phase(uvm_phase& /*phase*/) {}
void uvm_component::report_phase(uvm_phase& /*phase*/) {}
void uvm_component::final_phase(uvm_phase& /*phase*/) {}
void uvm_component::pre_reset_phase(uvm_phase& /*phase*/) {}
void uvm_component::reset_phase(uvm_phase& /*phase*/) {}
void uvm_component::post_reset_phase(uvm_phase& /*phase*/) {}
void uvm_component::pre_configure_phase(uvm_phase& /*phase*/) {}
void uvm_component::configure_phase(uvm_phase& /*phase*/) {}
void uvm_component::post_configure_phase(uvm_phase& /*phase*/) {}
void uvm_component::pre_main_phase(uvm_phase& /*phase*/) {}
void uvm_component::main_phase(uvm_phase& /*phase*/) {}
void uvm_component::post_main_phase(uvm_phase& /*phase*/) {}
void uvm_component::pre_shutdown_phase(uvm_phase& /*phase*/) {}
void uvm_component::shutdown_phase(uvm_phase& /*phase*/) {}
void uvm_component::post_shutdown_phase(uvm_phase& /*phase*/) {}
void uvm_component::pre_abort() {}
void uvm_component::phase_started(uvm_phase& /*phase*/) {}
void uvm_component::phase_ready_to_end(uvm_phase& /*phase*/) {}
void uvm_component::phase_ended(uvm_phase& /*phase*/) {}
void uvm_component::raised(uvm_objection* /*objection*/, uvm_object* /*source_obj*/,
                           const std::string& /*description*/, int /*count*/) {}
void uvm_component::dropped(uvm_objection* /*objection*/, uvm_object* /*source_obj*/,
                            const std::string& /*description*/, int /*count*/) {}
void uvm_component::all_dropped(uvm_objection* /*objection*/, uvm_object* /*source_obj*/,
                                const std::string& /*description*/, int /*count*/) {}

void uvm_component::set_domain(uvm_domain* domain, int hier) {
  m_domain = domain;
  if (hier)
    for (auto& [n, c] : m_children) c->set_domain(domain, hier);
}

uvm_domain* uvm_component::get_domain() const {
  return m_domain ? m_domain : uvm_domain::get_uvm_domain();
}

void uvm_component::set_type_override_by_type(uvm_object_wrapper* original,
                                              uvm_object_wrapper* override_type, bool replace) {
  uvm_factory::get()->set_type_override_by_type(original, override_type, replace);
}

void uvm_component::set_inst_override_by_type(const std::string& relative_inst_path,
                                              uvm_object_wrapper* original,
                                              uvm_object_wrapper* override_type) {
  const std::string full =
      m_full_name.empty() ? relative_inst_path : m_full_name + "." + relative_inst_path;
  uvm_factory::get()->set_inst_override_by_type(original, override_type, full);
}

void uvm_component::set_type_override(const std::string& original_type_name,
                                      const std::string& override_type_name, bool replace) {
  uvm_factory::get()->set_type_override_by_name(original_type_name, override_type_name, replace);
}

void uvm_component::set_inst_override(const std::string& relative_inst_path,
                                      const std::string& original_type_name,
                                      const std::string& override_type_name) {
  const std::string full =
      m_full_name.empty() ? relative_inst_path : m_full_name + "." + relative_inst_path;
  uvm_factory::get()->set_inst_override_by_name(original_type_name, override_type_name, full);
}

void uvm_component::print_override_info(const std::string& requested_type_name,
                                        const std::string& name) const {
  uvm_factory::get()->debug_create_by_name(requested_type_name, m_full_name, name);
}

void uvm_component::set_report_verbosity_level_hier(int verbosity) {
  set_report_verbosity_level(verbosity);
  for (auto& [n, c] : m_children) c->set_report_verbosity_level_hier(verbosity);
}

std::mt19937_64& uvm_component::get_rng() {
  if (!m_rng)
    m_rng = std::make_unique<std::mt19937_64>(derive_seed(get_global_seed(), m_full_name));
  return *m_rng;
}

void uvm_component::record(std::string_view stream, const uvm_object& item) const {
  uvm_recorder* r = uvm_recorder::get();
  if (!r->is_enabled()) return;
  r->write_line(m_full_name, stream, item);
}

// The transaction is marked through a const reference, as UVM-SystemC's signatures take it:
// its times and events are bookkeeping, not its value.
void uvm_component::accept_tr(const uvm_transaction& tr, const sc_core::sc_time& accept_time) {
  const_cast<uvm_transaction&>(tr).accept_tr(accept_time);
  do_accept_tr(tr);
}

int uvm_component::begin_tr(const uvm_transaction& tr, const std::string& stream_name,
                            const std::string& /*label*/, const std::string& /*desc*/,
                            const sc_core::sc_time& begin_time, int parent_handle) {
  const int h = const_cast<uvm_transaction&>(tr).begin_tr(begin_time, parent_handle);
  do_begin_tr(tr, stream_name, h);
  return h;
}

int uvm_component::begin_child_tr(const uvm_transaction& tr, int parent_handle,
                                  const std::string& stream_name, const std::string& /*label*/,
                                  const std::string& /*desc*/, const sc_core::sc_time& begin_time) {
  const int h = const_cast<uvm_transaction&>(tr).begin_child_tr(begin_time, parent_handle);
  do_begin_tr(tr, stream_name, h);
  return h;
}

void uvm_component::end_tr(const uvm_transaction& tr, const sc_core::sc_time& end_time,
                           bool free_handle) {
  const int h = tr.get_tr_handle();
  const_cast<uvm_transaction&>(tr).end_tr(end_time, free_handle);
  do_end_tr(tr, h);
}

// ---- uvm_agent -------------------------------------------------------------------------------
void uvm_agent::build_phase(uvm_phase& phase) {
  uvm_component::build_phase(phase);
  uvm_active_passive_enum v = is_active;
  if (uvm_config_db<uvm_active_passive_enum>::get(this, "", "is_active", v)) {
    is_active = v;
    return;
  }
  int i = 0;
  if (uvm_config_db<int>::get(this, "", "is_active", i)) {
    is_active = i ? UVM_ACTIVE : UVM_PASSIVE;
    return;
  }
  uvm_report_warning("ACTPASS:",
                     "Active or passive mode for agent '" + get_full_name() +
                         "' has not been defined. Default behavior is active.",
                     UVM_NONE);
}

namespace detail {

void set_pending_parent(uvm_component* parent) {
  cs().pending_parent = parent;
  cs().pending_set = true;
}

void adopt(uvm_component* comp) {
  uvm_component* parent = comp->get_parent();
  if (!parent) parent = uvm_root::get();
  struct access : uvm_component {
    static void adopt_into(uvm_component* p, uvm_component* c) {
      (p->*(&access::m_adopt))(std::unique_ptr<uvm_component>(c));
    }
  };
  access::adopt_into(parent, comp);
}

void set_making_root(bool on) {
  cs().making_root = on;
}

sc_hierarchy_scope::sc_hierarchy_scope(uvm_component* parent) {
  if (!parent || parent == uvm_root::get() || sc_core::sc_is_running()) return;
  sc_core::sc_get_curr_simcontext()->hierarchy_push(parent);
  m_pushed = true;
}

sc_hierarchy_scope::~sc_hierarchy_scope() {
  if (m_pushed) sc_core::sc_get_curr_simcontext()->hierarchy_pop();
}

}  // namespace detail

}  // namespace uvm
