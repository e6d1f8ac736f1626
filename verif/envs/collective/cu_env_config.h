// cu_env_config: configuration of the collective-datapath environment (config_db "env_cfg"),
// and the DUT input "virtual interface" the alignment stage drives.
#pragma once

#include <cstdint>

#include "cu_env_types.h"
#include "stream_agent_config.h"
#include "vl_small_function.h"

namespace collnet::collective {

/// The DUT's input pins as the alignment stage drives them (set by the test, "dut_in_vif").
struct cu_dut_in_vif {
  collnet::dv::small_function<bool()> read_ready;       ///< in_ready_o
  collnet::dv::small_function<void(bool)> drive_valid;  ///< in_valid_i
  collnet::dv::small_function<void(const cu_in_elem&)>
      drive_elem;  ///< in_op_i, in_mask_i, in_data_i
};

struct cu_env_config {
  unsigned num_in = 12;             ///< NumIn of the RTL configuration
  unsigned frac_bits = 64;          ///< FracBits (F) of the RTL configuration
  unsigned latency = 6;             ///< pipeline latency of the configuration (README formula)
  unsigned align_depth = 4;         ///< per-port FIFO depth of the alignment stage
  bool coverage_enable = true;      ///< build the covergroups (+nocov turns them off)
  bool repro_enable = false;        ///< build the reproducibility checker (repro tests)
  bool host_check_require = false;  ///< CU_HOST error when no element met the host check
  /// Fault injection for the reproducibility checker's _bad test: when corrupt_port < num_in,
  /// the alignment stage flips bit corrupt_bit of that port's word in every element it hands
  /// to the DUT (a broken input lane). Off by default.
  unsigned corrupt_port = ~0u;
  unsigned corrupt_bit = 40;
  common::stream_agent_config port_cfg;  ///< every per-port agent: source
  common::stream_agent_config out_cfg;   ///< output agent: sink (backpressure)
  cu_env_config() {
    port_cfg.role = common::stream_role::source;
    out_cfg.role = common::stream_role::sink;
  }
};

}  // namespace collnet::collective
