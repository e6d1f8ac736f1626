// cu_dut_t<MODEL>: the DUT binding of a Verilated cu_datapath model: its harness and its pins
// (cu_dut.h). Included only by the sim main files:
//
//   COLLNET_CU_DUT(Vcu_narrow, NumIn, FracBits, Latency);   // registers "cu_dut"
#pragma once

#include <cstdint>
#include <type_traits>

#include "cu_dut.h"
#include "cu_env_types.h"
#include "stream_vif.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::collective {

/// Word i of in_data_i: a 64-bit integer for NumIn = 1, 32-bit words (VlWide) above.
template <typename W>
void put_word(W& w, unsigned i, std::uint64_t d) {
  if constexpr (std::is_integral_v<W>) {
    (void)i;
    w = d;
  } else {
    w[2 * i] = static_cast<std::uint32_t>(d);
    w[2 * i + 1] = static_cast<std::uint32_t>(d >> 32);
  }
}
template <typename W>
std::uint64_t get_word(const W& w, unsigned i) {
  if constexpr (std::is_integral_v<W>) {
    (void)i;
    return w;
  } else {
    return static_cast<std::uint64_t>(w[2 * i]) | static_cast<std::uint64_t>(w[2 * i + 1]) << 32;
  }
}

template <typename MODEL, unsigned NUM_IN>
class cu_dut_t : public collnet::dv::vl_harness<MODEL>, public cu_dut_if {
 public:
  explicit cu_dut_t(uvm::uvm_component_name name) : collnet::dv::vl_harness<MODEL>(name) {}

  collnet::dv::vl_harness_base& harness() override { return *this; }

  void bind(uvm::uvm_component* test, collnet::dv::small_function<bool(bool)> ready_gate) override {
    MODEL& m = this->model();
    static_assert(sizeof(m.in_data_i) == 8 * NUM_IN, "in_data_i width");
    m_gate = std::move(ready_gate);
    common::stream_vif<cu_in_elem> in_vif;
    in_vif.read_valid = [&m] { return m.in_valid_i != 0; };
    in_vif.read_ready = [&m] { return m.in_ready_o != 0; };
    in_vif.read_data = [&m] {
      cu_in_elem e;
      e.op = m.in_op_i;
      e.mask = m.in_mask_i;
      for (unsigned i = 0; i < NUM_IN; ++i) e.data[i] = get_word(m.in_data_i, i);
      return e;
    };
    in_vif.drive_valid = [&m](bool b) { m.in_valid_i = b; };
    in_vif.drive_data = [&m](const cu_in_elem& e) {
      m.in_op_i = e.op;
      m.in_mask_i = e.mask;
      for (unsigned i = 0; i < NUM_IN; ++i) put_word(m.in_data_i, i, e.data[i]);
    };
    uvm::uvm_config_db<common::stream_vif<cu_in_elem>>::set(test, "env.in_agent*", "vif", in_vif);
    common::stream_vif<cu_out_word> out_vif;
    out_vif.read_valid = [&m] { return m.out_valid_o != 0; };
    out_vif.read_ready = [&m] { return m.out_ready_i != 0; };
    out_vif.read_data = [&m] {
      return cu_out_word{static_cast<std::uint64_t>(m.out_data_o),
                         static_cast<std::uint8_t>(m.out_flags_o)};
    };
    out_vif.drive_ready = [this, &m](bool b) { m.out_ready_i = m_gate(b); };
    uvm::uvm_config_db<common::stream_vif<cu_out_word>>::set(test, "env.out_agent*", "vif",
                                                             out_vif);
  }

 private:
  collnet::dv::small_function<bool(bool)> m_gate;  ///< output ready gate of the env
};

}  // namespace collnet::collective

/// Registers the binding of MODEL (parameters NUM_IN, FRAC_BITS, LATENCY) as "cu_dut" (once, in
/// a sim main file).
#define COLLNET_CU_DUT(MODEL, NUM_IN, FRAC_BITS, LATENCY)              \
  class cu_dut : public collnet::collective::cu_dut_t<MODEL, NUM_IN> { \
   public:                                                             \
    UVM_COMPONENT_UTILS(cu_dut);                                       \
    using cu_dut_t::cu_dut_t;                                          \
    collnet::collective::cu_rtl_params params() const override {       \
      return {NUM_IN, FRAC_BITS, LATENCY};                             \
    }                                                                  \
  }
