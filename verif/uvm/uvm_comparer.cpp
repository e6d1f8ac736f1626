// uvm_comparer.cpp: comparison policy (see uvm_comparer.h).
#include "uvm_comparer.h"

#include <fmt/format.h>

#include "uvm_object.h"
#include "uvm_root.h"

namespace uvm {

uvm_comparer* uvm_default_comparer = new uvm_comparer();

namespace {
std::string radix_value(std::uint64_t v, uvm_radix_enum radix) {
  switch (radix) {
    case UVM_BIN:
      return fmt::format("'b{:b}", v);
    case UVM_OCT:
      return fmt::format("'o{:o}", v);
    case UVM_DEC:
      return fmt::format("0d{}", v);  // UVM-SystemC: sc_lv::to_string(SC_DEC, true)
    case UVM_UNSIGNED:
      return fmt::format("{}", v);
    default:
      return fmt::format("0x{:x}", v);
  }
}
void report_miscmp(uvm_severity sev, const std::string& msg, int verbosity) {
  const uvm_root* root = uvm_root::get();
  if (root->uvm_report_enabled(verbosity, sev, "MISCMP"))
    root->uvm_report(sev, "MISCMP", msg, verbosity, __FILE__, __LINE__);
}
}  // namespace

void uvm_comparer::print_msg(const std::string& msg) const {
  ++result;
  if (result <= show_max)
    report_miscmp(sev, fmt::format("Miscompare for {}: {}", m_scope, msg),
                  static_cast<int>(verbosity));
  miscompares += fmt::format("{}: {}\n", m_scope, msg);
}

bool uvm_comparer::compare_field(const std::string& name, std::uint64_t lhs, std::uint64_t rhs,
                                 int size, uvm_radix_enum radix) const {
  if (size > 0 && size < 64) {
    const std::uint64_t mask = (std::uint64_t{1} << size) - 1;
    lhs &= mask;
    rhs &= mask;
  }
  if (lhs == rhs) return true;
  const std::string saved = m_scope;
  m_scope = saved.empty() ? name : saved + "." + name;
  print_msg(fmt::format("lhs = {} : rhs = {}", radix_value(lhs, radix), radix_value(rhs, radix)));
  m_scope = saved;
  return false;
}

bool uvm_comparer::compare_field_int(const std::string& name, std::int64_t lhs, std::int64_t rhs,
                                     int size, uvm_radix_enum radix) const {
  return compare_field(name, static_cast<std::uint64_t>(lhs), static_cast<std::uint64_t>(rhs), size,
                       radix);
}

bool uvm_comparer::compare_field_real(const std::string& name, double lhs, double rhs) const {
  if (lhs == rhs) return true;
  const std::string saved = m_scope;
  m_scope = saved.empty() ? name : saved + "." + name;
  print_msg(fmt::format("lhs = {} : rhs = {}", lhs, rhs));
  m_scope = saved;
  return false;
}

bool uvm_comparer::compare_string(const std::string& name, const std::string& lhs,
                                  const std::string& rhs) const {
  if (lhs == rhs) return true;
  const std::string saved = m_scope;
  m_scope = saved.empty() ? name : saved + "." + name;
  print_msg(fmt::format("lhs = \"{}\" : rhs = \"{}\"", lhs, rhs));
  m_scope = saved;
  return false;
}

void uvm_comparer::print_msg_object(const uvm_object* lhs, const uvm_object* rhs) const {
  print_msg(fmt::format("{} vs. {}", lhs ? lhs->get_name() + uvm_object_value_str(lhs) : "<null>",
                        rhs ? rhs->get_name() + uvm_object_value_str(rhs) : "<null>"));
}

bool uvm_comparer::compare_object(const std::string& name, const uvm_object* lhs,
                                  const uvm_object* rhs) const {
  if (lhs == rhs) return true;
  const std::string saved = m_scope;
  m_scope = saved.empty() ? name : saved + "." + name;
  bool ok = true;
  if (!lhs || !rhs) {
    print_msg_object(lhs, rhs);
    ok = false;
  } else if (policy == UVM_REFERENCE) {
    print_msg_object(lhs, rhs);
    ok = false;
  } else {
    ++m_depth;
    if (check_type && lhs->get_type_name() != rhs->get_type_name()) {
      print_msg(fmt::format("lhs type = \"{}\" : rhs type = \"{}\"", lhs->get_type_name(),
                            rhs->get_type_name()));
      ok = false;
    } else {
      ok = lhs->do_compare(*rhs, this);
    }
    --m_depth;
  }
  m_scope = saved;
  return ok;
}

}  // namespace uvm
