// cu_elem_knobs: the knobs of every element sequence, declared apart from the sequence classes.
// A cu_elem_vseq owns one (knobs()); a stimulus sequence reads NumIn and F through
// cu_elem_vseq::num_in() / frac_bits() and does not include this header. A test sets the knobs of
// a sequence it made by type name (cu_base_test::make_elem_seq, through the factory) with
// cu_base_test::knobs(). So an edit of a sequence or of cu_elem_vseq.h rebuilds no test, and an
// edit of this header rebuilds only the files that set or read knobs.
//
// Skew modes (per word delay d(p, k), cycles; cu_elem_vseq.h describes the arrival model):
// | mode      | delay of port p for element k                                             |
// |-----------|---------------------------------------------------------------------------|
// | none      | 0                  (back-to-back elements)                                |
// | random    | with probability skew_pct %: uniform [1, max_skew], else 0                |
// | slow_port | port `slow_port` (random per chunk of 32 elements): max_skew, others 0    |
// | staggered | (p + k) % (max_skew + 1)                                                  |
#pragma once

#include <cstdint>
#include <vector>

#include "cu_env_types.h"

namespace collnet::collective {

enum class skew_mode : std::uint8_t { none, random, slow_port, staggered };

struct cu_elem_knobs {
  unsigned num_in = 12;           ///< NumIn of the DUT
  unsigned frac_bits = 64;        ///< F of the DUT (F-relative stimulus)
  std::uint64_t num_elems = 200;  ///< elements to make (ignored with replay)
  skew_mode skew = skew_mode::random;
  unsigned skew_pct = 30;  ///< random skew: probability of a delay, percent
  unsigned max_skew = 4;   ///< longest per-word delay
  bool permute = false;    ///< permute the ports of every element (random permutation)
  unsigned run_ahead = 4;  ///< elements a port's words may arrive ahead of the presented one
  const std::vector<cu_elem>* replay = nullptr;  ///< send these instead of making elements
  std::vector<cu_elem>* record = nullptr;        ///< elements as sent (after permutation)
};

}  // namespace collnet::collective
