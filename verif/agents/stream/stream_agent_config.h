// stream_agent_config: how one stream agent behaves (put in the config_db, field "cfg").
//
// | field          | meaning                                                                  |
// |----------------|--------------------------------------------------------------------------|
// | is_active      | build the driver (and sequencer); passive agents only monitor            |
// | role           | source: the driver offers items (valid/data) from the sequencer;         |
// |                | sink: the driver only drives ready (backpressure), no sequencer needed   |
// | pattern        | source: when a new item may start (idle pattern); sink: ready pattern    |
// | prefetch       | source: items taken from the sequencer ahead of time (item_done at once, |
// |                | cheap). 0 = item_done only when the DUT accepted the item (exact UVM     |
// |                | completion, one SystemC sync per item)                                   |
// | check_protocol | monitor: valid must stay high and data stable until ready (STREAM_PROTO) |
// | ready_in_reset | sink: value of ready while reset is asserted (a source drives valid 0)   |
#pragma once

#include <cstdint>
#include <string>

#include "stream_pattern.h"

namespace collnet::common {

enum class stream_role : std::uint8_t { source, sink };

struct stream_agent_config {
  bool is_active = true;  ///< build the driver
  stream_role role = stream_role::source;
  stream_pattern pattern;       ///< idle (source) or backpressure (sink) pattern
  unsigned prefetch = 16;       ///< source: items fetched ahead (0 = exact completion)
  bool check_protocol = true;   ///< monitor: stream rule checks
  bool ready_in_reset = false;  ///< sink: ready value while reset is asserted

  std::string to_string() const {
    return std::string(is_active ? "active " : "passive ") +
           (role == stream_role::source ? "source" : "sink") + ", pattern " + pattern.to_string() +
           ", prefetch " + std::to_string(prefetch);
  }
};

}  // namespace collnet::common
