// rr_arb_random_vseq: virtual sequence running one stream_random_seq<std::uint8_t> per requester
// in parallel (one SystemC thread each, ended when all are done) on the requesters' sequencers
// (rr_arb_vsqr::req); an item's data is the requester's index. Knobs: +reqs=<n> (300) requests per
// requester; a request waits 1..2 * NumIn idle cycles with probability idle_num / idle_den (1/2).
// rr_arb_contention_vseq: no idle cycles, every requester always requests again at once (full
// contention).
#pragma once

#include <cstdint>
#include <string>

#include "common_vsqr.h"
#include "uvm.h"

namespace collnet::common {

class rr_arb_random_vseq : public uvm::uvm_sequence<> {
 public:
  UVM_OBJECT_UTILS(rr_arb_random_vseq);
  UVM_DECLARE_P_SEQUENCER(rr_arb_vsqr);
  explicit rr_arb_random_vseq(const std::string& name = "rr_arb_random_vseq");
  ~rr_arb_random_vseq() override;

  std::uint64_t idle_num = 1;  ///< see stream_random_seq (delay_num)
  std::uint64_t idle_den = 2;

  void body() override;
};

class rr_arb_contention_vseq : public rr_arb_random_vseq {
 public:
  UVM_OBJECT_UTILS(rr_arb_contention_vseq);
  explicit rr_arb_contention_vseq(const std::string& name = "rr_arb_contention_vseq")
      : rr_arb_random_vseq(name) {
    idle_num = 0;  // back to back: every requester always requests
    idle_den = 1;
  }
};

}  // namespace collnet::common
