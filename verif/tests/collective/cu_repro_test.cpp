// cu_repro_test: cu_mix_vseq (+items 500) pass A; pass B = the same elements, ports permuted,
// other skew, output stall gate random 50 %; pass C permuted again, slow port skew, stall
// bursts; B and C compared to A (CU_REPRO).
#include "cu_base_test.h"

#include <cstddef>
#include <vector>

#include "cu_elem_knobs.h"
#include "cu_repro_checker.h"
#include "cu_scoreboard.h"
#include "uvm.h"

namespace collnet::collective {

class cu_repro_test : public cu_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_repro_test);
  using cu_base_test::cu_base_test;

 protected:
  std::uint64_t items_default() const override { return 500; }
  std::uint64_t out_prob_default() const override { return 100; }
  void configure(cu_env_config& cfg) override { cfg.repro_enable = true; }
  void body() override {
    std::vector<cu_elem> a, b, c;
    // Pass A: natural port order, random skew, no output stall.
    const std::size_t a0 = 0;
    run_pass("pass_a", nullptr, skew_mode::random, a);
    // Pass B: the same elements, ports permuted, staggered skew, output stalls 50 %.
    const std::size_t b0 = env->scoreboard->outputs();
    env->set_stall_gate(common::stream_pattern::random(0.5), uvm::seed_for("repro.gate_b"));
    run_pass("pass_b", &a, skew_mode::staggered, b);
    // Pass C: permuted again, one slow port, output ready in bursts.
    const std::size_t c0 = env->scoreboard->outputs();
    env->set_stall_gate(common::stream_pattern::bursts(1, 6, 1, 6), uvm::seed_for("repro.gate_c"));
    run_pass("pass_c", &a, skew_mode::slow_port, c);
    env->clear_stall_gate();
    const auto& res = env->scoreboard->results();
    env->repro->compare(res, a0, b0, a, b, m_cfg.num_in);
    env->repro->compare(res, a0, c0, a, c, m_cfg.num_in);
  }

 private:
  /// One pass of cu_mix_vseq: new elements (replay nullptr) or `replay`'s with the ports
  /// permuted; the elements as sent into `record`; then waits until every one has left the DUT.
  void run_pass(const char* name, const std::vector<cu_elem>* replay, skew_mode skew,
                std::vector<cu_elem>& record) {
    const auto s = make_elem_seq("cu_mix_vseq", name);
    cu_elem_knobs& k = knobs(*s);
    k.replay = replay;
    k.permute = replay != nullptr;
    k.skew = skew;
    k.record = &record;
    run(*s);
    wait_drained();
  }
};

}  // namespace collnet::collective
