// cu_env: environment of cu_datapath (the collective-unit datapath).
//
//   port_agent[p] (stream source, p < NumIn) --virtual port p--> align --> DUT input pins
//   in_mon        (passive stream monitor on in_valid_i/in_ready_o/{op,mask,data})
//   out_agent     (stream sink: drives out_ready_i by its pattern, AND-ed with the env's stall
//                  gate; its monitor sees out_valid_o/out_ready_i/{data,flags})
//   scoreboard    in_mon + out_agent.monitor -> cu_scoreboard (cu_int_model, bit-exact)
//   host          cu_host_checker: two-input fp_adds that cannot truncate == the host's a + b
//                 (CU_HOST; env_cfg.host_check_require: an error when none qualified)
//   repro         cu_repro_checker (only when env_cfg.repro_enable)
//   cov           cu_coverage (7 covergroups), sampled by the scoreboard, unless coverage is off
//
// Why an alignment stage: cu_datapath has ONE valid/ready for all NumIn words of an element
// (rtl/collective/README.md), no per-port valid. Per-port agents with independent delays model
// the ports' skew; cu_align buffers their words (align_depth per port) and presents an element
// to the DUT when every port has delivered its word (see cu_align.h).
//
// config_db (set by the test): "env_cfg" (cu_env_config) for "env"; "harness"; "dut_in_vif"
// (cu_dut_in_vif) for "env.align"; "vif" (stream_vif<cu_in_elem>) for "env.in_mon*";
// "vif" (stream_vif<cu_out_word>) for "env.out_agent*" whose drive_ready goes to set_out_ready().
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cu_align.h"
#include "cu_coverage.h"
#include "cu_env_config.h"
#include "cu_env_types.h"
#include "cu_host_checker.h"
#include "cu_repro_checker.h"
#include "cu_scoreboard.h"
#include "dv_knobs.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::collective {

class cu_env : public uvm::uvm_env {
 public:
  using port_agent_t = stream::stream_agent<cu_port_word>;
  using in_agent_t = stream::stream_agent<cu_in_elem>;
  using out_agent_t = stream::stream_agent<cu_out_word>;

  UVM_COMPONENT_UTILS(cu_env);
  explicit cu_env(uvm::uvm_component_name name) : uvm::uvm_env(name) {}

  std::vector<port_agent_t*> port_agents;
  cu_align* align = nullptr;
  in_agent_t* in_mon = nullptr;  ///< passive
  out_agent_t* out_agent = nullptr;
  cu_scoreboard* scoreboard = nullptr;
  cu_host_checker* host = nullptr;
  cu_repro_checker* repro = nullptr;
  std::unique_ptr<cu_coverage> cov;

  static std::string port_agent_name(unsigned p) { return "port_agent_" + std::to_string(p); }

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::build_phase(phase);
    if (!uvm::uvm_config_db<cu_env_config>::get(this, "", "env_cfg", m_cfg))
      UVM_FATAL("NOCFG", "cu_env needs 'env_cfg' (cu_env_config)");
    if (!uvm::uvm_config_db<vlh::vl_harness_base*>::get(this, "", "harness", m_h) || !m_h)
      UVM_FATAL("NOHARNESS", "cu_env needs 'harness'");
    if (m_cfg.num_in < 1 || m_cfg.num_in > CU_ENV_MAX_IN)
      UVM_FATAL("CFG", fmt::format("cu_env: num_in {} outside 1..{}", m_cfg.num_in, CU_ENV_MAX_IN));
    if (knobs::nocov()) m_cfg.coverage_enable = false;
    align = cu_align::type_id::create("align", this);
    align->configure(m_cfg, m_h);
    for (unsigned p = 0; p < m_cfg.num_in; ++p) {
      uvm::uvm_config_db<stream::stream_agent_config>::set(this, port_agent_name(p) + "*", "cfg",
                                                           m_cfg.port_cfg);
      uvm::uvm_config_db<stream::stream_vif<cu_port_word>>::set(this, port_agent_name(p) + "*",
                                                                "vif", align->port_vif(p));
      port_agents.push_back(port_agent_t::type_id::create(port_agent_name(p), this));
    }
    stream::stream_agent_config mon_cfg;
    mon_cfg.is_active = false;
    uvm::uvm_config_db<stream::stream_agent_config>::set(this, "in_mon*", "cfg", mon_cfg);
    in_mon = in_agent_t::type_id::create("in_mon", this);
    uvm::uvm_config_db<stream::stream_agent_config>::set(this, "out_agent*", "cfg", m_cfg.out_cfg);
    out_agent = out_agent_t::type_id::create("out_agent", this);
    scoreboard = cu_scoreboard::type_id::create("scoreboard", this);
    if (m_cfg.coverage_enable)
      cov = std::make_unique<cu_coverage>(get_full_name() + ".cov", m_cfg.num_in, m_cfg.frac_bits);
    scoreboard->configure(m_cfg.num_in, m_cfg.frac_bits, cov.get());
    host = cu_host_checker::type_id::create("host", this);
    host->configure(m_cfg.frac_bits, m_cfg.host_check_require);
    if (m_cfg.repro_enable) repro = cu_repro_checker::type_id::create("repro", this);
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::connect_phase(phase);
    in_mon->monitor->ap.connect(scoreboard->in_export);
    out_agent->monitor->ap.connect(scoreboard->out_export);
    in_mon->monitor->ap.connect(host->in_export);
    out_agent->monitor->ap.connect(host->out_export);
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_env::report_phase(phase);
    if (cov)
      UVM_INFO("CU_COV", "functional coverage per covergroup:" + cov->report(), uvm::UVM_LOW);
  }

  /// Sequencers of the per-port agents (index = port), for the element sequences.
  std::vector<uvm::uvm_sequencer_base*> port_sequencers() const {
    std::vector<uvm::uvm_sequencer_base*> v;
    for (port_agent_t* a : port_agents) v.push_back(a->sequencer);
    return v;
  }

  /// Stall gate AND-ed into out_ready_i (the sink agent's pattern is fixed at build; a test
  /// changes the output backpressure between passes with this). Default: always open.
  void set_stall_gate(const stream::stream_pattern& pat, std::uint64_t seed) {
    m_gate = std::make_unique<stream::stream_pattern_cursor>(pat, seed);
  }
  void clear_stall_gate() { m_gate.reset(); }
  /// out_ready_i value for the sink agent's wish `ready` (called once per cycle by the vif).
  bool gated_ready(bool ready) { return m_gate ? (m_gate->active() && ready) : ready; }

  const cu_env_config& cfg() const { return m_cfg; }

 private:
  cu_env_config m_cfg;
  vlh::vl_harness_base* m_h = nullptr;
  std::unique_ptr<stream::stream_pattern_cursor> m_gate;
};

}  // namespace collnet::collective
