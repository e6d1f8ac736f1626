// cu_base_test: the members shared by every datapath test, compiled once (library cu_tests).
#include "cu_base_test.h"  // first: Verilator's headers precede SystemC's

#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cu_in_lane_fault_driver.h"
#include "cu_scoreboard.h"
#include "dv_knobs.h"
#include "stream_agent.h"
#include "uvm.h"

template class collnet::dv::dv_dut_test<collnet::collective::cu_dut_if, collnet::collective::cu_env,
                                        collnet::collective::cu_env_config>;

namespace collnet::collective {

void cu_base_test::setup_env(cu_env_config& cfg) {
  const cu_rtl_params p = m_dut->params();
  cfg.num_in = p.num_in;
  cfg.frac_bits = p.frac_bits;
  cfg.latency = p.latency;
  cfg.out_cfg.pattern = prob_pattern(uvm::plusargs::get_u64("out_prob_pct", out_prob_default()));
  configure(cfg);
  if (uvm::plusargs::has("cu_corrupt_port")) {
    // Fault injection (cu_repro_bad): the input agent's driver breaks one input lane.
    const auto lane = static_cast<unsigned>(uvm::plusargs::get_u64("cu_corrupt_port", 0));
    if (lane >= cfg.num_in)
      UVM_FATAL("CFG",
                fmt::format("+cu_corrupt_port={}: the DUT has {} input lanes", lane, cfg.num_in));
    common::stream_driver<cu_in_elem>::type_id::set_inst_override(
        cu_in_lane_fault_driver::get_type(), "env.in_agent.driver", this);
    uvm::uvm_config_db<unsigned>::set(this, "env.in_agent.driver", "fault_lane", lane);
  }
}

void cu_base_test::bind_dut() {
  m_dut->bind(this, [this](bool ready) { return env->gated_ready(ready); });
}

common::stream_pattern cu_base_test::prob_pattern(std::uint64_t pct) {
  return pct >= 100 ? common::stream_pattern::always()
                    : common::stream_pattern::random(static_cast<double>(pct) / 100.0);
}

namespace {

/// The common knobs of every element sequence, from the RTL parameters and the plusargs.
void setup_knobs(cu_elem_knobs& k, const cu_env_config& cfg, std::uint64_t items_default) {
  k.num_in = cfg.num_in;
  k.frac_bits = cfg.frac_bits;
  k.num_elems = uvm::plusargs::get_u64("items", items_default);
  k.skew_pct = static_cast<unsigned>(uvm::plusargs::get_u64("skew_pct", 30));
  k.max_skew = static_cast<unsigned>(uvm::plusargs::get_u64("max_skew", 4));
}

}  // namespace

std::unique_ptr<uvm::uvm_sequence_base> cu_base_test::make_elem_seq(const std::string& type,
                                                                    const std::string& name) {
  std::unique_ptr<uvm::uvm_object> obj(
      uvm::uvm_factory::get()->create_object_by_name(type, get_full_name(), name));
  auto* seq = dynamic_cast<uvm::uvm_sequence_base*>(obj.get());
  if (!seq || !cu_elem_knobs::of(*seq))
    UVM_FATAL("NOTESTSEQ", fmt::format("{} is not an element sequence (cu_elem_vseq)", type));
  obj.release();
  setup_knobs(knobs(*seq), m_cfg, items_default());
  return std::unique_ptr<uvm::uvm_sequence_base>(seq);
}

cu_elem_knobs& cu_base_test::knobs(uvm::uvm_sequence_base& s) const {
  cu_elem_knobs* k = cu_elem_knobs::of(s);
  if (!k)
    UVM_FATAL("NOTESTSEQ", fmt::format("{} has no element-sequence knobs", s.get_type_name()));
  return *k;
}

void cu_base_test::run(uvm::uvm_sequence_base& s) {
  s.start(env->in_agent->sequencer);
}

void cu_base_test::start_test_seq(uvm::uvm_sequence_base& seq) {
  cu_elem_knobs* k = cu_elem_knobs::of(seq);
  if (!k) {
    UVM_FATAL("NOTESTSEQ",
              fmt::format("{} is not an element sequence (cu_elem_vseq)", seq.get_type_name()));
    return;
  }
  setup_knobs(*k, m_cfg, items_default());
  run(seq);
}

void cu_base_test::wait_drained() {
  collnet::dv::vl_harness_base& h = harness();
  const std::uint64_t limit = dv::drain_limit();
  std::uint64_t last_out = env->scoreboard->outputs();
  std::uint64_t last_progress = h.cycle();
  auto busy = [this] {
    return env->in_agent->driver->items_pending() != 0 || env->scoreboard->pending() != 0;
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

}  // namespace collnet::collective
