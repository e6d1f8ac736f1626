// fifo_smoke_test: 200 items, source and sink always active.
#include "fifo_base_test.h"  // first: Verilator's headers precede SystemC's

#include "fifo_random_seq.h"
#include "uvm.h"

namespace collnet::common {

class fifo_smoke_test : public fifo_base_test {
 public:
  UVM_COMPONENT_UTILS(fifo_smoke_test);
  using fifo_base_test::fifo_base_test;

 protected:
  void body() override {
    fifo_random_seq seq("seq");
    seq.num_items = 200;
    seq.delay_num = 0;
    seq.start(env->in_agent->sequencer);
  }
};

}  // namespace collnet::common
