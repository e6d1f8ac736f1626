// uvm_resource_db.h: the part of UVM's resource database the register sequences use:
// uvm_resource_db<T>::set(scope, name, value) and get_by_name / read_by_name.
//
//   uvm::uvm_resource_db<bool>::set("REG::" + model.status.get_full_name(),
//                                   "NO_REG_BIT_BASH_TEST", true);
//
// The scope of a set() is a glob (* any run, ? one char) or a /regex/; a lookup scope is a
// plain name. When several resources match, the one set last wins.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "uvm_config_db.h"
#include "uvm_object.h"
#include "uvm_report.h"

namespace uvm {

template <typename T>
class uvm_resource {
 public:
  uvm_resource(std::string name, std::string scope, T value)
      : m_name(std::move(name)), m_scope(std::move(scope)), m_value(std::move(value)) {}
  const std::string& get_name() const { return m_name; }
  const std::string& get_scope() const { return m_scope; }
  T read(uvm_object* accessor = nullptr) const {
    (void)accessor;
    return m_value;
  }
  void write(const T& value, uvm_object* accessor = nullptr) {
    (void)accessor;
    m_value = value;
  }

 private:
  std::string m_name;
  std::string m_scope;
  T m_value;
};

template <typename T>
class uvm_resource_db {
 public:
  static void set(const std::string& scope, const std::string& name, const T& value,
                  uvm_object* accessor = nullptr) {
    (void)accessor;
    pool().push_back(std::make_unique<uvm_resource<T>>(name, scope, value));
  }
  /// The resource `name` visible in `scope`, or nullptr (UVM_WARNING if rpterr).
  static uvm_resource<T>* get_by_name(const std::string& scope, const std::string& name,
                                      bool rpterr = true) {
    auto& p = pool();
    for (auto it = p.rbegin(); it != p.rend(); ++it) {
      if ((*it)->get_name() == name && detail::uvm_is_match((*it)->get_scope(), scope))
        return it->get();
    }
    if (rpterr) {
      uvm_report_warning("RNFNAME", "resource " + name + " not located in scope " + scope);
    }
    return nullptr;
  }
  static bool read_by_name(const std::string& scope, const std::string& name, T& value,
                           uvm_object* accessor = nullptr) {
    uvm_resource<T>* r = get_by_name(scope, name, false);
    if (!r) return false;
    value = r->read(accessor);
    return true;
  }
  /// Unit tests: forget every resource of this type.
  static void clear() { pool().clear(); }

 private:
  static std::vector<std::unique_ptr<uvm_resource<T>>>& pool() {
    static std::vector<std::unique_ptr<uvm_resource<T>>> resources;
    return resources;
  }
};

}  // namespace uvm
