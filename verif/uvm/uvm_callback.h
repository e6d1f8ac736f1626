// uvm_callback.h: callbacks (UVM's uvm_callback, uvm_callbacks<T, CB>, the registration and
// execution macros).
//
//   class bus_driver_cb : public uvm::uvm_callback {   // the callback interface
//    public:
//     explicit bus_driver_cb(const std::string& name = "") : uvm_callback(name) {}
//     virtual bool trans_received(bus_driver* drv, const bus_tr& tr) { return false; }
//   };
//   class bus_driver : public uvm::uvm_component {
//     UVM_REGISTER_CB(bus_driver, bus_driver_cb);
//     bool trans_received(const bus_tr& tr) {
//       UVM_DO_CALLBACKS_EXIT_ON(bus_driver, bus_driver_cb, trans_received(this, tr), true);
//     }
//   };
//   uvm::uvm_callbacks<bus_driver, bus_driver_cb>::add(driver, cb);   // one object
//   uvm::uvm_callbacks<bus_driver, bus_driver_cb>::add(nullptr, cb);  // every bus_driver
//
// Callbacks run in the order added: the ones added for the object first (UVM_APPEND), then the
// type-wide ones. A callback whose callback_mode is off is skipped. Callbacks are not owned.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "uvm_object.h"
#include "uvm_report.h"

namespace uvm {

enum uvm_apprepend { UVM_APPEND, UVM_PREPEND };

class uvm_callback : public uvm_object {
 public:
  explicit uvm_callback(const std::string& name = "uvm_callback") : uvm_object(name) {}
  const std::string get_type_name() const override { return "uvm_callback"; }
  /// Enables (1) / disables (0) this callback; returns the previous mode (-1: query only).
  bool callback_mode(int on = -1) {
    const bool was = m_enabled;
    if (on >= 0) m_enabled = on != 0;
    return was;
  }
  bool is_enabled() const { return m_enabled; }

 private:
  bool m_enabled = true;
};

/// The callbacks of type CB registered for objects of type T.
template <typename T, typename CB = uvm_callback>
class uvm_callbacks {
 public:
  static void add(const T* obj, CB* cb, uvm_apprepend ordering = UVM_APPEND) {
    std::vector<CB*>& v = obj ? m_pool().by_obj[obj] : m_pool().by_type;
    if (std::find(v.begin(), v.end(), cb) != v.end()) return;
    if (ordering == UVM_APPEND)
      v.push_back(cb);
    else
      v.insert(v.begin(), cb);
  }
  static void add_by_name(const std::string& /*name*/, CB* cb,
                          uvm_apprepend ordering = UVM_APPEND) {
    add(nullptr, cb, ordering);
  }
  static void remove(const T* obj, CB* cb) {
    std::vector<CB*>& v = obj ? m_pool().by_obj[obj] : m_pool().by_type;
    v.erase(std::remove(v.begin(), v.end(), cb), v.end());
  }
  /// Callbacks that apply to `obj` (object ones, then type-wide ones), enabled or not.
  static std::vector<CB*> get_all(const T* obj) {
    std::vector<CB*> all;
    if (obj) {
      auto it = m_pool().by_obj.find(obj);
      if (it != m_pool().by_obj.end()) all = it->second;
    }
    for (CB* cb : m_pool().by_type)
      if (std::find(all.begin(), all.end(), cb) == all.end()) all.push_back(cb);
    return all;
  }
  /// Prints the registered callbacks as UVM-SystemC does (UVM_INFO [UVM/CB/DISPLAY] from
  /// "reporter"): the type-wide ones ("(*)"), then those of every object (obj == nullptr) or of
  /// `obj`, one line each with its mode. The columns follow UVM-SystemC's padding, which adds 15
  /// blanks after the longest name (and one less than the shortfall after the others).
  static void display(const T* obj = nullptr) {
    struct row {
      std::string cb, inst, mode;
    };
    std::vector<row> rows;
    const std::string tname = !m_pool().type_name.empty() ? m_pool().type_name
                              : obj                       ? obj->get_type_name()
                                                          : std::string("*");
    const auto add_rows = [&rows](const std::vector<CB*>& v, const std::string& inst) {
      for (CB* cb : v) rows.push_back({cb->get_name(), inst, cb->is_enabled() ? "ON" : "OFF"});
    };
    add_rows(m_pool().by_type, "(*)");
    std::string s;
    if (!obj) {
      bool any_obj = false;
      for (const auto& [o, v] : m_pool().by_obj) any_obj = any_obj || !v.empty();
      if (any_obj || !m_pool().by_type.empty())
        s += "Registered callbacks for all instances of " + tname +
             "\n---------------------------------------------------------------\n";
      else
        s += "No callbacks registered for any instances of type " + tname + ".\n";
      for (const auto& [o, v] : m_pool().by_obj) add_rows(v, o->get_full_name());
    } else {
      const auto it = m_pool().by_obj.find(obj);
      if (it != m_pool().by_obj.end() || !m_pool().by_type.empty())
        s += "Registered callbacks for instance " + obj->get_full_name() + " of " + tname +
             "\n---------------------------------------------------------------\n";
      if (it != m_pool().by_obj.end()) add_rows(it->second, obj->get_full_name());
    }
    if (rows.empty())
      s += "No callbacks registered for instance " + (obj ? obj->get_full_name() : "*") +
           " of type " + tname + "\n";
    std::size_t w_cb = 0, w_inst = 0;
    for (const row& r : rows) {
      w_cb = std::max(w_cb, r.cb.size());
      w_inst = std::max(w_inst, r.inst.size());
    }
    const auto blanks = [](std::size_t width, std::size_t used) {
      return std::string(width > used ? width - used - 1 : 15, ' ');
    };
    for (const row& r : rows)
      s += r.cb + "  " + blanks(w_cb, r.cb.size()) + " on " + r.inst + "  " +
           blanks(w_inst, r.inst.size()) + "  " + r.mode + "\n";
    detail::report_from_root(UVM_INFO, "UVM/CB/DISPLAY", s, UVM_NONE, __FILE__, __LINE__);
  }

  /// The type name display() prints (set by UVM_REGISTER_CB).
  static bool m_register_type_name(const char* name) {
    m_pool().type_name = name;
    return true;
  }

 private:
  struct pool {
    std::string type_name;
    std::vector<CB*> by_type;
    std::map<const T*, std::vector<CB*>> by_obj;
  };
  static pool& m_pool() {
    static pool p;
    return p;
  }
};

}  // namespace uvm

/// Declares, inside class T, that T uses callbacks of type CB (UVM-SystemC's UVM_REGISTER_CB):
/// records T's name for uvm_callbacks<T, CB>::display() (in a class template, only once the
/// member is used).
#define UVM_REGISTER_CB(T, CB)                                                                 \
  static_assert(std::is_base_of<::uvm::uvm_callback, CB>::value, "CB must be a uvm_callback"); \
  static inline const bool UVM_LITE_CB_CONCAT(m_uvm_cb_registered_, __LINE__) =                \
      ::uvm::uvm_callbacks<T, CB>::m_register_type_name(#T)
#define UVM_LITE_CB_CONCAT(A, B) UVM_LITE_CB_CONCAT2(A, B)
#define UVM_LITE_CB_CONCAT2(A, B) A##B

/// Calls METHOD on every enabled callback of type CB registered for this object.
#define UVM_DO_CALLBACKS(T, CB, METHOD) UVM_DO_OBJ_CALLBACKS(T, CB, this, METHOD)
#define UVM_DO_OBJ_CALLBACKS(T, CB, OBJ, METHOD)                   \
  do {                                                             \
    for (CB * uvm_cb_ : ::uvm::uvm_callbacks<T, CB>::get_all(OBJ)) \
      if (uvm_cb_->is_enabled()) uvm_cb_->METHOD;                  \
  } while (0)
/// Returns VAL from the enclosing function as soon as a callback's METHOD returns VAL;
/// returns !VAL if none does.
#define UVM_DO_CALLBACKS_EXIT_ON(T, CB, METHOD, VAL) \
  UVM_DO_OBJ_CALLBACKS_EXIT_ON(T, CB, this, METHOD, VAL)
#define UVM_DO_OBJ_CALLBACKS_EXIT_ON(T, CB, OBJ, METHOD, VAL)              \
  do {                                                                     \
    for (CB * uvm_cb_ : ::uvm::uvm_callbacks<T, CB>::get_all(OBJ))         \
      if (uvm_cb_->is_enabled() && uvm_cb_->METHOD == (VAL)) return (VAL); \
    return !(VAL);                                                         \
  } while (0)
