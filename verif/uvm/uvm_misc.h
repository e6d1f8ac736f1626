// uvm_misc.h: small globals (UVM-SystemC's uvm_realtobits / uvm_bitstoreal).
#pragma once

#include <cstdint>
#include <cstring>

#include <systemc>

namespace uvm {

/// IEEE-754 bits of a double (64) or a float (32).
inline sc_dt::sc_uint<64> uvm_realtobits(double val) {
  std::uint64_t bits = 0;
  std::memcpy(&bits, &val, sizeof bits);
  return sc_dt::sc_uint<64>(bits);
}
inline sc_dt::sc_uint<32> uvm_realtobits(float val) {
  std::uint32_t bits = 0;
  std::memcpy(&bits, &val, sizeof bits);
  return sc_dt::sc_uint<32>(bits);
}
/// The double (64 bits) or float (32 bits) with these IEEE-754 bits.
inline double uvm_bitstoreal(const sc_dt::sc_uint<64>& val) {
  const std::uint64_t bits = val.to_uint64();
  double d = 0;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}
inline float uvm_bitstoreal(const sc_dt::sc_uint<32>& val) {
  const auto bits = static_cast<std::uint32_t>(val.to_uint64());
  float f = 0;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

}  // namespace uvm
