// uvm_component.h: uvm_component, the hierarchy and phase callbacks (UVM's uvm_component).
//
// Components are sc_core::sc_modules (as in UVM-SystemC): a component may own sc_ports and
// sc_exports, register SC_THREADs/SC_METHODs (SC_HAS_PROCESS), sc_spawn and wait(). The UVM
// hierarchy (get_parent, get_full_name "uvm_test_top.env.agent") is kept by the components
// themselves; the SystemC hierarchy follows it (a component created in a phase callback of `p`,
// or by type_id::create(name, p), is an sc child of p; top-level components are top-level
// modules). Components must be created before sc_start() (during build at the latest).
// A constructor takes `uvm_component_name` BY VALUE and passes it on to its base, exactly as
// UVM-SystemC's sc_module_name idiom:
//
//   class my_agent : public uvm::uvm_agent {
//    public:
//     UVM_COMPONENT_UTILS(my_agent);
//     explicit my_agent(uvm::uvm_component_name name) : uvm_agent(name) {}
//     void build_phase(uvm::uvm_phase& phase) override {
//       uvm_agent::build_phase(phase);
//       mon = my_monitor::type_id::create("mon", this);
//     }
//     my_monitor* mon = nullptr;
//   };
//
// The parent of a new component is (first that applies): the `parent` given to
// type_id::create(); the component whose constructor is running (member components, e.g. a
// uvm_tlm_analysis_fifo member); the component whose phase callback is running (`new x("n")`
// inside build_phase); else uvm_root (top level; the test is "uvm_test_top").
// Ownership: components made by the factory are owned by their parent; member components by
// their enclosing object. Components are destroyed with their parent.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <systemc>

#include "uvm_factory.h"
#include "uvm_object.h"
#include "uvm_phase.h"
#include "uvm_report.h"

namespace uvm {

class uvm_component;

/// Name of a component under construction (UVM-SystemC's uvm_component_name / sc_module_name).
/// Pass it by value through the constructors; it tells the base class where in the hierarchy
/// the component goes and stays alive until the whole constructor chain has finished.
class uvm_component_name {
 public:
  uvm_component_name(const char* name);         // NOLINT: implicit like sc_module_name
  uvm_component_name(const std::string& name);  // NOLINT
  uvm_component_name(const uvm_component_name& other);
  uvm_component_name& operator=(const uvm_component_name&) = delete;
  ~uvm_component_name();

  const std::string& str() const { return m_name; }
  operator const std::string&() const { return m_name; }  // NOLINT
  const char* c_str() const { return m_name.c_str(); }

 private:
  friend class uvm_component;
  friend class uvm_root;
  /// uvm_root: SystemC name `sc_name`, UVM name "".
  uvm_component_name(const char* sc_name, const std::string& uvm_name);
  std::string m_name;
  uvm_component_name* m_origin;          ///< the first (pushed) name object; this for originals
  uvm_component* m_component = nullptr;  ///< component constructed with this (original only)
  sc_core::sc_module_name m_sc_name;     ///< pushes the name on SystemC's module-name stack
};

class uvm_objection;
class uvm_transaction;

class uvm_component : public sc_core::sc_module, public uvm_object, public uvm_report_object {
 public:
  explicit uvm_component(uvm_component_name name);
  ~uvm_component() override;
  uvm_component(const uvm_component&) = delete;
  uvm_component& operator=(const uvm_component&) = delete;

  const std::string get_type_name() const override { return "uvm::uvm_component"; }
  const char* kind() const override { return "uvm::uvm_component"; }
  using uvm_object::print;  // not sc_object::print
  // A component reports as itself (not as uvm_object's "reporter").
  using uvm_report_object::uvm_report;
  using uvm_report_object::uvm_report_enabled;
  using uvm_report_object::uvm_report_error;
  using uvm_report_object::uvm_report_fatal;
  using uvm_report_object::uvm_report_info;
  using uvm_report_object::uvm_report_warning;

  // ---- Hierarchy -------------------------------------------------------------------------
  /// "uvm_test_top.env.agent" (uvm_root's full name is "").
  std::string get_full_name() const override { return m_full_name; }
  /// The parent; uvm_root for top-level components; nullptr only for uvm_root.
  uvm_component* get_parent() const { return m_parent; }
  /// Children in name order (as UVM).
  std::vector<uvm_component*> get_children() const;
  void get_children(std::vector<uvm_component*>& children) const;
  uvm_component* get_child(const std::string& name) const;
  bool has_child(const std::string& name) const { return get_child(name) != nullptr; }
  int get_num_children() const { return static_cast<int>(m_children.size()); }
  /// UVM-SystemC's print_enabled: false leaves this component (and its subtree) out of
  /// print_topology() and of a printer's listing of its parent.
  bool print_enabled = true;
  /// Relative path ("agent.mon") or absolute from the top ("uvm_test_top.env"); nullptr if none.
  uvm_component* lookup(const std::string& path) const;
  /// uvm_root: 0, uvm_test_top: 1, ...
  int get_depth() const;
  std::string get_report_name() const override;

  // ---- Phases (override what you need; the defaults do nothing) ---------------------------
  virtual void build_phase(uvm_phase& phase);
  virtual void connect_phase(uvm_phase& phase);
  virtual void end_of_elaboration_phase(uvm_phase& phase);
  virtual void start_of_simulation_phase(uvm_phase& phase);
  /// Runs in its own SystemC thread (sc_spawn); may wait(). The default returns at once, so a
  /// component that does not override it costs nothing while simulating.
  virtual void run_phase(uvm_phase& phase);
  // Runtime schedule (uvm domain), in parallel with run_phase; each in its own thread.
  virtual void pre_reset_phase(uvm_phase& phase);
  virtual void reset_phase(uvm_phase& phase);
  virtual void post_reset_phase(uvm_phase& phase);
  virtual void pre_configure_phase(uvm_phase& phase);
  virtual void configure_phase(uvm_phase& phase);
  virtual void post_configure_phase(uvm_phase& phase);
  virtual void pre_main_phase(uvm_phase& phase);
  virtual void main_phase(uvm_phase& phase);
  virtual void post_main_phase(uvm_phase& phase);
  virtual void pre_shutdown_phase(uvm_phase& phase);
  virtual void shutdown_phase(uvm_phase& phase);
  virtual void post_shutdown_phase(uvm_phase& phase);
  virtual void extract_phase(uvm_phase& phase);
  virtual void check_phase(uvm_phase& phase);
  virtual void report_phase(uvm_phase& phase);
  virtual void final_phase(uvm_phase& phase);
  /// Called (bottom-up) when a UVM_FATAL or the quit count aborts the test, before the summary.
  virtual void pre_abort();
  /// Called on every component (top-down) when a phase starts, before its callbacks.
  virtual void phase_started(uvm_phase& phase);
  /// Called on every component when the phase's objections are all dropped; raising an
  /// objection here keeps the phase going (up to 20 rounds, as UVM).
  virtual void phase_ready_to_end(uvm_phase& phase);
  /// Called on every component when the phase has ended.
  virtual void phase_ended(uvm_phase& phase);

  // ---- Objection callbacks (called for this component and its ancestors) -----------------
  virtual void raised(uvm_objection* objection, uvm_object* source_obj,
                      const std::string& description, int count);
  virtual void dropped(uvm_objection* objection, uvm_object* source_obj,
                       const std::string& description, int count);
  virtual void all_dropped(uvm_objection* objection, uvm_object* source_obj,
                           const std::string& description, int count);

  // ---- Domains: set_domain(d) runs the runtime phases on d's schedule (hier: the subtree too) --
  void set_domain(uvm_domain* domain, int hier = 1);
  /// UVM-SystemC's spelling (the domain by reference).
  void set_domain(uvm_domain& domain, int hier = 1) { set_domain(&domain, hier); }
  uvm_domain* get_domain() const;

  // ---- Factory convenience (UVM's component methods) --------------------------------------
  void set_type_override_by_type(uvm_object_wrapper* original, uvm_object_wrapper* override_type,
                                 bool replace = true);
  /// relative_inst_path is relative to this component (may contain * and ?).
  void set_inst_override_by_type(const std::string& relative_inst_path,
                                 uvm_object_wrapper* original, uvm_object_wrapper* override_type);
  void set_type_override(const std::string& original_type_name,
                         const std::string& override_type_name, bool replace = true);
  void set_inst_override(const std::string& relative_inst_path,
                         const std::string& original_type_name,
                         const std::string& override_type_name);
  /// Prints what the factory would create for `requested_type_name` named `name` under this
  /// component, and the overrides that matched (uvm_factory::debug_create_by_name).
  void print_override_info(const std::string& requested_type_name = "",
                           const std::string& name = "") const;

  // ---- Reporting ---------------------------------------------------------------------------
  /// Sets the verbosity of this component and all below it.
  void set_report_verbosity_level_hier(int verbosity);

  // ---- Random stability -------------------------------------------------------------------
  /// This component's generator, seeded from (global seed, full name): adding or renaming
  /// another component does not change this stream.
  std::mt19937_64& get_rng();

  // ---- Transaction recording --------------------------------------------------------------
  /// Records `item` on `stream` (see uvm_recorder.h); free when +record is not given.
  void record(std::string_view stream, const uvm_object& item) const;
  /// UVM's component recording interface: each marks the transaction (its accept, begin or end
  /// time and events, uvm_transaction.h) and then calls this component's do_* hook. Nothing is
  /// written to a database (UVM-SystemC records nothing either).
  void accept_tr(const uvm_transaction& tr,
                 const sc_core::sc_time& accept_time = sc_core::SC_ZERO_TIME);
  virtual void do_accept_tr(const uvm_transaction& /*tr*/) {}
  int begin_tr(const uvm_transaction& tr, const std::string& stream_name = "main",
               const std::string& label = "", const std::string& desc = "",
               const sc_core::sc_time& begin_time = sc_core::SC_ZERO_TIME, int parent_handle = 0);
  int begin_child_tr(const uvm_transaction& tr, int parent_handle = 0,
                     const std::string& stream_name = "main", const std::string& label = "",
                     const std::string& desc = "",
                     const sc_core::sc_time& begin_time = sc_core::SC_ZERO_TIME);
  virtual void do_begin_tr(const uvm_transaction& /*tr*/, const std::string& /*stream_name*/,
                           int /*tr_handle*/) {}
  void end_tr(const uvm_transaction& tr, const sc_core::sc_time& end_time = sc_core::SC_ZERO_TIME,
              bool free_handle = true);
  virtual void do_end_tr(const uvm_transaction& /*tr*/, int /*tr_handle*/) {}

 protected:
  /// Adopts a heap component created for this parent (used by the factory).
  void m_adopt(std::unique_ptr<uvm_component> child);

 private:
  friend class uvm_root;
  friend class uvm_component_name;
  template <typename T>
  friend class uvm_component_registry;
  friend struct detail_access;

  void m_set_parent(uvm_component* parent);
  void m_remove_child(uvm_component* child);

  uvm_component* m_parent = nullptr;
  std::string m_full_name;
  std::map<std::string, uvm_component*> m_children;
  std::vector<std::unique_ptr<uvm_component>> m_owned;  ///< factory-created children
  std::unique_ptr<std::mt19937_64> m_rng;
  bool m_built = false;            ///< build_phase already called
  uvm_domain* m_domain = nullptr;  ///< nullptr: the uvm domain
  /// Bit (kind - UVM_RUN_PHASE) set: the task phase method may be overridden, so it gets a
  /// thread. Known exactly for factory-created components; all set otherwise.
  std::uint32_t m_task_mask = ~0u;
};

namespace detail {
// overrides_<phase><T>: false only if T (and every class between it and uvm_component) keeps
// uvm_component's <phase>_phase; true when it is overridden or cannot be told (inaccessible).
#define UVM_LITE_OVERRIDE_TRAIT(PH)                                                               \
  template <typename T, typename = void>                                                          \
  struct overrides_##PH : std::true_type {};                                                      \
  template <typename T>                                                                           \
  struct overrides_##PH<T, std::enable_if_t<std::is_same_v<decltype(&T::PH##_phase),              \
                                                           void (uvm_component::*)(uvm_phase&)>>> \
      : std::false_type {};
UVM_LITE_OVERRIDE_TRAIT(run)
UVM_LITE_OVERRIDE_TRAIT(pre_reset)
UVM_LITE_OVERRIDE_TRAIT(reset)
UVM_LITE_OVERRIDE_TRAIT(post_reset)
UVM_LITE_OVERRIDE_TRAIT(pre_configure)
UVM_LITE_OVERRIDE_TRAIT(configure)
UVM_LITE_OVERRIDE_TRAIT(post_configure)
UVM_LITE_OVERRIDE_TRAIT(pre_main)
UVM_LITE_OVERRIDE_TRAIT(main)
UVM_LITE_OVERRIDE_TRAIT(post_main)
UVM_LITE_OVERRIDE_TRAIT(pre_shutdown)
UVM_LITE_OVERRIDE_TRAIT(shutdown)
UVM_LITE_OVERRIDE_TRAIT(post_shutdown)
#undef UVM_LITE_OVERRIDE_TRAIT

/// Task phases whose method T may override (bit kind - UVM_RUN_PHASE), see m_task_mask.
template <typename T>
constexpr std::uint32_t task_phase_mask() {
  const bool o[] = {overrides_run<T>::value,
                    overrides_pre_reset<T>::value,
                    overrides_reset<T>::value,
                    overrides_post_reset<T>::value,
                    overrides_pre_configure<T>::value,
                    overrides_configure<T>::value,
                    overrides_post_configure<T>::value,
                    overrides_pre_main<T>::value,
                    overrides_main<T>::value,
                    overrides_post_main<T>::value,
                    overrides_pre_shutdown<T>::value,
                    overrides_shutdown<T>::value,
                    overrides_post_shutdown<T>::value};
  std::uint32_t m = 0;
  for (std::uint32_t i = 0; i < sizeof(o) / sizeof(o[0]); ++i)
    if (o[i]) m |= 1u << i;
  return m;
}

/// Sets the parent the next constructed component gets (used by the factory).
void set_pending_parent(uvm_component* parent);
/// Hands ownership of a just-constructed heap component to its parent.
void adopt(uvm_component* comp);
/// Makes `parent` the current SystemC module while it lives (so that a component constructed
/// for `parent` becomes its sc child); nothing for nullptr/uvm_root or while simulating.
class sc_hierarchy_scope {
 public:
  explicit sc_hierarchy_scope(uvm_component* parent);
  ~sc_hierarchy_scope();
  sc_hierarchy_scope(const sc_hierarchy_scope&) = delete;
  sc_hierarchy_scope& operator=(const sc_hierarchy_scope&) = delete;

 private:
  bool m_pushed = false;
};
}  // namespace detail

// ---- uvm_component_registry implementation (needs uvm_component) ----------------------------
template <typename T>
uvm_component* uvm_component_registry<T>::create_component(const std::string& name,
                                                           uvm_component* parent) const {
  if constexpr (std::is_abstract_v<T>) {
    (void)name;
    (void)parent;
    return nullptr;
  } else {
    // No parent: as UVM-SystemC, the component whose constructor or phase callback is running
    // (uvm_root outside them), where a member component would go.
    detail::sc_hierarchy_scope scope(parent);
    if (parent) detail::set_pending_parent(parent);
    T* comp = new T(uvm_component_name(name));
    comp->m_task_mask = detail::task_phase_mask<T>();  // the dynamic type is exactly T
    detail::adopt(comp);
    return comp;
  }
}

template <typename T>
T* uvm_component_registry<T>::create(const std::string& name, uvm_component* parent,
                                     const std::string& contxt) {
  const std::string parent_path = contxt.empty() && parent ? parent->get_full_name() : contxt;
  uvm_component* c = uvm_factory::get()->create_component_by_type(get(), parent_path, name, parent);
  T* t = dynamic_cast<T*>(c);
  if (!t) detail::factory_cast_fatal(T::type_name(), nullptr, parent_path + "." + name);
  return t;
}

template <typename T>
void uvm_component_registry<T>::set_inst_override(uvm_object_wrapper* override_type,
                                                  const std::string& inst_path,
                                                  uvm_component* parent) {
  const std::string full = parent && !parent->get_full_name().empty()
                               ? parent->get_full_name() + "." + inst_path
                               : inst_path;
  uvm_factory::get()->set_inst_override_by_type(get(), override_type, full);
}

template <typename T>
T* uvm_object_registry<T>::create(const std::string& name, uvm_component* parent,
                                  const std::string& contxt) {
  const std::string parent_path = contxt.empty() && parent ? parent->get_full_name() : contxt;
  std::unique_ptr<uvm_object> o(
      uvm_factory::get()->create_object_by_type(get(), parent_path, name));
  if (!o) detail::factory_cast_fatal(T::type_name(), nullptr, name);
  T* t = dynamic_cast<T*>(o.get());
  if (!t) detail::factory_cast_fatal(T::type_name(), o->get_object_type(), name);
  o.release();
  return t;
}

template <typename T>
void uvm_object_registry<T>::set_inst_override(uvm_object_wrapper* override_type,
                                               const std::string& inst_path,
                                               uvm_component* parent) {
  const std::string full = parent && !parent->get_full_name().empty()
                               ? parent->get_full_name() + "." + inst_path
                               : inst_path;
  uvm_factory::get()->set_inst_override_by_type(get(), override_type, full);
}

/// Prints the name (as sc_module_name).
inline std::ostream& operator<<(std::ostream& os, const uvm_component_name& name) {
  return os << name.str();
}

}  // namespace uvm
