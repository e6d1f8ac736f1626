// uvm_packer.cpp: packing policy (see uvm_packer.h).
#include "uvm_packer.h"

#include <cstring>

#include "uvm_misc.h"
#include "uvm_object.h"
#include "uvm_report.h"

namespace uvm {

uvm_packer* uvm_default_packer = new uvm_packer();

bool uvm_packer::m_pop() {
  if (m_unpack_iter >= m_bits.size()) {
    uvm_report_error("UVM/PACKER/OVERFLOW", "unpack past the end of the packed stream");
    ++m_unpack_iter;
    return false;
  }
  return m_bits[m_unpack_iter++];
}

void uvm_packer::pack_field(const std::vector<bool>& value, int size) {
  for (int i = 0; i < size; ++i) {
    const int k = big_endian ? size - 1 - i : i;
    m_push(k < static_cast<int>(value.size()) && value[static_cast<std::size_t>(k)]);
  }
}

void uvm_packer::pack_field_int(std::uint64_t value, int size) {
  for (int i = 0; i < size; ++i) {
    const int k = big_endian ? size - 1 - i : i;
    m_push(k < 64 && ((value >> k) & 1u) != 0);
  }
}

void uvm_packer::pack_string(const std::string& value) {
  for (char c : value) pack_field_int(static_cast<unsigned char>(c), 8);
  pack_field_int(0, 8);
}

void uvm_packer::pack_time(const sc_core::sc_time& value) {
  pack_field_int(value.value(), 64);
}

void uvm_packer::pack_real(double value) {
  pack_field_int(uvm_realtobits(value), 64);
}

uvm_packer& uvm_packer::operator<<(float v) {
  std::uint32_t bits = 0;
  std::memcpy(&bits, &v, sizeof bits);
  return pack_int(bits, 32);
}

void uvm_packer::pack_object(const uvm_object& value) {
  value.do_pack(*this);
}

bool uvm_packer::is_null() {
  return m_unpack_iter >= m_bits.size();
}

std::vector<bool> uvm_packer::unpack_field(int size) {
  std::vector<bool> v(static_cast<std::size_t>(size));
  for (int i = 0; i < size; ++i) {
    const int k = big_endian ? size - 1 - i : i;
    v[static_cast<std::size_t>(k)] = m_pop();
  }
  return v;
}

std::uint64_t uvm_packer::unpack_field_int(int size) {
  std::uint64_t v = 0;
  for (int i = 0; i < size; ++i) {
    const int k = big_endian ? size - 1 - i : i;
    if (m_pop() && k < 64) v |= std::uint64_t{1} << k;
  }
  return v;
}

std::string uvm_packer::unpack_string(int num_chars) {
  std::string s;
  for (int n = 0; num_chars < 0 || n < num_chars; ++n) {
    const char c = static_cast<char>(unpack_field_int(8));
    if (num_chars < 0 && c == '\0') break;
    s += c;
    if (is_null()) break;
  }
  return s;
}

sc_core::sc_time uvm_packer::unpack_time() {
  return sc_core::sc_time::from_value(unpack_field_int(64));
}

double uvm_packer::unpack_real() {
  return uvm_bitstoreal(sc_dt::sc_uint<64>(unpack_field_int(64)));
}

uvm_packer& uvm_packer::operator>>(float& v) {
  const auto bits = static_cast<std::uint32_t>(unpack_field_int(32));
  std::memcpy(&v, &bits, sizeof v);
  return *this;
}

void uvm_packer::unpack_object(uvm_object& value) {
  value.do_unpack(*this);
}

void uvm_packer::get_bytes(std::vector<unsigned char>& bytes) const {
  bytes.assign((m_bits.size() + 7) / 8, 0);
  for (std::size_t i = 0; i < m_bits.size(); ++i)
    if (m_bits[i]) bytes[i / 8] |= static_cast<unsigned char>(0x80u >> (i % 8));
}

void uvm_packer::get_ints(std::vector<unsigned int>& ints) const {
  ints.assign((m_bits.size() + 31) / 32, 0);
  for (std::size_t i = 0; i < m_bits.size(); ++i)
    if (m_bits[i]) ints[i / 32] |= 0x80000000u >> (i % 32);
}

void uvm_packer::put_bits(const std::vector<bool>& bits) {
  m_bits = bits;
  m_unpack_iter = 0;
}

void uvm_packer::put_bytes(const std::vector<unsigned char>& bytes) {
  m_bits.assign(bytes.size() * 8, false);
  for (std::size_t i = 0; i < m_bits.size(); ++i) m_bits[i] = (bytes[i / 8] >> (7 - i % 8)) & 1u;
  m_unpack_iter = 0;
}

void uvm_packer::put_ints(const std::vector<unsigned int>& ints) {
  m_bits.assign(ints.size() * 32, false);
  for (std::size_t i = 0; i < m_bits.size(); ++i) m_bits[i] = (ints[i / 32] >> (31 - i % 32)) & 1u;
  m_unpack_iter = 0;
}

}  // namespace uvm
