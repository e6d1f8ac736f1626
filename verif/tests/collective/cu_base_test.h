// cu_base_test: base of the tests of cu_datapath (cu_*_test.cpp), compiled once for every
// configuration: the DUT comes from the sim ("cu_dut", cu_dut.h). Builds cu_env from the RTL
// parameters and configure(); the stimulus is an element sequence (cu_elem_vseq) set up with
// the common knobs; every test ends when every element has left the DUT.
//
// Knobs: +items=<n> (elements; default items_default()), +skew_pct=<0..100> (30),
// +max_skew=<n> (4), +out_prob_pct=<1..100> (output ready probability; out_prob_default()),
// +cu_corrupt_port=<p> (fault injection, cu_repro_bad), +drain_limit=<cycles> (dv_knobs.h).
// Every element is checked bit-exactly (value and flags) by the scoreboard in every test.
#pragma once

#include "dv_base_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>

#include <fmt/format.h>

#include "cu_dut.h"
#include "cu_elem_vseq.h"
#include "cu_env.h"
#include "dv_knobs.h"
#include "uvm.h"

namespace collnet::collective {

class cu_base_test : public dv::dv_dut_test<cu_dut_if, cu_env, cu_env_config> {
 public:
  explicit cu_base_test(uvm::uvm_component_name name) : dv_dut_test(name) {}

 protected:
  const char* test_id() const override { return "CU_TEST"; }
  virtual void configure(cu_env_config& cfg) { (void)cfg; }
  void setup_env(cu_env_config& cfg) override {
    const cu_rtl_params p = m_dut->params();
    cfg.num_in = p.num_in;
    cfg.frac_bits = p.frac_bits;
    cfg.latency = p.latency;
    cfg.out_cfg.pattern = prob_pattern(uvm::plusargs::get_u64("out_prob_pct", out_prob_default()));
    cfg.corrupt_port = static_cast<unsigned>(uvm::plusargs::get_u64("cu_corrupt_port", ~0u));
    configure(cfg);
  }
  void bind_dut() override {
    m_dut->bind(this, [this](bool ready) { return env->gated_ready(ready); });
  }
  virtual std::uint64_t out_prob_default() const { return 70; }
  virtual std::uint64_t items_default() const { return 1000; }

  static stream::stream_pattern prob_pattern(std::uint64_t pct) {
    return pct >= 100 ? stream::stream_pattern::always()
                      : stream::stream_pattern::random(static_cast<double>(pct) / 100.0);
  }

  /// Common knobs of an element sequence: sequencers, NumIn, F, items, skew, first tag.
  void setup(cu_elem_vseq& s) {
    s.sequencers = env->port_sequencers();
    s.num_in = m_cfg.num_in;
    s.frac_bits = m_cfg.frac_bits;
    s.num_elems = uvm::plusargs::get_u64("items", items_default());
    s.skew_pct = static_cast<unsigned>(uvm::plusargs::get_u64("skew_pct", 30));
    s.max_skew = static_cast<unsigned>(uvm::plusargs::get_u64("max_skew", 4));
    s.first_tag = m_next_tag;
  }
  /// Runs a sequence and advances the element tag.
  void run(cu_elem_vseq& s) {
    s.start(nullptr);
    m_next_tag += static_cast<std::uint32_t>(s.replay ? s.replay->size() : s.num_elems);
  }
  /// +UVM_TEST_SEQ: any element sequence, set up with the common knobs.
  void start_test_seq(uvm::uvm_sequence_base& seq) override {
    auto* s = dynamic_cast<cu_elem_vseq*>(&seq);
    if (!s) {
      UVM_FATAL("NOTESTSEQ",
                fmt::format("{} is not an element sequence (cu_elem_vseq)", seq.get_type_name()));
      return;
    }
    setup(*s);
    run(*s);
  }

  /// Waits until every element sent has left the DUT; gives up after +drain_limit cycles
  /// without progress (the scoreboard then reports what is missing).
  void wait_drained() override {
    vlh::vl_harness_base& h = harness();
    const std::uint64_t limit = knobs::drain_limit();
    std::uint64_t last_out = env->scoreboard->outputs();
    std::uint64_t last_progress = h.cycle();
    auto busy = [this] {
      for (auto* a : env->port_agents)
        if (a->driver->items_pending() != 0) return true;
      return env->align->words_held() != 0 || env->scoreboard->pending() != 0;
    };
    while (busy()) {
      h.wait_cycles(16);
      if (env->scoreboard->outputs() != last_out) {
        last_out = env->scoreboard->outputs();
        last_progress = h.cycle();
      } else if (h.cycle() - last_progress >= limit) {
        UVM_ERROR("CU_DRAIN", fmt::format("no output for {} cycles; ending the test", limit));
        break;
      }
    }
  }

  std::uint32_t m_next_tag = 0;  ///< tag of the next element
};

}  // namespace collnet::collective
