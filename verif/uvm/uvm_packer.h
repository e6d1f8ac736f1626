// uvm_packer.h: packing policy (UVM's uvm_packer).
//
// uvm_object::pack / pack_bytes / pack_ints reset the packer, call do_pack(packer) and return
// the stream; unpack / unpack_bytes / unpack_ints load the stream and call do_unpack(packer).
// In do_pack / do_unpack use the stream operators (as UVM-SystemC) or the pack_* / unpack_*
// functions:
//
//   void do_pack(uvm::uvm_packer& p) const override { p << addr << data << name; }
//   void do_unpack(uvm::uvm_packer& p) override { p >> addr >> data >> name; }
//
// Sizes: bool 1 bit, char 8, short 16, int 32, long/long long 64 (and the unsigned forms),
// float 32, double 64 (IEEE bits), std::string its characters then a 0 byte, sc_time 64 (its
// value in resolution units), sc_dt::sc_int/sc_uint/sc_bv<N> N bits, a uvm_object its do_pack.
// The stream is big-endian by default (big_endian knob): a value's most significant bit comes
// first, so a 32-bit int packed alone reads back as the same int from pack_ints().
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include <systemc>

namespace uvm {

class uvm_object;

class uvm_packer {
 public:
  uvm_packer() = default;
  virtual ~uvm_packer() = default;

  bool physical = true;
  bool abstract = false;
  bool use_metadata = false;
  bool big_endian = true;

  // ---- packing ----
  virtual void pack_field(const std::vector<bool>& value, int size);
  virtual void pack_field_int(std::uint64_t value, int size);
  virtual void pack_string(const std::string& value);
  virtual void pack_time(const sc_core::sc_time& value);
  virtual void pack_real(double value);
  virtual void pack_object(const uvm_object& value);

  // ---- unpacking ----
  virtual bool is_null();
  virtual std::vector<bool> unpack_field(int size);
  virtual std::uint64_t unpack_field_int(int size);
  /// num_chars < 0: up to the terminating 0 byte.
  virtual std::string unpack_string(int num_chars = -1);
  virtual sc_core::sc_time unpack_time();
  virtual double unpack_real();
  virtual void unpack_object(uvm_object& value);

  /// Bits packed so far.
  int get_packed_size() const { return static_cast<int>(m_bits.size()); }

  // ---- streams (used by uvm_object::pack* / unpack*) ----
  void reset() {
    m_bits.clear();
    m_unpack_iter = 0;
  }
  void get_bits(std::vector<bool>& bits) const { bits = m_bits; }
  void get_bytes(std::vector<unsigned char>& bytes) const;
  void get_ints(std::vector<unsigned int>& ints) const;
  void put_bits(const std::vector<bool>& bits);
  void put_bytes(const std::vector<unsigned char>& bytes);
  void put_ints(const std::vector<unsigned int>& ints);
  /// Bits consumed by unpacking so far.
  int get_unpacked_size() const { return static_cast<int>(m_unpack_iter); }

  // ---- stream operators (UVM-SystemC) ----
  uvm_packer& operator<<(bool v) { return pack_int(v, 1); }
  uvm_packer& operator<<(char v) { return pack_int(static_cast<unsigned char>(v), 8); }
  uvm_packer& operator<<(signed char v) { return pack_int(static_cast<unsigned char>(v), 8); }
  uvm_packer& operator<<(unsigned char v) { return pack_int(v, 8); }
  uvm_packer& operator<<(short v) { return pack_int(static_cast<std::uint16_t>(v), 16); }
  uvm_packer& operator<<(unsigned short v) { return pack_int(v, 16); }
  uvm_packer& operator<<(int v) { return pack_int(static_cast<std::uint32_t>(v), 32); }
  uvm_packer& operator<<(unsigned int v) { return pack_int(v, 32); }
  uvm_packer& operator<<(long v) { return pack_int(static_cast<std::uint64_t>(v), 64); }
  uvm_packer& operator<<(unsigned long v) { return pack_int(v, 64); }
  uvm_packer& operator<<(long long v) { return pack_int(static_cast<std::uint64_t>(v), 64); }
  uvm_packer& operator<<(unsigned long long v) { return pack_int(v, 64); }
  uvm_packer& operator<<(float v);
  uvm_packer& operator<<(double v) {
    pack_real(v);
    return *this;
  }
  uvm_packer& operator<<(const std::string& v) {
    pack_string(v);
    return *this;
  }
  uvm_packer& operator<<(const char* v) {
    pack_string(v);
    return *this;
  }
  uvm_packer& operator<<(const sc_core::sc_time& v) {
    pack_time(v);
    return *this;
  }
  uvm_packer& operator<<(const uvm_object& v) {
    pack_object(v);
    return *this;
  }
  template <int N>
  uvm_packer& operator<<(const sc_dt::sc_uint<N>& v) {
    return pack_int(v.to_uint64(), N);
  }
  template <int N>
  uvm_packer& operator<<(const sc_dt::sc_int<N>& v) {
    return pack_int(static_cast<std::uint64_t>(v.to_int64()), N);
  }
  template <int N>
  uvm_packer& operator<<(const sc_dt::sc_bv<N>& v) {
    for (int i = N - 1; i >= 0; --i) m_push(v[i].to_bool());
    return *this;
  }
  /// One bit per element, most significant first; X and Z are packed as 0 (the packer is
  /// 2-state, as UVM-SystemC's).
  template <int N>
  uvm_packer& operator<<(const sc_dt::sc_lv<N>& v) {
    for (int i = N - 1; i >= 0; --i) m_push(v[i] == sc_dt::SC_LOGIC_1);
    return *this;
  }
  uvm_packer& operator<<(const sc_dt::sc_logic& v) { return pack_int(v.to_bool(), 1); }
  template <typename T>
  uvm_packer& operator<<(const std::vector<T>& v) {
    for (const T& e : v) *this << e;
    return *this;
  }

  uvm_packer& operator>>(bool& v) { return unpack_int(v, 1); }
  uvm_packer& operator>>(char& v) { return unpack_int(v, 8); }
  uvm_packer& operator>>(signed char& v) { return unpack_int(v, 8); }
  uvm_packer& operator>>(unsigned char& v) { return unpack_int(v, 8); }
  uvm_packer& operator>>(short& v) { return unpack_int(v, 16); }
  uvm_packer& operator>>(unsigned short& v) { return unpack_int(v, 16); }
  uvm_packer& operator>>(int& v) { return unpack_int(v, 32); }
  uvm_packer& operator>>(unsigned int& v) { return unpack_int(v, 32); }
  uvm_packer& operator>>(long& v) { return unpack_int(v, 64); }
  uvm_packer& operator>>(unsigned long& v) { return unpack_int(v, 64); }
  uvm_packer& operator>>(long long& v) { return unpack_int(v, 64); }
  uvm_packer& operator>>(unsigned long long& v) { return unpack_int(v, 64); }
  uvm_packer& operator>>(float& v);
  uvm_packer& operator>>(double& v) {
    v = unpack_real();
    return *this;
  }
  uvm_packer& operator>>(std::string& v) {
    v = unpack_string();
    return *this;
  }
  uvm_packer& operator>>(sc_core::sc_time& v) {
    v = unpack_time();
    return *this;
  }
  uvm_packer& operator>>(uvm_object& v) {
    unpack_object(v);
    return *this;
  }
  template <int N>
  uvm_packer& operator>>(sc_dt::sc_uint<N>& v) {
    v = unpack_field_int(N);
    return *this;
  }
  template <int N>
  uvm_packer& operator>>(sc_dt::sc_int<N>& v) {
    v = static_cast<std::int64_t>(unpack_field_int(N));
    return *this;
  }
  template <int N>
  uvm_packer& operator>>(sc_dt::sc_bv<N>& v) {
    for (int i = N - 1; i >= 0; --i) v[i] = m_pop();
    return *this;
  }
  template <int N>
  uvm_packer& operator>>(sc_dt::sc_lv<N>& v) {
    for (int i = N - 1; i >= 0; --i) v[i] = sc_dt::sc_logic(m_pop());
    return *this;
  }
  uvm_packer& operator>>(sc_dt::sc_logic& v) {
    v = sc_dt::sc_logic(m_pop());
    return *this;
  }
  /// Unpacks as many elements as the vector holds.
  template <typename T>
  uvm_packer& operator>>(std::vector<T>& v) {
    for (T& e : v) *this >> e;
    return *this;
  }

 private:
  uvm_packer& pack_int(std::uint64_t v, int size) {
    pack_field_int(v, size);
    return *this;
  }
  template <typename T>
  uvm_packer& unpack_int(T& v, int size) {
    const std::uint64_t u = unpack_field_int(size);
    if constexpr (std::is_same_v<T, bool>)
      v = u != 0;
    else
      v = static_cast<T>(u);
    return *this;
  }
  void m_push(bool b) { m_bits.push_back(b); }
  bool m_pop();

  std::vector<bool> m_bits;
  std::size_t m_unpack_iter = 0;
};

extern uvm_packer* uvm_default_packer;

}  // namespace uvm
