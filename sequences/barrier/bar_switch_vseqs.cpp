// The sequences of one barrier switch: bar_switch_base_vseq with the knobs of each row, each
// registered with the factory under its name (dv_seq_variants.h) (a test list entry names it:
// uvm_test: bar_switch_vseq_test, plusargs: [+UVM_TEST_SEQ=bar_timeout_vseq]). A new variant of the
// stimulus is a row here; a new kind of stimulus is a sequence class of its own.
//
// | sequence                    | what it drives                                             |
// |-----------------------------|------------------------------------------------------------|
// | bar_clean_vseq              | no faults: reduce(s), completion, root distribute,         |
// |                             | distribute(s)                                              |
// | bar_stale_reduce_vseq       | distributes to children lost -> children resend old        |
// |                             | reduces -> the switch must resend the previous distribute  |
// | bar_timeout_vseq            | reduces to the parent lost -> T2 resends                   |
// | bar_dup_vseq                | duplicated reduces and distributes (late: seq != s,        |
// |                             | ignored)                                                   |
// | bar_contention_vseq         | all children arrive together, tx_ready 40%: groups contend |
// | bar_malformed_vseq          | bad CRC, group out of range, disabled group, wrong ports   |
// | bar_cfg_disabled_vseq       | config writes while disabled (accepted) / enabled          |
// |                             | (rejected), packets to the disabled group, then enable it  |
// |                             | and run barriers                                           |
// | bar_t2_same_edge_vseq       | the parent's DISTRIBUTE(s) at exactly the edge T2 expires  |
// |                             | (reduce queued at X, out at X+2, T2 fires at X+t2: answer  |
// |                             | t2-3 edges after the reduce)                               |
// | bar_dist_red_same_edge_vseq | a DISTRIBUTE(s) with child reduces of the same group       |
// | bar_t2_abort_vseq           | at the end, every intermediate group waits again with      |
// |                             | T2_RELOAD = 1 (an expiry at every edge) and is disabled:   |
// |                             | aborted at an expiry (nothing resent, not counted)         |
// | bar_dist_not_waiting_vseq   | clean barriers, then the parent sends DISTRIBUTE(s) to     |
// |                             | every idle intermediate group (applied literally, README   |
// |                             | 5.2; a tree never sends it, so only this end phase reaches |
// |                             | the row in a simulation)                                   |
// | bar_random_vseq             | all of the above mixed                                     |
// | bar_counter_sat_vseq        | bar_random_vseq's faults and the disabled-group phase with |
// |                             | every counter deposited near a threshold of its 32-bit     |
// |                             | saturating add first (back door), so every counter moves   |
// | bar_clear_random_vseq       | bar_random_vseq's faults; every 8 cycles a random counter  |
// |                             | is cleared and read back (clears in the edge of an event,  |
// |                             | README 4.1, the event is kept)                             |
// Same-edge cases: verif/envs/barrier/README.md. The rules each asserts (bar_rule_hits > 0):
// red_cur_root, red_cur_int, dist_cur_forward, and the ones its row adds to `rules`.
#include "vl_harness.h"

#include "bar_switch_base_vseq.h"
#include "dv_seq_variants.h"
#include "uvm.h"

namespace collnet::barrier {

namespace {

using K = bar_knobs;

const dv::dv_seq_variant<K> kSwitchVseqs[] = {
    {"bar_clean_vseq", [](K& k) { k.ops = 30; }},
    {"bar_stale_reduce_vseq",
     [](K& k) { k.ops = 20, k.loss_child = 30, k.child_t1 = 30, k.rules |= rule_red_stale; }},
    {"bar_timeout_vseq",
     [](K& k) { k.ops = 20, k.loss_parent = 40, k.t2 = 30, k.rules |= rule_t2; }},
    {"bar_dup_vseq",
     [](K& k) { k.ops = 20, k.dup = 40, k.rules |= rule_red_dup | rule_dist_stale; }},
    {"bar_contention_vseq", [](K& k) { k.ops = 30, k.think_max = 0, k.ready_pct = 40; }},
    {"bar_malformed_vseq", [](K& k) { k.ops = 20, k.malformed = 60; }},
    {"bar_cfg_disabled_vseq", [](K& k) { k.ops = 15, k.cfg_disabled = true; }},
    {"bar_t2_same_edge_vseq",
     [](K& k) { k.ops = 20, k.t2 = 30, k.parent_delay = 27, k.rules |= rule_dist_t2_edge; }},
    {"bar_dist_red_same_edge_vseq",
     [](K& k) { k.ops = 20, k.same_edge = true, k.rules |= rule_dist_red_edge; }},
    {"bar_t2_abort_vseq",
     [](K& k) { k.ops = 10, k.abort_waiting = true, k.rules |= rule_t2 | rule_disable_t2_edge; }},
    {"bar_dist_not_waiting_vseq",
     [](K& k) { k.ops = 10, k.dist_not_waiting = true, k.rules |= rule_dist_not_waiting; }},
    {"bar_random_vseq",
     [](K& k) {
       k.ops = 40, k.loss_child = 10, k.loss_parent = 10, k.dup = 10, k.malformed = 10,
       k.ready_pct = 70, k.think_max = 30;
     }},
    {"bar_counter_sat_vseq",
     [](K& k) {
       k.ops = 20, k.loss_child = 10, k.loss_parent = 10, k.dup = 10, k.malformed = 20,
       k.cfg_disabled = true, k.sat_deposit = true;
     }},
    {"bar_clear_random_vseq",
     [](K& k) {
       k.ops = 40, k.loss_child = 10, k.loss_parent = 10, k.dup = 20, k.malformed = 30,
       k.think_max = 10, k.clear_pct = 100, k.rules |= rule_clear_event;
     }},
};

[[maybe_unused]] const bool kRegistered =
    dv::register_seq_variants<bar_switch_base_vseq>(kSwitchVseqs);

}  // namespace

}  // namespace collnet::barrier
