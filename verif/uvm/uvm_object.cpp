// uvm_object.cpp: uvm_object (see uvm_object.h).
#include "uvm_object.h"

#include <iostream>

#include <fmt/format.h>

#include "uvm_comparer.h"
#include "uvm_factory.h"
#include "uvm_packer.h"
#include "uvm_printer.h"

namespace uvm {

std::unique_ptr<uvm_object> uvm_object::create(const std::string& /*name*/) const {
  return nullptr;
}

uvm_object* uvm_object::clone() const {
  std::unique_ptr<uvm_object> o = create(get_name());
  if (o) o->copy(*this);
  return o.release();
}

std::string uvm_object::sprint(uvm_printer* printer) const {
  if (!printer) printer = uvm_default_printer;
  if (!printer->istop()) {  // inside another object's print: just add the fields
    do_print(*printer);
    return "";
  }
  printer->print_object(get_name(), *this);
  return printer->emit();
}

void uvm_object::print(uvm_printer* printer) const {
  std::cout << sprint(printer) << std::flush;
}
void uvm_object::print(std::ostream& os) const {
  os << sprint();
}

void uvm_object::do_print(const uvm_printer& /*printer*/) const {}

void uvm_object::copy(const uvm_object& rhs) {
  if (&rhs == this) return;
  do_copy(rhs);
}
void uvm_object::do_copy(const uvm_object& /*rhs*/) {}

bool uvm_object::compare(const uvm_object& rhs, const uvm_comparer* comparer) const {
  if (!comparer) comparer = uvm_default_comparer;
  const bool top = comparer->m_depth == 0;
  if (top) {
    comparer->result = 0;
    comparer->miscompares.clear();
    comparer->m_scope.clear();
  }
  bool ok = true;
  if (&rhs != this) {
    ++comparer->m_depth;
    ok = do_compare(rhs, comparer);
    --comparer->m_depth;
  }
  if (top) comparer->m_scope.clear();
  return ok && comparer->result == 0;
}
bool uvm_object::do_compare(const uvm_object& /*rhs*/, const uvm_comparer* /*comparer*/) const {
  return true;
}

namespace {
uvm_packer* packer_or_default(uvm_packer* p) {
  return p ? p : uvm_default_packer;
}
}  // namespace

int uvm_object::pack(std::vector<bool>& bitstream, uvm_packer* packer) const {
  uvm_packer* p = packer_or_default(packer);
  p->reset();
  do_pack(*p);
  p->get_bits(bitstream);
  return p->get_packed_size();
}
int uvm_object::pack_bytes(std::vector<unsigned char>& bytestream, uvm_packer* packer) const {
  uvm_packer* p = packer_or_default(packer);
  p->reset();
  do_pack(*p);
  p->get_bytes(bytestream);
  return p->get_packed_size();
}
int uvm_object::pack_ints(std::vector<unsigned int>& intstream, uvm_packer* packer) const {
  uvm_packer* p = packer_or_default(packer);
  p->reset();
  do_pack(*p);
  p->get_ints(intstream);
  return p->get_packed_size();
}
void uvm_object::do_pack(uvm_packer& /*packer*/) const {}

int uvm_object::unpack(const std::vector<bool>& bitstream, uvm_packer* packer) {
  uvm_packer* p = packer_or_default(packer);
  p->put_bits(bitstream);
  do_unpack(*p);
  return p->get_unpacked_size();
}
int uvm_object::unpack_bytes(const std::vector<unsigned char>& bytestream, uvm_packer* packer) {
  uvm_packer* p = packer_or_default(packer);
  p->put_bytes(bytestream);
  do_unpack(*p);
  return p->get_unpacked_size();
}
int uvm_object::unpack_ints(const std::vector<unsigned int>& intstream, uvm_packer* packer) {
  uvm_packer* p = packer_or_default(packer);
  p->put_ints(intstream);
  do_unpack(*p);
  return p->get_unpacked_size();
}
void uvm_object::do_unpack(uvm_packer& /*packer*/) {}

std::ostream& operator<<(std::ostream& os, const uvm_object& obj) {
  return os << obj.sprint(uvm_default_tree_printer);
}
std::ostream& operator<<(std::ostream& os, const uvm_object* obj) {
  return os << obj->sprint(uvm_default_tree_printer);
}

}  // namespace uvm
