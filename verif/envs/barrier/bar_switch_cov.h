// bar_switch_cg: functional coverage of one barrier switch, sampled from the reference model's
// per-edge events (bar_group_events) and drop reasons.
//
// | coverpoint / cross   | bins                                                               |
// |----------------------|--------------------------------------------------------------------|
// | event                | red_cur, red_stale (distribute resent), red_dup, dist_cur,         |
// |                      | dist_stale (ignored), completed                                   |
// | role                 | intermediate, root                                                 |
// | event_x_role         | every event x role; dist_* at a root ignored (dropped as port error)|
// | timeout              | fired (T2 expiry, reduce resent) x role (root: ignored)            |
// | contending           | 1..4 groups with a pending packet on one port when it is granted   |
// | error_kind           | crc, group_range, group_disabled, red_port, dist_port              |
// | last_child           | child port whose reduce completed an operation (arrival order)     |
// | bar_leaf_cg (leaf)   | release (distribute(s) while waiting), dist_stale (ignored),       |
// |                      | t1_resend (timeout 1 expired, reduce resent)                       |
//
// Claim-6 rule -> bin: reduce(s) at root = event_x_role <completed,root>; reduce(s) at an
// intermediate (forward up) = <completed,intermediate>; reduce(seq != s) = red_stale x role;
// duplicate = red_dup x role; distribute(s) forwarded = <dist_cur,intermediate>; distribute
// (seq != s) ignored = <dist_stale,intermediate>; timeout 2 = bar_timeout_cg fired_x_role;
// timeout 1 = bar_leaf_cg t1_resend.
//
// Rule bins (bar_sw_rule_cg, bar_leaf_rule_cg; coverpoint `value`): one bin per row of the
// protocol (rtl/barrier/README.md 5.1, 5.2), timeout (5.3), register-access (4) and
// configuration (4.1, 4.2) tables, hit at an edge where the reference model applied that row
// (a count of bar_rule_hits / bar_leaf_rule_hits grew). The bins are the tables below; the
// testplan (regressions/testplans/barrier_switch.yaml, `rules:`) maps every row to its bin.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "bar_leaf_model.h"
#include "bar_switch_model.h"
#include "covergroup.h"

namespace collnet::barrier {

enum bar_cov_event : int {
  ev_red_cur = 0,
  ev_red_stale,
  ev_red_dup,
  ev_dist_cur,
  ev_dist_stale,
  ev_completed
};

struct bar_switch_cg : collnet::cov::covergroup {
  explicit bar_switch_cg(const std::string& inst, unsigned num_ports)
      : collnet::cov::covergroup("bar_switch_cg", inst),
        event(this, "event",
              collnet::cov::bins{collnet::cov::bin("red_cur", ev_red_cur),
                                 collnet::cov::bin("red_stale", ev_red_stale),
                                 collnet::cov::bin("red_dup", ev_red_dup),
                                 collnet::cov::bin("dist_cur", ev_dist_cur),
                                 collnet::cov::bin("dist_stale", ev_dist_stale),
                                 collnet::cov::bin("completed", ev_completed)}),
        role(
            this, "role",
            collnet::cov::bins{collnet::cov::bin("intermediate", 0), collnet::cov::bin("root", 1)}),
        event_x_role(this, "event_x_role", event, role) {
    event_x_role.ignore_bins("dist_at_root", [this](const collnet::cov::cross_tuple& t) {
      return t.is(role, "root") && (t.is(event, "dist_cur") || t.is(event, "dist_stale"));
    });
    (void)num_ports;
  }
  collnet::cov::coverpoint<int> event;
  collnet::cov::coverpoint<int> role;
  collnet::cov::cross event_x_role;
};

struct bar_timeout_cg : collnet::cov::covergroup {
  explicit bar_timeout_cg(const std::string& inst)
      : collnet::cov::covergroup("bar_timeout_cg", inst),
        fired(this, "fired", collnet::cov::bins{collnet::cov::bin("fired", 1)}),
        role(this, "role",
             collnet::cov::bins{collnet::cov::bin("intermediate", 0),
                                collnet::cov::ignore_bins("root", 1)}),
        fired_x_role(this, "fired_x_role", fired, role) {}
  collnet::cov::coverpoint<int> fired;
  collnet::cov::coverpoint<int> role;
  collnet::cov::cross fired_x_role;
};

/// One coverpoint per covergroup, so that each is sampled only when its event happens.
struct bar_value_cg : collnet::cov::covergroup {
  bar_value_cg(const std::string& type, const std::string& inst, collnet::cov::bins b)
      : collnet::cov::covergroup(type, inst), value(this, "value", std::move(b)) {}
  collnet::cov::coverpoint<int> value;
  void hit(int v) {
    value.set(v);
    sample();
  }
};

/// Leaf events (bar_leaf_cg).
enum bar_leaf_cov_event : int { leaf_ev_release = 0, leaf_ev_dist_stale, leaf_ev_t1_resend };
inline collnet::cov::bins bar_leaf_bins() {
  return collnet::cov::bins{collnet::cov::bin("release", leaf_ev_release),
                            collnet::cov::bin("dist_stale", leaf_ev_dist_stale),
                            collnet::cov::bin("t1_resend", leaf_ev_t1_resend)};
}

/// One rule bin: its name and the rule-hit count that grows where the rule fires.
template <class Hits>
struct bar_rule_bin {
  const char* name;
  std::uint64_t Hits::*count;
};

/// The rules of the switch (bar_rule_hits) and of the leaf (bar_leaf_rule_hits), in bin-value
/// order: one name per rule, the bin's name and the count it reads (BAR_RULE_BIN).
// clang-format off
#define BAR_SW_RULES(X) \
  X(red_cur_root) X(red_cur_int) X(red_stale_resend) X(red_dup) X(dist_cur_forward) \
  X(dist_cur_not_waiting) X(dist_stale_ignore) X(t2_resend) X(dist_at_t2_expiry) \
  X(dist_with_red) X(disable_at_t2_expiry) X(clear_with_event) X(dist_at_root) \
  X(dist_not_parent) X(red_not_child) X(drops_same_edge) X(t2_off_wait) X(reg_rej_unknown) \
  X(reg_rej_ro) X(reg_rej_locked) X(reg_rej_parent) X(root_parent_ignored) X(cfg_parent_in_mask) \
  X(cfg_no_children) X(enable_while_enabled) X(disable_mid_op) X(counter_saturated) \
  X(t2_reset_reload) X(params_legal)
#define BAR_LEAF_RULES(X) \
  X(arrive) X(t1_resend) X(release) X(dist_stale_ignore) X(dist_unexpected) X(err_crc) \
  X(err_disabled) X(err_group) X(err_kind) X(err_first_of_two) X(arrive_with_rx) \
  X(dist_at_t1_expiry) X(t1_off_wait) X(clear_with_event) X(reg_rej_unknown) X(reg_rej_ro) \
  X(reg_rej_locked) X(disable_waiting) X(t1_reset_reload)
// clang-format on
#define BAR_RULE_BIN(NAME) {#NAME, &h::NAME},

/// The switch's rule bins (bar_sw_rule_cg).
inline const std::array<bar_rule_bin<bar_rule_hits>, 29>& bar_sw_rule_bins() {
  using h = bar_rule_hits;
  static const std::array<bar_rule_bin<h>, 29> t{{BAR_SW_RULES(BAR_RULE_BIN)}};
  return t;
}

/// The leaf's rule bins (bar_leaf_rule_cg).
inline const std::array<bar_rule_bin<bar_leaf_rule_hits>, 19>& bar_leaf_rule_bins() {
  using h = bar_leaf_rule_hits;
  static const std::array<bar_rule_bin<h>, 19> t{{BAR_LEAF_RULES(BAR_RULE_BIN)}};
  return t;
}
#undef BAR_RULE_BIN

// Every count of the rule-hit structs has its bin (a new rule without a bin does not compile).
static_assert(sizeof(bar_rule_hits) == 29 * sizeof(std::uint64_t),
              "bar_rule_hits: every count needs its bin in bar_sw_rule_bins()");
static_assert(sizeof(bar_leaf_rule_hits) == 19 * sizeof(std::uint64_t),
              "bar_leaf_rule_hits: every count needs its bin in bar_leaf_rule_bins()");

/// Bins named by a rule table, value = index.
template <class Table>
collnet::cov::bins bar_rule_cov_bins(const Table& t) {
  collnet::cov::bins b;
  for (std::size_t i = 0; i < t.size(); ++i)
    b.push_back(collnet::cov::bin(t[i].name, static_cast<std::int64_t>(i)));
  return b;
}

/// Samples into `cg` every rule whose count grew since `prev` (then prev := cur).
template <class Table, class Hits>
void bar_rule_sample(const Table& t, const Hits& cur, Hits& prev, bar_value_cg& cg) {
  for (std::size_t i = 0; i < t.size(); ++i)
    if (cur.*(t[i].count) != prev.*(t[i].count)) cg.hit(static_cast<int>(i));
  prev = cur;
}

inline collnet::cov::bins bar_contending_bins(unsigned num_groups) {
  return collnet::cov::bins{
      collnet::cov::bins_array("n", 1, static_cast<std::int64_t>(num_groups))};
}
inline collnet::cov::bins bar_error_bins(unsigned num_groups) {
  collnet::cov::bins b{collnet::cov::bin("crc", 0), collnet::cov::bin("group_disabled", 2),
                       collnet::cov::bin("red_port", 3), collnet::cov::bin("dist_port", 4)};
  if (num_groups < 16) b.push_back(collnet::cov::bin("group_range", 1));
  return b;
}
inline collnet::cov::bins bar_port_bins(unsigned num_ports) {
  return collnet::cov::bins{
      collnet::cov::bins_array("p", 0, static_cast<std::int64_t>(num_ports) - 1)};
}

}  // namespace collnet::barrier
