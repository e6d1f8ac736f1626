// uvm_config_db.cpp: scope matching and precedence for uvm_config_db (see uvm_config_db.h).
#include "uvm_config_db.h"

#include <cxxabi.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <regex>

#include <fmt/format.h>

#include "uvm_plusargs.h"
#include "uvm_root.h"

namespace uvm {
namespace detail {

namespace {
/// Glob with * (any run, also '.'), + (one or more), ? (one char); whole-string match.
bool glob_match(const char* p, const char* s) {
  const char* star_p = nullptr;
  const char* star_s = nullptr;
  while (*s) {
    if (*p == '?' || (*p != '*' && *p != '+' && *p == *s)) {
      ++p;
      ++s;
    } else if (*p == '*' || *p == '+') {
      if (*p == '+') ++s;  // '+' consumes at least one character
      star_p = p++;
      star_s = s;
    } else if (star_p) {
      p = star_p + 1;
      s = ++star_s;
    } else {
      return false;
    }
  }
  while (*p == '*') ++p;
  return *p == '\0';
}
}  // namespace

bool uvm_is_match(const std::string& pattern, const std::string& str) {
  if (pattern.size() >= 2 && pattern.front() == '/' && pattern.back() == '/') {
    const std::regex re(pattern.substr(1, pattern.size() - 2));
    return std::regex_search(str, re);
  }
  if (pattern.find_first_of("*+?") == std::string::npos) return pattern == str;
  return glob_match(pattern.c_str(), str.c_str());
}

std::string config_scope(uvm_component* cntxt, const std::string& inst_name) {
  const std::string base = cntxt ? cntxt->get_full_name() : std::string();
  if (inst_name.empty()) return base;
  if (base.empty()) return inst_name;
  return base + "." + inst_name;
}

int config_precedence(uvm_component* cntxt) {
  constexpr int default_precedence = 1000;
  if (uvm_root::get()->get_current_phase() != UVM_BUILD_PHASE) return default_precedence;
  return default_precedence - (cntxt ? cntxt->get_depth() : 0);
}

std::uint64_t config_next_serial() {
  static std::uint64_t serial = 0;
  return ++serial;
}

void config_trace(const char* op, const std::string& scope, const std::string& field, bool hit) {
  static const bool on = plusargs::has("UVM_CONFIG_DB_TRACE");
  if (!on) return;
  uvm_report_info("CFGDB/TRC",
                  fmt::format("config_db {} scope '{}' field '{}'{}", op, scope, field,
                              std::string(op) == "get" ? (hit ? ": found" : ": not found") : ""),
                  UVM_NONE);
}

namespace {
std::vector<resource_record>& resource_records() {
  static std::vector<resource_record> records;
  return records;
}
}  // namespace

void add_resource_record(const resource_record& record) {
  resource_records().push_back(record);
}

std::string resource_scope_text(const std::string& scope) {
  if (scope.size() >= 2 && scope.front() == '/' && scope.back() == '/') return scope;
  std::string re = "/^";
  for (const char c : scope) {
    switch (c) {
      case '*':
        re += ".*";
        break;
      case '+':
        re += ".+";
        break;
      case '?':
        re += '.';
        break;
      case '.':
      case '^':
      case '$':
      case '(':
      case ')':
      case '|':
      case '\\':
        re += '\\';
        re += c;
        break;
      default:
        re += c;
    }
  }
  return re + "$/";
}

std::string demangled_type_name(const std::type_info& type) {
  int status = 0;
  char* name = abi::__cxa_demangle(type.name(), nullptr, nullptr, &status);
  std::string out = status == 0 && name ? name : type.name();
  std::free(name);
  return out;
}

}  // namespace detail

void uvm_resource_db<detail::resource_pool_tag>::dump() {
  struct line_t {
    std::string name, text;
  };
  std::vector<line_t> lines;
  const auto& records = detail::resource_records();
  for (auto it = records.rbegin(); it != records.rend(); ++it) {  // most recent first
    line_t l;
    if (it->describe(it->index, l.name, l.text)) lines.push_back(std::move(l));
  }
  std::stable_sort(lines.begin(), lines.end(),
                   [](const line_t& a, const line_t& b) { return a.name < b.name; });
  uvm_root::get()->uvm_report_info("UVM/RESOURCE/DUMP", "\n=== resource pool ===", UVM_NONE,
                                   __FILE__, __LINE__);
  for (const line_t& l : lines) std::cout << l.text << '\n';
  std::cout.flush();
  uvm_root::get()->uvm_report_info("UVM/RESOURCE/DUMP", "=== end of resource pool ===", UVM_NONE,
                                   __FILE__, __LINE__);
}

}  // namespace uvm
