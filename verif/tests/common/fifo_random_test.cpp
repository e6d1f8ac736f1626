// fifo_random_test: +items (2000) random items and delays, source random(+in_prob_pct, 70), sink
// random(+out_prob_pct, 60): random push/pop pressure.
// fifo_exact_test: fifo_random_test with prefetch 0 (item_done at acceptance).
#include "fifo_base_test.h"  // first: Verilator's headers precede SystemC's

#include "fifo_random_seq.h"
#include "uvm.h"

namespace collnet::common {

class fifo_random_test : public fifo_base_test {
 public:
  UVM_COMPONENT_UTILS(fifo_random_test);
  using fifo_base_test::fifo_base_test;

 protected:
  void configure(fifo_env_config& cfg) override {
    cfg.in_cfg.pattern =
        common::stream_pattern::random(uvm::plusargs::get_u64("in_prob_pct", 70) / 100.0);
    cfg.out_cfg.pattern =
        common::stream_pattern::random(uvm::plusargs::get_u64("out_prob_pct", 60) / 100.0);
  }
  void body() override {
    fifo_random_seq seq("seq");
    seq.num_items = uvm::plusargs::get_u64("items", 2000);
    seq.start(env->in_agent->sequencer);
  }
};

class fifo_exact_test : public fifo_random_test {
 public:
  UVM_COMPONENT_UTILS(fifo_exact_test);
  using fifo_random_test::fifo_random_test;

 protected:
  void configure(fifo_env_config& cfg) override {
    fifo_random_test::configure(cfg);
    cfg.in_cfg.prefetch = 0;
  }
};

}  // namespace collnet::common
