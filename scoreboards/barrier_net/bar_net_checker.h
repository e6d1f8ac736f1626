// bar_net_checker.h: system-level checker of a barrier network, independent of the switch
// reference model (scoreboards/barrier). It sees only what software and the links see:
//   - leaf events: arrive (handshake on the leaf's arrive interface) and release (release_o
//     pulse, with release_seq_o), each with its cycle;
//   - link fault log: every packet the link model lost (dropped or corrupted), with its cycle,
//     link and group.
// Properties (spec ../shared/spec/barrier-switch.md, "Properties the scoreboards must
// check"), each reported with its own error id:
//   BARNET_SAFETY       a leaf released from operation k before every leaf of its group arrived
//                       at operation k;
//   BARNET_EXACTLY_ONCE a release without an outstanding arrival (double release), or with a
//                       release_seq different from k mod 2^SeqBits;
//   BARNET_LIVENESS     an operation whose last leaf arrived at cycle A is not released at every
//                       leaf by A + bound (formula in README.md; it grows with the losses the
//                       link model reports, capped by the declared loss bound);
//   BARNET_ISOLATION    an event for a leaf of no group, or tagged with another group than the
//                       leaf's;
//   BARNET_STARVED      at the end of the run a group has an operation that every leaf arrived
//                       at and that never completed (final form of liveness, per group);
//   BARNET_UNRECOVERABLE instead of BARNET_LIVENESS / BARNET_STARVED: the operation missed its
//                       bound after a packet of its group was lost on a link the configuration
//                       declared unrecoverable (declare_unrecoverable: e.g. into or out of an
//                       intermediate switch whose timeout 2 is off, rtl/barrier/README.md 5.3),
//                       the documented cost of turning a timeout off, reported with that link.
//   BARNET_SCHED_STARVE a switch send port served other groups more than groups-1 times while
//                       a group had a packet waiting for it ("the scheduler never starves a
//                       group"; rtl/barrier/README.md 6.2: with k groups waiting for one port,
//                       each is served within k grants). Fed per evaluated switch edge with the
//                       port's requests before the edge and the group the port took
//                       (on_port_edge); no reference model.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace collnet::barrier {

/// Timing parameters of the liveness bound (README.md, "Liveness bound").
struct bound_params {
  unsigned levels = 1;          ///< S: switch levels of the deepest group tree
  unsigned hop_latency = 3;     ///< switch HOP_LATENCY (rtl/barrier/README.md 6.1)
  unsigned leaf_latency = 2;    ///< leaf arrive -> reduce, distribute -> release
  unsigned max_link_delay = 0;  ///< extra cycles a link model may hold a packet
  unsigned groups = 1;          ///< groups sharing a port (round-robin slack per hop)
  unsigned t1 = 0;              ///< leaf timeout-1 reload
  unsigned t2 = 0;              ///< switch timeout-2 reload
  unsigned max_run = 8;         ///< declared loss bound: consecutive losses per link counted
};

/// Computes the per-hop budget H, the no-loss base B and the per-loss penalty P.
struct bound {
  uint64_t hop = 0, base = 0, per_loss = 0;
  static bound from(const bound_params& p);
  /// Deadline for an operation whose last arrival is at cycle a, with n counted losses.
  uint64_t deadline(uint64_t a, uint64_t n) const { return a + base + n * per_loss; }
};

/// One reported violation.
struct violation {
  std::string id;    ///< BARNET_*
  uint64_t cycle;    ///< when detected
  std::string text;  ///< human readable
};

/// The checker. Feed events in cycle order, call tick(now) as time passes, finish() at the end.
class checker {
 public:
  /// leaf_group[l] = group of leaf l (-1: no group).
  checker(std::vector<int> leaf_group, unsigned seq_bits, const bound_params& bp);

  void on_arrive(uint64_t cycle, int leaf, int group);
  void on_release(uint64_t cycle, int leaf, int group, unsigned release_seq);
  /// The link model lost a packet of `group` on `link` (drop or corruption).
  void on_loss(uint64_t cycle, int link, int group);
  /// The link model delivered a packet of `group` on `link` (ends a run of losses).
  void on_delivery(int link, int group);
  /// Configuration: a packet of `group` lost on `link` is never recovered (`why`, e.g. "reduce
  /// out of switch 1, whose T2 is off"). An operation that then misses its bound is reported
  /// as BARNET_UNRECOVERABLE, naming the loss, instead of BARNET_LIVENESS / BARNET_STARVED.
  void declare_unrecoverable(int link, int group, const std::string& why);
  /// Scheduler of one switch send port at one rising edge: `req` = bit g set when group g had
  /// a packet waiting for the port before the edge (the scheduler's requests), `granted` = the
  /// group whose packet the port took at the edge (-1: none). A group that waits through more
  /// than groups-1 grants to other groups is starved (BARNET_SCHED_STARVE, once per wait).
  void on_port_edge(uint64_t cycle, int sw, int port, uint32_t req, int granted);
  /// Port edges seen and the largest number of grants to other groups any waiting group saw.
  uint64_t port_edges() const { return port_edges_; }
  unsigned max_port_wait() const { return max_port_wait_; }
  /// Liveness check at cycle now.
  void tick(uint64_t now);
  /// End of run: every operation that all leaves arrived at must have completed.
  void finish(uint64_t now);

  const std::vector<violation>& violations() const { return violations_; }
  uint64_t count(const std::string& id) const;
  /// Completed operations (all leaves of the group released), summed over groups.
  uint64_t completed() const;
  /// Latencies (last arrive -> last release) of completed operations.
  const std::vector<uint64_t>& latencies() const { return latencies_; }
  const bound& liveness_bound() const { return bound_; }

 private:
  struct leaf_st {
    int group = -1;
    std::vector<uint64_t> arrive, release;
  };
  struct op_st {
    unsigned arrived = 0, released = 0;
    uint64_t first_arrive = 0, last_arrive = 0, last_release = 0;
    uint64_t losses = 0;  ///< counted losses of this group since first_arrive
    bool flagged = false;
    std::string unrecoverable;  ///< first loss on a declared unrecoverable link (empty: none)
  };
  struct group_st {
    std::vector<int> leaves;
    std::vector<op_st> ops;
    uint64_t completed = 0;
  };
  void report(const char* id, uint64_t cycle, const std::string& text);
  op_st& op(int g, size_t k);

  std::vector<leaf_st> leaves_;
  std::vector<group_st> groups_;
  std::vector<std::vector<unsigned>> run_;  ///< [link][group] consecutive losses
  std::vector<std::pair<std::pair<int, int>, std::string>> unrec_;  ///< ((link, group), why)
  unsigned seq_mask_;
  bound_params bp_;
  bound bound_;
  std::vector<violation> violations_;
  std::vector<uint64_t> latencies_;
  /// Per (switch, port): grants to other groups while group g waited ([g], up to 32 groups),
  /// and whether that wait was reported.
  struct port_st {
    std::vector<unsigned> wait;
    uint32_t reported = 0;
  };
  std::vector<std::pair<std::pair<int, int>, port_st>> ports_;
  uint64_t port_edges_ = 0;
  unsigned max_port_wait_ = 0;
};

}  // namespace collnet::barrier
