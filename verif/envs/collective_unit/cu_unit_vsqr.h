// cu_unit_vsqr: virtual sequencer of cu_unit_env, what the virtual sequences of
// sequences/collective_unit drive and watch. Declared apart from the environment, with its
// handles' classes only forward-declared, so a sequence header that needs p_sequencer does not
// pull in the agents, scoreboards, coverage and register model (a sequence's .cpp includes the
// headers of the handles it uses). Built and filled by cu_unit_env (cu_unit_env.cpp).
#pragma once

#include <array>
#include <vector>

#include "cu_unit_env_config.h"
#include "dv_virtual_sequencer.h"
#include "uvm.h"

namespace collnet::dv {
template <typename ITEM>
class dv_sequencer;
}  // namespace collnet::dv

namespace collnet::common {
class reg_bus_item;
}  // namespace collnet::common

namespace collnet::collective {

class cu_link_item;
class cu_link_driver;
class cu_rec_driver;
class cu_unit_scoreboard;
namespace regs::uvm_model {
class cu_reg_block;
}  // namespace regs::uvm_model

/// h (the clock) comes from dv_virtual_sequencer.
class cu_unit_vsqr : public dv::dv_virtual_sequencer {
 public:
  UVM_COMPONENT_UTILS(cu_unit_vsqr);
  explicit cu_unit_vsqr(uvm::uvm_component_name name);  // cu_unit_env.cpp
  ~cu_unit_vsqr() override;
  std::vector<dv::dv_sequencer<cu_link_item>*> link;       ///< per input port
  dv::dv_sequencer<common::reg_bus_item>* mgmt = nullptr;  ///< registers
  std::array<cu_rec_driver*, 3> rec{};     ///< destination ready drivers (stall gates)
  cu_unit_env_config cfg;                  ///< NumIn, MaxLen, depths
  const cu_unit_scoreboard* sb = nullptr;  ///< quiescence (read status registers when drained)
  collnet::collective::regs::uvm_model::cu_reg_block* regmodel =
      nullptr;                            ///< register model (front door: mgmt)
  std::vector<cu_link_driver*> link_drv;  ///< pending packets per port
};

}  // namespace collnet::collective
