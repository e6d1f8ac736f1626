// rr_arb_random_test: every requester: +reqs (300) requests with random idle times; downstream
// ready random(+ready_pct, 60): random request patterns.
#include "rr_arb_base_test.h"  // first: Verilator's headers precede SystemC's

#include "uvm.h"

namespace collnet::common {

class rr_arb_random_test : public rr_arb_base_test {
 public:
  UVM_COMPONENT_UTILS(rr_arb_random_test);
  using rr_arb_base_test::rr_arb_base_test;

 protected:
  void configure(rr_arb_env_config& cfg) override {
    cfg.ready_cfg.pattern =
        common::stream_pattern::random(uvm::plusargs::get_u64("ready_pct", 60) / 100.0);
  }
  void set_stimulus(rr_arb_random_vseq& vseq) override {
    vseq.num_reqs = uvm::plusargs::get_u64("reqs", 300);
    vseq.idle_num = 1;
    vseq.idle_den = 2;
    vseq.max_idle = 2 * m_params.num_in;
  }
};

}  // namespace collnet::common
