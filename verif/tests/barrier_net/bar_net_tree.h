// bar_net_tree: the network configuration the barrier-net tests start from.
#pragma once

#include "bar_net_env.h"

namespace collnet::barrier {

/// A tree of `fanout`-ary switches `depth` levels deep, with `groups` barrier groups and
/// `barriers` operations per leaf; every other field keeps its default.
inline net_config tree_config(unsigned fanout, unsigned depth, unsigned groups, unsigned barriers) {
  net_config cfg;
  cfg.fanout = fanout;
  cfg.depth = depth;
  cfg.groups = groups;
  cfg.barriers = barriers;
  return cfg;
}

}  // namespace collnet::barrier
