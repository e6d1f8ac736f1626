// bar_reg_backdoor: the register back door of the barrier switch and leaf models. The register
// flops of the generated register files (bar_sw_reg_top in bar_mgmt, bar_leaf_reg_top in
// barrier_leaf) are public signals of the Verilated model (/*verilator public_flat_rw*/), one
// 32-bit register word per element (element i of a [N][32] flop is bits [32*i +: 32]); the
// generated header lists them (BARRIER_SW_FLOPS / BARRIER_LEAF_FLOPS). Used by
// uvm_reg_access_seq (front door vs back door).
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
  /// Installs on `rg` the back door of a flop of the generated register file: one 32-bit word
  /// per register element, element `i` at bits [32 * i +: 32] of `sig` (the generated header's
  /// <BLOCK>_<MAP>_FLOPS list names each register's flop).
  template <typename T>
  void add_flop(uvm::uvm_reg* rg, T& sig, unsigned i = 0) {
    add(rg, {bar_bd_slot(sig, i, 32, 0)});
  }
  /// The same for every element of a register array.
  template <typename R, typename T>
  void add_flop(const std::vector<R*>& rgs, T& sig) {
    for (unsigned i = 0; i < rgs.size(); ++i) add_flop(rgs[i], sig, i);
  }

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
