// reggen_uvm_model_test: the generated UVM register models of every block build and lock.
// Built only when the UVM library has its register layer (verif/uvm/reg).
#include <cstdio>

#include "barrier_reg_model.h"
#include "collective_unit_reg_model.h"

int sc_main(int, char*[]) {
  collnet::barrier::regs::params p;
  auto* sw = new collnet::barrier::regs::uvm_model::sw_reg_block(p);
  sw->build();
  auto* leaf = new collnet::barrier::regs::uvm_model::leaf_reg_block(p);
  leaf->build();
  auto* cu = new collnet::collective::regs::uvm_model::cu_reg_block();
  cu->build();
  if (sw->CTRL.size() != p.NumGroups || sw->ERR.size() != collnet::barrier::regs::sw::ERR_N_MAX ||
      cu->ROUTE.size() != collnet::collective::regs::cu::ROUTE_N_MAX) {
    std::printf("reggen_uvm_model_test: FAILED: wrong number of registers\n");
    return 1;
  }
  std::printf("reggen_uvm_model_test: 3 register blocks built and locked\n");
  return 0;
}
