// rr_arb_req_seq: the requests of ONE requester of an arbiter: `num_reqs` requests, each raised
// after a random idle time: 0 cycles (back to back, keeps contention high) with probability
// (1 - idle_num/idle_den), else uniform in [1, max_idle]. Run one per requester in parallel
// (rr_arb_random_vseq) to get random request patterns. Data is the requester's index.
#pragma once

#include <cstdint>
#include <string>

#include "stream_item.h"
#include "uvm.h"

namespace collnet::common {

class rr_arb_req_seq : public uvm::uvm_sequence<common::stream_item<std::uint8_t>> {
 public:
  using item_t = common::stream_item<std::uint8_t>;
  UVM_OBJECT_UTILS(rr_arb_req_seq);
  explicit rr_arb_req_seq(const std::string& name = "rr_arb_req_seq");
  ~rr_arb_req_seq() override;

  std::uint64_t num_reqs = 200;  ///< requests of this requester
  std::uint8_t requester = 0;    ///< index (data of the items)
  std::uint64_t idle_num = 1;    ///< a request waits with probability idle_num/idle_den
  std::uint64_t idle_den = 2;
  std::uint32_t max_idle = 5;  ///< longest wait, cycles

  void body() override;
};

}  // namespace collnet::common
