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
  explicit rr_arb_random_vseq(const std::string& name = "rr_arb_random_vseq")
      : uvm_sequence(name) {}

  std::vector<uvm::uvm_sequencer_base*> sequencers;  ///< one per requester, index = requester
  std::uint64_t num_reqs = 200;                      ///< requests per requester
  std::uint64_t idle_num = 1;                        ///< see rr_arb_req_seq
  std::uint64_t idle_den = 2;
  std::uint32_t max_idle = 5;

  void body() override {
    std::vector<std::unique_ptr<rr_arb_req_seq>> seqs;
    sc_core::sc_event done_ev;
    std::size_t running = sequencers.size();
    for (std::size_t k = 0; k < sequencers.size(); ++k) {
      auto s = std::make_unique<rr_arb_req_seq>("req_seq_" + std::to_string(k));
      s->num_reqs = num_reqs;
      s->requester = static_cast<std::uint8_t>(k);
      s->idle_num = idle_num;
      s->idle_den = idle_den;
      s->max_idle = max_idle;
      rr_arb_req_seq* raw = s.get();
      uvm::uvm_sequencer_base* sqr = sequencers[k];
      sc_core::sc_spawn(
          [this, raw, sqr, &running, &done_ev] {
            raw->start(sqr, this);
            if (--running == 0) done_ev.notify();
          },
          ("rr_arb_req_" + std::to_string(k)).c_str());
      seqs.push_back(std::move(s));
    }
    if (running != 0) sc_core::wait(done_ev);
  }
};

}  // namespace collnet::common
