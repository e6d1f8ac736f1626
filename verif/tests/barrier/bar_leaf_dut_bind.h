// bar_leaf_dut_t<MODEL>: the DUT binding of a Verilated barrier_leaf model: its harness, its pins
// (bar_leaf_dut.h) and its register back door. Included only by the sim main file, after the
// model's root header (COLLNET_MODEL_ROOT_H: the public register flops):
//
//   COLLNET_BAR_LEAF_DUT(Vbar_leaf, SeqBits);  // registers "bar_leaf_dut"
#pragma once

#include <cstdint>

#include "bar_leaf_dut.h"
#include "bar_leaf_probe.h"
#include "bar_leaf_sw_config.h"
#include "bar_port_config.h"
#include "bar_reg_backdoor_bind.h"
#include "reg_bus_config.h"
#include "uvm.h"
#include "vl_dut.h"

namespace collnet::barrier {

template <typename MODEL>
class bar_leaf_dut_t : public collnet::dv::vl_dut<MODEL, bar_leaf_dut_if> {
 public:
  using collnet::dv::vl_dut<MODEL, bar_leaf_dut_if>::vl_dut;

  void bind(uvm::uvm_component* test) override {
    uvm::uvm_config_db<bar_port_vif>::set(test, "env.port0*", "vif", port_vif());
    uvm::uvm_config_db<bar_leaf_sw_vif>::set(test, "env.sw*", "vif", sw_vif());
    uvm::uvm_config_db<common::reg_bus_vif>::set(test, "env.mgmt*", "vif",
                                                 common::reg_bus_pins(this));
    uvm::uvm_config_db<bar_leaf_vif>::set(test, "env.probe", "vif",
                                          {port_vif(), sw_vif(), common::reg_bus_pins(this)});
  }

  /// The flops of the leaf's generated register file (i_reg_top), one per register that has
  /// flops (BARRIER_LEAF_FLOPS of the generated header).
  void install_backdoor(collnet::barrier::regs::uvm_model::leaf_reg_block& rm,
                        bar_reg_backdoors& bd) override {
    auto* r = this->model().rootp;
#define BAR_LEAF_BACKDOOR(REG, FLOP) \
  bar_bd_add_flop(bd, rm.REG, r->barrier_leaf__DOT__i_reg_top__DOT__##FLOP);
    BARRIER_LEAF_FLOPS(BAR_LEAF_BACKDOOR)
#undef BAR_LEAF_BACKDOOR
  }

 private:
  bar_port_vif port_vif() {
    collnet::dv::vl_harness<MODEL>* h = this;
    bar_port_vif v;
    v.read_rx_valid = [h] { return h->model().rx_valid_i != 0; };
    v.read_rx_ready = [h] { return h->model().rx_ready_o != 0; };
    v.read_rx_pkt = [h] { return static_cast<std::uint16_t>(h->model().rx_pkt_i); };
    v.read_tx_valid = [h] { return h->model().tx_valid_o != 0; };
    v.read_tx_ready = [h] { return h->model().tx_ready_i != 0; };
    v.read_tx_pkt = [h] { return static_cast<std::uint16_t>(h->model().tx_pkt_o); };
    v.drive_rx_valid = [h](bool on) { h->model().rx_valid_i = on; };
    v.drive_rx_pkt = [h](std::uint16_t pkt) { h->model().rx_pkt_i = pkt; };
    v.drive_tx_ready = [h](bool on) { h->model().tx_ready_i = on; };
    return v;
  }
  bar_leaf_sw_vif sw_vif() {
    collnet::dv::vl_harness<MODEL>* h = this;
    bar_leaf_sw_vif v;
    v.read_arrive_valid = [h] { return h->model().arrive_valid_i != 0; };
    v.read_arrive_ready = [h] { return h->model().arrive_ready_o != 0; };
    v.read_release = [h] { return h->model().release_o != 0; };
    v.read_release_seq = [h] { return static_cast<unsigned>(h->model().release_seq_o); };
    v.read_waiting = [h] { return h->model().waiting_o != 0; };
    v.read_seq = [h] { return static_cast<unsigned>(h->model().seq_o); };
    v.drive_arrive_valid = [h](bool on) { h->model().arrive_valid_i = on; };
    return v;
  }
};

}  // namespace collnet::barrier

/// Registers the binding of MODEL (parameter SEQ_BITS) as "bar_leaf_dut" (once, in a sim main
/// file).
#define COLLNET_BAR_LEAF_DUT(MODEL, SEQ_BITS)                           \
  class bar_leaf_dut : public collnet::barrier::bar_leaf_dut_t<MODEL> { \
   public:                                                              \
    UVM_COMPONENT_UTILS(bar_leaf_dut);                                  \
    using bar_leaf_dut_t::bar_leaf_dut_t;                               \
    unsigned seq_bits() const override { return SEQ_BITS; }             \
  }
