// The sequences of one barrier leaf: bar_leaf_base_vseq with the knobs of each row, each
// registered with the factory under its name (dv_seq_variants.h; a test list entry names it:
// uvm_test: bar_leaf_vseq_test, plusargs: [+UVM_TEST_SEQ=bar_leaf_timeout_vseq]).
//
// | sequence                    | faults                                                     |
// |-----------------------------|------------------------------------------------------------|
// | bar_leaf_clean_vseq         | none                                                       |
// | bar_leaf_timeout_vseq       | 50% of reduces lost: T1 resends (T1 = 25)                  |
// | bar_leaf_same_edge_vseq     | arrives at the edges of received packets (late copies of   |
// |                             | the distribute, one per edge)                              |
// | bar_leaf_t1_same_edge_vseq  | DISTRIBUTE(s) evaluated at the T1 expiry edge: arrive at   |
// |                             | N, reduce out at N+2 (if tx_ready), T1 expires at N+t1;    |
// |                             | the answer t1-3 edges after the reduce                     |
// | bar_leaf_seq_vseq           | as bar_leaf_timeout_vseq (loss 30%), but register          |
// |                             | accesses, arrives and a first bad-CRC packet go through    |
// |                             | the agents' sequencers (sequences/barrier)                 |
// | bar_leaf_eager_vseq         | loss 30%; software presents the next arrive while the leaf |
// |                             | still waits (arrive_valid held until arrive_ready)         |
// | bar_leaf_disable_vseq       | loss 50%, T1 = 3 (about a third of the disabling writes    |
// |                             | land in the cycle T1 would expire); half of the operations |
// |                             | aborted: CTRL.enable cleared and set again at a random     |
// |                             | cycle while the leaf waits, then software arrives again    |
// | bar_leaf_random_vseq        | loss 20%, duplicates 20%, malformed 20%                    |
// | bar_leaf_clear_random_vseq  | as bar_leaf_random_vseq; every 4 cycles while waiting a    |
// |                             | random counter is cleared and read back (clears at event   |
// |                             | edges, 4.1)                                                |
#include "vl_harness.h"

#include "bar_leaf_base_vseq.h"
#include "dv_seq_variants.h"
#include "uvm.h"

namespace collnet::barrier {

namespace {

using K = bar_leaf_knobs;

const dv::dv_seq_variant<K> kLeafVseqs[] = {
    {"bar_leaf_clean_vseq", [](K& k) { k.ops = 40; }},
    {"bar_leaf_timeout_vseq", [](K& k) { k.ops = 30, k.loss = 50, k.t1 = 25, k.need_t1 = true; }},
    {"bar_leaf_same_edge_vseq",
     [](K& k) { k.ops = 30, k.delay_max = 0, k.same_edge = true, k.need_stale = true; }},
    {"bar_leaf_t1_same_edge_vseq", [](K& k) { k.ops = 30, k.t1 = 25, k.parent_delay = 22; }},
    {"bar_leaf_seq_vseq",
     [](K& k) { k.ops = 20, k.loss = 30, k.t1 = 25, k.need_t1 = true, k.use_seqs = true; }},
    {"bar_leaf_eager_vseq", [](K& k) { k.ops = 30, k.loss = 30, k.t1 = 25, k.eager = true; }},
    {"bar_leaf_disable_vseq",
     [](K& k) {
       k.ops = 40, k.loss = 50, k.t1 = 3, k.need_t1 = true, k.disable_pct = 50, k.need_abort = true;
     }},
    {"bar_leaf_random_vseq",
     [](K& k) {
       k.ops = 60, k.loss = 20, k.dup = 20, k.malformed = 20, k.need_t1 = true, k.need_stale = true;
     }},
    {"bar_leaf_clear_random_vseq",
     [](K& k) {
       k.ops = 60, k.loss = 30, k.dup = 30, k.malformed = 40, k.t1 = 12, k.need_t1 = true,
       k.need_stale = true, k.clear_pct = 100;
     }},
};

[[maybe_unused]] const bool kRegistered = dv::register_seq_variants<bar_leaf_base_vseq>(kLeafVseqs);

}  // namespace

}  // namespace collnet::barrier
