// cu_throughput_test: cu_mix_vseq (+items 20000; +fp_full: cu_fp_full_vseq), no skew, output
// ready always: checks 1 element/cycle and latency == the README formula (UVM_ERROR [CU_PERF]
// otherwise); prints simulated elements per second.
#include "cu_base_test.h"

#include <chrono>
#include <cstdint>

#include <fmt/format.h>

#include "cu_elem_knobs.h"
#include "cu_scoreboard.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::collective {

class cu_throughput_test : public cu_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_throughput_test);
  explicit cu_throughput_test(uvm::uvm_component_name name)
      : cu_base_test(name), out_imp("out_imp", this) {}

  /// Output transfers (from the output monitor).
  uvm::uvm_analysis_imp<cu_scoreboard::out_item_t, cu_throughput_test> out_imp;

  void connect_phase(uvm::uvm_phase& phase) override {
    cu_base_test::connect_phase(phase);
    env->out_agent->monitor->ap.connect(out_imp);
  }
  void write(const cu_scoreboard::out_item_t& it) {
    if (m_outs == 0) m_first_out = it.cycle;
    m_last_out = it.cycle;
    ++m_outs;
  }
  void check_phase(uvm::uvm_phase& phase) override {
    cu_base_test::check_phase(phase);
    const std::uint64_t span = m_last_out - m_first_out + 1;
    const double epc = m_outs ? static_cast<double>(m_outs) / static_cast<double>(span) : 0.0;
    const auto lat_min = env->scoreboard->latency_min();
    const auto lat_max = env->scoreboard->latency_max();
    UVM_INFO("CU_PERF",
             fmt::format("{} elements, outputs on {} consecutive cycles: {:.4f} elements/cycle; "
                         "latency {}..{} cycles (expected {}); run phase {:.3f} s wall = {:.0f} "
                         "simulated elements/s",
                         m_outs, span, epc, lat_min, lat_max, m_cfg.latency, m_secs,
                         m_secs > 0 ? static_cast<double>(m_outs) / m_secs : 0.0),
             uvm::UVM_LOW);
    if (m_outs == 0 || span != m_outs)
      UVM_ERROR("CU_PERF", fmt::format("throughput below 1 element/cycle: {} outputs over {} "
                                       "cycles",
                                       m_outs, span));
    if (lat_min != m_cfg.latency || lat_max != m_cfg.latency)
      UVM_ERROR("CU_PERF", fmt::format("latency {}..{} cycles, README formula gives {}", lat_min,
                                       lat_max, m_cfg.latency));
  }

 protected:
  std::uint64_t items_default() const override { return 20000; }
  std::uint64_t out_prob_default() const override { return 100; }
  void configure(cu_env_config& cfg) override { cfg.in_cfg.prefetch = 64; }
  void body() override {
    const auto t0 = std::chrono::steady_clock::now();
    const auto s =
        make_elem_seq(uvm::plusargs::has("fp_full") ? "cu_fp_full_vseq" : "cu_mix_vseq", "seq");
    knobs(*s).skew = skew_mode::none;
    run(*s);
    wait_drained();
    m_secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

 private:
  std::uint64_t m_outs = 0, m_first_out = 0, m_last_out = 0;
  double m_secs = 0;
};

}  // namespace collnet::collective
