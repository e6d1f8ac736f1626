// The register back doors (bar_reg_backdoor.h) and the flop accessors of the DUT bindings
// (bar_reg_backdoor_bind.h), compiled once: a uvm_reg_backdoor_fn per register that reads and
// writes its 32-bit word in the model's register flop.
#include "bar_reg_backdoor.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <utility>

#include <fmt/format.h>

#include "bar_reg_backdoor_bind.h"
#include "uvm.h"

namespace collnet::barrier {

bar_reg_backdoors::bar_reg_backdoors() = default;
bar_reg_backdoors::~bar_reg_backdoors() = default;

void bar_reg_backdoors::add_word(uvm::uvm_reg* rg, std::function<std::uint32_t()> read,
                                 std::function<void(std::uint32_t)> write) {
  m_bd.push_back(std::make_unique<uvm::uvm_reg_backdoor_fn>(
      [read = std::move(read)](uvm::uvm_reg_addr_t) { return uvm::uvm_reg_data_t{read()}; },
      [write = std::move(write)](uvm::uvm_reg_data_t v, uvm::uvm_reg_addr_t) {
        write(static_cast<std::uint32_t>(v & 0xFFFF'FFFFu));
      },
      rg->get_name() + "_backdoor"));
  rg->set_backdoor(m_bd.back().get());
}

namespace {
/// UVM_FATAL unless element i is within a flop of `bits` bits.
void check_element(const uvm::uvm_reg* rg, unsigned i, unsigned bits) {
  if (32 * i >= bits)
    UVM_FATAL("BAR_BACKDOOR",
              fmt::format("{}: element {} of a {}-bit register flop", rg->get_name(), i, bits));
}
}  // namespace

void bar_bd_add_flop(bar_reg_backdoors& bd, uvm::uvm_reg* rg, std::uint32_t& sig, unsigned i) {
  check_element(rg, i, 32);
  std::uint32_t* s = &sig;
  bd.add_word(
      rg, [s] { return *s; }, [s](std::uint32_t v) { *s = v; });
}

void bar_bd_add_flop(bar_reg_backdoors& bd, uvm::uvm_reg* rg, std::uint64_t& sig, unsigned i) {
  check_element(rg, i, 64);
  std::uint64_t* s = &sig;
  const unsigned lsb = 32 * i;
  const std::uint64_t m = std::uint64_t{0xFFFF'FFFFu} << lsb;
  bd.add_word(
      rg, [s, lsb] { return static_cast<std::uint32_t>(*s >> lsb); },
      [s, lsb, m](std::uint32_t v) { *s = (*s & ~m) | (std::uint64_t{v} << lsb); });
}

void bar_bd_add_flop(bar_reg_backdoors& bd, uvm::uvm_reg* rg, std::uint32_t* words, unsigned i) {
  bd.add_word(
      rg, [words, i] { return words[i]; }, [words, i](std::uint32_t v) { words[i] = v; });
}

}  // namespace collnet::barrier
