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

#include "cu_env_config.h"
#include "cu_env_types.h"
#include "stream_pattern.h"
#include "uvm.h"

// Declarations only: the components are built in cu_env.cpp (library cu_env), so a test that
// includes this header compiles none of them; a test that uses one includes its header.
namespace collnet::common {
template <typename T>
class stream_agent;
}  // namespace collnet::common
namespace collnet::dv {
class vl_harness_base;
}  // namespace collnet::dv

namespace collnet::collective {

class cu_align;
class cu_coverage;
class cu_host_checker;
class cu_repro_checker;
class cu_scoreboard;

class cu_env : public uvm::uvm_env {
 public:
  using port_agent_t = common::stream_agent<cu_port_word>;
  using in_agent_t = common::stream_agent<cu_in_elem>;
  using out_agent_t = common::stream_agent<cu_out_word>;

  UVM_COMPONENT_UTILS(cu_env);
  explicit cu_env(uvm::uvm_component_name name);
  ~cu_env() override;

  std::vector<port_agent_t*> port_agents;
  cu_align* align = nullptr;
  in_agent_t* in_mon = nullptr;  ///< passive
  out_agent_t* out_agent = nullptr;
  cu_scoreboard* scoreboard = nullptr;
  cu_host_checker* host = nullptr;
  cu_repro_checker* repro = nullptr;
  std::unique_ptr<cu_coverage> cov;

  static std::string port_agent_name(unsigned p) { return "port_agent_" + std::to_string(p); }

  void build_phase(uvm::uvm_phase& phase) override;

  void connect_phase(uvm::uvm_phase& phase) override;

  void report_phase(uvm::uvm_phase& phase) override;

  /// Sequencers of the per-port agents (index = port), for the element sequences.
  std::vector<uvm::uvm_sequencer_base*> port_sequencers() const;

  /// Stall gate AND-ed into out_ready_i (the sink agent's pattern is fixed at build; a test
  /// changes the output backpressure between passes with this). Default: always open.
  void set_stall_gate(const common::stream_pattern& pat, std::uint64_t seed);
  void clear_stall_gate();
  /// out_ready_i value for the sink agent's wish `ready` (called once per cycle by the vif).
  bool gated_ready(bool ready) { return m_gate ? (m_gate->active() && ready) : ready; }

  const cu_env_config& cfg() const { return m_cfg; }

 private:
  cu_env_config m_cfg;
  collnet::dv::vl_harness_base* m_h = nullptr;
  std::unique_ptr<common::stream_pattern_cursor> m_gate;
};

}  // namespace collnet::collective
