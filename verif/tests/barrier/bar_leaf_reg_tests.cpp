// The leaf's register tests: a built-in register sequence on the leaf's register model through
// the management agent (front door), with no packet traffic (bar_reg_test.h). Excluded
// (uvm_resource_db NO_REG_BIT_BASH_TEST): PARAMS and STATUS, read-only, whose writes the RTL
// rejects with an error response (rtl/barrier/README.md section 4) instead of ignoring them as
// UVM's RO expects. Their reset values are still checked by uvm_reg_hw_reset_seq.
//
// | test                        | sequence                  |
// |-----------------------------|---------------------------|
// | bar_leaf_reg_hw_reset_test  | uvm_reg_hw_reset_seq      |
// | bar_leaf_reg_bit_bash_test  | uvm_reg_bit_bash_seq      |
// | bar_leaf_reg_access_test    | uvm_reg_access_seq        |
#include "bar_leaf_dut_test.h"

#include <vector>

#include "bar_leaf_dut.h"
#include "bar_leaf_env.h"
#include "bar_reg_test.h"
#include "uvm.h"

namespace collnet::barrier {

template <typename SEQ>
class bar_leaf_reg_test_t : public bar_reg_test_t<bar_leaf_dut_test, SEQ> {
 public:
  explicit bar_leaf_reg_test_t(uvm::uvm_component_name name)
      : bar_reg_test_t<bar_leaf_dut_test, SEQ>(name) {}

 protected:
  std::vector<const char*> no_bit_bash() const override { return {"PARAMS", "STATUS"}; }
  std::vector<const char*> read_only() const override { return {"PARAMS", "STATUS"}; }
};

DV_DECLARE_TEST(bar_leaf_reg_hw_reset_test, bar_leaf_reg_test_t<uvm::uvm_reg_hw_reset_seq>);
DV_DECLARE_TEST(bar_leaf_reg_bit_bash_test, bar_leaf_reg_test_t<uvm::uvm_reg_bit_bash_seq>);
DV_DECLARE_TEST(bar_leaf_reg_access_test, bar_leaf_reg_test_t<uvm::uvm_reg_access_seq>);

}  // namespace collnet::barrier
