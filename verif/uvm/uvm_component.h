// uvm_component.h: uvm_component, the hierarchy and phase callbacks (UVM's uvm_component).
//
// Components are plain C++ objects (not sc_modules): the hierarchy is UVM's, kept by uvm_root.
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
  std::string m_name;
  uvm_component_name* m_origin;          ///< the first (pushed) name object; this for originals
  uvm_component* m_component = nullptr;  ///< component constructed with this (original only)
};

class uvm_component : public uvm_object, public uvm_report_object {
 public:
  explicit uvm_component(uvm_component_name name);
  ~uvm_component() override;
  uvm_component(const uvm_component&) = delete;
  uvm_component& operator=(const uvm_component&) = delete;

  std::string get_type_name() const override { return "uvm_component"; }

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
  virtual void extract_phase(uvm_phase& phase);
  virtual void check_phase(uvm_phase& phase);
  virtual void report_phase(uvm_phase& phase);
  virtual void final_phase(uvm_phase& phase);
  /// Called (bottom-up) when a UVM_FATAL or the quit count aborts the test, before the summary.
  virtual void pre_abort();

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
  bool m_built = false;  ///< build_phase already called
};

namespace detail {
/// Sets the parent the next constructed component gets (used by the factory).
void set_pending_parent(uvm_component* parent);
/// Hands ownership of a just-constructed heap component to its parent.
void adopt(uvm_component* comp);
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
    detail::set_pending_parent(parent);
    T* comp = new T(uvm_component_name(name));
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

}  // namespace uvm
