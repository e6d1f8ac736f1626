// bar_switch_dut_t<MODEL>: the DUT binding of a Verilated barrier_switch model: its harness, its
// pins (bar_switch_dut.h) and its register back door. Included only by the sim main file, after
// the model's root header (COLLNET_MODEL_ROOT_H: the public register flops):
//
//   COLLNET_BAR_SWITCH_DUT(Vbar_switch, NumPorts, NumGroups, SeqBits);  // "bar_switch_dut"
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>

#include "bar_port_config.h"
#include "bar_port_name.h"
#include "bar_reg_backdoor_bind.h"
#include "bar_switch_dut.h"
#include "bar_switch_probe.h"
#include "reg_bus_config.h"
#include "uvm.h"
#include "vl_dut.h"

namespace collnet::barrier {

template <typename MODEL>
class bar_switch_dut_t : public collnet::dv::vl_dut<MODEL, bar_switch_dut_if> {
 public:
  using collnet::dv::vl_dut<MODEL, bar_switch_dut_if>::vl_dut;

  void bind(uvm::uvm_component* test) override {
    const unsigned np = this->params().num_ports;
    for (unsigned p = 0; p < np; ++p)
      uvm::uvm_config_db<bar_port_vif>::set(test, "env." + bar_port_name(p) + "*", "vif",
                                            port_vif(p));
    uvm::uvm_config_db<common::reg_bus_vif>::set(test, "env.mgmt*", "vif",
                                                 common::reg_bus_pins(this));
    uvm::uvm_config_db<bar_switch_vif>::set(test, "env.probe", "vif", switch_vif());
  }

  /// The flops of the switch's generated register file (i_mgmt.i_reg_top), one per register
  /// that has flops (BARRIER_SW_FLOPS of the generated header).
  void install_backdoor(collnet::barrier::regs::uvm_model::sw_reg_block& rm,
                        bar_reg_backdoors& bd) override {
    auto* r = this->model().rootp;
#define BAR_SW_BACKDOOR(REG, FLOP) \
  bar_bd_add_flop(bd, rm.REG, r->barrier_switch__DOT__i_mgmt__DOT__i_reg_top__DOT__##FLOP);
    BARRIER_SW_FLOPS(BAR_SW_BACKDOOR)
#undef BAR_SW_BACKDOOR
  }

 private:
  /// Pins of link port p (the switch's port vectors: bit p, element p).
  bar_port_vif port_vif(unsigned p) {
    collnet::dv::vl_harness<MODEL>* h = this;
    const std::uint32_t bit = 1u << p;
    bar_port_vif v;
    v.read_rx_valid = [h, bit] { return (h->model().rx_valid_i & bit) != 0; };
    v.read_rx_ready = [h, bit] { return (h->model().rx_ready_o & bit) != 0; };
    v.read_rx_pkt = [h, p] { return static_cast<std::uint16_t>(h->model().rx_pkt_i[p]); };
    v.read_tx_valid = [h, bit] { return (h->model().tx_valid_o & bit) != 0; };
    v.read_tx_ready = [h, bit] { return (h->model().tx_ready_i & bit) != 0; };
    v.read_tx_pkt = [h, p] { return static_cast<std::uint16_t>(h->model().tx_pkt_o[p]); };
    v.drive_rx_valid = [h, bit](bool on) {
      auto& s = h->model().rx_valid_i;
      s = static_cast<std::remove_reference_t<decltype(s)>>(on ? (s | bit) : (s & ~bit));
    };
    v.drive_rx_pkt = [h, p](std::uint16_t pkt) { h->model().rx_pkt_i[p] = pkt; };
    v.drive_tx_ready = [h, bit](bool on) {
      auto& s = h->model().tx_ready_i;
      s = static_cast<std::remove_reference_t<decltype(s)>>(on ? (s | bit) : (s & ~bit));
    };
    return v;
  }

  /// Pins of the whole switch, as the probe reads them.
  bar_switch_vif switch_vif() {
    collnet::dv::vl_harness<MODEL>* h = this;
    bar_switch_vif v;
    v.read_rx_xfer = [h] {
      return static_cast<std::uint32_t>(h->model().rx_valid_i & h->model().rx_ready_o);
    };
    v.read_tx_ready = [h] { return static_cast<std::uint32_t>(h->model().tx_ready_i); };
    v.read_tx_valid = [h] { return static_cast<std::uint32_t>(h->model().tx_valid_o); };
    v.read_rx_pkt = [h](unsigned p) { return static_cast<std::uint16_t>(h->model().rx_pkt_i[p]); };
    v.read_tx_pkt = [h](unsigned p) { return static_cast<std::uint16_t>(h->model().tx_pkt_o[p]); };
    v.reg = common::reg_bus_pins(h);
    return v;
  }
};

}  // namespace collnet::barrier

/// Registers the binding of MODEL (parameters NUM_PORTS, NUM_GROUPS, SEQ_BITS) as
/// "bar_switch_dut" (once, in a sim main file).
#define COLLNET_BAR_SWITCH_DUT(MODEL, NUM_PORTS, NUM_GROUPS, SEQ_BITS)      \
  class bar_switch_dut : public collnet::barrier::bar_switch_dut_t<MODEL> { \
   public:                                                                  \
    UVM_COMPONENT_UTILS(bar_switch_dut);                                    \
    using bar_switch_dut_t::bar_switch_dut_t;                               \
    collnet::barrier::bar_switch_params params() const override {           \
      return {NUM_PORTS, NUM_GROUPS, SEQ_BITS};                             \
    }                                                                       \
  }
