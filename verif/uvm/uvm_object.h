// uvm_object.h: base class of data objects and components (UVM's uvm_object).
//
// Hooks as UVM: override do_copy / do_compare / convert2string (and do_print if you want a
// different print); call copy() / compare() / print() / sprint(). UVM_OBJECT_UTILS(T) (see
// uvm_factory.h) supplies get_type_name(), create() and T::type_id.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>

namespace uvm {

class uvm_object_wrapper;

class uvm_object {
 public:
  explicit uvm_object(std::string name = "") : m_name(std::move(name)) {}
  virtual ~uvm_object() = default;
  uvm_object(const uvm_object&) = default;
  uvm_object& operator=(const uvm_object&) = default;

  const std::string& get_name() const { return m_name; }
  virtual void set_name(const std::string& name) { m_name = name; }
  /// Objects: the name; components: the hierarchical path.
  virtual std::string get_full_name() const { return m_name; }
  /// Factory type name ("uvm_object" unless UVM_OBJECT_UTILS / UVM_COMPONENT_UTILS is used).
  virtual std::string get_type_name() const { return "uvm_object"; }
  /// Factory wrapper of the dynamic type (nullptr if the type is not registered).
  virtual uvm_object_wrapper* get_object_type() const { return nullptr; }

  /// New default object of the same dynamic type (registered types only; else nullptr).
  virtual std::unique_ptr<uvm_object> create(const std::string& name = "") const;
  /// create() + copy(*this); nullptr if the type is not registered.
  std::unique_ptr<uvm_object> clone() const;

  /// One-line description of the contents (used by print, recording and scoreboards).
  virtual std::string convert2string() const { return ""; }
  /// "<name> (<type>) <convert2string()>" unless do_print is overridden.
  std::string sprint() const;
  void print(std::ostream& os) const;
  void print() const;  ///< to stdout

  /// copy: calls do_copy(rhs). Override do_copy (call the base's do_copy first, as UVM).
  void copy(const uvm_object& rhs);
  /// compare: calls do_compare(rhs). Override do_compare (AND with the base's result).
  bool compare(const uvm_object& rhs) const;

 protected:
  virtual void do_copy(const uvm_object& rhs);
  virtual bool do_compare(const uvm_object& rhs) const;
  virtual std::string do_print() const;

 private:
  std::string m_name;
};

}  // namespace uvm
