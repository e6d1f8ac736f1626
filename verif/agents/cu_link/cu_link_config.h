// cu_link_config: configuration and pins ("virtual interface") of one cu_link agent (one input
// port of collective_unit). config_db fields "cfg" (cu_link_config) and "vif" (cu_link_vif).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "stream_pattern.h"
#include "vl_small_function.h"

namespace collnet::collective {

/// The pins of input port i (the env builds the lambdas from the model's packed vectors).
struct cu_link_vif {
  collnet::dv::small_function<bool()> read_valid;               ///< in_valid_i[i]
  collnet::dv::small_function<bool()> read_ready;               ///< in_ready_o[i]
  collnet::dv::small_function<std::uint64_t()> read_data;       ///< in_data_i[i]
  collnet::dv::small_function<unsigned()> read_room;            ///< in_room_o[i] (bit c = class c)
  collnet::dv::small_function<void(bool)> drive_valid;          ///< in_valid_i[i]
  collnet::dv::small_function<void(std::uint64_t)> drive_data;  ///< in_data_i[i]
};

/// How a link driver picks the class of the next packet among those allowed (queue not empty,
/// room, not_before reached).
enum class cu_class_pick : std::uint8_t { random, round_robin };

struct cu_link_config {
  bool is_active = true;                ///< build the driver and sequencer
  unsigned port = 0;                    ///< input port index (port NumIn-1 = local injection)
  common::stream_pattern flit_pattern;  ///< idle/burst pattern of the flits (valid gaps)
  cu_class_pick pick = cu_class_pick::random;
  /// Percent (0..100) of packets that may start without looking at in_room_o; their header is
  /// held until in_ready_o. 0: the driver always waits for room.
  unsigned ignore_room_pct = 0;
  /// Shared by the link drivers of one unit: true while one of them holds a packet started
  /// without room. Only one sender at a time does it: two could deadlock each other by
  /// head-of-line blocking (TRAFFIC.md, sender rule). Null: no sharing (one driver).
  std::shared_ptr<bool> noroom_busy;
  /// The stream's name in reports.
  std::string stream() const { return fmt::format("port {}", port); }
};

}  // namespace collnet::collective
