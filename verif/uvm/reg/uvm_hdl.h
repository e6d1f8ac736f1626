// uvm_hdl.h: access to design objects by hierarchical name (UVM's uvm_hdl_* functions, as
// UVM-SystemC provides them without an HDL simulator).
//
//   sc_dt::sc_uint<8> v;
//   uvm::uvm_hdl_read("dut.q", v);          // the whole object
//   uvm::uvm_hdl_deposit("dut.q[6:4]", v);  // bits 6..4 (uvm_sc_if objects only)
//   uvm::uvm_hdl_read("$root.dut.regs[3]", v);  // element 3 of an sc_vector
//
// A path names a SystemC object (sc_core::sc_find_object, an optional "$root." removed) with
// an optional bit selection: "[i]", "[hi:lo]", "(hi,lo)" or ".range(hi,lo)". The object is
//  - an sc_signal<T>: read (any writer policy) or deposit (SC_MANY_WRITERS or
//    SC_UNCHECKED_WRITERS: the design writes it too); no bit selection;
//  - a uvm_sc_if<T> (uvm_sc_if.h): read / written through its read() / write(), with the bits;
//  - an sc_vector of either, indexed by the first selection.
// Each access reports UVM_INFO [HDL_READ] / [HDL_DEPOSIT] at UVM_FULL; a wrong path or type is
// a UVM_ERROR and returns false (reports come from uvm_root, under its verbosity). Force and
// release need an HDL simulator: they report a UVM_ERROR ([HDL_FORCE], [HDL_RELEASE]...) and return
// false.
#pragma once

#include <cstdlib>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include <systemc>

#include "uvm_report.h"
#include "uvm_sc_if.h"

namespace uvm {

#ifndef UVM_HDL_MAX_WIDTH
#define UVM_HDL_MAX_WIDTH 1024
#endif

/// Splits `path` into the object name and the bit selection (`begin`/`end` -1 if none;
/// begin == end for one bit). "$root." is removed. Returns 1.
inline int uvm_extract_path_index(const std::string& path, std::string& objname, int& begin,
                                  int& end) {
  std::string str = path;
  const std::string root = "$root.";
  const std::size_t r = str.find(root);
  if (r != std::string::npos) str.erase(r, root.size());
  objname = str;
  begin = -1;
  end = -1;
  if (str.empty()) return 1;
  auto number = [](const std::string& s, int& out) {
    if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos) return false;
    out = std::atoi(s.c_str());
    return true;
  };
  const char last = str.back();
  std::size_t open = std::string::npos;
  char sep = ',';
  if (last == ']') {
    open = str.rfind('[');
    sep = ':';
  } else if (last == ')') {
    open = str.rfind('(');
  }
  if (open == std::string::npos) return 1;
  const std::string inside = str.substr(open + 1, str.size() - open - 2);
  std::string name = str.substr(0, open);
  int b = -1;
  int e = -1;
  const std::size_t s = inside.find(sep);
  if (s == std::string::npos) {
    if (last == ')' || !number(inside, b)) return 1;  // "(i)" is no selection
    e = b;
  } else if (!number(inside.substr(0, s), b) || !number(inside.substr(s + 1), e)) {
    return 1;
  }
  if (last == ')' && name.size() > 6 && name.compare(name.size() - 6, 6, ".range") == 0)
    name.erase(name.size() - 6);
  objname = name;
  begin = b;
  end = e;
  return 1;
}

namespace detail {
template <typename T, typename = void>
struct hdl_has_length : std::false_type {};
template <typename T>
struct hdl_has_length<T, std::void_t<decltype(std::declval<const T&>().length())>>
    : std::true_type {};
/// Bits of a value of type T (its length() for SystemC types).
template <typename T>
int hdl_width(const T& v) {
  if constexpr (hdl_has_length<T>::value)
    return static_cast<int>(v.length());
  else
    return static_cast<int>(sizeof(T) * 8);
}

/// UVM_ERROR from uvm_root, as UVM-SystemC's global reports.
inline void hdl_error(const char* id, const std::string& message) {
  report_from_root(UVM_ERROR, id, message, UVM_NONE, "", 0);
}

template <typename T>
bool hdl_bits_in_range(const T& value, int start, int stop) {
  const int last = hdl_width(value) - 1;
  return start <= last && start >= -1 && stop <= last && stop >= -1;
}

template <typename T>
void hdl_report_value(const char* id, const T& value, const char* dir, const std::string& path) {
  std::ostringstream str;
  str << "Value 0x" << std::hex << value << dir << path << ".";
  report_from_root(UVM_INFO, id, str.str(), UVM_FULL, "", 0);
}

/// The object of `path` and the selections: element index (vector) and bit range.
struct hdl_target {
  sc_core::sc_object* obj = nullptr;
  sc_core::sc_object* elem = nullptr;  ///< the object, or the vector's element
  int start = -1;
  int stop = -1;
};

inline bool hdl_resolve(const std::string& path, const char* id, hdl_target& t) {
  std::string name1, name2;
  int vstart = -1;
  int vstop = -1;
  uvm_extract_path_index(path, name1, t.start, t.stop);
  uvm_extract_path_index(name1, name2, vstart, vstop);  // "vec[i][hi:lo]"
  t.obj = sc_core::sc_find_object(name2.c_str());
  if (!t.obj) {
    detail::hdl_error(id, "Object " + name2 + " not found in design hierarchy.");
    return false;
  }
  t.elem = t.obj;
  if (auto* vec = dynamic_cast<sc_core::sc_vector_base*>(t.obj)) {
    if (vstart == -1) {  // "vec[i]": the one selection is the element
      vstart = t.start;
      t.start = -1;
      t.stop = -1;
    }
    const std::vector<sc_core::sc_object*>& elems = vec->get_elements();
    if (vstart < 0 || vstart >= static_cast<int>(elems.size())) {
      detail::hdl_error(id, "Specified index of sc_vector out of range.");
      return false;
    }
    t.elem = elems[static_cast<std::size_t>(vstart)];
  } else if (vstart != -1) {
    // "obj[i][j]" where obj is no vector: name2 is not the object.
    detail::hdl_error(id, "Object " + name1 + " not found in design hierarchy.");
    return false;
  }
  return true;
}
}  // namespace detail

/// Reads the object of `path` into `value`; false (after a UVM_ERROR) if it cannot.
template <typename T>
bool uvm_hdl_read(const std::string& path, T& value) {
  detail::hdl_target t;
  if (!detail::hdl_resolve(path, "HDL_READ", t)) return false;
  if (auto* sig = dynamic_cast<sc_core::sc_signal_in_if<T>*>(t.elem)) {
    if (t.start != -1 || t.stop != -1) {
      detail::hdl_error("HDL_READ", "Reading part-select on sc_signal<T> is not supported. ");
      return false;
    }
    value = sig->read();
    detail::hdl_report_value("HDL_READ", value, " read from ", path);
    return true;
  }
  if (auto* itf = dynamic_cast<uvm_sc_if<T>*>(t.elem)) {
    if (!detail::hdl_bits_in_range(value, t.start, t.stop)) {
      detail::hdl_error("HDL_READ", "Specified index for bit select is out of range.");
      return false;
    }
    value = itf->read(t.start, t.stop);
    detail::hdl_report_value("HDL_READ", value, " read from ", path);
    return true;
  }
  detail::hdl_error("HDL_READ", "Object " + std::string(t.elem->name()) +
                                    " is not of type uvm_sc_if or sc_signal.");
  return false;
}

/// Writes `value` to the object of `path` (the design may overwrite it later); false (after a
/// UVM_ERROR) if it cannot.
template <typename T>
bool uvm_hdl_deposit(const std::string& path, const T& value) {
  detail::hdl_target t;
  if (!detail::hdl_resolve(path, "HDL_DEPOSIT", t)) return false;
  sc_core::sc_signal_inout_if<T>* sig =
      dynamic_cast<sc_core::sc_signal<T, sc_core::SC_MANY_WRITERS>*>(t.elem);
  if (!sig) sig = dynamic_cast<sc_core::sc_signal<T, sc_core::SC_UNCHECKED_WRITERS>*>(t.elem);
  if (sig) {
    if (t.start != -1 || t.stop != -1) {
      detail::hdl_error("HDL_DEPOSIT", "Writing part-select on sc_signal<T> is not supported. ");
      return false;
    }
    sig->write(value);
    detail::hdl_report_value("HDL_DEPOSIT", value, " written to ", path);
    return true;
  }
  if (auto* itf = dynamic_cast<uvm_sc_if<T>*>(t.elem)) {
    if (!detail::hdl_bits_in_range(value, t.start, t.stop)) {
      detail::hdl_error("HDL_DEPOSIT", "Specified index for bit select is out of range.");
      return false;
    }
    itf->write(value, t.start, t.stop);
    detail::hdl_report_value("HDL_DEPOSIT", value, " written to ", path);
    return true;
  }
  if (dynamic_cast<sc_core::sc_signal_in_if<T>*>(t.elem)) {
    detail::hdl_error("HDL_DEPOSIT",
                      "Object " + std::string(t.elem->name()) +
                          " is an sc_signal with one writer: deposit needs SC_MANY_WRITERS.");
    return false;
  }
  detail::hdl_error("HDL_DEPOSIT", "Object " + std::string(t.elem->name()) +
                                       " is not of type uvm_sc_if or sc_signal.");
  return false;
}

/// True if `path` names an object of the design (else a UVM_ERROR).
inline bool uvm_hdl_check_path(const std::string& path) {
  std::string name;
  int b = -1;
  int e = -1;
  uvm_extract_path_index(path, name, b, e);
  if (!sc_core::sc_find_object(name.c_str())) {
    detail::hdl_error("HDL_CHK_PATH", "Object " + name + " not found in design hierarchy.");
    return false;
  }
  return true;
}

template <typename T>
bool uvm_hdl_force(const std::string& path, const T& value) {
  (void)path;
  (void)value;
  detail::hdl_error("HDL_FORCE", "HDL signal force not available without DPI.");
  return false;
}

template <typename T>
bool uvm_hdl_force_time(const std::string& path, const T& value, sc_core::sc_time force_time) {
  (void)path;
  (void)value;
  (void)force_time;
  detail::hdl_error("HDL_FORCE_TIME", "HDL signal force with time not available without DPI.");
  return false;
}

inline bool uvm_hdl_release(const std::string& path) {
  (void)path;
  detail::hdl_error("HDL_RELEASE", "HDL signal release not available without DPI.");
  return false;
}

inline bool uvm_hdl_release_time(const std::string& path, sc_core::sc_time time) {
  (void)path;
  (void)time;
  detail::hdl_error("HDL_RELEASE_TIME", "HDL signal release with time not available without DPI.");
  return false;
}

template <typename T>
bool uvm_hdl_release_and_read(const std::string& path, T& value) {
  (void)path;
  (void)value;
  detail::hdl_error("HDL_RELEASE_READ", "HDL signal release and read not available without DPI.");
  return false;
}

}  // namespace uvm
