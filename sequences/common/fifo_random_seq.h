// fifo_random_seq: `num_items` items with random data; each item waits a random number of idle
// cycles before it is offered: 0 with probability (1 - delay_prob), else uniform in
// [1, max_delay]. With the drivers' random patterns this gives random push/pop pressure.
#pragma once

#include <cstdint>
#include <string>

#include "stream_item.h"
#include "uvm.h"

namespace collnet::common {

class fifo_random_seq : public uvm::uvm_sequence<common::stream_item<std::uint32_t>> {
 public:
  using item_t = common::stream_item<std::uint32_t>;
  UVM_OBJECT_UTILS(fifo_random_seq);
  explicit fifo_random_seq(const std::string& name = "fifo_random_seq");
  ~fifo_random_seq() override;

  std::uint64_t num_items = 1000;  ///< items to send
  std::uint64_t delay_num = 1;     ///< an item is delayed with probability delay_num/delay_den
  std::uint64_t delay_den = 4;
  std::uint32_t max_delay = 6;  ///< longest delay, cycles

  void body() override;
};

}  // namespace collnet::common
