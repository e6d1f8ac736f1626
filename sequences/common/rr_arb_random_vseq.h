// rr_arb_random_vseq: virtual sequence running one rr_arb_req_seq per requester in parallel
// (one SystemC thread each, ended when all are done). The sequencers are given before start().
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <systemc>

#include "rr_arb_req_seq.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::common {

class rr_arb_random_vseq : public uvm::uvm_sequence<> {
 public:
  UVM_OBJECT_UTILS(rr_arb_random_vseq);
  explicit rr_arb_random_vseq(const std::string& name = "rr_arb_random_vseq");
  ~rr_arb_random_vseq() override;

  std::vector<uvm::uvm_sequencer_base*> sequencers;  ///< one per requester, index = requester
  std::uint64_t num_reqs = 200;                      ///< requests per requester
  std::uint64_t idle_num = 1;                        ///< see rr_arb_req_seq
  std::uint64_t idle_den = 2;
  std::uint32_t max_idle = 5;

  void body() override;
};

}  // namespace collnet::common
