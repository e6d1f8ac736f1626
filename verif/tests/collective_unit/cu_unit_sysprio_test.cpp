// cu_unit_sysprio_test: cu_unit_sysprio_vseq (sys_prio off / on / off, one destination), +packets
// default 30.
#include "cu_unit_vseq_test.h"  // first: Verilator's headers precede SystemC's

#include "uvm.h"

class cu_unit_sysprio_test : public collnet::collective::cu_unit_vseq_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_sysprio_test);
  explicit cu_unit_sysprio_test(uvm::uvm_component_name name)
      : cu_unit_vseq_test(name, "cu_unit_sysprio_vseq", 30) {}
};
