// stream_random_seq<T>: `num_items` stream items, each offered after a random number of idle
// cycles: 0 with probability (1 - delay_num/delay_den), else uniform in [1, max_delay]. The data
// is random, or `data` for every item when set. Its two uses:
// - fifo_random_vseq: random data; with the drivers' random patterns, random push/pop pressure;
// - rr_arb_random_vseq: the requests of ONE requester of an arbiter (data = the requester's
//   index), one per requester in parallel, for random request patterns.
// Constructor and body() are compiled once for T = std::uint32_t and std::uint8_t
// (stream_random_seq.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "stream_item.h"
#include "uvm.h"

namespace collnet::common {

template <typename T>
class stream_random_seq : public uvm::uvm_sequence<stream_item<T>> {
 public:
  using item_t = stream_item<T>;
  UVM_OBJECT_PARAM_UTILS(stream_random_seq<T>);
  explicit stream_random_seq(const std::string& name = "stream_random_seq");
  ~stream_random_seq() override;

  std::uint64_t num_items = 1000;  ///< items to send
  std::uint64_t delay_num = 1;     ///< an item is delayed with probability delay_num/delay_den
  std::uint64_t delay_den = 4;
  std::uint32_t max_delay = 6;  ///< longest delay, cycles
  std::optional<T> data;        ///< the data of every item; random when empty

  void body() override;
};

extern template class stream_random_seq<std::uint32_t>;
extern template class stream_random_seq<std::uint8_t>;

}  // namespace collnet::common
