// bar_port_name(p): the agent name of link port p in the barrier envs ("port0", ...), shared by
// the envs and the sims' DUT bindings (which need nothing else of the envs).
#pragma once

#include <string>

namespace collnet::barrier {

inline std::string bar_port_name(unsigned p) {
  return "port" + std::to_string(p);
}

}  // namespace collnet::barrier
