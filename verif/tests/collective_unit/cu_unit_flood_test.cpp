// cu_unit_flood_test: cu_unit_flood_vseq (all classes flooding, random destinations), +packets
// default 40.
#include "cu_unit_vseq_test.h"  // first: Verilator's headers precede SystemC's

#include "uvm.h"

class cu_unit_flood_test : public collnet::collective::cu_unit_vseq_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_flood_test);
  explicit cu_unit_flood_test(uvm::uvm_component_name name)
      : cu_unit_vseq_test(name, "cu_unit_flood_vseq", 40) {}
};
