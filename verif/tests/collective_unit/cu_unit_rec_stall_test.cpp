// cu_unit_rec_stall_test: cu_unit_rec_stall_vseq (destinations stalled for long stretches),
// +packets default 40.
#include "cu_unit_vseq_test.h"  // first: Verilator's headers precede SystemC's

#include "uvm.h"

class cu_unit_rec_stall_test : public collnet::collective::cu_unit_vseq_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_rec_stall_test);
  explicit cu_unit_rec_stall_test(uvm::uvm_component_name name)
      : cu_unit_vseq_test(name, "cu_unit_rec_stall_vseq", 40) {}
};
