// The packet tests of one barrier leaf: each is bar_leaf_base_test with its knobs (the table
// of faults: bar_leaf_base_test.h).
#include "bar_leaf_base_test.h"  // first: Verilator's headers precede SystemC's

namespace collnet::barrier {

BAR_LEAF_TEST(bar_leaf_clean_test, k.ops = 40);
BAR_LEAF_TEST(bar_leaf_timeout_test, k.ops = 30; k.loss = 50; k.t1 = 25; k.need_t1 = true);
BAR_LEAF_TEST(bar_leaf_same_edge_test, k.ops = 30; k.delay_max = 0; k.same_edge = true;
              k.need_stale = true);
// DISTRIBUTE(s) evaluated at the T1 expiry edge: arrive at N, reduce out at N+2 (if tx_ready),
// T1 expires at N+t1; the answer t1-3 edges after the reduce is evaluated at N+t1.
BAR_LEAF_TEST(bar_leaf_t1_same_edge_test, k.ops = 30; k.t1 = 25; k.parent_delay = 22);
BAR_LEAF_TEST(bar_leaf_seq_test, k.ops = 20; k.loss = 30; k.t1 = 25; k.need_t1 = true;
              k.use_seqs = true);
BAR_LEAF_TEST(bar_leaf_eager_test, k.ops = 30; k.loss = 30; k.t1 = 25; k.eager = true);
// T1 = 3 (T1 counts 3, 2, 1): about a third of the disabling writes take effect in a cycle where
// T1 is 1, the cycle it would expire in.
BAR_LEAF_TEST(bar_leaf_disable_test, k.ops = 40; k.loss = 50; k.t1 = 3; k.need_t1 = true;
              k.disable_pct = 50; k.need_abort = true);
BAR_LEAF_TEST(bar_leaf_random_test, k.ops = 60; k.loss = 20; k.dup = 20; k.malformed = 20;
              k.need_t1 = true; k.need_stale = true);
BAR_LEAF_TEST(bar_leaf_clear_random_test, k.ops = 60; k.loss = 30; k.dup = 30; k.malformed = 40;
              k.t1 = 12; k.need_t1 = true; k.need_stale = true; k.clear_pct = 100);

}  // namespace collnet::barrier
