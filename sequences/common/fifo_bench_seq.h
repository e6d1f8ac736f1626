// fifo_bench_seq: the stimulus of bench_env_overhead: `num_items` items back to back (delay 0)
// whose data is bench_item_data(i), exactly as the bare C++ loop of the benchmark makes them.
#pragma once

#include <cstdint>
#include <string>

#include "stream_item.h"
#include "uvm.h"

namespace collnet::common {

/// Data of the i-th item of the bench stimulus (shared with the bare loop).
inline std::uint32_t bench_item_data(std::uint64_t i) {
  return static_cast<std::uint32_t>(uvm::splitmix64(i ^ 0xC011E7ull));
}

class fifo_bench_seq final : public uvm::uvm_sequence<common::stream_item<std::uint32_t>> {
 public:
  using item_t = common::stream_item<std::uint32_t>;
  UVM_OBJECT_UTILS(fifo_bench_seq);
  explicit fifo_bench_seq(const std::string& name = "fifo_bench_seq");
  ~fifo_bench_seq() override;

  std::uint64_t num_items = 100000;  ///< items to send

  void body() override;
};

}  // namespace collnet::common
