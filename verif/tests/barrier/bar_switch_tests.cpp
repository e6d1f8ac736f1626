// The packet tests of one barrier switch: each is bar_switch_base_test with its knobs (the
// table of what each drives and the rules it asserts: bar_switch_base_test.h).
#include "bar_switch_base_test.h"  // first: Verilator's headers precede SystemC's

namespace collnet::barrier {

BAR_TEST(bar_clean_test, k.ops = 30);
BAR_TEST(bar_stale_reduce_test, k.ops = 20; k.loss_child = 30; k.child_t1 = 30;
         k.rules |= rule_red_stale);
BAR_TEST(bar_timeout_test, k.ops = 20; k.loss_parent = 40; k.t2 = 30; k.rules |= rule_t2);
BAR_TEST(bar_dup_test, k.ops = 20; k.dup = 40; k.rules |= rule_red_dup | rule_dist_stale);
BAR_TEST(bar_contention_test, k.ops = 30; k.think_max = 0; k.ready_pct = 40);
BAR_TEST(bar_malformed_test, k.ops = 20; k.malformed = 60);
BAR_TEST(bar_cfg_disabled_test, k.ops = 15; k.cfg_disabled = true);
// Same-edge cases (verif/envs/barrier/README.md): the parent's DISTRIBUTE(s) is evaluated at
// exactly the edge T2 expires (reduce queued at X, out at X+2, T2 fires at X+t2: answer t2-3
// edges after the reduce), and a DISTRIBUTE(s) arrives with child reduces of the same group.
BAR_TEST(bar_t2_same_edge_test, k.ops = 20; k.t2 = 30; k.parent_delay = 27;
         k.rules |= rule_dist_t2_edge);
BAR_TEST(bar_dist_red_same_edge_test, k.ops = 20; k.same_edge = true;
         k.rules |= rule_dist_red_edge);
// Same-edge case: a group disabled at the edge its T2 expires (abort_waiting, T2_RELOAD = 1).
BAR_TEST(bar_t2_abort_test, k.ops = 10; k.abort_waiting = true;
         k.rules |= rule_t2 | rule_disable_t2_edge);
// DISTRIBUTE(s) from the parent to an intermediate that is not waiting, applied literally
// (README 5.2): a tree never sends it, so only this end phase reaches the row in a simulation.
BAR_TEST(bar_dist_not_waiting_test, k.ops = 10; k.dist_not_waiting = true;
         k.rules |= rule_dist_not_waiting);
BAR_TEST(bar_random_test, k.ops = 40; k.loss_child = 10; k.loss_parent = 10; k.dup = 10;
         k.malformed = 10; k.ready_pct = 70; k.think_max = 30);
// Every counter deposited near a threshold of its saturating add, then bar_random_test's faults
// and the disabled-group phase, so every counter moves (ERR_REG and ERR_GROUP_DISABLED too).
BAR_TEST(bar_counter_sat_test, k.ops = 20; k.loss_child = 10; k.loss_parent = 10; k.dup = 10;
         k.malformed = 20; k.cfg_disabled = true; k.sat_deposit = true);
// bar_random_test's faults, and every 8 cycles software clears a random counter and reads it
// back at once (against the model): clears land in the edges of counted events (README 4.1,
// the event is kept), asserted by the rule bin clear_with_event.
BAR_TEST(bar_clear_random_test, k.ops = 40; k.loss_child = 10; k.loss_parent = 10; k.dup = 20;
         k.malformed = 30; k.think_max = 10; k.clear_pct = 100; k.rules |= rule_clear_event);

}  // namespace collnet::barrier
