// stream_agent<T>: monitor (always), and when active a driver, plus a sequencer for a source.
//
//   config_db (for the agent, e.g. set(this, "env.in_agent*", ...)):
//     "cfg"     stream_agent_config   role, pattern, prefetch, is_active
//     "vif"     stream_vif<T>         the port's pins
//     "harness" collnet::dv::vl_harness_base* clock and per-cycle callbacks
//   sequences run on `sequencer` (nullptr for sinks and passive agents); transfers come out of
//   `monitor->ap`.
#pragma once

#include <string>

#include "dv_base_agent.h"
#include "stream_agent_config.h"
#include "stream_driver.h"
#include "stream_item.h"
#include "stream_monitor.h"
#include "stream_vif.h"
#include "uvm.h"

namespace collnet::common {

template <typename T>
using stream_sequencer = dv::dv_sequencer<stream_item<T>>;

template <typename T>
class stream_agent : public dv::dv_base_agent<stream_agent_config, stream_driver<T>,
                                              stream_monitor<T>, stream_sequencer<T>> {
 public:
  UVM_COMPONENT_PARAM_UTILS(stream_agent<T>);
  explicit stream_agent(uvm::uvm_component_name name)
      : dv::dv_base_agent<stream_agent_config, stream_driver<T>, stream_monitor<T>,
                          stream_sequencer<T>>(name) {}

 protected:
  /// Sources take items; a sink's driver only plays its ready pattern.
  bool needs_sequencer(const stream_agent_config& cfg) const override {
    return cfg.role == stream_role::source;
  }
};

}  // namespace collnet::common
