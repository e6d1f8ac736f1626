// fifo_random_seq.cpp: fifo_random_seq's body, compiled once (library common_sequences).
#include "fifo_random_seq.h"

#include <cstdint>
#include <string>

#include "uvm.h"

namespace collnet::common {

fifo_random_seq::fifo_random_seq(const std::string& name) : uvm_sequence(name) {}

fifo_random_seq::~fifo_random_seq() = default;

void fifo_random_seq::body() {
  item_t req("req");
  for (std::uint64_t i = 0; i < num_items; ++i) {
    start_item(&req);
    req.data = static_cast<std::uint32_t>(uvm::next_u64(rng()));
    req.delay = uvm::bernoulli(rng(), delay_num, delay_den)
                    ? static_cast<std::uint32_t>(uvm::urandom_range(rng(), 1u, max_delay))
                    : 0u;
    finish_item(&req);
  }
}

}  // namespace collnet::common
