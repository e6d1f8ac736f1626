// uvm_object.h: base class of data objects and components (UVM's uvm_object).
//
// Hooks as UVM-SystemC: override do_print(const uvm_printer&), do_copy, do_compare(rhs,
// comparer), do_pack / do_unpack, convert2string; call print() / sprint() / copy() /
// compare() / pack*() / unpack*(). UVM_OBJECT_UTILS(T) (see uvm_factory.h) supplies
// get_type_name(), create() and T::type_id.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace uvm {

class uvm_object_wrapper;
class uvm_printer;
class uvm_comparer;
class uvm_packer;

/// Root of the class hierarchy (UVM's uvm_void): no data, no methods but the destructor.
class uvm_void {
 public:
  virtual ~uvm_void() = default;
};

class uvm_object : public uvm_void {
 public:
  explicit uvm_object(std::string name = "") : m_name(std::move(name)), m_inst_id(s_inst_count++) {}
  ~uvm_object() override = default;
  /// A copy is a new object: it gets its own instance id.
  uvm_object(const uvm_object& other) : m_name(other.m_name), m_inst_id(s_inst_count++) {}
  uvm_object& operator=(const uvm_object& other) {
    m_name = other.m_name;
    return *this;
  }

  const std::string& get_name() const { return m_name; }
  virtual void set_name(const std::string& name) { m_name = name; }
  /// Objects: the name; components: the hierarchical path.
  virtual std::string get_full_name() const { return m_name; }
  /// Unique number of this object (printed as "@<id>" by the printers).
  virtual int get_inst_id() const { return m_inst_id; }
  /// Number of uvm_objects created so far.
  static int get_inst_count() { return s_inst_count; }
  /// Factory type name ("uvm_object" unless UVM_OBJECT_UTILS / UVM_COMPONENT_UTILS is used).
  virtual const std::string get_type_name() const { return "uvm_object"; }
  /// Factory wrapper of the dynamic type (nullptr if the type is not registered).
  virtual uvm_object_wrapper* get_object_type() const { return nullptr; }

  /// New default object of the same dynamic type (registered types only; else nullptr).
  virtual std::unique_ptr<uvm_object> create(const std::string& name = "") const;
  /// create() + copy(*this), as UVM-SystemC: a new object the caller owns (delete it);
  /// nullptr if the type is not registered. collnet code uses uvm::clone_owned() instead.
  uvm_object* clone() const;

  // ---- printing ----
  /// One-line description of the contents (used by recording and scoreboards).
  virtual std::string convert2string() const { return ""; }
  /// The object formatted by `printer` (default: uvm_default_printer, a table printer).
  std::string sprint(uvm_printer* printer = nullptr) const;
  /// sprint() to stdout.
  void print(uvm_printer* printer = nullptr) const;
  void print(std::ostream& os) const;
  /// Adds this object's fields to `printer` (override; the base adds nothing).
  virtual void do_print(const uvm_printer& printer) const;

  // ---- copying / comparing ----
  /// copy: calls do_copy(rhs). Override do_copy (call the base's do_copy first, as UVM).
  void copy(const uvm_object& rhs);
  virtual void do_copy(const uvm_object& rhs);
  /// compare: resets the comparer (default uvm_default_comparer), calls do_compare, reports
  /// the miscompare roll-up; true iff equal.
  bool compare(const uvm_object& rhs, const uvm_comparer* comparer = nullptr) const;
  /// Override: compare the fields (AND with the base's result).
  virtual bool do_compare(const uvm_object& rhs, const uvm_comparer* comparer = nullptr) const;

  // ---- packing ----
  /// Packs with do_pack into the stream; returns the number of bits packed.
  int pack(std::vector<bool>& bitstream, uvm_packer* packer = nullptr) const;
  int pack_bytes(std::vector<unsigned char>& bytestream, uvm_packer* packer = nullptr) const;
  int pack_ints(std::vector<unsigned int>& intstream, uvm_packer* packer = nullptr) const;
  virtual void do_pack(uvm_packer& packer) const;
  /// Unpacks with do_unpack from the stream; returns the number of bits unpacked.
  int unpack(const std::vector<bool>& bitstream, uvm_packer* packer = nullptr);
  int unpack_bytes(const std::vector<unsigned char>& bytestream, uvm_packer* packer = nullptr);
  int unpack_ints(const std::vector<unsigned int>& intstream, uvm_packer* packer = nullptr);
  virtual void do_unpack(uvm_packer& packer);

  // ---- reporting (as UVM-SystemC, where a plain object is no report object) ----
  // The UVM_* macros in the members of a class derived from uvm_object find these: they report
  // through uvm_root, named "reporter", wherever they are called from. uvm_sequence_item and
  // the report objects (components, sequences) hide them with their own. Severities are
  // uvm_severity values.
  static bool uvm_report_enabled(int verbosity, int severity = 0, std::string_view id = {});
  static void uvm_report(int severity, const std::string& id, const std::string& message,
                         int verbosity = -1, const std::string& file = "", int line = 0,
                         const std::string& context_name = "", bool report_enabled_checked = false);
  static void uvm_report_info(const std::string& id, const std::string& message,
                              int verbosity = 200, const std::string& file = "", int line = 0);
  static void uvm_report_warning(const std::string& id, const std::string& message,
                                 int verbosity = 0, const std::string& file = "", int line = 0);
  static void uvm_report_error(const std::string& id, const std::string& message, int verbosity = 0,
                               const std::string& file = "", int line = 0);
  static void uvm_report_fatal(const std::string& id, const std::string& message, int verbosity = 0,
                               const std::string& file = "", int line = 0);

 private:
  static inline int s_inst_count = 0;
  std::string m_name;
  int m_inst_id;
};

/// collnet: clone() into an owning pointer (nullptr if the type is not registered).
inline std::unique_ptr<uvm_object> clone_owned(const uvm_object& obj) {
  return std::unique_ptr<uvm_object>(obj.clone());
}

/// UVM-SystemC's name parameter type of object constructors.
using uvm_object_name = const std::string&;

/// Prints the object as sprint() with the default tree printer does (as UVM-SystemC).
std::ostream& operator<<(std::ostream& os, const uvm_object& obj);
std::ostream& operator<<(std::ostream& os, const uvm_object* obj);

}  // namespace uvm
