// bar_reg_backdoor_bind: what a DUT binding needs to install the register back door of its
// Verilated model (install_backdoor() of bar_switch_dut_t, bar_leaf_dut_t). The register flops
// of the generated register files (bar_sw_reg_top in bar_mgmt, bar_leaf_reg_top in
// barrier_leaf) are public signals of the Verilated model (/*verilator public_flat_rw*/), one
// 32-bit register word per element (element i of a [N][32] flop is bits [32*i +: 32]); the
// generated header lists them (BARRIER_SW_FLOPS / BARRIER_LEAF_FLOPS). Included only by the
// binding headers (the sim main files); a test sees only bar_reg_backdoors (bar_reg_backdoor.h).
// The accessors are defined in bar_reg_backdoor.cpp, compiled once.
//
// A flop is a Verilator signal of 32 bits (IData), 64 bits (QData) or more (VlWide<N>, passed
// as its words: word k = bits [32*k +: 32]).
#pragma once

#include <cstdint>
#include <vector>

namespace uvm {
class uvm_reg;
}  // namespace uvm

namespace collnet::barrier {

class bar_reg_backdoors;  // bar_reg_backdoor.h

/// Installs on `rg` the back door of element `i` (bits [32*i +: 32]) of a register flop of the
/// generated register file, owned by `bd`: a 32-bit flop (i = 0), a 64-bit flop (i < 2), or
/// the words of a wider flop (VlWide converts to them).
void bar_bd_add_flop(bar_reg_backdoors& bd, uvm::uvm_reg* rg, std::uint32_t& sig, unsigned i = 0);
void bar_bd_add_flop(bar_reg_backdoors& bd, uvm::uvm_reg* rg, std::uint64_t& sig, unsigned i = 0);
void bar_bd_add_flop(bar_reg_backdoors& bd, uvm::uvm_reg* rg, std::uint32_t* words, unsigned i = 0);

/// The same for every element of a register array: register i is element i of `sig`.
template <typename R, typename T>
void bar_bd_add_flop(bar_reg_backdoors& bd, const std::vector<R*>& rgs, T& sig) {
  for (unsigned i = 0; i < rgs.size(); ++i) bar_bd_add_flop(bd, rgs[i], sig, i);
}

}  // namespace collnet::barrier
