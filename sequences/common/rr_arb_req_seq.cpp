// rr_arb_req_seq.cpp: rr_arb_req_seq's body, compiled once (library common_sequences).
#include "rr_arb_req_seq.h"

#include <cstdint>
#include <string>

#include "uvm.h"

namespace collnet::common {

rr_arb_req_seq::rr_arb_req_seq(const std::string& name) : uvm_sequence(name) {}

rr_arb_req_seq::~rr_arb_req_seq() = default;

void rr_arb_req_seq::body() {
  item_t req("req");
  for (std::uint64_t i = 0; i < num_reqs; ++i) {
    start_item(&req);
    req.data = requester;
    req.delay = uvm::bernoulli(rng(), idle_num, idle_den)
                    ? static_cast<std::uint32_t>(uvm::urandom_range(rng(), 1u, max_idle))
                    : 0u;
    finish_item(&req);
  }
}

}  // namespace collnet::common
