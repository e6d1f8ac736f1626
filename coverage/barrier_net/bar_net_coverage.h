// bar_net_coverage.h: functional coverage of the barrier network (verif/envs/barrier_net), the
// coverage items of issue #6 as covergroups (coverage/README.md): where in the tree each
// protocol recovery event happened, per group.
//
// Tree position ("level"): switch level 0 (root) .. D-1 (bottom switches), leaf = D. The bins of
// `level` depend on the depth D, so D is part of every type name (`bar_net_retx_d3`), the clean
// way of coverage/README.md for a parameter that changes the bins.
//
// | covergroup          | one sample per                                  | level bins            |
// |---------------------|-------------------------------------------------|-----------------------|
// | bar_net_retx_dD     | reduce resend by a timeout (RTL T2_FIRED per     | t2_level[1..D-1], | |
// | switch and group, leaf T1_FIRED), read at the    | leaf_t1; root: illegal| | | end of the run
// | (a root has no T2)    | | bar_net_stale_red_dD| stale-reduce DISTRIBUTE resend (STALE_RED) |
// root, int_level[1..   | |                     | | D-1]; leaf: illegal   | | bar_net_ign_dist_dD |
// ignored DISTRIBUTE (STALE_DIST), switch or leaf  | sw_level[1..D-1],     | | | | leaf; root:
// illegal   | | bar_net_crc_drop_dD | corrupted packet delivered to a receiver (the    |
// rx_level[0..D-1],     | |                     | link model, at delivery; the RTL drops it) | leaf
// | | bar_net_race_dD     | switch race of k+1's reduce with k's distribute  | level[0..D-1] | | |
// (verif/envs/barrier_net/README.md "Races")        |                       |
//
// Each has `group` (bins g[0..3]; the switch has NumGroups = 4) and the cross level x group.
// Illegal bins are real checks: a hit is a COV_ILLEGAL coverage error (cov::error_count()).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "covergroup.h"

namespace bar_net_cov {

/// One tree event: level x group.
struct tree_event_cg : cov::covergroup {
  cov::coverpoint<int> level;
  cov::coverpoint<int> group;
  cov::cross level_x_group;

  tree_event_cg(const std::string& type, const std::string& inst, cov::bins level_bins)
      : cov::covergroup(type, inst),
        level(this, "level", std::move(level_bins)),
        group(this, "group", cov::bins{cov::bins_array("g", 0, 3)}),
        level_x_group(this, "level_x_group", level, group) {}
  /// `n` events at tree level `lvl` in group `g`.
  void sample_at(int lvl, int g, uint64_t n = 1) {
    level.set(lvl);
    group.set(g);
    for (uint64_t i = 0; i < n; ++i) sample();
  }
};

/// The five covergroups of one network of depth `depth` (switch levels).
class coverage {
 public:
  coverage(unsigned depth, const std::string& inst = "net") {
    const int d = static_cast<int>(depth);
    const std::string sfx = "_d" + std::to_string(depth);
    auto levels = [&](const char* name, int lo, int hi) {
      return lo <= hi ? cov::bins{cov::bins_array(name, lo, hi)} : cov::bins{};
    };
    auto retx = levels("t2_level", 1, d - 1);
    retx.push_back(cov::bin("leaf_t1", d));
    retx.push_back(cov::illegal_bins("root_t2", 0));
    retx_ = std::make_unique<tree_event_cg>("bar_net_retx" + sfx, inst, std::move(retx));
    auto stale = levels("int_level", 1, d - 1);
    stale.insert(stale.begin(), cov::bin("root", 0));
    stale.push_back(cov::illegal_bins("leaf", d));
    stale_red_ = std::make_unique<tree_event_cg>("bar_net_stale_red" + sfx, inst, std::move(stale));
    auto ign = levels("sw_level", 1, d - 1);
    ign.push_back(cov::bin("leaf", d));
    ign.push_back(cov::illegal_bins("root", 0));
    ign_dist_ = std::make_unique<tree_event_cg>("bar_net_ign_dist" + sfx, inst, std::move(ign));
    auto crc = levels("rx_level", 0, d - 1);
    crc.push_back(cov::bin("leaf", d));
    crc_drop_ = std::make_unique<tree_event_cg>("bar_net_crc_drop" + sfx, inst, std::move(crc));
    race_ = std::make_unique<tree_event_cg>("bar_net_race" + sfx, inst, levels("level", 0, d - 1));
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

}  // namespace bar_net_cov
