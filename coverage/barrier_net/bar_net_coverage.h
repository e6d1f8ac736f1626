// bar_net_coverage.h: functional coverage of the barrier network (verif/envs/barrier_net), the
// coverage items of issue #6 as covergroups (coverage/README.md): where in the tree each
// protocol recovery event happened, per group.
//
// Tree position ("level", a role so that networks of every depth merge into one type): 0 = root,
// 1 = intermediate switch (levels 1..D-2), 2 = bottom switch (level D-1, parent of leaves; for
// D = 1 the root is also the bottom and counts as root), 3 = leaf. `role_of()` maps a level.
// The per-level breakdown of every depth is in the tool's JSON (`switch_t2_by_level`,
// `races_by_level`).
//
// | covergroup        | one sample per                                    | level bins            |
// |-------------------|---------------------------------------------------|-----------------------|
// | bar_net_retx      | reduce resend by a timeout (RTL T2_FIRED per      | t2_intermediate,      |
// |                   | switch and group, leaf T1_FIRED), read at the end | t2_bottom, leaf_t1;   |
// |                   |                                                   | root_t2 illegal       |
// | bar_net_stale_red | stale-reduce DISTRIBUTE resend (STALE_RED)        | root, intermediate,   |
// |                   |                                                   | bottom; leaf illegal  |
// | bar_net_ign_dist  | ignored DISTRIBUTE (STALE_DIST), switch or leaf   | intermediate, bottom, |
// |                   |                                                   | leaf; root illegal    |
// | bar_net_crc_drop  | corrupted packet taken by a receiver (the link    | root, intermediate,   |
// |                   | model, at delivery; the RTL drops it: ERR_CRC)    | bottom, leaf          |
// | bar_net_race      | switch race of k+1's reduce with k's distribute   | root, intermediate,   |
// |                   | (verif/envs/barrier_net/README.md "Races")        | bottom                |
//
// Each has `group` (bins g[0..3]; the switch has NumGroups = 4) and the cross level x group.
// Illegal bins are real checks: a hit is a COV_ILLEGAL coverage error
// (collnet::cov::error_count()).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "covergroup.h"

namespace collnet::barrier {

/// One tree event: level x group.
struct tree_event_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> level;
  collnet::cov::coverpoint<int> group;
  collnet::cov::cross level_x_group;

  tree_event_cg(const std::string& type, const std::string& inst, collnet::cov::bins level_bins)
      : collnet::cov::covergroup(type, inst),
        level(this, "level", std::move(level_bins)),
        group(this, "group", collnet::cov::bins{collnet::cov::bins_array("g", 0, 3)}),
        level_x_group(this, "level_x_group", level, group) {}
  /// `n` events at tree role `lvl` (collnet::barrier::role) in group `g`.
  void sample_at(int lvl, int g, uint64_t n = 1) {
    level.set(lvl);
    group.set(g);
    for (uint64_t i = 0; i < n; ++i) sample();
  }
};

/// Tree roles, the values of coverpoint `level`.
enum role : int { root = 0, intermediate = 1, bottom = 2, leaf = 3 };

/// Role of switch level `level` (0 = root) in a tree of `depth` switch levels; `level == depth`
/// is a leaf.
inline int role_of(unsigned level, unsigned depth) {
  if (level >= depth) return leaf;
  if (level == 0) return root;
  return level + 1 == depth ? bottom : intermediate;
}

/// The five covergroups of one network.
class coverage {
 public:
  explicit coverage(const std::string& inst = "net") {
    using collnet::cov::bin;
    retx_ = std::make_unique<tree_event_cg>(
        "bar_net_retx", inst,
        collnet::cov::bins{bin("t2_intermediate", intermediate), bin("t2_bottom", bottom),
                           bin("leaf_t1", leaf), collnet::cov::illegal_bins("root_t2", root)});
    stale_red_ = std::make_unique<tree_event_cg>(
        "bar_net_stale_red", inst,
        collnet::cov::bins{bin("root", root), bin("intermediate", intermediate),
                           bin("bottom", bottom), collnet::cov::illegal_bins("leaf", leaf)});
    ign_dist_ = std::make_unique<tree_event_cg>(
        "bar_net_ign_dist", inst,
        collnet::cov::bins{bin("intermediate", intermediate), bin("bottom", bottom),
                           bin("leaf", leaf), collnet::cov::illegal_bins("root", root)});
    crc_drop_ = std::make_unique<tree_event_cg>(
        "bar_net_crc_drop", inst,
        collnet::cov::bins{bin("root", root), bin("intermediate", intermediate),
                           bin("bottom", bottom), bin("leaf", leaf)});
    race_ = std::make_unique<tree_event_cg>(
        "bar_net_race", inst,
        collnet::cov::bins{bin("root", root), bin("intermediate", intermediate),
                           bin("bottom", bottom)});
  }
  void set_enabled(bool on) {
    for (auto* g : all()) g->set_enabled(on);
  }
  tree_event_cg& retx() const { return *retx_; }
  tree_event_cg& stale_red() const { return *stale_red_; }
  tree_event_cg& ign_dist() const { return *ign_dist_; }
  tree_event_cg& crc_drop() const { return *crc_drop_; }
  tree_event_cg& race() const { return *race_; }
  std::vector<tree_event_cg*> all() const {
    return {retx_.get(), stale_red_.get(), ign_dist_.get(), crc_drop_.get(), race_.get()};
  }

 private:
  std::unique_ptr<tree_event_cg> retx_, stale_red_, ign_dist_, crc_drop_, race_;
};

}  // namespace collnet::barrier
