// cu_unit_vseq_test: the collective-unit test of every virtual sequence of
// sequences/collective_unit: cu_unit_base_test as it is, its body the sequence named by
// +UVM_TEST_SEQ (dv_base_test; the sequence reads its knobs). A test list entry names the
// sequence, e.g.
//   uvm_test: cu_unit_vseq_test, plusargs: [+UVM_TEST_SEQ=cu_unit_flood_vseq, +packets=300]
//
// | sequence                  | stimulus (default +packets per class)                        |
// |---------------------------|--------------------------------------------------------------|
// | cu_unit_flood_vseq        | all classes flooding, random destinations (40)               |
// | cu_unit_sysprio_vseq      | CTRL.sys_prio off / on / off, one destination (30)           |
// | cu_unit_rec_stall_vseq    | destinations stalled for long stretches (40)                 |
// | cu_unit_starve_vseq       | one input holds one class back (30)                          |
// | cu_unit_mask_change_vseq  | routes rewritten between batches (4)                         |
// | cu_unit_malformed_vseq    | every malformed kind, ERR_* via mgmt (24)                    |
// | cu_unit_reg_traffic_vseq  | register writes during a flood (40)                          |
// The tests with a class of their own: cu_unit_starve_room_test (the destinations' ready
// pattern), cu_unit_err_sat_test (ERR_COUNT preloaded, its own check) and the register tests
// (cu_unit_reg_*_test, cu_unit_reg_test.h).
#include "cu_unit_base_test.h"

#include "uvm.h"

namespace collnet::collective {

class cu_unit_vseq_test : public cu_unit_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_vseq_test);
  using cu_unit_base_test::cu_unit_base_test;
};

}  // namespace collnet::collective
