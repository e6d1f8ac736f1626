// rr_arb_random_vseq.cpp: the body of rr_arb_random_vseq and rr_arb_contention_vseq, compiled once
// (library common_sequences).
#include "vl_harness.h"

#include "rr_arb_random_vseq.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <systemc>

#include "stream_random_seq.h"
#include "uvm.h"

namespace collnet::common {

rr_arb_random_vseq::rr_arb_random_vseq(const std::string& name) : uvm_sequence(name) {}

rr_arb_random_vseq::~rr_arb_random_vseq() = default;

void rr_arb_random_vseq::body() {
  std::vector<std::unique_ptr<stream_random_seq<std::uint8_t>>> seqs;
  sc_core::sc_event done_ev;
  const std::vector<uvm::uvm_sequencer_base*>& sequencers = p_sequencer->req;
  const std::uint64_t num_reqs = uvm::plusargs::get_u64("reqs", 300);
  std::size_t running = sequencers.size();
  for (std::size_t k = 0; k < sequencers.size(); ++k) {
    auto s = std::make_unique<stream_random_seq<std::uint8_t>>("req_seq_" + std::to_string(k));
    s->num_items = num_reqs;
    s->data = static_cast<std::uint8_t>(k);  // the requester's index
    s->delay_num = idle_num;
    s->delay_den = idle_den;
    s->max_delay = 2 * p_sequencer->cfg.num_in;
    stream_random_seq<std::uint8_t>* raw = s.get();
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

}  // namespace collnet::common
