// bar_leaf_sw_config: configuration and pins of the bar_leaf_sw agent (software interface of a
// barrier leaf). config_db fields "cfg" (bar_leaf_sw_config), "vif" (bar_leaf_sw_vif), "harness".
#pragma once

#include "vl_small_function.h"

namespace collnet::barrier {

struct bar_leaf_sw_vif {
  collnet::dv::small_function<bool()> read_arrive_valid;       ///< arrive_valid_i
  collnet::dv::small_function<bool()> read_arrive_ready;       ///< arrive_ready_o
  collnet::dv::small_function<bool()> read_release;            ///< release_o
  collnet::dv::small_function<unsigned()> read_release_seq;    ///< release_seq_o
  collnet::dv::small_function<bool()> read_waiting;            ///< waiting_o
  collnet::dv::small_function<unsigned()> read_seq;            ///< seq_o
  collnet::dv::small_function<void(bool)> drive_arrive_valid;  ///< arrive_valid_i
};

struct bar_leaf_sw_config {
  bool is_active = true;  ///< build the driver and sequencer
  /// Stimulus rule of the env (may be null: always): may a pending arrive be offered for the next
  /// edge? Called from the drive callback while arrives are pending.
  collnet::dv::small_function<bool()> may_arrive;
};

}  // namespace collnet::barrier
