// Configuration objects and status "virtual interfaces" of the common-cells environments.
//
// Put in the config_db by the test, field "env_cfg" for the env; the env hands the agent
// configs on to its agents (field "cfg") and the pins (field "vif").
#pragma once

#include <cstdint>
#include <string>
#include "stream_agent_config.h"
#include "vl_small_function.h"

namespace collnet::common {

/// FIFO status pins read by the coverage probe (level and the two transfers) and by the status
/// checker (level, almost_full and the four handshake pins).
struct fifo_status_vif {
  collnet::dv::small_function<unsigned()> level;    ///< level_o
  collnet::dv::small_function<bool()> almost_full;  ///< almost_full_o
  /// Transfers of the cycle in one read (the probe calls it every cycle): bit 0 push
  /// (valid_i && ready_o), bit 1 pop (valid_o && ready_i).
  collnet::dv::small_function<unsigned()> transfers;
  /// Handshake pins of the cycle in one read (the status checker calls it every cycle):
  /// bit 0 valid_i, bit 1 ready_o, bit 2 valid_o, bit 3 ready_i.
  collnet::dv::small_function<unsigned()> handshake;
};

/// FIFO environment: one source agent on the input, one sink agent on the output.
struct fifo_env_config {
  unsigned depth = 4;               ///< Depth of the RTL configuration
  bool fall_through = false;        ///< FallThrough of the RTL configuration
  unsigned almost_full_thresh = 0;  ///< AlmostFullThresh (0: disabled)
  bool coverage_enable = true;      ///< build the coverage probe (+nocov turns it off)
  /// Build the status checker (cc_fifo's protocol table); off for a DUT that only shares the
  /// port list (the benchmark's FIFO chain).
  bool status_check_enable = true;
  common::stream_agent_config in_cfg;   ///< input port: source
  common::stream_agent_config out_cfg;  ///< output port: sink
  fifo_env_config() {
    in_cfg.role = common::stream_role::source;
    out_cfg.role = common::stream_role::sink;
  }
};

/// Arbiter pins read by the probe (one cycle of requests, ready and grant).
struct arb_status_vif {
  collnet::dv::small_function<std::uint64_t()> req;  ///< req_i
  collnet::dv::small_function<std::uint64_t()> gnt;  ///< gnt_o
  collnet::dv::small_function<bool()> ready;         ///< ready_i
  collnet::dv::small_function<bool()> valid;         ///< valid_o
  collnet::dv::small_function<std::uint64_t()> idx;  ///< idx_o
};

/// Round-robin arbiter environment: one source agent per requester (valid = req_i[k], ready =
/// gnt_o[k] && ready_i), one sink agent driving ready_i, a probe feeding the cycle scoreboard.
struct rr_arb_env_config {
  unsigned num_in = 4;                    ///< NumIn of the RTL configuration
  bool lock_in = true;                    ///< LockIn of the RTL configuration
  bool coverage_enable = true;            ///< build the request x winner coverage
  common::stream_agent_config req_cfg;    ///< every requester: source
  common::stream_agent_config ready_cfg;  ///< downstream ready: sink
  rr_arb_env_config() {
    req_cfg.role = common::stream_role::source;
    ready_cfg.role = common::stream_role::sink;
  }
  /// Name of requester k's agent in rr_arb_env.
  static std::string req_agent_name(unsigned k) { return "req_agent_" + std::to_string(k); }
};

}  // namespace collnet::common
