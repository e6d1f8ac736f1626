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
#pragma once

#include <string>

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
