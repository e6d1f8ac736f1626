// bar_leaf_base_vseq: the packet stimulus of one barrier leaf (runs on bar_leaf_vsqr). The parent
// switch is emulated: it answers every REDUCE(s) it receives with DISTRIBUTE(s) after a random
// delay, losing a share of them (+loss=, the leaf's timeout 1 must resend) and duplicating some
// (late copies: seq != s, ignored and counted). Malformed packets: bad CRC, wrong group, REDUCE
// kind, DISTRIBUTE(s) while idle. The emulated parent is fed by the vsqr's bar_tx_responder
// (react() per packet the leaf sent, at the end of the edge of the transfer; it answers through
// the env's stimulus API, send()); the releases are counted by the vsqr (the software-interface
// monitor).
//
// The sequences of the leaf are this one with other knobs (knobs()): a table of names and knobs
// (bar_leaf_vseqs.cpp) registers each with the factory; a test list entry names one with
// +UVM_TEST_SEQ (uvm_test: bar_leaf_vseq_test). pre_body() reads the plusargs over the knobs:
// +ops, +loss (fault override), +t1 (0: T1 off), +disable_pct; +bar_limit=<cycles>.
#pragma once

#include <cstdint>
#include <string>

#include "bar_base_vseq.h"
#include "bar_leaf_vsqr.h"
#include "uvm.h"

namespace collnet::barrier {

struct bar_leaf_knobs {
  unsigned ops = 40, loss = 0, dup = 0, malformed = 0, t1 = 25, delay_max = 20;
  bool need_t1 = false;       ///< T1 resend must have happened (bar_leaf_rule_hits::t1_resend)
  bool need_stale = false;    ///< a DISTRIBUTE(seq != s) must have been ignored
  bool same_edge = false;     ///< arrives may coincide with received packets (asserted > 0)
  unsigned parent_delay = 0;  ///< >0: the parent answers exactly this many edges after a reduce
  bool use_seqs = false;      ///< stimulus through the agents' sequencers (sequences/barrier)
  /// Software presents the arrive of operation k+1 as soon as that of k is taken, so
  /// arrive_valid is high while the leaf waits (held until arrive_ready, the handshake).
  bool eager = false;
  unsigned disable_pct = 0;  ///< % of operations aborted by a disable/enable pair while waiting
  bool need_abort = false;   ///< an operation must have been aborted (disable_pct)
  /// % chance every 4 cycles while waiting: software clears a random counter and reads it back
  /// at once (against the model); clear_with_event must then be > 0 (README 4.1).
  unsigned clear_pct = 0;
};

class bar_leaf_base_vseq : public bar_base_vseq<bar_leaf_vsqr, bar_leaf_knobs, bar_leaf_env> {
 public:
  explicit bar_leaf_base_vseq(const std::string& name);
  ~bar_leaf_base_vseq() override;

  void pre_body() override;
  void body() override;

 private:
  /// The leaf's group (GROUP register).
  static constexpr unsigned kGroup = 5;

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

  unsigned m_sb = 2;       ///< SeqBits of the DUT
  unsigned m_early = 0;    ///< arrives presented while the leaf waited (eager)
  unsigned m_aborted = 0;  ///< operations aborted by a disable (disable_pct)
  bool m_stop = false;
};

}  // namespace collnet::barrier
