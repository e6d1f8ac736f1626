// uvm_object.cpp: uvm_object (see uvm_object.h).
#include "uvm_object.h"

#include <iostream>

#include <fmt/format.h>

#include "uvm_factory.h"

namespace uvm {

std::unique_ptr<uvm_object> uvm_object::create(const std::string& /*name*/) const {
  return nullptr;
}

std::unique_ptr<uvm_object> uvm_object::clone() const {
  std::unique_ptr<uvm_object> o = create(get_name());
  if (o) o->copy(*this);
  return o;
}

std::string uvm_object::sprint() const {
  return do_print();
}
void uvm_object::print(std::ostream& os) const {
  os << sprint() << '\n';
}
void uvm_object::print() const {
  print(std::cout);
}

void uvm_object::copy(const uvm_object& rhs) {
  if (&rhs == this) return;
  do_copy(rhs);
}

bool uvm_object::compare(const uvm_object& rhs) const {
  if (&rhs == this) return true;
  return do_compare(rhs);
}

void uvm_object::do_copy(const uvm_object& /*rhs*/) {}
bool uvm_object::do_compare(const uvm_object& /*rhs*/) const {
  return true;
}

std::string uvm_object::do_print() const {
  return fmt::format("{} ({}) {}", get_name(), get_type_name(), convert2string());
}

}  // namespace uvm
