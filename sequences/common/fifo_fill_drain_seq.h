// fifo_fill_drain_seq: full/empty stress. `rounds` rounds of: a burst of `burst` back-to-back
// items (fills the FIFO when the sink is slow), then one item delayed by `gap` cycles (lets the
// FIFO drain to empty). Data is a running count, so a loss is easy to read in a log.
#pragma once

#include <cstdint>
#include <string>

#include "stream_item.h"
#include "uvm.h"

namespace collnet::common {

class fifo_fill_drain_seq : public uvm::uvm_sequence<common::stream_item<std::uint32_t>> {
 public:
  using item_t = common::stream_item<std::uint32_t>;
  UVM_OBJECT_UTILS(fifo_fill_drain_seq);
  explicit fifo_fill_drain_seq(const std::string& name = "fifo_fill_drain_seq");
  ~fifo_fill_drain_seq() override;

  unsigned rounds = 40;    ///< fill/drain rounds
  unsigned burst = 12;     ///< back-to-back items per round (more than the depth)
  std::uint32_t gap = 30;  ///< idle cycles before the first item of the next round

  void body() override;
};

}  // namespace collnet::common
