// cu_unit_env_config: configuration of the collective_unit environment (config_db "env_cfg"),
// and the per-cycle observation the probe publishes.
#pragma once

#include <array>
#include <cstdint>
#include <functional>

#include "cu_link_config.h"
#include "cu_rec_config.h"
#include "stream_pattern.h"

namespace collnet::collective {

/// Everything visible at the unit's ports in one cycle (sampled before the rising edge `edge`).
struct cu_unit_obs {
  std::uint64_t edge = 0;                     ///< rising edge ending the cycle
  std::uint32_t in_valid = 0, in_ready = 0;   ///< bit i: input port i
  std::array<std::uint64_t, 16> in_data{};    ///< in_data_i[i]
  std::uint64_t in_room = 0;                  ///< bit 3i + c: in_room_o[i][c]
  std::uint8_t dst_valid = 0, dst_ready = 0;  ///< bit d: destination d (up, user, sys)
  bool reg_req = false, reg_we = false;       ///< register access accepted (valid && ready), write
  std::uint8_t reg_addr = 0;
  std::uint32_t reg_wdata = 0;
  bool has_gnt = false;      ///< the model has the grant observation port (gnt_*_o)
  bool gnt_valid = false;    ///< gnt_valid_o
  std::uint8_t gnt_cls = 0;  ///< gnt_cls_o
  bool gnt_drop = false;     ///< gnt_drop_o
};

/// Reads the whole observation from the model (built by the test).
struct cu_unit_obs_vif {
  std::function<void(cu_unit_obs&)> read;
};

struct cu_unit_env_config {
  unsigned num_in = 3;                        ///< NumIn of the RTL configuration
  unsigned max_len = 4;                       ///< MaxLen
  unsigned frac_bits = 64;                    ///< FracBits
  unsigned vc_depth = 10;                     ///< VcDepth
  std::array<unsigned, 3> depth{10, 10, 10};  ///< UpDepth, RecDepth, RecDepth
  /// The test sends packets: the scoreboards require at least one matched result packet and
  /// one compared grant (false: register tests without traffic).
  bool packet_traffic = true;
  /// The scoreboard compares register reads with its own model (CU_REG). Off only where the
  /// register back door writes the RTL behind the scoreboard's back (cu_unit_reg_access_test);
  /// the mirror check CU_REG_MIRROR (whose mirror the back door updates) still runs.
  bool reg_read_check = true;
  bool coverage_enable = true;          ///< build the covergroups (+nocov: off)
  common::stream_pattern link_pattern;  ///< flit idle pattern of every link driver
  cu_class_pick pick = cu_class_pick::random;
  /// Percent of packets a link driver may start without in_room_o (cu_link_config).
  unsigned link_ignore_room_pct = 0;
  /// The env requires at least one header offered without room and held until ready
  /// (error CU_LINK_NOROOM otherwise): the scenario of link_ignore_room_pct really happened.
  bool link_ignore_room_check = false;
  std::array<common::stream_pattern, 3> rec_pattern;  ///< ready pattern per destination
};

}  // namespace collnet::collective
