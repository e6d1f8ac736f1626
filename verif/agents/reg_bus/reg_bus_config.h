// reg_bus_config: configuration and pins of the reg_bus agent (the register bus of every block,
// rtl/common/cc_reg_if.sv). config_db fields "cfg" (reg_bus_config), "vif" (reg_bus_vif),
// "harness". reg_bus_pins(h): the pins of any Verilated block, all of which name them alike.
#pragma once

#include <cstdint>
#include <type_traits>

#include "vl_harness.h"
#include "vl_small_function.h"

namespace collnet::common {

struct reg_bus_vif {
  collnet::dv::small_function<bool()> read_valid;           ///< reg_valid_i
  collnet::dv::small_function<bool()> read_ready;           ///< reg_ready_o
  collnet::dv::small_function<bool()> read_write;           ///< reg_write_i
  collnet::dv::small_function<unsigned()> read_addr;        ///< reg_addr_i
  collnet::dv::small_function<std::uint32_t()> read_wdata;  ///< reg_wdata_i
  collnet::dv::small_function<bool()> read_rvalid;          ///< reg_rvalid_o
  collnet::dv::small_function<std::uint32_t()> read_rdata;  ///< reg_rdata_o
  collnet::dv::small_function<bool()> read_rerr;            ///< reg_rerr_o
  /// reg_valid_i, reg_write_i, reg_addr_i, reg_wdata_i (the last three only when valid)
  collnet::dv::small_function<void(bool valid, bool write, unsigned addr, std::uint32_t wdata)>
      drive;
};

struct reg_bus_config {
  bool is_active = true;  ///< build the driver and sequencer
};

/// The register-bus pins of a Verilated block (ports reg_valid_i ... reg_rerr_o). Idle (valid
/// low) leaves write, addr and wdata as they were.
template <typename MODEL>
reg_bus_vif reg_bus_pins(collnet::dv::vl_harness<MODEL>* h) {
  reg_bus_vif v;
  v.read_valid = [h] { return h->model().reg_valid_i != 0; };
  v.read_ready = [h] { return h->model().reg_ready_o != 0; };
  v.read_write = [h] { return h->model().reg_write_i != 0; };
  v.read_addr = [h] { return static_cast<unsigned>(h->model().reg_addr_i); };
  v.read_wdata = [h] { return static_cast<std::uint32_t>(h->model().reg_wdata_i); };
  v.read_rvalid = [h] { return h->model().reg_rvalid_o != 0; };
  v.read_rdata = [h] { return static_cast<std::uint32_t>(h->model().reg_rdata_o); };
  v.read_rerr = [h] { return h->model().reg_rerr_o != 0; };
  v.drive = [h](bool valid, bool write, unsigned addr, std::uint32_t wdata) {
    MODEL& m = h->model();
    m.reg_valid_i = valid;
    if (!valid) return;
    m.reg_write_i = write;
    m.reg_addr_i = static_cast<std::remove_reference_t<decltype(m.reg_addr_i)>>(addr);
    m.reg_wdata_i = wdata;
  };
  return v;
}

}  // namespace collnet::common
