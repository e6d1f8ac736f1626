// bar_reg_backdoors: the register back doors of a barrier switch or leaf model, as a test holds
// them. A test owns one bar_reg_backdoors and hands it to its DUT binding's install_backdoor()
// (bar_switch_dut.h, bar_leaf_dut.h), which installs a back door on every writable register of
// the register model onto the model's register flops (bar_reg_backdoor_bind.h, included only by
// the bindings); the back doors live as long as this object. Used by uvm_reg_access_seq (front
// door vs back door) and by the counter deposits of the switch tests. Defined in
// bar_reg_backdoor.cpp (compiled once), as are the flop accessors of bar_reg_backdoor_bind.h.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace uvm {
class uvm_reg;
class uvm_reg_backdoor_fn;
}  // namespace uvm

namespace collnet::barrier {

/// The back doors of a register block: one uvm_reg_backdoor_fn per register, owned here.
class bar_reg_backdoors {
 public:
  bar_reg_backdoors();
  ~bar_reg_backdoors();
  bar_reg_backdoors(const bar_reg_backdoors&) = delete;
  bar_reg_backdoors& operator=(const bar_reg_backdoors&) = delete;

  /// Installs on `rg` a back door whose value is the 32-bit word `read()` returns and whose
  /// write stores the low 32 bits of the value with `write()`.
  void add_word(uvm::uvm_reg* rg, std::function<std::uint32_t()> read,
                std::function<void(std::uint32_t)> write);

 private:
  std::vector<std::unique_ptr<uvm::uvm_reg_backdoor_fn>> m_bd;
};

}  // namespace collnet::barrier
