// rr_arb_contention_test: every requester always requesting again at once (+reqs, 300), ready
// in bursts: full contention, fairness and the lock while not ready.
#include "rr_arb_base_test.h"  // first: Verilator's headers precede SystemC's

#include "uvm.h"

namespace collnet::common {

class rr_arb_contention_test : public rr_arb_base_test {
 public:
  UVM_COMPONENT_UTILS(rr_arb_contention_test);
  using rr_arb_base_test::rr_arb_base_test;

 protected:
  void configure(rr_arb_env_config& cfg) override {
    cfg.ready_cfg.pattern = common::stream_pattern::bursts(1, 6, 1, 4);
  }
  void set_stimulus(rr_arb_random_vseq& vseq) override {
    vseq.num_reqs = uvm::plusargs::get_u64("reqs", 300);
    vseq.idle_num = 0;  // back to back: every requester always requests
    vseq.idle_den = 1;
  }
};

}  // namespace collnet::common
