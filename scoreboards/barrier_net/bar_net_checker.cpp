// bar_net_checker.cpp: see bar_net_checker.h and README.md.
#include "bar_net_checker.h"

#include <algorithm>
#include <utility>

namespace collnet::barrier {

bound bound::from(const bound_params& p) {
  bound b;
  b.hop = p.hop_latency + p.max_link_delay + p.groups;
  b.base = 2ull * p.levels * b.hop + 2ull * p.leaf_latency + 1;
  b.per_loss = std::max(p.t1, p.t2) + 2ull * p.levels * b.hop + 2ull * p.leaf_latency;
  return b;
}

checker::checker(std::vector<int> leaf_group, unsigned seq_bits, const bound_params& bp)
    : seq_mask_((1u << seq_bits) - 1u), bp_(bp), bound_(bound::from(bp)) {
  leaves_.resize(leaf_group.size());
  int ng = 0;
  for (int g : leaf_group) ng = std::max(ng, g + 1);
  groups_.resize(static_cast<size_t>(ng));
  for (size_t l = 0; l < leaf_group.size(); ++l) {
    leaves_[l].group = leaf_group[l];
    if (leaf_group[l] >= 0) groups_[static_cast<size_t>(leaf_group[l])].leaves.push_back(int(l));
  }
}

void checker::report(const char* id, uint64_t cycle, const std::string& text) {
  violations_.push_back({id, cycle, text});
}

checker::op_st& checker::op(int g, size_t k) {
  auto& ops = groups_[static_cast<size_t>(g)].ops;
  if (ops.size() <= k) ops.resize(k + 1);
  return ops[k];
}

uint64_t checker::count(const std::string& id) const {
  return static_cast<uint64_t>(std::count_if(violations_.begin(), violations_.end(),
                                             [&](const violation& v) { return v.id == id; }));
}

uint64_t checker::completed() const {
  uint64_t n = 0;
  for (const auto& g : groups_) n += g.completed;
  return n;
}

void checker::on_port_edge(uint64_t cycle, int sw, int port, uint32_t req, int granted) {
  ++port_edges_;
  const auto key = std::make_pair(sw, port);
  auto it =
      std::find_if(ports_.begin(), ports_.end(), [&](const auto& e) { return e.first == key; });
  if (it == ports_.end()) {
    if (req == 0) return;  // nothing waits and nothing waited: no state needed
    ports_.push_back({key, port_st{}});
    it = ports_.end() - 1;
  }
  auto& st = it->second;
  if (st.wait.size() < 32) st.wait.assign(32, 0);
  // The bound of README 6.2: with k <= groups groups waiting, each is served within k grants,
  // so a waiting group sees at most groups - 1 grants to others.
  const unsigned bound = bp_.groups > 0 ? bp_.groups - 1 : 0;
  for (unsigned g = 0; g < 32; ++g) {
    const bool waits = (req >> g) & 1u;
    if (!waits || static_cast<int>(g) == granted) {  // served (or withdrew): the wait ends
      st.wait[g] = 0;
      st.reported &= ~(1u << g);
      continue;
    }
    if (granted < 0) continue;  // the port took nothing: no grant to another group
    const unsigned w = ++st.wait[g];
    max_port_wait_ = std::max(max_port_wait_, w);
    if (w > bound && !((st.reported >> g) & 1u)) {
      st.reported |= 1u << g;
      report("BARNET_SCHED_STARVE", cycle,
             "switch " + std::to_string(sw) + " port " + std::to_string(port) + ": group " +
                 std::to_string(g) + " has waited through " + std::to_string(w) +
                 " grants to other groups (last: group " + std::to_string(granted) + "); with " +
                 std::to_string(bp_.groups) + " groups a waiting group is served within " +
                 std::to_string(bp_.groups) + " grants (rtl/barrier/README.md 6.2)");
    }
  }
}

void checker::on_arrive(uint64_t cycle, int leaf, int group) {
  if (leaf < 0 || static_cast<size_t>(leaf) >= leaves_.size() || leaves_[leaf].group < 0 ||
      leaves_[leaf].group != group) {
    report("BARNET_ISOLATION", cycle,
           "arrive of leaf " + std::to_string(leaf) + " tagged group " + std::to_string(group) +
               " which is not its group");
    return;
  }
  auto& l = leaves_[leaf];
  if (l.arrive.size() != l.release.size())
    report("BARNET_EXACTLY_ONCE", cycle,
           "leaf " + std::to_string(leaf) + " arrived again before being released");
  const size_t k = l.arrive.size();
  l.arrive.push_back(cycle);
  auto& o = op(group, k);
  if (o.arrived == 0) o.first_arrive = cycle;
  ++o.arrived;
  o.last_arrive = cycle;
}

void checker::on_release(uint64_t cycle, int leaf, int group, unsigned release_seq) {
  if (leaf < 0 || static_cast<size_t>(leaf) >= leaves_.size() || leaves_[leaf].group < 0 ||
      leaves_[leaf].group != group) {
    report("BARNET_ISOLATION", cycle,
           "release of leaf " + std::to_string(leaf) + " tagged group " + std::to_string(group) +
               " which is not its group");
    return;
  }
  auto& l = leaves_[leaf];
  const size_t k = l.release.size();
  const std::string who = "leaf " + std::to_string(leaf) + " group " + std::to_string(group) +
                          " op " + std::to_string(k);
  if (l.arrive.size() <= k) {
    report("BARNET_EXACTLY_ONCE", cycle, who + ": released without an outstanding arrival");
    return;  // not counted as a release of op k
  }
  if ((release_seq & seq_mask_) != (k & seq_mask_))
    report("BARNET_EXACTLY_ONCE", cycle,
           who + ": release_seq " + std::to_string(release_seq) + " expected " +
               std::to_string(k & seq_mask_));
  auto& g = groups_[static_cast<size_t>(group)];
  auto& o = op(group, k);
  if (o.arrived < g.leaves.size())
    report("BARNET_SAFETY", cycle,
           who + ": released while only " + std::to_string(o.arrived) + " of " +
               std::to_string(g.leaves.size()) + " leaves had arrived");
  l.release.push_back(cycle);
  ++o.released;
  o.last_release = cycle;
  if (o.released == g.leaves.size()) {
    ++g.completed;
    latencies_.push_back(cycle - o.last_arrive);
  }
}

void checker::declare_unrecoverable(int link, int group, const std::string& why) {
  unrec_.push_back({{link, group}, why});
}

void checker::on_loss(uint64_t cycle, int link, int group) {
  if (link < 0 || group < 0 || static_cast<size_t>(group) >= groups_.size()) return;
  for (const auto& [lg, why] : unrec_) {
    if (lg.first != link || lg.second != group) continue;
    auto& g = groups_[static_cast<size_t>(group)];
    for (auto& o : g.ops)
      if (o.arrived > 0 && o.released < g.leaves.size() && o.unrecoverable.empty())
        o.unrecoverable = "packet lost on link " + std::to_string(link) + " at cycle " +
                          std::to_string(cycle) + " (" + why + ")";
  }
  if (run_.size() <= static_cast<size_t>(link)) run_.resize(static_cast<size_t>(link) + 1);
  auto& r = run_[static_cast<size_t>(link)];
  if (r.size() < groups_.size()) r.resize(groups_.size(), 0);
  if (++r[static_cast<size_t>(group)] > bp_.max_run) return;  // beyond the declared loss bound
  auto& g = groups_[static_cast<size_t>(group)];
  for (size_t k = g.completed > 2 ? g.completed - 2 : 0; k < g.ops.size(); ++k) {
    auto& o = g.ops[k];
    if (o.arrived > 0 && o.released < g.leaves.size()) ++o.losses;
  }
}

void checker::on_delivery(int link, int group) {
  if (link < 0 || group < 0 || static_cast<size_t>(link) >= run_.size()) return;
  auto& r = run_[static_cast<size_t>(link)];
  if (static_cast<size_t>(group) < r.size()) r[static_cast<size_t>(group)] = 0;
}

void checker::tick(uint64_t now) {
  for (size_t gi = 0; gi < groups_.size(); ++gi) {
    auto& g = groups_[gi];
    for (size_t k = g.completed > 2 ? g.completed - 2 : 0; k < g.ops.size(); ++k) {
      auto& o = g.ops[k];
      if (o.flagged || o.arrived < g.leaves.size() || o.released == g.leaves.size()) continue;
      const uint64_t dl = bound_.deadline(o.last_arrive, o.losses);
      if (now > dl && !o.unrecoverable.empty()) {
        o.flagged = true;
        report("BARNET_UNRECOVERABLE", now,
               "group " + std::to_string(gi) + " op " + std::to_string(k) + ": " +
                   std::to_string(o.released) + " of " + std::to_string(g.leaves.size()) +
                   " released by the bound " + std::to_string(dl) + " after a " + o.unrecoverable +
                   ": the documented unrecoverable case of a timeout turned off "
                   "(rtl/barrier/README.md 5.3), not a protocol failure");
      } else if (now > dl) {
        o.flagged = true;
        report("BARNET_LIVENESS", now,
               "group " + std::to_string(gi) + " op " + std::to_string(k) + ": last arrive at " +
                   std::to_string(o.last_arrive) + ", " + std::to_string(o.released) + " of " +
                   std::to_string(g.leaves.size()) + " released by the bound " +
                   std::to_string(dl) + " (" + std::to_string(o.losses) + " counted losses)");
      }
    }
  }
}

void checker::finish(uint64_t now) {
  tick(now);
  for (size_t gi = 0; gi < groups_.size(); ++gi) {
    const auto& g = groups_[gi];
    for (size_t k = 0; k < g.ops.size(); ++k) {
      const auto& o = g.ops[k];
      if (o.arrived < g.leaves.size() || o.released == g.leaves.size()) continue;
      if (!o.unrecoverable.empty()) {  // the documented case, reported once
        if (!o.flagged)
          report("BARNET_UNRECOVERABLE", now,
                 "group " + std::to_string(gi) + " op " + std::to_string(k) +
                     " never completed after a " + o.unrecoverable +
                     ": the documented unrecoverable case of a timeout turned off "
                     "(rtl/barrier/README.md 5.3)");
        continue;
      }
      report("BARNET_STARVED", now,
             "group " + std::to_string(gi) + " op " + std::to_string(k) +
                 " never completed (every leaf arrived, " + std::to_string(o.released) +
                 " released)");
    }
  }
}

}  // namespace collnet::barrier
