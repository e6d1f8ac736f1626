// cu_env_config: configuration of the collective-datapath environment (config_db "env_cfg").
#pragma once

#include "cu_env_types.h"
#include "stream_agent_config.h"

namespace collnet::collective {

struct cu_env_config {
  unsigned num_in = 12;             ///< NumIn of the RTL configuration
  unsigned frac_bits = 64;          ///< FracBits (F) of the RTL configuration
  unsigned latency = 6;             ///< pipeline latency of the configuration (README formula)
  bool coverage_enable = true;      ///< build the covergroups (+nocov turns them off)
  bool repro_enable = false;        ///< build the reproducibility checker (repro tests)
  bool host_check_require = false;  ///< CU_HOST error when no element met the host check
  /// Input agent: source of whole elements on in_valid_i/in_ready_o. Its pattern gates when
  /// an element may start (on top of each item's delay, which carries the port skew).
  common::stream_agent_config in_cfg;
  common::stream_agent_config out_cfg;  ///< output agent: sink (backpressure)
  cu_env_config() {
    in_cfg.role = common::stream_role::source;
    out_cfg.role = common::stream_role::sink;
  }
};

}  // namespace collnet::collective
