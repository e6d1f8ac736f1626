// fifo_fill_drain_seq.cpp: fifo_fill_drain_seq's body, compiled once (library common_sequences).
#include "fifo_fill_drain_seq.h"

#include <cstdint>
#include <string>

#include "uvm.h"

namespace collnet::common {

fifo_fill_drain_seq::fifo_fill_drain_seq(const std::string& name) : uvm_sequence(name) {}

fifo_fill_drain_seq::~fifo_fill_drain_seq() = default;

void fifo_fill_drain_seq::body() {
  item_t req("req");
  std::uint32_t n = 0;
  for (unsigned r = 0; r < rounds; ++r) {
    for (unsigned i = 0; i < burst; ++i) {
      start_item(&req);
      req.data = n++;
      req.delay = (i == 0 && r > 0) ? gap : 0;
      finish_item(&req);
    }
  }
}

}  // namespace collnet::common
