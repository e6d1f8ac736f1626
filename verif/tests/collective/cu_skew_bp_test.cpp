// cu_skew_bp_test: cu_skew_vseq (+items 1200): four port skew modes (each element waits for
// its slowest word); output ready in bursts; the input agent may start an element in only 85 %
// of the cycles (random source gaps on top of the skew).
#include "cu_base_test.h"

#include "uvm.h"

namespace collnet::collective {

class cu_skew_bp_test : public cu_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_skew_bp_test);
  using cu_base_test::cu_base_test;

 protected:
  std::uint64_t items_default() const override { return 1200; }
  void configure(cu_env_config& cfg) override {
    cfg.out_cfg.pattern = common::stream_pattern::bursts(1, 12, 1, 20);
    cfg.in_cfg.pattern = common::stream_pattern::random(0.85);  // source gaps too
  }
  void body() override { run(*make_elem_seq("cu_skew_vseq", "seq")); }
};

}  // namespace collnet::collective
