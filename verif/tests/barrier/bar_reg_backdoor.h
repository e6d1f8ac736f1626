// bar_reg_backdoor: the register back door of the barrier switch and leaf models. The register
// flops of bar_mgmt (switch) and barrier_leaf are public signals of the Verilated model
// (/*verilator public_flat_rw*/); a register's back door reads and writes its fields in them,
// each field at the position the generated header gives (bar_regs::sw / bar_regs::leaf), each
// flop element at its slot of a packed array (group g of a [NumGroups][W] array is bits
// [g*W +: W]). Used by uvm_reg_access_seq (front door vs back door).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include "uvm.h"

namespace collnet::barrier {

/// Bits [lsb +: w] (w <= 32) of a Verilator signal of any width: CData, SData, IData, QData or
/// a VlWide (32-bit words, word 0 = bits 31:0).
template <typename T>
std::uint32_t vl_get_bits(const T& sig, unsigned lsb, unsigned w) {
  std::uint32_t v = 0;
  for (unsigned i = 0; i < w; ++i) {
    const unsigned b = lsb + i;
    std::uint32_t bit = 0;
    if constexpr (std::is_integral_v<T>)
      bit = static_cast<std::uint32_t>((static_cast<std::uint64_t>(sig) >> b) & 1u);
    else
      bit = (sig[b / 32] >> (b % 32)) & 1u;
    v |= bit << i;
  }
  return v;
}

/// Sets bits [lsb +: w] (w <= 32) of a Verilator signal to the low w bits of v.
template <typename T>
void vl_set_bits(T& sig, unsigned lsb, unsigned w, std::uint32_t v) {
  for (unsigned i = 0; i < w; ++i) {
    const unsigned b = lsb + i;
    const std::uint32_t bit = (v >> i) & 1u;
    if constexpr (std::is_integral_v<T>) {
      const T m = static_cast<T>(T{1} << b);
      sig = static_cast<T>(bit ? (sig | m) : (sig & static_cast<T>(~m)));
    } else {
      const std::uint32_t m = 1u << (b % 32);
      sig[b / 32] = bit ? (sig[b / 32] | m) : (sig[b / 32] & ~m);
    }
  }
}

/// One field of a register held in a slot of a public signal: register bits
/// [reg_lsb +: width] are signal bits [sig_lsb +: width].
struct bar_bd_field {
  std::function<std::uint32_t()> get;      ///< the slot's value
  std::function<void(std::uint32_t)> set;  ///< writes the slot
  unsigned reg_lsb = 0;                    ///< position in the register
  unsigned width = 0;                      ///< width (<= 32)
};

/// A field of register element `slot` stored in signal `sig` with `width` bits per element.
template <typename T>
bar_bd_field bar_bd_slot(T& sig, unsigned slot, unsigned width, unsigned reg_lsb) {
  T* s = &sig;
  const unsigned lsb = slot * width;
  return {[s, lsb, width] { return vl_get_bits(*s, lsb, width); },
          [s, lsb, width](std::uint32_t v) { vl_set_bits(*s, lsb, width, v); }, reg_lsb, width};
}

/// The back doors of a register block: one uvm_reg_backdoor_fn per register, owned here.
class bar_reg_backdoors {
 public:
  /// Installs on `rg` a back door made of `fields` (bits of the register outside every field
  /// read as 0 and are not written).
  void add(uvm::uvm_reg* rg, std::vector<bar_bd_field> fields) {
    auto f = std::make_shared<std::vector<bar_bd_field>>(std::move(fields));
    m_bd.push_back(std::make_unique<uvm::uvm_reg_backdoor_fn>(
        [f](uvm::uvm_reg_addr_t) {
          uvm::uvm_reg_data_t v = 0;
          for (const bar_bd_field& x : *f) v |= uvm::uvm_reg_data_t{x.get()} << x.reg_lsb;
          return v;
        },
        [f](uvm::uvm_reg_data_t v, uvm::uvm_reg_addr_t) {
          for (const bar_bd_field& x : *f)
            x.set(static_cast<std::uint32_t>((v >> x.reg_lsb) &
                                             ((std::uint64_t{1} << x.width) - 1u)));
        },
        rg->get_name() + "_backdoor"));
    rg->set_backdoor(m_bd.back().get());
  }

 private:
  std::vector<std::unique_ptr<uvm::uvm_reg_backdoor_fn>> m_bd;
};

}  // namespace collnet::barrier
