// stream_random_seq.cpp: stream_random_seq's constructor and body, compiled once for the data
// types its users take (library common_sequences).
#include "stream_random_seq.h"

#include <cstdint>
#include <string>

#include "uvm.h"

namespace collnet::common {

template <typename T>
stream_random_seq<T>::stream_random_seq(const std::string& name)
    : uvm::uvm_sequence<item_t>(name) {}

template <typename T>
stream_random_seq<T>::~stream_random_seq() = default;

template <typename T>
void stream_random_seq<T>::body() {
  item_t req("req");
  for (std::uint64_t i = 0; i < num_items; ++i) {
    this->start_item(&req);
    req.data = data ? *data : static_cast<T>(uvm::next_u64(this->rng()));
    req.delay = uvm::bernoulli(this->rng(), delay_num, delay_den)
                    ? static_cast<std::uint32_t>(uvm::urandom_range(this->rng(), 1u, max_delay))
                    : 0u;
    this->finish_item(&req);
  }
}

template class stream_random_seq<std::uint32_t>;
template class stream_random_seq<std::uint8_t>;

}  // namespace collnet::common
