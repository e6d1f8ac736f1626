// cu_unit_base_vseq: helpers of the collective_unit virtual sequences (runs on cu_unit_vsqr; a
// test names one with +UVM_TEST_SEQ, dv_base_test starts it on env.vsqr).
//
// - pre_body(): the knobs +packets=<n> (packets per class; default: the sequence's, passed by
//   its constructor to this one's) and +hdr_tags; the random stream from the seed.
// - reg_write / reg_read: one access through the mgmt agent (the scoreboard checks every read).
// - route(c, mask, local, enable), set_sys_prio(on): through the register model
// - add_class_packets(c, n, ...): n packets of class c on every input of the class mask (same
//   header: op, len, tag = per-class packet number; random payload words, a mix of binary64
//   values and random bits), queued per port; flush() starts the per-port sequences in
//   parallel and returns once every packet was handed to its driver. With hdr_tags (knob
//   +hdr_tags) the inputs of a packet differ in the free header bits (tag_bits()), so the
//   result header shows whether it is the lowest masked input's header, unchanged (TRAFFIC.md).
// - wait_drained(): until the links sent everything and the scoreboard expects nothing more
//   (UVM_ERROR [CU_DRAIN] after +drain_limit cycles without progress), then a few quiet cycles.
// - check_status(): reads ERR_STATUS, ERR_COUNT, GRANT_COUNT (compared by the scoreboard,
//   CU_REG, as the unit is quiescent after wait_drained()).
#pragma once

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "cu_link_item.h"  // header fields, classes and registers (the derived sequences use them)
#include "cu_unit_vsqr.h"
#include "uvm.h"

namespace collnet::collective {

struct cu_link_pkt_entry;  // cu_link_pkt_entry.h: only the helpers (the .cpp) queue packets

/// The helpers are defined in cu_unit_base_vseq.cpp (compiled once, in cu_unit_sequences); a
/// derived sequence's .cpp includes the headers of the handles it uses (vl_harness.h for h(),
/// cu_rec_driver.h for p_sequencer->rec).
class cu_unit_base_vseq : public uvm::uvm_sequence<> {
 public:
  UVM_DECLARE_P_SEQUENCER(cu_unit_vsqr);
  /// default_packets: the sequence's default of `packets`.
  explicit cu_unit_base_vseq(const std::string& name, unsigned default_packets = 40);
  ~cu_unit_base_vseq() override;  // out of line: m_port_pkts holds an incomplete type here

  unsigned packets;       ///< packets per class: +packets=, else the sequence's default
  bool hdr_tags = false;  ///< inputs of a packet differ in the free header bits (+hdr_tags)

 protected:
  using rng_t = std::mt19937_64;

  void pre_body() override;

  unsigned num_in() const { return p_sequencer->cfg.num_in; }
  unsigned max_len() const { return p_sequencer->cfg.max_len; }
  std::uint32_t all_mask() const { return (1u << num_in()) - 1u; }
  collnet::dv::vl_harness_base& h() { return *p_sequencer->h; }

  void reg_write(unsigned addr, std::uint32_t data);
  std::uint32_t reg_read(unsigned addr);
  /// Configuration through the register model (fields set, then write() of the register's
  /// desired value on the front door; the mirror follows through the predictor).
  void route(unsigned c, std::uint32_t mask, bool local, bool enable = true);
  void set_sys_prio(bool on);
  void model_write(uvm::uvm_reg* rg);

  /// A random payload word: binary64 of moderate range, special values, or random bits.
  std::uint64_t word();

  /// Queues n packets of class c on every input of `mask`: op (random 0..11 unless op_fixed
  /// < 12), len (random 1..MaxLen unless len_fixed), unique tag; gap: random idle cycles before
  /// each packet (0..max_gap); not_before: earliest start cycle (0 = none).
  void add_class_packets(unsigned c, std::uint32_t mask, unsigned n, unsigned max_gap = 3,
                         unsigned op_fixed = 99, unsigned len_fixed = 0,
                         std::uint64_t not_before = 0, std::uint32_t only_port_mask = ~0u);
  /// Queues one raw packet on one port (malformed stimulus).
  void add_raw(unsigned port, std::uint64_t hdr, unsigned nwords, std::uint64_t not_before = 0);
  std::uint64_t next_tag(unsigned c) { return (static_cast<std::uint64_t>(c) << 40) | ++m_tag[c]; }
  /// Free header bits of input i for hdr_tags (OR-ed into the header of next_tag(), whose tag
  /// uses bits 0..23 (packet number) and 40..41 (class) of the tag field): input index + 1 in
  /// tag bits 42..47, random tag bits 24..39, random reserved bits 15 and 3:2. The result header
  /// stays unique per class (packet number). Input index + 1 of a higher input is never a
  /// subset of the lowest input's, so the OR of two or more masked headers always differs from
  /// the lowest one.
  std::uint64_t tag_bits(unsigned i);

  /// Hands every queued packet to the link drivers (one sequence per port, in parallel).
  void flush();

  std::uint64_t links_pending() const;

  /// Waits until the links sent everything and nothing is expected any more.
  void wait_drained();
  std::uint64_t sent() const;
  /// ERR_COUNT as the scoreboard's model holds it now.
  std::uint32_t model_err_count() const;

  /// Reads the status registers (the scoreboard compares them; the unit is drained).
  void check_status();

  /// Random route mask with at least one input: the number of inputs uniform in 1..NumIn
  /// first, then which ones (a uniform mask would almost never route one input or all but one
  /// of twelve, which cu_unit_form_cg's popcount bins ask for).
  std::uint32_t random_mask();

  rng_t m_rng;
  std::vector<std::vector<cu_link_pkt_entry>> m_port_pkts;
  std::array<std::uint64_t, 3> m_tag{};
  std::array<std::uint32_t, 3> m_route{};
  unsigned m_hold_port = ~0u;      ///< add_class_packets: this port's packets wait ...
  std::uint64_t m_hold_until = 0;  ///< ... until this cycle (starvation stimulus)
};

}  // namespace collnet::collective

// The sequence base of every unit virtual sequence, compiled once (cu_unit_base_vseq.cpp): a
// derived sequence's translation unit does not emit its virtual functions again.
extern template class uvm::uvm_sequence<uvm::uvm_sequence_item>;
