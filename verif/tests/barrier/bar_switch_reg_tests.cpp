// The switch's register tests: a built-in register sequence on the switch's register model
// through the management agent (front door), with no packet traffic (bar_reg_test.h). Excluded
// (uvm_resource_db NO_REG_BIT_BASH_TEST), each because the RTL answers some writes the sequence
// makes with an error response (README section 4, "Rejected") instead of ignoring them as UVM's
// RO expects:
//   PARAMS, STATUS_<g>: read-only, every write is rejected (rerr);
//   PARENT_<g>: a port >= NumPorts is rejected, so bashing port bit 3 (NumPorts <= 8) fails.
// Their reset values are still checked by uvm_reg_hw_reset_seq.
//
// | test                      | sequence                  |
// |---------------------------|---------------------------|
// | bar_sw_reg_hw_reset_test  | uvm_reg_hw_reset_seq      |
// | bar_sw_reg_bit_bash_test  | uvm_reg_bit_bash_seq      |
// | bar_sw_reg_access_test    | uvm_reg_access_seq        |
#include "bar_switch_dut_test.h"

#include <vector>

#include "bar_reg_test.h"
#include "bar_switch_dut.h"
#include "bar_switch_env.h"
#include "uvm.h"

namespace collnet::barrier {

template <typename SEQ>
class bar_switch_reg_test_t : public bar_reg_test_t<bar_switch_dut_test, SEQ> {
 public:
  explicit bar_switch_reg_test_t(uvm::uvm_component_name name)
      : bar_reg_test_t<bar_switch_dut_test, SEQ>(name) {}

 protected:
  std::vector<const char*> no_bit_bash() const override {
    return {"PARAMS", "STATUS_*", "PARENT_*"};
  }
  std::vector<const char*> read_only() const override { return {"PARAMS", "STATUS_*"}; }
};

DV_DECLARE_TEST(bar_sw_reg_hw_reset_test, bar_switch_reg_test_t<uvm::uvm_reg_hw_reset_seq>);
DV_DECLARE_TEST(bar_sw_reg_bit_bash_test, bar_switch_reg_test_t<uvm::uvm_reg_bit_bash_seq>);
DV_DECLARE_TEST(bar_sw_reg_access_test, bar_switch_reg_test_t<uvm::uvm_reg_access_seq>);

}  // namespace collnet::barrier
