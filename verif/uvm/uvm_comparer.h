// uvm_comparer.h: comparison policy (UVM's uvm_comparer).
//
// uvm_object::compare(rhs, comparer) resets the comparer's result and calls do_compare(rhs,
// comparer). In do_compare, compare fields with compare_field_int / compare_string /
// compare_object / compare_field_real: each miscompare increments `result`, is added to
// `miscompares`, and the first `show_max` are reported by uvm_root ("reporter") as UVM_INFO
// [MISCMP] "Miscompare for <field>: lhs = <v> : rhs = <v>" at `verbosity` (UVM_LOW), as
// UVM-SystemC: the field is named by its scope below the compared object (nested object fields
// joined with '.', without the object's own name), UVM_DEC values carry UVM-SystemC's "0d"
// prefix, and no roll-up line follows. A compare returns true iff no miscompare was found and
// do_compare returned true.
#pragma once

#include <cstdint>
#include <string>

#include "uvm_printer.h"
#include "uvm_report.h"

namespace uvm {

class uvm_object;

enum uvm_recursion_policy_enum {
  UVM_DEFAULT_POLICY = 0,
  UVM_DEEP = 0x400,
  UVM_SHALLOW = 0x800,
  UVM_REFERENCE = 0x1000
};

class uvm_comparer {
 public:
  uvm_comparer() = default;
  virtual ~uvm_comparer() = default;

  uvm_recursion_policy_enum policy = UVM_DEFAULT_POLICY;
  unsigned int show_max = 1;
  unsigned int verbosity = UVM_LOW;
  uvm_severity sev = UVM_INFO;
  mutable std::string miscompares;
  bool physical = true;
  bool abstract = true;
  bool check_type = true;
  mutable unsigned int result = 0;

  virtual bool compare_field(const std::string& name, std::uint64_t lhs, std::uint64_t rhs,
                             int size, uvm_radix_enum radix = UVM_NORADIX) const;
  virtual bool compare_field_int(const std::string& name, std::int64_t lhs, std::int64_t rhs,
                                 int size = 64, uvm_radix_enum radix = UVM_NORADIX) const;
  virtual bool compare_field_real(const std::string& name, double lhs, double rhs) const;
  virtual bool compare_object(const std::string& name, const uvm_object* lhs,
                              const uvm_object* rhs) const;
  virtual bool compare_string(const std::string& name, const std::string& lhs,
                              const std::string& rhs) const;
  /// Counts one miscompare and reports it (the first show_max).
  void print_msg(const std::string& msg) const;
  void print_msg_object(const uvm_object* lhs, const uvm_object* rhs) const;

  /// Scope of the nested object being compared (fields are reported as "<scope>.<field>").
  mutable std::string m_scope;
  mutable int m_depth = 0;
};

extern uvm_comparer* uvm_default_comparer;

}  // namespace uvm
