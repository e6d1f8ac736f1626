// cu_unit_malformed_test: cu_unit_malformed_vseq (every malformed kind, ERR_* via mgmt), +packets
// default 24.
#include "cu_unit_vseq_test.h"  // first: Verilator's headers precede SystemC's

#include "uvm.h"

class cu_unit_malformed_test : public collnet::collective::cu_unit_vseq_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_malformed_test);
  explicit cu_unit_malformed_test(uvm::uvm_component_name name)
      : cu_unit_vseq_test(name, "cu_unit_malformed_vseq", 24) {}
};
