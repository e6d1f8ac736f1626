// cu_elem_vseq: base sequence of the collective datapath environment, run on the input agent's
// sequencer (env.in_agent->sequencer; item stream_item<cu_in_elem>: one whole element).
//
// body(): makes `num_elems` elements (make(), overridden by each stimulus sequence; or copies
// `replay`), optionally permutes each element's ports (data and mask bit move together, so the
// multiset of enabled words is unchanged), and sends every element as one item. The item's delay
// (idle cycles before the driver raises in_valid_i) carries the port skew: the element is
// presented when its slowest word would have arrived. Each port delivers its words one after
// the other, word k of port p d(p, k) cycles (the skew mode below) after the port's previous
// word, and runs at most `run_ahead` elements ahead of the element being presented: a slow
// word delays its element, and the words the other ports delivered meanwhile let the next
// elements follow back-to-back (gaps, back-to-back runs, long stalls, as words from separate
// ports arrive). The model assumes the DUT takes every element at once; a DUT stall only delays
// what follows.
// The stimulus sequences keep the `_vseq` names the test list gives in +UVM_TEST_SEQ.
//
// Skew modes (per word delay d(p, k), cycles):
// | mode      | delay of port p for element k                                             |
// |-----------|---------------------------------------------------------------------------|
// | none      | 0                  (back-to-back elements)                                |
// | random    | with probability skew_pct %: uniform [1, max_skew], else 0                |
// | slow_port | port `slow_port` (random per chunk of 32 elements): max_skew, others 0    |
// | staggered | (p + k) % (max_skew + 1)                                                  |
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cu_env_types.h"
#include "cu_values.h"
#include "stream_item.h"
#include "uvm.h"

namespace collnet::collective {

enum class skew_mode : std::uint8_t { none, random, slow_port, staggered };

class cu_elem_vseq : public uvm::uvm_sequence<common::stream_item<cu_in_elem>> {
 public:
  using item_t = common::stream_item<cu_in_elem>;
  explicit cu_elem_vseq(const std::string& name) : uvm_sequence(name) {}

  unsigned num_in = 12;           ///< NumIn of the DUT
  unsigned frac_bits = 64;        ///< F of the DUT (F-relative stimulus)
  std::uint64_t num_elems = 200;  ///< elements to make (ignored with replay)
  skew_mode skew = skew_mode::random;
  unsigned skew_pct = 30;  ///< random skew: probability of a delay, percent
  unsigned max_skew = 4;   ///< longest per-word delay
  bool permute = false;    ///< permute the ports of every element (random permutation)
  unsigned run_ahead = 4;  ///< elements a port's words may arrive ahead of the presented one
  const std::vector<cu_elem>* replay = nullptr;  ///< send these instead of calling make()
  std::vector<cu_elem>* record = nullptr;        ///< elements as sent (after permutation)

  void body() override;

 protected:
  /// Make element number k (op, mask, data[0..num_in-1]).
  virtual void make(rng_t& r, cu_elem& e, std::uint64_t k) = 0;

 private:
  /// Delay of port p's word of element k (the skew mode); `slow` is slow_port's port.
  std::uint32_t delay(rng_t& r, unsigned p, std::size_t k, unsigned slow);
};

/// Starts a random element for n ports: junk on every port (disabled ports keep it) and a
/// random mask.
inline void cu_elem_start(rng_t& r, cu_elem& e, unsigned n) {
  for (unsigned i = 0; i < n; ++i) e.data[i] = uvm::next_u64(r);
  e.mask = random_mask(r, n);
}

}  // namespace collnet::collective

// The item and the sequence base of every stimulus sequence, compiled once (cu_elem_vseq.cpp): a
// derived sequence's translation unit does not emit their virtual functions again.
extern template class collnet::common::stream_item<collnet::collective::cu_in_elem>;
extern template class uvm::uvm_sequence<
    collnet::common::stream_item<collnet::collective::cu_in_elem>>;
