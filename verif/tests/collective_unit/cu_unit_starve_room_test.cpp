// cu_unit_starve_room_test: the destinations' ready pattern of cu_unit_starve_room_vseq
// (starvation under room refusal; +UVM_TEST_SEQ=cu_unit_starve_room_vseq). Every destination drains
// one flit every 2 cycles (bursts of 1 active, 1 idle cycle), the issue scenario's up-tree output;
// with +starve_random, bursts of 1..2 active and 1..3 idle cycles. With +starve_up_slow the up-tree
// output drains one flit every 4 cycles instead, so that with +starve_sys_split its credit hovers
// near the user classes' need while the system reception FIFO refuses the system class (rule 6).
#include "cu_unit_base_test.h"

#include "uvm.h"

class cu_unit_starve_room_test : public collnet::collective::cu_unit_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_starve_room_test);
  using cu_unit_base_test::cu_unit_base_test;

 protected:
  void configure(collnet::collective::cu_unit_env_config& cfg) override {
    const bool rnd = uvm::plusargs::has("starve_random");
    for (auto& pat : cfg.rec_pattern)
      pat = rnd ? collnet::common::stream_pattern::bursts(1, 2, 1, 3)
                : collnet::common::stream_pattern::bursts(1, 1, 1, 1);
    if (uvm::plusargs::has("starve_up_slow"))
      cfg.rec_pattern[0] = collnet::common::stream_pattern::bursts(1, 1, 3, 3);  // CU_DST_UP
  }
};
