// cu_elem_vseq: base sequence of the collective datapath environment, run on the input agent's
// sequencer (env.in_agent->sequencer; item stream_item<cu_in_elem>: one whole element).
//
// body(): makes `num_elems` elements (make(), overridden by each stimulus sequence; or copies
// `replay`), optionally permutes each element's ports (data and mask bit move together, so the
// multiset of enabled words is unchanged), and sends every element as one item. The item's delay
// (idle cycles before the driver raises in_valid_i) carries the port skew: the element is
// presented when its slowest word would have arrived. Each port delivers its words one after
// the other, word k of port p d(p, k) cycles (the skew mode) after the port's previous
// word, and runs at most `run_ahead` elements ahead of the element being presented: a slow
// word delays its element, and the words the other ports delivered meanwhile let the next
// elements follow back-to-back (gaps, back-to-back runs, long stalls, as words from separate
// ports arrive). The model assumes the DUT takes every element at once; a DUT stall only delays
// what follows.
// The stimulus sequences keep the `_vseq` names the test list gives in +UVM_TEST_SEQ.
// Started on the environment's virtual sequencer (cu_vsqr, by dv_base_test for +UVM_TEST_SEQ),
// a sequence sets its knobs itself (setup_knobs: NumIn and F from the vsqr's configuration,
// +items (1000), +skew_pct (30), +max_skew (4)) and sends its elements to the input agent's
// sequencer; started on that sequencer directly (a test that made it and set its knobs), it
// takes its knobs as they are.
//
// The knobs (num_in, num_elems, skew, permute, replay, record, ...) and the skew modes are in
// cu_elem_knobs.h; the sequence owns them (knobs()), and a stimulus sequence reads NumIn and F
// through num_in() and frac_bits() without including that header.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cu_env_types.h"
#include "cu_values.h"
#include "stream_item.h"
#include "uvm.h"

namespace collnet::collective {

struct cu_elem_knobs;  // cu_elem_knobs.h
struct cu_env_config;  // cu_env_config.h

class cu_elem_vseq : public uvm::uvm_sequence<common::stream_item<cu_in_elem>> {
 public:
  using item_t = common::stream_item<cu_in_elem>;
  /// Seeds the sequence's random stream from (+seed, name) at once, before start() puts the
  /// sequence under the sequencer's path: a seed makes the same elements whatever agent
  /// carries them.
  explicit cu_elem_vseq(const std::string& name);
  ~cu_elem_vseq() override;

  /// The knobs (cu_elem_knobs.h).
  cu_elem_knobs& knobs() { return *m_knobs; }
  /// NumIn of the DUT (knobs().num_in).
  unsigned num_in() const;
  /// F of the DUT (knobs().frac_bits): F-relative stimulus.
  unsigned frac_bits() const;

  /// The common knobs of every element sequence from the DUT's configuration and the plusargs:
  /// NumIn, F, +items (default `items_default`), +skew_pct (30), +max_skew (4).
  void setup_knobs(const cu_env_config& cfg, std::uint64_t items_default);

  /// On cu_vsqr: setup_knobs(its configuration, 1000), the elements to its input sequencer.
  void pre_body() override;
  void body() override;

 protected:
  /// Make element number k (op, mask, data[0..num_in-1]).
  virtual void make(rng_t& r, cu_elem& e, std::uint64_t k) = 0;

 private:
  /// Sends the elements as items through `on` (this sequence, or the child that runs on the
  /// input agent's sequencer), each with the delay of the arrival model.
  void send(uvm::uvm_sequence_base& on, const std::vector<cu_elem>& elems);
  /// Delay of port p's word of element k (the skew mode); `slow` is slow_port's port.
  std::uint32_t delay(rng_t& r, unsigned p, std::size_t k, unsigned slow);

  std::unique_ptr<cu_elem_knobs> m_knobs;
  uvm::uvm_sequencer_base* m_item_sqr = nullptr;  ///< on cu_vsqr: the input agent's sequencer
};

/// Starts a random element for n ports: junk on every port (disabled ports keep it) and a
/// random mask.
inline void cu_elem_start(rng_t& r, cu_elem& e, unsigned n) {
  for (unsigned i = 0; i < n; ++i) e.data[i] = uvm::next_u64(r);
  e.mask = random_mask(r, n);
}

/// An element generator: one element of its kind for NumIn n and F f (a sequence of its own,
/// CU_GEN_VSEQ; cu_mix_vseq draws from several).
using cu_elem_gen = void (*)(rng_t& r, cu_elem& e, unsigned n, unsigned f);

/// The sequence of one generator: every element from GEN.
template <cu_elem_gen GEN>
class cu_gen_vseq : public cu_elem_vseq {
 public:
  explicit cu_gen_vseq(const std::string& name) : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t) override { GEN(r, e, num_in(), frac_bits()); }
};

}  // namespace collnet::collective

/// Declares the generator NAME_gen (defined in NAME_vseq.cpp) and its sequence NAME_vseq, in
/// namespace collnet::collective (in a header of its own: NAME_vseq.h).
#define CU_GEN_VSEQ(NAME)                                                                \
  namespace collnet::collective {                                                        \
  void NAME##_gen(rng_t& r, cu_elem& e, unsigned n, unsigned f);                         \
  class NAME##_vseq : public cu_gen_vseq<NAME##_gen> {                                   \
   public:                                                                               \
    UVM_OBJECT_UTILS(NAME##_vseq);                                                       \
    explicit NAME##_vseq(const std::string& name = #NAME "_vseq") : cu_gen_vseq(name) {} \
  };                                                                                     \
  }                                                                                      \
  static_assert(true, "CU_GEN_VSEQ takes its ';'")

// The item and the sequence base of every stimulus sequence, compiled once (cu_elem_vseq.cpp): a
// derived sequence's translation unit does not emit their virtual functions again.
extern template class collnet::common::stream_item<collnet::collective::cu_in_elem>;
extern template class uvm::uvm_sequence<
    collnet::common::stream_item<collnet::collective::cu_in_elem>>;
