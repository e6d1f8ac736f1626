// cu_unit_mask_change_test: cu_unit_mask_change_vseq (routes rewritten between batches), +packets
// default 4.
#include "cu_unit_vseq_test.h"  // first: Verilator's headers precede SystemC's

#include "uvm.h"

class cu_unit_mask_change_test : public collnet::collective::cu_unit_vseq_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_mask_change_test);
  explicit cu_unit_mask_change_test(uvm::uvm_component_name name)
      : cu_unit_vseq_test(name, "cu_unit_mask_change_vseq", 4) {}
};
