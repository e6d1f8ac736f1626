// vl_dut: the DUT binding of a sim whose tests are compiled once for every RTL configuration of
// their block (dv_dut_test, verif/dv_lib). vl_dut_if<PARAMS> is what the tests see of it: the
// clock loop, the parameters the model was verilated with, and bind() (the pins in the
// config_db); a block's interface derives from it and adds its factory name `dut_type_name`.
// vl_dut<MODEL, IF> is what every binding of a model behind IF shares: it is the model's
// vl_harness; the block's binding adds bind(), the sim's main file params().
#pragma once

#include "vl_harness.h"

#include "uvm.h"

namespace collnet::dv {

template <typename PARAMS>
class vl_dut_if {
 public:
  virtual ~vl_dut_if() = default;
  /// The clock loop of the model.
  virtual vl_harness_base& harness() = 0;
  /// The parameters the model was verilated with.
  virtual PARAMS params() const = 0;
  /// Puts the pins in the config_db for the environment "env" below `test`.
  virtual void bind(uvm::uvm_component* test) = 0;
};

template <typename MODEL, typename IF>
class vl_dut : public vl_harness<MODEL>, public IF {
 public:
  explicit vl_dut(uvm::uvm_component_name name) : vl_harness<MODEL>(name) {}
  vl_harness_base& harness() override { return *this; }
};

}  // namespace collnet::dv
