// bar_leaf_base_test: base of the packet tests of one barrier leaf (bar_leaf_env; the tests
// themselves are in bar_leaf_tests.cpp). The parent switch is emulated: it answers every
// REDUCE(s) it receives with DISTRIBUTE(s) after a random delay, losing a share of them
// (+loss=, the leaf's timeout 1 must resend) and duplicating some (late copies: seq != s,
// ignored and counted). Malformed packets: bad CRC, wrong group, REDUCE kind, DISTRIBUTE(s)
// while idle. The test subscribes to the env's monitors itself: the emulated parent is fed by
// bar_tx_responder "responder" (on port0's monitor tx_ap: react() per packet the leaf sent, at
// the end of the edge of the transfer; it answers through the env's stimulus API, send()),
// and the releases are counted from the software-interface monitor's ap (m_sw_export).
//
// | test                    | faults                                         |
// |-------------------------|------------------------------------------------|
// | bar_leaf_clean_test     | none                                           |
// | bar_leaf_timeout_test   | 50% of reduces lost: T1 resends (T1 = 25)      |
// | bar_leaf_random_test    | loss 20%, duplicates 20%, malformed 20%, ready 70% |
// | bar_leaf_seq_test       | as bar_leaf_timeout_test (loss 30%), but register accesses, arrives |
// |                         | and a first bad-CRC packet go through the agents' sequencers |
// |                         | (sequences/barrier) instead of the env's stimulus API |
// | bar_leaf_eager_test     | loss 30%; software presents the next arrive while the leaf still |
// |                         | waits (arrive_valid held until arrive_ready)   |
// | bar_leaf_clear_random_test | as bar_leaf_random_test; every 4 cycles while waiting a random |
// |                         | counter is cleared and read back (clears at event edges, 4.1) |
// | bar_leaf_disable_test   | loss 50%, T1 = 3; half of the operations are aborted: CTRL.enable |
// |                         | cleared and set again at a random cycle while the leaf waits, then |
// |                         | software arrives again                          |
#pragma once

#include "bar_leaf_dut_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>
#include <random>
#include <vector>

#include "bar_leaf_sw_item.h"
#include "bar_pkt.h"
#include "bar_reg_backdoor.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_tx_responder;

struct bar_leaf_knobs {
  unsigned ops = 40, loss = 0, dup = 0, malformed = 0, t1 = 25, delay_max = 20;
  bool need_t1 = false;       ///< T1 resend must have happened (bar_leaf_rule_hits::t1_resend)
  bool need_stale = false;    ///< a DISTRIBUTE(seq != s) must have been ignored
  bool same_edge = false;     ///< arrives may coincide with received packets (asserted > 0)
  unsigned parent_delay = 0;  ///< >0: the parent answers exactly this many edges after a reduce
  bool use_seqs = false;      ///< stimulus through the sequencers (sequences/barrier)
  /// Software presents the arrive of operation k+1 as soon as that of k is taken, so
  /// arrive_valid is high while the leaf waits (held until arrive_ready, the handshake).
  bool eager = false;
  unsigned disable_pct = 0;  ///< % of operations aborted by a disable/enable pair while waiting
  bool need_abort = false;   ///< an operation must have been aborted (disable_pct)
  /// % chance every 4 cycles while waiting: software clears a random counter and reads it back
  /// at once (against the model); clear_with_event must then be > 0 (README 4.1).
  unsigned clear_pct = 0;
};

class bar_leaf_base_test : public bar_leaf_dut_test {
 public:
  explicit bar_leaf_base_test(uvm::uvm_component_name name);
  ~bar_leaf_base_test() override;

  void build_phase(uvm::uvm_phase& phase) override;

  void connect_phase(uvm::uvm_phase& phase) override;

  /// The software interface at one edge (sw monitor): counts the releases.
  void write(const bar_leaf_sw_item& it) {
    if (it.release) ++m_released;
  }

  void body() override;

 protected:
  virtual void configure(bar_leaf_knobs& k) = 0;

 private:
  /// The leaf's group (GROUP register).
  static constexpr unsigned kGroup = 5;

  bool chance(unsigned pct) { return pct && m_rng() % 100 < pct; }
  unsigned rnd(unsigned n) { return n ? static_cast<unsigned>(m_rng() % (n + 1)) : 0; }

  /// Eager software: once the current arrive is taken, the next one is requested at once; it is
  /// presented (arrive_valid high, arrive_ready low) while the leaf waits.
  void arrive_early();

  /// Aborts operation op while the leaf waits: CTRL.enable cleared and set again at a random
  /// cycle (rtl/barrier/README.md, leaf registers: enable = 0 holds the state at reset, seq 0,
  /// idle), then software arrives again. If the release came first, nothing is aborted.
  void abort_op(unsigned op);

  /// The emulated parent: REDUCE(s) sent by the leaf at edge e -> DISTRIBUTE(s) later.
  void react(std::uint64_t e, std::uint16_t pkt);

  void malformed(unsigned group, unsigned seq, std::uint64_t at);

  /// +sat_deposit=1: every counter (T1_FIRED, STALE_DIST, ERR[k]) deposited alternately 8 below
  /// 2^32 and 4 below 2^31 (back door into the RTL flop and the model) before the traffic, so
  /// that its saturating add and its high bits are exercised.
  void deposit_counters();

  bar_leaf_knobs m_k;
  bar_tx_responder* m_responder = nullptr;  ///< port0's tx transfers -> react()
  /// The software-interface monitor's items -> write() (releases).
  uvm::uvm_analysis_imp<bar_leaf_sw_item, bar_leaf_base_test> m_sw_export{"sw_export", this};
  std::mt19937_64 m_rng;
  unsigned m_released = 0;
  unsigned m_early = 0;    ///< arrives presented while the leaf waited (eager)
  unsigned m_aborted = 0;  ///< operations aborted by a disable (disable_pct)
  bool m_stop = false;
  bar_reg_backdoors m_backdoors;  ///< back doors on env->regmodel (sat_deposit only)
};

/// A test of the family: a name and its knobs.
#define BAR_LEAF_TEST(NAME, BODY)                        \
  class NAME : public bar_leaf_base_test {               \
   public:                                               \
    UVM_COMPONENT_UTILS(NAME);                           \
    using bar_leaf_base_test::bar_leaf_base_test;        \
                                                         \
   protected:                                            \
    void configure(bar_leaf_knobs& k) override { BODY; } \
  }

}  // namespace collnet::barrier
