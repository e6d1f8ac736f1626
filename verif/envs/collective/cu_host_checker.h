// cu_host_checker: a second, independent oracle for two-input FP adds: the host CPU's IEEE-754
// double addition (round to nearest even, flags from <cfenv>).
//
//   in_export  <- monitor of the DUT input (cu_in_elem)
//   out_export <- monitor of the DUT output (cu_out_word); results leave in input order
//
// An element is checked when its op is fp_add, exactly two inputs are enabled and no bit can be
// truncated by the F-bit accumulator: F >= 2097 (every binary64 sum is exact), or both operands
// are finite normal numbers whose exponents differ by at most 11 (F = 64 keeps every bit then).
// For those, the spec's result must be the correctly rounded double sum: bits equal (any NaN
// result canonical cu_pkg::CU_QNAN) and flags NV, OF, NX equal (UF is not compared: the host
// detects tininess after rounding, the spec before). UVM_ERROR [CU_HOST] on a difference; with
// `require` (a test whose stimulus is made for this check) also when nothing was checked.
// It does not replace the model comparison (CU_SB): it catches a rounding bug that the model
// and the RTL might share.
#pragma once

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <deque>

#include <fmt/format.h>

#include "cu_env_types.h"
#include "cu_model.h"  // cu_pkg encodings: CU_FLAG_*, CU_EXACT_FRAC_BITS
#include "cu_scoreboard.h"
#include "stream_item.h"
#include "uvm.h"

namespace collnet::collective {

/// The host's a + b: result bits (NaN canonicalised) and flags in the DUT's encoding (NV, OF,
/// NX; UF is left 0).
inline cu_out_word cu_host_add(std::uint64_t a, std::uint64_t b) {
  double x, y;
  std::memcpy(&x, &a, sizeof x);
  std::memcpy(&y, &b, sizeof y);
  volatile double vx = x, vy = y;
  std::feclearexcept(FE_ALL_EXCEPT);
  volatile double r = vx + vy;
  const int ex = std::fetestexcept(FE_INEXACT | FE_OVERFLOW | FE_INVALID);
  const double rr = r;
  cu_out_word o;
  if (std::isnan(rr)) {
    o.bits = cu_pkg::CU_QNAN;
  } else {
    std::memcpy(&o.bits, &rr, sizeof o.bits);
  }
  o.flags = static_cast<std::uint8_t>(((ex & FE_INVALID) ? CU_FLAG_NV : 0) |
                                      ((ex & FE_OVERFLOW) ? CU_FLAG_OF : 0) |
                                      ((ex & FE_INEXACT) ? CU_FLAG_NX : 0));
  return o;
}

class cu_host_checker : public uvm::uvm_component {
 public:
  using in_item_t = common::stream_item<cu_in_elem>;
  using out_item_t = common::stream_item<cu_out_word>;
  static constexpr std::uint8_t flag_mask = CU_FLAG_NV | CU_FLAG_OF | CU_FLAG_NX;

  UVM_COMPONENT_UTILS(cu_host_checker);
  explicit cu_host_checker(uvm::uvm_component_name name)
      : uvm::uvm_component(name), in_export("in_export", this), out_export("out_export", this) {}

  dv::uvm_analysis_imp_in<in_item_t, cu_host_checker> in_export;
  dv::uvm_analysis_imp_out<out_item_t, cu_host_checker> out_export;

  /// F of the DUT; `require`: an error when no element qualified for the check.
  void configure(unsigned frac_bits, bool require) {
    m_frac_bits = frac_bits;
    m_require = require;
  }

  /// Does this element have a result the host addition must equal?
  bool qualifies(const cu_in_elem& e, std::uint64_t* a, std::uint64_t* b) const {
    if (e.op != cu_pkg::CU_OP_FP_ADD) return false;
    unsigned got = 0;
    std::uint64_t ab[2] = {0, 0};
    for (unsigned i = 0; i < CU_ENV_MAX_IN; ++i) {
      if ((e.mask >> i & 1u) == 0) continue;
      if (got == 2) return false;
      ab[got++] = e.data[i];
    }
    if (got != 2) return false;
    *a = ab[0];
    *b = ab[1];
    if (m_frac_bits >= CU_EXACT_FRAC_BITS) return true;
    const unsigned ea = static_cast<unsigned>(ab[0] >> 52 & 0x7FF);
    const unsigned eb = static_cast<unsigned>(ab[1] >> 52 & 0x7FF);
    if (ea == 0 || eb == 0 || ea == 0x7FF || eb == 0x7FF) return false;
    return (ea > eb ? ea - eb : eb - ea) <= 11;
  }

  void write_in(const in_item_t& it) { m_pending.push_back(it.data); }

  void write_out(const out_item_t& it) {
    if (m_pending.empty()) return;  // CU_SB reports an output without input
    const cu_in_elem e = m_pending.front();
    m_pending.pop_front();
    std::uint64_t a = 0, b = 0;
    if (!qualifies(e, &a, &b)) return;
    ++m_checked;
    const cu_out_word exp = cu_host_add(a, b);
    const std::uint8_t got_flags = it.data.flags & flag_mask;
    if (it.data.bits != exp.bits || got_flags != exp.flags) {
      ++m_mismatches;
      UVM_ERROR("CU_HOST",
                fmt::format("0x{:016x} + 0x{:016x} (out at cycle {}): DUT 0x{:016x} "
                            "flags 0x{:x}, host 0x{:016x} flags 0x{:x} (NV {:x} OF {:x} NX {:x})",
                            a, b, it.cycle, it.data.bits, got_flags, exp.bits, exp.flags,
                            CU_FLAG_NV, CU_FLAG_OF, CU_FLAG_NX));
    }
  }

  void check_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::check_phase(phase);
    if (m_require && m_checked == 0)
      UVM_ERROR("CU_HOST", "no element qualified for the host-addition check");
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::report_phase(phase);
    UVM_INFO("CU_HOST",
             fmt::format("{} two-input fp_add result(s) compared with the host, {} mismatch(es)",
                         m_checked, m_mismatches),
             uvm::UVM_LOW);
  }

  std::uint64_t checked() const { return m_checked; }

 private:
  unsigned m_frac_bits = 64;
  bool m_require = false;
  std::deque<cu_in_elem> m_pending;
  std::uint64_t m_checked = 0;
  std::uint64_t m_mismatches = 0;
};

}  // namespace collnet::collective
