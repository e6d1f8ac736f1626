// uvm_printer.h: printer policies (UVM's uvm_printer, uvm_table_printer, uvm_tree_printer,
// uvm_line_printer) and the printer knobs.
//
// An object's do_print(const uvm_printer&) adds rows (print_field_int, print_string,
// print_object, ...); emit() formats them. The layouts are UVM-SystemC's:
//
//   uvm_table_printer:                 uvm_tree_printer:
//   ---------------------------        pkt: (packet@012) {
//   Name    Type    Size  Value          addr: 0x1f
//   ---------------------------        }
//   pkt     packet  -     @012
//     addr  int     8     0x1f         uvm_line_printer:
//   ---------------------------        pkt: (packet@012) { addr: 0x1f  }
//
// Like UVM-SystemC, a table printer's column widths only grow over its lifetime. Integral
// values are printed as UVM-SystemC does (print_field_int: the value reduced to `size` bits and
// shown as a 32-bit int; default radix hex with prefix "0x"; decimal without prefix).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <systemc>

namespace uvm {

class uvm_object;

/// Radix of printed/compared integral values (UVM's uvm_radix_enum).
enum uvm_radix_enum {
  UVM_NORADIX = 0,
  UVM_BIN = 0x1000000,
  UVM_DEC = 0x2000000,
  UVM_UNSIGNED = 0x3000000,
  UVM_UNFORMAT2 = 0x4000000,
  UVM_UNFORMAT4 = 0x5000000,
  UVM_OCT = 0x6000000,
  UVM_HEX = 0x7000000,
  UVM_STRING = 0x8000000,
  UVM_TIME = 0x9000000,
  UVM_ENUM = 0xa000000,
  UVM_REAL = 0xb000000,
  UVM_REAL_DEC = 0xc000000,
  UVM_REAL_EXP = 0xd000000
};

/// Formats `value` reduced to `size` bits in `radix` with prefix `radix_str` (as UVM-SystemC).
std::string uvm_vector_to_string(std::int64_t value, int size, uvm_radix_enum radix,
                                 const std::string& radix_str);
/// "@<inst id>" (at least 3 digits), "<NULL>" for nullptr.
std::string uvm_object_value_str(const uvm_object* v);
/// Last component of a hierarchical name ("a.b.c" -> "c").
std::string uvm_leaf_scope(const std::string& full_name, const char* scope_separator = ".");

struct uvm_printer_row_info {
  int level = 0;
  std::string name;
  std::string type_name;
  std::string size;
  std::string val;
};

class uvm_printer_knobs {
 public:
  bool header = true;
  bool footer = true;
  bool full_name = false;
  bool identifier = true;
  bool type_name = true;
  bool size = true;
  int depth = -1;
  bool reference = true;
  int begin_elements = 5;
  int end_elements = 5;
  std::string prefix;
  int indent = 2;
  bool show_root = false;
  int mcd = 1;
  std::string separator = "{}";
  bool show_radix = true;
  uvm_radix_enum default_radix = UVM_HEX;
  std::string dec_radix;
  std::string bin_radix = "'b";
  std::string oct_radix = "'o";
  std::string unsigned_radix;
  std::string hex_radix = "0x";
  std::string get_radix_str(uvm_radix_enum radix) const;
};

class uvm_printer {
 public:
  uvm_printer() = default;
  virtual ~uvm_printer() = default;

  uvm_printer_knobs knobs;

  virtual void print_field(const std::string& name, std::uint64_t value, int size,
                           uvm_radix_enum radix = UVM_NORADIX, const char* scope_separator = ".",
                           const std::string& type_name = "") const;
  virtual void print_field_int(const std::string& name, std::int64_t value, int size = -1,
                               uvm_radix_enum radix = UVM_NORADIX,
                               const char* scope_separator = ".",
                               const std::string& type_name = "") const;
  /// A SystemC bit or logic vector (sc_bv, sc_lv): its low 64 bits, as an int of `size` bits.
  template <typename X>
  void print_field_int(const std::string& name, const sc_dt::sc_proxy<X>& value, int size = -1,
                       uvm_radix_enum radix = UVM_NORADIX, const char* scope_separator = ".",
                       const std::string& type_name = "") const {
    print_field_int(name, static_cast<std::int64_t>(value.to_uint64()), size, radix,
                    scope_separator, type_name);
  }
  virtual void print_real(const std::string& name, double value,
                          const char* scope_separator = ".") const;
  void print_double(const std::string& name, double value,
                    const char* scope_separator = ".") const {
    print_real(name, value, scope_separator);
  }
  virtual void print_object(const std::string& name, const uvm_object& obj,
                            const char* scope_separator = ".") const;
  virtual void print_object_header(const std::string& name, const uvm_object& obj,
                                   const char* scope_separator = ".") const;
  virtual void print_string(const std::string& name, const std::string& value,
                            const char* scope_separator = ".") const;
  virtual void print_time(const std::string& name, const sc_core::sc_time& value,
                          const char* scope_separator = ".") const;
  virtual void print_generic(const std::string& name, const std::string& type_name, int size,
                             const std::string& value, const char* scope_separator = ".") const;
  virtual void print_array_header(const std::string& name, int size,
                                  const std::string& arraytype = "array",
                                  const char* scope_separator = ".") const;
  virtual void print_array_range(int min, int max) const;
  virtual void print_array_footer(int size = 0) const;

  /// Formats the rows collected so far and clears them.
  virtual std::string emit();
  virtual std::string format_row(const uvm_printer_row_info& row);
  virtual std::string format_header();
  virtual std::string format_footer();

  /// True when not inside an object being printed (sprint at the top level).
  bool istop() const { return m_stack.empty(); }

 protected:
  std::string adjust_name(const std::string& id, const char* scope_separator = ".") const;
  int m_depth() const { return static_cast<int>(m_stack.size()); }
  std::string m_scope_get() const;
  void m_set_arg(const std::string& arg) const {
    if (!arg.empty()) m_arg = arg;
  }
  void m_down(const std::string& s) const {
    m_stack.push_back(s);
    m_arg.clear();
  }
  void m_up() const {
    if (!m_stack.empty()) m_stack.pop_back();
    m_arg.clear();
  }
  void m_add_row(uvm_printer_row_info row) const { m_rows.push_back(std::move(row)); }

  mutable std::vector<uvm_printer_row_info> m_rows;

 private:
  mutable std::vector<std::string> m_stack;
  mutable std::string m_arg;
};

class uvm_table_printer : public uvm_printer {
 public:
  uvm_table_printer() = default;
  std::string emit() override;

 private:
  void calculate_max_widths();
  std::size_t m_max_name = 4;
  std::size_t m_max_type = 4;
  std::size_t m_max_size = 4;
  std::size_t m_max_value = 5;
};

class uvm_tree_printer : public uvm_printer {
 public:
  uvm_tree_printer();
  std::string emit() override;

 protected:
  std::string newline = "\n";
};

class uvm_line_printer : public uvm_tree_printer {
 public:
  uvm_line_printer() {
    newline = " ";
    knobs.indent = 0;
  }
};

/// The default printers (UVM-SystemC's globals). uvm_default_printer is the table printer
/// unless a program points it elsewhere.
extern uvm_table_printer* uvm_default_table_printer;
extern uvm_tree_printer* uvm_default_tree_printer;
extern uvm_line_printer* uvm_default_line_printer;
extern uvm_printer* uvm_default_printer;

}  // namespace uvm
