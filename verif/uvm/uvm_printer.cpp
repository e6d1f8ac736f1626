// uvm_printer.cpp: printers (see uvm_printer.h).
#include "uvm_printer.h"

#include <bitset>
#include <sstream>

#include <fmt/format.h>

#include "uvm_component.h"
#include "uvm_object.h"

namespace uvm {

uvm_table_printer* uvm_default_table_printer = new uvm_table_printer();
uvm_tree_printer* uvm_default_tree_printer = new uvm_tree_printer();
uvm_line_printer* uvm_default_line_printer = new uvm_line_printer();
uvm_printer* uvm_default_printer = uvm_default_table_printer;

std::string uvm_vector_to_string(std::int64_t value, int size, uvm_radix_enum radix,
                                 const std::string& radix_str) {
  // As UVM-SystemC: the value reduced to `size` bits, then handled as a (32-bit) int.
  std::uint64_t bits = static_cast<std::uint64_t>(value);
  if (size > 0 && size < 64) bits &= (std::uint64_t{1} << size) - 1;
  const int v = static_cast<int>(static_cast<std::uint32_t>(bits));
  switch (radix) {
    case UVM_BIN:
      return radix_str + std::bitset<16>(static_cast<unsigned long long>(v)).to_string();
    case UVM_OCT:
      return radix_str + fmt::format("{:o}", static_cast<unsigned>(v));
    case UVM_UNSIGNED:
    case UVM_DEC:
    case UVM_TIME:
      return radix_str + fmt::format("{}", v);
    case UVM_STRING:
      return radix_str + std::string(1, static_cast<char>(v));
    default:
      return radix_str + fmt::format("{:x}", static_cast<unsigned>(v));
  }
}

std::string uvm_object_value_str(const uvm_object* v) {
  if (!v) return "<NULL>";
  return fmt::format("@{:03}", v->get_inst_id());
}

std::string uvm_leaf_scope(const std::string& full_name, const char* scope_separator) {
  const char sep = scope_separator && *scope_separator ? *scope_separator : '.';
  char bracket = '\0';
  switch (sep) {
    case '[':
      bracket = ']';
      break;
    case '(':
      bracket = ')';
      break;
    case '<':
      bracket = '>';
      break;
    case '{':
      bracket = '}';
      break;
    default:
      break;
  }
  if (full_name.empty()) return full_name;
  if (bracket != '\0' && full_name.back() != bracket) bracket = '\0';
  int matches = 0;
  std::size_t pos = full_name.size() - 1;
  for (; pos != 0; --pos) {
    if (bracket != '\0' && full_name[pos] == bracket) {
      ++matches;
    } else if (full_name[pos] == sep) {
      --matches;
      if (matches == 0 || bracket == '\0') break;
    }
  }
  if (pos == 0) return full_name;
  if (sep != '.') --pos;
  return full_name.substr(pos + 1);
}

std::string uvm_printer_knobs::get_radix_str(uvm_radix_enum radix) const {
  if (!show_radix) return "";
  if (radix == UVM_NORADIX) radix = default_radix;
  switch (radix) {
    case UVM_BIN:
      return bin_radix;
    case UVM_OCT:
      return oct_radix;
    case UVM_DEC:
      return dec_radix;
    case UVM_HEX:
      return hex_radix;
    case UVM_UNSIGNED:
      return unsigned_radix;
    default:
      return "";
  }
}

// ---- uvm_printer ------------------------------------------------------------------------------
std::string uvm_printer::m_scope_get() const {
  std::string s;
  for (const std::string& e : m_stack) {
    if (s.empty())
      s = e;
    else if (!e.empty() && (e[0] == '[' || e[0] == '(' || e[0] == '{'))
      s += e;
    else
      s += "." + e;
  }
  if (!m_arg.empty()) {
    // As UVM: the argument always follows a '.', so an element "[i]" is its own leaf name.
    if (s.empty())
      s = m_arg;
    else
      s += "." + m_arg;
  }
  return s;
}

std::string uvm_printer::adjust_name(const std::string& id, const char* scope_separator) const {
  if ((knobs.show_root && m_depth() == 0) || knobs.full_name || id == "...") return id;
  return uvm_leaf_scope(id, scope_separator);
}

void uvm_printer::print_field(const std::string& name, std::uint64_t value, int size,
                              uvm_radix_enum radix, const char* scope_separator,
                              const std::string& type_name) const {
  m_set_arg(name);
  if (size < 0) size = 64;
  if (radix == UVM_NORADIX) radix = knobs.default_radix;
  std::uint64_t bits = value;
  if (size < 64) bits &= (std::uint64_t{1} << size) - 1;
  std::string val;
  switch (radix) {
    case UVM_BIN:
      for (int i = size - 1; i >= 0; --i) val += ((bits >> i) & 1) ? '1' : '0';
      break;
    case UVM_OCT:
      val = fmt::format("{:o}", bits);
      break;
    case UVM_DEC:
    case UVM_UNSIGNED:
    case UVM_TIME:
      val = fmt::format("{}", bits);
      break;
    default:
      val = fmt::format("{:x}", bits);
  }
  m_add_row({m_depth(), adjust_name(m_scope_get(), scope_separator),
             type_name.empty() ? (radix == UVM_TIME     ? "time"
                                  : radix == UVM_STRING ? "string"
                                                        : "int")
                               : type_name,
             std::to_string(size), knobs.get_radix_str(radix) + val});
}

void uvm_printer::print_field_int(const std::string& name, std::int64_t value, int size,
                                  uvm_radix_enum radix, const char* scope_separator,
                                  const std::string& type_name) const {
  m_set_arg(name);
  std::string tname = type_name;
  if (tname.empty()) tname = radix == UVM_TIME ? "time" : radix == UVM_STRING ? "string" : "int";
  if (size == -1) size = 64;
  if (radix == UVM_NORADIX) radix = knobs.default_radix;
  m_add_row({m_depth(), adjust_name(m_scope_get(), scope_separator), tname, std::to_string(size),
             uvm_vector_to_string(value, size, radix, knobs.get_radix_str(radix))});
}

void uvm_printer::print_real(const std::string& name, double value,
                             const char* scope_separator) const {
  if (name != "...") m_set_arg(name);
  std::ostringstream v;
  v << value;  // as std::ostream prints a double (UVM-SystemC)
  m_add_row({m_depth(), adjust_name(m_scope_get(), scope_separator), "double",
             std::to_string(sizeof(double) * 8), v.str()});
}

void uvm_printer::print_object_header(const std::string& name, const uvm_object& obj,
                                      const char* scope_separator) const {
  std::string lname = name;
  if (lname.empty()) {
    const auto* comp = dynamic_cast<const uvm_component*>(&obj);
    lname = (m_depth() == 0 && comp) ? comp->get_full_name() : obj.get_name();
  }
  if (lname.empty()) lname = "<unnamed>";
  m_set_arg(lname);
  uvm_printer_row_info row;
  row.level = m_depth();
  row.name = (row.level == 0 && knobs.show_root) ? obj.get_full_name()
                                                 : adjust_name(m_scope_get(), scope_separator);
  row.type_name = obj.get_type_name();
  row.size = "-";
  row.val = knobs.reference ? uvm_object_value_str(&obj) : "-";
  m_add_row(std::move(row));
}

void uvm_printer::print_object(const std::string& name, const uvm_object& obj,
                               const char* scope_separator) const {
  print_object_header(name, obj, scope_separator);
  if (knobs.depth != -1 && knobs.depth <= m_depth()) return;
  m_down(name.empty() ? obj.get_name() : name);
  if (const auto* comp = dynamic_cast<const uvm_component*>(&obj))
    for (uvm_component* child : comp->get_children())
      if (child->print_enabled) print_object("", *child);
  obj.do_print(*this);
  m_up();
}

void uvm_printer::print_string(const std::string& name, const std::string& value,
                               const char* scope_separator) const {
  m_set_arg(name);
  m_add_row({m_depth(), adjust_name(m_scope_get(), scope_separator), "string",
             std::to_string(value.size()), value.empty() ? "\"\"" : value});
}

void uvm_printer::print_time(const std::string& name, const sc_core::sc_time& value,
                             const char* scope_separator) const {
  print_real(name, value.to_seconds(), scope_separator);
}

void uvm_printer::print_generic(const std::string& name, const std::string& type_name, int size,
                                const std::string& value, const char* scope_separator) const {
  std::string lname = name;
  if (!name.empty() && name != "...") {
    m_set_arg(name);
    lname = m_scope_get();
  }
  m_add_row({m_depth(), adjust_name(lname, scope_separator), type_name,
             size == -2 ? "..." : std::to_string(size), value.empty() ? "\"\"" : value});
}

void uvm_printer::print_array_header(const std::string& name, int size,
                                     const std::string& arraytype,
                                     const char* scope_separator) const {
  m_set_arg(name);
  m_add_row({m_depth(), adjust_name(m_scope_get(), scope_separator), arraytype,
             std::to_string(size), "-"});
  m_down(name);
}

void uvm_printer::print_array_range(int min, int max) const {
  if (min == -1 && max == -1) return;
  if (min == -1) min = max;
  if (max == -1) max = min;
  if (max < min) return;
  print_generic("...", "...", -2, "...");
}

void uvm_printer::print_array_footer(int /*size*/) const {
  m_up();
}

std::string uvm_printer::emit() {
  m_rows.clear();
  return "";
}
std::string uvm_printer::format_row(const uvm_printer_row_info& /*row*/) {
  return "";
}
std::string uvm_printer::format_header() {
  return "";
}
std::string uvm_printer::format_footer() {
  return "";
}

// ---- table ------------------------------------------------------------------------------------
void uvm_table_printer::calculate_max_widths() {
  for (const uvm_printer_row_info& row : m_rows) {
    const std::size_t name_len =
        static_cast<std::size_t>(knobs.indent * row.level) + row.name.size();
    if (name_len > m_max_name) m_max_name = name_len;
    if (row.type_name.size() > m_max_type) m_max_type = row.type_name.size();
    if (row.size.size() > m_max_size) m_max_size = row.size.size();
    if (row.val.size() > m_max_value) m_max_value = row.val.size();
  }
}

std::string uvm_table_printer::emit() {
  const std::string linefeed = "\n" + knobs.prefix;
  calculate_max_widths();
  std::string s;
  std::string dashes;
  if (knobs.header) {
    const std::string user = format_header();
    if (user.empty()) {
      std::string header;
      if (knobs.identifier) {
        dashes = std::string(m_max_name + 2, '-');
        header = "Name" + std::string(m_max_name - 2, ' ');
      }
      if (knobs.type_name) {
        dashes += std::string(m_max_type + 2, '-');
        header += "Type" + std::string(m_max_type - 2, ' ');
      }
      if (knobs.size) {
        dashes += std::string(m_max_size + 2, '-');
        header += "Size" + std::string(m_max_size - 2, ' ');
      }
      dashes += std::string(m_max_value, '-') + linefeed;
      header += "Value" + std::string(m_max_value - 5, ' ') + linefeed;
      s += dashes + header + dashes;
    } else {
      s += user + linefeed;
    }
  }
  for (const uvm_printer_row_info& row : m_rows) {
    const std::string user = format_row(row);
    if (!user.empty()) {
      s += user + linefeed;
      continue;
    }
    std::string r;
    const std::size_t ind = static_cast<std::size_t>(row.level * knobs.indent);
    if (knobs.identifier)
      r = std::string(ind, ' ') + row.name +
          std::string(m_max_name - row.name.size() - ind + 2, ' ');
    if (knobs.type_name)
      r += row.type_name + std::string(m_max_type - row.type_name.size() + 2, ' ');
    if (knobs.size) r += row.size + std::string(m_max_size - row.size.size() + 2, ' ');
    s += r + row.val + linefeed;
  }
  if (knobs.footer) {
    const std::string user = format_footer();
    s += user.empty() ? dashes : user + linefeed;
  }
  m_rows.clear();
  return s;
}

// ---- tree / line ------------------------------------------------------------------------------
uvm_tree_printer::uvm_tree_printer() {
  knobs.size = false;
  knobs.type_name = false;
  knobs.header = false;
  knobs.footer = false;
}

std::string uvm_tree_printer::emit() {
  std::string s = knobs.prefix;
  const bool one_line = newline.empty() || newline == " ";
  const std::string linefeed = one_line ? newline : newline + knobs.prefix;
  std::string sep_start;
  std::string sep_end;
  if (knobs.separator.size() > 1) {
    sep_start = knobs.separator.substr(0, 1);
    sep_end = knobs.separator.substr(1, 1);
  }
  if (knobs.header) {
    const std::string user = format_header();
    if (!user.empty()) s += user + linefeed;
  }
  for (std::size_t i = 0; i < m_rows.size(); ++i) {
    const uvm_printer_row_info& row = m_rows[i];
    const std::string user = format_row(row);
    if (!user.empty()) {
      s += user;
      continue;
    }
    const std::string indent(static_cast<std::size_t>(row.level * knobs.indent), ' ');
    if (knobs.identifier) {
      s += indent + row.name;
      if (!row.name.empty() && row.name != "...") s += ": ";
    }
    if (!row.val.empty() && row.val[0] == '@')
      s += "(" + row.type_name + row.val + ") ";
    else if (knobs.type_name)
      s += "(" + row.type_name + ") ";
    if (knobs.size) s += "(" + row.size + ") ";
    if (i + 1 < m_rows.size() && m_rows[i + 1].level > row.level) {
      s += sep_start + linefeed;
      continue;
    }
    s += row.val + " " + linefeed;
    const int end_level = i + 1 == m_rows.size() ? 0 : m_rows[i + 1].level;
    for (int l = row.level - 1; l >= end_level; --l)
      s += std::string(static_cast<std::size_t>(l * knobs.indent), ' ') + sep_end + linefeed;
  }
  if (knobs.footer) {
    const std::string user = format_footer();
    if (!user.empty()) s += user + linefeed;
  }
  if (one_line) s += '\n';
  m_rows.clear();
  return s;
}

}  // namespace uvm
