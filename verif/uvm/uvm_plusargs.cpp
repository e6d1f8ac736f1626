// uvm_plusargs.cpp: plusarg parsing (see uvm_plusargs.h).
#include "uvm_plusargs.h"

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <system_error>

#include <fmt/format.h>
#include <systemc>

#include "uvm_report.h"

namespace uvm {
namespace plusargs {
namespace {

struct state {
  bool initialised = false;
  std::vector<std::string> args;  ///< only the '+' arguments, in order
};

state& st() {
  static state s;
  return s;
}

void ensure_init() {
  state& s = st();
  if (s.initialised) return;
  s.initialised = true;
  // Fall back to what SystemC captured for sc_main (empty outside sc_main).
  const int argc = sc_core::sc_argc();
  const char* const* argv = sc_core::sc_argv();
  for (int i = 1; i < argc && argv; ++i)
    if (argv[i] && argv[i][0] == '+') s.args.emplace_back(argv[i]);
}

/// Finds the first "+name" or "+name=..." and returns a pointer to the text after the name.
const std::string* find(std::string_view name, std::size_t& value_pos) {
  ensure_init();
  for (const std::string& a : st().args) {
    if (a.size() < name.size() + 1 || a.compare(1, name.size(), name) != 0) continue;
    const std::size_t end = name.size() + 1;
    if (a.size() == end) {
      value_pos = std::string::npos;
      return &a;
    }
    if (a[end] == '=') {
      value_pos = end + 1;
      return &a;
    }
  }
  return nullptr;
}

}  // namespace

void init(int argc, const char* const* argv) {
  state& s = st();
  s.initialised = true;
  s.args.clear();
  for (int i = 1; i < argc && argv; ++i)
    if (argv[i] && argv[i][0] == '+') s.args.emplace_back(argv[i]);
}

void set_for_testing(const std::vector<std::string>& args) {
  state& s = st();
  s.initialised = true;
  s.args.clear();
  for (const auto& a : args)
    if (!a.empty() && a[0] == '+') s.args.push_back(a);
}

bool has(std::string_view name) {
  std::size_t pos = 0;
  return find(name, pos) != nullptr;
}

std::string get_string(std::string_view name, std::string_view def) {
  std::size_t pos = 0;
  const std::string* a = find(name, pos);
  if (!a) return std::string(def);
  if (pos == std::string::npos) return "";
  return a->substr(pos);
}

std::uint64_t get_u64(std::string_view name, std::uint64_t def) {
  std::size_t pos = 0;
  const std::string* a = find(name, pos);
  if (!a) return def;
  const std::string text = pos == std::string::npos ? "" : a->substr(pos);
  errno = 0;
  char* end = nullptr;
  const bool neg = !text.empty() && text[0] == '-';
  const unsigned long long v = std::strtoull(text.c_str(), &end, 0);
  if (text.empty() || neg || errno != 0 || !end || *end != '\0') {
    uvm_report_fatal("PLUSARG", fmt::format("+{}={} is not an unsigned 64-bit number", name, text));
    return def;
  }
  return static_cast<std::uint64_t>(v);
}

const std::vector<std::string>& all() {
  ensure_init();
  return st().args;
}

}  // namespace plusargs

std::string out_dir() {
  // Created on first use, so a sim run by hand with a new +out_dir= still writes its waves,
  // coverage and transaction log instead of silently losing them.
  std::string dir = plusargs::get_string("out_dir", ".");
  static bool created = false;
  if (!created) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    created = true;
  }
  return dir;
}

}  // namespace uvm
