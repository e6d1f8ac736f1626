// uvm_config_db.h: typed configuration database (UVM's uvm_config_db<T>).
//
//   uvm_config_db<int>::set(this, "env.agent*", "num_items", 10);
//   int n = 0; if (!uvm_config_db<int>::get(this, "", "num_items", n)) ...
//
// Scope of a set: cntxt's full name + "." + inst_name (inst_name alone when cntxt is nullptr,
// i.e. uvm_root; cntxt's full name when inst_name is ""). inst_name and field_name may be globs
// (* any run, ? one char); a /regex/ inst_name is a std::regex (ECMAScript), as UVM.
//
// Precedence (as UVM 1.2 uvm_config_db): a set made while the build phase runs gets precedence
// 1000 - depth(cntxt) (uvm_root depth 0, uvm_test_top 1, ...): a set from higher in the
// hierarchy wins over one from lower down. Any other set (before run_test, or in later phases)
// gets 1000. get() returns, among the entries whose scope matches and whose field matches, the
// one with the highest precedence; at equal precedence the most recent set wins (a set to the
// same scope+field from the same context updates that entry and makes it the most recent).
// As in UVM there is no "exact beats wildcard" rule: specificity does not matter, only
// precedence and then recency.
//
// uvm_resource_db<>::dump() lists every set made so far (all types) as UVM-SystemC's resource
// pool dump does: by field name, the most recent set first, each as
// " <field> [<scope as a regex>] : (<type>) <value>".
#pragma once

#include <cstdint>
#include <memory>
#include <ostream>
#include <sstream>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <vector>

#include "uvm_component.h"

namespace uvm {

namespace detail {
/// Glob match (* ?) or /regex/; used by config_db and factory instance overrides.
bool uvm_is_match(const std::string& pattern, const std::string& str);
/// Full scope string of a set/get.
std::string config_scope(uvm_component* cntxt, const std::string& inst_name);
/// Precedence of a set made now from cntxt (see above).
int config_precedence(uvm_component* cntxt);
/// Monotonic counter for recency.
std::uint64_t config_next_serial();
/// Optional tracing (+UVM_CONFIG_DB_TRACE).
void config_trace(const char* op, const std::string& scope, const std::string& field, bool hit);

/// One config_db set, in the order of the sets (for uvm_resource_db<>::dump()). describe()
/// fills the field name and the dump line of entry `index` of its type's pool; false if the
/// pool was cleared since.
struct resource_record {
  bool (*describe)(std::size_t index, std::string& name, std::string& line);
  std::size_t index;
};
void add_resource_record(const resource_record& record);
/// A set's scope as UVM shows it: a glob becomes /^regex$/, a /regex/ stays.
std::string resource_scope_text(const std::string& scope);
/// Demangled name of a type (for types without a fixed name below).
std::string demangled_type_name(const std::type_info& type);
template <typename T>
std::string resource_type_name() {
  if constexpr (std::is_same_v<T, std::string>)
    return "std::string";
  else
    return demangled_type_name(typeid(T));
}
template <typename T, typename = void>
struct is_streamable : std::false_type {};
template <typename T>
struct is_streamable<T, std::void_t<decltype(std::declval<std::ostream&>() << std::declval<T>())>>
    : std::true_type {};
template <typename T>
std::string resource_value_text(const T& value) {
  if constexpr (is_streamable<T>::value) {
    std::ostringstream os;
    os << value;
    return os.str();
  } else {
    return "?";
  }
}
/// Tag type: uvm_resource_db<> (no type) is the whole pool.
struct resource_pool_tag {};
}  // namespace detail

template <typename T = detail::resource_pool_tag>
class uvm_resource_db;
/// uvm_resource_db<>::dump(): every resource set so far (see above).
template <>
class uvm_resource_db<detail::resource_pool_tag> {
 public:
  static void dump();
};

template <typename T>
class uvm_config_db {
 public:
  static void set(uvm_component* cntxt, const std::string& inst_name, const std::string& field_name,
                  const T& value) {
    const std::string scope = detail::config_scope(cntxt, inst_name);
    const int precedence = detail::config_precedence(cntxt);
    auto& entries = pool();
    for (auto& e : entries) {
      if (e.scope == scope && e.field == field_name && e.cntxt == cntxt) {
        e.value = value;
        e.precedence = precedence;
        e.serial = detail::config_next_serial();
        detail::config_trace("set", scope, field_name, true);
        return;
      }
    }
    entries.push_back(
        entry{scope, field_name, cntxt, value, precedence, detail::config_next_serial()});
    detail::add_resource_record({&describe, entries.size() - 1});
    detail::config_trace("set", scope, field_name, true);
  }

  static bool get(uvm_component* cntxt, const std::string& inst_name, const std::string& field_name,
                  T& value) {
    const entry* best = lookup(cntxt, inst_name, field_name);
    detail::config_trace("get", detail::config_scope(cntxt, inst_name), field_name,
                         best != nullptr);
    if (!best) return false;
    value = best->value;
    return true;
  }

  static bool exists(uvm_component* cntxt, const std::string& inst_name,
                     const std::string& field_name) {
    return lookup(cntxt, inst_name, field_name) != nullptr;
  }

  /// Unit tests: forget every entry of this type.
  static void clear() { pool().clear(); }

 private:
  struct entry {
    std::string scope;
    std::string field;
    uvm_component* cntxt;
    T value;
    int precedence;
    std::uint64_t serial;
  };
  static bool describe(std::size_t index, std::string& name, std::string& line) {
    if (index >= pool().size()) return false;
    const entry& e = pool()[index];
    name = e.field;
    line = " " + e.field + " [" + detail::resource_scope_text(e.scope) + "] : (" +
           detail::resource_type_name<T>() + ") " + detail::resource_value_text(e.value);
    return true;
  }
  static std::vector<entry>& pool() {
    static std::vector<entry> entries;
    return entries;
  }
  static const entry* lookup(uvm_component* cntxt, const std::string& inst_name,
                             const std::string& field_name) {
    const std::string path = detail::config_scope(cntxt, inst_name);
    const entry* best = nullptr;
    for (const auto& e : pool()) {
      if (!detail::uvm_is_match(e.field, field_name)) continue;
      if (!detail::uvm_is_match(e.scope, path)) continue;
      if (!best || e.precedence > best->precedence ||
          (e.precedence == best->precedence && e.serial > best->serial))
        best = &e;
    }
    return best;
  }
};

}  // namespace uvm
