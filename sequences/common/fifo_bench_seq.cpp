// fifo_bench_seq.cpp: fifo_bench_seq's body, compiled once (library common_sequences).
#include "fifo_bench_seq.h"

#include <cstdint>
#include <string>

#include "uvm.h"

namespace collnet::common {

fifo_bench_seq::fifo_bench_seq(const std::string& name) : uvm_sequence(name) {}

fifo_bench_seq::~fifo_bench_seq() = default;

void fifo_bench_seq::body() {
  item_t req("req");
  for (std::uint64_t i = 0; i < num_items; ++i) {
    start_item(&req);
    req.data = bench_item_data(i);
    req.delay = 0;
    finish_item(&req);
  }
}

}  // namespace collnet::common
