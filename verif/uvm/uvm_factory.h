// uvm_factory.h: the UVM factory: registration macros, type/instance overrides, creation.
//
//   class my_env : public uvm::uvm_env {
//    public:
//     UVM_COMPONENT_UTILS(my_env);
//     my_env(uvm::uvm_component_name name) : uvm_env(name) {}
//   };
//   my_env* env = my_env::type_id::create("env", this);          // component: owned by parent
//   my_item* item = my_item::type_id::create("item");              // object: T*, as UVM-SystemC
//   my_item::type_id::destroy(item);                               // frees it
//   auto owned = uvm::make_owned<my_item>("item");                 // collnet: std::unique_ptr
//   uvm::uvm_factory::get()->set_type_override_by_type(base::get_type(), derived::get_type());
//   base::type_id::set_inst_override(derived::get_type(), "env.agent*", this);
//
// As UVM-SystemC, type_id::create() of an object returns a T* that the caller owns (free it
// with type_id::destroy(p) or delete); collnet's own code uses uvm::make_owned<T>() (a
// std::unique_ptr). Components are returned as T* owned by their parent (uvm_root for a null
// parent). Registration happens at static initialisation, so the class must be in an object
// file that is linked in (header-only test classes included by the sim_<config> main file are
// fine; classes in a static library need to be referenced).
//
// Override rules (as UVM): instance overrides are checked first, in the order they were set,
// matching the full instance path of the new object with glob patterns (* ?); then the type
// override (a later type override of the same type replaces an earlier one when replace=true).
// Overrides chain (A->B, B->C gives C). The override type must derive from the requested one.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "uvm_object.h"

namespace uvm {

class uvm_component;
class uvm_test;

/// Type handle used by the factory (UVM's uvm_object_wrapper).
class uvm_object_wrapper {
 public:
  virtual ~uvm_object_wrapper() = default;
  virtual const std::string get_type_name() const = 0;
  /// Creates an object (nullptr for component types / abstract types).
  virtual std::unique_ptr<uvm_object> create_object(const std::string& name) const {
    (void)name;
    return nullptr;
  }
  /// Creates a component under `parent` (nullptr = uvm_root); nullptr for object types.
  virtual uvm_component* create_component(const std::string& name, uvm_component* parent) const {
    (void)name;
    (void)parent;
    return nullptr;
  }
  virtual bool is_component() const = 0;
  /// True for types derived from uvm_test (listed when +UVM_TESTNAME is unknown).
  virtual bool is_test() const { return false; }
};

class uvm_factory {
 public:
  static uvm_factory* get();

  /// Registers a type by name (done by the *_UTILS macros). Duplicate name: warning, first kept.
  void do_register(uvm_object_wrapper* wrapper);

  void set_type_override_by_type(uvm_object_wrapper* original, uvm_object_wrapper* override_type,
                                 bool replace = true);
  void set_type_override_by_name(const std::string& original, const std::string& override_type,
                                 bool replace = true);
  /// full_inst_path: glob over the full name of the created object ("uvm_test_top.env.*").
  void set_inst_override_by_type(uvm_object_wrapper* original, uvm_object_wrapper* override_type,
                                 const std::string& full_inst_path);
  void set_inst_override_by_name(const std::string& original, const std::string& override_type,
                                 const std::string& full_inst_path);

  /// The wrapper that create() would use for `requested` at `full_inst_path`.
  uvm_object_wrapper* find_override_by_type(uvm_object_wrapper* requested,
                                            const std::string& full_inst_path) const;
  uvm_object_wrapper* find_override_by_name(const std::string& requested,
                                            const std::string& full_inst_path) const;
  uvm_object_wrapper* find_wrapper_by_name(const std::string& type_name) const;
  bool is_type_name_registered(const std::string& type_name) const;
  /// Registered type names (sorted); components only if `components_only`.
  std::vector<std::string> get_type_names(bool components_only = false) const;

  /// Create through the overrides. parent_inst_path is the parent's full name ("" for top).
  /// Objects: the caller owns the returned pointer (as UVM-SystemC; nullptr on error).
  uvm_object* create_object_by_type(uvm_object_wrapper* requested,
                                    const std::string& parent_inst_path = "",
                                    const std::string& name = "");
  uvm_component* create_component_by_type(uvm_object_wrapper* requested,
                                          const std::string& parent_inst_path = "",
                                          const std::string& name = "",
                                          uvm_component* parent = nullptr);
  uvm_object* create_object_by_name(const std::string& requested,
                                    const std::string& parent_inst_path = "",
                                    const std::string& name = "");
  uvm_component* create_component_by_name(const std::string& requested,
                                          const std::string& parent_inst_path = "",
                                          const std::string& name = "",
                                          uvm_component* parent = nullptr);

  /// Prints the overrides and the registered types as UVM-SystemC does (UVM_NONE info, id
  /// UVM/FACTORY/PRINT). all_types: 0 overrides only, 1 also the types not named uvm_*, 2 all.
  void print(int all_types = 1) const;

  /// What create would make for `requested` at parent_inst_path.name, and the overrides that
  /// matched on the way, as one UVM_INFO UVM/FACTORY/DUMP (UVM-SystemC's debug_create_by_*).
  /// An unregistered name is a warning "Factory Warning".
  void debug_create_by_type(uvm_object_wrapper* requested, const std::string& parent_inst_path = "",
                            const std::string& name = "") const;
  void debug_create_by_name(const std::string& requested, const std::string& parent_inst_path = "",
                            const std::string& name = "") const;

  /// Unit tests: removes every override (registrations stay).
  void clear_overrides();

 private:
  struct inst_override {
    uvm_object_wrapper* original;
    uvm_object_wrapper* override_type;
    std::string path;
  };
  uvm_object_wrapper* m_resolve(uvm_object_wrapper* requested, const std::string& path) const;

  std::map<std::string, uvm_object_wrapper*> m_types;
  /// Type overrides (original, override) in the order they were set.
  std::vector<std::pair<uvm_object_wrapper*, uvm_object_wrapper*>> m_type_overrides;
  std::vector<inst_override> m_inst_overrides;
};

/// Registry of a component type T (T::type_id).
template <typename T>
class uvm_component_registry : public uvm_object_wrapper {
 public:
  static uvm_component_registry* get() {
    static uvm_component_registry inst;
    return &inst;
  }
  /// Creates a T (or an override) named `name` under `parent`; fatal if the override is not a T.
  static T* create(const std::string& name, uvm_component* parent = nullptr,
                   const std::string& contxt = "");
  /// Frees a component made by create() without a parent (UVM-SystemC's type_id::destroy); it
  /// leaves the hierarchy.
  static void destroy(T* comp) { delete comp; }
  static void set_type_override(uvm_object_wrapper* override_type, bool replace = true) {
    uvm_factory::get()->set_type_override_by_type(get(), override_type, replace);
  }
  /// inst_path is relative to `parent` (absolute if parent is nullptr).
  static void set_inst_override(uvm_object_wrapper* override_type, const std::string& inst_path,
                                uvm_component* parent = nullptr);

  const std::string get_type_name() const override { return T::type_name(); }
  uvm_component* create_component(const std::string& name, uvm_component* parent) const override;
  bool is_component() const override { return true; }
  bool is_test() const override { return std::is_base_of_v<uvm_test, T>; }
};

/// Registry of an object type T (T::type_id).
template <typename T>
class uvm_object_registry : public uvm_object_wrapper {
 public:
  static uvm_object_registry* get() {
    static uvm_object_registry inst;
    return &inst;
  }
  /// Creates a T (or an override); the caller owns it (type_id::destroy or delete; collnet
  /// code: uvm::make_owned<T>). `parent`/`contxt` only select instance overrides.
  static T* create(const std::string& name = "", uvm_component* parent = nullptr,
                   const std::string& contxt = "");
  /// Frees an object made by create() (UVM-SystemC's type_id::destroy).
  static void destroy(T* obj) { delete obj; }
  static void set_type_override(uvm_object_wrapper* override_type, bool replace = true) {
    uvm_factory::get()->set_type_override_by_type(get(), override_type, replace);
  }
  static void set_inst_override(uvm_object_wrapper* override_type, const std::string& inst_path,
                                uvm_component* parent = nullptr);

  const std::string get_type_name() const override { return T::type_name(); }
  std::unique_ptr<uvm_object> create_object(const std::string& name) const override {
    if constexpr (std::is_abstract_v<T>) {
      (void)name;
      return nullptr;
    } else {
      return std::unique_ptr<uvm_object>(new T(name));
    }
  }
  bool is_component() const override { return false; }
};

namespace detail {
/// Registers `w` by name with the factory; returns true (used for static registration).
bool register_type(uvm_object_wrapper* w);
std::string inst_path_of(uvm_component* parent, const std::string& contxt, const std::string& name);
[[noreturn]] void factory_cast_fatal(const std::string& requested, uvm_object_wrapper* got,
                                     const std::string& path);
}  // namespace detail

}  // namespace uvm

namespace uvm {
namespace detail {
/// create() of UVM_OBJECT_UTILS returns what uvm_object::create() returns (a pointer the
/// caller owns, or a std::unique_ptr): this converts the factory's unique_ptr to it.
template <typename R>
R as_create_result(std::unique_ptr<uvm_object> p) {
  if constexpr (std::is_pointer_v<R>) {
    return p.release();
  } else {
    return p;
  }
}
using object_create_result = decltype(std::declval<const uvm_object&>().create(std::string()));
/// Defined with the built-in register sequences (reg/sequences): keeps them linked.
void link_builtin_reg_sequences();
}  // namespace detail

/// collnet's owning form of T::type_id::create() for objects (same overrides).
template <typename T>
std::unique_ptr<T> make_owned(const std::string& name = "", uvm_component* parent = nullptr,
                              const std::string& contxt = "") {
  return std::unique_ptr<T>(T::type_id::create(name, parent, contxt));
}
}  // namespace uvm

// ---- Registration macros -------------------------------------------------------------------
// Use inside the public section of the class; a trailing ';' is accepted. As UVM-SystemC, the
// argument may be a template-id with commas (UVM_OBJECT_PARAM_UTILS(my_item<A, B>)); the type
// name is the argument as written.
#define M_UVM_COMMON_UTILS_(REGISTRY, ...)           \
  using type_id = ::uvm::REGISTRY<__VA_ARGS__>;      \
  static std::string type_name() {                   \
    return #__VA_ARGS__;                             \
  }                                                  \
  static type_id* get_type() {                       \
    return type_id::get();                           \
  }                                                  \
  const std::string get_type_name() const override { \
    return #__VA_ARGS__;                             \
  }

#define M_UVM_OBJECT_TYPE_                                      \
  ::uvm::uvm_object_wrapper* get_object_type() const override { \
    return type_id::get();                                      \
  }

#define M_UVM_OBJECT_CREATE_                                                                \
  ::uvm::detail::object_create_result create(const std::string& name = "") const override { \
    return ::uvm::detail::as_create_result<::uvm::detail::object_create_result>(            \
        type_id::get()->create_object(name));                                               \
  }

// Each macro ends in a member function definition, so that the ';' after it is optional (as
// with UVM-SystemC's macros, whose users write both forms).
// get_object_type() names the registration flag: a virtual function of a class template is
// instantiated with the class, so a template registers its type name at start-up too.
#define M_UVM_REGISTERED_                                                                    \
  inline static const bool m_uvm_registered_ = ::uvm::detail::register_type(type_id::get()); \
  ::uvm::uvm_object_wrapper* get_object_type() const override {                              \
    (void)m_uvm_registered_;                                                                 \
    return type_id::get();                                                                   \
  }                                                                                          \
  static bool m_uvm_is_registered_() {                                                       \
    return m_uvm_registered_;                                                                \
  }

#define UVM_COMPONENT_UTILS(...)                           \
  M_UVM_COMMON_UTILS_(uvm_component_registry, __VA_ARGS__) \
  M_UVM_REGISTERED_

#define UVM_OBJECT_UTILS(...)                           \
  M_UVM_COMMON_UTILS_(uvm_object_registry, __VA_ARGS__) \
  M_UVM_OBJECT_CREATE_                                  \
  M_UVM_REGISTERED_

// The library's own classes whose bodies live in its .cpp files: UVM_OBJECT_UTILS with the
// registration defined there (M_UVM_OBJECT_UTILS_DEFINE(T) at namespace scope), so a
// translation unit that only includes the header compiles none of the class's code.
#define M_UVM_OBJECT_UTILS_OUT_OF_LINE(...)             \
  M_UVM_COMMON_UTILS_(uvm_object_registry, __VA_ARGS__) \
  M_UVM_OBJECT_CREATE_                                  \
  M_UVM_OBJECT_TYPE_                                    \
  static const bool m_uvm_registered_
#define M_UVM_OBJECT_UTILS_DEFINE(T) \
  const bool T::m_uvm_registered_ = ::uvm::detail::register_type(T::type_id::get())

// Parameterised classes (UVM_*_PARAM_UTILS): usable with type_id and overrides by type, not
// registered by name (every instantiation would have the same name). get_type_name() is the
// argument as written (e.g. "stream_item<T>"), as UVM-SystemC.
#define UVM_COMPONENT_PARAM_UTILS(...)                     \
  M_UVM_COMMON_UTILS_(uvm_component_registry, __VA_ARGS__) \
  M_UVM_OBJECT_TYPE_

#define UVM_OBJECT_PARAM_UTILS(...)                     \
  M_UVM_COMMON_UTILS_(uvm_object_registry, __VA_ARGS__) \
  M_UVM_OBJECT_CREATE_                                  \
  M_UVM_OBJECT_TYPE_
