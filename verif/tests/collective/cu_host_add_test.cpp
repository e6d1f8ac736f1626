// cu_host_add_test: cu_two_input_add_vseq (+items 3000): two-input fp_adds, the 625 directed
// pairs of corner operands first, then random; the host-addition check (CU_HOST) is required to
// compare at least one element.
#include "cu_base_test.h"

#include "uvm.h"

namespace collnet::collective {

class cu_host_add_test : public cu_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_host_add_test);
  using cu_base_test::cu_base_test;

 protected:
  std::uint64_t items_default() const override { return 3000; }
  void configure(cu_env_config& cfg) override { cfg.host_check_require = true; }
  void body() override { run(*make_elem_seq("cu_two_input_add_vseq", "seq")); }
};

}  // namespace collnet::collective
