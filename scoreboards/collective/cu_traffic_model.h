// cu_traffic_model.h: cycle-by-cycle reference model of the collective unit's traffic side:
// input framing and header checks, VC contents, class readiness, the class arbiter (round
// robin + system priority + room filter), the sequencer's busy time and destination credits.
//
// Plain C++17, no Verilator or SystemC header. Written from the contract
// rtl/collective/TRAFFIC.md and the spec ../shared/spec/collective-unit.md ("Traffic,
// arbitration and FIFOs"), not from the RTL. Datapath values are NOT modelled here (that is
// cu_int_model, cu_model.h); this model predicts WHEN and WHAT is granted.
//
// Target: cu_model (alias collective_model), the same library as cu_int_model.
// Use (one instance per DUT, fed by monitors at the unit's ports):
//   collnet::collective::cu_traffic_model m(collnet::collective::cu_traffic_cfg{num_in, max_len,
//   vc_depth, rec_depth, up_depth}); m.reset();                                  // whenever rst_ni
//   is low (also done by the ctor) every clock cycle t after reset, in order:
//     collnet::collective::cu_cycle_obs o;                       // what the monitors saw in cycle
//     t (before the o.in_accept = ...; o.in_data[i] = ...;    //   rising edge that ends t): input
//     handshakes, o.dst_pop = ...; o.reg_* = ...;           //   destination pops, register write
//     collnet::collective::cu_grant_pred p = m.step(o);          // prediction FOR cycle t
//     compare p.valid / p.cls / p.drop with gnt_valid_o / gnt_cls_o / gnt_drop_o of cycle t
//     (and optionally p.in_room with in_room_o, p.credit, ...).
//   At end of test: m.pending_packets() == 0 and m.idle() (every accepted packet consumed).
//
// Timing convention (cycle t = the cycle whose observations are passed to step()):
// - step(o_t) first predicts cycle t from the state built from the observations of cycles
//   0..t-1, then applies o_t (the rising edge that ends cycle t). Everything observed in cycle
//   t (a flit accepted, a destination pop, a register write) is visible from cycle t+1 on.
// - Readiness: the last flit of a packet accepted (in_valid && in_ready) in cycle t makes the
//   packet complete in its VC in cycle t+1; if that completes the class, the class is ready in
//   t+1 and is granted in t+1 when the sequencer is idle and the class is eligible (TRAFFIC.md
//   "Latency": ready the cycle after the last flit is written; grant in that cycle).
// - Header check: a header accepted in cycle t is checked against the routes of cycle t (a
//   route written in cycle t applies from t+1). CTRL.sys_prio written in t applies from t+1.
// - Room: room[c] in cycle t uses the credit of cycle t: credit = depth - sum(len+1 of stream
//   grants before t) + (destination pops before t). A grant in t subtracts len+1 from t+1; a
//   pop in t adds 1 from t+1 (a pop in the same cycle does not help a grant in that cycle).
// - Sequencer: a stream grant in cycle g of a packet with payload len L offers elements in
//   g+1 .. g+1+L (the datapath never stalls: credits guarantee the destination takes every
//   result) and pops one flit of every masked VC per element; it is idle again in g+L+2, the
//   earliest next grant. A mismatch drop granted in g pops one flit per cycle from every masked
//   VC from g+1 until that VC's packet (1 + len_i flits, its own framing) is gone; idle again in
//   g+2+max_i(len_i). While busy there is no grant (the arbiter is not evaluated, the pointer
//   does not move).
// - Room reservation (TRAFFIC.md "Room reservation"): per destination a holder (the registered
//   one while it still waits there, else the class the round robin would serve next there if it
//   lacks room; under sys_prio a waiting system class without room overrides for the cycle);
//   the other classes' room needs the holder's len + 1 on top of their own. Holders are
//   registered after each idle cycle's decision (a granted holder is dropped).
// - Arbitration in an idle cycle (TRAFFIC.md rules 1-6): eligible[c] = ready[c] &&
//   (mismatch[c] || room[c]); sys_prio && eligible[2] -> class 2, pointer unchanged; else the
//   first eligible class at index >= P (cyclically) wins and P := winner+1 mod 3. P = 0 after
//   reset. A refused class (ready, not mismatch, no room) does not move P.
// - in_room prediction: in_room[i][c] = (vc_depth - flits in VC (i, c) in cycle t) >=
//   max_len + 1, flits counted from accepted non-dropped flits minus sequencer pops.
// - Registers (TRAFFIC.md register map): ERR_STATUS gets the error bits of drops in cycle t
//   (input-port drops when their header is accepted, ERR_MISMATCH on a drop grant) at the edge
//   ending t, also when ERR_STATUS is written (W1C) in t; ERR_COUNT += dropped packets;
//   GRANT_COUNT += stream grants, both saturating at 0xFFFF_FFFF. A write to ERR_COUNT /
//   GRANT_COUNT in cycle t clears it and the events of that same cycle t are still counted
//   (the event is kept: the counter reads their number afterwards, never 0).
//
// Not modelled: datapath values (cu_int_model), the reset itself (call reset()), register
// reads (a read has no effect). Misuse (a flit accepted that the contract forbids, e.g. into a
// VC without room) is recorded in errors() and the model goes on.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "cu_traffic_defs.h"

namespace collnet::collective {

/// Largest number of input ports of collective_unit.
constexpr unsigned CU_TRAFFIC_MAX_IN = 16;
/// Parameters of the collective_unit instance (TRAFFIC.md, parameters). A depth of 0 means the
/// RTL default 2 * (max_len + 1).
struct cu_traffic_cfg {
  unsigned num_in = 12;    ///< NumIn, 1..16
  unsigned max_len = 64;   ///< MaxLen, 1..127
  unsigned vc_depth = 0;   ///< VcDepth (>= max_len + 1)
  unsigned rec_depth = 0;  ///< RecDepth: user and system reception FIFOs
  unsigned up_depth = 0;   ///< UpDepth: up-tree FIFO
};

/// What monitors at the unit's ports saw in one clock cycle (sampled before the rising edge).
struct cu_cycle_obs {
  uint32_t in_accept = 0;  ///< bit i: in_valid_i[i] && in_ready_o[i] (a flit taken on input i)
  std::array<uint64_t, CU_TRAFFIC_MAX_IN> in_data{};  ///< in_data_i[i], read where in_accept
  uint8_t dst_pop = 0;  ///< bit d (cu_dst): destination d valid && ready (a flit left)
  bool reg_write =
      false;             ///< an accepted register write: reg_valid_i && reg_ready_o && reg_write_i
  uint8_t reg_addr = 0;  ///< reg_addr_i (with reg_write)
  uint32_t reg_wdata = 0;  ///< reg_wdata_i (with reg_write)
};

/// The model's prediction for one cycle. The first three fields are what the DUT's
/// observation port shows (gnt_valid_o, gnt_cls_o, gnt_drop_o); the rest is for coverage and
/// for checks of the other outputs.
struct cu_grant_pred {
  bool valid = false;       ///< a grant in this cycle (= gnt_valid_o)
  uint8_t cls = 0;          ///< granted class 0..2 (= gnt_cls_o; 0 when !valid)
  bool drop = false;        ///< the grant is a mismatch drop (= gnt_drop_o; 0 when !valid)
  uint64_t cycle = 0;       ///< index of this cycle: number of step() calls since reset(), minus 1
  bool idle = false;        ///< sequencer idle: the arbiter decides in this cycle
  uint8_t ready = 0;        ///< bit c: ready[c] (enabled, mask != 0, complete packet on every
                            ///< masked VC); computed also when busy
  uint8_t mismatch = 0;     ///< bit c: ready[c] and the masked head headers differ in op or len
  uint8_t room = 0;         ///< bit c: ready[c] and credit(D(c)) >= len + 1 (+ the holder's
                            ///< len + 1 when another class holds D(c))
  uint8_t held = 0;         ///< bit c: class c holds its destination's room in this cycle
  uint8_t held_off = 0;     ///< bit c: ready, credit >= its own len + 1, but no room because
                            ///< another class holds its destination
  uint8_t eligible = 0;     ///< bit c: ready && (mismatch || room)
  uint8_t refused = 0;      ///< bit c: idle && ready && !mismatch && !room (refused: no room)
  uint8_t lost = 0;         ///< bit c: idle && eligible but another class was granted
  bool sys_prio = false;    ///< CTRL.sys_prio in this cycle
  bool prio_grant = false;  ///< the grant came from the system-priority rule (P unchanged)
  uint8_t rr_ptr = 0;       ///< round-robin pointer P in this cycle (before this grant)
  unsigned len = 0;         ///< stream grant: payload length (credit taken = len + 1)
  uint8_t dst = 0;          ///< stream grant: destination (cu_dst)
  std::array<unsigned, CU_NUM_DST> credit{};  ///< credits in this cycle (before grant and pops)
  uint64_t in_room = 0;  ///< predicted in_room_o: bit 3*i + c (VC (i, c) can take MaxLen)
  /// Bit i: the header accepted on input i in this cycle is malformed and its packet dropped
  /// by the input port (ERR_COUNT += 1 each at the edge ending this cycle). Filled from the
  /// observations of this cycle (the other fields are predictions made before them).
  uint32_t in_drop = 0;
  /// ERR_STATUS bits raised by this cycle's drops (input drops and a mismatch-drop grant) and
  /// the ERR_COUNT increments of this cycle (from the observations too; for the rule bins of
  /// the same-cycle register rules).
  uint32_t err_now = 0;
  unsigned drops_now = 0;
  /// Bit c: ready and its destination's credit is exactly one below what room[c] needs (a flit
  /// leaving the destination in this cycle would not help yet: credit timing rule).
  uint8_t short_one = 0;
  std::array<uint8_t, CU_NUM_CLS> cls_dst{};  ///< destination of every ready class (cu_dst)
};

/// Cycle-by-cycle traffic model of one collective_unit (see the timing convention above).
class cu_traffic_model {
 public:
  /// Checks the configuration (std::invalid_argument if out of range) and resets.
  explicit cu_traffic_model(const cu_traffic_cfg& cfg);

  /// Reset state: VCs empty, routes 0 (disabled), sys_prio 0, credits = depths, P = 0,
  /// sequencer idle, error bits and counters 0, cycle count 0, errors() cleared.
  void reset();

  /// Predicts cycle t from the state, then applies the observations of cycle t (see the
  /// timing convention). Allocates only when a VC's packet queue grows and for error text.
  cu_grant_pred step(const cu_cycle_obs& obs);

  // ---- State queries (values in the NEXT cycle, i.e. after the last step()) ----
  /// Configuration with the default depths filled in.
  const cu_traffic_cfg& cfg() const { return cfg_; }
  /// The sequencer is idle (no packet being streamed or dropped).
  bool idle() const { return busy_left_ == 0; }
  /// Complete packets stored in VC (i, c), not yet granted.
  unsigned vc_packets(unsigned i, unsigned c) const;
  /// Flits stored in VC (i, c) (complete and partial packets, minus the popped ones).
  unsigned vc_flits(unsigned i, unsigned c) const;
  /// Complete packets in all VCs plus partial packets being received (should be 0 at end).
  unsigned pending_packets() const;
  /// Credit of destination d.
  unsigned credit(unsigned d) const { return credit_[d]; }
  /// Round-robin pointer P.
  unsigned rr_ptr() const { return ptr_; }
  /// Register values as a read would return them (routes, CTRL, ERR_*, GRANT_COUNT).
  uint32_t reg_read(unsigned addr) const;
  /// ERR_COUNT set to `v` behind the bus (a back-door write of the DUT's flop between two
  /// cycles), so that its saturation is reachable in a simulation.
  void deposit_err_count(uint32_t v) { err_count_ = v; }
  /// GRANT_COUNT set to `v` behind the bus, as deposit_err_count.
  void deposit_grant_count(uint32_t v) { grant_count_ = v; }

  // ---- Counters since reset (for end-of-test checks and reports) ----
  uint64_t packets_accepted() const { return n_accepted_; }   ///< packets into a VC
  uint64_t packets_dropped_in() const { return n_drop_in_; }  ///< dropped at an input port
  uint64_t packets_consumed() const { return n_consumed_; }   ///< VC packets popped by grants
  uint64_t grants_stream() const { return n_gnt_stream_; }    ///< stream grants
  uint64_t grants_drop() const { return n_gnt_drop_; }        ///< mismatch-drop grants
  /// Contract violations seen in the observations (e.g. a flit into a full VC), with cycle.
  const std::vector<std::string>& errors() const { return errors_; }

  /// One-line text of a prediction ("cycle 17: grant cls 1 stream len 3 dst up ..."), for
  /// error messages.
  static std::string to_string(const cu_grant_pred& p);

 private:
  /// One packet stored in a VC: its header (complete packets only are queued).
  struct vc_pkt {
    uint64_t hdr;
  };
  /// Per-port framing state.
  struct port_state {
    bool in_pkt = false;  ///< payload flits pending
    bool drop = false;    ///< the current packet is dropped
    uint8_t cls = 0;      ///< class of the current packet
    unsigned rem = 0;     ///< payload flits still to come
    uint64_t hdr = 0;     ///< header of the current packet
  };

  void add_error(const std::string& what);
  void accept_flit(unsigned i, uint64_t data);
  void write_reg(uint8_t addr, uint32_t wdata);

  cu_traffic_cfg cfg_;
  std::array<uint32_t, CU_NUM_CLS> route_{};  ///< ROUTE0..2 as written
  bool sys_prio_ = false;                     ///< CTRL bit 0
  std::array<unsigned, CU_NUM_DST> depth_{};  ///< destination depths
  std::array<unsigned, CU_NUM_DST> credit_{};
  unsigned ptr_ = 0;  ///< round-robin pointer
  /// Registered holder of each destination's room (TRAFFIC.md "Room reservation"), -1: none.
  std::array<int, CU_NUM_DST> holder_{};
  std::array<port_state, CU_TRAFFIC_MAX_IN> port_{};
  /// Complete packets per VC [i][c] (deque: grows only when packets accumulate).
  std::array<std::array<std::deque<vc_pkt>, CU_NUM_CLS>, CU_TRAFFIC_MAX_IN> vc_{};
  std::array<std::array<unsigned, CU_NUM_CLS>, CU_TRAFFIC_MAX_IN> flits_{};  ///< VC flits
  /// Sequencer: cycles still busy (0 = idle); pops left per masked VC of the served class.
  unsigned busy_left_ = 0;
  uint8_t seq_cls_ = 0;
  std::array<unsigned, CU_TRAFFIC_MAX_IN> pops_left_{};
  uint32_t err_status_ = 0;
  uint32_t err_count_ = 0;
  uint32_t grant_count_ = 0;
  uint64_t cycle_ = 0;
  uint64_t n_accepted_ = 0, n_drop_in_ = 0, n_consumed_ = 0, n_gnt_stream_ = 0, n_gnt_drop_ = 0;
  std::vector<std::string> errors_;
};

}  // namespace collnet::collective
