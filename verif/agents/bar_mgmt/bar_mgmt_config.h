// bar_mgmt_config: configuration and pins of the bar_mgmt agent (register interface of a barrier
// switch or leaf). config_db fields "cfg" (bar_mgmt_config), "vif" (bar_mgmt_vif), "harness".
#pragma once

#include <cstdint>

#include "vl_small_function.h"

namespace collnet::barrier {

struct bar_mgmt_vif {
  vlh::small_function<bool()> read_valid;           ///< reg_valid_i
  vlh::small_function<bool()> read_ready;           ///< reg_ready_o
  vlh::small_function<bool()> read_write;           ///< reg_write_i
  vlh::small_function<unsigned()> read_addr;        ///< reg_addr_i
  vlh::small_function<std::uint32_t()> read_wdata;  ///< reg_wdata_i
  vlh::small_function<bool()> read_rvalid;          ///< reg_rvalid_o
  vlh::small_function<std::uint32_t()> read_rdata;  ///< reg_rdata_o
  vlh::small_function<bool()> read_rerr;            ///< reg_rerr_o
  /// reg_valid_i, reg_write_i, reg_addr_i, reg_wdata_i (the last three only when valid)
  vlh::small_function<void(bool valid, bool write, unsigned addr, std::uint32_t wdata)> drive;
};

struct bar_mgmt_config {
  bool is_active = true;  ///< build the driver and sequencer
};

}  // namespace collnet::barrier
